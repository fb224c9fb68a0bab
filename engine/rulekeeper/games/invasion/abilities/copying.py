"""Copying a tactic (Twin Tailed Comet: "Action: Target a tactic just played. Copy the effects of that tactic without
paying its cost. (You choose all targets of the copied tactic.)").

"Target a tactic just played": a target among the tactics on the unresolved chain (terms.just-played), checked
again as the effect resolves. "Copy the effects of that tactic": its Action's effect is carried out now, for the
copying player, who chooses all its targets as the copy resolves (the next scripted answers, else the first legal
cards); a copy has no cost, so a cost of X is 0 (errata.core.45). The tactic itself stays on the chain.
Registered into effects.HANDLERS for Targeted and Copy.
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects
from . import effects
from .justplayed import OnTheChain
from .objects import Unsupported


def _a_tactic_just_played(o) -> bool:
    return isinstance(o, Objects) and tuple(o.kind) == ("tactic",) and o.ref in ("a", "an") and not o.target \
        and o.count is None and not (o.qualities or o.controller or o.place or o.of) and len(o.described) == 1 \
        and "('just', 'played')" in repr(o.described[0])


def _effects_of_that_tactic(o) -> bool:
    if not (isinstance(o, Objects) and tuple(o.kind) == ("effects",) and o.ref == "the" and len(o.described) == 1
            and not (o.qualities or o.controller or o.place or o.of)):
        return False
    parts = getattr(o.described[0], "parts", ())
    np = getattr(parts[0], "np", None) if len(parts) == 1 else None
    return getattr(parts[0], "prep", "") == "of" and tuple(getattr(np, "dets", ())) == ("that",) \
        and tuple(getattr(getattr(np, "head", None), "nouns", ())) == ("tactic",)


_TARGETED = effects.HANDLERS.get(E.Targeted)
_COPY = effects.HANDLERS.get(E.Copy)


def _targeted_check(n, ctx) -> None:
    if n.by is not None or not _a_tactic_just_played(n.what):
        if _TARGETED is None:
            raise Unsupported("the effect Targeted")
        return _TARGETED[0](n, ctx)
    ctx.slots.append((n.what, OnTheChain(True)))


@implements("terms.just-played", "timing.B.3")
def _targeted_run(n, rt) -> bool:
    """The tactic targeted, if it is still on the chain: "that tactic" of what follows."""
    if n.by is not None or not _a_tactic_just_played(n.what):
        return _TARGETED[1](n, rt)
    chosen = effects.chosen_targets(rt, n.what)
    on_chain = OnTheChain(True).all(rt.g, rt.p, rt.source)
    rt.that = [c for c in chosen if c in on_chain]
    return bool(rt.that)


def _copy_check(n, ctx) -> None:
    if n.by is not None or not n.free or not _effects_of_that_tactic(n.what):
        if _COPY is None:
            raise Unsupported("the effect Copy")
        return _COPY[0](n, ctx)


@implements("errata.core.45", "terms.the-letter-x")
def _copy_run(n, rt) -> bool:
    """The copied tactic's effect, now, for this effect's player, its targets chosen by them; X is 0."""
    if n.by is not None or not n.free or not _effects_of_that_tactic(n.what):
        return _COPY[1](n, rt)
    from .run import Resolution, destroy_the_dead, forced_targets
    g = rt.g
    if not rt.that:
        return False
    cid = rt.that[0]
    card = g.card(cid)
    effect = card.program.actions[0][1].effect
    targets = forced_targets(g, rt.p, cid, card.name, effect)
    if targets is None:
        rt.emit("cancelled", ("timing.C.1", "faq.46"), card=cid, name=card.name, why="the copy has no legal target")
        return False
    rt.emit("copied", ("errata.core.45",), player=rt.p, card=cid, name=card.name, by=rt.name, targets=targets,
            **({"x": 0} if card.name in effects.CHOSEN_X else {}))
    r = Resolution(g, rt.p, cid, card.name, effect, targets)
    r.chosen_x = 0  # a copy pays no cost: its X is 0 (errata.core.45)
    effects.run(effect, r)
    destroy_the_dead(g)
    return True


effects.HANDLERS[E.Targeted] = (_targeted_check, _targeted_run)
effects.HANDLERS[E.Copy] = (_copy_check, _copy_run)
