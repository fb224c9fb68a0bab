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
