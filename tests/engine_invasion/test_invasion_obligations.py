"""Units that must attack or defend, or may defend any zone (obligations.py), on real corpus cards: Vicious Marauder
("must attack during your battlefield phase, if able"), Animosity ("Target unit must defend this turn, if able."),
Tactical Misdirection ("Units in that zone may defend any zone this turn.")."""

import pytest

from rulekeeper.games.invasion import IllegalAction

from invasion_tables import FILLER, table


def _game(pool, a=None, b=None, phase="battlefield"):
    return table(pool, {"resources": 9, **(a or {})}, {"resources": 9, **(b or {})}, phase=phase)


def _until(g, step):
    for _ in range(20):
        if g.s.step == step:
            return
        g.do(("pass",), g.to_act())
    raise AssertionError(f"never reached {step}")


def test_the_cards_are_runnable(pool):
    for name in ("Vicious Marauder", "Animosity", "Tactical Misdirection"):
        assert pool[name].runnable, (name, pool[name].why)


def test_vicious_marauder_must_attack_if_able(pool):
    g = _game(pool, {"battlefield": ["Vicious Marauder", "Mountain Guard"]})
    marauder, guard = g.named("A", "Vicious Marauder", "battlefield"), g.named("A", "Mountain Guard", "battlefield")
    assert g.s.step == "target" and ("attack", None) not in g.legal_actions("A")
    with pytest.raises(IllegalAction) as exc:
        g.do(("attack", None), "A")
    assert exc.value.rule_id == "core.combat.1" and g.s.step == "target"
    g.do(("attack", "quest"), "A")
    _until(g, "attackers")
    g.do(("attacker", guard), "A")
    assert ("done",) not in g.legal_actions("A")
    with pytest.raises(IllegalAction):
        g.do(("done",), "A")
    g.do(("attacker", marauder), "A")
    g.do(("done",), "A")
    assert g.s.combat.attackers == [guard, marauder]


def test_a_corrupted_marauder_is_not_able(pool):
    g = _game(pool, {"battlefield": [{"card": "Vicious Marauder", "corrupted": True}]})
    assert ("attack", None) in g.legal_actions("A")
    g.do(("attack", None), "A")
    assert g.s.step != "target"


def test_animosity_makes_a_unit_defend(pool):
    g = _game(pool, {"battlefield": ["Forest Dragon"]},
              {"hand": ["Animosity"], "race": "Orc", "kingdom": ["Mountain Guard", "Drill Empire Militia"]})
    dragon, guard = g.named("A", "Forest Dragon", "battlefield"), g.named("B", "Mountain Guard", "kingdom")
    g.do(("attack", "kingdom"), "A")
    _until(g, "attackers")
    g.do(("attacker", dragon), "A")
    g.do(("done",), "A")  # the kingdom is attacked: Animosity's moment
    while g.s.step == "window" and g.to_act() != "B":
        g.do(("pass",), g.to_act())
    g.do(("tactic", g.named("B", "Animosity", "hand"), [[guard]]), "B")
    _until(g, "defenders")
    assert ("done",) not in g.legal_actions("B")
    with pytest.raises(IllegalAction) as exc:
        g.do(("done",), "B")
    assert exc.value.rule_id == "core.combat.3"
    g.do(("defender", guard), "B")
    g.do(("done",), "B")
    assert guard in g.s.combat.defenders


def test_tactical_misdirection_lets_a_zones_units_defend_any_zone(pool):
    g = _game(pool, {"battlefield": ["Forest Dragon"]},
              {"hand": ["Tactical Misdirection"], "race": "Empire", "quest": ["Mountain Guard"]})
    dragon, guard = g.named("A", "Forest Dragon", "battlefield"), g.named("B", "Mountain Guard", "quest")
    g.do(("attack", "kingdom"), "A")
    while g.s.step == "window" and g.to_act() != "B":
        g.do(("pass",), g.to_act())
    g.s.answers.append("B.quest")
    g.do(("tactic", g.named("B", "Tactical Misdirection", "hand"), []), "B")
    _until(g, "attackers")
    g.do(("attacker", dragon), "A")
    g.do(("done",), "A")
    _until(g, "defenders")
    assert ("defender", guard) in g.legal_actions("B")  # from the quest zone, the kingdom attacked
    g.do(("defender", guard), "B")
    g.do(("done",), "B")
    assert guard in g.s.combat.defenders


