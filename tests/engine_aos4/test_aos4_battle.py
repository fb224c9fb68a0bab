"""A battle as a whole: random battles end with invariants holding and the same seed gives the same log; the
units file's problems are clear errors; a refused action leaves the table as it was."""

from pathlib import Path

import pytest

from rulekeeper.games.aos4 import simulation
from rulekeeper.games.aos4.position import from_position
from rulekeeper.games.aos4.table import Table
from rulekeeper.games.aos4.units_file import load_warscrolls
from rulekeeper.kernel import IllegalAction
from rulekeeper.kernel.simulate import play_random

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus" / "aos4-units.json"


def test_random_battles_of_the_projects_units_end_with_every_invariant_holding():
    sim = simulation()
    for i in range(6):
        r = play_random(sim, f"t:{i}")
        assert r.error is None and r.violations == [] and r.winner in ("A", "B", "draw"), (r.error, r.violations)


def test_the_same_seed_gives_the_same_battle_byte_for_byte():
    a, b = (play_random(simulation(), "same", keep=True) for _ in range(2))
    assert a.engine.log.dumps() == b.engine.log.dumps()
    assert play_random(simulation(), "other", keep=True).engine.log.dumps() != a.engine.log.dumps()


def test_every_event_of_a_battle_cites_a_rule_of_the_spec():
    from rulekeeper.spec.loader import load_game

    ids = {e.id for e in load_game("aos4").entries}
    r = play_random(simulation(), "cites", keep=True)
    cited = {rule for e in r.engine.log for rule in e.rules}
    assert cited <= ids, cited - ids
    assert {"core.round.priority-roll", "command-points", "core.round.turn"} <= cited


@pytest.mark.skipif(not CORPUS.is_file(), reason="the shared corpus is not here")
def test_battles_of_real_warscrolls_from_the_corpus():
    sim = simulation(str(CORPUS))
    assert len(sim.factions) > 20
    for i in range(4):
        r = play_random(sim, f"corpus:{i}")
        assert r.error is None and r.violations == [], (r.error, r.violations)


def test_a_units_file_that_does_not_load_is_a_clear_error(tmp_path):
    bad = tmp_path / "units.json"
    bad.write_text('[{"name": "X", "move": "5\\""}]')
    with pytest.raises(ValueError, match=r"units.json.*unit 'X'.*field 'health'"):
        simulation(str(bad))
    with pytest.raises(ValueError, match="decks.yaml: no such file"):
        simulation(None, str(tmp_path / "decks.yaml"))


def test_a_refused_action_raises_before_any_change():
    b = from_position({"phase": "movement", "units": [{"id": "Liberators", "player": "A", "at": [10, 10]},
                                                      {"id": "Blood Warriors", "player": "B", "at": [10, 30]}]},
                      load_warscrolls())
    t = Table(b)
    before = [(m.x, m.y) for m in b.bf.units["Liberators"].models]
    with pytest.raises(IllegalAction) as exc:
        t.do({"do": "move", "player": "A", "unit": "Liberators", "by": [0, 6]})
    assert exc.value.rule_id == "core.movement.normal-move"
    assert [(m.x, m.y) for m in b.bf.units["Liberators"].models] == before and t.check() == []


ROSTER = Path(__file__).with_name("fixtures") / "roster.yaml"


def test_battles_between_the_two_armies_of_a_roster():
    sim = simulation(None, str(ROSTER))
    r = play_random(sim, "roster", keep=True)
    assert r.error is None and r.violations == [], (r.error, r.violations)
    assert "Hammers" in r.label and "Warlock" in r.label
    b = r.engine.s
    assert b.general == {"A": "Lord-Celestant", "B": "Mighty Lord of Khorne"}
    assert b.regiments["A"] == [{"leader": "Lord-Celestant", "units": ["Hammers", "Battle Mage"]}]


@pytest.mark.parametrize("text, words", [
    ("A: {units: []}\nB: {units: []}\n", "army A, field 'units'"),
    ("A: {units: [{id: X, at: [1, 1]}]}\n", "exactly two armies"),
    ("A: {units: [{id: Nobody, at: [5, 5]}]}\nB: {units: [{id: Warlock, at: [5, 30]}]}\n",
     "army A, unit 'Nobody': no warscroll 'Nobody'"),
    ("A: {units: [{id: Warlock, at: [5, 5]}]}\nB: {units: [{id: Giant, at: [5, 6]}]}\n",
     "army B, unit 'Giant'"),
    ("A: {units: [{id: Warlock}]}\nB: {units: [{id: Giant, at: [5, 30]}]}\n", "say where it stands"),
    ("A: {general: Giant, units: [{id: Warlock, at: [5, 5]}]}\nB: {units: [{id: Giant, at: [5, 30]}]}\n",
     "army A, field 'general'"),
])
def test_a_roster_mistake_names_the_army_unit_and_field(tmp_path, text, words):
    path = tmp_path / "roster.yaml"
    path.write_text(text)
    with pytest.raises(ValueError) as exc:
        simulation(None, str(path))
    assert str(path) in str(exc.value) and words in str(exc.value)
