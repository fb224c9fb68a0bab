"""`rulekeeper simulate`, `rulekeeper explain`, `rulekeeper rules unimplemented` (issue 5)."""

from __future__ import annotations

import time
from typing import Optional

import typer
from rich.progress import BarColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from .. import paths
from . import GameOption, JsonOption, app, check_game, console, emit_json, escape, fail

ENGINES = ("champions",)


def _engine(game: str | None) -> str:
    check_game(game, required=True)
    if game not in ENGINES:
        raise typer.BadParameter(f"no engine for {game!r} yet; simulate supports: {', '.join(ENGINES)}",
                                 param_hint="--game")
    return game


CardsOption = typer.Option(None, "--cards", help="cards file (default spec/champions/cards.yaml)")
DecksOption = typer.Option(None, "--decks", help="decklists file (default spec/champions/decks.yaml)")


def _inputs(as_json: bool, cards: str | None = None, decks: str | None = None):
    from ..games.champions.cards import CardDataError
    from ..games.champions.deck import DeckFileError
    from ..games.champions.simulate import load_inputs
    from ..spec.files import InputFileError
    try:
        return load_inputs(cards, decks)
    except (CardDataError, DeckFileError, InputFileError) as exc:  # they name their file
        fail(str(exc), as_json)
    except ValueError as exc:  # the decks, as a whole, don't fit the cards: name both files
        cards_file = cards or paths.spec_dir("champions") / "cards.yaml"
        fail(f"{decks or paths.spec_dir('champions') / 'decks.yaml'} (with the cards of {cards_file}): {exc}", as_json)


@app.command("simulate")
def simulate(
    game: Optional[str] = GameOption,
    games: int = typer.Option(100, "--games", "-n", min=1, help="how many complete games"),
    seed: int = typer.Option(1, "--seed", "-s", help="game i uses seed '<seed>:<i>'"),
    as_json: bool = JsonOption,
    log: bool = typer.Option(False, "--log", help="print the first game's event log with rule ids"),
    no_checks: bool = typer.Option(False, "--no-checks", help="skip the invariant checks (faster)"),
    cards: Optional[str] = CardsOption,
    decks_file: Optional[str] = DecksOption,
) -> None:
    """Play N complete random games with invariant checks after every step."""
    _engine(game)
    from ..games.champions.simulate import game_seed, play_one
    pool, decks = _inputs(as_json, cards, decks_file)
    results = []
    start = time.perf_counter()
    with Progress(TextColumn("simulate"), BarColumn(), TextColumn("{task.completed}/{task.total}"),
                  TimeRemainingColumn(), console=console, transient=True, disable=as_json) as bar:
        task = bar.add_task("games", total=games)
        for i in range(games):
            results.append(play_one(pool, decks, game_seed(seed, i), checks=not no_checks, keep=log and i == 0))
            bar.advance(task)
    took = time.perf_counter() - start
    errors = [r for r in results if r.error]
    bad = [r for r in results if r.violations]
    completed = sum(1 for r in results if r.winner and not r.error and not r.violations)
    summary = {"games": games, "completed": completed, "errors": len(errors),
               "invariant_violations": sum(len(r.violations) for r in results),
               "games_per_second": round(games / took, 1) if took else None}
    if as_json:
        if errors or bad:  # only then: the summary keeps DESIGN.md's five keys when all is well
            summary["failures"] = [{"seed": r.seed, "error": r.error, "violations": r.violations[:5]}
                                   for r in errors + bad][:20]
        emit_json(summary)
    else:
        if log and results[0].game is not None:
            for ev in results[0].game.log:
                console.print(ev.line(), highlight=False, markup=False)
        table = Table(title=f"simulate champions, seed {seed}")
        for k in ("games", "completed", "errors", "invariant_violations", "games_per_second"):
            table.add_column(k, justify="right")
        table.add_row(*(str(summary[k]) for k in ("games", "completed", "errors", "invariant_violations",
                                                     "games_per_second")))
        console.print(table)
        wins = {p: sum(1 for r in results if r.winner == p) for p in "AB"}
        turns = sum(r.turns for r in results) / max(1, len(results))
        console.print(f"wins A {wins['A']} / B {wins['B']}, mean turns {turns:.1f}", highlight=False)
        for r in (errors + bad)[:10]:
            console.print(f"[red]seed {r.seed}[/] {escape(r.error or r.violations[0])}", highlight=False)
    raise typer.Exit(1 if errors or bad else 0)


