"""Words the lexicon does not have yet (issue 13, newwords.py): read by their form and place as a noun, a verb or a
participle, so that a card from a new set parses; a misspelling of a known word stays an error with "did you mean".
The words below are in no entry of spec/invasion/lexicon.yaml."""

from __future__ import annotations

import pytest

from rulekeeper.text import CardTextError, fmt, parse
from rulekeeper.text.invasion import ast as A
from rulekeeper.text.invasion.newwords import NOUN, PARTICIPLE, VERB, looks_new, reading

NEW_MECHANIC = ("Forced: When this obelisk is attuned, destroy the unit attuning here and plunder 1 favour from "
                "target player.")


def message(text: str) -> str:
    with pytest.raises(CardTextError) as err:
        parse("invasion", text)
    return err.value.message


def test_a_new_mechanics_words_parse_each_in_its_place_and_print_back():
    card = parse("invasion", NEW_MECHANIC)
    assert parse("invasion", fmt("invasion", card)) == card
    first = card.abilities[0].body.sentences[0].chain
    trigger = first.first.clause
    assert trigger.subject.head == A.NounHead(("obelisk",))  # a noun after "this"
    assert trigger.predicate.args == (A.Words("participle", "attuned"),)  # a participle after "is"
    unit, plunder = first.rest[0].segment.clause.predicate, first.rest[1].segment.clause.predicate
    assert unit.args[0].posts[0].parts[0] == "attuning"  # an -ing form after a noun: a reduced relative
    assert plunder.verb == "plunder"  # before a number: a verb, and the "and" before it joins two commands
    assert plunder.args[0].head == A.NounHead(("favour",))


@pytest.mark.parametrize("text", ["Units cannot plunder resources.", "This unit gains [Power] while your capital glows."])
def test_a_new_verb_after_a_modal_or_ending_a_clause_after_its_subject(text):
    card = parse("invasion", text)
    assert parse("invasion", fmt("invasion", card)) == card


@pytest.mark.parametrize("low, prev, nxt, got", [
    ("attuned", "is", ".", PARTICIPLE), ("attuning", "unit", "here", PARTICIPLE), ("plunder", "and", "1", VERB),
    ("plunder", "cannot", "resources", VERB), ("collects", "that", "7", VERB), ("glows", "obelisk", ".", VERB),
    ("favour", "1", "from", NOUN), ("obelisk", "this", "is", NOUN), ("obelisk", "the", "target", NOUN),
])
def test_a_new_word_is_read_by_its_form_and_its_neighbours(low, prev, nxt, got):
    classes = dict(modals={"cannot", "may"}, numbers={"1", "one"}, determiners={"a", "the", "this", "that"},
                   nouns={"unit", "obelisk"})
    assert reading(low, prev, nxt, **classes) == got


@pytest.mark.parametrize("word", ["indriect", "eqal", "anynumber", "few", "xqzvw", "unit"])
def test_a_misspelling_a_short_word_a_non_word_or_a_known_word_is_not_a_new_word(word):
    assert not looks_new(word, {"indirect", "equal", "any", "number", "unit"})


def test_a_misspelling_keeps_its_did_you_mean():
    assert message("Each player takes 2 indriect damage.").startswith(
        "'indriect' is not a word of Invasion card text (did you mean 'indirect'?)")


def test_an_error_at_a_new_word_says_how_it_was_read():
    got = message("Action: Plunder 1 favour.")
    assert got.startswith("unexpected 'favour' (a word the lexicon does not have, read here as a noun); expected"), got
    got = message("Action: Destroy obelisk target unit.")
    assert got.startswith("unexpected 'obelisk' (a word the lexicon does not have, read here as a verb)"), got
