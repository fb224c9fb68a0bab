"""The AoS 4 protocol: our engine as a program passes the whole suite, every message fits the schema, a scenario's
mistakes are error answers, and a refused action names its rule and changes nothing."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

from rulekeeper.games.aos4.protocol import Server
from rulekeeper.spec.loader import load_game

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "engine/rulekeeper/conformance/aos4/protocol.schema.json").read_text())
EXAMPLE = json.loads((ROOT / "engine/rulekeeper/conformance/aos4/protocol.example.json").read_text())


def validator(part: str):
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    return jsonschema.Draft202012Validator({**SCHEMA, "$ref": f"#/$defs/{part}"})


@pytest.fixture(scope="module")
def recorded(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("aos4")
    messages = tmp / "messages.jsonl"
    program = f"{sys.executable} {Path(__file__).with_name('engines') / 'recording.py'} {messages} aos4"
    run = subprocess.run([sys.executable, "-m", "rulekeeper.cli", "conformance", "--game", "aos4", "--program",
                          program, "--json", "--results", str(tmp / "results.json")],
                         capture_output=True, text=True, cwd=ROOT)
    lines = [json.loads(line) for line in messages.read_text().splitlines()]
    return run.returncode, json.loads(run.stdout), lines


def test_our_engine_as_a_program_passes_every_scenario(recorded):
    code, report, _ = recorded
    normative = sum(1 for e in load_game("aos4").entries if e.normative)
    assert code == 0, report["failures"][:3]
    assert report["failed"] == 0 and report["passed"] == report["scenarios"] > 100
    assert report["rules"]["passing"] == report["rules"]["normative"] == normative


def test_every_message_of_a_run_fits_the_schema(recorded):
    _, _, lines = recorded
    requests, answers = validator("request"), validator("answer")
    assert {m["request"]["type"] for m in lines} == {"setup", "act", "query", "log"}
    assert any("illegal" in m["answer"] for m in lines)
    for m in lines:
        requests.validate(m["request"])
        answers.validate(m["answer"])


def test_the_example_exchange_fits_the_schema():
    server = Server()
    for request in EXAMPLE:
        validator("request").validate(request)
        validator("answer").validate(server.handle(request))


SETUP = {"type": "setup", "position": {"phase": "movement", "units": [
    {"id": "Liberators", "player": "A", "at": [10, 10]},
    {"id": "Blood Warriors", "player": "B", "of": "Liberators", "side": "east", "gap": 6}]}}


@pytest.mark.parametrize("request_, words", [
    ({"type": "query", "what": "battle"}, "setup first"),
    ({"type": "setup", "position": {"units": [{"id": "Nobody", "player": "A"}]}}, "no warscroll 'Nobody'"),
    ({"type": "setup", "position": {"units": [{"id": "Liberators", "player": "C"}]}}, "player A or B"),
    ({"type": "setup", "position": {"phase": "lunch"}}, "phase 'lunch'"),
    ({"type": "setup", "position": {"dice": [7]}}, "1 to 6"),
])
def test_a_scenarios_mistake_is_an_error_answer(request_, words):
    answer = Server().handle(request_)
    assert words in answer["error"]["message"]


def test_an_unknown_action_and_missing_dice_are_error_answers():
    server = Server()
    server.handle(SETUP)
    assert "no action" in server.handle({"type": "act", "action": {"do": "dance", "player": "A"}})["error"]["message"]
    answer = server.handle({"type": "act", "action": {"do": "move", "player": "A", "unit": "Liberators",
                                                      "kind": "run", "by": [0, 5]}})
    assert "scripted 0 dice" in answer["error"]["message"]


def test_a_refused_move_names_its_rule_and_changes_nothing():
    server = Server()
    server.handle(SETUP)
    before = server.handle({"type": "query", "what": "snapshot"})
    answer = server.handle({"type": "act", "action": {"do": "move", "player": "A", "unit": "Liberators",
                                                      "by": [4, 0]}})
    assert answer["illegal"]["rule"] == "core.movement.normal-move"
    assert server.handle({"type": "query", "what": "snapshot"}) == before


def test_a_warscroll_is_checked_before_any_game_is_set_up():
    """A scenario that opens with `Given the warscroll:` asks card_check first, on a fresh server (the first
    scenario of a worker, or an engine's first request)."""
    unit = {"name": "Test", "move": '5"', "health": "2", "save": "4+", "control": "1",
            "abilities": [{"name": "Mend", "type": "Ability (Activated)", "timing": "Your Hero Phase",
                           "effect": "Heal (1) this unit."}]}
    assert Server().handle({"type": "query", "what": "card_check", "card": unit}) == {"value": None}
    bad = Server().handle({"type": "query", "what": "card_check", "card": {**unit, "abilities": [{"effect": "x"}]}})
    assert "abilities #1" in bad["value"]
