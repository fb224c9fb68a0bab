"""Moving an attachment to another unit: "move one target Attachment from one unit to another unit in the same
zone" (Helblaster Crew). The target is an Attachment attached to a unit; it goes on another unit of the same player's
same zone that its "Attach to ..." allows (attachments.host_refusal and the text's own requirement; the zone
requirement is not asked again, it is asked as the card enters play), the mover's pick (the next scripted answer naming the unit, else the first); with none, nothing
moves. The attachment stays in its controller's zone of that name (the new unit is in the same zone). Moving is not
entering play: what the attachment does as it enters play does not happen again. An attachment that took control of
its unit (attached.py) is not moved: control would have to change with it, which the engine does not read.
Wraps effects.HANDLERS[E.Move] (another shape goes to the handler registered before).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, Objects, Place
from . import effects
from .moves import NarrowedTarget
from .objects import Unsupported

_MOVE = effects.HANDLERS.get(E.Move)


@dataclass(frozen=True)
class OnAUnit(NarrowedTarget):
    """An attachment attached to a unit, that may move."""

    def keeps(self, g, p: str, cid: int) -> bool:
        from ..attached import _does
        host = g.s.attached.get(cid)
        return host is not None and g.is_in_play(host) and g.card(host).unit and "control" not in _does(g, cid)


def _shape(n) -> bool:
    o, to, src = n.what, n.to, n.source
    return isinstance(o, Objects) and o.target and tuple(w.lower() for w in o.kind) == ("attachment",) \
        and o.count in (None, Count(1)) and not (o.described or o.qualities or o.controller or o.place or o.of) \
        and isinstance(src, Objects) and tuple(src.kind) == ("unit",) and src.ref == "" and src.count == Count(1) \
        and not (src.target or src.described or src.qualities or src.place) \
        and isinstance(to, Objects) and tuple(to.kind) == ("unit",) and to.ref == "another" and not to.target \
        and not (to.described or to.qualities or to.controller or to.of) and isinstance(to.place, Place) \
        and to.place.zone == "zone" and to.place.ref == "the" and to.place.qualities == ("same",) \
        and not (to.place.whose or to.place.described) and n.by is None


def _check(n, ctx) -> None:
    if not _shape(n):
        if _MOVE is None:
            raise Unsupported("the effect Move")
        return _MOVE[0](n, ctx)
    sel = ctx.objects(n.what)
    o, _ = ctx.slots[-1]
    ctx.slots[-1] = (o, OnAUnit(sel))


@implements("card-types.attachments", "misc.moving-cards")
def _run(n, rt) -> bool:
    if not _shape(n):
        return _MOVE[1](n, rt)
    from ..attachments import host_refusal
    g, moved = rt.g, False
    for att in rt.cards(n.what):
        host = g.s.attached.get(att)
        if host is None or not g.is_in_play(host):
            continue
        where = g.s.zones.where[host]
        need = g.card(att).program.attach if g.card(att).program else None  # "Attach to a target [Empire] unit ..."
        need = None if need is None else replace(need, ref="each", zone=None, zone_is=None)  # not a target now
        hosts = [u for u in g.s.zones.lists[where] if u != host and g.card(u).unit
                 and host_refusal(g, g.controller(att), g.card(att), u, entering=False) is None
                 and (need is None or need.matches(g, g.controller(att), att, u))]
        if (name := g.answer(lambda w: any(g.name(u) == w for u in hosts))) is not None:
            hosts = [u for u in hosts if g.name(u) == name] + [u for u in hosts if g.name(u) != name]
        if not hosts:
            continue
        g.s.attached[att] = hosts[0]
        rt.emit("attachment_moved", ("card-types.attachments", "misc.moving-cards"), card=att, name=g.name(att),
                source=g.name(host), host=g.name(hosts[0]), by=rt.name)
        moved = True
    return moved


effects.HANDLERS[E.Move] = (_check, _run)
