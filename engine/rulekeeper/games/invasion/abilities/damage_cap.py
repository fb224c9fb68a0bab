"""A unit that takes at most 1 of any damage assigned to it (damage.cancelling-damage): "Whenever this unit is
assigned damage, cancel all but 1 of that damage." (Dragonmage).

Typed as a Forced on being assigned damage; it can only happen inside that damage, so it is read as what it does
to it (program.EXTRA_FORCED, filed in the card's extras): each time damage is applied to the unit (combat damage
together, each effect's damage on its own: dealing.apply_damage), what Toughness and other cancel effects leave of it
is cancelled down to 1 (dealing.CANCELS), while its text box is not blank. Uncancellable damage is not cancelled.
For assigning combat damage (core.combat.4) the attacker counts it: a unit with more than 1 hit point left can't be
given enough to destroy it (dealing.KNOWN_CANCELS), so damage goes to it before the zone as for a unit whose damage
is all cancelled (passive.known_cancel).
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, Objects
from .. import dealing
from . import program


@dataclass(frozen=True)
class AllButOne:
    """"cancel all but 1 of that damage" to this unit."""


def _reads(ab, name: str):
    ev, e = getattr(ab.trigger, "event", None), ab.effect
    w, to = getattr(e, "what", None), getattr(ev, "to", None)
    if not (isinstance(ev, E.AssignDamage) and ev.by is None and isinstance(to, Objects) and to.ref == "this"
            and tuple(to.kind) == ("unit",) and isinstance(e, E.Cancel) and e.to is None and e.by is None
            and isinstance(w, Objects) and tuple(w.kind) == ("damage",) and w.count == Count(1, "all but")
            and isinstance(w.of, Objects) and w.of.ref == "that" and ab.cost is None and ab.zone is None):
        return None
    return AllButOne()


def _capped(g, cid) -> bool:
    from ..blanking import blank
    if not isinstance(cid, int) or not g.is_in_play(cid):
        return False
    prog = g.card(cid).program
    return any(isinstance(x, AllButOne) for x in (prog.extras if prog else ())) and not blank(g, cid)


@implements("damage.cancelling-damage")
def cancels(g, t, n: int) -> int:
    if n <= 1 or not _capped(g, t):
        return 0
    g.emit("cancelled", ("damage.cancelling-damage",), card=t, name=g.name(t), amount=n - 1, why="all but 1")
    return n - 1


@implements("core.combat.4")
def known(g, cid: int) -> int:
    return 10 ** 6 if _capped(g, cid) and g.remaining(cid) > 1 else 0


program.EXTRA_FORCED.append(_reads)
dealing.CANCELS.append(cancels)
dealing.KNOWN_CANCELS.append(known)
