"""Decks (core.deck.*): checking a deck list, and the random legal decks `simulate` plays, built per faction from
the cards the engine can run."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from ...kernel import RandomChoices, implements
from ...spec.loader import load_game
from .cards import DESTRUCTION, ORDER, Card
from .settings import settings

COPIES = 3  # core.deck.copies


@dataclass(frozen=True)
class Problem:
    rule: str | None
    message: str


@lru_cache(maxsize=1)
def lists() -> tuple[dict[str, str], dict[str, str]]:
    """The FAQ's restricted and banned lists (head to head): card name -> the spec entry that lists it."""
    out: tuple[dict[str, str], dict[str, str]] = ({}, {})
    for e in load_game("invasion").entries:
        meta = e.meta_dict()
        which = {"Restricted List": 0, "Banned List": 1}.get(meta.get("list", ""))
        if which is not None and meta.get("card"):
            out[which][meta["card"]] = e.id
    return out


@implements("core.deck.lists", "restricted", "banned")
def _listed(names: list[str]) -> list[Problem]:
    restricted, banned = lists()
    problems = [Problem(banned[n], f"{n!r} is banned") for n in sorted(set(names)) if n in banned]
    chosen = sorted({n for n in names if n in restricted})
    if len(chosen) > 1:
        problems += [Problem(restricted[n], f"{n!r} is restricted and the deck already has {chosen[0]!r}: one "
                                           "restricted card per deck") for n in chosen[1:]]
    return problems


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
    return problems + _listed(names)


def random_deck(pool: dict[str, Card], faction: str, pick: RandomChoices, player: str) -> list[str]:
    """A legal deck of the faction's runnable cards (and runnable neutral ones), shuffled choices by `pick`."""
    races = ORDER if faction == "Order" else DESTRUCTION
    restricted, banned = lists()
    names = sorted(n for n, c in pool.items() if c.runnable and n not in banned
                   and (c.race in races or c.race == "Neutral" and c.faction_only in (None, faction)))
    copies = [n for n in names for _ in range(COPIES)]
    size = settings().min_cards
    if len(copies) < size:
        raise ValueError(f"only {len(copies)} runnable {faction} and neutral cards (3 copies each) in the pool: "
                         f"a deck needs {size}")
    deck = []
    while len(deck) < size:
        deck.append(copies.pop(pick.choose(player, "deck card", copies)))
        if deck[-1] in restricted:  # one restricted card per deck (core.deck.lists)
            copies = [n for n in copies if n not in restricted or n == deck[-1]]
            if len(deck) + len(copies) < size:
                raise ValueError(f"too few runnable {faction} cards besides the restricted ones for a deck")
    return deck
