"""Conditions of a sentence: "if you control a DAEMON Unit" (6.2 Control), "if you have n or less health" (2.13),
"if you took damage since your last turn" (6.2 Since Your Last Turn)."""

from __future__ import annotations

from ...kernel import implements
from ...text.champions import ast as A
from .game import Game
from .state import other
from .targets import matches


@implements("2.5.1.4", "2.5.2.4", "2.5.3.5", "6.2.allied", "6.2.enemy")
def players(game: Game, source: int, who: A.Player) -> list[str]:
    """Whom an effect affects: by default its owner (the parser writes the default out, 2.5.1.4)."""
    me = game.s.owner[source]
    if who is _YOU:
        return [me]
    if who is _OPPONENT:
        return ["B" if me == "A" else "A"]  # other(me), without its call
    return [me, other(me)]


_YOU, _OPPONENT = A.Player.YOU, A.Player.OPPONENT


@implements("6.2.since-your-last-turn")
def since_your_last_turn(game: Game, player: str) -> int:
    """Where in the log the window of `player`'s "since your last turn" opens: the end of their previous turn
    (the start of the turn after it), or the start of the game if they haven't yet had a turn. A game set up
    from a position starts with the turn in progress there ("position" event)."""
    own_current = game.s.active == player  # their turn in progress is not their "last" turn
    opened = 0
    for ev in reversed(game.s.log.events):
        if ev.kind == "turn":
            whose = ev.data["player"]
        elif ev.kind == "position":
            whose = ev.data["active"]
        else:
            continue
        if whose != player:
            opened = ev.seq
        elif own_current:
            own_current = False
        else:
            return opened
    return 0


def took_damage(game: Game, player: str, since: int) -> bool:
    """Did `player` take damage (a "damage" event, 2.13.3) at or after log position `since`?"""
    return any(ev.kind == "damage" and ev.data["player"] == player for ev in game.s.log.since(since))


def cites(cond) -> tuple[str, ...]:
    """Rule ids an event about this condition cites besides 2.2.2."""
    return ("6.2.since-your-last-turn",) if isinstance(cond, A.TookDamage) else ()


def holds(game: Game, source: int, cond) -> bool:
    if cond is None:
        return True
    if isinstance(cond, A.TookDamage):
        since = since_your_last_turn(game, game.owner(source))
        return any(took_damage(game, p, since) for p in players(game, source, cond.who))
    if isinstance(cond, A.HealthAtMost):
        for p in players(game, source, cond.who):
            if game.s.health[p] <= cond.n:
                return True
        return False
    if isinstance(cond, A.Controls):
        need = cond.count.n
        for p in players(game, source, cond.who):
            n = 0
            for cid in game.in_play(p):
                if matches(game, cid, cond.kinds, cond.tag):
                    n += 1
            if n >= need:
                return True
        return False
    raise TypeError(f"unknown condition {cond!r}")

