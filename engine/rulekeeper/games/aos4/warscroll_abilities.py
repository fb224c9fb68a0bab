"""A unit's warscroll abilities used in a battle (core.round.ability-timing): the programs of ability_programs.py
checked against the moment, the unit and the target (`refusal`, the same check random play offers abilities by),
then carried out step by step, every roll and effect an event citing its rule.
"""

from __future__ import annotations

from ...kernel import IllegalAction, implements
from .ability_steps import ForEach, GrantWard, Heal, IfSo, InCombat, OnRoll, Program, RollDice, StatModifier, Unless
from .battle import Battle
from .casualties import mortal
from .core import COMBAT_RANGE
from .fighting import obscured
from .magic import heal
from .passives import has_keyword, holds

RULE = "core.round.ability-timing"


def _used_key(p: str, u, prog: Program) -> tuple[str, str]:
    scope = prog.timing.once
    return scope, f"{p if prog.timing.army else u.id}:{prog.name}"


def refusal(b: Battle, p: str, u, prog: Program, target) -> str | None:
    """Why player p's unit u cannot use the ability now on `target` (a unit or None), else None."""
    t = prog.timing
    late = _timing_refusal(b, p, prog)
    if late:
        return late
    scope, key = _used_key(p, u, prog)
    if b.was_used(scope, key):
        who = f"player {p}'s army" if t.army else u.id
        return f"{who} has already used {prog.name} this {scope}"
    for c in prog.requires:
        if not holds(b, u, c):
            return f"{prog.name}: {describe(c)}"
    pick = prog.pick
    if pick is None:
        return None if target is None else f"{prog.name} picks no target"
    if target is None:
        return f"{prog.name}: pick a unit to be the target"
    side = "friendly" if target.player == p else "enemy"
    if pick.side and side != pick.side:
        return f"{target.id} is not a {pick.side} unit"
    if pick.another and target is u:
        return f"{prog.name} picks another unit, not {u.id}"
    misses = [k for k in pick.keywords if not has_keyword(target, k)]
    if misses and (not pick.either or len(misses) == len(pick.keywords)):
        said = " or ".join(pick.keywords) if pick.either else misses[0]
        return f"{target.id} is not a {said} unit"
    if pick.visible and obscured(b, u, target) is not None:
        return f"{target.id} is not visible to {u.id} (behind or on obscuring terrain)"
    if pick.within == "combat range" and not b.bf.within(u, target, float(COMBAT_RANGE)):
        return f"{target.id} is not within the combat range of {u.id}"
    if isinstance(pick.within, float) and not (b.wholly_within_of(target, u, pick.within) if pick.wholly
                                               else b.bf.within(u, target, pick.within)):
        return f"{target.id} is not {'wholly ' if pick.wholly else ''}within {pick.within:g}\" of {u.id}"
    if pick.in_combat_with_this and not b.in_combat_with(u, target):
        return f"{target.id} is not in combat with {u.id}"
    return None


@implements("core.round.ability-timing")
def use(b: Battle, p: str, u, prog: Program, target_id: str | None) -> None:
    """Player p's unit u uses the ability: checked first (IllegalAction, nothing changed), then its steps in order."""
    target = b.unit(target_id) if target_id else None
    why = refusal(b, p, u, prog, target)
    if why:
        raise IllegalAction(RULE, why)
    b.use(*_used_key(p, u, prog))
    b.log.emit("ability used", RULE, unit=u.id, ability=prog.name, **({"target": target.id} if target else {}))
    _run(b, p, u, target, prog, prog.steps, [])


def _run(b: Battle, p: str, u, target, prog: Program, steps: tuple, last: list) -> None:
    """The steps in order; `last`: the faces of the dice last rolled (one list, which a nested "If" shares)."""
    for step in steps:
        if isinstance(step, RollDice):
            count = step.count if not step.per_model_of else len((u if step.per_model_of == "this" else target).models)
            last[:] = [b.dice.d6(RULE, prog.name, unit=u.id) for _ in range(count)]
            continue
        if isinstance(step, IfSo):
            if holds(b, u, step.condition):
                _run(b, p, u, target, prog, step.steps, last)
            continue
        times = 1
        if isinstance(step, OnRoll):
            if not last or last[0] < step.needs:
                continue
            step = step.step
        elif isinstance(step, ForEach):
            times, step = sum(1 for f in last if f >= step.needs), step.step
        for _ in range(times):
            _carry_out(b, p, u, target, prog, step)


def _carry_out(b: Battle, p: str, u, target, prog: Program, step) -> None:
    """One Heal, mortal damage or modifier, on this unit or the target (nothing on a unit destroyed already)."""
    whom = u if step.who == "this" else target
    if whom.destroyed:
        return
    if isinstance(step, GrantWard):
        b.effects.append({"kind": "ward", "unit": whom.id, "needs": step.needs, "until": step.until, "player": p,
                          "ability": prog.name})
        b.log.emit("ward granted", (RULE, "core.combat.ward"), unit=whom.id, ability=prog.name, ward=f"{step.needs}+",
                   until=f"the end of the {step.until}")
        return
    if isinstance(step, StatModifier):
        b.effects.append({"kind": "ability modifier", "stat": step.stat, "amount": step.amount, "unit": whom.id,
                          "attacks": step.attacks, "until": step.until, "player": p, "ability": prog.name})
        b.log.emit("modifier", RULE, unit=whom.id, ability=prog.name, stat=step.stat, amount=step.amount,
                   attacks=step.attacks or "any", until=f"the end of the {step.until}")
        return
    amount = b.dice.roll(step.amount, RULE, prog.name, unit=whom.id)
    if isinstance(step, Heal):
        heal(b, whom, amount, "core.units.damage")
    else:
        mortal(b, whom, amount, RULE, by=u)


def describe(c) -> str:
    """What the condition asks, as a refusal says it: "only if this unit charged this turn"."""
    if isinstance(c, Unless):
        inner = c.condition
        said = "is not in combat" if isinstance(inner, InCombat) else f"did not charge this {inner.scope}"
    else:
        said = "is in combat" if isinstance(c, InCombat) else f"charged this {c.scope}"
    return "only if this unit " + said


def offers(b: Battle, p: str) -> list[dict]:
    """Every use of a warscroll ability player p may make now (random play): each of p's units, each ability it
    can run, with each unit it may pick."""
    out = []
    for u in b.units(p):
        for a in u.warscroll.ability_texts:
            prog = a.program
            if prog is None or prog.timing is None or _timing_refusal(b, p, prog):
                continue
            for t in ([None] if prog.pick is None else b.units()):
                if refusal(b, p, u, prog, t) is None:
                    out.append({"do": "use", "player": p, "ability": prog.name, "unit": u.id,
                                **({"target": t.id} if t is not None else {})})
    return out


def _timing_refusal(b: Battle, p: str, prog: Program) -> str | None:
    t = prog.timing
    if not b.in_phase(p, t.phase, t.side):
        when = f"the {t.side} {t.phase} phase" if t.phase != "end" else f"the end of {t.side} turn"
        return f"{prog.name} is used in {when}"
    return None
