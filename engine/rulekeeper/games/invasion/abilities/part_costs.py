"""Costs that carry their own check and payment (timing.C.2), for shapes program.cost_parts does not read itself:
- "Corrupt attached unit to ..." (Ratling Gun): the unit this attachment is on, corrupted as the cost is paid; it
  can't be paid when that unit is corrupted already, can't be corrupted, or the card is on no unit;
- "Discard a quest or Grudge support card from your hand to ..." (Ale Hall): one card of the hand, other than this
  one, of one of the kinds listed (a card type, with a trait before it if the text names one), named by its player
  (cards_moving.pick_card). "a quest" there is typed as a place; a quest zone is never in a hand, so in a list of
  things discarded from a hand it reads as a quest card;
- "Remove 3 damage from this unit to ..." (Skarsnik and Gobbla): that many damage tokens of this unit, removed as
  the cost is paid; it can't be paid while the unit has fewer;
- "Move a non-Undead unit in any player's discard pile to the bottom of his deck to ..." (Drakenhof Castle): a unit
  card of either discard pile, not of that trait or race, named by the player (cards_moving.pick_card: a scripted
  answer naming one, else the first, the opponent's pile first), put on the bottom of its owner's deck ("his": the
  player whose pile it was in).

A part is (an object with `refusal(g, p, cid)` and `pay(g, p, cid)`, None); run._payable and run.take ask them.
Registered into program.COST_READERS.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import IllegalAction, implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, ListOf, Objects, Place
from . import passive, program
from .cards_moving import HAND_KINDS, _hand_of, discard, pick_card


@dataclass(frozen=True)
class CorruptAttached:
    """"Corrupt attached unit": the unit this card is attached to (core.effects.corruption)."""

    @implements("timing.C.2", "core.effects.corruption")
    def refusal(self, g, p: str, cid: int) -> IllegalAction | None:
        host = g.s.attached.get(cid)
        if host is None or not g.card(host).unit or not g.is_in_play(host):
            return IllegalAction("timing.C.2", f"{g.name(cid)} is attached to no unit: the cost can't be paid")
        if host in g.s.corrupted or passive.forbids(g, host, "corrupted"):
            return IllegalAction("timing.C.2", f"{g.name(host)} can't be corrupted: the cost can't be paid")
        return None

    def pay(self, g, p: str, cid: int) -> None:
        host = g.s.attached[cid]
        g.s.corrupted.add(host)
        g.emit("corrupt", ("core.effects.corruption", "timing.C.2"), card=host, name=g.name(host), by=g.name(cid))


@dataclass(frozen=True)
class DiscardOneOf:
    """"Discard a quest or Grudge support card from your hand": `kinds` are (card type, trait or None)."""
    kinds: tuple

    def _fitting(self, g, p: str, cid: int) -> list[int]:
        def fits(card) -> bool:
            return any(card.type == kind and (trait is None or trait.lower() in (t.lower() for t in card.traits))
                       for kind, trait in self.kinds)
        return [c for c in g.cards(p, "hand") if c != cid and fits(g.card(c))]

    @implements("timing.C.2")
    def refusal(self, g, p: str, cid: int) -> IllegalAction | None:
        if not self._fitting(g, p, cid):
            return IllegalAction("timing.C.2", f"the cost discards a card of a kind {g.name(cid)} names from player "
                                               f"{p}'s hand; there is none")
        return None

    def pay(self, g, p: str, cid: int) -> None:
        discard(g, p, [pick_card(g, self._fitting(g, p, cid))], ("timing.C.2",), by=g.name(cid))


@dataclass(frozen=True)
class DamageOff:
    """"Remove N damage from this unit": `n` damage tokens of the unit itself."""
    n: int

    @implements("timing.C.2")
    def refusal(self, g, p: str, cid: int) -> IllegalAction | None:
        have = g.s.damage.get(cid, 0)
        if have < self.n:
            return IllegalAction("timing.C.2", f"the cost removes {self.n} damage from {g.name(cid)}; it has {have}")
        return None

    def pay(self, g, p: str, cid: int) -> None:
        g.s.damage[cid] -= self.n
        g.emit("damage_removed", ("timing.C.2",), card=cid, name=g.name(cid), amount=self.n, by=g.name(cid))


@dataclass(frozen=True)
class DiscardPileToDeckBottom:
    """"Move a non-<trait> unit in any player's discard pile to the bottom of his deck"."""
    not_trait: str

    def _fitting(self, g, p: str) -> list[int]:
        from ..state import other
        return [c for q in (other(p), p) for c in g.cards(q, "discard") if g.card(c).unit
                and self.not_trait not in [t.lower() for t in g.card(c).traits] + [g.card(c).race.lower()]]

    @implements("timing.C.2")
    def refusal(self, g, p: str, cid: int) -> IllegalAction | None:
        if not self._fitting(g, p):
            return IllegalAction("timing.C.2", f"the cost moves a non-{self.not_trait} unit from a discard pile; "
                                               "there is none")
        return None

    @implements("timing.C.2", "zones.out-of-play")
    def pay(self, g, p: str, cid: int) -> None:
        card = pick_card(g, self._fitting(g, p))
        owner = g.s.owner[card]
        g.s.zones.move(card, f"{owner}.deck", index=0)  # the bottom (the top is the end of the list: game.draw)
        g.emit("bottom_of_deck", ("timing.C.2", "zones.out-of-play"), card=card, name=g.name(card), player=owner,
               by=g.name(cid))


def _to_deck_bottom(cost) -> str | None:
    """"Move a non-Undead unit in any player's discard pile to the bottom of his deck" -> "undead"; else None."""
    o, to = getattr(cost, "what", None), getattr(cost, "to", None)
    if not (isinstance(cost, E.Move) and cost.by is None and cost.source is None and isinstance(o, Objects)
            and isinstance(to, Place) and len(o.kind) == 2 and o.kind[1] == "unit" and o.kind[0].startswith("non-")
            and o.ref in ("a", "an") and o.count is None and not (o.target or o.qualities or o.controller
                                                                      or o.described or o.of)):
        return None
    pile = o.place
    if not (isinstance(pile, Place) and pile.zone == "discard pile" and pile.ref == "of" and pile.whose is not None
            and getattr(pile.whose, "who", "") == "player" and getattr(pile.whose, "ref", "") == "any"
            and not (pile.described or pile.qualities or pile.position or pile.within)):
        return None
    if not (to.zone == "deck" and to.ref == "his" and to.position == "bottom" and to.whose is None
            and not (to.described or to.qualities or to.within)):
        return None
    return o.kind[0][4:].strip("[]").lower()


def _kind(item) -> tuple | None:
    """One thing of the list: (card type, trait or None); None for another phrase."""
    if isinstance(item, Place) and item.zone == "quest" and item.ref in ("a", "an") and item.whose is None \
            and not (item.position or item.qualities or item.described or item.within):
        return ("Quest", None)
    if not isinstance(item, Objects) or item.ref not in ("a", "an") or item.count is not None \
            or item.target or item.qualities or item.controller or item.place or item.described or item.of:
        return None
    words = tuple(item.kind)
    if words in HAND_KINDS and HAND_KINDS[words]:
        return (HAND_KINDS[words], None)
    if len(words) > 1 and words[1:] in HAND_KINDS and HAND_KINDS[words[1:]] and words[0].isalpha() \
            and words[0][0].isupper():
        return (HAND_KINDS[words[1:]], words[0])  # "Grudge support card": a trait before the kind
    return None


def read(cost) -> tuple | None:
    if _to_deck_bottom(cost):
        return (DiscardPileToDeckBottom(_to_deck_bottom(cost)), None)
    if isinstance(cost, E.RemoveTokens) and tuple(cost.token) == ("damage",) and cost.by is None \
            and isinstance(cost.source, Objects) and cost.source.ref == "this" and not cost.source.described \
            and isinstance(cost.count, Count) and cost.count.bound == "exactly" and isinstance(cost.count.value, int) \
            and cost.count.value > 0 and not cost.count.sign:
        return (DamageOff(cost.count.value), None)
    if isinstance(cost, E.Corrupt) and cost.by is None and isinstance(cost.what, Objects) \
            and cost.what.qualities == ("attached",) and cost.what.ref in ("a", "", "the") \
            and tuple(cost.what.kind) == ("unit",) and cost.what.count is None and not cost.what.described \
            and not cost.what.target and cost.what.of is None:
        return (CorruptAttached(), None)
    if isinstance(cost, E.Discard) and cost.by is None and not cost.at_random and cost.down_to is None \
            and isinstance(cost.what, ListOf) and cost.what.conj == "or" and _hand_of(cost.source, "you") == "you" \
            and not cost.source.described:
        kinds = tuple(_kind(i) for i in cost.what.items)
        if all(kinds):
            return (DiscardOneOf(kinds), None)
    return None


if read not in program.COST_READERS:
    program.COST_READERS.append(read)
