"""Discarding resources: "Your opponent discards 2 resources.", "discard X resources from target player"
(Snotling Ambush, faq.54; X as the effect or its cost defines it, terms.the-letter-x).

A player discards as many of the resources named as they have: an effect is carried out as far as it can be
(faq.54), so a player with fewer loses all theirs. Registered into effects.HANDLERS for Discard on top of the
handler registered before, if any, which gets every other shape of Discard (cards from hand ...).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects
from ..state import other
from . import effects
from .cards_moving import players, who
from .objects import Unsupported


def _resources(n) -> bool:
    o = n.what
    return isinstance(o, Objects) and tuple(o.kind) in (("resource",), ("resources",)) and o.ref in ("", "a") \
        and not o.target and not o.described and not o.of and o.controller is None and o.place is None \
        and n.at_random is None and (n.source is None or n.by is None)


_BEFORE = effects.HANDLERS.get(E.Discard)


def _check(n, ctx) -> None:
    if not _resources(n):
        if _BEFORE is None:
            raise Unsupported("the effect Discard")
        return _BEFORE[0](n, ctx)
    effects.amount_check(n.what.count, ctx, "resources discarded")
    if n.source is not None:
        who(n.source, "discarding resources of")
    else:
        effects._player(n.by, "discarding")


@implements("faq.54")
def _run(n, rt) -> bool:
    """The player loses the resources named, or all they have when they have fewer (faq.54)."""
    if not _resources(n):
        return _BEFORE[1](n, rt)
    if n.source is not None:  # "... from target player" (the player is chosen as the effect resolves)
        losers = players(rt, who(n.source, "discarding resources of"))
    else:
        losers = [rt.p if effects._player(n.by, "discarding") == "you" else other(rt.p)]
    asked, done = effects.num(n.what.count, rt), False
    for q in losers:
        lost = min(asked, rt.g.s.resources[q])
        rt.g.s.resources[q] -= lost
        rt.emit("discard_resources", ("faq.54",), player=q, amount=lost, asked=asked)
        done = done or lost > 0
    return done


effects.HANDLERS[E.Discard] = (_check, _run)