@app.command("explain")
def explain(
    game: Optional[str] = GameOption,
    seed: int = typer.Option(1, "--seed", "-s"),
    index: int = typer.Option(0, "--index", "-i", help="which game of `simulate --seed S` (game i)"),
    as_json: bool = JsonOption,
    cards: Optional[str] = CardsOption,
    decks_file: Optional[str] = DecksOption,
) -> None:
    """Print one random game's event log, every event with the rule ids that caused it."""
    _engine(game)
    from ..games.champions.simulate import game_seed, play_one
    pool, decks = _inputs(as_json, cards, decks_file)
    r = play_one(pool, decks, game_seed(seed, index), keep=True)
    if r.game is None:
        fail(r.error or "the game could not be set up", as_json)
    if as_json:
        emit_json({"seed": r.seed, "decks": list(r.decks), "winner": r.winner, "turns": r.turns, "error": r.error,
                   "violations": r.violations, "log": r.game.log.to_json()})
    else:
        console.print(f"game {r.seed}: {r.decks[0]} (A) vs {r.decks[1]} (B)", highlight=False, markup=False)
        for ev in r.game.log:
            console.print(ev.line(), highlight=False, markup=False)
        console.print(f"winner {r.winner} after {r.turns} turns" + (f"; error {r.error}" if r.error else ""),
                      highlight=False, markup=False)
    raise typer.Exit(1 if r.error or r.violations else 0)


rules_app = typer.Typer(help="Traceability: which engine code carries out which rule.", no_args_is_help=True)
app.add_typer(rules_app, name="rules")


def _trace(game: str) -> tuple[list, dict, list[str]]:
    import importlib
    import pkgutil

    from ..kernel import claims, unclaimed
    from ..spec.loader import load_game
    pkg = importlib.import_module(f"rulekeeper.games.{game}")
    for mod in pkgutil.iter_modules(pkg.__path__):
        importlib.import_module(f"rulekeeper.games.{game}.{mod.name}")
    book = load_game(game)
    normative = [e for e in book.entries if e.normative]
    return normative, claims(game), unclaimed(game, [e.id for e in normative])


@rules_app.command("unimplemented")
def unimplemented(game: Optional[str] = GameOption, as_json: bool = JsonOption) -> None:
    """Normative rules that no engine code claims with @implements."""
    game = _engine(game)
    normative, have, missing = _trace(game)
    from ..games.champions.gaps import WHY
    text = {e.id: e.text for e in normative}
    if as_json:
        emit_json({"game": game, "normative": len(normative), "claimed": len(normative) - len(missing),
                   "unimplemented": [{"id": r, "text": text[r], "why": WHY.get(r)} for r in missing]})
        return
    console.print(f"{game}: {len(normative) - len(missing)} of {len(normative)} normative rules claimed by engine "
                  f"code; {len(missing)} not:", highlight=False)
    for r in missing:
        console.print(f"  {r}: {' '.join(text[r].split())[:90]}\n      why: {WHY.get(r, '(no reason recorded)')}", highlight=False,
                      markup=False)


@rules_app.command("claims")
def rule_claims(game: Optional[str] = GameOption, rule: Optional[str] = typer.Argument(None),
                as_json: bool = JsonOption) -> None:
    """Rule id -> the engine functions that carry it out."""
    game = _engine(game)
    _, have, _ = _trace(game)
    if rule is not None:
        have = {rule: have.get(rule, [])}
    if as_json:
        emit_json({"game": game, "claims": have})
        return
    for rid, where in have.items():
        console.print(f"{rid}: {', '.join(where) or '(none)'}", highlight=False, markup=False)
