"""The generated pages of the fixture project (tests/site/fixture + a conformance report written by the test):
badges from results, findings as callouts, cited rules as links, event logs, chart, cards, search index."""

from __future__ import annotations

import json
import re

from site_html import scan

RULES_1 = "champions/rules/1/index.html"
RULES_2 = "champions/rules/2/index.html"


def rule_block(site, page: str, rid: str) -> str:
    html = (site / page).read_text(encoding="utf-8")
    m = re.search(rf'<div class="rk-rule" data-rule="{re.escape(rid)}".*?(?=<h[1-6] |</article>)', html, re.S)
    assert m, f"rule {rid} not on {page}"
    return m.group(0)


def test_badges_follow_the_recorded_outcomes(fixture_site):
    statuses = {**scan(fixture_site / RULES_1).rules, **scan(fixture_site / RULES_2).rules}
    assert statuses == {"1": "informative", "1.1": "passing", "1.1.1": "none", "1.2": "failing", "1.2a": "failing",
                        "2": "informative", "2.1": "not-run", "2.2": "none"}
    assert ">no scenario yet</span>" in rule_block(fixture_site, RULES_2, "2.2")
    assert ">scenario not run</span>" in rule_block(fixture_site, RULES_2, "2.1")
    assert "Informative: a section heading" in rule_block(fixture_site, RULES_1, "1")


def test_a_source_finding_is_a_callout_on_its_rule(fixture_site):
    block = rule_block(fixture_site, RULES_1, "1.1.1")
    assert 'class="admonition warning rk-finding"' in block
    assert "Source finding: missing-ref" in block and "cites 9.9.9, which does not exist" in block


def test_cited_rules_are_links_to_their_anchors(fixture_site):
    assert '<a class="rk-ref" href="#1.2">1.2</a>' in rule_block(fixture_site, RULES_1, "1.1")
    assert '<a class="rk-ref" href="../1/#1.1.1">1.1.1</a>' in rule_block(fixture_site, RULES_2, "2.1")
    assert "Cites: " in rule_block(fixture_site, RULES_1, "1.1")


def test_scenario_gherkin_with_its_event_log_folded_beneath(fixture_site):
    block = rule_block(fixture_site, RULES_1, "1.1")
    assert "features/champions/01_fixture_basics.feature:4" in block
    assert "The active player draws a card at the start of the turn" in block
    assert re.search(r'<details class="info rk-log-box"><summary>Event log: 1 events</summary>', block)
    assert "<code>draw</code>" in block and 'card=&quot;Fixture Striker&quot;' in block
    failing = rule_block(fixture_site, RULES_1, "1.2")
    assert "AssertionError: player A is not defeated" in failing
    assert '· also shows <a class="rk-ref" href="#1.2a">1.2a</a>' in failing


def test_coverage_chart_counts_each_status(fixture_site):
    html = (fixture_site / "coverage" / "index.html").read_text(encoding="utf-8")
    svg = re.search(r"<svg class=\"rk-chart\".*?</svg>", html, re.S).group(0)
    for count, label in ((1, "passing"), (2, "failing"), (1, "scenario not run"), (2, "no scenario yet"),
                         (2, "informative")):
        assert f"<title>champions: {count} {label}</title>" in svg
    assert "<title>invasion: 1 no scenario yet</title>" in svg
    overview = (fixture_site / "champions" / "index.html").read_text(encoding="utf-8")
    assert "<svg" in overview and "normative rules with a passing scenario: 1 of 6" in overview


def test_cards_show_text_status_and_canonical_text_or_error(fixture_site):
    html = (fixture_site / "champions" / "cards" / "index.html").read_text(encoding="utf-8")
    striker = html[html.index('id="card-fixture-striker"'):html.index('id="card-fixture-blunder"')]
    blunder = html[html.index('id="card-fixture-blunder"'):]
    assert "<th>cost</th><td>2</td>" in striker
    assert ">parses</span>" in striker and "Canonical text" in striker and "<summary>AST (empty fields left out)</summary>" in striker
    assert ">does not parse</span>" in blunder and "line 1, column" in blunder and "^" in blunder


def test_search_index_holds_rules_and_cards(fixture_site):
    index = json.loads((fixture_site / "search" / "search_index.json").read_text(encoding="utf-8"))
    locations = {d["location"] for d in index["docs"]}
    assert "champions/rules/1/#1.2" in locations
    assert "champions/cards/#card-fixture-striker" in locations


def test_rules_index_maps_ids_to_pages(fixture_site):
    html = (fixture_site / "champions" / "rules" / "index.html").read_text(encoding="utf-8")
    where = json.loads(re.search(r"var m=(\{.*?\});", html).group(1))
    assert where == {"1": "1/", "1.1": "1/", "1.1.1": "1/", "1.2": "1/", "1.2a": "1/",
                     "2": "2/", "2.1": "2/", "2.2": "2/"}


def test_a_rule_lists_the_rules_that_cite_it(fixture_site):
    block = rule_block(fixture_site, RULES_1, "1.2")
    assert 'Cited by: <a class="rk-ref" href="#1.1">1.1</a>' in block
    assert 'Cited by: <a class="rk-ref" href="../2/#2.1">2.1</a>' in rule_block(fixture_site, RULES_1, "1.1.1")


def test_the_game_page_lists_every_source_finding(fixture_site):
    overview = (fixture_site / "champions" / "index.html").read_text(encoding="utf-8")
    assert "Source findings: 1 problems in the source document" in overview
    assert '<td><a class="rk-ref" href="rules/1/#1.1.1">1.1.1</a></td><td>missing-ref</td>' in overview


def test_card_names_in_rule_text_link_to_their_cards(fixture_site):
    block = rule_block(fixture_site, RULES_2, "2.1")
    assert '<a class="rk-card-ref" href="../../cards/#card-fixture-striker">Fixture Striker</a> deals 2' in block


def test_a_card_lists_the_rules_that_name_it(fixture_site):
    html = (fixture_site / "champions" / "cards" / "index.html").read_text(encoding="utf-8")
    striker = html[html.index('id="card-fixture-striker"'):html.index('id="card-fixture-blunder"')]
    assert 'Named by the rules: <a class="rk-ref" href="../rules/2/#2.1">2.1</a>' in striker
