"""Conditions of a sentence: "if you control a DAEMON Unit" (6.2 Control), "if you have n or less health" (2.13)."""

from __future__ import annotations

from ...kernel import implements
from ...text.champions import ast as A
from .game import Game
from .state import other
from .targets import matches


@implements("2.5.1.4", "2.5.2.4", "2.5.3.5", "6.2.allied", "6.2.enemy")
def players(game: Game, source: int, who: A.Player) -> list[str]:
    """Whom an effect affects: by default its owner (the parser writes the default out, 2.5.1.4)."""
    me = game.owner(source)
    if who is A.Player.YOU:
        return [me]
    if who is A.Player.OPPONENT:
        return [other(me)]
    return [me, other(me)]


def holds(game: Game, source: int, cond) -> bool:
    if cond is None:
        return True
    if isinstance(cond, A.HealthAtMost):
        return any(game.s.health[p] <= cond.n for p in players(game, source, cond.who))
    if isinstance(cond, A.Controls):
        need = cond.count.n
        for p in players(game, source, cond.who):
            n = sum(1 for cid in game.in_play(p) if matches(game, cid, cond.kinds, cond.tag))
            if n >= need:
                return True
        return False
    raise TypeError(f"unknown condition {cond!r}")

