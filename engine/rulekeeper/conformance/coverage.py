"""Coverage of the rules by scenarios, per game and per top-level section (test262-style).

A normative rule is *passing* only when it has at least one scenario and every one of its scenarios passed;
*failing* when any of its scenarios failed; *skipped* when none failed but some were xfailed, xpassed or skipped;
*without* when no scenario names it. xfail and skip never count as passing.
"""

from __future__ import annotations

from collections import defaultdict

from ..spec.models import RuleBook

STATES = ("passing", "failing", "skipped", "without")


def rule_states(book: RuleBook, records: list[dict]) -> dict[str, str]:
    """Normative rule id -> passing | failing | skipped | without."""
    outcomes: dict[str, list[str]] = defaultdict(list)
    for rec in records:
        if rec.get("game") != book.game:
            continue
        for rid in rec.get("rules", []):
            outcomes[rid].append(rec["outcome"])
    states = {}
    for entry in book.normative:
        seen = outcomes.get(entry.id, [])
        if not seen:
            states[entry.id] = "without"
        elif "failed" in seen:
            states[entry.id] = "failing"
        elif all(o == "passed" for o in seen):
            states[entry.id] = "passing"
        else:
            states[entry.id] = "skipped"
    return states


def _tally(rules: int, states: list[str]) -> dict:
    normative = len(states)
    out = {"rules": rules, "normative": normative}
    for s in STATES:
        out[s] = states.count(s)
    out["percent"] = round(100.0 * out["passing"] / normative, 1) if normative else 0.0
    return out


def unknown_rules(book: RuleBook, records: list[dict]) -> list[tuple[str, str]]:
    """(scenario, rule id) pairs whose tag names no rule of the game's spec."""
    return [(f"{r['feature']}:{r.get('line', '?')} {r.get('name', '')}", rid)
            for r in records if r.get("game") == book.game
            for rid in r.get("rules", []) if rid not in book]


def game_coverage(book: RuleBook, records: list[dict]) -> dict:
    """{"rules", "normative", "passing", "failing", "skipped", "without", "percent", "scenarios",
    "sections": {S: {...}}}"""
    states = rule_states(book, records)
    by_section_all: dict[str, int] = defaultdict(int)
    by_section: dict[str, list[str]] = defaultdict(list)
    for entry in book.entries:
        section = book.section_of(entry)
        by_section_all[section] += 1
        if entry.normative:
            by_section[section].append(states[entry.id])
    result = _tally(len(book.entries), list(states.values()))
    result["scenarios"] = sum(1 for r in records if r.get("game") == book.game)
    result["sections"] = {s: _tally(n, by_section.get(s, [])) for s, n in by_section_all.items()}
    return result
