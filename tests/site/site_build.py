"""Building the site for the site tests: a strict MkDocs build into a temporary folder (never site/, so it does not
race `make docs`), and a small fixture repository with its conformance results. Imported by conftest.py (the
fixtures) and by the test modules; a module of its own, as `conftest` names a different module in each test folder."""

from __future__ import annotations

import json
import logging
import os
import shutil
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from mkdocs.commands.build import build as mkdocs_build
from mkdocs.config import load_config
from mkdocs.exceptions import Abort

REPO = Path(__file__).resolve().parents[2]
FIXTURE = Path(__file__).resolve().parent / "fixture"
FEATURE = "features/champions/01_fixture_basics.feature"


@dataclass
class Built:
    ok: bool  # the strict build succeeded
    log: str  # its warnings (and the reason it aborted)


@contextmanager
def _environ(values: dict[str, str | None]):
    saved = {k: os.environ.get(k) for k in values}
    try:
        for k, v in values.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
        yield
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


class _Collect(logging.Handler):
    def __init__(self):
        super().__init__(logging.WARNING)
        self.lines: list[str] = []

    def emit(self, record):
        self.lines.append(f"{record.levelname} {record.getMessage()}")


def build(site_dir: Path, root: Path | None = None, extra_env: dict | None = None) -> Built:
    """`mkdocs build --strict` of this repository's mkdocs.yml into site_dir, reading the data under root.
    In this process (MkDocs' own API), so the card-text parsers are built once per test session."""
    env = {"RULEKEEPER_SITE_ROOT": str(root) if root else None, "RULEKEEPER_CORPUS": None, **(extra_env or {})}
    collect = _Collect()
    logger = logging.getLogger("mkdocs")
    with _environ(env):
        logger.addHandler(collect)
        try:
            mkdocs_build(load_config(str(REPO / "mkdocs.yml"), site_dir=str(site_dir), strict=True))
            ok = True
        except Abort as exc:
            collect.lines.append(f"ABORT {exc}")
            ok = False
        finally:
            logger.removeHandler(collect)
    return Built(ok, "\n".join(collect.lines))


def fixture_results() -> dict:
    """What the conformance plugin would write for the fixture: one pass, one failure, one scenario not run."""
    return {"version": 1, "scenarios": [
        {"game": "champions", "feature": FEATURE, "line": 4, "rules": ["1.1"], "outcome": "passed", "message": "",
         "name": "The active player draws a card at the start of the turn",
         "log": [{"seq": 0, "kind": "draw", "rules": ["1.1"], "player": "A", "card": "Fixture Striker"}]},
        {"game": "champions", "feature": FEATURE, "line": 10, "rules": ["1.2", "1.2a"], "outcome": "failed",
         "name": "A player with an empty deck is defeated at the end of the turn",
         "message": "AssertionError: player A is not defeated",
         "log": [{"seq": 0, "kind": "end_turn", "rules": ["1.2"], "player": "A"}]},
    ]}


def make_fixture_root(dest: Path, results: dict | None = None) -> Path:
    shutil.copytree(FIXTURE, dest)
    if results is not None:
        (dest / "build").mkdir(exist_ok=True)
        (dest / "build" / "conformance.json").write_text(json.dumps(results), encoding="utf-8")
    return dest
