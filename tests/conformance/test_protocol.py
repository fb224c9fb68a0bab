"""The conformance protocol: our engine answers it as a program, every message fits the game's JSON Schema, and a
wrong engine fails exactly the scenarios of the rule it gets wrong."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

from rulekeeper.conformance.links import EngineError, InProcess, Program
from rulekeeper.conformance.champions.driver import ChampionsDriver
from rulekeeper.games.champions.protocol import Server

ROOT = Path(__file__).resolve().parents[2]
ENGINES = Path(__file__).with_name("engines")
SCHEMA = json.loads((ROOT / "engine/rulekeeper/conformance/champions/protocol.schema.json").read_text())
RK = [sys.executable, "-m", "rulekeeper.cli"]


def _validator(part: str):
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    return jsonschema.Draft202012Validator({**SCHEMA, "$ref": f"#/$defs/{part}"})


def _conformance(tmp_path: Path, program: str) -> tuple[int, dict]:
    run = subprocess.run([*RK, "conformance", "--game", "champions", "--program", program, "--json",
                          "--results", str(tmp_path / "results.json")], capture_output=True, text=True, cwd=ROOT)
    return run.returncode, json.loads(run.stdout)


@pytest.fixture(scope="module")
def recorded(tmp_path_factory):
    """The whole Champions suite against our engine as a program that records every message."""
    tmp = tmp_path_factory.mktemp("recorded")
    messages = tmp / "messages.jsonl"
    code, report = _conformance(tmp, f"{sys.executable} {ENGINES / 'recording.py'} {messages}")
    lines = [json.loads(line) for line in messages.read_text().splitlines()]
    return code, report, lines


def test_our_engine_as_a_program_passes_the_whole_suite(recorded):
    code, report, _ = recorded
    assert code == 0, report["failures"][:3]
    assert report["failed"] == 0 and report["passed"] == report["scenarios"] > 200
    assert report["rules"]["passing"] == report["rules"]["normative"] == 243
    assert report["protocol"] == 1 and report["program"].endswith("messages.jsonl")


def test_every_message_of_a_run_fits_the_schema(recorded):
    _, _, lines = recorded
    requests, answers = _validator("request"), _validator("answer")
    kinds = {m["request"]["type"] for m in lines}
    assert kinds == {"setup", "act", "query", "log"}  # the run exercises every request but hello
    assert any("illegal" in m["answer"] for m in lines)
    for m in lines:
        requests.validate(m["request"])
        answers.validate(m["answer"])


def test_the_schema_refuses_a_malformed_request():
    with pytest.raises(jsonschema.ValidationError):
        _validator("request").validate({"type": "act", "action": {"do": "play", "player": "C"}})


def test_a_wrong_engine_fails_exactly_the_scenarios_of_its_rule(tmp_path):
    code, report = _conformance(tmp_path, f"{sys.executable} {ENGINES / 'wrong_2_6_4.py'}")
    assert code == 1
    assert report["failed"] >= 1
    assert all("2.6.4" in f["rules"] for f in report["failures"]), report["failures"]
    assert report["rules"]["failing"] == 1  # 2.6.4, and nothing else
    assert all(f["step"] and f["message"] for f in report["failures"])


def test_the_failures_are_printed_by_rule(tmp_path):
    run = subprocess.run([*RK, "conformance", "--game", "champions", "--program",
                          f"{sys.executable} {ENGINES / 'wrong_2_6_4.py'}", "--rule", "2.6.4",
                          "--results", str(tmp_path / "r.json")], capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 1
    assert "rule 2.6.4" in run.stdout and "02_06_quests_and_blessings.feature" in run.stdout


def test_serve_answers_hello_and_refuses_bad_lines():
    lines = '{"type": "hello"}\nnot json\n{"type": "dance"}\n{"type": "query", "what": "turn"}\n'
    run = subprocess.run([*RK, "serve", "--game", "champions"], input=lines, capture_output=True, text=True)
    answers = [json.loads(a) for a in run.stdout.splitlines()]
    assert answers[0] == {"protocol": 1, "game": "champions", "engine": answers[0]["engine"]}
    assert all("error" in a for a in answers[1:]) and run.returncode == 0
    assert "setup first" in answers[3]["error"]["message"]


def test_an_illegal_action_is_an_answer_and_changes_nothing():
    server = Server()
    stock = [{"name": "Warrior Champion", "category": "Champion", "class": "Warrior", "cost": 5, "health": 0,
              "objectives": ["Deploy Unit", "Deal Damage", "Gain Health", "Remove Unit or Spell"]}]
    server.handle({"type": "setup", "cards": stock,
                   "position": {"players": {"A": {"lanes": {"1": {"champion": "Warrior Champion"}}}}}})
    before = server.handle({"type": "query", "what": "snapshot"})
    answer = server.handle({"type": "act", "action": {"do": "play", "player": "A", "card": "Nothing",
                                                       "champion": "Warrior Champion"}})
    assert answer == {"illegal": {"rule": "3.1.2a", "message": answer["illegal"]["message"]}}
    assert server.handle({"type": "query", "what": "snapshot"}) == before


def test_a_program_that_dies_is_named_not_a_hang():
    driver = ChampionsDriver(Program(f"{sys.executable} -c 'import sys; sys.exit(3)'"))
    with pytest.raises(AssertionError, match="stopped"):
        driver.health("A")


def test_a_program_that_answers_nonsense_is_named():
    driver = ChampionsDriver(Program(f"{sys.executable} -c 'print(42, flush=True); import time; time.sleep(5)'"))
    with pytest.raises(AssertionError, match="not an object"):
        driver.health("A")


def test_no_engine_in_process_for_a_game_without_one(monkeypatch):
    from rulekeeper import registry

    bare = registry.GameInfo("bare", "A game with no engine yet", "Bare")
    monkeypatch.setattr(registry, "game", lambda game_id: bare)
    with pytest.raises(EngineError, match="no engine for 'bare'"):
        InProcess("bare")


def test_a_refusal_after_a_change_is_undone_by_the_server():
    """Every action is atomic at the protocol: an engine that refuses late still leaves the state as it was."""
    from rulekeeper.kernel import IllegalAction

    class Late(Server):
        def act(self, action):
            self.table.s.health["B"] -= 5  # a change ...
            raise IllegalAction("9.9", "refused after changing something")  # ... then a refusal

    server = Late()
    server.handle({"type": "setup", "position": {"players": {"A": {}, "B": {"health": 20}}}})
    before = server.handle({"type": "query", "what": "snapshot"})
    answer = server.handle({"type": "act", "action": {"do": "pass", "player": "A"}})
    assert answer == {"illegal": {"rule": "9.9", "message": "refused after changing something"}}
    assert server.handle({"type": "query", "what": "snapshot"}) == before
    assert server.handle({"type": "query", "what": "player", "player": "B"})["value"]["health"] == 20


def test_a_program_that_talks_a_lot_on_stderr_does_not_block_and_its_last_words_are_shown():
    noisy = "import sys; sys.stderr.write('x' * 200000 + '\\nlast words\\n'); sys.exit(4)"
    driver = ChampionsDriver(Program(f"{sys.executable} -c \"{noisy}\""))
    with pytest.raises(AssertionError, match="exit 4.*last words"):
        driver.health("A")
