"""Site tests build the site into temporary folders (never site/), so they do not race `make docs`: the real
repository's site and the fixture's, each once per test run however many xdist workers share it (the first
worker to ask builds it under a lock, the others wait and read the same folder; site_build.py builds them)."""

from __future__ import annotations

import dataclasses
import fcntl
import json
import os
import shutil
from pathlib import Path
from typing import Callable

import pytest

from site_build import REPO, Built, build, fixture_results, make_fixture_root


def once_per_run(tmp_path_factory, name: str, make: Callable[[Path], Built | None]) -> tuple[Path, Built | None]:
    """A folder made by `make` once for the whole run: by the first xdist worker that asks, under a file lock."""
    base = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        base = base.parent  # the run's folder, shared by its workers
    folder, record = base / name, base / f"{name}.json"
    with open(base / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not record.is_file():
            shutil.rmtree(folder, ignore_errors=True)
            made = make(folder)
            record.write_text(json.dumps(made and dataclasses.asdict(made)), encoding="utf-8")
        saved = json.loads(record.read_text(encoding="utf-8"))
    return folder, saved and Built(**saved)


def _snapshot(root: Path) -> None:
    """This repository's spec/, features/ and build/conformance.json, so that a conformance run finishing
    meanwhile cannot change the data between the build and the checks."""
    for name in ("spec", "features"):
        shutil.copytree(REPO / name, root / name)
    results = REPO / "build" / "conformance.json"
    if results.is_file():
        (root / "build").mkdir()
        shutil.copy(results, root / "build" / "conformance.json")


def _fixture(root: Path) -> None:
    make_fixture_root(root, fixture_results())


@pytest.fixture(scope="session")
def real_root(tmp_path_factory) -> Path:
    return once_per_run(tmp_path_factory, "real-root", _snapshot)[0]


@pytest.fixture(scope="session")
def real_site(tmp_path_factory, real_root) -> Path:
    """The site of this repository's own data, built with --strict."""
    out, run = once_per_run(tmp_path_factory, "real-site", lambda out: build(out, real_root))
    assert run.ok, f"mkdocs build --strict failed:\n{run.log}"
    return out


@pytest.fixture(scope="session")
def fixture_root(tmp_path_factory) -> Path:
    return once_per_run(tmp_path_factory, "fixture-root", _fixture)[0]


@pytest.fixture(scope="session")
def fixture_site(tmp_path_factory, fixture_root) -> Path:
    out, run = once_per_run(tmp_path_factory, "fixture-site", lambda out: build(out, fixture_root))
    assert run.ok, f"mkdocs build --strict failed:\n{run.log}"
    return out
