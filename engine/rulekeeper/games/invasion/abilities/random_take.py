"""A revealed card taken at random: "reveal the top five cards of your deck. randomly take one revealed card into
your hand and discard the rest." (Mineshaft Engineer).

Right after "reveal the top N cards of your deck" (revealed.py: every player sees them): one of the revealed cards
still on the deck, picked with the game's random generator (no player chooses), goes to your hand; "the rest" are
the other revealed cards still on the deck, which go to your discard pile (zones.out-of-play).
Wraps effects.HANDLERS[E.Modal] ("randomly") and [E.Discard] ("the rest" of the revealed cards).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, Objects, Place
from . import effects
from .cards_moving import discard
from .objects import Unsupported


def _take_one(n) -> bool:
    """"randomly take (put) one revealed card into your hand"."""
    e = n.effect
    if not (isinstance(n, E.Modal) and n.kind == "randomly" and isinstance(e, E.Put)):
        return False
    o, place = e.what, e.place
    return isinstance(o, Objects) and tuple(o.kind) == ("card",) and o.qualities == ("revealed",) \
        and o.count in (None, Count(1)) and o.ref in ("", "a", "one") \
        and not (o.target or o.controller or o.place or o.described or o.of) \
        and isinstance(place, Place) and place.zone == "hand" and place.ref == "your" and place.whose is None \
        and not (place.described or place.qualities or place.position or place.within) \
        and not any((e.source, e.facedown, e.any_order, e.back, e.by))


def _the_rest(n) -> bool:
    o = n.what
    return isinstance(o, Objects) and tuple(o.kind) == ("rest",) and o.ref == "the" and not o.described \
        and n.source is None and not n.at_random and n.by is None and n.down_to is None


def _still_revealed(rt) -> list[int]:
    g = rt.g
    return [c for c in getattr(rt, "revealed", None) or [] if g.s.zones.where.get(c) == f"{rt.p}.deck"]


_MODAL = effects.HANDLERS[E.Modal]
_DISCARD = effects.HANDLERS[E.Discard]


def _modal_check(n, ctx) -> None:
    if not _take_one(n):
        return _MODAL[0](n, ctx)
    if not getattr(ctx, "revealed", False):
        raise Unsupported("taking a card at random other than one just revealed")
    ctx.took_revealed = True


@implements("core.effects.action")
def _modal_run(n, rt) -> bool:
    """One revealed card, at random, to your hand."""
    if not _take_one(n):
        return _MODAL[1](n, rt)
    g, cards = rt.g, _still_revealed(rt)
    if not cards:
        return False
    cid = cards[g.s.rng.randrange(len(cards))]
    g.s.zones.move(cid, f"{rt.p}.hand")
    rt.emit("to_hand", ("core.effects.action",), player=rt.p, card=cid, name=g.name(cid), at_random=True,
            seen_by=["A", "B"])
    return True


def _discard_check(n, ctx) -> None:
    if not _the_rest(n):
        return _DISCARD[0](n, ctx)
    if not getattr(ctx, "took_revealed", False):
        raise Unsupported("discarding 'the rest' other than of the cards just revealed")


@implements("zones.out-of-play")
def _discard_run(n, rt) -> bool:
    """The other revealed cards, to your discard pile."""
    if not _the_rest(n):
        return _DISCARD[1](n, rt)
    cards = _still_revealed(rt)
    if cards:
        discard(rt.g, rt.p, cards, ("core.effects.action",), by=rt.name)
    return bool(cards)


effects.HANDLERS[E.Modal] = (_modal_check, _modal_run)
effects.HANDLERS[E.Discard] = (_discard_check, _discard_run)
