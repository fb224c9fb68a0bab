"""An amount "equal to the printed cost of the discarded card": Boon of Tzeentch ("Discard the top card of your
deck. Gain resources equal to the printed cost of the discarded card.") and Dark Blessing ("Discard the top card of
your deck to have target unit gain [Power] equal to the printed cost of the discarded card.").

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

PASSES: set[str] = set()  # cards whose discarding cost hands the discarded card to the effect (run.take)


def _the_discarded_card(o) -> bool:
    """"the printed cost of the discarded card"."""
    if not (isinstance(o, Objects) and tuple(o.kind) == ("cost",) and o.ref == "the" and o.qualities == ("printed",)
            and len(o.described) == 1 and not (o.target or o.count or o.controller or o.place or o.of)):
        return False
    post = o.described[0]
    prep = post.parts[0] if isinstance(post, A.Post) and post.kind == "pp" and len(post.parts) == 1 else None
    np = getattr(prep, "np", None)
    return getattr(prep, "prep", "") == "of" and isinstance(np, A.NounPhrase) and tuple(np.dets) == ("the",) \
        and tuple(np.modifiers) == ("discarded",) and tuple(np.head.nouns) == ("card",) and not np.posts \
        and np.quantity is None


@dataclass(frozen=True)
class DiscardedCost:
    @implements("faq.48", "terms.the-letter-x")
    def value(self, rt, subject: int | None = None) -> int:
        """The printed cost of the card discarded (the first, if several); 0 with none."""
        g = rt.g
        paid = getattr(rt, "discarded", None) or getattr(rt, "that", None) or ()
        gone = [c for c in paid if g.place(c) == "discard"]
        if not gone:
            return 0
        return amounts.printed_cost(g, g.card(gone[0]), g.s.owner[gone[0]], gone[0])


def read(node, name: str):
    if isinstance(node, EqualTo):
        node = node.what
    return DiscardedCost() if _the_discarded_card(node) else None


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
