"""Two targets chosen together: "Return target attacking unit and target defending unit with the same cost to their
owners' hand." (Stalemate).

"with the same cost" on the second target compares it with the first: both are chosen as the effect is triggered
(timing.C.1), each legal for its own phrase, and the pair is legal only if their printed costs (core.cards.cost,
faq.48: amounts.printed_cost) are equal; a pair that is not is refused with nothing changed (run._check_targets asks
a slot's `together`), and only such pairs are offered (run.target_options). As it resolves each target still legal
goes back to its owner's hand (movement.return_to_hand), leaving combat. Registered over effects.HANDLERS for
ReturnToHand after lists.py (which would read the pair as two effects; another shape goes to it).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ....kernel import implements
from ....text.invasion import ast as A
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import ListOf, Objects, Place, Player
from . import effects
from .moves import NarrowedTarget
from .objects import Unsupported

_RETURN = effects.HANDLERS[E.ReturnToHand]


@dataclass(frozen=True)
class SameCost(NarrowedTarget):
    """A target whose printed cost is that of the target of slot `other` (duck-types objects.Selector)."""
    me: int = 0
    other: int = 0
    why: str = "the same cost"

    def keeps(self, g, p: str, cid: int) -> bool:
        return True

    def together(self, g, targets) -> bool:
        from .amounts import printed_cost
        if self.me >= len(targets) or self.other >= len(targets):
            return False
        both = list(targets[self.me]) + list(targets[self.other])
        costs = {printed_cost(g, g.card(c), g.controller(c) or g.s.owner[c], c) for c in both}
        return len(costs) <= 1


def _same_cost(post) -> bool:
    """"with the same cost"."""
    prep = post.parts[0] if getattr(post, "kind", "") == "pp" and len(post.parts) == 1 else None
    np = getattr(prep, "np", None)
    return getattr(prep, "prep", "") == "with" and isinstance(np, A.NounPhrase) and np.dets == ("the",) \
        and tuple(np.modifiers) in (("same",), ("same", "printed")) and tuple(np.head.nouns) == ("cost",) \
        and not np.posts


def _shape(n):
    """(first, second, second without the qualifier) for the pair; None for another ReturnToHand."""
    w, to = n.what, n.to
    if not (isinstance(w, ListOf) and w.conj == "and" and len(w.items) == 2 and n.source is None and n.by is None
            and isinstance(to, Place) and to.zone == "hand" and to.ref == "of" and isinstance(to.whose, Player)
            and to.whose.who == "owner" and not (to.whose.of or to.whose.described or to.described or to.qualities)):
        return None
    first, second = w.items
    if not (isinstance(first, Objects) and isinstance(second, Objects) and first.target and second.target
            and not first.described and len(second.described) == 1 and _same_cost(second.described[0])):
        return None
    return first, second, replace(second, described=())


def _check(n, ctx) -> None:
    shape = _shape(n)
    if shape is None:
        return _RETURN[0](n, ctx)
    first, second, plain = shape
    a = ctx.objects(first)
    me = len(ctx.slots)
    b = effects.selector(plain, ctx.name)
    if not (a.target and b.target and a.count == b.count == 1 and not a.up_to and not b.up_to):
        raise Unsupported("targets with the same cost other than one and one")
    ctx.slots.append((second, SameCost(b, me=me, other=me - 1)))


@implements("timing.C.1", "zones.out-of-play", "core.cards.cost")
def _run(n, rt) -> bool:
    shape = _shape(n)
    if shape is None:
        return _RETURN[1](n, rt)
    from ..movement import return_to_hand
    g, done = rt.g, False
    for o in shape[:2]:
        for cid in rt.cards(o):
            if g.is_in_play(cid):
                return_to_hand(g, cid)
                rt.out_of_combat(cid)
                done = True
    return done


effects.HANDLERS[E.ReturnToHand] = (_check, _run)
