"""`rulekeeper serve --game G` and `rulekeeper conformance --game G [--program CMD] [--rule ID]... [--json]`.

`serve` puts our engine behind the conformance protocol on stdin/stdout. `conformance` runs the game's scenarios
(features/<game>/, through its step library) against an engine: ours in-process, or any program that speaks the
protocol; failures are listed by rule. Like CommonMark's `spec_tests.py --program`, for games.
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
import time
from pathlib import Path
from typing import List, Optional

import typer
from rich.progress import BarColumn, Progress, TextColumn

from .. import paths, registry
from ..conformance.coverage import rule_states
from ..conformance.results import ResultsError, load_results, results_path
from ..kernel.protocol import PROTOCOL_VERSION, serve as serve_lines
from ..spec import SpecError
from ..spec.loader import load_game
from . import GameOption, JsonOption, app, check_game, console, emit_json, fail


def _game_with(game: str | None, part: str) -> registry.GameInfo:
    check_game(game, required=True)
    info = registry.game(game)
    if getattr(info, part) is None:
        have = ", ".join(registry.with_part(part)) or "none yet"
        raise typer.BadParameter(f"{game!r} has no {'engine' if part == 'protocol' else 'scenarios'} yet "
                                 f"(games with one: {have})", param_hint="--game")
    return info


@app.command("serve")
def serve(game: Optional[str] = GameOption) -> None:
    """Our engine behind the conformance protocol: one JSON request per line on stdin, one answer per line."""
    info = _game_with(game, "protocol")
    serve_lines(info.module("protocol").Server(), sys.stdin, sys.stdout)


class _Progress:
    """A pytest plugin that moves a Rich progress bar one step per scenario."""

    def __init__(self, bar: Progress):
        self.bar, self.task = bar, None

    def pytest_collection_finish(self, session) -> None:
        self.task = self.bar.add_task("scenarios", total=len(session.items))

    def pytest_runtest_logfinish(self, nodeid, location) -> None:
        if self.task is not None:
            self.bar.advance(self.task)


@app.command("conformance")
def conformance(
    game: Optional[str] = GameOption,
    program: Optional[str] = typer.Option(None, "--program", help="an engine program speaking the protocol "
                                          "(default: ours, in-process)"),
    rule: Optional[List[str]] = typer.Option(None, "--rule", help="only the scenarios of this rule (repeatable)"),
    results: Optional[Path] = typer.Option(None, "--results", help="results file (default build/conformance.json "
                                           "for our engine, build/conformance-program.json with --program)"),
    as_json: bool = JsonOption,
) -> None:
    """Run the game's scenarios against an engine; list failures by rule; exit 0 when all pass, 1 otherwise."""
    info = _game_with(game, "steps")
    module = paths.repo_root() / "tests" / "conformance" / f"test_{info.id}.py"
    if not module.is_file():
        fail(f"{module}: the scenarios run from a checkout of rulekeeper (features/ and tests/ are not installed)",
             as_json)
    import pytest  # a dev dependency: the scenarios run on pytest-bdd

    path = results or (results_path().with_name("conformance-program.json") if program else results_path())
    env = {"RULEKEEPER_PROGRAM": program or "", "RULEKEEPER_RESULTS": str(path)}
    args = [str(module), "-q", "-p", "no:cacheprovider", f"--rootdir={paths.repo_root()}",
            *(f"--rule={r}" for r in rule or ())]
    start = time.perf_counter()
    with _environment(env), Progress(TextColumn("conformance"), BarColumn(), TextColumn("{task.completed}/{task.total}"),
                                     console=console, transient=True, disable=as_json) as bar:
        with contextlib.redirect_stdout(io.StringIO()):
            code = pytest.main(args, plugins=[_Progress(bar)])
    seconds = time.perf_counter() - start
    if code not in (0, 1):  # 1 = some scenario failed; anything else = the run itself went wrong
        fail(f"the scenarios could not run (pytest exit {int(code)}): run `pytest {module}` to see why", as_json)
    report = _report(info.id, program, path, seconds, run_ids=set(rule or ()))
    if as_json:
        emit_json(report)
    else:
        _print(report)
    raise typer.Exit(0 if report["failed"] == 0 else 1)


@contextlib.contextmanager
def _environment(values: dict[str, str]):
    old = {k: os.environ.get(k) for k in values}
    os.environ.update(values)
    try:
        yield
    finally:
        for k, v in old.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def _report(game: str, program: str | None, path: Path, seconds: float, run_ids: set[str]) -> dict:
    try:
        records = [r for r in load_results(path) if r.get("game") == game
                   and (r.get("program") or None) == (program or None)]
        book = load_game(game)
    except (ResultsError, SpecError) as exc:
        fail(str(exc))
    if run_ids:
        records = [r for r in records if run_ids & set(r.get("rules", []))]
    states = rule_states(book, records)
    if run_ids:
        states = {k: v for k, v in states.items() if k in run_ids}
    count = lambda *outcomes: sum(1 for r in records if r["outcome"] in outcomes)  # noqa: E731
    failures = [{"feature": r["feature"], "line": r.get("line"), "scenario": r.get("name"), "rules": r["rules"],
                 "step": r.get("step"), "message": r.get("message", "")}
                for r in records if r["outcome"] in ("failed", "xpassed")]
    return {"game": game, "program": program, "protocol": PROTOCOL_VERSION, "scenarios": len(records),
            "passed": count("passed"), "failed": count("failed", "xpassed"), "xfail": count("xfailed", "skipped"),
            "rules": {"normative": len(states), "passing": sum(s == "passing" for s in states.values()),
                      "failing": sum(s == "failing" for s in states.values())},
            "seconds": round(seconds, 2), "failures": failures}


def _print(report: dict) -> None:
    who = report["program"] or "rulekeeper (in-process)"
    rules = report["rules"]
    console.print(f"{report['game']} against {who}: {report['passed']} of {report['scenarios']} scenarios passed, "
                  f"{report['failed']} failed, {report['xfail']} xfail/skipped; normative rules "
                  f"{rules['passing']} of {rules['normative']} passing, {rules['failing']} failing "
                  f"({report['seconds']} s)", highlight=False)
    by_rule: dict[str, list[dict]] = {}
    for f in report["failures"]:
        for rid in f["rules"] or ["?"]:
            by_rule.setdefault(rid, []).append(f)
    for rid in sorted(by_rule):
        console.print(f"[bold red]rule {rid}[/]", highlight=False)
        for f in by_rule[rid]:
            console.print(f"  {f['feature']}:{f['line']} {f['scenario']}", highlight=False, markup=False)
            if f["step"]:
                console.print(f"    at: {f['step']}", highlight=False, markup=False)
            console.print(f"    {f['message'].splitlines()[0] if f['message'] else ''}", highlight=False,
                          markup=False, soft_wrap=True)
