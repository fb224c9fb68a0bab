"""Cards looked at on top of your deck put back "on the top or bottom of your deck" (Barracks of Chrace, Perfecting
the Spell): right after "look at the top card(s) of your deck" (cards_moving.py), each card looked at goes on top or
to the bottom, as its player chooses (the next scripted answer "top" / "bottom" for each, else it stays on top);
"in any order": the cards put on top keep the order they had unless answers move them (the first named card, the
first looked at). Each card on its own: the engine's reading of "put them on the top or bottom" (the text lets the
player choose; one choice per card is the widest reading). Nobody but the player sees which card went where.
Wraps effects.HANDLERS[E.Put] (another shape goes to the handler registered before).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import ListOf, Objects, Place
from . import effects
from .objects import Unsupported

_PUT = effects.HANDLERS.get(E.Put)


def _top_or_bottom(place) -> bool:
    """"on the top or bottom of your deck"."""
    if not (isinstance(place, ListOf) and place.conj == "or" and len(place.items) == 2):
        return False
    top, bottom = place.items
    return isinstance(top, Objects) and tuple(top.kind) == ("top",) and top.ref == "the" and not top.described \
        and isinstance(bottom, Place) and bottom.zone == "deck" and bottom.ref == "your" and bottom.whose is None \
        and bottom.position == "bottom" and not (bottom.described or bottom.qualities)


def _shape(n) -> bool:
    o = n.what
    return isinstance(o, Objects) and o.ref in ("it", "them", "that") and not o.described and n.source is None \
        and not n.facedown and n.by is None and _top_or_bottom(n.place)


def _check(n, ctx) -> None:
    if _shape(n):
        if not getattr(ctx, "looked", False):
            raise Unsupported("putting cards on the top or bottom of your deck other than ones looked at")
        return
    if _PUT is None:
        raise Unsupported("the effect Put")
    _PUT[0](n, ctx)


@implements("core.effects.action")
def _run(n, rt) -> bool:
    if not _shape(n):
        return _PUT[1](n, rt)
    g, p = rt.g, rt.p
    cards = [c for c in rt.that if g.s.zones.where.get(c) == f"{p}.deck"]
    bottom = []
    for cid in cards:
        if g.s.answers and str(g.s.answers[0]).lower() in ("top", "bottom"):
            if g.s.answers.pop(0).lower() == "bottom":
                bottom.append(cid)
    for cid in bottom:
        g.s.zones.move(cid, f"{p}.deck", index=0)
    rt.emit("to_deck", ("core.effects.action",), player=p, card=rt.source, top=len(cards) - len(bottom),
            bottom=len(bottom), seen_by=[p])
    return bool(cards)


effects.HANDLERS[E.Put] = (_check, _run)
