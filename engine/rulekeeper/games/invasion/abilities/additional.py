"""An additional damage in the sentence after a damage effect: "Deal 1 damage to one target unit. Deal an additional
damage to the target if that unit is corrupted." (Nurgle Sorcerer), "Each unit in play takes 1 damage. Corrupted units
take an additional damage." (Nurgle's Pestilence) (damage.non-combat-damage, core.effects.corruption).

Reading chosen: "additional" adds to the damage of the sentence before, it is not a second damage: each card the
first sentence damages is dealt its amount plus the additional damage when it is one the second sentence names
("the target", "corrupted units") and its condition holds ("if that unit is corrupted"), as one damage through the
damage rules (dealing.deal: Toughness cancels from the total once, a unit is destroyed once). Whether a card is
corrupted is read as the damage is dealt. The two sentences make one damage, so no Forced effect comes between them.

Registered into effects.HANDLERS for Sequence on top of the handler registered before, which gets every other shape.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition, Count, Objects
from . import effects
from .effects import _only, cards, num
from .objects import Selector, Unsupported, selector

_BEFORE = effects.HANDLERS[E.Sequence]


@dataclass(frozen=True)
class Extra:
    """The additional damage: `amount`, to the cards of the first sentence that `sel` picks (None: every one) and,
    with `corrupted`, only to those corrupted."""
    amount: int
    sel: Selector | None = None
    corrupted: bool = False

    def to(self, rt, cid: int) -> int:
        g = rt.g
        if self.corrupted and cid not in g.s.corrupted:
            return 0
        if self.sel is not None and not self.sel.matches(g, rt.p, rt.source, cid):
            return 0
        return self.amount


def _first(step):
    """The cards phrase of a plain damage step ("Deal 1 damage to one target unit", "Each unit in play takes 1
    damage"), or None for another step."""
    if isinstance(step, E.DealDamage) and not (step.indirect or step.uncancellable or step.by or step.source
                                               or step.where or step.combat) and isinstance(step.to, Objects):
        return step.to
    if isinstance(step, E.TakeDamage) and not (step.indirect or step.uncancellable or step.by) \
            and isinstance(step.who, Objects):
        return step.who
    return None


def _additional(c) -> int | None:
    if isinstance(c, Count) and isinstance(c.value, int) and c.bound == "additional" and not c.sign:
        return c.value
    return None


def _that_unit_corrupted(c) -> bool:
    k = getattr(c, "clause", None)
    return isinstance(c, Condition) and c.word == "if" and isinstance(k, E.State) and k.state == "corrupted" \
        and k.place is None and isinstance(k.who, Objects) and k.who.ref == "that" and tuple(k.who.kind) == ("unit",) \
        and not (k.who.described or k.who.qualities or k.who.controller or k.who.place or k.who.count)


def _the_target(o) -> bool:
    return isinstance(o, Objects) and o.ref == "the" and tuple(o.kind) == ("target",) \
        and not (o.described or o.qualities or o.controller or o.place or o.count or o.target or o.of)


def _extra(step, first, name: str) -> Extra | None:
    """The second sentence as an Extra; None when it is no additional damage (Unsupported for one the engine can't
    read)."""
    corrupted = False
    if isinstance(step, E.Conditional) and _that_unit_corrupted(step.condition):
        corrupted, step = True, step.effect
    if isinstance(step, E.DealDamage) and _additional(step.amount) is not None:
        _only(step, "amount", "to")
        if not _the_target(step.to) or not first.target:
            raise Unsupported("an additional damage to another card than the target")
        return Extra(_additional(step.amount), corrupted=corrupted)
    if isinstance(step, E.TakeDamage) and _additional(step.amount) is not None and not corrupted:
        _only(step, "who", "amount")
        o = step.who
        if not isinstance(o, Objects) or o.target or o.ref not in ("a", "", "each"):
            raise Unsupported("an additional damage to cards the engine can't pick")
        return Extra(_additional(step.amount), selector(replace(o, ref="each"), name))
    return None


def _read(n, name: str) -> Extra | None:
    if not isinstance(n, E.Sequence) or n.then or len(n.steps) != 2:
        return None
    first = _first(n.steps[0])
    return None if first is None else _extra(n.steps[1], first, name)


def _check(n, ctx) -> None:
    if _read(n, ctx.name) is None:
        return _BEFORE[0](n, ctx)
    effects.check(n.steps[0], ctx)  # the first sentence: its amount and its cards (target slots)


@implements("damage.non-combat-damage", "core.effects.corruption")
def _run(n, rt) -> bool:
    """Each card of the first sentence dealt its damage plus the additional damage it gets, at once."""
    extra = _read(n, rt.name)
    if extra is None:
        return _BEFORE[1](n, rt)
    step = n.steps[0]
    hit = cards(rt, _first(step))
    src = rt.source if isinstance(step, E.DealDamage) and rt.g.card(rt.source).unit else None
    amounts = [(cid, num(step.amount, rt, subject=src if src is not None else cid) + extra.to(rt, cid))
               for cid in hit]
    for cid, k in amounts:
        if k > 0 and rt.g.is_in_play(cid) and not rt.g.over:
            rt.damage(cid, k)
    return bool(hit)


effects.HANDLERS[E.Sequence] = (_check, _run)
