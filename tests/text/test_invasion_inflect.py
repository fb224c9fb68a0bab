"""Regular forms of the grammar's verbs and nouns are words of Invasion card text (issue 13, inflect.py)."""

from __future__ import annotations

import pytest

from rulekeeper.text import CardTextError, parse, parser
from rulekeeper.text.invasion import inflect


@pytest.mark.parametrize("make, word, form", [
    (inflect.third_person, "search", "searches"), (inflect.third_person, "apply", "applies"),
    (inflect.third_person, "go", "goes"), (inflect.third_person, "channel", "channels"),
    (inflect.past, "move", "moved"), (inflect.past, "flip", "flipped"), (inflect.past, "apply", "applied"),
    (inflect.gerund, "move", "moving"), (inflect.gerund, "flip", "flipping"), (inflect.plural, "ability", "abilities"),
    (inflect.plural, "box", "boxes"), (inflect.lemma, "searches", "search"), (inflect.lemma, "increases", "increase"),
    (inflect.lemma, "applies", "apply"), (inflect.lemma, "goes", "go"),
])
def test_regular_spelling(make, word, form):
    assert make(word) == form


def test_a_verb_whose_doubling_english_cannot_tell_gets_no_past_form():
    forms = inflect.forms({"develop", "control", "flip"}, set())
    assert forms["flipped"] == "participle"
    assert "developed" not in forms and "controled" not in forms and "controlling" not in forms
    assert forms["develops"] == "verb"


def test_irregular_and_auxiliary_verbs_get_no_invented_forms():
    forms = inflect.forms({"steal", "set", "go", "is", "has"}, {"dwarf", "hero", "skaven"})
    for invented in ("stealed", "setted", "goed", "gos", "ises", "dwarfs", "heros", "skavens"):
        assert invented not in forms, invented
    assert forms["stealing"] == "participle" and forms["steals"] == "verb"


def lexer():
    front = parser("invasion").parser
    return getattr(front.lexer, "lexer", front.lexer)


def test_a_form_the_grammar_does_not_list_parses_where_its_rule_goes_and_is_kept_as_written():
    lex = lexer()
    assert "battlefields" not in lex.terminals and "battlefields" in lex.vocab
    card = parse("invasion", "Destroy each unit in all battlefields.")
    assert "'battlefields'" in repr(card)


def test_without_a_word_its_regular_forms_come_back_from_the_lemma():
    """What the leave-one-cycle-out benchmark relies on: `learn(removed)` forgets grammar words, but a form
    of a word it keeps is derived again."""
    lex = lexer()
    assert parse("invasion", "Each opponent searches his deck.")
    try:
        lex.learn(frozenset({"searches"}))
        assert "searches" in lex.vocab  # derived from "search"
        parse("invasion", "Each opponent searches his deck.")
        lex.learn(frozenset({"searches", "search"}))
        with pytest.raises(CardTextError):
            parse("invasion", "Each opponent searches his deck.")
    finally:
        lex.learn()
    assert parse("invasion", "Each opponent searches his deck.")
