"""Qualities of a noun phrase read on the table (abilities/objects.py), on real corpus cards: "2 different target
units" (targets are always different cards, faq.26), "target opposing unit" / "the number of opposing units" (the
other side of combat from the ability's card, core.combat.3), "each other participating unit" (every attacking
and defending unit but this one, core.combat.4)."""

import pytest

from rulekeeper.games.invasion import IllegalAction
from test_invasion_opposed import _to_defenders  # A attacks B's kingdom; B is to declare defenders

from invasion_tables import FILLER, table


def _game(pool, a, b, phase="battlefield"):
    return table(pool, {"resources": 9, **a}, {"resources": 9, **b}, phase=phase)


def test_the_cards_are_runnable(pool):
    for name in ("Tzeentch's Firestorm", "Peerless Swordmistress", "Stricken Warrior"):
        assert pool[name].runnable, (name, pool[name].why)


def test_tzeentchs_firestorm_deals_2_damage_to_each_of_2_different_targets(pool):
    g = _game(pool, {"hand": ["Tzeentch's Firestorm"], "race": "Chaos"},
              {"kingdom": ["Mountain Brigade", "Poisonous Wyvern"]}, phase="capital")
    brigade, wyvern = g.named("B", "Mountain Brigade", "kingdom"), g.named("B", "Poisonous Wyvern", "kingdom")
    storm = g.named("A", "Tzeentch's Firestorm", "hand")
    with pytest.raises(IllegalAction) as refused:  # the same unit twice: two targets are two different cards
        g.do(("tactic", storm, [[brigade, brigade]]), "A")
    assert refused.value.rule_id == "faq.26" and storm in g.cards("A", "hand") and not g.s.damage
    g.do(("tactic", storm, [[brigade, wyvern]]), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.s.damage.get(brigade) == 2 and g.s.damage.get(wyvern) == 2 and g.check() == []


def _swordmistress_defends(pool):
    g = _game(pool, {"battlefield": ["Mountain Brigade", "Poisonous Wyvern"]},
              {"kingdom": ["Peerless Swordmistress", "Chaos Knights"]})
    brigade, wyvern = g.named("A", "Mountain Brigade", "battlefield"), g.named("A", "Poisonous Wyvern", "battlefield")
    mistress, knights = g.named("B", "Peerless Swordmistress", "kingdom"), g.named("B", "Chaos Knights", "kingdom")
    _to_defenders(g, [brigade, wyvern])
    g.do(("defender", mistress), "B")
    g.do(("done",), "B")  # the Swordmistress is opposed in combat: her Action may be triggered
    index = g.card(mistress).program.triggered[0][0]
    while not any(a[:3] == ("action", mistress, index) for a in g.legal_actions("B")):
        assert g.s.step == "window"
        g.do(("pass",), g.to_act())
    return g, index, brigade, wyvern, mistress, knights


def test_peerless_swordmistress_deals_the_number_of_opposing_units_to_an_opposing_unit(pool):
    g, index, brigade, wyvern, mistress, knights = _swordmistress_defends(pool)
    g.do(("action", mistress, index, [[brigade]]), "B")
    g.do(("pass",), "A")
    g.do(("pass",), "B")
    assert g.s.damage.get(brigade) == 2  # X: the two attacking units oppose her
    assert not g.s.damage.get(wyvern) and not g.s.damage.get(knights) and g.check() == []


def test_peerless_swordmistress_cannot_target_a_unit_that_does_not_oppose_her(pool):
    g, index, brigade, wyvern, mistress, knights = _swordmistress_defends(pool)
    before = (dict(g.s.damage), len(g.s.log.events), g.legal_actions("B"))
    with pytest.raises(IllegalAction) as refused:  # her own side's unit, not in combat: not opposing
        g.do(("action", mistress, index, [[knights]]), "B")
    assert refused.value.rule_id == "timing.C.1" and (dict(g.s.damage), len(g.s.log.events), g.legal_actions("B")) == before


def test_stricken_warrior_damages_each_other_participating_unit(pool):
    g = _game(pool, {"battlefield": ["Mountain Brigade", "Poisonous Wyvern"], "kingdom": ["Black Orc Squad"]},
              {"kingdom": ["Stricken Warrior", "Chaos Knights", "Drill Neutral Watchtower"]})
    brigade, wyvern = g.named("A", "Mountain Brigade", "battlefield"), g.named("A", "Poisonous Wyvern", "battlefield")
    squad = g.named("A", "Black Orc Squad", "kingdom")
    warrior, knights = g.named("B", "Stricken Warrior", "kingdom"), g.named("B", "Chaos Knights", "kingdom")
    _to_defenders(g, [brigade, wyvern])
    g.do(("defender", warrior), "B")
    g.do(("defender", knights), "B")
    g.do(("done",), "B")  # opposed in combat: the Forced effect resolves
    assert [e.data["name"] for e in g.s.log.events if e.kind == "forced"] == ["Stricken Warrior"]
    assert g.s.damage.get(brigade) == 1 and g.s.damage.get(wyvern) == 1 and g.s.damage.get(knights) == 1
    assert not g.s.damage.get(warrior) and not g.s.damage.get(squad) and g.check() == []
