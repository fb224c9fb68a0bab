"""A unit that becomes a development until the end of the turn (abilities/becoming.py), on real corpus cards: Tree
Kin / Thornflesh Dryad / Treeman Ancient "Spend 2 resources to have this unit become a development until the end of
the turn. It no longer counts as a unit." (card-types.developments, faq.25, faq.41, faq.29, timing.E.3)."""

import pytest

from rulekeeper.games.invasion import IllegalAction, from_position
from rulekeeper.games.invasion.combat import can_attack
from rulekeeper.games.invasion.turn import turn_ends

FILLER = "Drill Neutral Watchtower"


def _game(pool, a=None, b=None, phase="capital"):
    return from_position(pool, {"active": "A", "phase": phase, "players": {
        "A": {"deck": [FILLER] * 10, "resources": 10, **(a or {})},
        "B": {"deck": [FILLER] * 10, "resources": 9, **(b or {})}}})


def _id(g, p, name, place):
    return next(c for c in g.cards(p, place) if g.name(c) == name)


def _become(g, cid):
    g.do(("action", cid, g.card(cid).program.actions[0][0], []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    while g.s.window:  # the chain resolved: the window closes when both pass
        g.do(("pass",), g.to_act())
    assert g.check() == []


def test_the_cards_are_runnable(pool):
    for name in ("Tree Kin", "Thornflesh Dryad", "Treeman Ancient"):
        assert pool[name].runnable, (name, pool[name].why)


def test_tree_kin_becomes_a_faceup_development_until_the_end_of_the_turn(pool):
    g = _game(pool, {"battlefield": [{"card": "Tree Kin", "damage": 1, "corrupted": True}, "Drill Empire Militia"]})
    kin = _id(g, "A", "Tree Kin", "battlefield")
    power, hp = g.power("A", "battlefield"), g.hit_points("A", "battlefield")
    _become(g, kin)
    assert g.s.resources["A"] == 8
    assert g.card(kin).type == "Development" and not g.card(kin).unit and g.place(kin) == "battlefield"
    assert g.is_in_play(kin) and kin not in g.s.damage  # its damage is removed (card-types.developments)
    assert kin in g.s.corrupted  # a corrupted unit becomes a corrupted development (faq.41)
    assert g.hit_points("A", "battlefield") == hp + 1 and g.power("A", "battlefield") == power - 1
    assert kin not in g.units("A", "battlefield")
    assert any(e.kind == "becomes" and "card-types.developments" in e.rules for e in g.s.log.events)
    with pytest.raises(IllegalAction, match="has no Action"):  # no text box now (card-types.developments)
        g.do(("action", kin, pool["Tree Kin"].program.actions[0][0], []), "A")
    assert g.s.resources["A"] == 8
    turn_ends(g)
    assert g.card(kin).unit and g.card(kin).health == 2 and g.hit_points("A", "battlefield") == hp
    assert kin in g.s.corrupted and g.place(kin) == "battlefield"
    assert not any(e.kind == "enters_play" and e.data.get("card") == kin for e in g.s.log.events)
    assert g.check() == []


def test_a_development_unit_cannot_attack_or_be_a_target_unit_but_is_a_target_development(pool):
    g = _game(pool, {"battlefield": ["Treeman Ancient"]},
              {"hand": ["Bloodburn Poison", "Long Winter"], "race": "Dark Elf"})
    tree = _id(g, "A", "Treeman Ancient", "battlefield")
    _become(g, tree)
    g.s.combat = None
    problem = can_attack(g, "A", tree)
    assert problem is not None and problem.rule_id == "core.combat.2"
    assert g.card(tree).keyword("toughness") == 0 and g.keyword(tree, "toughness") == 0
    # what B's "Deal 1 damage to target unit." / "Return target development ..." may pick now
    from rulekeeper.games.invasion.abilities.effects import Ctx
    from rulekeeper.text.invasion.semantics.nodes import Objects
    def target(kind):  # "target unit", "target development" as the typed text gives them
        return Ctx("test").objects(Objects(kind=(kind,), ref="", count=None, target=True, qualities=(),
                                           controller=None, place=None, described=(), of=None))
    sel_unit, sel_dev = target("unit"), target("development")
    assert tree not in sel_unit.all(g, "B", _id(g, "B", "Bloodburn Poison", "hand"))
    assert tree in sel_dev.all(g, "B", _id(g, "B", "Long Winter", "hand"))


def test_returned_while_a_development_it_leaves_as_its_printed_type_and_the_zone_loses_the_hit_point(pool):
    g = _game(pool, {"hand": ["Long Winter"], "kingdom": ["Thornflesh Dryad"]})
    dryad = _id(g, "A", "Thornflesh Dryad", "kingdom")
    hp = g.hit_points("A", "kingdom")
    _become(g, dryad)
    g.s.zone_damage["A.kingdom"] = hp  # damage dealt while the development's hit point held the zone
    assert g.check() == []
    g.do(("tactic", _id(g, "A", "Long Winter", "hand"), [[dryad]]), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.place(dryad) == "hand" and g.card(dryad).type == "Unit"  # its printed type out of play (faq.29)
    assert "A.kingdom" in g.s.burned  # the zone lost the hit point: its damage reaches them (core.capital.burning)
    assert g.check() == []


def test_reverting_at_the_end_of_the_turn_can_burn_the_zone(pool):
    g = _game(pool, {"quest": ["Tree Kin"]})
    kin = _id(g, "A", "Tree Kin", "quest")
    _become(g, kin)
    g.s.zone_damage["A.quest"] = 8  # below the 9 hit points the development gives
    assert g.check() == [] and "A.quest" not in g.s.burned
    turn_ends(g)
    assert g.card(kin).unit and "A.quest" in g.s.burned
    assert g.check() == []
