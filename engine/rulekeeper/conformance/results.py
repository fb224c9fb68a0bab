"""build/conformance.json: reading, merging (a partial run keeps the other scenarios' records) and validating."""

from __future__ import annotations

import json
import os
from pathlib import Path

from .. import paths

RESULTS_VERSION = 1
OUTCOMES = ("passed", "failed", "skipped", "xfailed", "xpassed")


class ResultsError(ValueError):
    """build/conformance.json is missing a field or has the wrong shape: says which record and which field."""


def results_path() -> Path:
    """build/conformance.json in the checkout, or the file named by $RULEKEEPER_RESULTS (tests use it)."""
    override = os.environ.get("RULEKEEPER_RESULTS")
    return Path(override) if override else paths.repo_root() / "build" / "conformance.json"


def _still_there(record: dict, root: Path) -> bool:
    """An old record survives only while its scenario is still at that line of that feature file."""
    path = root / record.get("feature", "")
    if not path.is_file():
        return False
    lines = path.read_text(encoding="utf-8").splitlines()
    line = record.get("line", 0)
    return 1 <= line <= len(lines) and record.get("name", "\0") in lines[line - 1]


def merge_records(old: list[dict], new: list[dict], root: Path) -> list[dict]:
    """New records replace old ones for the same scenario; old ones stay if their scenario still exists."""
    key = lambda r: (r.get("feature"), r.get("line"))  # noqa: E731
    fresh = {key(r) for r in new}
    kept = [r for r in old if isinstance(r, dict) and key(r) not in fresh and _still_there(r, root)]
    return sorted(kept + new, key=lambda r: (r.get("game", ""), r.get("feature", ""), r.get("line", 0)))


def load_results(path: Path | None = None) -> list[dict]:
    """The scenario records; an absent file means no scenario has run yet (an empty list)."""
    path = path or results_path()
    if not path.is_file():
        return []
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as exc:
        raise ResultsError(f"{path}: not valid JSON ({exc})") from None
    if not isinstance(data, dict) or not isinstance(data.get("scenarios"), list):
        raise ResultsError(f"{path}: expected {{\"version\": 1, \"scenarios\": [...]}}")
    for i, rec in enumerate(data["scenarios"]):
        if not isinstance(rec, dict):
            raise ResultsError(f"{path}: scenarios[{i}] is not a mapping")
        for name in ("game", "feature", "rules", "outcome"):
            if name not in rec:
                raise ResultsError(f"{path}: scenarios[{i}] ({rec.get('name', '?')}) has no field {name!r}")
        if rec["outcome"] not in OUTCOMES:
            raise ResultsError(f"{path}: scenarios[{i}] field 'outcome': {rec['outcome']!r} is not one of "
                               + ", ".join(OUTCOMES))
    return data["scenarios"]
