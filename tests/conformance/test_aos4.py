"""The AoS 4 conformance suite: every scenario of features/aos4/ (pytest-bdd), run against the engine; and the
step library's own checks (each feature step fits exactly one step, each scenario names normative rules)."""

from pathlib import Path

from gherkin.parser import Parser
from gherkin.token_scanner import TokenScanner
from pytest_bdd import parsers, scenarios

from rulekeeper.conformance import catalog
from rulekeeper.conformance.aos4.common import TYPES
from rulekeeper.conformance.aos4.steps import *  # noqa: F401,F403  (the step library and the driver fixture)
from rulekeeper.spec.loader import load_game

scenarios("aos4")

FEATURES = Path(__file__).resolve().parents[2] / "features" / "aos4"


def _scenarios():
    for path in sorted(FEATURES.glob("*.feature")):
        doc = Parser().parse(TokenScanner(path.read_text(encoding="utf-8")))
        for child in doc["feature"]["children"]:
            if "scenario" in child:
                yield path.name, child["scenario"]


def test_each_aos4_step_fits_exactly_one_step_and_each_scenario_names_normative_rules():
    steps = catalog("aos4")
    book = load_game("aos4")
    problems = []
    for s in steps:
        keyword, _, text = s["example"].split("\n")[0].partition(" ")
        if not parsers.parse(s["pattern"], TYPES).is_matching(text):
            problems.append(f"example of {s['pattern']!r} does not fit it")
    for file, sc in _scenarios():
        kind = None
        for st in sc["steps"]:
            word = st["keyword"].strip().lower()
            kind = kind if word in ("and", "but") else word
            found = [s["pattern"] for s in steps if s["kind"] == kind
                     and parsers.parse(s["pattern"], TYPES).is_matching(st["text"])]
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
