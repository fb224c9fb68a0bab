"""Cancelling an Action on the chain by what it targets (faq.45, terms.just-played): "Cancel an Action just
triggered that targets an opponent's card." (Arcane Instinct), "Sacrifice this card to cancel an action just played
that targets a [Dwarf] unit you control." (Spelleater Rune).

As for "an Action just triggered" (cancelling.py), the Action to cancel is chosen like a target as the cancel is
played, among the unresolved chain's entries (a triggered Action or a tactic: an "action" played, since playing a
unit, support card or development never goes on the chain), here only those with a target that is such a card
(the entry's targets, chosen as it was triggered, timing.C.1); "an opponent's" / "you control" are said from the
cancelling player's side. Cancelled, the entry leaves the chain unresolved.

Registered into effects.HANDLERS for Cancel on top of the handler registered before, which gets every other shape.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ....kernel import implements
from ....text.invasion import ast as A
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Player
from ....text.invasion.semantics.objects import thing
from .per_node import per_node
from . import effects
from .cancelling import cancel_on_chain
from .justplayed import ChainPick
from .objects import Selector, Unsupported, selector

_BEFORE = effects.HANDLERS[E.Cancel]


@dataclass(frozen=True)
class Targeting(ChainPick):
    """The chain entries (their cards) with a target `what` picks (duck-types objects.Selector for run.py)."""
    what: Selector
    count: int = 1
    up_to: bool = False
    ref: str = "just triggered"

    def all(self, g, p: str, source: int) -> list[int]:
        chain = (g.s.window or {}).get("chain", [])
        return [e["card"] for e in chain if e.get("card") != source
                and any(self.what.matches(g, p, source, t) for slot in e.get("targets", []) for t in slot
                        if t in g.s.zones.where)]



def _read(o, name: str) -> Targeting | None:
    if not (isinstance(o, Objects) and o.ref in ("a", "an") and not o.target and o.count is None and not o.qualities
            and o.controller is None and o.place is None and tuple(k.lower() for k in o.kind) == ("action",)
            and len(o.described) == 2):
        return None
    when, which = o.described
    if tuple(when.parts) not in (("just", "triggered"), ("just", "played")) or which.kind != "relative":
        return None
    parts = which.parts
    if len(parts) != 2 or parts[0] != "that" or not isinstance(parts[1], A.Predicate):
        return None
    pred = parts[1]
    if pred.modals or pred.verb != "targets" or len(pred.args) != 1:
        return None
    try:
        t = thing(pred.args[0])
    except ValueError:
        return None
    if not isinstance(t, Objects):
        return None
    if t.ref == "of" and isinstance(t.of, Player) and t.of.who == "opponent" and not t.of.of and not t.of.described:
        t = replace(t, ref="an", of=None, controller=Player(who="opponent", ref="an", of=None, described=()))
    try:
        sel = selector(replace(t, ref="each") if t.ref in ("a", "an", "") else t, name)
    except Unsupported:
        return None
    return Targeting(sel) if sel.ref == "each" else None


@per_node
def _reading(o, name: str) -> Targeting | None:
    return _read(o, name)


def _check(n, ctx) -> None:
    sel = _reading(n.what, ctx.name) if n.to is None and n.by is None else None
    if sel is None:
        return _BEFORE[0](n, ctx)
    ctx.slots.append((n.what, sel))


@implements("faq.45", "terms.just-played", "timing.B.3")
def _run(n, rt) -> bool:
    """The chosen entry leaves the chain if it is still there and still targets such a card (timing.B.3)."""
    sel = _reading(n.what, rt.name) if n.to is None and n.by is None else None
    if sel is None:
        return _BEFORE[1](n, rt)
    chosen = effects.chosen_targets(rt, n.what)
    still = set(sel.all(rt.g, rt.p, rt.source))
    return cancel_on_chain(rt, lambda e: e.get("card") in chosen and e.get("card") in still,
                           "an Action cancelled for what it targets")


effects.HANDLERS[E.Cancel] = (_check, _run)
