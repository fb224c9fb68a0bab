"""Paranoid mode's look at what the game memoises until the board changes (Game.memo): cards in play, passive
sources, Dormant and "can't" sets, which cards are active and their Heroic Acts, what a Champion's lane allows.
Each must equal the same fact worked out afresh; one that differs is a change that should have made the game forget
it and did not."""

from __future__ import annotations

from . import actions, corners, passives
from .game import Game, health_kinds
from .state import PLAYERS


def stale_facts(game: Game) -> list[str]:
    """Facts memoised until the board changes (cards in play, passive sources, Dormant and "can't" sets, which
    cards are active, what a Champion's lane allows) that differ from the same facts worked out afresh: a change
    that should have made the game forget them did not."""
    if game._board != game._memo_at:
        return []
    saved, board = game._memo, game._board
    game._memo, game._memo_at = {}, -1  # a fresh memo for the facts afresh; the game's own is put back after
    try:
        return _compare(game, saved)
    finally:
        game._memo, game._memo_at, game._board = saved, board, board


def _compare(game: Game, saved: dict) -> list[str]:
    problems = []
    for key, value in saved.items():
        fresh = _afresh(game, key)
        if fresh is _UNKNOWN:
            continue
        if isinstance(key, tuple) and key[0] == "passives":  # the kinds of passive effect this key is read for
            by_health = health_kinds(game)
            value, fresh = ({k: v for k, v in d.items() if (k in by_health) == (len(key) == 3)} for d in (value, fresh))
        if fresh != value:
            problems.append(f"memoised {key!r} is {value!r}, but afresh {fresh!r}")
    return problems


_UNKNOWN = object()


def _afresh(game: Game, key):
    if isinstance(key, int):
        return corners.active(game, key)
    if key in PLAYERS:
        return game.in_play(key)
    if key == "readers":
        return game.readings_in_play()
    if key == "dormant" or key[0] == "forbid":
        passives.is_dormant(game, -1) if key == "dormant" else passives.forbidden(game, -1, key[1])
        return game._memo[key]
    if key[0] == "heroic":
        return actions._heroic_sources(game, key[1])
    if key[0] == "host":
        return actions.host(game, key[1])
    if key[0] == "passives_of":
        return passives._player_sources(game, key[1]) if key[2] == passives.health_key(game) else _UNKNOWN
    if key[0] == "passives":
        return passives._sources(game, key[1]) if len(key) == 2 or key[2] == passives.health_key(game) else _UNKNOWN
    return _UNKNOWN
