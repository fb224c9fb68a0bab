"""A quest that counts its questing unit's power in another zone too (core.capital.power, core.cards.quest):
"Quest. The unit questing on this card adds its power to your kingdom zone as well." (New Trade Route).

A constant effect of the quest while it is in its player's quest zone (core.effects.zone-prefix): the power of the
unit questing on it (as it is now, constant effects and lasting ones counted: game.unit_power) is added to the power
of that player's kingdom; it still counts in the quest zone, where it is ("as well"). Nothing while no unit quests on
it, or while its text box is blank (faq.28). Read by program.EXTRA_CONSTANTS; game.power asks `extra`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Place
from ..cards import ZONES
from . import program
from .passive import _text


@dataclass(frozen=True)
class AddsPower:
    """The unit questing on this quest adds its power to its player's `zone` too."""
    zone: str


def _reads(ab, name: str):
    e = ab.effect
    if ab.zone != "quest" or not isinstance(e, E.Add):
        return None
    what, to, by = e.what, e.to, e.by
    if not (isinstance(what, Objects) and tuple(w.lower() for w in what.kind) == ("power",) and what.ref == "its"
            and not (what.described or what.qualities or what.count)):
        return None
    if not (isinstance(to, Place) and to.zone.endswith(" zone") and to.zone[:-5] in ZONES and to.ref == "your"
            and not (to.whose or to.described or to.qualities or to.position)):
        return None
    if not (isinstance(by, Objects) and tuple(by.kind) == ("unit",) and by.ref == "the" and len(by.described) == 1
            and _text(by.described[0]) == "questing on this card" and not (by.qualities or by.controller or by.place)):
        return None
    return AddsPower(to.zone[:-5])


def _adders(g) -> frozenset:
    """The names of the pool's cards with such an effect (read once per game)."""
    cache = g.__dict__.get("_power_adders")
    if cache is None:
        cache = frozenset(n for n, c in g.pool.items() if c.program is not None
                          and any(isinstance(x, AddsPower) for x in c.program.extras))
        g.__dict__["_power_adders"] = cache
    return cache


@implements("core.capital.power", "core.cards.quest", "core.effects.zone-prefix", "faq.28")
def extra(g, p: str, zone: str) -> int:
    """The power p's quests add to p's `zone` from the units questing on them."""
    names = _adders(g)
    if not names:
        return 0
    from ..blanking import blank
    n = 0
    for quest in g.cards(p, "quest"):
        if g.s.names[quest] not in names or blank(g, quest):
            continue
        unit = g.s.questing.get(quest)
        if unit is None or not g.is_in_play(unit):
            continue
        n += sum(g.unit_power(unit) for x in g.card(quest).program.extras if isinstance(x, AddsPower) and x.zone == zone)
    return n


program.EXTRA_CONSTANTS.append(_reads)
