"""The results plugin (build/conformance.json) and `rulekeeper coverage`, on small made-up suites and rulebooks."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from rulekeeper.cli import app
from rulekeeper.conformance.coverage import game_coverage, rule_states
from rulekeeper.spec.models import Entry, RuleBook

FEATURE = '''Feature: A made-up section
  @rule:1.1
  Scenario: Passes
    Given a judge
    Then all is well

  @rule:1.2
  Scenario: Fails
    Given a judge
    Then all is lost

  @rule:1.3 @xfail:the-engine-gets-this-wrong
  Scenario: Known gap
    Given a judge
    Then all is lost
'''

TESTS = '''
import pytest
from pytest_bdd import given, then, scenarios
from rulekeeper.conformance.plugin import remember_driver

class Log:
    def log(self):
        return [{"seq": 0, "kind": "damage", "rules": ["2.13.3"], "amount": 2}]

@given("a judge")
def judge(request):
    remember_driver(request.node, Log())

@then("all is well")
def well():
    assert 1 + 1 == 2

@then("all is lost")
def lost():
    assert 1 + 1 == 3, "the engine says 3"

scenarios("features/made_up.feature")
'''


def test_plugin_writes_one_record_per_scenario(pytester, monkeypatch, tmp_path):
    out = tmp_path / "conformance.json"
    monkeypatch.setenv("RULEKEEPER_RESULTS", str(out))
    pytester.makefile(".feature", **{"features/made_up": FEATURE})
    pytester.makepyfile(test_made_up=TESTS)
    pytester.makeini("[pytest]\nbdd_features_base_dir = .\n")
    result = pytester.runpytest_inprocess("-p", "rulekeeper.conformance.plugin", "-q")
    result.assert_outcomes(passed=1, failed=1, xfailed=1)
    data = json.loads(out.read_text())
    assert data["version"] == 1
    by_name = {r["name"]: r for r in data["scenarios"]}
    assert {n: r["outcome"] for n, r in by_name.items()} == {"Passes": "passed", "Fails": "failed",
                                                            "Known gap": "xfailed"}
    assert by_name["Fails"]["rules"] == ["1.2"] and "the engine says 3" in by_name["Fails"]["message"]
    assert by_name["Known gap"]["message"] == "the engine gets this wrong"
    assert by_name["Passes"]["line"] == 3 and by_name["Passes"]["log"][0]["kind"] == "damage"
    assert set(by_name["Passes"]) == {"game", "feature", "line", "name", "rules", "outcome", "message", "step",
                                      "program", "log"}
    assert by_name["Fails"]["step"] == "Then all is lost" and by_name["Passes"]["step"] is None
    assert by_name["Passes"]["program"] is None  # our engine, in-process


def test_plugin_gathers_the_records_of_every_xdist_worker(pytester, monkeypatch, tmp_path):
    """`make test` runs the suites on every core (`pytest -n K`): each worker sends its records to the controlling
    process, which writes them all, the same file as one process writes."""
    out = tmp_path / "conformance.json"
    monkeypatch.setenv("RULEKEEPER_RESULTS", str(out))
    pytester.makefile(".feature", **{"features/made_up": FEATURE})
    pytester.makepyfile(test_made_up=TESTS)
    pytester.makeini("[pytest]\nbdd_features_base_dir = .\n")
    one = pytester.runpytest_subprocess("-p", "rulekeeper.conformance.plugin", "-q")
    one.assert_outcomes(passed=1, failed=1, xfailed=1)
    alone = json.loads(out.read_text())
    out.unlink()
    two = pytester.runpytest_subprocess("-p", "rulekeeper.conformance.plugin", "-q", "-n", "2", "--dist", "load")
    two.assert_outcomes(passed=1, failed=1, xfailed=1)
    assert "bringing up nodes" in two.stdout.str()  # pytest-xdist ran it
    shared = json.loads(out.read_text())
    assert [r["name"] for r in shared["scenarios"]] == ["Passes", "Fails", "Known gap"]
    assert shared == alone


def test_a_bare_xfail_tag_is_refused(pytester, monkeypatch, tmp_path):
    monkeypatch.setenv("RULEKEEPER_RESULTS", str(tmp_path / "c.json"))
    pytester.makefile(".feature", **{"features/made_up": FEATURE.replace("@xfail:the-engine-gets-this-wrong", "@xfail")})
    pytester.makepyfile(test_made_up=TESTS)
    pytester.makeini("[pytest]\nbdd_features_base_dir = .\n")
    result = pytester.runpytest_inprocess("-p", "rulekeeper.conformance.plugin", "-q")
    assert result.ret != 0
    assert "write @xfail:<why" in result.stdout.str() + result.stderr.str()


def test_a_stale_xfail_tag_fails_the_run_and_says_to_remove_it(pytester, monkeypatch, tmp_path):
    out = tmp_path / "c.json"
    monkeypatch.setenv("RULEKEEPER_RESULTS", str(out))
    stale = FEATURE.replace("@rule:1.1\n", "@rule:1.1 @xfail:the-engine-used-to-get-this-wrong\n")
    pytester.makefile(".feature", **{"features/made_up": stale})
    pytester.makepyfile(test_made_up=TESTS)
    pytester.makeini("[pytest]\nbdd_features_base_dir = .\n")
    result = pytester.runpytest_inprocess("-p", "rulekeeper.conformance.plugin", "-q")
    result.assert_outcomes(failed=2, xfailed=1)
    record = {r["name"]: r for r in json.loads(out.read_text())["scenarios"]}["Passes"]
    assert record["outcome"] == "failed"
    assert "remove" in record["message"] and "@xfail:the-engine-used-to-get-this-wrong" in record["message"]


def _book() -> RuleBook:
    entries = (Entry("1", "", "informative", why="heading"), Entry("1.1", "a", "normative"),
               Entry("1.2", "b", "normative"), Entry("1.3", "c", "normative"), Entry("2", "", "informative", why="h"),
               Entry("2.1", "d", "normative"))
    return RuleBook("g", "G", "g.yaml", entries)


def _rec(rules, outcome, game="g"):
    return {"game": game, "feature": "features/g/x.feature", "line": 1, "name": "s", "rules": rules,
            "outcome": outcome, "message": "", "log": []}


def test_a_rule_passes_only_when_every_scenario_passes():
    records = [_rec(["1.1"], "passed"), _rec(["1.1", "1.2"], "passed"), _rec(["1.2"], "failed"),
               _rec(["1.3"], "xfailed"), _rec(["2.1"], "passed", game="other")]
    assert rule_states(_book(), records) == {"1.1": "passing", "1.2": "failing", "1.3": "skipped", "2.1": "without"}


def test_xpassed_and_skipped_never_count_as_passing():
    states = rule_states(_book(), [_rec(["1.1"], "xpassed"), _rec(["1.2"], "skipped"), _rec(["1.2"], "passed")])
    assert states["1.1"] == "skipped" and states["1.2"] == "skipped"


def test_coverage_per_section():
    cov = game_coverage(_book(), [_rec(["1.1"], "passed"), _rec(["1.2"], "failed")])
    assert (cov["rules"], cov["normative"], cov["passing"], cov["failing"], cov["without"]) == (6, 4, 1, 1, 2)
    assert cov["percent"] == 25.0
    assert cov["sections"]["1"] == {"rules": 4, "normative": 3, "passing": 1, "failing": 1, "skipped": 0,
                                    "without": 1, "percent": 33.3}
    assert cov["sections"]["2"]["without"] == 1


def test_coverage_command_lists_all_four_games(monkeypatch, tmp_path):
    out = tmp_path / "conformance.json"
    out.write_text(json.dumps({"version": 1, "scenarios": [_rec(["2.6.4"], "passed", game="champions")]}))
    monkeypatch.setenv("RULEKEEPER_RESULTS", str(out))
    result = CliRunner().invoke(app, ["coverage", "--json"])
    assert result.exit_code == 0, result.output
    games = json.loads(result.output)["games"]
    assert set(games) == {"champions", "invasion", "brawl", "aos4"}
    assert games["champions"]["passing"] == 1 and games["invasion"]["passing"] == 0
    for key in ("rules", "normative", "passing", "failing", "skipped", "without", "percent", "sections"):
        assert key in games["brawl"]


def test_coverage_of_one_game_as_a_table(monkeypatch, tmp_path):
    out = tmp_path / "conformance.json"
    out.write_text(json.dumps({"version": 1, "scenarios": [_rec(["2.6.4"], "passed", game="champions")]}))
    monkeypatch.setenv("RULEKEEPER_RESULTS", str(out))
    result = CliRunner().invoke(app, ["coverage", "--game", "champions"])
    assert result.exit_code == 0 and "champions" in result.output


@pytest.mark.parametrize("content, says", [("{not json", "not valid JSON"),
                                            ('{"version": 1, "scenarios": [{"game": "champions"}]}', "no field")])
def test_a_broken_results_file_is_a_clear_error(monkeypatch, tmp_path, content, says):
    out = tmp_path / "conformance.json"
    out.write_text(content)
    monkeypatch.setenv("RULEKEEPER_RESULTS", str(out))
    result = CliRunner().invoke(app, ["coverage", "--json"])
    assert result.exit_code == 1
    assert says in json.loads(result.output)["error"]


def test_an_unknown_game_is_a_usage_error():
    assert CliRunner().invoke(app, ["coverage", "--game", "chess"]).exit_code == 2


def test_coverage_lists_the_rules_left(monkeypatch, tmp_path):
    out = tmp_path / "conformance.json"
    out.write_text(json.dumps({"version": 1, "scenarios": [_rec(["2.6.4"], "failed", game="champions"),
                                                           _rec(["2.6.5"], "xfailed", game="champions")]}))
    monkeypatch.setenv("RULEKEEPER_RESULTS", str(out))
    result = CliRunner().invoke(app, ["coverage", "--game", "champions", "--left", "--json"])
    left = json.loads(result.output)["games"]["champions"]["left"]
    assert left["failing"] == ["2.6.4"] and left["skipped"] == ["2.6.5"] and "2.6.6" in left["without"]
