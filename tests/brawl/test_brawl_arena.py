"""spec/brawl/arena.yaml: it loads, it says what the rules fix, and a broken file names file, entry and field."""

from __future__ import annotations

import copy

import pytest
import yaml

from rulekeeper.games.brawl import hexes as H
from rulekeeper.games.brawl.arena import ArenaError, default_path, load_arena
from rulekeeper.games.brawl.hexes import Hex
from rulekeeper.spec.loader import load_game


@pytest.fixture(scope="module")
def arena():
    return load_arena()


@pytest.fixture(scope="module")
def raw():
    return yaml.safe_load(default_path().read_text(encoding="utf-8"))


def test_the_arena_has_what_the_rules_count(arena):
    assert arena.illustrative  # the rulebook's picture is lost: this layout is ours
    assert len(arena.statues) == 3  # components.arena
    assert len(arena.trap_hexes) == 6  # setup.6
    assert len(arena.deployment_areas) == 2 and len(arena.gates) == 2  # setup.1
    assert sorted(a.name for a in arena.areas) == ["Creation", "Destruction", "Manipulation"]
    assert len(arena.hexes) == 61


def test_pieces_stand_on_the_board_and_apart(arena):
    statues = arena.statue_hexes
    deploy = [d.hexes for d in arena.deployment_areas]
    assert statues <= arena.hexes and arena.trap_hexes <= arena.hexes
    assert not statues & arena.trap_hexes
    assert not deploy[0] & deploy[1]
    assert all(not d & (statues | arena.trap_hexes) for d in deploy)
    for gate in arena.gates:
        assert arena.deployment(gate.deployment_area).gate == gate.name


def test_every_hex_has_a_name_and_back(arena):
    assert arena.name(Hex(0, 0)) == "E5" and arena.hex("A1") == Hex(0, -4) and arena.hex("i5") == Hex(0, 4)
    assert all(arena.hex(arena.name(h)) == h for h in arena.hexes)
    with pytest.raises(KeyError):
        arena.hex("J1")
    with pytest.raises(KeyError):
        arena.name(Hex(9, 9))


def test_hex_rows_of_the_board(arena):
    rows = arena.hex_rows()
    assert len(rows) == 27  # 9 along each of the three axes of a radius-4 hexagon
    for row in rows:
        assert all(H.same_row(row[0], h) for h in row) and all(h in arena.hexes for h in row)
        assert H.row_through(row[0], row[-1]) == list(row)
    assert sorted(len(r) for r in rows if r[0].r == r[-1].r) == sorted(e - w + 1 for _, _, w, e in arena.rows)


def test_every_rule_id_the_file_cites_exists(raw):
    book = load_game("brawl")
    cited = list(raw["rules"]) + list(raw["statue_rules"]) + list(raw["trap_hexes"]["rules"])
    for section in ("deployment_areas", "gates", "areas"):
        cited += [rid for item in raw[section] for rid in item.get("rules", [])]
    assert cited and [rid for rid in cited if rid not in book] == []


def _broken(tmp_path, raw, change):
    data = copy.deepcopy(raw)
    change(data)
    path = tmp_path / "arena.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    with pytest.raises(ArenaError) as info:
        load_arena(path)
    return str(info.value).replace(str(path), "arena.yaml")


BROKEN = [
    (lambda d: d["statues"][1].update(hex="Z9"), "arena.yaml, entry 'statues[1]', field 'hex': 'Z9' is not the name"),
    (lambda d: d["statues"][0].update(hex=[9, 9]), "entry 'statues[0]', field 'hex': (9, 9) is not a hex of the arena"),
    (lambda d: d["statues"].pop(), "entry 'statues': the arena has 3 statues (components.arena), not 2"),
    (lambda d: d["statues"][2].update(hex="E2"), "entry 'statues[2]', field 'hex': another statue has it already"),
    (lambda d: d["trap_hexes"]["hexes"].__setitem__(0, "E5"), "entry 'trap_hexes', field 'hexes[0]': 'E5' is a statue's hex"),
    (lambda d: d["trap_hexes"]["hexes"].__setitem__(1, "C2"), "entry 'trap_hexes', field 'hexes[1]': 'C2' is listed twice"),
    (lambda d: d["trap_hexes"]["hexes"].append("B1"), "field 'hexes': the arena has 6 trap hexes (setup.6), not 7"),
    (lambda d: d["deployment_areas"][1]["hexes"].append("A1"),
     "entry 'south', field 'hexes[5]': 'A1' is also in deployment area 'north'"),
    (lambda d: d["deployment_areas"][0]["hexes"].append("C2"), "entry 'north', field 'hexes[5]': 'C2' is a trap hex"),
    (lambda d: d["gates"][0].update(deployment_area="east"),
     "entry 'north gate', field 'deployment_area': 'east' is not a deployment area"),
    (lambda d: d["deployment_areas"][0].update(gate="south gate"),
     "entry 'north', field 'gate': says 'south gate', but the gate that leads here is 'north gate'"),
    (lambda d: d["rows"][2].update(q=[3, 1]), "entry 'rows[2]', field 'q': [3, 1]: expected [westmost q, eastmost q]"),
    (lambda d: d["rows"][3].update(row="C"), "entry 'rows[3]', field 'row': row C is given twice"),
    (lambda d: d["rows"].pop(4), "entry 'rows': the arena falls apart"),
    (lambda d: d.update(walls=[]), "entry '(top)', field 'walls': unknown field"),
    (lambda d: d.pop("statues"), "entry '(top)', field 'statues': is required"),
    (lambda d: d["areas"][0].update(colour="red"), "entry 'areas[0]', field 'colour': unknown field"),
    (lambda d: d["areas"][1].update(rules="keyword.control"), "entry 'Destruction', field 'rules': must be a list"),
]


@pytest.mark.parametrize("change, message", BROKEN)
def test_a_broken_arena_says_file_entry_and_field(tmp_path, raw, change, message):
    assert message in _broken(tmp_path, raw, change)


def test_unreadable_files(tmp_path):
    with pytest.raises(ArenaError, match="missing.yaml.*no such file"):
        load_arena(tmp_path / "missing.yaml")
    bad = tmp_path / "bad.yaml"
    bad.write_text("rows: [\n", encoding="utf-8")
    with pytest.raises(ArenaError, match=r"not valid YAML at line \d+"):
        load_arena(bad)
