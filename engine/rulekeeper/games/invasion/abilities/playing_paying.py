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

from ....kernel import IllegalAction, implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Place
from ..cards import ZONES
from . import effects
from .reviving import ZONE_WORDS

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
    from ..capital import play, refusal
    g, p = rt.g, rt.p
    units = [c for c in g.cards(p, "hand") if g.card(c).unit]
    if g.s.answers and any(g.name(c) == g.s.answers[0] for c in units):
        name = g.s.answers.pop(0)
        units = [c for c in units if g.name(c) == name][:1]
    zones = list(ZONES)
    if g.s.answers and str(g.s.answers[0]).lower() in ZONE_WORDS:
        zones = [ZONE_WORDS[g.s.answers.pop(0).lower()]]
    for cid in units:
        for zone in zones:
            if refusal(g, p, cid, zone) is None:  # every cost payable, every restriction followed
                try:
                    play(g, p, cid, zone, by_effect=True)
                except IllegalAction:
                    continue
                rt.emit("played_by_effect", ("misc.card-effects-resulting-in-playing-cards", "terms.cost"),
                        player=p, card=cid, name=g.name(cid), by=rt.name, zone=zone)
                return True
    return False


effects.HANDLERS[E.Play] = (_check, _run)
