"""`rulekeeper deck check --game champions FILE`: 2.1.1 Constructed Deck rules, each problem naming its rule."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from . import GameOption, JsonOption, app, check_game, console, emit_json, escape, fail

deck_app = typer.Typer(help="Decklists: check them against the deck-construction rules.", no_args_is_help=True)
app.add_typer(deck_app, name="deck")


@deck_app.command("check")
def deck_check(file: Path = typer.Argument(..., help="a decklist YAML file (one deck, or `decks:` a list)"),
               game: Optional[str] = GameOption, as_json: bool = JsonOption,
               cards: Optional[Path] = typer.Option(None, "--cards", help="card file (default: the project's)")) -> None:
    """Check every deck in FILE; exit 1 if any deck breaks a rule."""
    check_game(game, required=True)
    if game != "champions":
        raise typer.BadParameter(f"deck check knows only champions decks, not {game!r}", param_hint="--game")
    from ..games.champions.cards import CardDataError, load_cards
    from ..games.champions.deck import DeckFileError, check_deck, load_decks

    try:
        known = load_cards(cards)
        decks = load_decks(file)
    except (CardDataError, DeckFileError) as exc:
        fail(str(exc), as_json)
    report = []
    for deck in decks.values():
        problems = check_deck(deck, known)
        report.append({"name": deck.name, "legal": not problems, "problems": [p.as_dict() for p in problems]})
    if as_json:
        emit_json({"decks": report})
    else:
        for d in report:
            mark = "[green]legal[/]" if d["legal"] else f"[red]{len(d['problems'])} problem(s)[/]"
            console.print(f"{escape(d['name'])}: {mark}", highlight=False)
            for p in d["problems"]:
                console.print(f"  {p['rule'] or 'card'}: {p['message']}", highlight=False, markup=False)
    raise typer.Exit(0 if all(d["legal"] for d in report) else 1)
