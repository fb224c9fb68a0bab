"""Cancelling a card "just played" (terms.just-played): "Action: Cancel a tactic just played." (High Elf's Disdain),
"Action: Cancel a Spell card just played." (Drain Magic: a card with the Spell trait).

A card just played is one on the unresolved chain; the card to cancel is chosen as the effect is played, among the
chain's cards of that type (so a card that cancels a tactic can be played only in response to a tactic), and checked
again on resolution like a target (timing.B.3). Cancelled, its entry leaves the chain: it never resolves.
Registered into effects.HANDLERS for Cancel (another shape of Cancel goes to the handler registered before, if any).
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects
from . import effects
from .objects import Unsupported

KINDS = {("tactic",): (True, None), ("card",): (False, None), ("spell", "card"): (True, "spell")}  # "a tactic / a
# card / a Spell card just played": (played cards only: tactics, the trait it has)


class ChainPick:
    """What every phrase picking among the unresolved chain's entries shares: a card is picked if it is among
    `all` (duck-types objects.Selector for run.py; OnTheChain, cancelling_targeting.Targeting,
    cancelling_effects.TriggeredBy)."""

    def matches(self, g, p: str, source: int, cid: int) -> bool:
        return cid in self.all(g, p, source)


@dataclass(frozen=True)
class OnTheChain(ChainPick):
    """The chosen card of "a tactic just played": one of the unresolved chain's (duck-types objects.Selector)."""
    tactics_only: bool
    trait: str | None = None
    count: int = 1
    up_to: bool = False
    ref: str = "just played"

    def all(self, g, p: str, source: int) -> list[int]:
        chain = (g.s.window or {}).get("chain", [])
        return [e["card"] for e in chain if e.get("card") != source and (e.get("tactic") or not self.tactics_only)
                and (self.trait is None or self.trait in (t.lower() for t in g.card(e["card"]).traits))]


def _just_played(o) -> OnTheChain | None:
    if isinstance(o, Objects) and o.ref in ("a", "an") and not o.target and o.count is None and not o.qualities \
            and o.controller is None and o.place is None and tuple(k.lower() for k in o.kind) in KINDS \
            and len(o.described) == 1 and "('just', 'played')" in repr(o.described[0]):
        return OnTheChain(*KINDS[tuple(k.lower() for k in o.kind)])
    return None


_CANCEL = effects.HANDLERS.get(E.Cancel)


def _check(n, ctx) -> None:
    sel = _just_played(n.what) if n.to is None and n.by is None else None
    if sel is None:
        if _CANCEL is None:
            raise Unsupported("the effect Cancel")
        return _CANCEL[0](n, ctx)
    ctx.slots.append((n.what, sel))


@implements("terms.just-played")
def _run(n, rt) -> bool:
    """The chosen card's entry leaves the chain, unresolved."""
    if _just_played(n.what) is None or n.to is not None or n.by is not None:
        return _CANCEL[1](n, rt)
    g = rt.g
    chosen = effects.chosen_targets(rt, n.what)
    w = g.s.window or {}
    hit = [e for e in w.get("chain", []) if e.get("card") in chosen]
    for e in hit:
        w["chain"].remove(e)
        rt.emit("cancelled", ("terms.just-played", "timing.B.3"), card=e["card"], name=e["name"],
                by=rt.name, why="cancelled while just played")
    return bool(hit)


effects.HANDLERS[E.Cancel] = (_check, _run)
