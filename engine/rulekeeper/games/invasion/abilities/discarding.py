"""Discarding resources: "Your opponent discards 2 resources." (Snotling Ambush's effect, faq.54).

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
from .objects import Unsupported


def _resources(n) -> bool:
    o = n.what
    return isinstance(o, Objects) and tuple(o.kind) in (("resource",), ("resources",)) and o.ref in ("", "a") \
        and not o.target and not o.described and not o.of and o.controller is None and o.place is None \
        and n.at_random is None and n.source is None


_BEFORE = effects.HANDLERS.get(E.Discard)


def _check(n, ctx) -> None:
    if not _resources(n):
        if _BEFORE is None:
            raise Unsupported("the effect Discard")
        return _BEFORE[0](n, ctx)
    effects.amount(n.what.count, "resources discarded")
    effects._player(n.by, "discarding")


@implements("faq.54")
def _run(n, rt) -> bool:
    """The player loses the resources named, or all they have when they have fewer (faq.54)."""
    if not _resources(n):
        return _BEFORE[1](n, rt)
    who = rt.p if effects._player(n.by, "discarding") == "you" else other(rt.p)
    lost = min(n.what.count.value, rt.g.s.resources[who])
    rt.g.s.resources[who] -= lost
    rt.emit("discard_resources", ("faq.54",), player=who, amount=lost, asked=n.what.count.value)
    return lost > 0


effects.HANDLERS[E.Discard] = (_check, _run)
