"""Site tests build the site into temporary folders (never site/), so they do not race `make docs`."""

from __future__ import annotations

import json
import logging
import os
import shutil
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest
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


@pytest.fixture(scope="session")
def real_root(tmp_path_factory) -> Path:
    """A snapshot of this repository's spec/, features/ and build/conformance.json, so that a conformance run
    finishing meanwhile cannot change the data between the build and the checks."""
    root = tmp_path_factory.mktemp("real") / "root"
    for name in ("spec", "features"):
        shutil.copytree(REPO / name, root / name)
    results = REPO / "build" / "conformance.json"
    if results.is_file():
        (root / "build").mkdir()
        shutil.copy(results, root / "build" / "conformance.json")
    return root


@pytest.fixture(scope="session")
def real_site(tmp_path_factory, real_root) -> Path:
    """The site of this repository's own data, built with --strict."""
    out = tmp_path_factory.mktemp("real") / "site"
    run = build(out, real_root)
    assert run.ok, f"mkdocs build --strict failed:\n{run.log}"
    return out


@pytest.fixture(scope="session")
def fixture_root(tmp_path_factory) -> Path:
    return make_fixture_root(tmp_path_factory.mktemp("fx") / "root", fixture_results())


@pytest.fixture(scope="session")
def fixture_site(tmp_path_factory, fixture_root) -> Path:
    out = tmp_path_factory.mktemp("fxsite") / "site"
    run = build(out, fixture_root)
    assert run.ok, f"mkdocs build --strict failed:\n{run.log}"
    return out
