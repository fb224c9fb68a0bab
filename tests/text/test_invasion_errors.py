"""Malformed Invasion texts: line, column, a caret, and what was expected in a card author's words (pinned)."""

from __future__ import annotations

import pytest

from rulekeeper.text import CardTextError, parse

CASES = {
    'Action: Spend 2 resources to deal 1 damage to': (
        "line 1, column 46: unexpected '.'; expected '(', a determiner (a, the, each ...), a keyword, a noun, "
        'a number, a participle, a preposition, a pronoun or ...\n'
        '  Action: Spend 2 resources to deal 1 damage to.\n'
        '                                               ^'),
    'Action: Deal 1 indriect damage to target unit.': (
        "line 1, column 16: 'indriect' is not a word of Invasion card text (did you mean 'indirect'?); "
        "expected '(', ')', ',', '.', "
        "':', a determiner (a, the, each ...), a keyword, a noun or ...\n"
        '  Action: Deal 1 indriect damage to target unit.\n'
        '                 ^'),
    'Forced: When this unit enters play,, draw a card.': (
        "line 1, column 36: unexpected ','; expected a determiner (a, the, each ...), a keyword, a noun, "
        'a number, a participle, a preposition, a pronoun, a verb or ...\n'
        '  Forced: When this unit enters play,, draw a card.\n'
        '                                     ^'),
    'Limit one Hero per.': (
        "line 1, column 19: unexpected '.'; expected a noun, a verb, an adjective or 'non'\n"
        '  Limit one Hero per.\n'
        '                    ^'),
    'Action: Deal 1 damage to target unit.\nForced: Draw (a card.': (
        "line 2, column 21: unexpected '.'; expected ',', a determiner (a, the, each ...), a verb, "
        'cannot/may/must ..., more/fewer/higher ..., when/if/while ..., \'"\', \'and\' or ...\n'
        '  Forced: Draw (a card.\n'
        '                      ^'),
}


@pytest.mark.parametrize("text", list(CASES))
def test_error_message_is_pinned(text):
    with pytest.raises(CardTextError) as err:
        parse("invasion", text)
    assert err.value.render() == CASES[text]


def test_a_missing_final_period_is_supplied_by_normalisation():
    """The card list sometimes drops the last period; mark-up normalisation restores it (words are untouched)."""
    assert parse("invasion", "Action: Draw a card") == parse("invasion", "Action: Draw a card.")


def test_error_carries_line_column_and_expected_words():
    with pytest.raises(CardTextError) as err:
        parse("invasion", "Action: Deal 1 damage to target unit,")
    info = err.value.as_dict()
    assert (info["line"], info["column"]) == (1, 38)
    assert "a noun" in info["expected"]


@pytest.mark.parametrize("text", ["Action:", "Battlefield.", "(", "Deal 1 damage to.", "Toughness 2 Scout."])
def test_bad_input_is_a_card_text_error_never_a_traceback(text):
    with pytest.raises(CardTextError):
        parse("invasion", text)


def test_keywords_with_values_are_a_closed_list():
    """'Feared 1.' is a keyword of the game; an unknown capitalised word with a number is not (audit finding)."""
    assert parse("invasion", "Feared 1.") != parse("invasion", "Toughness 1.")
    with pytest.raises(CardTextError):
        parse("invasion", "Xyzzy 3.")
