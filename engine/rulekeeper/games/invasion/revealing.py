"""Decks played with their top card revealed, by constant effects (core.effects.constant), as Lord of Change says:
- "Players play with the top card of their decks revealed.": while the card is in play, each deck's top card is
  shown to both players (each player's view, `deck_top`), and a new top card is revealed (`top_revealed`) once a
  draw, or any other effect, is over. Cards drawn together by one effect are drawn at the same time (faq.15): the
  cards under the top are not revealed on their way to the hand, only the new top once the draw is done;
- "You may play the top card of your deck as though it were in your hand.": the card's controller plays the top
  card of their deck as they would a card in hand (capital.play and tactics ask `from_deck_top`).
Read by abilities/program.EXTRA_CONSTANTS; game.draw and abilities/run.settle call `reveal_tops`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...kernel import implements
from ...text.invasion.semantics import effects as E
from ...text.invasion.semantics.nodes import Condition, Objects, Place, Player
from .abilities import program
from .cards import ZONES
from .state import PLAYERS


@dataclass(frozen=True)
class TopsRevealed:
    """Every player plays with the top card of their deck revealed."""


@dataclass(frozen=True)
class PlaysTop:
    """The card's controller may play the top card of their deck as though it were in their hand."""


def _top_of(o, whose: str) -> bool:
    """"the top card of their decks" / "the top card of your deck"."""
    if not (isinstance(o, Objects) and tuple(o.kind) == ("top", "card") and o.ref == "the" and len(o.described) == 1
            and not (o.qualities or o.controller or o.place or o.of or o.target or o.count)):
        return False
    post = o.described[0]
    prep = post.parts[0] if getattr(post, "kind", "") == "pp" and len(post.parts) == 1 else None
    np = getattr(prep, "np", None)
    return getattr(prep, "prep", "") == "of" and tuple(getattr(np, "dets", ())) == (whose,) \
        and tuple(getattr(getattr(np, "head", None), "nouns", ())) in (("deck",), ("decks",)) \
        and not getattr(np, "posts", ()) and not getattr(np, "modifiers", ())


def _in_your_hand(c) -> bool:
    """"as though it were in your hand"."""
    st = getattr(c, "clause", None)
    return isinstance(c, Condition) and c.word == "as though" and isinstance(st, E.State) and st.state == "in" \
        and isinstance(st.who, Objects) and st.who.ref == "it" and isinstance(st.place, Place) \
        and st.place.zone == "hand" and st.place.ref == "your" and st.place.whose is None \
        and not (st.place.described or st.place.qualities or st.place.position)


def _reads(ab, name: str):
    e = ab.effect
    if ab.zone is not None:
        return None
    if isinstance(e, E.PlayRevealed) and isinstance(e.who, Player) and e.who.who == "player" and not e.who.of \
            and not e.who.described and e.by is None and _top_of(e.what, "their"):
        return TopsRevealed()
    if isinstance(e, E.Modal) and e.kind == "may" and isinstance(e.effect, E.Play):
        p = e.effect
        if isinstance(p.by, Player) and p.by.who == "you" and _top_of(p.what, "your") and _in_your_hand(p.as_if) \
                and not (p.source or p.free or p.control or p.place):
            return PlaysTop()
    return None


def _sources(g, kind) -> list[int]:
    """The cards in play with that constant effect."""
    titles = g.extra_names(kind)
    if not titles:
        return []
    names, found = g.s.names, []
    for p in PLAYERS:
        for z in ZONES + ("legend",):
            for cid in g.cards(p, z):
                if names[cid] in titles:
                    prog = g.card(cid).program
                    if prog is not None and any(isinstance(x, kind) for x in prog.extras):
                        found.append(cid)
    return found


def top(g, p: str) -> int | None:
    deck = g.cards(p, "deck")
    return deck[-1] if deck else None  # the top is the end of the list (game.draw)


def shown_top(g, p: str) -> int | None:
    """Player p's top card if the decks are played revealed now (None: it is hidden, or there is none)."""
    return top(g, p) if _sources(g, TopsRevealed) else None


@implements("faq.15", "core.effects.constant")
def reveal_tops(g) -> None:
    """A deck whose top card is not the one last revealed reveals its new top card to both players, now (called
    once a draw or an effect is over: the cards drawn together are never revealed on their way, faq.15)."""
    srcs = _sources(g, TopsRevealed)
    if not srcs:
        if g.s.shown:
            g.s.shown = {}
        return
    for p in PLAYERS:
        cid = top(g, p)
        if cid is None or g.s.shown.get(p) == cid:
            continue
        g.s.shown[p] = cid
        g.emit("top_revealed", ("core.effects.constant", "faq.15"), player=p, card=cid, name=g.name(cid),
               by=g.name(srcs[0]), seen_by=list(PLAYERS))


@implements("core.effects.constant", "zones.play")
def from_deck_top(g, p: str, cid: int) -> bool:
    """May `p` play this card, the top card of their deck, as though it were in their hand?"""
    return cid == top(g, p) and any(g.controller(src) == p for src in _sources(g, PlaysTop))


program.EXTRA_CONSTANTS.append(_reads)
