"""`rulekeeper spec check [--game G] [--json]`."""

from __future__ import annotations

from typing import Optional

import typer
from rich.table import Table

from ..registry import ids as game_ids
from ..spec import SpecError, check_rulebook
from ..spec.loader import load_game
from ..spec.schemas import check_spec_files
from . import GameOption, JsonOption, app, check_game, console, emit_json, escape

spec_app = typer.Typer(help="The rules as data: spec/<game>/rules.yaml, cards.yaml, decks.yaml.", no_args_is_help=True)
app.add_typer(spec_app, name="spec")


@spec_app.command("check")
def spec_check(
    game: Optional[str] = GameOption,
    as_json: bool = JsonOption,
    findings: bool = typer.Option(False, "--findings", help="list every finding, not just the count"),
) -> None:
    """Validate spec/ (rules.yaml and every other file: cards.yaml, decks.yaml ...), resolve references and list
    the findings in the source documents."""
    check_game(game)
    result: dict[str, dict] = {}
    failed = False
    for g in [game] if game else game_ids():
        try:
            book = load_game(g)
            report = check_rulebook(book).as_dict()
        except SpecError as exc:
            book, report = None, {"entries": 0, "normative": 0, "errors": [str(exc)], "findings": []}
        rule_ids = {e.id for e in book.entries} if book is not None else None
        report["errors"] += [str(e) for e in check_spec_files(g, rule_ids)]
        failed |= bool(report["errors"])
        result[g] = report
    if as_json:
        emit_json({"games": result})
    else:
        table = Table(title="spec check")
        for col in ("game", "entries", "normative", "errors", "findings"):
            table.add_column(col, justify="left" if col == "game" else "right")
        for g, r in result.items():
            table.add_row(g, str(r["entries"]), str(r["normative"]), str(len(r["errors"])), str(len(r["findings"])))
        console.print(table)
        for g, r in result.items():
            for e in r["errors"]:
                console.print(f"[red]error[/] {escape(e)}", highlight=False)
            if findings:
                for f in r["findings"]:
                    console.print(f"[yellow]finding[/] {g} {escape(f['id'])}: {escape(f['message'])}", highlight=False)
    raise typer.Exit(1 if failed else 0)
