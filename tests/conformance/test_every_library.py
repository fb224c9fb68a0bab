"""Every game's step library, checked the same way: each step's example fits its own pattern, each feature step
fits exactly one step of its kind, each scenario names rules that are normative entries of its game."""

from __future__ import annotations

import importlib

import pytest
from gherkin.parser import Parser
from gherkin.token_scanner import TokenScanner
from pytest_bdd import parsers

from rulekeeper import paths
from rulekeeper.conformance import catalog
from rulekeeper.registry import with_part
from rulekeeper.spec.loader import load_game


def _scenarios(game: str):
    for path in sorted((paths.repo_root() / "features" / game).glob("*.feature")):
        doc = Parser().parse(TokenScanner(path.read_text(encoding="utf-8")))
        for child in doc["feature"]["children"]:
            if "scenario" in child:
                yield path.name, child["scenario"]


@pytest.mark.parametrize("game", with_part("steps"))
def test_each_step_fits_exactly_one_step_and_each_scenario_names_normative_rules(game):
    types = importlib.import_module(f"rulekeeper.conformance.{game}.common").TYPES
    steps = catalog(game)
    matchers = [(s, parsers.parse(s["pattern"], types)) for s in steps]
    book = load_game(game)
    problems = []
    for s, m in matchers:
        if not m.is_matching(s["example"].split("\n")[0].partition(" ")[2]):
            problems.append(f"example of {s['pattern']!r} does not fit it")
    for file, sc in _scenarios(game):
        kind = None
        for st in sc["steps"]:
            word = st["keyword"].strip().lower()
            kind = kind if word in ("and", "but") else word
            found = [s["pattern"] for s, m in matchers if s["kind"] == kind and m.is_matching(st["text"])]
            if len(found) != 1:
                problems.append(f"{file}:{st['location']['line']} {st['text']!r} matches {found}")
        rules = [t["name"][len("@rule:"):] for t in sc["tags"] if t["name"].startswith("@rule:")]
        if not rules:
            problems.append(f"{file}: {sc['name']} has no @rule tag")
        for rid in rules:
            entry = book.get(rid)
            if entry is None or not entry.normative:
                problems.append(f"{file}: {sc['name']}: {rid} is not a normative rule")
    assert not problems, "\n".join(problems)
