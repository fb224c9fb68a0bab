"""Complete random games between random legal players (issue 5, `rulekeeper simulate`): the decks of
spec/champions/decks.yaml, invariants checked after every step, seeds derived from one seed."""

from __future__ import annotations

import traceback
from collections.abc import Sequence
from dataclasses import dataclass, field

from ...kernel import RandomChoices
from .cards import Card, load_cards
from .deck import Deck, check_deck, load_decks
from .invariants import check
from .table import Table, new_game


@dataclass
class Result:
    seed: str
    decks: tuple[str, str]
    winner: str | None = None
    turns: int = 0
    steps: int = 0
    error: str | None = None
    violations: list[str] = field(default_factory=list)
    game: Table | None = None


class Labels(Sequence[str]):
    """The options' labels, each made only if the decisions interface reads it (a random player reads none)."""

    __slots__ = ("items",)

    def __init__(self, items: list) -> None:
        self.items = items

    def __len__(self) -> int:
        return len(self.items)

    def __getitem__(self, i):
        return [str(a) for a in self.items[i]] if isinstance(i, slice) else str(self.items[i])


def game_seed(seed: int, i: int) -> str:
    return f"{seed}:{i}"


def play_one(pool: dict[str, Card], decks: list[Deck], seed: str, checks: bool = True, keep: bool = False) -> Result:
    """One complete game: decks picked by the seed, every choice random (its own RNG, seeded from the seed)."""
    chooser = RandomChoices(f"players:{seed}")
    pick = RandomChoices(f"decks:{seed}")
    da = decks[pick.choose("A", "deck", [d.name for d in decks])]
    db = decks[pick.choose("B", "deck", [d.name for d in decks])]
    res = Result(seed, (da.name, db.name))
    try:
        game = new_game(pool, {"A": list(da.all), "B": list(db.all)}, seed=seed, decisions=chooser)
        if keep:
            res.game = game
        if checks:
            res.violations += check(game)
        while not game.over:
            p = game.s.active
            acts = game.legal_actions(p)
            game.do(acts[chooser.choose(p, "action", Labels(acts))])
            res.steps += 1
            if checks:
                found = check(game)
                if found:
                    res.violations += [f"step {res.steps}: {v}" for v in found]
                    break
        res.winner, res.turns = game.s.winner, game.s.turn
    except Exception as exc:  # an engine bug: report it with where it happened, keep simulating
        tb = traceback.extract_tb(exc.__traceback__)[-1]
        res.error = f"{type(exc).__name__}: {exc} ({tb.filename.rsplit('/', 1)[-1]}:{tb.lineno})"
    return res


def load_inputs(cards_path=None, decks_path=None) -> tuple[dict[str, Card], list[Deck]]:
    pool = load_cards(cards_path)
    decks = list(load_decks(decks_path).values())
    missing = sorted({n for d in decks for n in d.all if n not in pool})
    if missing:
        raise ValueError(f"decks name cards that are not in cards.yaml: {', '.join(missing)}")
    if not decks:
        raise ValueError("no decks to play")
    for d in decks:
        problems = check_deck(d, pool)
        if problems:
            raise ValueError(f"deck {d.name!r} is not a legal Constructed Deck: "
                             + "; ".join(f"{p.rule or '-'}: {p.message}" for p in problems))
    return pool, decks
