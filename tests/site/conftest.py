"""Site tests build the site into temporary folders (never site/), so they do not race `make docs`: the real
repository's site and the fixture's, each once per test session (site_build.py builds them)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from site_build import REPO, build, fixture_results, make_fixture_root


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
