"""The cost "Discard a card from your hand with X loyalty to ...": X is the loyalty of the card discarded.

The card's player names the card as the costs are paid (timing.C.2; the next scripted answer, else the first card
of the hand); its printed loyalty icons are X for the effect (terms.the-letter-x: X "specified by a card"). A hand
with no other card can't pay (timing.C.2). X is the cost's only where the card has no other ability that could
read it (program.py registers the card in effects.COST_X); a copy of the effect pays no cost, so its X is 0.
"""

from __future__ import annotations

from ....kernel import IllegalAction, implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Place

PART = "discard_x"


def _x_loyalty(described) -> bool:
    """The printed phrase "with X loyalty" (the parser hangs it on the hand the card comes from)."""
    if len(described) != 1 or getattr(described[0], "kind", None) != "pp" or len(described[0].parts) != 1:
        return False
    prep = described[0].parts[0]
    np = getattr(prep, "np", None)
    if getattr(prep, "prep", None) != "with" or np is None or np.dets or np.modifiers or np.posts:
        return False
    parts = getattr(np.quantity, "parts", ())
    return len(parts) == 1 and getattr(parts[0], "number", None) in ("x", "X") and not parts[0].sign \
        and tuple(np.head.nouns) == ("loyalty",)


def read(cost) -> tuple | None:
    """(PART, None) for "Discard a card from your hand with X loyalty"; None for any other cost."""
    if not isinstance(cost, E.Discard) or cost.by is not None or cost.at_random or cost.down_to is not None:
        return None
    o, src = cost.what, cost.source
    if not (isinstance(o, Objects) and tuple(o.kind) == ("card",) and o.ref in ("a", "an") and o.count is None
            and not (o.target or o.qualities or o.controller or o.place or o.described or o.of)):
        return None
    if not (isinstance(src, Place) and src.zone == "hand" and src.ref == "your" and src.whose is None
            and not src.position and not src.qualities and src.within is None and _x_loyalty(src.described)):
        return None
    return (PART, None)


def _hand(g, p: str, cid: int) -> list[int]:
    return [c for c in g.cards(p, "hand") if c != cid]


@implements("timing.C.2")
def refusal(g, p: str, cid: int) -> IllegalAction | None:
    """Why the cost can't be paid now: no other card in the hand (None when it can)."""
    if not _hand(g, p, cid):
        return IllegalAction("timing.C.2", f"the cost discards a card from player {p}'s hand; there is none")
    return None


@implements("timing.C.2", "terms.the-letter-x")
def pay(g, p: str, cid: int) -> int:
    """Discard the card the player names from their hand; X is its printed loyalty."""
    from .cards_moving import discard, pick_card
    paid = pick_card(g, _hand(g, p, cid))
    discard(g, p, [paid], ("timing.C.2",), by=g.name(cid))
    x = g.card(paid).loyalty
    g.emit("x", ("terms.the-letter-x", "timing.C.2"), card=cid, name=g.name(cid), x=x, counted=g.name(paid),
           what="the loyalty of the card discarded to pay the cost")
    return x
