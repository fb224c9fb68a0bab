"""", each with ..." after an effect (abilities/each_of.py) on the real Chain Lightning: "Destroy up to two target
attacking units, each with a printed cost 3 or lower." A unit without the qualifier is not a legal target
(timing.C.1)."""

import pytest

from rulekeeper.games.invasion import IllegalAction, from_position
from rulekeeper.games.invasion.state import Combat

FILLER = "Drill Neutral Watchtower"


def _game(pool):
    return from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 10, "hand": ["Chain Lightning"], "resources": 9, "race": "Empire"},
        "B": {"deck": [FILLER] * 10, "battlefield": ["Drill Orc Boyz", "Drill Orc Big 'Uns", "Centigor",
                                                     "Drill Orc Black Orcs Drill"]}}})


def _resolve(g):
    while g.s.step == "window" and not g.over:
        g.do(("pass",), g.to_act())


def test_chain_lightning_is_runnable(pool):
    assert pool["Chain Lightning"].runnable, pool["Chain Lightning"].why


def test_chain_lightning_destroys_two_attacking_units_of_printed_cost_3_or_lower(pool):
    g = _game(pool)
    boyz, big, black = (g.named("B", n, "battlefield") for n in ("Drill Orc Boyz", "Drill Orc Big 'Uns",
                                                                 "Drill Orc Black Orcs Drill"))
    centigor = g.named("B", "Centigor", "battlefield")
    g.s.combat = Combat(target="kingdom", attackers=[boyz, big, centigor])  # Black Orcs stay home
    g.do(("tactic", g.named("A", "Chain Lightning", "hand"), [[boyz, big]]), "A")
    _resolve(g)
    assert g.place(boyz) == "discard" and g.place(big) == "discard"
    assert g.place(centigor) == "battlefield" and g.place(black) == "battlefield"
    assert g.s.combat.attackers == [centigor]


@pytest.mark.parametrize("which, rule", [("Centigor", "timing.C.1"), ("Drill Orc Black Orcs Drill", "timing.C.1")])
def test_a_unit_of_printed_cost_4_or_a_unit_not_attacking_is_not_a_legal_target(pool, which, rule):
    g = _game(pool)
    boyz, centigor, black = (g.named("B", n, "battlefield") for n in ("Drill Orc Boyz", "Centigor",
                                                                      "Drill Orc Black Orcs Drill"))
    g.s.combat = Combat(target="kingdom", attackers=[boyz, centigor])
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:
        g.do(("tactic", g.named("A", "Chain Lightning", "hand"), [[boyz, g.named("B", which, "battlefield")]]), "A")
    assert err.value.rule_id == rule and g.snapshot_text() == before


def test_up_to_two_one_target_is_enough(pool):
    g = _game(pool)
    boyz, centigor = g.named("B", "Drill Orc Boyz", "battlefield"), g.named("B", "Centigor", "battlefield")
    g.s.combat = Combat(target="kingdom", attackers=[boyz, centigor])
    g.do(("tactic", g.named("A", "Chain Lightning", "hand"), [[boyz]]), "A")
    _resolve(g)
    assert g.place(boyz) == "discard" and g.place(centigor) == "battlefield"
