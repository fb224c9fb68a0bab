"""Turning a card in play facedown into a development: "When this unit enters play, turn target support card
facedown into a development." (Rodrik's Raiders).

The support card leaves play as such (core.cards.developments: a development has no text, power, cost or traits)
and becomes a development in the same zone of its owner's capital (card-types.developments: a player controls a
development only if they own it), adding 1 hit point to that zone (core.capital.hit-points). As a card leaving
play it loses its tokens and the effects on it, and its attachments go to their owners' discard piles
(Game.leave_play, card-types.attachments); an attachment so turned facedown is no longer attached.

Registered into effects.HANDLERS for Flip (no handler before it: another shape of Flip stays refused).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects
from . import effects
from .objects import Unsupported

_BEFORE = effects.HANDLERS.get(E.Flip)


def _reads(n) -> bool:
    i = n.into
    return n.face == "facedown" and n.by is None and isinstance(i, Objects) \
        and tuple(i.kind) == ("development",) and i.ref in ("a", "") and not i.described and not i.qualities


def _check(n, ctx) -> None:
    if not _reads(n):
        if _BEFORE is None:
            raise Unsupported("the effect Flip")
        return _BEFORE[0](n, ctx)
    sel = ctx.objects(n.what)
    if sel.kinds != ("support",):
        raise Unsupported("turning facedown something other than a support card")


@implements("core.cards.developments", "card-types.developments", "core.capital.hit-points")
def _run(n, rt) -> bool:
    if not _reads(n):
        return _BEFORE[1](n, rt)
    g = rt.g
    hit = [c for c in effects.cards(rt, n.what) if g.is_in_play(c) and g.card(c).type == "Support"]
    for cid in hit:
        zone = g.place(cid)
        g.leave_play(cid, "turned_facedown", ("core.cards.developments", "card-types.developments"),
                     to=f"{zone}.dev")
        rt.out_of_combat(cid)
    return bool(hit)


effects.HANDLERS[E.Flip] = (_check, _run)
