"""`rulekeeper coverage [--game G] [--json]`: normative rules with passing scenarios, per game and section.

Reads build/conformance.json (written by the conformance plugin when the suites run) and spec/<game>/rules.yaml.
"""

from __future__ import annotations

from typing import Optional

import typer
from rich.table import Table

from ..registry import ids as game_ids
from ..conformance.coverage import game_coverage, rule_states, unknown_rules
from ..conformance.results import ResultsError, load_results, results_path
from ..spec import SpecError
from ..spec.loader import load_game
from . import GameOption, JsonOption, app, check_game, console, emit_json, fail

_COLUMNS = ("rules", "normative", "passing", "failing", "skipped", "without", "percent")
_HEADERS = {"normative": "norm.", "passing": "pass", "failing": "fail", "skipped": "xfail/skip",
            "without": "none", "percent": "%"}


def _row(table: Table, label: str, c: dict, style: str | None = None) -> None:
    cells = [str(c[k]) if k != "percent" else f"{c[k]:.1f}%" for k in _COLUMNS]
    table.add_row(label, *cells, style=style)


@app.command("coverage")
def coverage(
    game: Optional[str] = GameOption,
    as_json: bool = JsonOption,
    unknown: bool = typer.Option(False, "--unknown", help="list @rule tags that name no rule of the spec"),
    left: bool = typer.Option(False, "--left", help="list the normative rules not passing yet (failing, xfail, none)"),
) -> None:
    """Per game and per section: rules, normative, passing, failing, xfail/skipped, without a scenario."""
    check_game(game)
    try:
        records = load_results()
    except ResultsError as exc:
        fail(str(exc), as_json)
    games: dict[str, dict] = {}
    strays: dict[str, list] = {}
    states: dict[str, dict] = {}
    for g in [game] if game else game_ids():
        try:
            book = load_game(g)
        except SpecError as exc:
            fail(str(exc), as_json)
        games[g] = game_coverage(book, records)
        strays[g] = unknown_rules(book, records)
        states[g] = rule_states(book, records)
    if as_json:
        if left:
            for g, st in states.items():
                games[g]["left"] = {k: [r for r, v in st.items() if v == k] for k in ("failing", "skipped", "without")}
        emit_json({"games": games, "results": str(results_path()) if records else None})
        raise typer.Exit(0)
    if not records:
        console.print(f"[yellow]no results yet[/] ({results_path()} is missing): run the conformance suites first")
    table = Table(title="conformance coverage (normative rules)")
    table.add_column("game / section", no_wrap=True, min_width=11)
    for col in _COLUMNS:
        table.add_column(_HEADERS.get(col, col), justify="right")
    for g, c in games.items():
        _row(table, g, c, style="bold")
        if game:
            for section, sc in c["sections"].items():
                _row(table, f"  {section}", sc)
    console.print(table)
    for g, pairs in strays.items():
        if pairs:
            console.print(f"[yellow]{g}: {len(pairs)} @rule tag(s) name no rule of spec/{g}/rules.yaml[/]"
                          + ("" if unknown else " (--unknown lists them)"), highlight=False)
            if unknown:
                for where, rid in pairs:
                    console.print(f"  {rid}  {where}", highlight=False)
    if left:
        for g, st in states.items():
            for kind in ("failing", "skipped", "without"):
                ids = [r for r, v in st.items() if v == kind]
                if ids:
                    console.print(f"{g} {kind} ({len(ids)}): {', '.join(ids)}", highlight=False)
