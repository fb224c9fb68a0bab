"""An amount "equal to the printed cost (or the [Power]) of the discarded card": Boon of Tzeentch ("Discard the top card of your
deck. Gain resources equal to the printed cost of the discarded card.") and Dark Blessing ("Discard the top card of
your deck to have target unit gain [Power] equal to the printed cost of the discarded card."), Mushroom Hunters
("... This card gains [Power] equal to the [Power] of the discarded card until the end of the turn."); and
"the number of units discarded this way" (Swarm of Bats: the units among the cards the effect just discarded);
"the printed power of the revealed card" (Fury of Aenarion: the card the effect revealed before, hand_reveal.py).

The discarded card is the one the effect discarded just before (rt.that, cards_moving) or, for a discarding cost,
the card discarded to pay it (timing.C.2: run.take hands it to the effect as entry "discarded", for the cards
`file` names). Its printed cost out of play: faq.48 (amounts.printed_cost); with no
card discarded (an empty deck) the amount is 0 (terms.the-letter-x). Registered into amounts.MEASURES.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion import ast as A
from ....text.invasion.semantics import Action
from ....text.invasion.semantics.nodes import EqualTo, Objects
from . import amounts
from .objects import Unsupported

PASSES: set[str] = set()  # cards whose discarding cost hands the discarded card to the effect (run.take)


STATS = {(("cost",), ("printed",)): "cost", (("[Power]",), ()): "power", (("power",), ("printed",)): "power"}


def _the_discarded_card(o) -> tuple[str, str] | None:
    """"the printed cost of the discarded card" -> ("cost", "discarded"); "the [Power] of the discarded card" ->
    ("power", "discarded"); "the printed power of the revealed card" -> ("power", "revealed")."""
    stat = STATS.get((tuple(o.kind), tuple(o.qualities))) if isinstance(o, Objects) else None
    if not (stat and o.ref == "the" and len(o.described) == 1
            and not (o.target or o.count or o.controller or o.place or o.of)):
        return None
    post = o.described[0]
    prep = post.parts[0] if isinstance(post, A.Post) and post.kind == "pp" and len(post.parts) == 1 else None
    np = getattr(prep, "np", None)
    ok = getattr(prep, "prep", "") == "of" and isinstance(np, A.NounPhrase) and tuple(np.dets) == ("the",) \
        and tuple(np.modifiers) in (("discarded",), ("revealed",)) and tuple(np.head.nouns) == ("card",) \
        and not np.posts and np.quantity is None
    return (stat, np.modifiers[0]) if ok else None


@dataclass(frozen=True)
class DiscardedCost:
    stat: str = "cost"  # cost | power: the printed power ([Power] icons) of the card
    which: str = "discarded"  # discarded | revealed (from the hand or the deck: hand_reveal.py, revealed.py)

    @implements("faq.48", "terms.the-letter-x", "core.cards.unit")
    def value(self, rt, subject: int | None = None) -> int:
        """The printed cost (or power) of the card discarded or revealed (the first, if several); 0 with none."""
        g = rt.g
        if self.which == "revealed":
            gone = list(getattr(rt, "revealed", None) or ())
        else:
            paid = getattr(rt, "discarded", None) or getattr(rt, "that", None) or ()
            gone = [c for c in paid if g.place(c) == "discard"]
        if not gone:
            return 0
        if self.stat == "power":  # printed on the card, read out of play: a card with no power icons has 0
            return g.card(gone[0]).power
        return amounts.printed_cost(g, g.card(gone[0]), g.s.owner[gone[0]], gone[0])


def _discarded_this_way(o):
    """"the number of units discarded this way" -> the head nouns counted ("units"), or None."""
    if not (isinstance(o, Objects) and tuple(o.kind) == ("number",) and o.ref == "the" and not o.qualities
            and len(o.described) == 1 and not (o.target or o.count or o.controller or o.place or o.of)):
        return None
    post = o.described[0]
    prep = post.parts[0] if isinstance(post, A.Post) and post.kind == "pp" and len(post.parts) == 1 else None
    np = getattr(prep, "np", None)
    if getattr(prep, "prep", "") != "of" or not isinstance(np, A.NounPhrase) or np.dets or np.modifiers \
            or np.quantity is not None or len(np.posts) != 1:
        return None
    way = np.posts[0]
    if way.kind == "reduced" and len(way.parts) == 2 and way.parts[0] == "discarded" \
            and isinstance(way.parts[1], A.Words) and way.parts[1].text == "this way":
        return tuple(np.head.nouns)
    return None


@dataclass(frozen=True)
class DiscardedCount:
    """"the number of units discarded this way": the cards of a kind among those the effect just discarded."""
    kind: object  # objects.Selector: the kind (no trait) read on each discarded card

    @implements("terms.the-letter-x")
    def value(self, rt, subject: int | None = None) -> int:
        g = rt.g
        gone = [c for c in (getattr(rt, "that", None) or ()) if g.place(c) == "discard"]
        return sum(1 for c in gone if self.kind._kind_fits(g.card(c)))


def read(node, name: str):
    if isinstance(node, EqualTo):
        node = node.what
    stat = _the_discarded_card(node)
    if stat:
        return DiscardedCost(*stat)
    counted = _discarded_this_way(node)
    if counted is None:
        return None
    from .objects import selector
    sel = selector(Objects(counted, "each"), name)
    if sel.trait or sel.kinds != (sel.kind,) or sel.kind not in ("unit", "card", "support"):
        raise Unsupported(f"counting the {' '.join(counted)} discarded this way")
    return DiscardedCount(sel)


def file(abilities, name: str) -> None:
    """Name the card in PASSES when an Action's discarding cost is what its effect's "the discarded card" is."""
    from .cards_moving import discard_cost
    PASSES.discard(name)
    for ab in abilities:
        if isinstance(ab, Action) and ab.cost is not None and discard_cost(ab.cost) is not None \
                and "modifiers=('discarded',)" in repr(ab.effect):
            PASSES.add(name)


if read not in amounts.MEASURES:
    amounts.MEASURES.append(read)
