"""Inputs the site reads, good and bad: no results file, a broken feature file, a broken spec, a corpus."""

from __future__ import annotations

import json

import html
import re

from site_build import FEATURE, build, fixture_results, make_fixture_root

from rulekeeper.site.hooks import generate


def generated(monkeypatch, root, corpus: str | None = None):
    """The pages and problems the hooks produce for a root, in this process (no full build needed)."""
    monkeypatch.setenv("RULEKEEPER_SITE_ROOT", str(root))
    if corpus:
        monkeypatch.setenv("RULEKEEPER_CORPUS", corpus)
    else:
        monkeypatch.delenv("RULEKEEPER_CORPUS", raising=False)
    pages, _nav, problems = generate()
    return pages, problems


def test_without_results_every_scenario_is_not_run_and_the_page_says_why(tmp_path, monkeypatch):
    pages, problems = generated(monkeypatch, make_fixture_root(tmp_path / "root", results=None))
    assert problems == []
    statuses = dict(re.findall(r'data-rule="([^"]+)" data-status="([^"]+)"', pages["champions/rules/1.md"]))
    assert statuses["1.1"] == statuses["1.2"] == "not-run" and statuses["1.1.1"] == "none"
    assert "the scenarios have not been run for this build" in pages["champions/index.md"]


def test_a_broken_feature_file_fails_the_strict_build_naming_file_and_line(tmp_path):
    root = make_fixture_root(tmp_path / "root", fixture_results())
    path = root / FEATURE
    path.write_text(path.read_text(encoding="utf-8") + "\n  Scenario: half\n    Given x\n  Oops this is not Gherkin\n",
                    encoding="utf-8")
    run = build(tmp_path / "site", root)
    assert not run.ok
    assert f"WARNING rulekeeper: {FEATURE}: Parser errors:" in run.log and "(23:3)" in run.log, run.log
    assert "Aborted with 1 warnings in strict mode" in run.log


def test_a_broken_spec_is_reported_naming_file_entry_and_field(tmp_path, monkeypatch):
    root = make_fixture_root(tmp_path / "root", fixture_results())
    rules = root / "spec" / "brawl" / "rules.yaml"
    rules.write_text(rules.read_text(encoding="utf-8").replace("    kind: normative\n", "    kind: sometimes\n", 1),
                     encoding="utf-8")
    pages, problems = generated(monkeypatch, root)
    wanted = "spec/brawl/rules.yaml, entry 'faq.1', field 'kind': must be one of normative, informative"
    assert len(problems) == 1 and wanted in problems[0]
    assert "The rules file does not load" in pages["brawl/index.md"] and html.escape(wanted) in pages["brawl/index.md"]
    assert "champions/rules/1.md" in pages  # the other games still build


def test_a_malformed_results_file_is_reported(tmp_path, monkeypatch):
    root = make_fixture_root(tmp_path / "root", {"version": 1, "scenarios": [{"game": "champions"}]})
    _pages, problems = generated(monkeypatch, root)
    assert any("conformance.json, scenarios[0]: missing or bad field" in p for p in problems), problems


def test_a_corpus_given_to_the_build_adds_the_cards_check_failures_table(tmp_path, monkeypatch):
    root = make_fixture_root(tmp_path / "root", fixture_results())
    corpus = tmp_path / "champions-corpus.json"
    corpus.write_text(json.dumps([{"name": "Good One", "text": "Deal 2 damage."},
                                  {"name": "Bad One", "text": "Deal lots of damage to everyone!"}]), encoding="utf-8")
    pages, _ = generated(monkeypatch, root, f"champions={corpus}")
    html = pages["champions/cards.md"]
    assert "{ #corpus }" in html and "1 of 2 parsed (50.0 %); 1 failures." in html
    assert "<td>Bad One</td><td>Deal lots of damage to everyone!</td>" in html
    assert "<td>Good One</td>" not in html
    assert "#corpus" not in pages["invasion/cards.md"]


def test_make_test_runs_the_strict_docs_build_without_quiet():
    """`mkdocs build --strict -q` passes despite warnings (quiet drops them before strict counts them)."""
    from site_build import REPO

    recipe = (REPO / "Makefile").read_text(encoding="utf-8").split("\ntest:", 1)[1].split("\n\n", 1)[0]
    line = next(l for l in recipe.splitlines() if "mkdocs build" in l)
    assert "--strict" in line.split() and "-q" not in line.split()


def test_all_four_games_appear_even_with_no_rules_yet(tmp_path, monkeypatch):
    root = make_fixture_root(tmp_path / "root", results=None)
    for game in ("champions", "invasion", "brawl", "aos4"):
        (root / "spec" / game / "rules.yaml").write_text(f"game: {game}\ntitle: {game}\nentries: []\n", encoding="utf-8")
    pages, problems = generated(monkeypatch, root)
    assert problems == []
    for game in ("champions", "invasion", "brawl", "aos4"):
        assert "No rules transcribed yet." in pages[f"{game}/index.md"]
        assert f"{game}/cards.md" in pages and f"{game}/language.md" in pages


def test_a_scenario_tagged_with_an_unknown_rule_is_listed_on_the_game_page(tmp_path, monkeypatch):
    root = make_fixture_root(tmp_path / "root", fixture_results())
    path = root / FEATURE
    path.write_text(path.read_text(encoding="utf-8") + "\n  @rule:9.9\n  Scenario: Cites a rule that is not there\n"
                    "    Given player A has 3 cards in hand\n", encoding="utf-8")
    pages, _ = generated(monkeypatch, root)
    overview = pages["champions/index.md"]
    assert "Scenarios tagged with rule ids that are not in the rules" in overview
    assert f"<code>{FEATURE}:22</code> tags <code>@rule:9.9</code>" in overview


def test_a_long_card_list_is_split_over_pages_and_links_follow_the_cards(tmp_path, monkeypatch):
    from rulekeeper.site import cards_page

    monkeypatch.setattr(cards_page, "CARDS_PER_PAGE", 1)
    pages, problems = generated(monkeypatch, make_fixture_root(tmp_path / "root", fixture_results()))
    assert problems == []
    one, two = pages["champions/cards/1.md"], pages["champions/cards/2.md"]
    assert "{ #card-fixture-striker }" in one and "{ #card-fixture-blunder }" in two
    assert 'Named by the rules: <a class="rk-ref" href="../../rules/2/#2.1">2.1</a>' in one
    assert '<a href="1/#card-fixture-striker">Fixture Striker</a>' in pages["champions/cards.md"]
    assert 'href="../../cards/1/#card-fixture-striker">Fixture Striker</a>' in pages["champions/rules/2.md"]
    run = build(tmp_path / "site", tmp_path / "root")
    assert run.ok, run.log
    assert (tmp_path / "site" / "champions" / "cards" / "2" / "index.html").is_file()
