"""Decks (core.deck.*): checking a deck list, and the random legal decks `simulate` plays, built per faction from
the cards the engine can run."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ...kernel import RandomChoices, implements
from .cards import DESTRUCTION, ORDER, Card
from .settings import settings

COPIES = 3  # core.deck.copies


@dataclass(frozen=True)
class Problem:
    rule: str | None
    message: str


@implements("core.deck.size", "core.deck.copies", "core.deck.factions")
def check_deck(names: list[str], pool: dict[str, Card]) -> list[Problem]:
    """Every deck-building rule the list breaks, each problem naming its rule."""
    problems = [Problem(None, f"{n!r} is not a known card") for n in sorted(set(names)) if n not in pool]
    cfg = settings()
    if not cfg.min_cards <= len(names) <= cfg.max_cards:
        problems.append(Problem("core.deck.size", f"{len(names)} cards; a deck has {cfg.min_cards} to "
                                                  f"{cfg.max_cards}"))
    for n, k in sorted(Counter(names).items()):
        if k > COPIES:
            problems.append(Problem("core.deck.copies", f"{k} copies of {n!r}; at most {COPIES} by title"))
    factions = {pool[n].faction for n in names if n in pool} - {None}
    if len(factions) > 1:
        problems.append(Problem("core.deck.factions", "Order and Destruction cards never share a deck"))
    return problems


def random_deck(pool: dict[str, Card], faction: str, pick: RandomChoices, player: str) -> list[str]:
    """A legal deck of the faction's runnable cards (and runnable neutral ones), shuffled choices by `pick`."""
    races = ORDER if faction == "Order" else DESTRUCTION
    names = sorted(n for n, c in pool.items() if c.runnable and (c.race in races or c.race == "Neutral"))
    copies = [n for n in names for _ in range(COPIES)]
    size = settings().min_cards
    if len(copies) < size:
        raise ValueError(f"only {len(copies)} runnable {faction} and neutral cards (3 copies each) in the pool: "
                         f"a deck needs {size}")
    deck = []
    while len(deck) < size:
        deck.append(copies.pop(pick.choose(player, "deck card", copies)))
    return deck
