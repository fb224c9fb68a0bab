"""Abilities that work while their card is in its owner's hand: "When your capital is dealt combat damage, you may
put this card into play from your hand (in any zone)." (Stone Vengeance, Blood Vengeance, Ancient Vengeance). The
trigger is watched for the cards in each player's hand (run._triggered_by asks `watching`), the card's other
abilities only while it is in play; the effect puts the card itself into play from the hand (into_play.py), in
the zone its player chooses, for no cost (zones.put-into-play).

An ability is read as working from the hand when its whole effect is "(you may) put this card into play from your
hand": nothing else can be done by a card out of play.
"""

from __future__ import annotations

from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Place
from ..state import other


def this_from_hand(n) -> bool:
    """"put this card into play from your hand"."""
    w, src = n.what, n.source
    return isinstance(n, E.PutIntoPlay) and isinstance(w, Objects) and w.ref == "this" and not w.described \
        and w.count is None and not w.qualities and isinstance(src, Place) and src.zone == "hand" \
        and src.ref == "your" and src.whose is None and not (src.described or src.qualities or src.position)


def works_from_hand(ab) -> bool:
    """Is this (triggered) ability one of a card in hand?"""
    e = getattr(ab, "effect", None)
    if isinstance(e, E.Modal) and e.kind == "may":
        e = e.effect
    return this_from_hand(e) if isinstance(e, E.PutIntoPlay) else False


def _names(g) -> frozenset:
    cache = g.__dict__.get("_from_hand")
    if cache is None:
        from .run import _abilities
        cache = frozenset(n for n, c in g.pool.items() for _, ab, _, _ in _abilities(c.program) if works_from_hand(ab))
        g.__dict__["_from_hand"] = cache
    return cache


def watching(g) -> list[tuple[int, str]]:
    """(card, player) of the cards in hands whose abilities work from there."""
    names = _names(g)
    if not names:
        return []
    return [(c, p) for p in (g.s.active, other(g.s.active)) for c in g.cards(p, "hand")
            if g.name(c) in names]
