"""Each player keeping some units and sacrificing the rest: "each player chooses up to one unit in each of his zones.
All other units are sacrificed." (Moon Dragon).

Each player, the active player first, chooses for each of his zones (kingdom, quest zone, battlefield) up to one
unit he controls there (not a target: chosen as the effect resolves). A scripted answer naming a unit of that zone
keeps it, "no" keeps none there; with no answer the player keeps the unit with the highest printed cost there (the
first of them on a tie): the engine's default pick, the one a player would most want to keep. Then every other unit
in play is sacrificed by its controller, all at once (terms.sacrifice: nothing prevents it); the card with the
ability is one of them unless its player kept it. Registered over effects.HANDLERS for Sequence (the pair).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, Objects, Place, Player
from ..cards import ZONES
from . import effects

_SEQ = effects.HANDLERS[E.Sequence]


def _shape(n) -> bool:
    if not (isinstance(n, E.Sequence) and not n.then and len(n.steps) == 2):
        return False
    choose, sac = n.steps
    w, by, place = getattr(choose, "what", None), getattr(choose, "by", None), getattr(getattr(choose, "what", None),
                                                                                        "place", None)
    s = getattr(sac, "what", None)
    return isinstance(choose, E.Choose) and isinstance(by, Player) and by.who == "player" and by.ref == "each" \
        and not (by.of or by.described) and isinstance(w, Objects) and tuple(w.kind) == ("unit",) and w.ref == "" \
        and w.count == Count(1, "up to") and not (w.target or w.qualities or w.controller or w.described or w.of) \
        and isinstance(place, Place) and place.zone == "zones" and place.ref == "each" and place.whose is None \
        and not (place.qualities or place.described or place.within or place.position) \
        and isinstance(sac, E.Sacrifice) and sac.by is None and isinstance(s, Objects) and tuple(s.kind) == ("units",) \
        and s.ref == "all" and s.qualities == ("other",) and s.count is None \
        and not (s.target or s.controller or s.place or s.described or s.of)


def _check(n, ctx) -> None:
    if not _shape(n):
        return _SEQ[0](n, ctx)


def _keep(rt, p: str, zone: str) -> int | None:
    """The unit `p` keeps in his `zone` (a scripted answer naming one, "no" for none; else the costliest)."""
    from .choosing import DECLINE
    g = rt.g
    units = [c for c in g.cards(p, zone) if g.card(c).unit]
    if not units:
        return None
    pick = max(units, key=lambda c: g.card(c).cost)  # max keeps the first of a tie
    word = g.answer(lambda w: w.lower() in DECLINE or any(g.name(c) == w for c in units))
    if word is not None:
        pick = next((c for c in units if g.name(c) == word), None)
    rt.emit("choose", ("core.effects.action",), player=p, card=rt.source, zone=zone,
            chosen=[g.name(pick)] if pick is not None else [], among=len(units))
    return pick


@implements("terms.sacrifice", "core.effects.sacrifice", "core.effects.action")
def _run(n, rt) -> bool:
    if not _shape(n):
        return _SEQ[1](n, rt)
    from ..state import other
    g = rt.g
    order = [g.s.active, other(g.s.active)]
    kept = {c for p in order for z in ZONES for c in [_keep(rt, p, z)] if c is not None}
    doomed = [c for p in order for z in ZONES for c in g.cards(p, z) if g.card(c).unit and c not in kept]
    for cid in doomed:
        if g.is_in_play(cid):
            g.leave_play(cid, "sacrificed", ("terms.sacrifice", "core.effects.sacrifice"))
            rt.out_of_combat(cid)
    return bool(doomed)


effects.HANDLERS[E.Sequence] = (_check, _run)
