"""Targeting the effects of an Action just triggered by a kind of card, then cancelling them: "Spend 2 resources to
target the effects of an Action just triggered by another unit or support card. Cancel the effects of that Action
(limit once per turn)." (Bright Wizard Apprentice).

As for "an Action just triggered" (cancelling.py, faq.45), the Action is chosen like a target as the ability is
triggered (timing.C.1), among the unresolved chain's triggered Actions (not tactics: a tactic is played, not
triggered by a card in play) whose card is of the kinds named ("by another unit or support card": a unit or a
support card, not the cancelling card). Resolving, the entry leaves the chain unresolved, if it is still there
(timing.B.3); gone already, the cancel does nothing.

Registered into effects.HANDLERS for Sequence on top of the handler registered before, which gets every other shape.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion import ast as A
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects
from . import effects
from .cancelling import cancel_on_chain
from .justplayed import ChainPick

_BEFORE = effects.HANDLERS[E.Sequence]
_TYPES = {("unit",): "Unit", ("support", "card"): "Support"}


@dataclass(frozen=True)
class TriggeredBy(ChainPick):
    """The chain's triggered Actions (their cards) whose card is of `types` (duck-types objects.Selector)."""
    types: tuple[str, ...]
    other: bool
    count: int = 1
    up_to: bool = False
    ref: str = "just triggered"

    def all(self, g, p: str, source: int) -> list[int]:
        chain = (g.s.window or {}).get("chain", [])
        return [e["card"] for e in chain if not e.get("tactic") and e.get("card") in g.s.zones.where
                and not (self.other and e["card"] == source) and g.card(e["card"]).type in self.types]



def _effects_of(o, dets: tuple[str, ...]):
    """"the effects of <an Action ...>": the noun phrase after "of", if `o` says that and its determiners are `dets`."""
    if not (isinstance(o, Objects) and tuple(o.kind) == ("effects",) and o.ref == "the" and not o.target
            and o.count is None and not o.qualities and o.controller is None and o.place is None and o.of is None
            and len(o.described) == 1):
        return None
    post = o.described[0]
    parts = getattr(post, "parts", ())
    if getattr(post, "kind", "") != "pp" or len(parts) != 1 or parts[0].prep != "of":
        return None
    np = parts[0].np
    if not isinstance(np, A.NounPhrase) or tuple(np.dets) != dets or tuple(np.head.nouns) != ("action",) \
            or np.quantity is not None or np.modifiers:
        return None
    return np


def _kinds(np) -> tuple[tuple[str, ...], bool] | None:
    """"another unit or support card" -> (("Unit", "Support"), True); None for another phrase."""
    types, other, first = [], False, True
    while True:
        left = np.left if isinstance(np, A.NounList) else np
        if not isinstance(left, A.NounPhrase) or left.quantity is not None or left.modifiers or left.posts:
            return None
        dets = tuple(left.dets)
        if first and dets == ("another",):
            other = True
        elif dets not in ((), ("a",)):
            return None
        kind = _TYPES.get(tuple(w.lower() for w in left.head.nouns))
        if kind is None:
            return None
        types.append(kind)
        first = False
        if not isinstance(np, A.NounList):
            return tuple(types), other
        if np.conj != "or":
            return None
        np = np.right


def _read(n) -> TriggeredBy | None:
    """"Target the effects of an Action just triggered by <kinds>. Cancel the effects of that Action."."""
    if not (isinstance(n, E.Sequence) and len(n.steps) == 2 and not n.then):
        return None
    aim, cancel = n.steps
    if not (isinstance(aim, E.Targeted) and aim.by is None and isinstance(cancel, E.Cancel) and cancel.to is None
            and cancel.by is None and _effects_of(cancel.what, ("that",)) is not None):
        return None
    np = _effects_of(aim.what, ("an",))
    if np is None or len(np.posts) != 2:
        return None
    just, by = np.posts
    if getattr(just, "kind", "") != "reduced" or tuple(just.parts) != ("just", "triggered") \
            or getattr(by, "kind", "") != "pp" or len(by.parts) != 1 or by.parts[0].prep != "by":
        return None
    kinds = _kinds(by.parts[0].np)
    return None if kinds is None else TriggeredBy(*kinds)


def _check(n, ctx) -> None:
    sel = _read(n)
    if sel is None:
        return _BEFORE[0](n, ctx)
    ctx.slots.append((n.steps[0].what, sel))


@implements("faq.45", "timing.B.3", "timing.C.1")
def _run(n, rt) -> bool:
    """The Action targeted as the ability was triggered leaves the chain unresolved, if it is still on it."""
    if _read(n) is None:
        return _BEFORE[1](n, rt)
    chosen = effects.chosen_targets(rt, n.steps[0].what)
    return cancel_on_chain(rt, lambda e: e.get("card") in chosen and not e.get("tactic"),
                           "the effects of an Action targeted as it was just triggered")


effects.HANDLERS[E.Sequence] = (_check, _run)
