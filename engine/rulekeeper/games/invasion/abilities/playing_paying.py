"""A card effect that plays a unit from hand paying its cost: "Action: Play a unit from your hand (paying all
costs)." (Waiting in Ambush; "(paying all costs)" is a reminder the typed text does not keep: with no "at no cost",
the cost is paid, terms.cost).

As playing.py's "at no cost": the unit is played while the effect resolves, inside the chain's resolution, no one
responding (misc.card-effects-resulting-in-playing-cards); it is its player's choice among the units of their hand
they can pay for and play (a scripted answer naming it, else the first), into a zone of their choice (an answer
naming it, else the first it may enter), cost and loyalty paid (core.cards.cost), Limited counted. With none, the
effect does nothing. Registered into effects.HANDLERS for Play on top of the handler registered before.
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Place
from . import effects
from .playing import play_from_hand

_BEFORE = effects.HANDLERS[E.Play]


def _reads(n) -> bool:
    o, src = n.what, n.source
    return isinstance(o, Objects) and tuple(o.kind) == ("unit",) and o.ref in ("a", "one") and not o.target \
        and o.count is None and not o.qualities and not o.described and o.controller is None and o.place is None \
        and isinstance(src, Place) and src.zone == "hand" and src.ref == "your" and not src.described \
        and not src.qualities and n.free is None and n.control is None and n.place is None and n.as_if is None \
        and n.by is None


def _check(n, ctx) -> None:
    if not _reads(n):
        return _BEFORE[0](n, ctx)


@implements("misc.card-effects-resulting-in-playing-cards", "terms.cost", "core.cards.cost")
def _run(n, rt) -> bool:
    if not _reads(n):
        return _BEFORE[1](n, rt)
    return play_from_hand(rt, ("misc.card-effects-resulting-in-playing-cards", "terms.cost"))


effects.HANDLERS[E.Play] = (_check, _run)
