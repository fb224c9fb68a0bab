"""Damage that can't be cancelled (abilities/uncancellable.py) and "each player must ..." (each_chooses.py) on real
corpus cards: Bloodthirster "Damage cannot be cancelled. Forced: At the beginning of your turn, each player must
sacrifice a unit in this corresponding zone." and Mob Up "Action: Until the end of the turn, combat damage cannot
be canceled." (core.effects.cannot, damage.cancelling-damage, timing.E.3)."""

import pytest

from rulekeeper.games.invasion import IllegalAction
from rulekeeper.games.invasion.dealing import apply_damage, deal
from rulekeeper.games.invasion.turn import turn_ends

from invasion_tables import FILLER, table

TOUGH = "Drill Orc Black Orcs Drill"  # Toughness 1


def _game(pool, a=None, b=None, phase="capital"):
    return table(pool, a, b, phase=phase, turn=3)


def _resolve(g):
    while g.s.step == "window" and not g.over:
        g.do(("pass",), g.to_act())


def test_the_cards_are_runnable(pool):
    for name in ("Bloodthirster", "Mob Up"):
        assert pool[name].runnable, (name, pool[name].why)


def test_toughness_cancels_nothing_while_bloodthirster_is_in_play(pool):
    g = _game(pool, {"kingdom": ["Bloodthirster"]}, {"battlefield": [TOUGH, TOUGH]})
    first, second = g.cards("B", "battlefield")
    deal(g, first, 2, ("damage.non-combat-damage",))
    assert g.s.damage.get(first) == 2
    g.leave_play(g.named("A", "Bloodthirster", "kingdom"), "destroyed", ("core.cards.destroyed",))
    deal(g, second, 2, ("damage.non-combat-damage",))
    assert g.s.damage.get(second) == 1  # Toughness 1 cancels again


def test_bloodthirster_each_player_sacrifices_a_unit_in_his_corresponding_zone(pool):
    g = _game(pool, {"battlefield": ["Bloodthirster", "Drill Empire Militia"]},
              {"battlefield": ["Drill Orc Boyz"], "kingdom": ["Drill Orc Boyz"]}, phase="beginning")
    thirster, militia = g.named("A", "Bloodthirster", "battlefield"), g.named("A", "Drill Empire Militia", "battlefield")
    boyz_b, boyz_k = g.named("B", "Drill Orc Boyz", "battlefield"), g.named("B", "Drill Orc Boyz", "kingdom")
    g.s.answers = ["Drill Empire Militia"]  # A keeps his Bloodthirster
    g.begin_turn()
    assert g.place(militia) == "discard" and g.place(thirster) == "battlefield"
    assert g.place(boyz_b) == "discard" and g.place(boyz_k) == "kingdom"
    chose = [(e.data["player"], e.data["chosen"]) for e in g.s.log.events if e.kind == "choose"]
    assert chose == [("A", ["Drill Empire Militia"]), ("B", ["Drill Orc Boyz"])]


def test_mob_up_keeps_combat_damage_from_being_cancelled_until_the_end_of_the_turn(pool):
    g = _game(pool, {"hand": ["Mob Up"], "race": "Orc", "resources": 2}, {"battlefield": [TOUGH, TOUGH, TOUGH]})
    a, b, c = g.cards("B", "battlefield")
    g.do(("tactic", g.named("A", "Mob Up", "hand"), []), "A")
    _resolve(g)
    assert any(e.kind == "lasting" and e.data.get("uncancellable") == "combat" for e in g.s.log.events)
    apply_damage(g, [(a, 2)], ("core.combat.5",))
    assert g.s.damage.get(a) == 2  # combat damage: Toughness cancels none of it
    deal(g, b, 2, ("damage.non-combat-damage",))
    assert g.s.damage.get(b) == 1  # damage out of combat is cancelled as before
    turn_ends(g)
    apply_damage(g, [(c, 2)], ("core.combat.5",))
    assert g.s.damage.get(c) == 1  # the turn is over: Toughness cancels again


def test_mob_up_cannot_be_played_without_its_loyalty_paid(pool):
    g = _game(pool, {"hand": ["Mob Up"], "race": "Empire", "resources": 0})
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:
        g.do(("tactic", g.named("A", "Mob Up", "hand"), []), "A")
    assert err.value.rule_id and g.snapshot_text() == before
