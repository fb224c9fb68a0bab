"""Damage that constant effects keep from being cancelled (core.effects.constant, damage.cancelling-damage):
"Kingdom. Indirect damage cannot be cancelled by card effects." (White Tower Aspirant).

Read by program.EXTRA_CONSTANTS into an `Uncancellable`; dealing.apply_damage asks `indirect` for indirect damage
(damage.indirect-damage) and then cancels none of it (Toughness, cancel effects and constant effects are all card
effects); indirect.py asks it too, so a unit is not given more indirect damage than destroys it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects
from ..cards import ZONES
from . import program


@dataclass(frozen=True)
class Uncancellable:
    """Indirect damage can't be cancelled by card effects while the source is in `zone` (anywhere: None)."""
    zone: str | None


def _reads(ab, name: str) -> Uncancellable | None:
    e = ab.effect
    if not (isinstance(e, E.Modal) and e.kind == "cannot" and isinstance(e.effect, E.Cancel)):
        return None
    c = e.effect
    what, by = c.what, c.by
    if not (isinstance(what, Objects) and tuple(what.kind) == ("damage",) and what.qualities == ("indirect",)
            and not what.described and what.place is None and what.controller is None and c.to is None
            and isinstance(by, Objects) and tuple(by.kind) == ("card", "effects") and by.of is None
            and not by.described and not by.qualities):
        return None
    return Uncancellable(ab.zone)


def _names(g):
    names = g.__dict__.get("_uncancellable")
    if names is None:
        names = frozenset(n for n, c in g.pool.items() if c.program is not None
                          and any(isinstance(x, Uncancellable) for x in c.program.extras))
        g.__dict__["_uncancellable"] = names
    return names


@implements("damage.indirect-damage", "damage.cancelling-damage", "core.effects.constant")
def indirect(g) -> bool:
    """Is indirect damage uncancellable now (such a card in play, in the zone its prefix names)?"""
    names = _names(g)
    if not names:
        return False
    for q in ("A", "B"):
        for z in ZONES:
            for src in g.cards(q, z):
                if g.name(src) in names and any(isinstance(x, Uncancellable) and x.zone in (None, z)
                                                for x in g.card(src).program.extras):
                    return True
    return False


program.EXTRA_CONSTANTS.append(_reads)
