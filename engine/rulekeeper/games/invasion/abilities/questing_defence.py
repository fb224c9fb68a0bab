"""A quest that lets the unit questing on it defend elsewhere (core.combat.3, core.cards.quest): "Any unit questing on
this card can defend any of your zones, when they are attacked." (Protect the Empire).

Typed as a Forced "when they are attacked, any unit questing on this card can defend any of your zones"; it can only
happen as defenders are declared, so it is read as what it allows then (program.EXTRA_FORCED, filed in the quest's
extras): the unit questing on the quest (its controller's) may be declared a defender of whichever of its
controller's zones is attacked (obligations.DEFEND_ANYWHERE, asked by combat.can_defend), while the quest is in play
with its text box not blank; "cannot defend" still wins (core.effects.cannot).
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Place
from .. import obligations
from . import program


@dataclass(frozen=True)
class QuesterDefendsAnywhere:
    """"Any unit questing on this card can defend any of your zones"."""


def _reads(ab, name: str):
    ev, e = getattr(ab.trigger, "event", None), ab.effect
    d = getattr(e, "effect", None)
    who, where = getattr(d, "who", None), getattr(d, "what", None)
    if not (isinstance(ev, E.Attack) and isinstance(ev.what, Objects) and ev.what.ref == "they" and ev.who is None
            and ev.source is None and ev.by is None and isinstance(e, E.Modal) and e.kind in ("can", "may")
            and isinstance(d, E.Defend) and d.by is None and isinstance(who, Objects) and tuple(who.kind) == ("unit",)
            and who.ref == "any" and len(who.described) == 1 and "'questing'" in repr(who.described[0])
            and "dets=('this',)" in repr(who.described[0]) and "nouns=('card',)" in repr(who.described[0])
            and isinstance(where, Objects) and where.ref == "any" and isinstance(where.of, Place)
            and where.of.zone == "zones" and where.of.ref == "your" and ab.cost is None and ab.zone is None):
        return None
    return QuesterDefendsAnywhere()


@implements("core.combat.3", "core.cards.quest")
def defends_anywhere(g, cid: int) -> bool:
    from ..blanking import blank
    for quest, unit in g.s.questing.items():
        prog = g.card(quest).program
        if unit == cid and g.is_in_play(quest) and g.controller(quest) == g.controller(cid) and not blank(g, quest) \
                and any(isinstance(x, QuesterDefendsAnywhere) for x in (prog.extras if prog else ())):
            return True
    return False


program.EXTRA_FORCED.append(_reads)
obligations.DEFEND_ANYWHERE.append(defends_anywhere)
