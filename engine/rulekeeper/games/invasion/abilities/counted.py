"""Counting cards out of play: "for each unit that entered a discard pile this turn" (Burying the Grudge): the unit
cards in any player's discard pile that entered it since the turn began, by any way (destroyed, sacrificed,
discarded: reviving.entered_discard_this_turn reads the same). Registered into amounts.COUNTERS."""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion.ast import NounPhrase
from ....text.invasion.semantics.nodes import Objects
from ..state import PLAYERS
from . import amounts
from .objects import Selector, selector


@dataclass(frozen=True)
class EnteredDiscardThisTurn:
    """The cards of a kind (`kind`: its type and trait) in any discard pile that entered it this turn."""
    kind: Selector

    @implements("terms.the-letter-x")
    def all(self, g, p: str, source: int) -> list[int]:
        events = g.s.log.events
        start = next((i for i in range(len(events) - 1, -1, -1) if events[i].kind == "turn_begins"), 0)
        entered = {e.data.get("card") for e in events[start:]
                   if e.data.get("to") == "discard" or e.kind.startswith("discard")}
        sel = self.kind
        return [c for q in PLAYERS for c in g.cards(q, "discard") if c in entered and sel._kind_fits(g.card(c))
                and (not sel.trait or sel.trait.lower() in (t.lower() for t in g.card(c).traits)
                     or sel.trait.lower() == g.card(c).race.lower())]


def _this_turn(o, name: str):
    """"each unit that entered a discard pile this turn"."""
    if not (isinstance(o, Objects) and len(o.described) == 1 and not (o.place or o.controller or o.qualities or o.of)):
        return None
    parts = getattr(o.described[0], "parts", ())
    if not (len(parts) == 4 and parts[:2] == ("that", "entered") and all(isinstance(x, NounPhrase) for x in parts[2:])):
        return None
    pile, when = parts[2], parts[3]
    if not (pile.dets == ("a",) and tuple(pile.head.nouns) == ("discard", "pile") and not pile.modifiers
            and not pile.posts and when.dets == ("this",) and tuple(when.head.nouns) == ("turn",)
            and not when.modifiers and not when.posts):
        return None
    from dataclasses import replace
    return EnteredDiscardThisTurn(selector(replace(o, ref="each", count=None, described=()), name))


amounts.COUNTERS.append(_this_turn)
