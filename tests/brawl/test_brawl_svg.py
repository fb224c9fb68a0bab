"""Positions as SVG hex maps (games/brawl/svg.py): drawn from the log's "board" events, before and after an action
with the move as an arrow and an AoE's hexes marked; `rulekeeper explain --game brawl --svg DIR` writes one a step."""

import json
import xml.etree.ElementTree as ET

from typer.testing import CliRunner

from rulekeeper.cli import app
from rulekeeper.games.brawl import Scripted, load_arena, scenario_picture, step_pictures
from rulekeeper.games.brawl.position import from_position

SVG = "{http://www.w3.org/2000/svg}"


def played(pos: dict, *answers: str, card: str):
    g = from_position(pos, Scripted(list(answers), default="error"))
    g.do(("play", card))
    return g.log.to_json()


def svgs(html: str) -> list[ET.Element]:
    return list(ET.fromstring(html).iter(f"{SVG}svg"))


def test_a_pull_is_drawn_before_and_after_with_an_arrow():
    log = played({"map": "D  Ki  .   .   gw  .   .   .   .", "hand": {"A": ["Chain Yank"]}}, "yes", card="Chain Yank")
    before, after = svgs(scenario_picture(log))
    hexes = len(load_arena().hexes)
    for pic in (before, after):
        assert len([u for u in pic.iter(f"{SVG}use") if u.get("class") == "rk-hex"]) == hexes
    where = {g.get("data-champion"): g for g in after.iter(f"{SVG}g") if g.get("class") == "rk-champion"}
    assert set(where) == {"Kilgore", "Gwaien"}
    assert [ln for ln in after.iter(f"{SVG}line") if ln.get("class") == "rk-move"]
    assert not [ln for ln in before.iter(f"{SVG}line") if ln.get("class") == "rk-move"]


def test_an_aoe_marks_the_hexes_it_covered():
    log = played({"map": "D  .   .   .   Du  gw  .   .   .", "hand": {"A": ["Anvil Stomp"]}}, "yes",
                 card="Anvil Stomp")
    covered = [ev for ev in log if ev["kind"] == "targets"][0]["hexes"]
    after = svgs(scenario_picture(log))[-1]
    marked = [u.get("data-hex") for u in after.iter(f"{SVG}use") if u.get("stroke") == "#d97706"]
    assert sorted(marked) == sorted(covered) and "D5" in marked


def test_no_board_no_picture():
    assert scenario_picture([{"kind": "draw", "rules": ["keyword.draw"]}]) is None


def test_explain_writes_one_svg_a_step(tmp_path):
    r = CliRunner().invoke(app, ["explain", "--game", "brawl", "--seed", "2", "--json", "--svg", str(tmp_path)])
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)
    boards = [ev for ev in out["log"] if ev["kind"] == "board"]
    assert len(out["pictures"]) == len(boards) == len(step_pictures(out["log"])) > 1
    ET.parse(out["pictures"][-1])  # well-formed SVG


def test_explain_svg_for_a_game_that_draws_nothing_says_so():
    r = CliRunner().invoke(app, ["explain", "--game", "champions", "--svg", "x"])
    assert r.exit_code == 1 and "draws no pictures" in r.output
