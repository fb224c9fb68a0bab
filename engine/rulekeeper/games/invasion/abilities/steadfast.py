"""Hit points that card effects can't lower (core.effects.constant, terms.reduction): "This unit cannot have its hit
points reduced by card effects." (Scion of the Everqueen).

Read by program.EXTRA_CONSTANTS into a `KeepsHitPoints`; game.unit_health asks `keeps` and then counts only the
card effects that raise the unit's hit points (until the end of the turn, and constant effects, each on its own).
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects
from . import program
from .passive import _text


@dataclass(frozen=True)
class KeepsHitPoints:
    """Card effects can't reduce this unit's hit points."""


def _reads(ab, name: str) -> KeepsHitPoints | None:
    e = ab.effect
    if ab.zone is not None or not (isinstance(e, E.Modal) and e.kind == "cannot" and isinstance(e.effect, E.Has)):
        return None
    has = e.effect
    who, what = has.who, has.what
    if isinstance(who, Objects) and who.ref == "this" and tuple(who.kind) == ("unit",) and not who.described \
            and has.by is None and isinstance(what, Objects) and tuple(what.kind) == ("hit", "points") \
            and what.ref == "its" and len(what.described) == 1 \
            and _text(what.described[0]) == "reduced by card effects":
        return KeepsHitPoints()
    return None


@implements("core.effects.constant", "terms.reduction")
def keeps(g, cid: int) -> bool:
    prog = g.card(cid).program
    return any(isinstance(x, KeepsHitPoints) for x in (prog.extras if prog else ()))


program.EXTRA_CONSTANTS.append(_reads)
