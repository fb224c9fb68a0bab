"""Resources one player gives another (core.turn.1: a player's resources are his pool):
- "target opponent must give you 1 resource" (Mountain Brigands): the opponent's pool loses it and yours gains it;
  an opponent with fewer gives what he has ("must": as far as he can, faq.54);
- "return one target unit to its owner's hand unless its owner pays you 2 resources" (Illyriel): as the effect
  resolves, the owner of the target may pay the amount from his pool to the effect's controller, and then the
  effect does not happen (core.effects.action). He pays when he has enough, unless the next scripted answer is "no"
  (choosing.declines). Our reading: an owner who is the effect's own controller may pay too (from his pool to his
  pool: no resource changes), and the effect does not happen either.

Registered into effects.HANDLERS for those shapes of Gain and Conditional (another shape goes to the handler
registered before).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition, Objects, Player
from ..state import other
from . import effects
from .choosing import declines
from .effects import amount
from .objects import Unsupported

_GAIN, _COND = effects.HANDLERS[E.Gain], effects.HANDLERS[E.Conditional]


def _you(p) -> bool:
    return isinstance(p, Player) and p.who == "you" and p.ref == "" and not p.of and not p.described


def _opponent(p) -> bool:
    return isinstance(p, Player) and p.who == "opponent" and p.ref in ("target", "an", "your", "that", "each", "") \
        and not p.of and not p.described


def _given(n) -> bool:
    """"<an opponent> (must) give(s) you N resources" (typed: you gain, by the opponent)."""
    return _you(n.who) and _opponent(n.by)


def _resources(o) -> bool:
    return isinstance(o, Objects) and tuple(o.kind) in (("resource",), ("resources",)) and o.ref in ("", "a") \
        and not (o.described or o.of or o.target or o.qualities or o.controller or o.place)


@implements("core.turn.1")
def give(rt, giver: str, to: str, n: int) -> int:
    """`giver` gives `to` up to `n` resources of his pool (what he has); returns how many."""
    g = rt.g
    k = min(n, g.s.resources[giver])
    if k > 0 and giver != to:
        g.s.resources[giver] -= k
        g.s.resources[to] += k
    rt.emit("give_resources", ("core.turn.1",), player=giver, to=to, amount=k, card=rt.source)
    return k


def _gain_check(n, ctx) -> None:
    if not _given(n):
        return _GAIN[0](n, ctx)
    if not _resources(n.what):
        raise Unsupported("giving something other than resources")
    amount(n.what.count, "resources given")


@implements("core.turn.1", "faq.54")
def _gain_run(n, rt) -> bool:
    if not _given(n):
        return _GAIN[1](n, rt)
    return give(rt, other(rt.p), rt.p, n.what.count.value) > 0


def _unless_paid(c) -> bool:
    """"unless its owner pays you N resources"."""
    k = c.clause if isinstance(c, Condition) and c.word == "unless" else None
    return isinstance(k, E.Pay) and _resources(k.what) and k.for_ is None and _you(k.to) \
        and isinstance(k.by, Player) and k.by.who == "owner" and k.by.ref == "its" and not k.by.of \
        and not k.by.described


def _its(n):
    """The one target the effect names ("its owner": that card's owner)."""
    o = getattr(n.effect, "what", None)
    return o if isinstance(o, Objects) and o.target else None


def _cond_check(n, ctx) -> None:
    if not _unless_paid(n.condition):
        return _COND[0](n, ctx)
    amount(n.condition.clause.what.count, "resources paid")
    if _its(n) is None:
        raise Unsupported("'unless its owner pays' with no one target named")
    effects.check(n.effect, ctx)


@implements("core.effects.action", "core.effects.ownership", "core.turn.1")
def _cond_run(n, rt) -> bool:
    if not _unless_paid(n.condition):
        return _COND[1](n, rt)
    g = rt.g
    cards = [c for c in effects.chosen_targets(rt, _its(n)) if c in g.s.zones.where]
    k = n.condition.clause.what.count.value
    if cards:
        owner = g.s.owner[cards[0]]
        if g.s.resources[owner] >= k and not declines(rt, owner):
            give(rt, owner, rt.p, k)
            rt.emit("paid_instead", ("core.effects.action",), player=owner, card=rt.source, amount=k)
            return False
    return effects.run(n.effect, rt)


effects.HANDLERS[E.Gain] = (_gain_check, _gain_run)
effects.HANDLERS[E.Conditional] = (_cond_check, _cond_run)
