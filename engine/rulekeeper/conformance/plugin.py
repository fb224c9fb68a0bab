"""The results plugin: one record per scenario in `build/conformance.json` (DESIGN.md, "Results").

Registered in tests/conftest.py. It also reads two kinds of scenario tag:
`@rule:<id>` (a `rule` marker carrying the id) and `@xfail:<reason-in-words>` (an expected failure with its reason;
a bare `@xfail` is refused, a known engine gap must say why). Expected failures are strict: a tagged scenario that
passes fails the run, its message saying to remove the tag, so a stale reason can't linger in the docs.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .. import paths
from . import step_lookup
from .links import program_from_env
from .results import RESULTS_VERSION, merge_records, results_path

_DRIVER = pytest.StashKey[object]()
_RECORDS = pytest.StashKey[dict]()
_STEP = pytest.StashKey[str]()
_WORKER_RECORDS = "rulekeeper_conformance_records"  # a pytest-xdist worker's records, as JSON


def remember_driver(node, driver) -> None:
    """Step libraries call this so the scenario's event log lands in the results."""
    node.stash[_DRIVER] = driver


def pytest_addoption(parser) -> None:
    parser.addoption("--rule", action="append", default=[], metavar="ID",
                     help="run only the scenarios tagged @rule:ID (repeatable)")


def pytest_collection_modifyitems(config, items) -> None:
    """`--rule ID`: keep the scenarios that show one of the given rules."""
    wanted = set(config.getoption("--rule") or ())
    if not wanted:
        return
    keep, drop = [], []
    for item in items:
        rules = {m.args[0] for m in item.iter_markers("rule") if m.args}
        (keep if rules & wanted else drop).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


def pytest_bdd_step_error(request, feature, scenario, step, step_func, step_func_args, exception) -> None:
    """Remember which step failed, for the failure report of `rulekeeper conformance`."""
    request.node.stash[_STEP] = f"{step.keyword} {step.name}".strip()


def pytest_configure(config) -> None:
    config.addinivalue_line("markers", "rule(id): the rule id a scenario shows (from @rule:<id>)")
    config.stash[_RECORDS] = {}
    step_lookup.remember()


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function):
    if tag.startswith("rule:"):
        pytest.mark.rule(tag[len("rule:"):])(function)
        return True
    if tag == "xfail":
        raise pytest.UsageError("a bare @xfail tag: write @xfail:<why-the-engine-gets-it-wrong>")
    if tag.startswith("xfail:"):
        reason = tag[len("xfail:"):].replace("-", " ").replace("_", " ")
        pytest.mark.xfail(reason=reason, strict=True)(function)
        return True
    return None


def _scenario_of(item):
    try:
        from pytest_bdd.scenario import scenario_wrapper_template_registry
    except ImportError:  # pragma: no cover - another pytest-bdd layout
        return None
    fn = getattr(item, "obj", None)
    return scenario_wrapper_template_registry.get(fn) if fn is not None else None


def _relative(feature_file: str) -> str:
    path = Path(feature_file).resolve()
    try:
        return path.relative_to(paths.repo_root()).as_posix()
    except ValueError:
        return path.as_posix()


def _game_of(rel: str) -> str:
    parts = rel.split("/")
    return parts[1] if len(parts) > 2 and parts[0] == "features" else "?"


_STRICT_XPASS = "[XPASS(strict)] "


def _stale_xfail(report, scenario) -> None:
    """A strict xfail that passed: say which tag to remove (pytest's own message only repeats the reason)."""
    text = report.longrepr if isinstance(report.longrepr, str) else ""
    if report.when == "call" and report.failed and text.startswith(_STRICT_XPASS):
        tags = [t for t in getattr(scenario, "tags", ()) if t.startswith("xfail:")]
        tag = f"@{tags[0]}" if tags else "@xfail"
        report.longrepr = (f"{_STRICT_XPASS}the scenario passes although tagged {tag}: the engine no longer gets "
                           f"it wrong, remove the tag from the feature file")


def _outcome(report) -> str | None:
    xfail = hasattr(report, "wasxfail")
    if report.when == "call":
        if report.passed:
            return "xpassed" if xfail else "passed"
        if report.skipped:
            return "xfailed" if xfail else "skipped"
        return "failed"
    if report.failed:
        return "failed"
    if report.skipped:
        return "xfailed" if xfail else "skipped"
    return None


def _message(report, outcome: str) -> str:
    if outcome in ("xfailed", "xpassed"):
        return str(getattr(report, "wasxfail", ""))
    if outcome == "skipped" and isinstance(report.longrepr, tuple):
        return str(report.longrepr[2])
    if outcome == "failed":
        crash = getattr(report.longrepr, "reprcrash", None)
        return crash.message if crash is not None else str(report.longrepr)[-2000:]
    return ""


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    scenario = _scenario_of(item)
    _stale_xfail(report, scenario)
    if scenario is None:
        return
    result = _outcome(report)
    if result is None:
        return
    records = item.config.stash[_RECORDS]
    if item.nodeid in records and report.when == "teardown" and result != "failed":
        return
    rel = _relative(scenario.feature.filename)
    driver = item.stash.get(_DRIVER, None)
    log = []
    if driver is not None and hasattr(driver, "log"):
        try:
            log = list(driver.log())
        except Exception as exc:  # the log is evidence, never a reason to lose the record
            log = [{"kind": "log-unavailable", "error": repr(exc)}]
    records[item.nodeid] = {
        "game": _game_of(rel),
        "feature": rel,
        "line": scenario.line_number,
        "name": scenario.name,
        "rules": sorted(t[len("rule:"):] for t in scenario.tags if t.startswith("rule:")),
        "outcome": result,
        "message": _message(report, result),
        "step": item.stash.get(_STEP, None) if result == "failed" else None,
        "program": program_from_env(),
        "log": log,
    }


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error) -> None:
    """With pytest-xdist (`-n K`), in the controlling process: a worker's records, sent as it finished."""
    sent = getattr(node, "workeroutput", {}).get(_WORKER_RECORDS)
    records = node.config.stash[_RECORDS]
    for record in json.loads(sent) if sent else ():
        records[f"{record['feature']}:{record['line']}"] = record


def pytest_sessionfinish(session, exitstatus) -> None:
    records = session.config.stash.get(_RECORDS, {})
    worker = getattr(session.config, "workeroutput", None)
    if worker is not None:  # a pytest-xdist worker: its records go to the controlling process, which writes them
        worker[_WORKER_RECORDS] = json.dumps(list(records.values()))
        return
    if not records:
        return
    path = results_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    old = []
    if path.is_file():
        try:
            old = json.loads(path.read_text(encoding="utf-8")).get("scenarios", [])
        except (ValueError, AttributeError):
            old = []
    scenarios = merge_records(old, list(records.values()), paths.repo_root())
    path.write_text(json.dumps({"version": RESULTS_VERSION, "scenarios": scenarios}, indent=1) + "\n",
                    encoding="utf-8")
