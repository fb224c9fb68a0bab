"""Damage to the sections of your own capital that the text names itself (core.capital.zones): "deal 1 damage to
this section of your capital" (the section of the zone this card is in), "this unit deals 1 damage to each section
of your capital".

Dealt at once through the damage rules (dealing.apply_damage: redirected, cancelled, burning); a burned section
takes no more damage (core.capital.burning). "this unit deals ...": only while the unit is in play (a unit no longer
in play deals no damage). Registered into effects.HANDLERS for these shapes of DealDamage (another shape goes to the
handler registered before).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Place
from ..cards import ZONES
from . import effects
from .capitals import of_your_capital
from .effects import _only, amount
from .objects import Unsupported


def sections_named(place) -> str | None:
    """"each" (each section of your capital) | "this" (this section of your capital) | None (another place)."""
    if isinstance(place, Place) and place.zone == "section" and place.ref in ("each", "this") \
            and place.whose is None and not place.position and not place.qualities and place.within is None \
            and of_your_capital(place.described):
        return place.ref
    return None


def by_this(by) -> bool:
    return isinstance(by, Objects) and by.ref == "this" and not by.described and not by.qualities \
        and by.controller is None and by.place is None and by.of is None and by.count is None


def targets_now(n, rt) -> list[str]:
    """The sections ("A.kingdom") the damage goes to now: none if this unit, dealing it, is gone, or this card
    is in no zone ("this section")."""
    g = rt.g
    if n.by is not None and not g.is_in_play(rt.source):
        return []
    if sections_named(n.to) == "each":
        return [f"{rt.p}.{z}" for z in ZONES]
    where = g.place(rt.source)
    return [f"{rt.p}.{where}"] if where in ZONES and g.controller(rt.source) == rt.p else []


_DEAL = effects.HANDLERS.get(E.DealDamage)


def _check(n, ctx) -> None:
    if sections_named(n.to) is None:
        return _DEAL[0](n, ctx)
    _only(n, "amount", "to", "by")
    if n.by is not None and not by_this(n.by):
        raise Unsupported("damage to your capital's sections dealt by another card")
    amount(n.amount, "damage")


@implements("damage.non-combat-damage", "core.capital.zones", "core.capital.burning")
def _run(n, rt) -> bool:
    """The damage on each section named, applied at once."""
    from ..dealing import apply_damage
    if sections_named(n.to) is None:
        return _DEAL[1](n, rt)
    hits = [(t, n.amount.value) for t in targets_now(n, rt)]
    if not hits or rt.g.over:
        return False
    return bool(apply_damage(rt.g, hits, ("damage.non-combat-damage",)))


effects.HANDLERS[E.DealDamage] = (_check, _run)
