"""Helpers for the engine tests: the project's card pool plus cards written inline in the card-text language.

(Imported by name from the test modules; the `pool` fixture lives in conftest.py.)"""

from __future__ import annotations

from rulekeeper.games.champions import Scripted, from_position, load_pool
from rulekeeper.games.champions.cards import card_from_entry

_POOL = None


def pool_with(*entries: dict) -> dict:
    global _POOL
    if _POOL is None:
        _POOL = load_pool()
    pool = dict(_POOL)
    for e in entries:
        c = card_from_entry(e, "test")
        pool[c.name] = c
    return pool


def position(players: dict, *entries: dict, answers=(), default: str = "first", **top) -> object:
    """A game in player A's Action Phase (unless told otherwise) with the given lanes and zones."""
    top.setdefault("active", "A")
    return from_position(pool_with(*entries), {"players": players, **top}, decisions=Scripted(answers, default))


def kinds(game, since: int = 0) -> list[str]:
    return [e.kind for e in game.log.events[since:]]


def events(game, kind: str) -> list:
    return [e for e in game.log.events if e.kind == kind]
