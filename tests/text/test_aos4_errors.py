"""Errors in a card author's words: line, column, a caret under the text, and the kinds of word expected."""

from __future__ import annotations

import pytest

from rulekeeper.text import CardTextError, parse


def error(text: str) -> CardTextError:
    with pytest.raises(CardTextError) as info:
        parse("aos4", text)
    return info.value


def test_an_unknown_word_is_named_with_where_words_are_declared():
    exc = error("Effect: Roll a qz.")  # too short to be guessed: a typo or a closed-class word no list has
    assert (exc.line, exc.column) == (1, 16)
    assert "'qz' is not a word of AoS4 ability text" in str(exc) and "spec/aos4/words.yaml" in str(exc)
    assert "a noun" in exc.expected
    caret_line = str(exc).splitlines()[-1]
    assert caret_line.index("^") == str(exc).splitlines()[-2].index("qz")


def test_a_long_word_listed_nowhere_is_an_open_class_word_the_parser_places():
    # words.yaml `unknown`: a noun or a verb, whichever the sentence reads on with
    assert parse("aos4", "Effect: Roll a frobnicate.")
    assert parse("aos4", "Effect: You can frobnicate the target.")
    exc = error("Effect: Roll a frobnicate frobnicate the.")  # still a sentence: an error where it stops reading
    assert "unexpected '.'" in str(exc)


def test_a_compound_takes_the_classes_of_its_last_word():
    assert parse("aos4", "Effect: Pick a soul-bonded unit to be the target.")


def test_the_caret_is_on_the_line_of_the_mistake():
    exc = error('Your Hero Phase\nDeclare: Pick a visible enemy unit within 12" of this unit to be the target.\n'
                "Effect: Roll a dice. On a 3+, inflict D3 mortal damage on the.")
    assert (exc.line, exc.column) == (3, 62)
    assert "unexpected '.'" in str(exc) and "a noun" in exc.expected and "a keyword (Hero, Wizard ...)" in exc.expected
    assert str(exc).splitlines()[-2].endswith("on the.")


def test_a_timing_alone_is_not_an_ability():
    exc = error("Your Hero Phase")
    assert "the text ends too early" in str(exc) and "a new line" in exc.expected


def test_expected_words_are_kinds_of_word_not_terminal_names():
    exc = error("Effect: Roll a dice,.")
    assert all(not e.isupper() for e in exc.expected)
    assert "an adverb" in exc.expected and "'.'" not in exc.expected
