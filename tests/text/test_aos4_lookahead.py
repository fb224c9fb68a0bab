"""The AoS4 look-ahead (text/aos4/lookahead.py, issue 15): `Search.reach` walks a run of one-terminal words in a
loop; the plain search it stands for makes one memoized call a word. Both must choose the same terminal for every
word: the same AST or the same error, on the corpus and on generated texts."""

from __future__ import annotations

import json
import re
from unittest import mock

import pytest
from hypothesis import given, settings, strategies as st

from rulekeeper import paths
from rulekeeper.commands.text import aos4_text
from rulekeeper.text import CardTextError, parse
from rulekeeper.text.aos4 import lexer, lookahead
from rulekeeper.text.aos4.vocabulary import vocabulary

CORPUS = paths.repo_root().parent / "shared" / "corpus" / "aos4-abilities.json"


class PlainSearch(lookahead.Search):
    """The search one call a word: how far the parser reads from stack `at` if word i is `terminal`."""

    def reach(self, at, i, terminal, depth):
        key = (at, i, terminal, depth)
        if key in self.memo:
            return self.memo[key]
        self.budget -= 1
        after = self.stacks.step(at, terminal)
        if after is None:
            result = 0
        elif depth == 0:
            result = 1
        elif i == self.last:
            result = depth + 1 if self.stacks.step(after, "$END") is not None else 0
        else:
            best = 0
            for t in self.terminals[i + 1]:
                if self.budget <= 0:
                    break
                if t in self.states[self.stacks.tops[after]]:
                    best = max(best, self.reach(after, i + 1, t, depth - 1))
                    if best == depth:
                        break
            result = 1 + best
        if self.budget > 0:
            self.memo[key] = result
        return result


def outcome(text: str) -> str:
    try:
        return repr(parse("aos4", text))
    except CardTextError as exc:
        return f"{exc} ({exc.line}:{exc.column})"


def plain_outcome(text: str) -> str:
    with mock.patch.object(lexer, "Search", PlainSearch):
        return outcome(text)


def test_a_long_sentence_of_one_terminal_words_and_choices_reads_the_same():
    text = "Effect: Roll a dice for each enemy unit within 12\" of this unit. On a 3+, that unit suffers D3 mortal damage."
    assert outcome(text) == plain_outcome(text)


@pytest.mark.skipif(not CORPUS.is_file(), reason="the shared corpus is not next to this checkout")
def test_every_corpus_ability_reads_the_same_with_the_plain_search():
    texts = [t for t in (aos4_text(e) for e in json.loads(CORPUS.read_text(encoding="utf-8"))) if t]
    differ = [t for t in texts if outcome(t) != plain_outcome(t)]
    assert not differ, differ[:3]


def _words():
    vocab = vocabulary()
    return sorted(vocab.words) + [" ".join(k).title() for k in vocab.keywords] + \
        [".", ",", ":", "(", ")", "3+", "D3", '12"', "1", "\n", "Effect:", "Declare:"]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(_words()), max_size=30).map(lambda ws: "Effect: " + " ".join(ws)))
def test_generated_texts_read_the_same_with_the_plain_search(text):
    assert outcome(text) == plain_outcome(text)


# a word as first written: letters, then "(s)", or parts joined by "-" or "'" (not a possessive "'s"), then "!" or
# the "'" of "in'"; the lexer spells it out, each alternative after the letters opening with the character it needs
PLAIN_WORD = r"and/or|[A-Za-z]+(?:\(s\)|(?:(?:-|'(?![sS](?![A-Za-z])))[A-Za-z]+)*(?:!|(?<=in)'(?![A-Za-z]))?)"


def _plain_raw():
    """The lexer's regex without its first two alternatives (a word opening with a letter no other kind opens
    with; a mark, which nothing else opens with): every word then found by the WORDX alternative, after all the
    others and spelt as first written (PLAIN_WORD), and marks after it."""
    pattern = lexer._RAW.pattern
    first, mark, rest = pattern.index("(?P<WORD>"), pattern.index("|(?P<MARK>"), pattern.index("|(?P<NL>")
    marks = pattern[mark:rest].rstrip()
    pattern = pattern[:first] + pattern[rest + 1:]
    wordx, other = pattern.index("(?P<WORDX>"), pattern.index("|(?P<OTHER>")
    pattern = pattern[:wordx] + "(?P<WORDX>" + PLAIN_WORD + ")\n    " + marks + "\n    " + pattern[other:]
    return re.compile(pattern, re.X)


PLAIN_RAW = _plain_raw()


def _split(regex, text):
    return [("WORD" if m.lastgroup == "WORDX" else m.lastgroup, m.group(), m.start()) for m in regex.finditer(text)]


def test_the_plain_regex_has_no_first_word_alternative():
    assert "(?P<WORD>" not in PLAIN_RAW.pattern and "(?P<WORDX>" + PLAIN_WORD + ")" in PLAIN_RAW.pattern
    assert PLAIN_RAW.pattern.index("(?P<WORDX>") < PLAIN_RAW.pattern.index("(?P<MARK>") \
        < PLAIN_RAW.pattern.index("(?P<OTHER>")


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet="aDdXxNnois'-()!/+ \t\n\"0123.,:\u2022Zq", max_size=30))
def test_the_first_word_alternative_splits_as_the_plain_regex(text):
    assert _split(lexer._RAW, text) == _split(PLAIN_RAW, text)


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(["in", "s", "S", "'", "-", "!", "(s)", "(", ")", " ", "a", "nd/or", "D3", ".", "x"]),
                max_size=16).map("".join))
def test_a_word_s_spelt_out_tail_splits_as_the_plain_regex(text):
    assert _split(lexer._RAW, text) == _split(PLAIN_RAW, text)
