"""Counting what is not a card in play: "for each unit that entered a discard pile this turn" (Burying the Grudge):
the unit cards in any player's discard pile that entered it since the turn began, by any way (destroyed,
sacrificed, discarded: reviving.entered_discard_this_turn reads the same); "for each resource token on quests you
control" (Averheim Soldiers): the tokens on the quest cards the player controls. Registered into amounts.COUNTERS
(a count is the length of what `all` gives: one entry per card, or per token)."""

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


@dataclass(frozen=True)
class TokensOnYourQuests:
    """The resource tokens on the quests a player controls: one entry (the quest) per token (card-types.quests)."""

    @implements("card-types.quests")
    def all(self, g, p: str, source: int) -> list[int]:
        from ..cards import ZONES
        return [q for z in ZONES for q in g.cards(p, z) if g.card(q).type == "Quest"
                for _ in range(g.s.tokens.get(q, 0))]


def _tokens_on_your_quests(o, name: str):
    """"each resource token on quests you control"."""
    if not (isinstance(o, Objects) and tuple(o.kind) in (("resource", "token"), ("resource", "tokens"))
            and len(o.described) == 1 and not (o.place or o.controller or o.qualities or o.of or o.count)):
        return None
    post = o.described[0]
    prep = post.parts[0] if getattr(post, "kind", "") == "pp" and len(post.parts) == 1 else None
    np = getattr(prep, "np", None)
    if not (getattr(prep, "prep", "") == "on" and isinstance(np, NounPhrase) and not np.dets and not np.modifiers
            and tuple(np.head.nouns) == ("quests",) and len(np.posts) == 1):
        return None
    ctl = np.posts[0]
    ok = ctl.kind == "controller" and len(ctl.parts) == 2 and ctl.parts[0] == "you" \
        and getattr(ctl.parts[1], "verb", "") == "control" and not ctl.parts[1].args and not ctl.parts[1].modals
    return TokensOnYourQuests() if ok else None


amounts.COUNTERS.append(_this_turn)
amounts.COUNTERS.append(_tokens_on_your_quests)
