"""Unit tests of the site model: splitting rules into pages, reading scenarios, deciding a rule's status."""

from __future__ import annotations

from pathlib import Path

from rulekeeper.site import model, sections, sources
from rulekeeper.site.scenarios import parse_feature
from rulekeeper.site.status import rule_status, scenario_status
from rulekeeper.spec.models import Entry, RuleBook


def _book(ids):
    entries = tuple(Entry(id=i, text=f"text of {i}", kind="normative") for i in ids)
    return RuleBook(game="champions", title="T", file="rules.yaml", entries=entries)


def test_a_large_section_is_split_along_its_subsections_in_document_order():
    ids = ["1", "1.1", "2"] + [f"2.{s}" for s in range(1, 13)] + [f"2.{s}.{r}" for s in range(1, 13) for r in range(1, 15)]
    ids = ["1", "1.1", "2"] + [x for s in range(1, 13) for x in [f"2.{s}"] + [f"2.{s}.{r}" for r in range(1, 15)]]
    site = model.GameSite("champions", _book(ids), None, [])
    model.split_pages(site)
    assert [e.id for p in site.pages for e in p.entries] == ids  # every rule once, in document order
    assert all(len(p.entries) <= sections.MAX_RULES_PER_PAGE for p in site.pages)
    assert site.pages[0].slug == "1" and len(site.pages) > 2
    assert site.page_of["2"] is site.page_of["2.1.1"]  # a section heading stays with its first subsection
    assert site.page_of["2.12.14"] is site.pages[-1]
    assert len({p.slug for p in site.pages}) == len(site.pages)


def test_a_section_named_index_does_not_replace_the_rules_index():
    site = model.GameSite("brawl", _book(["index", "index.a", "setup"]), None, [])
    model.split_pages(site)
    assert "index" not in {p.slug for p in site.pages}


def test_relative_links_between_pages():
    assert model.relative("champions/rules/2.md", "champions/rules/1.md") == "../1/"
    assert model.relative("coverage.md", "champions/index.md") == "../champions/"
    assert model.relative("champions/rules/index.md", "champions/rules/2-6.md") == "2-6/"


def test_scenarios_keep_their_source_tags_and_inherited_rule_tags(tmp_path):
    f = tmp_path / "x.feature"
    f.write_text("@rule:9\nFeature: F\n\n  Background:\n    Given a game\n\n  # note\n  @rule:1.2 @slow\n"
                 "  Scenario: S one\n    Given a\n\n    Then b\n\n  Rule: R\n    @rule:3\n    Scenario: S two\n"
                 "      Given c\n", encoding="utf-8")
    one, two = parse_feature("champions", f, "features/champions/x.feature")
    assert (one.line, one.name, one.rules) == (9, "S one", ("9", "1.2"))
    assert one.source == "@rule:1.2 @slow\nScenario: S one\n  Given a\n\n  Then b"
    assert (two.line, two.rules, two.source) == (16, ("9", "3"), "@rule:3\nScenario: S two\n  Given c")
    assert one.background == two.background == "Background:\n  Given a game"


def test_status_rules():
    normative, informative = Entry("1", "t", "normative"), Entry("2", "", "informative", why="heading")
    assert scenario_status([]) == "not-run"
    assert scenario_status(["passed", "passed"]) == "passing"
    assert scenario_status(["passed", "failed"]) == "failing"
    assert scenario_status(["xfailed"]) == scenario_status(["xpassed"]) == scenario_status(["skipped"]) == "skipped"
    assert rule_status(normative, []) == "none"
    assert rule_status(normative, ["skipped", "passing"]) == "skipped"
    assert rule_status(normative, ["not-run", "passing"]) == "passing"
    assert rule_status(normative, ["not-run"]) == "not-run"
    assert rule_status(normative, ["passing", "failing"]) == "failing"
    assert rule_status(normative, ["skipped"]) == "skipped"
    assert rule_status(informative, ["passing"]) == "informative"


def test_results_match_by_file_and_line_then_by_name(tmp_path, monkeypatch):
    (tmp_path / "build").mkdir()
    (tmp_path / "build" / "conformance.json").write_text(
        '{"version": 1, "scenarios": [{"game": "champions", "feature": "features/champions/x.feature", "line": 9,'
        ' "name": "S one", "rules": ["1.2"], "outcome": "passed"}]}', encoding="utf-8")
    monkeypatch.setenv("RULEKEEPER_SITE_ROOT", str(tmp_path))
    inputs = sources.Inputs(Path(tmp_path))
    sources.load_results(inputs)
    from rulekeeper.site.scenarios import Scenario

    at_line = Scenario("champions", "features/champions/x.feature", 9, "renamed", ("1.2",), "")
    moved = Scenario("champions", "features/champions/x.feature", 30, "S one", ("1.2",), "")
    other = Scenario("champions", "features/champions/y.feature", 9, "S one", ("1.2",), "")
    assert [r.outcome for r in sources.results_for(inputs, at_line)] == ["passed"]
    assert [r.outcome for r in sources.results_for(inputs, moved)] == ["passed"]
    assert sources.results_for(inputs, other) == []


def test_engine_code_that_does_not_import_is_reported_not_hidden(tmp_path, monkeypatch):
    import sys

    from rulekeeper import registry
    from rulekeeper.site import code

    pkg = tmp_path / "rulekeeper_fake_games" / "demo"
    pkg.mkdir(parents=True)
    (tmp_path / "rulekeeper_fake_games" / "__init__.py").write_text("", encoding="utf-8")
    (pkg / "__init__.py").write_text("", encoding="utf-8")
    (pkg / "broken.py").write_text("raise RuntimeError('half-written module')\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    errors: list[str] = []
    real = registry.game
    monkeypatch.setattr(registry, "game", lambda g: registry.GameInfo(g, g, g, engine=f"rulekeeper_fake_games.{g}")
                        if g == "demo" else real(g))
    code._import_engine("demo", errors)
    assert errors == ["rulekeeper_fake_games.demo.broken does not import: RuntimeError: half-written module"]
    code._import_engine("no_such_game", errors)
    code._import_engine("aos4", errors)  # a game with no engine yet: nothing to report
    assert len(errors) == 1
    sys.modules.pop("rulekeeper_fake_games.demo", None)
