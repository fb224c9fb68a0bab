"""A trigger on a search that changes that search (terms.search): "Kingdom. Forced: Whenever you search your deck,
you may search an additional card." (Scout Camp).

Its effect can only happen inside the search it is triggered by (one more card looked at), so it is read as that
(program.EXTRA_FORCED, filed in the card's extras) and search.py asks `extra` as the search looks at the top N
cards of its player's deck: one more card for each such card its player controls in play, in the zone its prefix
names and with its text box not blank, unless the player declines ("may": the next scripted answer "no").

Readings (the rules leave room): a search of the whole deck has no "additional card" to look at (nothing changes);
"search your deck" is any search of its controller's own deck (the only searches search.py carries out).
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Place, Player
from ..cards import ZONES
from . import program, search


@dataclass(frozen=True)
class SearchesMore:
    """"Whenever you search your deck, you may search an additional card." (zone: its prefix, None: any)."""
    zone: str | None


def _you(x) -> bool:
    return isinstance(x, Player) and x.who == "you" and not x.of and not x.described


def _reads(ab, name: str) -> SearchesMore | None:
    ev, e = getattr(ab.trigger, "event", None), ab.effect
    if not (isinstance(ev, E.Search) and _you(ev.by) and ev.find is None and isinstance(ev.where, Place)
            and ev.where.zone == "deck" and ev.where.ref == "your" and ev.where.whose is None
            and not (ev.where.described or ev.where.qualities or ev.where.position or ev.where.within)
            and ab.cost is None and ab.limit is None):
        return None
    inner = e.effect if isinstance(e, E.Modal) and e.kind == "may" else None
    w = getattr(inner, "where", None)
    if not (isinstance(inner, E.Search) and _you(inner.by) and inner.find is None and isinstance(w, Objects)
            and tuple(w.kind) == ("card",) and w.ref in ("an", "a") and w.qualities == ("additional",)
            and not (w.described or w.of or w.controller or w.count or w.target or w.place)):
        return None
    return SearchesMore(ab.zone)


@implements("terms.search", "timing.A.1")
def extra(rt, p: str) -> int:
    """How many more cards `p`'s search looks at now: one per such card of `p`'s that has not declined."""
    from ..blanking import blank
    from .choosing import declines
    g, more = rt.g, 0
    for zone in ZONES:
        for cid in g.cards(p, zone):
            prog = g.card(cid).program
            for x in (prog.extras if prog else ()):
                if isinstance(x, SearchesMore) and (x.zone is None or zone in x.zone.split(" or ")) \
                        and not blank(g, cid) and not declines(rt, p):
                    rt.emit("search_more", ("terms.search", "timing.A.1"), player=p, card=cid, name=g.name(cid),
                            searches="an additional card")
                    more += 1
    return more


program.EXTRA_FORCED.append(_reads)
search.EXTRA_CARDS.append(extra)
