"""Malformed Champions card text: the exact message a card author sees (line, column, caret, what was expected)."""

from __future__ import annotations

import pytest

from rulekeeper.text import CardTextError, parse

PINNED = [
    ("Deal two damage to your opponent.",
     "line 1, column 6: unknown word 'two'; expected a number of damage, 'damage' or 'up' after 'Deal'\n"
     "  Deal two damage to your opponent.\n"
     "       ^"),
    ("Deal damage.",
     "line 1, column 12: unexpected '.'; expected 'equal' after 'damage'\n"
     "  Deal damage.\n"
     "             ^"),
    ("Gain 2 health",
     "line 1, column 14: the text ends too early; expected '.' or 'and' after 'health'\n"
     "  Gain 2 health\n"
     "               ^"),
    ("Destroy a highlighted enemy Unit.",
     "line 1, column 1: unknown word 'Destroy'; expected an effect, a trigger or a condition "
     "(such as 'deal', 'draw', 'at', 'when' or 'if') at the start of the text\n"
     "  Destroy a highlighted enemy Unit.\n"
     "  ^"),
    ("Draw 1 card. Heroic Act: Gain 1 health. Heroic Act: Draw 1 card. Heroic Act: Deal 1 damage.",
     "line 1, column 66: a card has at most 2 Heroic Acts (2.9.2); this text has 3\n"
     "  Draw 1 card. Heroic Act: Gain 1 health. Heroic Act: Draw 1 card. Heroic Act: Deal 1 damage.\n"
     "                                                                   ^"),
    ("Rotate this forward.",
     "line 1, column 20: unexpected '.'; expected a number of corners after 'forward'\n"
     "  Rotate this forward.\n"
     "                     ^"),
    ("Deal 1 damage to a Unit.",
     "line 1, column 18: unexpected 'a'; expected a player ('you', 'your opponent', 'either player' or "
     "'each player') after 'to'\n"
     "  Deal 1 damage to a Unit.\n"
     "                   ^"),
    ("Remove a highlighted enemy in the opposite lane.",
     "line 1, column 28: unexpected 'in'; expected a card type (Champion, Unit, Spell, Ability, Blessing or card) "
     "or a tag (DAEMON, AELF, ...) after 'enemy'\n"
     "  Remove a highlighted enemy in the opposite lane.\n"
     "                             ^"),
    ("Deploy a Unit.",
     "line 1, column 14: unexpected '.'; expected 'from' after 'Unit'\n"
     "  Deploy a Unit.\n"
     "               ^"),
    ("If you control a DAEMON Unit deal 2 damage.",
     "line 1, column 30: unexpected 'deal'; expected ',' or 'or' after 'Unit'\n"
     "  If you control a DAEMON Unit deal 2 damage.\n"
     "                               ^"),
    ("Deploy a DEMON Unit from your hand.",
     "line 1, column 10: unknown word 'DEMON'; expected a card type (Champion, Unit, Spell, Ability, Blessing or "
     "card) or a tag (DAEMON, AELF, ...) after 'a'\n"
     "  Deploy a DEMON Unit from your hand.\n"
     "           ^"),
    ("Last Stand deal 1 damage.",
     "line 1, column 12: unexpected 'deal'; expected ':' after 'Stand'\n"
     "  Last Stand deal 1 damage.\n"
     "             ^"),
    ("Increase damage by 1.",
     "line 1, column 17: unexpected 'by'; expected 'dealt' or 'received' after 'damage'\n"
     "  Increase damage by 1.\n"
     "                  ^"),
    ("Gain 1 health.\nDraw 2 cards\nDeal 1 damage.",
     "line 3, column 1: unexpected 'Deal'; expected '.' or 'and' after 'cards'\n"
     "  Deal 1 damage.\n"
     "  ^"),
    ("Return a Unit to your hand.",
     "line 1, column 18: unexpected 'your'; expected 'its' after 'to'\n"
     "  Return a Unit to your hand.\n"
     "                   ^"),
    ("If you took damage since your turn, deal 2 damage.",  # 6.2.since-your-last-turn
     "line 1, column 31: unexpected 'turn'; expected 'last' after 'your'\n"
     "  If you took damage since your turn, deal 2 damage.\n"
     "                                ^"),
    ("If you took damage, deal 2 damage.",
     "line 1, column 19: unexpected ','; expected 'since' after 'damage'\n"
     "  If you took damage, deal 2 damage.\n"
     "                    ^"),
]


@pytest.mark.parametrize("text, message", PINNED, ids=[t for t, _ in PINNED])
def test_malformed_text_gets_the_pinned_message(text, message):
    with pytest.raises(CardTextError) as caught:
        parse("champions", text)
    assert str(caught.value) == message


def test_error_carries_line_column_and_expected_for_tools():
    with pytest.raises(CardTextError) as caught:
        parse("champions", "Gain 1 health.\nDraw 2 cards\nDeal 1 damage.")
    err = caught.value
    assert (err.line, err.column) == (3, 1)
    assert err.as_dict()["line"] == 3 and "'.' or 'and'" in err.as_dict()["message"]
