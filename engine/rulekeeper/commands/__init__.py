"""The Typer app and the helpers every command shares (JSON output, user errors -> exit 1)."""

from __future__ import annotations

import json
import sys
from typing import Any, NoReturn

import typer
from rich.console import Console
from rich.markup import escape

from ..registry import ids as game_ids

app = typer.Typer(
    name="rulekeeper",
    help="Executable rules for tabletop games: rules as data, card text as a language, rulings as scenarios.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
console = Console()
err_console = Console(stderr=True)

GameOption = typer.Option(None, "--game", "-g", help=f"one of: {', '.join(game_ids())}")
JsonOption = typer.Option(False, "--json", help="print machine-readable JSON")


def check_game(game: str | None, required: bool = False) -> None:
    """Unknown game ids are usage errors (exit 2)."""
    if game is None and required:
        raise typer.BadParameter("--game is required", param_hint="--game")
    if game is not None and game not in game_ids():
        raise typer.BadParameter(f"unknown game {game!r}; choose one of {', '.join(game_ids())}", param_hint="--game")


def emit_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def fail(message: str, as_json: bool = False, code: int = 1) -> NoReturn:
    """A user mistake: a clear message, no traceback, exit 1 (the message is shown as is, never read as markup)."""
    if as_json:
        emit_json({"error": message})
    else:
        err_console.print(f"[bold red]error:[/] {escape(message)}", highlight=False, markup=True, soft_wrap=True)
    raise typer.Exit(code)
