"""Putting into play a card "that entered your discard pile this turn" (Stand Your Ground: "Put into play one target
Dwarf unit that entered your discard pile this turn. (You choose the zone in which the unit enters play.)").

Only where the card went counts, not how: a unit card destroyed as a development entered the discard pile too
(faq.4). The zone is its player's choice (a scripted answer naming a zone; else the first zone it may enter).
Registered into effects.HANDLERS for PutIntoPlay on top of the handler registered before, if any.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import IllegalAction, implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.ast import NounPhrase
from ....text.invasion.semantics.nodes import Objects
from ..cards import ZONES
from . import effects
from .from_discard import InYourDiscard
from .objects import Unsupported

ZONE_WORDS = {"kingdom": "kingdom", "quest zone": "quest", "quest": "quest", "battlefield": "battlefield"}


def entered_discard_this_turn(g, cid: int) -> bool:
    """Did card `cid` enter its discard pile since the turn began (by any way: destroyed, sacrificed, discarded)?"""
    events = g.s.log.events
    start = max((i for i, e in enumerate(events) if e.kind == "turn_begins"), default=0)
    return any(e.data.get("card") == cid and (e.data.get("to") == "discard" or e.kind.startswith("discard"))
               for e in events[start:])


@dataclass(frozen=True)
class InDiscardThisTurn(InYourDiscard):
    """"one target [race] unit that entered your discard pile this turn": a unit of your discard pile
    (from_discard.InYourDiscard) that entered it this turn."""

    def matches(self, g, p: str, source: int, cid: int) -> bool:
        return super().matches(g, p, source, cid) and entered_discard_this_turn(g, cid)


def _reads(o) -> InDiscardThisTurn | None:
    if not (isinstance(o, Objects) and o.target and o.ref in ("", "a", "one") and o.controller is None
            and o.place is None and not o.qualities and o.of is None and len(o.described) == 1
            and (o.count is None or o.count.value == 1 and o.count.bound == "exactly" and not o.count.sign)
            and o.kind and (o.kind[-1] == "unit" and len(o.kind) <= 2
                            or tuple(w.lower() for w in o.kind[-2:]) == ("support", "card") and len(o.kind) <= 3)):
        return None  # "one target Dwarf unit", "one target Building support card" (Master Rune of Defence)
    parts = getattr(o.described[0], "parts", ())
    if not (len(parts) == 4 and parts[:2] == ("that", "entered") and all(isinstance(x, NounPhrase) for x in parts[2:])):
        return None
    pile, when = parts[2], parts[3]
    if not (pile.dets == ("your",) and tuple(pile.head.nouns) == ("discard", "pile") and not pile.modifiers
            and when.dets == ("this",) and tuple(when.head.nouns) == ("turn",) and not when.modifiers):
        return None
    if o.kind[-1] == "unit":
        return InDiscardThisTurn("unit", o.kind[0] if len(o.kind) == 2 else None)
    return InDiscardThisTurn("support", o.kind[0] if len(o.kind) == 3 else None)


def _plain(n) -> bool:
    return all(getattr(n, f) in (None, False, (), "") for f in n.__dataclass_fields__ if f != "what")


_BEFORE = effects.HANDLERS.get(E.PutIntoPlay)


def _check(n, ctx) -> None:
    sel = _reads(n.what) if _plain(n) else None
    if sel is None:
        if _BEFORE is None:
            raise Unsupported("the effect PutIntoPlay")
        return _BEFORE[0](n, ctx)
    ctx.slots.append((n.what, sel))


def _zone(g, p: str, cid: int) -> list[str]:
    """The zones in the player's chosen order: a scripted answer naming a zone first."""
    order = list(ZONES)
    word = g.answer(lambda w: w.lower() in ZONE_WORDS)
    if word:
        order = [ZONE_WORDS[word.lower()]]
    return order


def zone_for(g, p: str, cid: int) -> str | None:
    """The zone `p` picks for the card entering play (a scripted answer naming one), else the first that takes it."""
    from ..capital import refusal
    return next((z for z in _zone(g, p, cid) if refusal(g, p, cid, z, playing=False) is None), None)


@implements("faq.4", "zones.put-into-play")
def _run(n, rt) -> bool:
    """The chosen card, still in its player's discard pile, enters play in the zone its player chooses."""
    if _reads(n.what) is None or not _plain(n):
        return _BEFORE[1](n, rt)
    from ..movement import put_into_play
    g, done = rt.g, False
    for cid in _chosen(n, rt):
        for zone in _zone(g, rt.p, cid):
            try:
                put_into_play(g, rt.p, cid, zone)
            except IllegalAction:
                continue
            done = True
            break
    return done


def _chosen(n, rt) -> list[int]:
    sel = _reads(n.what)
    picked = effects.chosen_targets(rt, n.what)
    return [c for c in picked if sel.matches(rt.g, rt.p, rt.source, c)]


effects.HANDLERS[E.PutIntoPlay] = (_check, _run)
