"""A card chosen in your discard pile, then put into play or returned to your hand: "Choose a target unit in your
discard pile and put it into play (you choose which zone the unit enters)." (Raise Dead), "choose a Hex card in
your discard pile and return it to your hand" (Sorceress of Ghrond: not a target, chosen as the effect resolves).
A target is chosen as the effect is played, among the cards of its kind in its player's discard pile
(from_discard.InYourDiscard, faq.4), and checked again as it resolves; "put it into play": that card, from the
pile, into the zone its player chooses (the next scripted answer naming a zone, else the first that takes it), for
no cost (zones.put-into-play). And a target in an opponent's discard pile put on the bottom of its owner's deck
(Mannfred Von Carstein).
Wraps effects.HANDLERS[E.Choose], [E.PutIntoPlay], [E.ReturnToHand] and [E.Put] (other shapes go to the handlers
registered before).
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import IllegalAction, implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Place, Player
from ..state import other
from . import effects
from .from_discard import KINDS, InYourDiscard, _your
from .objects import Unsupported
from .reviving import _zone

_CHOOSE = effects.HANDLERS.get(E.Choose)
_PUT = effects.HANDLERS.get(E.PutIntoPlay)


def _in_your_pile(o, target: bool = True) -> InYourDiscard | None:
    """"a target unit in your discard pile" (`target`), "a Hex card in your discard pile" (chosen as it resolves)."""
    if not (isinstance(o, Objects) and o.target == target and o.ref in ("a", "one", "") and o.count is None
            and _your(o.place, "discard pile") and not (o.qualities or o.controller or o.described or o.of)):
        return None
    words = tuple(o.kind)
    trait = None
    if words and words[0].startswith("[") and words[0].endswith("]"):
        trait, words = words[0][1:-1], words[1:]
    elif len(words) == 2 and words[0].isalpha() and (words[1].lower(),) in KINDS:  # "a Hex card": a trait
        trait, words = words[0], words[1:]
    kind = KINDS.get(tuple(w.lower() for w in words))
    return None if kind is None else InYourDiscard(kind, trait, ref="target" if target else "chosen", target=target)


def _it(n) -> bool:
    o = n.what
    return isinstance(o, Objects) and o.ref == "it" and not o.described and all(
        getattr(n, f) in (None, False, (), "") for f in n.__dataclass_fields__ if f != "what")


def _choose_check(n, ctx) -> None:
    sel = (_in_your_pile(n.what) or _in_your_pile(n.what, target=False)) if n.by is None else None
    if sel is None:
        return _CHOOSE[0](n, ctx)
    if sel.target:
        ctx.slots.append((n.what, sel))
    ctx.from_pile = True  # "put it into play" / "return it to your hand" may follow


def _choose_run(n, rt) -> bool:
    """A target chosen when the effect was played (checked again now), or a card its player chooses now."""
    sel = (_in_your_pile(n.what) or _in_your_pile(n.what, target=False)) if n.by is None else None
    if sel is None:
        return _CHOOSE[1](n, rt)
    if sel.target:
        picked = effects.chosen_targets(rt, n.what)
        rt.that = [c for c in picked if sel.matches(rt.g, rt.p, rt.source, c)]
    else:
        from .choosing import choose_cards
        rt.that = choose_cards(rt, rt.p, sel.all(rt.g, rt.p, rt.source), 1)
    return bool(rt.that)


def _put_check(n, ctx) -> None:
    if not (_it(n) and getattr(ctx, "from_pile", False)):
        if _PUT is None:
            raise Unsupported("the effect PutIntoPlay")
        return _PUT[0](n, ctx)


@implements("zones.put-into-play", "faq.4")
def _put_run(n, rt) -> bool:
    g = rt.g
    cards = [c for c in rt.that if g.s.zones.where.get(c) == f"{rt.p}.discard"]
    if not (_it(n) and cards):  # not the card chosen in the pile (a card a search found: into_play.py)
        return _PUT[1](n, rt)
    from ..movement import put_into_play
    for cid in cards:
        for zone in _zone(g, rt.p, cid):
            try:
                put_into_play(g, rt.p, cid, zone)
            except IllegalAction:
                continue
            return True
    return False


_RETURN = effects.HANDLERS.get(E.ReturnToHand)


def _to_your_hand(n) -> bool:
    """"return it to your hand"."""
    to = n.to
    o = n.what
    return isinstance(o, Objects) and o.ref == "it" and not o.described and n.source is None and n.by is None \
        and _your(to, "hand")


def _return_check(n, ctx) -> None:
    if not (_to_your_hand(n) and getattr(ctx, "from_pile", False)):
        if _RETURN is None:
            raise Unsupported("the effect ReturnToHand")
        return _RETURN[0](n, ctx)


@implements("zones.out-of-play")
def _return_run(n, rt) -> bool:
    g = rt.g
    cards = [c for c in rt.that if g.s.zones.where.get(c) == f"{rt.p}.discard"]
    if not (_to_your_hand(n) and cards):
        return _RETURN[1](n, rt)
    for cid in cards:
        g.s.zones.move(cid, f"{rt.p}.hand")
        rt.emit("returned_to_hand", ("zones.out-of-play",), card=cid, name=g.name(cid), player=rt.p,
                source="discard", by=rt.name)
    return True


# ---- "put target unit in an opponent's discard pile on the bottom of his deck" (Mannfred Von Carstein) --------------
@dataclass(frozen=True)
class InOpponentsDiscard(InYourDiscard):
    """"target unit in an opponent's discard pile" (duck-types objects.Selector)."""

    def all(self, g, p: str, source: int) -> list[int]:
        return [c for c in g.cards(other(p), "discard") if self.matches(g, p, source, c)]

    def matches(self, g, p: str, source: int, cid: int) -> bool:
        return InYourDiscard.matches(self, g, other(p), source, cid)


_PUT_CARD = effects.HANDLERS.get(E.Put)


def _to_their_deck_bottom(n) -> InOpponentsDiscard | None:
    o, place = n.what, n.place
    if not (isinstance(o, Objects) and o.target and o.ref in ("a", "one", "") and o.count is None
            and tuple(o.kind) == ("unit",) and not (o.qualities or o.controller or o.described or o.of)
            and isinstance(o.place, Place) and o.place.zone == "discard pile" and o.place.ref == "of"
            and isinstance(o.place.whose, Player) and o.place.whose.who == "opponent" and o.place.whose.ref in ("an", "")
            and not (o.place.whose.of or o.place.whose.described or o.place.described or o.place.qualities)
            and isinstance(place, Place) and place.zone == "deck" and place.ref in ("his", "its owner's")
            and place.position == "bottom" and not (place.described or place.qualities or place.whose)
            and not any((n.source, n.facedown, n.any_order, n.back, n.by))):
        return None
    return InOpponentsDiscard("unit", None)


def _bottom_check(n, ctx) -> None:
    sel = _to_their_deck_bottom(n)
    if sel is None:
        if _PUT_CARD is None:
            raise Unsupported("the effect Put")
        return _PUT_CARD[0](n, ctx)
    ctx.slots.append((n.what, sel))


@implements("zones.out-of-play", "core.effects.ownership")
def _bottom_run(n, rt) -> bool:
    """The target, still in that pile, goes to the bottom of its owner's deck."""
    sel = _to_their_deck_bottom(n)
    if sel is None:
        return _PUT_CARD[1](n, rt)
    g = rt.g
    picked = effects.chosen_targets(rt, n.what)
    done = False
    for cid in picked:
        if sel.matches(g, rt.p, rt.source, cid):
            owner = g.s.owner[cid]
            g.s.zones.move(cid, f"{owner}.deck", index=0)
            rt.emit("to_deck", ("zones.out-of-play",), card=cid, name=g.name(cid), player=owner, source="discard",
                    position="bottom", by=rt.name)
            done = True
    return done


effects.HANDLERS[E.Choose] = (_choose_check, _choose_run)
effects.HANDLERS[E.Put] = (_bottom_check, _bottom_run)
effects.HANDLERS[E.ReturnToHand] = (_return_check, _return_run)
effects.HANDLERS[E.PutIntoPlay] = (_put_check, _put_run)
