"""Destroying the cards that share a printed cost with the card just revealed: "reveal the top card of your deck.
Destroy all support cards in this zone with the same printed cost as the revealed card." (Captured Gunpowder).

The typed text puts "with the same printed cost as the revealed card" on the zone; it says which cards: those whose
printed cost (faq.48, amounts.printed_cost) equals the revealed card's (revealed.py: `rt.revealed`, the card on top
of the deck, still there). With no card revealed (an empty deck) nothing is destroyed.
"Discard the top card of your deck. Then, you may destroy target support card with the same printed cost as the
discarded card." (Warlock Engineer): the target is chosen as the Action is triggered (timing.C.1), before the card is
discarded, so any support card may be chosen; as the effect resolves, after the discard, it is destroyed only if its
printed cost is that card's (a target no longer legal is not affected, timing.B.3). "This zone" on an Attachment
is the zone of the card it is attached to (card-types.attachments: it is attached there, whoever controls it; the
engine keeps an attachment in its controller's zone of that name); on another card, its own zone. Registered over
effects.HANDLERS for Destroy (another shape goes to the handler before).
"""

from __future__ import annotations

from dataclasses import replace

from ....kernel import implements
from ....text.invasion import ast as A
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Place
from ..cards import ZONES
from . import effects
from .objects import Unsupported

_DESTROY = effects.HANDLERS[E.Destroy]


def _same_as_revealed(post, which=("revealed",)) -> bool:
    """"with the same printed cost as the revealed card" (or, `which`, the discarded card)."""
    prep = post.parts[0] if getattr(post, "kind", "") == "pp" and len(post.parts) == 1 else None
    np = getattr(prep, "np", None)
    if not (getattr(prep, "prep", "") == "with" and isinstance(np, A.NounPhrase) and np.dets == ("the",)
            and tuple(np.modifiers) == ("same", "printed") and tuple(np.head.nouns) == ("cost",) and len(np.posts) == 1):
        return False
    inner = np.posts[0]
    as_ = inner.parts[0] if inner.kind == "pp" and len(inner.parts) == 1 else None
    card = getattr(as_, "np", None)
    return getattr(as_, "prep", "") == "as" and isinstance(card, A.NounPhrase) and card.dets == ("the",) \
        and tuple(card.modifiers) == which and tuple(card.head.nouns) == ("card",) and not card.posts


def _shape(n):
    """The phrase without the qualifier, for "all support cards in this zone with the same printed cost as the
    revealed card"; None for another Destroy."""
    o = n.what
    place = getattr(o, "place", None)
    if not (isinstance(o, Objects) and o.ref in ("all", "each") and isinstance(place, Place) and place.zone == "zone"
            and place.ref == "this" and place.whose is None and len(place.described) == 1
            and _same_as_revealed(place.described[0]) and not (place.qualities or place.within or place.position)):
        return None
    return replace(o, place=replace(place, described=()))


def _target(n):
    """The target phrase without its qualifier, for "target support card with the same printed cost as the
    discarded card"; None for another Destroy."""
    o = n.what
    if not (isinstance(o, Objects) and o.target and len(o.described) == 1
            and _same_as_revealed(o.described[0], ("discarded",))):
        return None
    return replace(o, described=())


def _check(n, ctx) -> None:
    t = _target(n)
    if t is not None:
        sel = ctx.objects(t)
        if sel.count != 1 or sel.up_to:
            raise Unsupported("several targets with the same printed cost as the discarded card")
        ctx.slots[-1] = (n.what, sel)  # the slot of the printed phrase: what the effect reads as it resolves
        return
    o = _shape(n)
    if o is None:
        return _DESTROY[0](n, ctx)
    if not getattr(ctx, "revealed", False):
        raise Unsupported("the same printed cost as a revealed card with none revealed before")
    if ctx.objects(o).ref != "each":
        raise Unsupported("destroying cards of the revealed card's cost other than all of them")


def _this_zone(g, source: int) -> str | None:
    host = g.s.attached.get(source)
    where = g.s.zones.where.get(host if host is not None else source, "")
    return where if where.partition(".")[2] in ZONES else None


@implements("terms.destroy", "faq.48", "card-types.attachments")
def _run(n, rt) -> bool:
    if _target(n) is not None:
        return _target_run(n, rt)
    o = _shape(n)
    if o is None:
        return _DESTROY[1](n, rt)
    from ..movement import destroy
    from .amounts import printed_cost
    g = rt.g
    shown = list(getattr(rt, "revealed", None) or ())
    zone = _this_zone(g, rt.source)
    if not shown or zone is None:
        return False
    cost = printed_cost(g, g.card(shown[0]), g.s.owner[shown[0]], shown[0])
    sel = replace(effects.selector(o, rt.name), zone=None)
    hit = [c for c in sel.all(g, rt.p, rt.source) if g.s.zones.where.get(c) == zone
           and printed_cost(g, g.card(c), g.controller(c), c) == cost]
    for cid in hit:
        if g.is_in_play(cid):
            destroy(g, cid)
    return bool(hit)


@implements("timing.C.1", "timing.B.3", "terms.destroy", "faq.48")
def _target_run(n, rt) -> bool:
    """The target, if its printed cost is the discarded card's (checked now, the card being discarded since)."""
    from ..movement import destroy
    from .amounts import printed_cost
    from .discarded_cost import _discarded
    g = rt.g
    gone = _discarded(rt)  # before the target is read: reading it makes it "that" card
    if not gone:
        return False
    cost = printed_cost(g, g.card(gone[0]), g.s.owner[gone[0]], gone[0])
    hit = [c for c in rt.cards(n.what) if g.is_in_play(c) and printed_cost(g, g.card(c), g.controller(c), c) == cost]
    if not hit:
        rt.emit("target_illegal", ("timing.B.3",), card=rt.source, why="not the discarded card's printed cost")
    for cid in hit:
        destroy(g, cid)
        rt.out_of_combat(cid)
    return bool(hit)


effects.HANDLERS[E.Destroy] = (_check, _run)