def test_gold_wizard_acolyte_keeps_a_unit_from_defending_against_this_attack(pool):
    assert pool["Gold Wizard Acolyte"].runnable, pool["Gold Wizard Acolyte"].why
    g = _game(pool, {"battlefield": ["Gold Wizard Acolyte"]}, {"kingdom": ["Mountain Guard", "Drill Empire Militia"]})
    acolyte, guard = g.named("A", "Gold Wizard Acolyte", "battlefield"), g.named("B", "Mountain Guard", "kingdom")
    militia = g.named("B", "Drill Empire Militia", "kingdom")
    g.do(("attack", "kingdom"), "A")
    _until(g, "attackers")
    g.do(("attacker", acolyte), "A")
    g.do(("done",), "A")
    g.do(("action", acolyte, g.card(acolyte).program.triggered[0][0], [[guard]]), "A")
    _until(g, "defenders")
    assert ("defender", guard) not in g.legal_actions("B") and ("defender", militia) in g.legal_actions("B")
    with pytest.raises(IllegalAction) as exc:
        g.do(("defender", guard), "B")
    assert exc.value.rule_id == "core.effects.cannot"
    g.s.combat.attackers = []  # the attack over, the restriction is gone with it
    from rulekeeper.games.invasion.abilities.objects import forbidden
    assert not forbidden(g, guard, "defend")


def test_phoenix_ward_keeps_its_zone_from_being_attacked_until_an_opponent_blanks_it(pool):
    assert pool["Phoenix Ward"].runnable, pool["Phoenix Ward"].why
    g = _game(pool, {"battlefield": ["Forest Dragon"], "hand": ["Mountain Guard"]},
              {"kingdom": ["Phoenix Ward"]})
    ward = g.named("B", "Phoenix Ward", "kingdom")
    assert ("attack", "kingdom") not in g.legal_actions("A") and ("attack", "quest") in g.legal_actions("A")
    with pytest.raises(IllegalAction) as exc:
        g.do(("attack", "kingdom"), "A")
    assert exc.value.rule_id == "core.effects.cannot" and g.s.step == "target"
    g = _game(pool, {"battlefield": ["Forest Dragon"], "hand": ["Mountain Guard"]}, {"kingdom": ["Phoenix Ward"]},
              phase="capital")
    ward = g.named("B", "Phoenix Ward", "kingdom")
    g.s.answers.append("Mountain Guard")  # the card A discards as the cost
    g.do(("action", ward, g.card(ward).program.actions[0][0], []), "A")  # only an opponent may trigger it
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.place(g.named("A", "Mountain Guard", "discard")) == "discard"
    _until(g, "target")
    assert ("attack", "kingdom") in g.legal_actions("A")  # its text box is blank until the end of the turn
    g.do(("attack", "kingdom"), "A")
    assert g.s.combat.target == "kingdom"


def test_wolf_rider_assault_and_alluring_daemonettes_are_runnable(pool):
    for name in ("Wolf Rider Assault", "Alluring Daemonettes"):
        assert pool[name].runnable, (name, pool[name].why)


def test_wolf_rider_assault_moves_an_orc_unit_that_must_then_attack(pool):
    g = _game(pool, {"hand": ["Wolf Rider Assault"], "race": "Orc", "kingdom": ["Black Orc Squad"],
                     "battlefield": ["Mountain Guard"]}, phase="capital")
    raiders, guard = g.named("A", "Black Orc Squad", "kingdom"), g.named("A", "Mountain Guard", "battlefield")
    g.do(("tactic", g.named("A", "Wolf Rider Assault", "hand"), [[raiders]]), "A")
    _until(g, "target")
    assert g.place(raiders) == "battlefield" and ("attack", None) not in g.legal_actions("A")
    g.do(("attack", "quest"), "A")
    _until(g, "attackers")
    g.do(("attacker", guard), "A")
    with pytest.raises(IllegalAction) as exc:
        g.do(("done",), "A")
    assert exc.value.rule_id == "core.combat.2"
    g.do(("attacker", raiders), "A")
    g.do(("done",), "A")
    assert raiders in g.s.combat.attackers


def test_alluring_daemonettes_makes_a_unit_defend_this_attack(pool):
    g = _game(pool, {"battlefield": ["Alluring Daemonettes"]}, {"kingdom": ["Mountain Guard", "Drill Empire Militia"]})
    daemonettes, guard = g.named("A", "Alluring Daemonettes", "battlefield"), g.named("B", "Mountain Guard", "kingdom")
    g.do(("attack", "kingdom"), "A")
    _until(g, "attackers")
    g.do(("attacker", daemonettes), "A")
    g.do(("done",), "A")
    g.do(("action", daemonettes, g.card(daemonettes).program.triggered[0][0], [[guard]]), "A")
    _until(g, "defenders")
    assert ("done",) not in g.legal_actions("B")
    with pytest.raises(IllegalAction) as exc:
        g.do(("done",), "B")
    assert exc.value.rule_id == "core.combat.3"
    g.s.combat.attackers = []  # another attack (not the Daemonettes'): the obligation does not bind it
    assert ("done",) in g.legal_actions("B")
