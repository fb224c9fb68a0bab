"""`rulekeeper deck check --game G FILE`: the game's deck-building rules, each problem naming its rule (for every
game whose engine offers `deck_report(decks_file, cards_file)`)."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from .. import registry
from . import GameOption, JsonOption, app, check_game, console, emit_json, escape, fail

deck_app = typer.Typer(help="Decklists: check them against the deck-construction rules.", no_args_is_help=True)
app.add_typer(deck_app, name="deck")


@deck_app.command("check")
def deck_check(file: Path = typer.Argument(..., help="a decklist YAML file (one deck, or `decks:` a list)"),
               game: Optional[str] = GameOption, as_json: bool = JsonOption,
               cards: Optional[Path] = typer.Option(None, "--cards", help="card file (default: the project's)")) -> None:
    """Check every deck in FILE; exit 1 if any deck breaks a rule."""
    check_game(game, required=True)
    checkers = [g for g in registry.with_part("engine") if hasattr(registry.game(g).module("engine"), "deck_report")]
    if game not in checkers:
        raise typer.BadParameter(f"deck check knows the decks of {', '.join(checkers)}, not {game!r}",
                                 param_hint="--game")
    try:
        report = registry.game(game).module("engine").deck_report(file, cards)
    except ValueError as exc:  # CardDataError, DeckFileError, InputFileError: each names its file
        fail(str(exc), as_json)
    if as_json:
        emit_json({"decks": report})
    else:
        for d in report:
            mark = "[green]legal[/]" if d["legal"] else f"[red]{len(d['problems'])} problem(s)[/]"
            console.print(f"{escape(d['name'])}: {mark}", highlight=False)
            for p in d["problems"]:
                console.print(f"  {p['rule'] or 'card'}: {p['message']}", highlight=False, markup=False)
    raise typer.Exit(0 if all(d["legal"] for d in report) else 1)
