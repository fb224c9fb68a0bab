"""Where the site reads its inputs: spec/, features/, build/conformance.json, grammar/ (read only).

`RULEKEEPER_SITE_ROOT` points the build at another checkout-shaped folder (the tests use a fixture);
by default the repository root, or the data bundled in the wheel.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from .. import paths
from ..registry import ids as game_ids
from ..spec.loader import load_rulebook
from ..spec.models import RuleBook, SpecError


def root() -> Path:
    env = os.environ.get("RULEKEEPER_SITE_ROOT")
    if env:
        return Path(env).resolve()
    repo = paths.repo_root()
    return repo if (repo / "spec").is_dir() else paths.data_root()


@dataclass
class Result:
    """One scenario's record in build/conformance.json."""

    outcome: str
    message: str = ""
    log: list = field(default_factory=list)


@dataclass
class Inputs:
    root: Path
    books: dict[str, RuleBook] = field(default_factory=dict)
    spec_errors: dict[str, str] = field(default_factory=dict)
    # (game, feature file name, scenario line) -> results (a Scenario Outline gives one per example row)
    results: dict[tuple[str, str, int], list[Result]] = field(default_factory=dict)
    results_by_name: dict[tuple[str, str, str], list[Result]] = field(default_factory=dict)
    results_note: str = ""  # why there are no results, when there are none
    problems: list[str] = field(default_factory=list)  # broken inputs, reported as build warnings


def load_books(inputs: Inputs) -> None:
    for game in game_ids():
        path = inputs.root / "spec" / game / "rules.yaml"
        try:
            inputs.books[game] = load_rulebook(path, game)
        except SpecError as exc:
            inputs.spec_errors[game] = str(exc)
            inputs.problems.append(str(exc))


def load_results(inputs: Inputs) -> None:
    """build/conformance.json, when present: results keyed by (game, feature file name, scenario line)."""
    path = inputs.root / "build" / "conformance.json"
    if not path.is_file():
        inputs.results_note = "build/conformance.json is absent: the scenarios have not been run for this build."
        return
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        records = data["scenarios"]
        if not isinstance(records, list):
            raise TypeError("'scenarios' must be a list")
    except (ValueError, KeyError, TypeError) as exc:
        inputs.problems.append(f"{path}: not a conformance report ({exc})")
        inputs.results_note = f"{path.name} could not be read: {exc}"
        return
    for i, rec in enumerate(records):
        try:
            game, feature, line = str(rec["game"]), Path(str(rec["feature"])).name, int(rec["line"])
            res = Result(str(rec["outcome"]), str(rec.get("message") or ""), list(rec.get("log") or []))
        except (KeyError, TypeError, ValueError) as exc:
            inputs.problems.append(f"{path}, scenarios[{i}]: missing or bad field ({exc})")
            continue
        inputs.results.setdefault((game, feature, line), []).append(res)
        inputs.results_by_name.setdefault((game, feature, str(rec.get("name", ""))), []).append(res)


def results_for(inputs: Inputs, scenario) -> list[Result]:
    """The recorded results of one scenario (matched by file and line, else by file and name)."""
    key = (scenario.game, scenario.file_name)
    return inputs.results.get(key + (scenario.line,)) or inputs.results_by_name.get(key + (scenario.name,), [])


def load(at: Path | None = None) -> Inputs:
    inputs = Inputs(Path(at) if at else root())
    load_books(inputs)
    load_results(inputs)
    return inputs
