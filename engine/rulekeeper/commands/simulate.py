"""`rulekeeper simulate`, `rulekeeper explain`, `rulekeeper rules unimplemented|claims`, for every game whose engine
offers a `simulation` (kernel/simulate.py plays it)."""

from __future__ import annotations

import functools
import inspect
import os
import time
from typing import Optional

import typer
from rich.progress import BarColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from .. import registry
from ..kernel.simulate import Result, game_seed, play_many, play_on_cluster, play_random
from . import GameOption, JsonOption, app, check_game, console, emit_json, escape, fail

SUMMARY = ("games", "completed", "errors", "invariant_violations", "games_per_second")
SERIAL_BELOW = 20  # fewer games than this run in one process (starting workers costs more than it saves)


def simulated_games() -> tuple[str, ...]:
    return tuple(g for g in registry.with_part("engine") if hasattr(registry.game(g).module("engine"), "simulation"))


def _engine(game: str | None) -> str:
    check_game(game, required=True)
    engines = simulated_games()
    if game not in engines:
        raise typer.BadParameter(f"no engine for {game!r} yet; simulate supports: {', '.join(engines)}",
                                 param_hint="--game")
    return game


def _engine_package(game: str | None) -> str:
    """A game with engine code (its @implements claims), whether or not it plays whole games yet."""
    check_game(game, required=True)
    if registry.game(game).engine is None:
        have = ", ".join(registry.with_part("engine"))
        raise typer.BadParameter(f"no engine code for {game!r} yet (games with some: {have})", param_hint="--game")
    return game


def make_simulation(game: str, cards: str | None, decks: str | None, abilities: str | None = None):
    """The game's Simulation from its inputs (module level, so worker processes can build it too); `abilities`: a
    game of warscrolls' abilities file."""
    engine = registry.game(game).module("engine")
    return engine.simulation(cards, decks, abilities) if abilities else engine.simulation(cards, decks)


def _checked(game: str, cards: str | None, decks: str | None, as_json: bool, abilities: str | None = None):
    if abilities and "abilities" not in inspect.signature(registry.game(game).module("engine").simulation).parameters:
        raise typer.BadParameter(f"{game} has no abilities file (it is for a game of warscrolls: aos4)",
                                 param_hint="--abilities")
    try:
        return make_simulation(game, cards, decks, abilities)
    except (ValueError, OSError) as exc:  # CardDataError, DeckFileError ... name the file, entry and field
        fail(str(exc), as_json)


CardsOption = typer.Option(None, "--cards", help="cards file (default: the game's spec/<game>/cards.yaml)")
DecksOption = typer.Option(None, "--decks", help="decklists file (default: the game's spec/<game>/decks.yaml), "
                           "or a roster of two armies for a game of warscrolls")
UnitsOption = typer.Option(None, "--units", help="units file, for a game of warscrolls (as --cards)")
AbilitiesOption = typer.Option(None, "--abilities", help="abilities file, for a game of warscrolls: the text of the "
                               "units' abilities (the corpus format); those the engine can run are used")


class Tally:
    """The totals of the games played so far, kept as they finish (memory stays flat however many games are
    played); only the games that failed are kept whole."""

    def __init__(self) -> None:
        self.games = self.completed = self.violations = self.turns = 0
        self.wins: dict[str, int] = {}
        self.failures: list[Result] = []

    def add(self, r: Result) -> None:
        self.games += 1
        self.completed += r.completed
        self.violations += len(r.violations)
        self.turns += r.turns
        if r.winner:
            self.wins[r.winner] = self.wins.get(r.winner, 0) + 1
        if r.error or r.violations:
            self.failures.append(r)

    def failed(self, error: bool) -> list[Result]:
        """The games that ended in an engine error (or, error=False, with broken invariants), by index."""
        return sorted((r for r in self.failures if (r.error if error else r.violations)), key=lambda r: r.index)


