"""A card's own text about its discard pile and about running out of cards (core.effects.constant):

- "You may play this legend from your discard pile as if he were in your hand." (Count Vlad Von Carstein): the
  card is played from its player's discard pile as from the hand, in their capital phase, every cost paid and
  every restriction followed (core.turn.3, zones.play; necromancy.from_discard asks `from_pile`). Unlike
  Necromancy nothing sends it back to the deck at the end of the turn: the text says no such thing.
- "You may play cards in your discard pile as developments into this zone as if they were in your hand." (Wildwood
  Grove): its player may develop the zone the card is in with a card from their discard pile, as with one from
  the hand (one development per turn all the same, core.cards.developments; capital.develop asks `develops`).
- "You may play units from any opponent's discard pile as if they had Necromancy and were in your discard pile,
  ignoring loyalty costs." (Mortis Engine; the text layer types it as three sentences, read as the one permission):
  while its player controls it, they may play a unit from the opponent's discard pile in their capital phase as
  from their own (necromancy.from_discard), every cost paid but its loyalty (capital.cost asks `no_loyalty`); it
  enters play under their control, its owner keeps it, and as a card played by Necromancy it goes to the bottom of
  its owner's deck at the end of the turn (necromancy.played). As if in their own pile, it is a card they play
  from their discard pile (Burial Mound).
- "If you have no cards in your hand and deck, you win the game (instead of losing)." A player who would be
  eliminated for having no cards left in their deck (core.players.decking-out) and has no cards in hand either
  wins instead, while they control the card (in play, its text box not blank, faq.28); game.lose asks `wins`.
  Our reading: the reminder "(instead of losing)" ties it to that loss: the one way a player loses for lack of
  cards; nothing happens while the player has a card in hand or in the deck.
Read by program.EXTRA_CONSTANTS.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition, Objects, Place, Player
from ..cards import ZONES
from . import program
from .passive import _text


@dataclass(frozen=True)
class PlayedFromPile:
    """This card may be played from its player's discard pile as if it were in their hand."""


@dataclass(frozen=True)
class DevelopsFromPile:
    """Its player may develop this card's zone with cards from their discard pile."""


@dataclass(frozen=True)
class OpponentsPile:
    """Its player may play units from an opponent's discard pile as with Necromancy, ignoring loyalty costs."""


@dataclass(frozen=True)
class WinsWithoutCards:
    """Its player, with no cards in hand and deck, wins instead of losing for an empty deck."""


def _you(p) -> bool:
    return isinstance(p, Player) and p.who == "you" and not p.ref and not p.of and not p.described


def _from_pile(e) -> bool:
    if not (isinstance(e, E.Modal) and e.kind == "may" and isinstance(e.effect, E.Play)):
        return False
    pl = e.effect
    o, src, as_if = pl.what, pl.source, pl.as_if
    return isinstance(o, Objects) and o.ref == "this" and not (o.described or o.qualities or o.place) \
        and isinstance(src, Place) and src.zone == "discard pile" and src.ref == "your" and src.whose is None \
        and not (src.described or src.qualities or src.position) and _you(pl.by) \
        and not (pl.free or pl.control or pl.place) and isinstance(as_if, Condition) and as_if.word == "as if" \
        and isinstance(as_if.clause, E.State) and as_if.clause.state == "in" \
        and isinstance(as_if.clause.place, Place) and as_if.clause.place.zone == "hand" \
        and as_if.clause.place.ref == "your" and not as_if.clause.place.described


def _in_your_hand(as_if) -> bool:
    return isinstance(as_if, Condition) and as_if.word == "as if" and isinstance(as_if.clause, E.State) \
        and as_if.clause.state == "in" and isinstance(as_if.clause.place, Place) \
        and as_if.clause.place.zone == "hand" and as_if.clause.place.ref == "your" \
        and not as_if.clause.place.described


def _develops(e) -> bool:
    if not (isinstance(e, E.Modal) and e.kind == "may" and isinstance(e.effect, E.Develop)):
        return False
    d = e.effect
    o, here = d.what, d.place
    return isinstance(o, Objects) and tuple(o.kind) == ("cards",) and o.ref in ("a", "") \
        and not (o.described or o.qualities or o.controller) and isinstance(o.place, Place) \
        and o.place.zone == "discard pile" and o.place.ref == "your" and not o.place.described \
        and isinstance(here, Place) and here.zone == "zone" and here.ref == "this" and not here.described \
        and d.source is None and not d.facedown and _you(d.by) and _in_your_hand(d.as_if)


