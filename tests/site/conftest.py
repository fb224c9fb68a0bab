"""Site tests build the site into temporary folders (never site/), so they do not race `make docs`."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
FIXTURE = Path(__file__).resolve().parent / "fixture"
FEATURE = "features/champions/01_fixture_basics.feature"


def build(site_dir: Path, root: Path | None = None, extra_env: dict | None = None) -> subprocess.CompletedProcess:
    """`mkdocs build --strict` of this repository's mkdocs.yml into site_dir, reading the data under root."""
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    env.pop("RULEKEEPER_SITE_ROOT", None)
    env.pop("RULEKEEPER_CORPUS", None)
    if root is not None:
        env["RULEKEEPER_SITE_ROOT"] = str(root)
    env.update(extra_env or {})
    mkdocs = Path(sys.executable).with_name("mkdocs")
    return subprocess.run([str(mkdocs), "build", "--strict", "-f", str(REPO / "mkdocs.yml"), "-d", str(site_dir)],
                          cwd=REPO, env=env, capture_output=True, text=True, timeout=600)


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
    assert run.returncode == 0, f"mkdocs build --strict failed:\n{run.stdout}\n{run.stderr}"
    return out


@pytest.fixture(scope="session")
def fixture_root(tmp_path_factory) -> Path:
    return make_fixture_root(tmp_path_factory.mktemp("fx") / "root", fixture_results())


@pytest.fixture(scope="session")
def fixture_site(tmp_path_factory, fixture_root) -> Path:
    out = tmp_path_factory.mktemp("fxsite") / "site"
    run = build(out, fixture_root)
    assert run.returncode == 0, f"mkdocs build --strict failed:\n{run.stdout}\n{run.stderr}"
    return out
