"""The core abilities a player declares (ability.*): Rally, Redeploy, Covering Fire, Counter-charge, Power Through.
The reactions (All-out Attack / Defence, At the Double, Forward to Victory, Unbind) are offered where their
declaration happens (fighting.py, moving.py, magic.py); Tactical Gambit is in tactics.py.
"""

from __future__ import annotations

import math

from ...kernel import IllegalAction, implements
from . import commands
from .battle import Battle, other
from .battlefield import EPSILON, Model, coherent, unit_distance
from .casualties import mortal
from .core import COMBAT_RANGE
from .magic import heal
from .moving import carry_out, charge, move_allowance, near_enemy
from .values import dice_expr

RALLY_DICE, RALLY_NEEDS = 6, 4  # ability.rally: "Make 6 rally rolls of D6. For each 4+ ..."


@implements("core.round.ability-timing")
def _timing(b: Battle, p: str, rule: str, phase: str, whose: str) -> None:
    """whose: "any", "your", "enemy"."""
    if not b.in_phase(p, phase, whose):
        raise IllegalAction("core.round.ability-timing",
                            f"{rule.split('.', 1)[1].replace('-', ' ')} is used in {whose} {phase} phase")


def _not_in_combat(b: Battle, u, rule: str) -> None:
    if b.in_combat(u):
        raise IllegalAction(rule, f"{u.id} is in combat")


@implements("ability.rally")
def rally(b: Battle, p: str, u) -> None:
    """6 rally rolls; each 4+ a rally point. Points heal the unit one for one, or return a slain model for its
    Health in points: we heal first, then return models, and lose the rest (the sheet lets the player choose
    any combination; this is ours)."""
    rule = "ability.rally"
    _timing(b, p, rule, "hero", "any")
    _not_in_combat(b, u, rule)
    commands.spend(b, p, rule, u)
    faces = [b.dice.d6(rule, "rally roll", unit=u.id) for _ in range(RALLY_DICE)]
    points = sum(1 for f in faces if f >= RALLY_NEEDS)
    b.log.emit("rally points", rule, unit=u.id, points=points)
    points -= heal(b, u, points, rule)
    health = u.warscroll.health
    while points >= health and len(u.models) < u.size:
        spot = _free_spot(b, u)
        if spot is None:
            break
        u.models.append(spot)
        u.slain = max(0, u.slain - 1)
        points -= health
        b.log.emit("model returned", rule, unit=u.id, models=len(u.models))
    if points:
        b.log.emit("rally points lost", rule, unit=u.id, points=points)


def _free_spot(b: Battle, u) -> Model | None:
    """A place for a returned model: touching a model of the unit, on nobody, in coherency."""
    from .moving import end_problem

    r = u.models[0].radius
    for m in reversed(u.models):
        for k in range(12):
            a = k * math.pi / 6
            d = m.radius + r + 0.1
            cand = Model(m.x + d * math.cos(a), m.y + d * math.sin(a), r)
            if any(cand.centre_distance(n) < cand.radius + n.radius - EPSILON for n in u.models):
                continue
            if end_problem(b, u, [cand]) is None and coherent(u.models + [cand]):
                return cand
    return None


@implements("ability.redeploy")
def redeploy(b: Battle, p: str, u, dx, dy, inches) -> None:
    """Enemy movement phase: a unit not in combat moves up to D6", never passing through or ending within
    combat range of an enemy unit."""
    rule = "ability.redeploy"
    _timing(b, p, rule, "movement", "enemy")
    _not_in_combat(b, u, rule)
    commands.spend(b, p, rule, u)
    allowed = b.dice.d6(rule, "redeploy roll", unit=u.id)

    def keeps_clear(models, t):
        steps = max(1, int(t / 0.25))
        for k in range(1, steps + 1):
            f = k / steps
            path = [Model(m.x + (n.x - m.x) * f, m.y + (n.y - m.y) * f, m.radius) for m, n in zip(u.models, models)]
            if near_enemy(b, u, path, float(COMBAT_RANGE)):
                return rule, f"{u.id} would pass through or end within combat range of an enemy unit"
        return None

    carry_out(b, u, dx, dy, inches, float(allowed), rule, keeps_clear, "redeploy")


@implements("ability.covering-fire")
def covering_fire(b: Battle, p: str, u) -> None:
    """Enemy shooting phase: a unit that did not RUN and is not in combat shoots the closest enemy unit it can
    target, -1 to hit."""
    from .fighting import check_shooting_target, shoot

    rule = "ability.covering-fire"
    _timing(b, p, rule, "shooting", "enemy")
    if "ran" in u.flags:
        raise IllegalAction(rule, f"{u.id} used a RUN ability this turn")
    _not_in_combat(b, u, rule)
    targets = []
    for e in b.units(other(p)):
        try:
            check_shooting_target(b, u, e)
        except IllegalAction:
            continue
        targets.append(e)
    if not targets:
        raise IllegalAction(rule, f"no enemy unit can be picked as the target of {u.id}'s shooting attacks")
    target = min(targets, key=lambda e: unit_distance(u, e))
    commands.spend(b, p, rule, u)
    b.log.emit("covering fire", rule, unit=u.id, target=target.id)
    shoot(b, u, target, extra_hit=-1, cite=(rule,))


@implements("ability.counter-charge")
def counter_charge(b: Battle, p: str, u, target) -> None:
    """Enemy charge phase: a unit not in combat charges as if it were your charge phase."""
    rule = "ability.counter-charge"
    _timing(b, p, rule, "charge", "enemy")
    _not_in_combat(b, u, rule)
    commands.spend(b, p, rule, u)
    charge(b, u, target, rule)


@implements("ability.power-through")
def power_through(b: Battle, p: str, u, target, by=None) -> None:
    """End of any turn: a unit that charged this turn inflicts D3 mortal damage on an enemy unit in combat with
    it whose Health is lower, then may move up to its Move, through and into the combat ranges only of the enemy
    units it was in combat with."""
    rule = "ability.power-through"
    if b.phase != "end":
        raise IllegalAction("core.round.ability-timing", "Power Through is used at the end of a turn")
    if not u.charged:
        raise IllegalAction(rule, f"{u.id} did not charge this turn")
    if b.was_used("turn", f"power through:{u.id}"):
        raise IllegalAction(rule, f"{u.id} has already used Power Through this turn")
    if not b.in_combat_with(u, target):
        raise IllegalAction(rule, f"{target.id} is not in combat with {u.id}")
    if target.warscroll.health >= u.warscroll.health:
        raise IllegalAction(rule, f"{target.id}'s Health ({target.warscroll.health}) is not lower than "
                                  f"{u.id}'s ({u.warscroll.health})")
    b.use("turn", f"power through:{u.id}")
    engaged = {e.id for e in b.units(other(p)) if b.in_combat_with(u, e)}
    mortal(b, target, b.dice.roll(dice_expr("D3"), rule, "power through", unit=target.id), rule, by=u)
    if by is None:
        return

    def others_clear(models, _t):
        if near_enemy(b, u, models, float(COMBAT_RANGE), ignore=engaged):
            return rule, f"{u.id} may end only within combat range of the units it was in combat with"
        return None

    length = math.hypot(float(by[0]), float(by[1]))
    if length:
        carry_out(b, u, float(by[0]) / length, float(by[1]) / length, length, move_allowance(b, u), rule,
                  others_clear, "power through move")