def _opponents_pile(e) -> bool:
    if not (isinstance(e, E.Sequence) and not e.then and len(e.steps) == 3):
        return False
    play, mine, ignore = e.steps
    if not (isinstance(play, E.Modal) and play.kind == "may" and isinstance(play.effect, E.Play)):
        return False
    pl = play.effect
    o, src, as_if = pl.what, pl.source, pl.as_if
    if not (isinstance(o, Objects) and tuple(o.kind) == ("units",) and o.ref in ("a", "")
            and not (o.described or o.qualities or o.place or o.controller) and isinstance(src, Place)
            and src.zone == "discard pile" and src.ref == "of" and isinstance(src.whose, Player)
            and src.whose.who == "opponent" and src.whose.ref == "any" and not src.described and _you(pl.by)
            and not (pl.free or pl.control or pl.place) and isinstance(as_if, Condition) and as_if.word == "as if"
            and isinstance(as_if.clause, E.Has) and getattr(as_if.clause.what, "name", "") == "necromancy"):
        return False
    were = mine.effect if isinstance(mine, E.Modal) and mine.kind == "may" else None  # "and were in your discard pile"
    if not (isinstance(were, E.State) and were.state == "in" and _you(were.who) and isinstance(were.place, Place)
            and were.place.zone == "discard pile" and were.place.ref == "your" and not were.place.described):
        return False
    return isinstance(ignore, E.Ignore) and ignore.by is None and isinstance(ignore.what, Objects) \
        and tuple(w.lower() for w in ignore.what.kind) == ("loyalty", "costs") and not ignore.what.described


def _wins(e) -> bool:
    if not (isinstance(e, E.Conditional) and isinstance(e.condition, Condition) and e.condition.word == "if"
            and isinstance(e.effect, E.Win) and _you(e.effect.who) and e.effect.by is None):
        return False
    h = e.condition.clause
    return isinstance(h, E.Has) and _you(h.who) and h.by is None and isinstance(h.what, Objects) \
        and tuple(h.what.kind) == ("cards",) and h.what.ref == "no" and len(h.what.described) == 1 \
        and _text(h.what.described[0]) == "in your hand and deck" and not (h.what.qualities or h.what.place)


def _reads(ab, name: str):
    if ab.zone is not None:
        return None
    if _from_pile(ab.effect):
        return PlayedFromPile()
    if _wins(ab.effect):
        return WinsWithoutCards()
    if _develops(ab.effect):
        return DevelopsFromPile()
    if _opponents_pile(ab.effect):
        return OpponentsPile()
    return None


program.EXTRA_CONSTANTS.append(_reads)


def _has(card, kind) -> bool:
    return card.program is not None and any(isinstance(x, kind) for x in card.program.extras)


def from_pile(g, p: str, cid: int) -> bool:
    """May `p` play card `cid` from their discard pile by its own text?"""
    return g.s.zones.where.get(cid) == f"{p}.discard" and _has(g.card(cid), PlayedFromPile)


@implements("core.players.decking-out", "core.effects.constant", "faq.28")
def wins(g, p: str, rule: str) -> bool:
    """Does `p`, about to lose by `rule`, win instead ("If you have no cards in your hand and deck, you win")?"""
    if rule != "core.players.decking-out" or g.cards(p, "hand") or g.cards(p, "deck"):
        return False
    from ..blanking import blank
    return any(_has(g.card(c), WinsWithoutCards) and not blank(g, c) for c in g.in_play(p))


@implements("core.cards.developments", "core.effects.constant", "faq.28")
def develops(g, p: str, cid: int, zone: str) -> bool:
    """May `p` develop `zone` with card `cid` from their discard pile (a card of theirs in that zone says so)?"""
    if g.s.zones.where.get(cid) != f"{p}.discard" or zone not in ZONES:
        return False
    from ..blanking import blank
    return any(_has(g.card(c), DevelopsFromPile) and not blank(g, c) for c in g.cards(p, zone))


def _opponents_pile_open(g, p: str) -> bool:
    from ..blanking import blank
    return any(_has(g.card(c), OpponentsPile) and not blank(g, c) for c in g.in_play(p))


@implements("core.turn.3", "zones.play", "core.effects.constant")
def from_opponents_pile(g, p: str, cid: int) -> bool:
    """May `p` play unit `cid` from an opponent's discard pile (Mortis Engine)?"""
    who, _, place = g.s.zones.where.get(cid, "").partition(".")
    return place == "discard" and who != p and g.card(cid).unit and _opponents_pile_open(g, p)


@implements("terms.loyalty", "core.cards.cost")
def no_loyalty(g, p: str, source: str | None) -> bool:
    """Is the loyalty cost of the card `p` plays from `source` ("B.discard") ignored (Mortis Engine)?"""
    return bool(source) and source.endswith(".discard") and source.split(".")[0] != p and _opponents_pile_open(g, p)
