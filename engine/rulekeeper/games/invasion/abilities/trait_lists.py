"""Cards of two traits counted together: "draw cards equal to the number of Treasure and Artefact cards you
control" (Trinkets of Gold). The typed text keeps "Treasure and Artefact" as one word before "cards"; it reads as the
cards with either trait the player controls, each card counted once (a card with both is one card). Registered into
amounts.MEASURES; counted as the effect resolves (terms.the-letter-x).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ....kernel import implements
from ....text.invasion import ast as A
from ....text.invasion.semantics.nodes import EqualTo, Objects
from . import amounts
from .objects import Selector, selector


def _traits(np) -> tuple[str, ...] | None:
    """"Treasure and Artefact cards you control" -> ("Treasure", "Artefact"); None for another phrase."""
    if not isinstance(np, A.NounPhrase) or np.dets or np.modifiers or np.quantity is not None:
        return None
    nouns = tuple(np.head.nouns)
    if len(nouns) != 2 or nouns[1] != "cards" or " and " not in nouns[0]:
        return None
    names = tuple(w.strip() for w in nouns[0].split(" and "))
    if len(names) != 2 or not all(n and all(w.isalpha() and w[0].isupper() for w in n.split(" ")) for n in names):
        return None
    if len(np.posts) != 1:
        return None
    post = np.posts[0]
    pred = post.parts[1] if post.kind == "controller" and len(post.parts) == 2 else None
    if post.parts[0] != "you" or not isinstance(pred, A.Predicate) or pred.verb != "control" or pred.args \
            or pred.modals:
        return None
    return names


@dataclass(frozen=True)
class EitherTrait:
    picks: tuple[Selector, ...]  # one per trait, the cards in play the player controls

    @implements("terms.the-letter-x")
    def value(self, rt, subject: int | None = None) -> int:
        return len({c for sel in self.picks for c in sel.all(rt.g, rt.p, rt.source)})


def read(node, name: str):
    if isinstance(node, EqualTo):
        node = node.what
    if not (isinstance(node, Objects) and tuple(node.kind) == ("number",) and node.ref == "the"
            and not (node.qualities or node.target or node.count or node.place or node.controller or node.of)
            and len(node.described) == 1):
        return None
    post = node.described[0]
    prep = post.parts[0] if post.kind == "pp" and len(post.parts) == 1 else None
    if getattr(prep, "prep", None) != "of":
        return None
    traits = _traits(prep.np)
    if traits is None:
        return None
    base = selector(Objects(("card",), "each"), name)
    return EitherTrait(tuple(replace(base, trait=t, controller="you") for t in traits))


if read not in amounts.MEASURES:
    amounts.MEASURES.append(read)


# "destroy target development or Fortification card in the defending zone" (Egathrond): one phrase picking cards of
# one kind or of another kind with a trait. objects._list reads a list whose items share the first item's trait; this
# reads the other: the kinds together, and a check that the card is one of the alternatives (a development, or a
# card with the Fortification trait), applied wherever the selector looks (as targets are chosen, as it resolves).

@dataclass(frozen=True)
class OneOf:
    """A card that fits one of `alternatives`: (kind, trait or None) each."""
    alternatives: tuple

    needs_x = False

    @implements("terms.the-word-or")
    def holds(self, g, p: str, source: int, cid: int) -> bool:
        dev = g.s.zones.where.get(cid, "").endswith(".dev")
        card = g.card(cid)
        for kind, trait in self.alternatives:
            if kind == "development":
                fits = dev
            else:
                fits = not dev and Selector(kind, "each")._kind_fits(card)
            if fits and (trait is None or trait.lower() in (t.lower() for t in card.traits)
                         or trait.lower() == card.race.lower()):
                return True
        return False


from . import objects as _objects  # noqa: E402

_LIST = _objects._list


def _list(o, card_name: str, chosen: bool):
    try:
        return _LIST(o, card_name, chosen)
    except _objects.Unsupported:
        items = o.items
        if o.conj != "or" or len(items) != 2 or not all(isinstance(i, Objects) for i in items):
            raise
        first, second = items
        if second.target or second.count is not None or second.of is not None or second.ref not in ("a", "an", "") \
                or first.place is not None or first.controller is not None or first.described \
                or second.qualities:
            raise
        k1, k2 = _objects._kind(first, card_name), _objects._kind(second, "")
        if k1 is None or k2 is None or k1[1] is not None or k2[1] is None:
            raise
        merged = Objects(first.kind, first.ref, first.count, first.target, first.qualities, second.controller,
                         second.place, second.described)
        sel = selector(merged, card_name, chosen)
        if sel.ref in ("this", "that", "attached"):
            raise
        also = tuple(k for k in (k2[0],) if k not in sel.kinds)
        return replace(sel, also=sel.also + also, checks=sel.checks + (OneOf(((k1[0], None), k2)),))


_objects._list = _list
