"""The cards just looked at on top of a deck, sorted by the player who looked (core.effects.action): "Discard up to 2
of those cards and return the rest to the top of the deck in any order." (Eye of Sheerian), "You may discard up to
1 of these cards. Return the rest ..." (Caradryan), "Discard any number of those cards and place the rest back on
top of the deck in any order." (Plague Monk), "look at the top 3 cards of your deck and rearrange them in any
order" (Follow the Portent); and a card discarded from a hand just looked at ("Look at one opponent's hand. You may
choose and discard one card from that hand.", Caught the Scent: the player who looked picks it).

Right after "look at the top N cards of <a player's> deck" (cards_moving.py, top_or_bottom.py: "any player's deck"
is a player the controller chooses as the effect resolves, as "target player's"). The cards discarded go to their
owner's discard pile (zones.out-of-play); the player who looked picks them: the next scripted answers naming cards
looked at, else the first from the top ("any number of": all of them unless answers name some, as search.pick).
"The rest" are the cards looked at still on that deck: back on top in the order the player names them
(cards_moving.back_on_top). Nobody else sees the cards.
Wraps effects.HANDLERS[E.Discard], [E.LookAt], [E.Return] and [E.Put], and registers [E.Rearrange].
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, Objects, Place
from . import effects
from .cards_moving import _hand_of, back_on_top, discard, pick_card, players
from .objects import Unsupported
from .search import Wanted, pick


def _looked(o) -> bool:
    return isinstance(o, Objects) and o.ref in ("these", "those", "them") and tuple(o.kind) in (("cards",), ("it",)) \
        and not (o.target or o.qualities or o.controller or o.place or o.described or o.of)


def _of_looked(n) -> Wanted | None:
    """"up to 2 of those cards" / "any number of those cards": how many of the cards looked at; None otherwise."""
    o = n.what
    if not isinstance(n, E.Discard) or n.source is not None or n.at_random or n.down_to or n.by is not None \
            or not isinstance(o, Objects) or o.target or o.qualities or o.controller or o.place or o.described:
        return None
    c = o.count
    if o.of is not None and _looked(o.of) and tuple(o.kind) in (("cards",), ("card",)) and o.ref in ("a", ""):
        pass  # "up to 2 of those cards"
    elif o.of is None and _looked(o):
        pass  # "any number of those cards"
    else:
        return None
    if isinstance(c, Count) and c.bound == "any" and c.value is None:
        return Wanted((), None)
    if isinstance(c, Count) and c.bound == "up to" and isinstance(c.value, int) and not c.sign:
        return Wanted((), c.value, up_to=True)
    return None


def _rest(n) -> bool:
    """"return the rest to the top of the deck" / "place the rest back on top of the deck" (in any order)."""
    o, place = n.what, n.place
    return isinstance(o, Objects) and tuple(o.kind) == ("rest",) and o.ref == "the" and not o.described \
        and isinstance(place, Place) and place.zone == "deck" and place.ref == "the" and place.position == "top" \
        and place.whose is None and not (place.described or place.qualities or place.within) \
        and not getattr(n, "source", None) and not getattr(n, "facedown", None) and getattr(n, "by", None) is None


def _need_looked(ctx, what: str) -> None:
    if not getattr(ctx, "looked", False):
        raise Unsupported(f"{what} other than the cards just looked at")


_DISCARD = effects.HANDLERS[E.Discard]


def _discard_check(n, ctx) -> None:
    if _of_looked(n) is None:
        return _DISCARD[0](n, ctx)
    _need_looked(ctx, "discarding some of the cards")


@implements("zones.out-of-play", "core.effects.action")
def _discard_run(n, rt) -> bool:
    """The player who looked discards the cards they pick among those looked at (still on that deck)."""
    want = _of_looked(n)
    if want is None:
        return _DISCARD[1](n, rt)
    g = rt.g
    q = getattr(rt, "looked_into", rt.p)
    cards = [c for c in rt.that if g.s.zones.where.get(c) == f"{q}.deck"]
    chosen = pick(g, cards, want) if cards else []
    if chosen:
        discard(g, q, chosen, ("core.effects.action",), by=rt.name)
    return bool(chosen)  # rt.that stays the cards looked at: "the rest" are those still on the deck


def _wrap_rest(kind):
    before = effects.HANDLERS.get(kind)

    def check(n, ctx) -> None:
        if not _rest(n):
            if before is None:
                raise Unsupported(f"the effect {kind.__name__}")
            return before[0](n, ctx)
        _need_looked(ctx, "putting 'the rest' back")

    def run(n, rt) -> bool:
        if not _rest(n):
            return before[1](n, rt)
        return back_on_top(rt, getattr(rt, "looked_into", rt.p), rt.that, bool(n.any_order))

    effects.HANDLERS[kind] = (check, run)


_wrap_rest(E.Return)
_wrap_rest(E.Put)


def _rearrange_check(n, ctx) -> None:
    effects._only(n, "what", "any_order")
    if not (_looked(n.what) and n.any_order):
        raise Unsupported("rearranging something other than the cards just looked at, in any order")
    _need_looked(ctx, "rearranging cards")


@implements("core.effects.action")
def _rearrange_run(n, rt) -> bool:
    """"rearrange them in any order": the cards looked at, back on top in the order the player names."""
    return back_on_top(rt, getattr(rt, "looked_into", rt.p), rt.that, True)


# ---- "Look at one opponent's hand. You may choose and discard one card from that hand." (Caught the Scent) ---------
def _that_hand(n) -> bool:
    o, src = n.what, n.source
    return isinstance(n, E.Discard) and isinstance(src, Place) and src.zone == "hand" and src.ref == "that" \
        and src.whose is None and not (src.described or src.qualities or src.position or src.within) \
        and isinstance(o, Objects) and tuple(o.kind) == ("card",) and o.ref in ("", "a", "one") \
        and (o.count is None or o.count == Count(1)) and not n.at_random and n.by is None \
        and not (o.target or o.qualities or o.controller or o.place or o.described or o.of)


_LOOK = effects.HANDLERS[E.LookAt]


def _look_check(n, ctx) -> None:
    _LOOK[0](n, ctx)
    if _hand_of(n.what, "you") is not None:
        ctx.looked_hand = True


def _look_run(n, rt) -> bool:
    whose = _hand_of(n.what, "you")
    if whose is not None:
        rt.looked_hand = players(rt, whose)
    return _LOOK[1](n, rt)


def _discard_or_hand_check(n, ctx) -> None:
    if _that_hand(n):
        if not getattr(ctx, "looked_hand", False):
            raise Unsupported("discarding from 'that hand' other than a hand just looked at")
        return
    _discard_check(n, ctx)


@implements("zones.out-of-play", "core.effects.action")
def _discard_or_hand_run(n, rt) -> bool:
    """The player who looked at the hand picks the card (the next scripted answer naming one, else the first)."""
    if not _that_hand(n):
        return _discard_run(n, rt)
    g, done = rt.g, False
    for q in getattr(rt, "looked_hand", []):
        hand = list(g.cards(q, "hand"))
        if hand:
            discard(g, q, [pick_card(g, hand)], ("core.effects.action",), by=rt.name)
            done = True
    return done


effects.HANDLERS[E.LookAt] = (_look_check, _look_run)
effects.HANDLERS[E.Discard] = (_discard_or_hand_check, _discard_or_hand_run)
effects.HANDLERS[E.Rearrange] = (_rearrange_check, _rearrange_run)
