"""Warscrolls from a path: the project's spec/aos4/units.yaml, the corpus, and errors naming file, unit, field."""

import json
from pathlib import Path

import pytest

from rulekeeper import paths
from rulekeeper.games.aos4 import UnitsError, load_report, load_warscrolls
from rulekeeper.games.aos4 import weapon_abilities as W
from rulekeeper.games.aos4.values import DiceExpr, Roll

CORPUS = paths.repo_root().parent / "shared" / "corpus" / "aos4-units.json"


def test_spec_units_load_typed():
    units = load_warscrolls()
    spawn = units["Beasts of Chaos Chaos Spawn"]
    assert spawn.move == DiceExpr(2, 6, 0) and spawn.health == 5 and spawn.save == Roll(5) and not spawn.illustrative
    mut = spawn.weapon("Freakish Mutations")
    assert mut.attacks == DiceExpr(2, 6, 0) and mut.rend == 0 and mut.abilities == (W.Crit2Hits(), W.Companion())
    giant = units["Giant"]
    assert giant.illustrative and giant.ward == Roll(5) and giant.models == 1 and giant.has_keyword("monster")


def _unit(**over):
    u = {"name": "X", "move": '5"', "health": "2", "save": "4+", "control": "1", "keywords": ["INFANTRY"],
         "weapons": [{"name": "Axe", "type": "Melee Weapon", "Atk": "2", "Hit": "4+", "Wnd": "4+", "Rnd": "-",
                      "Dmg": "1", "Ability": "-"}], "abilities": []}
    u.update(over)
    return u


def _write(tmp_path, units) -> Path:
    p = tmp_path / "units.json"
    p.write_text(json.dumps(units))
    return p


@pytest.mark.parametrize("over, field", [
    ({"save": "4"}, "save"), ({"move": "5"}, "move"), ({"health": "0"}, "health"), ({"control": "x"}, "control"),
    ({"keywords": "HERO"}, "keywords"), ({"colour": "red"}, "colour"), ({"models": 0}, "models"),
])
def test_errors_name_file_unit_field(tmp_path, over, field):
    p = _write(tmp_path, [_unit(**over)])
    with pytest.raises(UnitsError) as err:
        load_warscrolls(p)
    assert (err.value.file, err.value.unit, err.value.field) == (str(p), "X", field)
    assert str(p) in str(err.value) and repr(field) in str(err.value)


def test_weapon_errors_name_the_weapon(tmp_path):
    bad = _unit(weapons=[{"name": "Axe", "type": "Melee Weapon", "Atk": "2D", "Hit": "4+", "Wnd": "4+",
                          "Rnd": "-", "Dmg": "1", "Ability": "-"}])
    with pytest.raises(UnitsError, match=r"unit \"X' weapon 'Axe\", field 'Atk'"):
        load_warscrolls(_write(tmp_path, [bad]))


def test_a_range_is_a_fixed_distance(tmp_path):
    bow = {"name": "Bow", "type": "Ranged Weapon", "Rng": 'D6"', "Atk": "1", "Hit": "4+", "Wnd": "4+", "Rnd": "-",
           "Dmg": "1", "Ability": "-"}
    with pytest.raises(UnitsError, match="field 'Rng'.*fixed distance"):
        load_warscrolls(_write(tmp_path, [_unit(weapons=[bow])]))
    del bow["Rng"]
    with pytest.raises(UnitsError, match="field 'Rng'.*a ranged weapon has a Range"):
        load_warscrolls(_write(tmp_path, [_unit(weapons=[bow])]))


def test_file_errors(tmp_path):
    with pytest.raises(UnitsError, match="none.json: no such file"):
        load_warscrolls(tmp_path / "none.json")
    (tmp_path / "u.yaml").write_text("name: [")
    with pytest.raises(UnitsError, match="not valid YAML"):
        load_warscrolls(tmp_path / "u.yaml")
    (tmp_path / "m.yaml").write_text("name: x")
    with pytest.raises(UnitsError, match="must be a list of units"):
        load_warscrolls(tmp_path / "m.yaml")


def test_report_collects_every_failure(tmp_path):
    r = load_report(_write(tmp_path, [_unit(), _unit(name="Y", save="9+"), _unit(name="Z", health="-")]))
    assert list(r.warscrolls) == ["X"] and [f.unit for f in r.failures] == ["Y", "Z"] and r.total == 3


def test_same_name_in_two_factions_keyed_by_faction(tmp_path):
    r = load_report(_write(tmp_path, [_unit(faction="A"), _unit(faction="B", control="2")]))
    assert sorted(r.warscrolls) == ["X (A)", "X (B)"]


@pytest.mark.skipif(not CORPUS.is_file(), reason="the corpus is not in ../shared")
def test_the_corpus_loads():
    raw = json.loads(CORPUS.read_text())
    r = load_report(CORPUS)
    assert r.total == len(raw)
    assert not r.failures, [str(f) for f in r.failures[:5]]
    weapons = sum(len(u["weapons"]) for u in raw)
    assert sum(len(w.weapons) for w in r.warscrolls.values()) == weapons
    assert len(r.deferred_weapons) == sum(1 for u in raw for w in u["weapons"] if "⟝" in w["Dmg"])


def test_units_report_prints_the_measure(tmp_path, capsys):
    from rulekeeper.games.aos4.units_report import main

    assert main([]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"{len(load_warscrolls())} of {len(load_warscrolls())} units load") and "Blood-hungry (" in out
    assert main([str(_write(tmp_path, [_unit(), _unit(name="Y", save="9+")]))]) == 1
    out = capsys.readouterr().out
    assert "1 of 2 units load" in out and "unit 'Y', field 'save'" in out
    assert main([str(tmp_path / "none.json")]) == 1 and "none.json: no such file" in capsys.readouterr().out
