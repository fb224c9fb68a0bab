"""The cost "Spend X resources to ..." with the card's own "X is ..." (abilities/spend_x_cost.py), on real corpus
cards: Repeater Bolt Thrower ("Battlefield. Action: Spend X resources to deal X indirect damage to target opponent.
X is the number of your developments in this zone.") and The Imperial Zoo ("Action: Spend X resources to put a
resource token on this card (limit once per phase.) X is the number of resource tokens on this card.")
(timing.C.2, terms.the-letter-x)."""

import pytest

from rulekeeper.games.invasion import IllegalAction, from_position

FILLER = "Drill Neutral Watchtower"


def _thrower(pool, resources):
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 10, "resources": resources, "race": "High Elf",
              "battlefield": ["Repeater Bolt Thrower"], "developments": {"battlefield": [FILLER, FILLER]}},
        "B": {"deck": [FILLER] * 10, "kingdom": ["Drill Empire Militia"]}}})
    return g, g.named("A", "Repeater Bolt Thrower", "battlefield")


def test_x_is_counted_as_the_cost_is_paid_and_the_effect_reads_that_x(pool):
    assert pool["Repeater Bolt Thrower"].runnable, pool["Repeater Bolt Thrower"].why
    g, rbt = _thrower(pool, 5)
    g.do(("action", rbt, g.card(rbt).program.actions[0][0], []), "A")
    assert g.s.resources["A"] == 3  # 2 developments in this zone: 2 resources spent
    assert any(e.kind == "x" and e.data["x"] == 2 for e in g.s.log.events)
    g.s.zones.move(g.cards("A", "deck")[0], "A.battlefield.dev")  # a third development before it resolves
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    dealt = [e.data["amount"] for e in g.s.log.events if e.kind == "indirect_damage"]
    assert dealt == [2]  # the X paid, not the 3 developments there now


def test_x_more_than_the_resources_cannot_be_paid(pool):
    g, rbt = _thrower(pool, 1)
    assert not any(a[0] == "action" for a in g.legal_actions("A"))
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as exc:
        g.do(("action", rbt, g.card(rbt).program.actions[0][0], []), "A")
    assert exc.value.rule_id == "timing.C.2"
    assert g.snapshot_text() == before


def test_the_imperial_zoo_spends_as_many_resources_as_it_has_tokens(pool):
    assert pool["The Imperial Zoo"].runnable, pool["The Imperial Zoo"].why
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 10, "resources": 5, "race": "Empire",
              "kingdom": [{"card": "The Imperial Zoo", "tokens": 2}]},
        "B": {"deck": [FILLER] * 10}}})
    zoo = g.named("A", "The Imperial Zoo", "kingdom")
    g.do(("action", zoo, g.card(zoo).program.actions[0][0], []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.s.resources["A"] == 3 and g.s.tokens[zoo] == 3


def test_naggaroth_spearmen_deal_the_x_paid_more_damage_in_combat_this_turn(pool):
    assert pool["Naggaroth Spearmen"].runnable, pool["Naggaroth Spearmen"].why
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 10, "resources": 5, "race": "Dark Elf",
              "battlefield": ["Naggaroth Spearmen"], "developments": {"battlefield": [FILLER, FILLER, FILLER]}},
        "B": {"deck": [FILLER] * 10}}})
    spear = g.named("A", "Naggaroth Spearmen", "battlefield")
    g.do(("action", spear, g.card(spear).program.actions[0][0], []), "A")
    assert g.s.resources["A"] == 2  # 3 developments in this zone
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert {"card": spear, "combat": 3} in g.s.lasting
