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


def test_a_verb_whose_doubling_english_cannot_tell_gets_no_past_form_unless_the_lexicon_says():
    assert "developed" not in inflect.verb_forms("develop") and "developing" not in inflect.verb_forms("develop")
    forms = inflect.verb_forms("control", {"past": "controlled"})
    assert forms["controlled"] == "participle" and forms["controlling"] == "participle"
    assert "controling" not in forms and forms["controls"] == "verb"
    assert inflect.verb_forms("flip")["flipped"] == "participle"


def test_irregular_forms_come_from_the_lexicon_and_none_are_invented():
    draw = inflect.verb_forms("draw", {"past": "drew", "participle": "drawn"})
    assert draw == {"draw": "verb", "draws": "verb", "drew": "verb", "drawn": "participle", "drawing": "participle"}
    assert "putted" not in inflect.verb_forms("put", {"past": "put"})
    assert inflect.noun_forms("dwarf", "dwarves") == {"dwarf": "noun", "dwarves": "noun"}
    assert inflect.noun_forms("skaven", "none") == {"skaven": "noun"}
    assert inflect.verb_forms("cancel", {"past": ["canceled", "cancelled"], "gerund": ["canceling", "cancelling"]})[
        "cancelled"] == "participle"


def lexer():
    front = parser("invasion").parser
    return getattr(front.lexer, "lexer", front.lexer)


def test_a_form_the_lexicon_makes_parses_where_its_class_goes_and_is_kept_as_written():
    lex = lexer()
    assert "battlefields" not in lex.terminals and lex.vocab["battlefields"] == "NOUN_WORD"
    card = parse("invasion", "Destroy each unit in all battlefields.")
    assert "'battlefields'" in repr(card)


def test_without_a_word_its_regular_forms_come_back_from_the_lemma():
    """What the leave-one-cycle-out benchmark relies on: `learn(removed)` forgets words; a form is known only
    while it is not removed itself (the benchmark removes every form of a lemma)."""
    lex = lexer()
    assert parse("invasion", "Each opponent searches his deck.")
    try:
        lex.learn(frozenset({"search"}))
        assert "searches" in lex.vocab and "search" not in lex.vocab
        parse("invasion", "Each opponent searches his deck.")
        lex.learn(frozenset({"searches", "search"}))
        with pytest.raises(CardTextError):
            parse("invasion", "Each opponent searches his deck.")
    finally:
        lex.learn()
    assert parse("invasion", "Each opponent searches his deck.")
