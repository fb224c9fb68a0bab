"""A constant effect that sends units leaving play to the bottom of a deck instead (core.effects.constant):
"If a unit would enter its owner's discard pile or return to its owner's hand from play, you may instead put it on
the bottom of its owner's deck." (Volkmar the Grim).

The unit is destroyed, sacrificed or returned all the same (the event says so, and what triggers on that still
triggers); only where it goes changes: the bottom of its owner's deck (faq.34; the FAQ says its controller's, the
card its owner's: the engine follows the card and zones.out-of-play, finding on faq.34). The effect's controller
chooses: it is used unless the next scripted answer declines it ("no"). Read by abilities/program.EXTRA_CONSTANTS;
game.leave_play asks `to_bottom`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...kernel import implements
from ...text.invasion.semantics import effects as E
from ...text.invasion.semantics.nodes import Objects, Place, Player
from .abilities import program
from .state import PLAYERS


@dataclass(frozen=True)
class ToDeckBottom:
    """A unit leaving play for its owner's discard pile or hand may go to the bottom of its owner's deck."""


def _owners(place, zone: str) -> bool:
    return isinstance(place, Place) and place.zone == zone and place.ref == "of" and isinstance(place.whose, Player) \
        and place.whose.who == "owner" and place.whose.ref == "its" and not place.described


def _a_unit(o) -> bool:
    return isinstance(o, Objects) and tuple(o.kind) == ("unit",) and o.ref == "a" and not (o.described or o.qualities)


def _reads(ab, name: str):
    e = ab.effect
    if ab.zone is not None or not isinstance(e, E.Conditional) or getattr(e.condition, "word", "") != "if":
        return None
    k = e.condition.clause
    if not (isinstance(k, E.Choice) and len(k.options) == 2 and all(isinstance(o, E.Modal) and o.kind == "would"
                                                                     for o in k.options)):
        return None
    to_discard, to_hand = (o.effect for o in k.options)
    if not (isinstance(to_discard, E.Move) and _a_unit(to_discard.what) and _owners(to_discard.to, "discard pile")
            and isinstance(to_hand, E.ReturnToHand) and _a_unit(to_hand.what) and _owners(to_hand.to, "hand")
            and isinstance(to_hand.source, Place) and to_hand.source.zone == "play"):
        return None
    m = e.effect
    put = getattr(getattr(m, "effect", None), "effect", None)
    if isinstance(m, E.Modal) and m.kind == "may" and isinstance(m.effect, E.Instead) and isinstance(put, E.Put) \
            and isinstance(put.what, Objects) and put.what.ref == "it" and _owners(put.place, "deck") \
            and put.place.position == "bottom" and not (put.source or put.facedown or put.any_order or put.back):
        return ToDeckBottom()
    return None


@implements("faq.34", "core.effects.constant", "zones.out-of-play")
def to_bottom(g, cid: int, to: str) -> str | None:
    """The card with the effect (its name) if unit `cid`, leaving play for `to` (discard | hand), goes to the bottom
    of its owner's deck instead; None when it goes where it was going."""
    if to not in ("discard", "hand") or not g.extra_names(ToDeckBottom) or not g.card(cid).unit or not g.is_in_play(cid):
        return None
    for p in PLAYERS:
        for src in list(g.in_play(p)):
            prog = g.card(src).program
            if src != cid and prog is not None and any(isinstance(x, ToDeckBottom) for x in prog.extras):
                if g.declines():  # the effect's controller does not use it this time
                    return None
                return g.name(src)
    return None


program.EXTRA_CONSTANTS.append(_reads)
