"""The cards just looked at split between the top and the bottom of the deck: "look at the top two cards of your
deck. Place one of those cards on the top of your deck and the other card on the bottom of your deck." (Advanced
Engineering).

Right after "look at the top N cards of your deck" (cards_moving.py: `rt.that`, the cards looked at, top first): the
player who looked picks the card for the top (the next scripted answer naming one of them, else the one on top);
the other goes to the bottom of the deck (zones.out-of-play: the deck's order is a place of its own). With one card
looked at (a deck of one), it stays on top: "the other card" is none. Nobody else sees which went where.
Registered over effects.HANDLERS for Sequence (this sentence's shape; any other goes to the handler before).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, Objects, Place
from . import effects

_SEQ = effects.HANDLERS[E.Sequence]


def _your_deck(place, position: str) -> bool:
    return isinstance(place, Place) and place.zone == "deck" and place.ref == "your" and place.position == position \
        and place.whose is None and not (place.qualities or place.described or place.within)


def _plain_put(n) -> bool:
    return isinstance(n, E.Put) and n.source is None and not (n.facedown or n.any_order or n.back or n.by)


def _split(n) -> bool:
    """"Place one of those cards on the top of your deck and the other card on the bottom of your deck"."""
    if not (isinstance(n, E.Sequence) and not n.then and len(n.steps) == 2):
        return False
    top, bottom = n.steps
    if not (_plain_put(top) and _plain_put(bottom) and _your_deck(top.place, "top")
            and _your_deck(bottom.place, "bottom")):
        return False
    one, rest = top.what, bottom.what
    inner = getattr(one, "of", None)
    return isinstance(one, Objects) and one.ref in ("a", "one") and one.count in (None, Count(1)) \
        and tuple(one.kind) in (("cards",), ("card",)) and not (one.target or one.qualities or one.described) \
        and isinstance(inner, Objects) and inner.ref in ("those", "these") and tuple(inner.kind) == ("cards",) \
        and not (inner.described or inner.qualities or inner.of) \
        and isinstance(rest, Objects) and rest.ref == "the" and tuple(rest.kind) == ("card",) \
        and rest.qualities == ("other",) and rest.count is None and not (rest.described or rest.of or rest.target)


def _check(n, ctx) -> None:
    if not _split(n):
        return _SEQ[0](n, ctx)


@implements("zones.out-of-play", "core.effects.action")
def _run(n, rt) -> bool:
    """The player's pick on top, the other card at the bottom."""
    if not _split(n):
        return _SEQ[1](n, rt)
    from .cards_moving import pick_card
    g, p = rt.g, rt.p
    looked = [c for c in rt.that if g.s.zones.where.get(c) == f"{p}.deck"]
    if not looked:
        return False
    top = pick_card(g, looked)
    rest = [c for c in looked if c != top][:1]
    for cid in rest:
        g.s.zones.move(cid, f"{p}.deck", index=0)
    g.s.zones.move(top, f"{p}.deck")
    rt.emit("to_deck", ("zones.out-of-play",), player=p, card=rt.source, position="top and bottom",
            top=g.name(top), bottom=[g.name(c) for c in rest], seen_by=[p])
    rt.that = [top] + rest
    return True


effects.HANDLERS[E.Sequence] = (_check, _run)
