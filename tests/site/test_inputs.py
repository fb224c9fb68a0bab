"""Inputs the site reads, good and bad: no results file, a broken feature file, a broken spec, a corpus."""

from __future__ import annotations

import json

from conftest import FEATURE, build, fixture_results, make_fixture_root
from site_html import scan


def test_without_results_every_scenario_is_not_run_and_the_page_says_why(tmp_path):
    root = make_fixture_root(tmp_path / "root", results=None)
    run = build(tmp_path / "site", root)
    assert run.returncode == 0, run.stderr
    statuses = scan(tmp_path / "site" / "champions" / "rules" / "1" / "index.html").rules
    assert statuses["1.1"] == statuses["1.2"] == "not-run" and statuses["1.1.1"] == "none"
    overview = (tmp_path / "site" / "champions" / "index.html").read_text(encoding="utf-8")
    assert "the scenarios have not been run for this build" in overview


def test_a_broken_feature_file_fails_the_strict_build_naming_file_and_line(tmp_path):
    root = make_fixture_root(tmp_path / "root", fixture_results())
    path = root / FEATURE
    path.write_text(path.read_text(encoding="utf-8") + "\n  Scenario: half\n    Given x\n  Oops this is not Gherkin\n",
                    encoding="utf-8")
    run = build(tmp_path / "site", root)
    assert run.returncode != 0
    out = run.stdout + run.stderr
    assert "WARNING" in out and f"{FEATURE}: " in out and "(23:" in out, out
    assert "Traceback" not in out


def test_a_broken_spec_fails_the_strict_build_naming_file_entry_and_field(tmp_path):
    root = make_fixture_root(tmp_path / "root", fixture_results())
    rules = root / "spec" / "brawl" / "rules.yaml"
    rules.write_text(rules.read_text(encoding="utf-8").replace("    kind: normative\n", "    kind: sometimes\n", 1),
                     encoding="utf-8")
    run = build(tmp_path / "site", root)
    assert run.returncode != 0
    out = run.stdout + run.stderr
    assert "spec/brawl/rules.yaml, entry 'faq.1', field 'kind': must be one of normative, informative" in out
    assert "Traceback" not in out


def test_a_malformed_results_file_is_reported(tmp_path):
    root = make_fixture_root(tmp_path / "root", {"version": 1, "scenarios": [{"game": "champions"}]})
    run = build(tmp_path / "site", root)
    assert run.returncode != 0
    assert "conformance.json, scenarios[0]: missing or bad field" in run.stdout + run.stderr


def test_a_corpus_given_to_the_build_adds_the_cards_check_failures_table(tmp_path):
    root = make_fixture_root(tmp_path / "root", fixture_results())
    corpus = tmp_path / "champions-corpus.json"
    corpus.write_text(json.dumps([{"name": "Good One", "text": "Deal 2 damage."},
                                  {"name": "Bad One", "text": "Deal lots of damage to everyone!"}]), encoding="utf-8")
    run = build(tmp_path / "site", root, {"RULEKEEPER_CORPUS": f"champions={corpus}"})
    assert run.returncode == 0, run.stderr
    html = (tmp_path / "site" / "champions" / "cards" / "index.html").read_text(encoding="utf-8")
    assert 'id="corpus"' in html and "1 of 2 parsed (50.0 %); 1 failures." in html
    assert "<td>Bad One</td><td>Deal lots of damage to everyone!</td>" in html
    assert "<td>Good One</td>" not in html
    other = (tmp_path / "site" / "invasion" / "cards" / "index.html").read_text(encoding="utf-8")
    assert 'id="corpus"' not in other


def test_make_test_runs_the_strict_docs_build_without_quiet():
    """`mkdocs build --strict -q` passes despite warnings (quiet drops them before strict counts them)."""
    from conftest import REPO

    recipe = (REPO / "Makefile").read_text(encoding="utf-8").split("\ntest:", 1)[1].split("\n\n", 1)[0]
    line = next(l for l in recipe.splitlines() if "mkdocs build" in l)
    assert "--strict" in line.split() and "-q" not in line.split()
