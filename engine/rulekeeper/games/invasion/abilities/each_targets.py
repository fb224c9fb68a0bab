"""Each player targeting a unit, then an effect on the targeted units (targeting.target): "Play only if you control
at least 1 unit. Action: Each player targets a unit. Then, destroy each targeted unit." (Bloodlust).

The tactic's player targets his unit as he plays it (timing.C.1: a target slot, checked again as it resolves,
timing.B.3). The other player's target is chosen as the effect resolves (a reading: the engine's actions name the
acting player's targets only), by him: the next scripted answer naming a unit; else the first unit of the tactic's
player, else his own first; a unit that cannot be targeted by the tactic (core.effects.cannot: it is the tactic
player's card effect) is not a choice. Then each targeted unit still in play is destroyed (terms.destroy), both at
once; one unit targeted twice is destroyed once.

Registered into effects.HANDLERS for Sequence on top of the handler registered before, which gets every other shape.
"""

from __future__ import annotations

from dataclasses import replace

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Player
from ..state import other
from .per_node import PerNode
from . import effects

_BEFORE = effects.HANDLERS[E.Sequence]
_TARGET = PerNode()  # node -> its target phrase


def _read(n):
    """The target phrase of the tactic's player's pick ("a unit", as a target); None for another Sequence."""
    if not (isinstance(n, E.Sequence) and len(n.steps) == 2 and n.then):
        return None
    aim, kill = n.steps
    w, k = getattr(aim, "what", None), getattr(kill, "what", None)
    if not (isinstance(aim, E.Targeted) and isinstance(aim.by, Player) and aim.by.who == "player"
            and aim.by.ref == "each" and not aim.by.of and isinstance(w, Objects) and tuple(w.kind) == ("unit",)
            and w.ref in ("a", "an") and not (w.target or w.count or w.described or w.qualities or w.controller
                                               or w.place or w.of)
            and isinstance(kill, E.Destroy) and kill.by is None and isinstance(k, Objects)
            and tuple(k.kind) == ("unit",) and k.ref == "each" and k.qualities == ("targeted",)
            and not (k.described or k.controller or k.place or k.of)):
        return None
    return _TARGET.get(n, lambda: replace(w, target=True))


def _check(n, ctx) -> None:
    o = _read(n)
    if o is None:
        return _BEFORE[0](n, ctx)
    ctx.objects(o)


@implements("targeting.target", "terms.destroy", "core.effects.then")
def _run(n, rt) -> bool:
    o = _read(n)
    if o is None:
        return _BEFORE[1](n, rt)
    from ..movement import destroy
    from .choosing import choose_cards
    g = rt.g
    mine = effects.cards(rt, o)
    sel = effects.selector(o, rt.name)
    q = other(rt.p)
    units = [c for who in (rt.p, q) for c in g.in_play(who) if g.card(c).unit and sel.matches(g, rt.p, rt.source, c)]
    theirs = choose_cards(rt, q, units, 1) if units else []
    rt.emit("targets", ("targeting.target",), player=q, card=rt.source, chosen=[g.name(c) for c in theirs])
    hit = list(dict.fromkeys(mine + theirs))
    for cid in hit:
        if g.is_in_play(cid):
            destroy(g, cid)
            rt.out_of_combat(cid)
    return bool(hit)


effects.HANDLERS[E.Sequence] = (_check, _run)