@app.command("simulate")
def simulate(
    game: Optional[str] = GameOption,
    games: int = typer.Option(100, "--games", "-n", min=1, help="how many complete games"),
    seed: int = typer.Option(1, "--seed", "-s", help="game i uses seed '<seed>:<i>'"),
    as_json: bool = JsonOption,
    log: bool = typer.Option(False, "--log", help="print the first game's event log with rule ids"),
    no_checks: bool = typer.Option(False, "--no-checks", help="skip the invariant checks (faster)"),
    paranoid: bool = typer.Option(False, "--paranoid", help="every invariant over the whole state after every "
                                  "step, not only over what the step changed (slower)"),
    workers: int = typer.Option(0, "--workers", "-w", min=0, help="processes (default 0: every core)"),
    cluster: Optional[str] = typer.Option(None, "--cluster", help="a Dask distributed scheduler, e.g. "
                                          "tcp://host:8786 (needs the `cluster` extra); instead of --workers"),
    cards: Optional[str] = CardsOption,
    decks_file: Optional[str] = DecksOption,
    units: Optional[str] = UnitsOption,
    abilities: Optional[str] = AbilitiesOption,
) -> None:
    """Play N complete random games with invariant checks after every step."""
    game, cards = _engine(game), cards or units
    built = _checked(game, cards, decks_file, as_json, abilities)  # bad inputs: a clear error before any worker
    workers = workers or os.cpu_count() or 1
    if games < SERIAL_BELOW:
        workers = 1
    make = functools.partial(make_simulation, game, cards, decks_file, abilities)
    tally = Tally()
    start = time.perf_counter()
    with Progress(TextColumn(f"simulate {game}"), BarColumn(), TextColumn("{task.completed}/{task.total}"),
                  TimeRemainingColumn(), console=console, transient=True, disable=as_json) as bar:
        task = bar.add_task("games", total=games)
        if cluster:
            played = play_on_cluster(cluster, make, seed, games, checks=not no_checks, paranoid=paranoid)
        else:
            played = play_many(make, seed, games, checks=not no_checks, workers=workers, paranoid=paranoid,
                               sim=built)
        try:
            for r in played:
                tally.add(r)
                bar.advance(task)
        except (RuntimeError, OSError) as exc:  # no Dask installed, no scheduler at that address
            fail(f"--cluster {cluster}: {exc}", as_json)
    took = time.perf_counter() - start
    errors, bad = tally.failed(error=True), tally.failed(error=False)
    summary = {"games": games, "completed": tally.completed, "errors": len(errors),
               "invariant_violations": tally.violations,
               "games_per_second": round(games / took, 1) if took else None}
    if as_json:
        if errors or bad:  # only then: the summary keeps DESIGN.md's five keys when all is well
            summary["failures"] = [{"seed": r.seed, "error": r.error, "violations": r.violations[:5]}
                                   for r in errors + bad][:20]
        emit_json(summary)
    else:
        if log:  # game 0 again, kept: the same seed gives the same game, on whichever process it first ran
            first = play_random(make(), game_seed(seed, 0), keep=True)
            for ev in first.engine.log if first.engine is not None else ():
                console.print(ev.line(), highlight=False, markup=False)
        where = f"cluster {cluster}" if cluster else f"{workers} worker{'s' if workers > 1 else ''}"
        table = Table(title=f"simulate {game}, seed {seed}, {where}")
        for k in SUMMARY:
            table.add_column(k, justify="right")
        table.add_row(*(str(summary[k]) for k in SUMMARY))
        console.print(table)
        wins = " / ".join(f"{p} {n}" for p, n in sorted(tally.wins.items()))
        turns = tally.turns / max(1, tally.games)
        console.print(f"wins {wins or '-'}, mean turns {turns:.1f}", highlight=False)
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
    svg: Optional[str] = typer.Option(None, "--svg", help="also write a picture of each step into this folder "
                                      "(games whose engine draws positions)"),
    units: Optional[str] = UnitsOption,
    abilities: Optional[str] = AbilitiesOption,
) -> None:
    """Print one random game's event log, every event with the rule ids that caused it."""
    game, cards = _engine(game), cards or units
    draw = getattr(registry.game(game).module("engine"), "step_pictures", None)
    if svg and draw is None:
        fail(f"--svg: the {game} engine draws no pictures (games that do: "
             f"{', '.join(g for g in simulated_games() if hasattr(registry.game(g).module('engine'), 'step_pictures'))})",
             as_json)
    r = play_random(_checked(game, cards, decks_file, as_json, abilities), game_seed(seed, index), index, keep=True)
    if r.engine is None:
        fail(r.error or "the game could not be set up", as_json)
    written = _write_pictures(draw, r.engine.log.to_json(), svg, as_json) if svg else []
    if as_json:
        emit_json({"seed": r.seed, "game": r.label, "winner": r.winner, "turns": r.turns, "error": r.error,
                   "violations": r.violations, "log": r.engine.log.to_json()}
                  | ({"pictures": written} if svg else {}))
    else:
        console.print(f"game {r.seed}: {r.label}", highlight=False, markup=False)
        for ev in r.engine.log:
            console.print(ev.line(), highlight=False, markup=False)
        console.print(f"winner {r.winner} after {r.turns} turns" + (f"; error {r.error}" if r.error else ""),
                      highlight=False, markup=False)
        if svg:
            console.print(f"{len(written)} pictures in {svg}", highlight=False, markup=False)
    raise typer.Exit(1 if r.error or r.violations else 0)


def _write_pictures(draw, log: list, folder: str, as_json: bool) -> list[str]:
    """One SVG file a step of the game (the engine's `step_pictures`), into `folder` (created if missing)."""
    out = os.path.abspath(folder)
    try:
        os.makedirs(out, exist_ok=True)
        written = []
        for name, picture in draw(log):
            path = os.path.join(out, name)
            with open(path, "w", encoding="utf-8") as f:
                f.write(picture)
            written.append(path)
    except OSError as exc:
        fail(f"--svg {folder}: {exc.strerror or exc}", as_json)
    return written


rules_app = typer.Typer(help="Traceability: which engine code carries out which rule.", no_args_is_help=True)
app.add_typer(rules_app, name="rules")


def _trace(game: str) -> tuple[list, dict, list[str]]:
    import importlib
    import pkgutil

    from ..kernel import claims, unclaimed
    from ..spec.loader import load_game
    pkg = registry.game(game).module("engine")
    for mod in pkgutil.iter_modules(pkg.__path__):
        importlib.import_module(f"{pkg.__name__}.{mod.name}")
    book = load_game(game)
    normative = [e for e in book.entries if e.normative]
    return normative, claims(game), unclaimed(game, [e.id for e in normative])


def _gaps(game: str):
    """The engine's `gaps` module (rule id -> why no code claims it), when it has one."""
    import importlib
    try:
        return importlib.import_module(f"{registry.game(game).engine}.gaps")
    except ModuleNotFoundError:
        return None


@rules_app.command("unimplemented")
def unimplemented(game: Optional[str] = GameOption, as_json: bool = JsonOption) -> None:
    """Normative rules that no engine code claims with @implements."""
    game = _engine_package(game)
    normative, have, missing = _trace(game)
    WHY = getattr(_gaps(game), "WHY", {})
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
    game = _engine_package(game)
    _, have, _ = _trace(game)
    if rule is not None:
        have = {rule: have.get(rule, [])}
    if as_json:
        emit_json({"game": game, "claims": have})
        return
    for rid, where in have.items():
        console.print(f"{rid}: {', '.join(where) or '(none)'}", highlight=False, markup=False)
