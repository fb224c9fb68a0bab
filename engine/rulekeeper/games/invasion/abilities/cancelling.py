"""Cancelling "an Action just triggered" (faq.45, Mage of Loec): any Action on the unresolved chain, a card's
triggered Action or a tactic played from hand alike; the playing of a unit, support card or development is no
Action and never on the chain, so it can't be cancelled this way.

Registered into effects.HANDLERS for Cancel on top of the handler registered before (justplayed.py: "a tactic just
played"), which gets every other shape of Cancel.
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects
from . import effects, justplayed


def _just_triggered(o) -> justplayed.OnTheChain | None:
    if isinstance(o, Objects) and o.ref in ("a", "an") and not o.target and o.count is None and not o.qualities \
            and o.controller is None and o.place is None and tuple(o.kind) == ("action",) \
            and len(o.described) == 1 and "('just', 'triggered')" in repr(o.described[0]):
        return justplayed.OnTheChain(tactics_only=False, ref="just triggered")
    return None


_BEFORE = effects.HANDLERS[E.Cancel]


def _check(n, ctx) -> None:
    sel = _just_triggered(n.what) if n.to is None and n.by is None else None
    if sel is None:
        return _BEFORE[0](n, ctx)
    ctx.slots.append((n.what, sel))


@implements("faq.45")
def _run(n, rt) -> bool:
    """The chosen Action's entry leaves the chain, unresolved (a tactic so cancelled stays in the discard pile)."""
    if _just_triggered(n.what) is None or n.to is not None or n.by is not None:
        return _BEFORE[1](n, rt)
    chosen = rt.targets[rt.slot_of[id(n.what)]] if id(n.what) in rt.slot_of else []
    w = rt.g.s.window or {}
    hit = [e for e in w.get("chain", []) if e.get("card") in chosen]
    for e in hit:
        w["chain"].remove(e)
        rt.emit("cancelled", ("faq.45", "timing.B.3"), card=e["card"], name=e["name"], by=rt.name,
                why="an Action cancelled while just triggered")
    return bool(hit)


effects.HANDLERS[E.Cancel] = (_check, _run)
