"""Returning a card from the discard pile to the hand: "Return target [High Elf] unit from your discard pile to your
hand." (Gift of Life), "return target unit from your discard pile to your hand" (Planning for War).

The target is a card in its player's own discard pile (a target need not be in play, faq.4), of that kind and race
or trait; checked again as the effect resolves (a card no longer there is not returned, timing.B.3). It goes to its
owner's hand. Not a target: "return a Disease card from your discard pile to your hand" (Horrific Favour: the card
chosen as the effect resolves), "the top 5 non-Artefact cards from your discard pile" (Star Crown Fragments: the 5
of that kind nearest the pile's top, the engine's reading of "top" with a kind: the cards of other kinds between
them are skipped). Registered into effects.HANDLERS for ReturnToHand on top of the handler registered before.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Place, Player
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


# ---- not a target: "return a Disease card from your discard pile", "the top 5 non-Artefact cards" ---------------------
def _picked(n):
    """("a", Kind) for "return a Disease card from your discard pile to your hand" (chosen as it resolves),
    ("top", Kind, N) for "return the top 5 non-Artefact cards from your discard pile to your hand"; None otherwise."""
    from dataclasses import replace
    from .search import _kind
    o = n.what
    you = n.by is None or isinstance(n.by, Player) and n.by.who == "you" and not n.by.of and not n.by.described
    if not (isinstance(n, E.ReturnToHand) and you and _your(n.source, "discard pile") and _your(n.to, "hand")
            and isinstance(o, Objects) and not o.target and not (o.controller or o.place or o.of)):
        return None
    if o.described and not (o.ref in ("a", "an") and o.count is None and not o.qualities):
        return None  # described further ("with cost 3 or higher"): read by search._kind, for "a ..." only
    try:
        kind, _ = _kind(replace(o, ref="a", qualities=(), count=None))
    except Unsupported:
        return None
    if o.ref in ("a", "an") and o.count is None and not o.qualities:
        return ("a", kind)
    c = o.count
    if o.ref == "the" and o.qualities == ("top",) and c is not None and c.bound == "exactly" \
            and isinstance(c.value, int) and not c.sign:
        return ("top", kind, c.value)
    return None


_TARGETED = (_check, _run)


def _pick_check(n, ctx) -> None:
    if _picked(n) is None:
        return _TARGETED[0](n, ctx)


@implements("zones.out-of-play")
def _pick_run(n, rt) -> bool:
    """The cards of that kind in your discard pile: the one you choose now (the next scripted answer naming one,
    else the top one), or the N nearest its top (fewer if it has fewer), to your hand."""
    shape = _picked(n)
    if shape is None:
        return _TARGETED[1](n, rt)
    from .choosing import choose_cards
    g, p = rt.g, rt.p
    fits = [c for c in reversed(g.cards(p, "discard")) if shape[1].fits(g.card(c))]  # the top first
    cards = choose_cards(rt, p, fits, 1) if shape[0] == "a" else fits[:shape[2]]
    for cid in cards:
        g.s.zones.move(cid, f"{g.s.owner[cid]}.hand")
        rt.emit("returned_to_hand", ("zones.out-of-play",), card=cid, name=g.name(cid), player=g.s.owner[cid],
                source="discard", by=rt.name)
    rt.that = cards
    return bool(cards)


effects.HANDLERS[E.ReturnToHand] = (_pick_check, _pick_run)
