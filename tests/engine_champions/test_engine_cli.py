"""`rulekeeper simulate`, `explain`, `rules unimplemented` through the CLI."""

import json

from typer.testing import CliRunner

from rulekeeper.cli import app

runner = CliRunner()


def test_simulate_json_summary():
    r = runner.invoke(app, ["simulate", "--game", "champions", "--games", "5", "--seed", "2", "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert {k: data[k] for k in ("games", "completed", "errors", "invariant_violations")} == \
        {"games": 5, "completed": 5, "errors": 0, "invariant_violations": 0}
    assert data["games_per_second"] > 0
    assert set(data) == {"games", "completed", "errors", "invariant_violations", "games_per_second"}


def test_simulate_unknown_game_is_a_usage_error():
    r = runner.invoke(app, ["simulate", "--game", "chess", "--games", "1"])
    assert r.exit_code == 2


def test_explain_prints_rule_ids():
    r = runner.invoke(app, ["explain", "--game", "champions", "--seed", "1", "--json"])
    assert r.exit_code == 0, r.output
    log = json.loads(r.output)["log"]
    assert log and all(ev["rules"] for ev in log)
    assert log[-1]["kind"] == "game_over"


def test_rules_unimplemented_lists_normative_rules_no_code_claims():
    r = runner.invoke(app, ["rules", "unimplemented", "--game", "champions", "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data["claimed"] + len(data["unimplemented"]) == data["normative"]
    assert "2.6.5" not in {u["id"] for u in data["unimplemented"]}
    assert all(u["why"] for u in data["unimplemented"])  # every gap says why


def test_an_illegal_deck_is_an_input_error_naming_the_rule(tmp_path):
    bad = tmp_path / "decks.yaml"
    bad.write_text("decks:\n- name: Short\n  champions: [Megaboss]\n  blessings: []\n  actions: {Ardboyz: 3}\n")
    r = runner.invoke(app, ["simulate", "--game", "champions", "--games", "1", "--decks", str(bad), "--json"])
    assert r.exit_code == 1
    assert "Short" in json.loads(r.output)["error"] and "2.1.1.1" in json.loads(r.output)["error"]


def test_a_missing_decks_file_is_an_input_error(tmp_path):
    r = runner.invoke(app, ["simulate", "--game", "champions", "--games", "1", "--decks", str(tmp_path / "no.yaml")])
    assert r.exit_code == 1 and "Traceback" not in r.output


def test_simulate_on_a_local_cluster_gives_the_same_totals_as_one_process():
    """`simulate --cluster`: a Dask distributed cluster of 2 worker processes on this machine plays the same games."""
    import json

    from distributed import LocalCluster

    args = ["simulate", "--game", "champions", "--games", "30", "--seed", "4", "--json"]
    alone = json.loads(runner.invoke(app, args + ["--workers", "1"]).stdout)
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        spread = runner.invoke(app, args + ["--cluster", cluster.scheduler_address])
    assert spread.exit_code == 0, spread.stdout
    spread = json.loads(spread.stdout)
    for summary in (alone, spread):
        summary.pop("games_per_second")
    assert spread == alone == {"games": 30, "completed": 30, "errors": 0, "invariant_violations": 0}


def test_simulate_with_no_scheduler_at_the_address_is_a_clear_error(monkeypatch):
    from rulekeeper.kernel import simulate

    monkeypatch.setattr(simulate, "CONNECT_TIMEOUT", 1)
    r = runner.invoke(app, ["simulate", "--game", "champions", "--games", "2", "--cluster", "tcp://127.0.0.1:9",
                            "--json"])
    assert r.exit_code == 1 and "--cluster tcp://127.0.0.1:9" in r.stdout


def test_simulate_paranoid_gives_the_same_verdicts():
    args = ["simulate", "--game", "champions", "--games", "4", "--seed", "3", "--json", "--workers", "1"]
    quick, full = runner.invoke(app, args), runner.invoke(app, args + ["--paranoid"])
    assert quick.exit_code == full.exit_code == 0, full.output
    a, b = json.loads(quick.output), json.loads(full.output)
    a.pop("games_per_second"), b.pop("games_per_second")
    assert a == b == {"games": 4, "completed": 4, "errors": 0, "invariant_violations": 0}
