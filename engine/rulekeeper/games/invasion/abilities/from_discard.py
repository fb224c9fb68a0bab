"""Returning a card from the discard pile to the hand: "Return target [High Elf] unit from your discard pile to your
hand." (Gift of Life), "return target unit from your discard pile to your hand" (Planning for War).

The target is a card in its player's own discard pile (a target need not be in play, faq.4), of that kind and race
or trait; checked again as the effect resolves (a card no longer there is not returned, timing.B.3). It goes to its
owner's hand. Registered into effects.HANDLERS for ReturnToHand on top of the handler registered before.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Place
from . import effects
from .objects import Unsupported

KINDS = {("unit",): "unit", ("card",): "card", ("support", "card"): "support", ("tactic",): "tactic",
         ("tactic", "card"): "tactic"}


@dataclass(frozen=True)
class InYourDiscard:
    """"target [race] unit in your discard pile" (duck-types objects.Selector)."""
    kind: str
    trait: str | None
    count: int = 1
    up_to: bool = False
    ref: str = "target"
    target: bool = True

    def all(self, g, p: str, source: int) -> list[int]:
        return [c for c in g.cards(p, "discard") if self.matches(g, p, source, c)]

    def matches(self, g, p: str, source: int, cid: int) -> bool:
        card = g.card(cid)
        kind_ok = self.kind == "card" or self.kind == "unit" and card.unit \
            or self.kind == "support" and card.type == "Support" or self.kind == "tactic" and card.type == "Tactic"
        return g.s.zones.where.get(cid) == f"{p}.discard" and kind_ok \
            and (self.trait is None or self.trait.lower() in (card.race.lower(), *(t.lower() for t in card.traits)))


def _your(place, zone: str) -> bool:
    return isinstance(place, Place) and place.zone == zone and place.ref == "your" and place.whose is None \
        and not (place.described or place.qualities or place.position or place.within)


def _reads(n) -> InYourDiscard | None:
    o = n.what
    if not (isinstance(n, E.ReturnToHand) and n.by is None and _your(n.source, "discard pile") and _your(n.to, "hand")
            and isinstance(o, Objects) and o.target and o.ref in ("a", "one", "") and o.count is None
            and not (o.qualities or o.controller or o.place or o.described or o.of)):
        return None
    words = tuple(o.kind)
    trait = None
    if words and words[0].startswith("[") and words[0].endswith("]"):
        trait, words = words[0][1:-1], words[1:]
    kind = KINDS.get(tuple(w.lower() for w in words))
    return None if kind is None else InYourDiscard(kind, trait)


_BEFORE = effects.HANDLERS.get(E.ReturnToHand)


def _check(n, ctx) -> None:
    sel = _reads(n)
    if sel is None:
        if _BEFORE is None:
            raise Unsupported("the effect ReturnToHand")
        return _BEFORE[0](n, ctx)
    ctx.slots.append((n.what, sel))


@implements("faq.4", "zones.out-of-play")
def _run(n, rt) -> bool:
    """The chosen card, still in its player's discard pile, goes to their hand."""
    sel = _reads(n)
    if sel is None:
        return _BEFORE[1](n, rt)
    g = rt.g
    picked = effects.chosen_targets(rt, n.what)
    done = False
    for cid in picked:
        if sel.matches(g, rt.p, rt.source, cid):
            g.s.zones.move(cid, f"{g.s.owner[cid]}.hand")
            rt.emit("returned_to_hand", ("zones.out-of-play",), card=cid, name=g.name(cid), player=g.s.owner[cid],
                    source="discard", by=rt.name)
            rt.that = [cid]
            done = True
    return done


effects.HANDLERS[E.ReturnToHand] = (_check, _run)
