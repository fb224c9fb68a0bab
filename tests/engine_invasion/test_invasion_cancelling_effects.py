"""Targeting the effects of an Action just triggered by a unit or support card, then cancelling them
(abilities/cancelling_effects.py), on the real Bright Wizard Apprentice: "Quest. Action: Spend 2 resources to target
the effects of an Action just triggered by another unit or support card. Cancel the effects of that Action (limit
once per turn)." (faq.45, timing.B.3, timing.C.1)."""

import pytest

from rulekeeper.games.invasion import IllegalAction, from_position
from rulekeeper.games.invasion.cards import card_from_entry

FILLER = "Drill Neutral Watchtower"
APPRENTICE = "Bright Wizard Apprentice"


def _card(name, kind, text):
    return card_from_entry({"name": name, "type": kind, "race": "Neutral", "cost": 0, "power": 1, "health": 2,
                            "text": text}, "test")


SNIPER = _card("Test Sniper", "Unit", "Action: Deal 1 damage to one target unit.")
BOLT = _card("Test Bolt", "Tactic", "Action: Deal 1 damage to one target unit.")


def _game(pool, zone="quest"):
    pool = {**pool, SNIPER.name: SNIPER, BOLT.name: BOLT}
    return from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 10, "resources": 3, "kingdom": ["Test Sniper"], "hand": ["Test Bolt"]},
        "B": {"deck": [FILLER] * 10, "resources": 5, "race": "Empire",
              zone: [APPRENTICE, "Drill Empire Militia"]}}})


def test_the_card_is_runnable(pool):
    assert pool[APPRENTICE].runnable, pool[APPRENTICE].why


def test_the_effects_of_a_units_action_are_cancelled(pool):
    g = _game(pool)
    sniper, militia = g.named("A", "Test Sniper", "kingdom"), g.named("B", "Drill Empire Militia", "quest")
    apprentice = g.named("B", APPRENTICE, "quest")
    g.do(("action", sniper, 0, [[militia]]), "A")
    g.do(("action", apprentice, 0, [[sniper]]), "B")
    assert g.s.resources["B"] == 3  # its cost is paid as it is triggered
    while g.s.window:
        g.do(("pass",), g.to_act())
    assert militia not in g.s.damage and g.place(militia) == "quest"
    assert any(e.kind == "cancelled" and e.data.get("name") == "Test Sniper" and "faq.45" in e.rules
               for e in g.s.log.events)
    assert g.check() == []


def test_a_tactic_is_not_an_action_triggered_by_a_unit_or_support_card(pool):
    g = _game(pool)
    militia, apprentice = g.named("B", "Drill Empire Militia", "quest"), g.named("B", APPRENTICE, "quest")
    bolt = g.named("A", "Test Bolt", "hand")
    g.do(("tactic", bolt, [[militia]]), "A")
    before = g.s.to_json()
    with pytest.raises(IllegalAction):
        g.do(("action", apprentice, 0, [[bolt]]), "B")
    assert g.s.to_json() == before
    while g.s.window:
        g.do(("pass",), g.to_act())
    assert g.place(militia) == "discard"  # the Bolt resolved: 1 damage destroyed the 1-hit-point Militia


def test_out_of_the_quest_zone_it_has_no_such_action(pool):
    g = _game(pool, zone="kingdom")
    sniper, militia = g.named("A", "Test Sniper", "kingdom"), g.named("B", "Drill Empire Militia", "kingdom")
    g.do(("action", sniper, 0, [[militia]]), "A")
    before = g.s.to_json()
    with pytest.raises(IllegalAction):
        g.do(("action", g.named("B", APPRENTICE, "kingdom"), 0, [[sniper]]), "B")
    assert g.s.to_json() == before
