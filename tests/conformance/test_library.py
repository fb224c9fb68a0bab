"""The step library itself: every example fits its pattern, every feature step fits exactly one step, every
scenario names real normative rules, the document's own examples each have a scenario."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from gherkin.parser import Parser
from gherkin.token_scanner import TokenScanner
from pytest_bdd import parsers

from rulekeeper.conformance import catalog
from rulekeeper.conformance.champions.common import TYPES
from rulekeeper.spec.loader import load_game

FEATURES = Path(__file__).resolve().parents[2] / "features" / "champions"
STEPS = [s for s in catalog("champions")]
PARSERS = {kind: [(s["pattern"], parsers.parse(s["pattern"], TYPES)) for s in STEPS if s["kind"] == kind]
           for kind in ("given", "when", "then")}


def _scenarios():
    for path in sorted(FEATURES.glob("*.feature")):
        doc = Parser().parse(TokenScanner(path.read_text(encoding="utf-8")))
        feature = doc["feature"]
        background = [c["background"] for c in feature["children"] if "background" in c]
        for child in feature["children"]:
            if "scenario" in child:
                yield path.name, feature, background, child["scenario"]


SCENARIOS = list(_scenarios())


def _matching(kind: str, text: str) -> list[str]:
    return [pattern for pattern, parser in PARSERS[kind] if parser.is_matching(text)]


def test_catalog_lists_every_kind_with_docs():
    assert {s["kind"] for s in STEPS} == {"given", "when", "then"}
    undocumented = [s["pattern"] for s in STEPS if not s["doc"]]
    assert not undocumented


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s["pattern"])
def test_each_example_matches_its_own_pattern(step):
    keyword, _, text = step["example"].split("\n")[0].partition(" ")
    assert keyword.lower() == step["kind"]
    assert step["pattern"] in _matching(step["kind"], text)


def test_each_feature_step_matches_exactly_one_step():
    problems = []
    for file, _, background, scenario in SCENARIOS:
        kind = None
        for step in [s for b in background for s in b["steps"]] + scenario["steps"]:
            word = step["keyword"].strip().lower()
            kind = kind if word in ("and", "but") else word
            found = _matching(kind, step["text"])
            if len(found) != 1:
                problems.append(f"{file}:{step['location']['line']} {step['text']!r} matches {found}")
    assert not problems, "\n".join(problems)


def test_each_scenario_names_normative_rules_of_the_spec():
    book = load_game("champions")
    problems = []
    for file, _, _, scenario in SCENARIOS:
        tags = [t["name"] for t in scenario["tags"]]
        rules = [t[len("@rule:"):] for t in tags if t.startswith("@rule:")]
        where = f"{file}:{scenario['location']['line']} {scenario['name']}"
        if not rules:
            problems.append(f"{where}: no @rule tag")
        for rid in rules:
            entry = book.get(rid)
            if entry is None or not entry.normative:
                problems.append(f"{where}: {rid} is {'not in the spec' if entry is None else 'informative'}")
        for tag in tags:
            if tag == "@xfail" or (tag.startswith("@xfail") and not tag.startswith("@xfail:")):
                problems.append(f"{where}: {tag} without a reason")
    assert not problems, "\n".join(problems)


def test_every_scenario_checks_something():
    """No scenario whose steps assert nothing: each has at least one Then."""
    empty = [f"{f}:{s['location']['line']}" for f, _, _, s in SCENARIOS
             if not any(st["keyword"].strip() == "Then" for st in s["steps"])]
    assert not empty


DOCUMENT_EXAMPLES = {  # rule id -> cards its example names (spec/champions/rules.yaml)
    "2.2.3": ["Fearless Khorgoraths"], "2.5.1.4": ["Feasting Vargheist"], "2.5.2.4": ["Invigorating Chant"],
    "2.5.3.5": ["Waaagh! Infusion"], "2.6.4": ["Bloodreaver Chieftain", "Pack of Bloodletters"],
    "2.7.1": ["Favour of the Gods", "Gore-slick Skullreaper"], "2.9.3": ["Hungering Vampire Lord"],
    "3.1.5b": ["Stardrake"], "4.1.1.4": ["Gaze of Khorne", "Starving Flesh Hounds"], "4.1.3.2d": ["Gryph Charger"],
    "4.1.3.2e": ["Grimghast Reapers", "Commanding the Dead"],
}


@pytest.mark.parametrize("rule", sorted(DOCUMENT_EXAMPLES))
def test_each_example_of_the_document_is_its_own_scenario(rule):
    cards = DOCUMENT_EXAMPLES[rule]
    found = [s for _, _, _, s in SCENARIOS if f"@rule:{rule}" in [t["name"] for t in s["tags"]]
             and all(any(f'"{c}"' in st["text"] for st in s["steps"]) for c in cards)]
    assert found, f"no scenario tagged {rule} uses {cards}"


def test_edge_cases_have_scenarios():
    text = "\n".join(p.read_text(encoding="utf-8") for p in FEATURES.glob("*.feature"))
    for needle in ("has 0 health", "has 35 health", "deck is empty", "Support of player A's lane 1 is 2",
                   "X Unit", "Then player A has 0 health\n    And player B has 0 health"):
        assert needle in text, needle
    assert re.search(r"A stack holds at most 3 cards", text)
