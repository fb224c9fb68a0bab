"""lalr.py `_word_chain`: a run of pure one-child reductions on a word is made once per word (issue 15)."""

from __future__ import annotations

from lark import Token

from rulekeeper.text.lalr import _word_chain


class Node(tuple):
    """A frozen stand-in for an AST node."""


def pure(name):
    calls = []

    def callback(children):
        calls.append(children[0])
        return Node((name, children[0]))
    callback.pure = True
    callback.calls = calls
    return callback


def test_a_run_of_pure_reductions_is_one_step_remembered_per_word():
    noun, nominal = pure("noun"), pure("nominal")
    rest = (3, lambda c: c)
    plan = _word_chain(((1, noun), (1, None), (1, nominal), rest))
    assert len(plan) == 2 and plan[1] is rest
    run = plan[0][1]
    first = run([Token("NOUN", "unit")])
    again = run([Token("NOUN", "unit", 40, 3, 7)])  # the same word elsewhere: the same value, no call
    assert first == Node(("nominal", [Node(("noun", "unit"))]))  # what the three reductions make, in order
    assert again is first and len(noun.calls) == 1 and len(nominal.calls) == 1
    assert run([Token("VERB", "unit")]) is not first  # another terminal is another word
    node = Node(("x", "y"))
    assert run([node]) == run([node]) and len(noun.calls) == 4  # a construct, not a word: reduced every time


def test_a_run_stops_at_a_callback_not_marked_pure_and_does_not_end_in_a_list():
    noun = pure("noun")
    unmarked = (1, lambda c: c[0])
    assert _word_chain(((1, noun), unmarked)) == ((1, noun), unmarked)  # one pure reduction: nothing to gain
    plan = ((1, noun), (1, pure("np")), (1, None), unmarked)
    made = _word_chain(plan)
    assert len(made) == 3 and made[1:] == ((1, None), unmarked)  # the list is made afresh: later rules grow it
    assert _word_chain(((2, noun), (1, noun))) == ((2, noun), (1, noun))  # not one-child: as it is
