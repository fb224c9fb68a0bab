"""Turning a support card facedown into a development (abilities/facedown.py), on a real corpus card: Rodrik's
Raiders' triggered Action (core.cards.developments, card-types.developments)."""

import pytest

from rulekeeper.games.invasion import IllegalAction, from_position

FILLER = "Drill Neutral Watchtower"


def test_rodriks_raiders_turn_a_support_card_facedown_into_a_development(pool):
    assert pool["Rodrik's Raiders"].runnable, pool["Rodrik's Raiders"].why
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 10, "resources": 9, "race": "Empire", "hand": ["Rodrik's Raiders"]},
        "B": {"deck": [FILLER] * 10, "race": "Dwarf", "quest": ["Spelleater Rune", "Mountain Guard"]}}})
    raiders = g.named("A", "Rodrik's Raiders", "hand")
    rune, guard = g.named("B", "Spelleater Rune", "quest"), g.named("B", "Mountain Guard", "quest")
    hp = g.hit_points("B", "quest")
    g.do(("play", raiders, "kingdom"), "A")
    index = g.card(raiders).program.actions[0][0]
    with pytest.raises(IllegalAction):  # a unit is no support card
        g.do(("action", raiders, index, [[guard]]), "A")
    g.do(("action", raiders, index, [[rune]]), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.place(rune) == "quest.dev" and g.controller(rune) == "B" and not g.is_in_play(rune)
    assert g.hit_points("B", "quest") == hp + 1
    assert any(e.kind == "turned_facedown" and "core.cards.developments" in e.rules for e in g.s.log.events)
    assert g.check() == []
