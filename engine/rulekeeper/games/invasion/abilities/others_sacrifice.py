"""Sacrifices made by players other than the effect's controller alone (terms.sacrifice: a player sacrifices a
card he controls, his choice):
- "force the attacker to sacrifice an attacking unit" (Boiling Oil): the attacking player (core.combat.1: the
  player whose attack is under way) sacrifices one of his attacking units; no attack under way, nobody does;
- "Each player sacrifices a neutral card he controls (you choose first)." (Desertion): the effect's controller
  chooses and sacrifices first, then the other player (the order the text gives; our reading: each sacrifice is
  made as that player chooses, one after the other).

Each sacrifice is the sacrifice handler's own, run as that player does it ("he controls": the player sacrificing).
Registered into effects.HANDLERS for those shapes of Sacrifice (another shape goes to the handler registered
before).
"""

from __future__ import annotations

from dataclasses import replace

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Player
from ..state import other
from . import effects

_SACRIFICE = effects.HANDLERS[E.Sacrifice]
_OWN: dict[int, tuple[object, object]] = {}  # node -> (it, the same sacrifice by no one named), made once per node


def _own(n):
    if id(n) not in _OWN or _OWN[id(n)][0] is not n:
        _OWN[id(n)] = (n, replace(n, by=None))
    return _OWN[id(n)][1]


def _doers(by) -> str | None:
    """"attacker" (the attacking player) | "each" (each player, you first) | None (another shape)."""
    if isinstance(by, Objects) and tuple(by.kind) == ("attacker",) and by.ref == "the" and not (
            by.described or by.qualities or by.controller or by.place or by.of or by.target or by.count):
        return "attacker"
    if isinstance(by, Player) and by.who == "player" and by.ref == "each" and not by.of and not by.described:
        return "each"
    return None


def _check(n, ctx) -> None:
    if _doers(n.by) is None:
        return _SACRIFICE[0](n, ctx)
    _SACRIFICE[0](_own(n), ctx)


@implements("terms.sacrifice", "core.effects.sacrifice", "core.combat.1")
def _run(n, rt) -> bool:
    kind = _doers(n.by)
    if kind is None:
        return _SACRIFICE[1](n, rt)
    c = rt.g.s.combat
    if kind == "attacker":
        players = [rt.g.s.active] if c is not None else []  # the player whose attack is under way
    else:
        players = [rt.p, other(rt.p)]  # "(you choose first)"
    own, controller, done = _own(n), rt.p, False
    try:
        for q in players:
            if rt.g.over:
                break
            rt.p = q
            done = _SACRIFICE[1](own, rt) or done
    finally:
        rt.p = controller
    return done


effects.HANDLERS[E.Sacrifice] = (_check, _run)
