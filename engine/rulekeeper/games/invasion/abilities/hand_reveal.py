"""Revealing a card of a kind from your hand: "reveal a [Chaos] legend or unit from your hand. If you do, ..."
(Warhounds). The player shows one card of their hand that fits (their pick: the next scripted answer naming one,
else the first); with none, nothing is revealed and "If you do" does not happen (core.effects.then). The card
stays in the hand, seen by every player (the event's `seen_by`); it is what "the revealed card" means next.

"a [Chaos] legend or unit": a trait said once, before the first of the kinds, belongs to each of them (the
engine's reading of the English; the typed text puts it on the first only).
Wraps effects.HANDLERS[E.Reveal] (another shape goes to the handler registered before).
"""

from __future__ import annotations

from dataclasses import replace

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import ListOf, Objects, Place
from . import effects
from .cards_moving import pick_card
from .objects import Unsupported
from .search import wanted

_REVEAL = effects.HANDLERS.get(E.Reveal)


def _from_your_hand(src) -> bool:
    return isinstance(src, Place) and src.zone == "hand" and src.ref == "your" and src.whose is None \
        and not (src.described or src.qualities or src.position or src.within)


def _shared_trait(what):
    """"a [Chaos] legend or unit" -> "a [Chaos] legend or [Chaos] unit"."""
    if not (isinstance(what, ListOf) and what.conj == "or" and all(isinstance(i, Objects) for i in what.items)):
        return what
    first = what.items[0]
    trait = first.kind[0] if len(first.kind) == 2 and first.kind[0].startswith("[") else None
    if trait is None or any(len(i.kind) != 1 for i in what.items[1:]):
        return what
    return replace(what, items=(first,) + tuple(replace(i, kind=(trait, *i.kind)) for i in what.items[1:]))


def _wanted(n):
    if n.by is not None or n.at_random or n.to is not None or not _from_your_hand(n.source):
        return None
    w = wanted(_shared_trait(n.what))
    if w.count != 1 or w.up_to:
        raise Unsupported("revealing several cards from your hand")
    return w


def _check(n, ctx) -> None:
    if _wanted(n) is None:
        if _REVEAL is None:
            raise Unsupported("the effect Reveal")
        return _REVEAL[0](n, ctx)


@implements("core.effects.action", "core.effects.then")
def _run(n, rt) -> bool:
    want = _wanted(n)
    if want is None:
        return _REVEAL[1](n, rt)
    g, p = rt.g, rt.p
    fits = [c for c in g.cards(p, "hand") if want.fits(g.card(c))]
    if not fits:
        rt.emit("reveal", ("core.effects.action",), player=p, card=rt.source, pile="hand", cards=[],
                seen_by=["A", "B"])
        return False
    cid = pick_card(g, fits)
    rt.revealed = rt.that = [cid]
    rt.emit("reveal", ("core.effects.action",), player=p, card=rt.source, pile="hand", cards=[g.name(cid)],
            seen_by=["A", "B"])
    return True


effects.HANDLERS[E.Reveal] = (_check, _run)
