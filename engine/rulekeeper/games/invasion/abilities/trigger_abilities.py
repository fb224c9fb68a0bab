"""A trigger on an ability triggered (clar.trigger-conditions, timing.B.2, timing.A.2): "Kingdom. Action: When an
ability is triggered on a quest you control, target [Dwarf] unit gains [Power] until the end of the turn." (Teller
of Tales).

The events are run.py's "trigger" (an Action triggered, its costs paid: timing.C.2), "forced" and
"constant_effect" (a Forced effect or a triggered constant effect resolving: timing.A.1-2), each naming the card
whose ability it is. It matches when that card is a quest (core.cards.quest) in play under the watcher's
controller. Readings: a tactic is played, not triggered on a quest; an ability counts once each time it is
triggered, whoever triggers it.
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Place, Player
from . import triggers

ON = "ability_on"


def _read(ev, name: str):
    w, on = getattr(ev, "what", None), getattr(ev, "on", None)
    if not (isinstance(ev, E.Triggers) and ev.by is None and isinstance(w, Objects) and tuple(w.kind) == ("ability",)
            and w.ref in ("an", "a") and not (w.described or w.qualities or w.of or w.controller or w.count)
            and isinstance(on, Place) and on.zone == "quest" and on.ref in ("a", "an")
            and isinstance(on.whose, Player) and on.whose.who == "you" and not on.whose.of
            and not (on.described or on.qualities or on.within)):
        return None
    return triggers.Watch(ON, kind="Quest", player="you")


@implements("clar.trigger-conditions", "core.cards.quest")
def _fired(g, i: int, watcher: int, p: str, zone: str, w) -> list[int] | None:
    cid = g.s.log.events[i].data.get("card")
    if not isinstance(cid, int) or cid not in g.s.zones.where or not g.is_in_play(cid):
        return None
    return [cid] if g.card(cid).type == w.kind and g.controller(cid) == p else None


triggers.family(ON, ("trigger", "forced", "constant_effect"), _read, _fired)
