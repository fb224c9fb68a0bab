"""Moving units on the abstract battlefield: normal moves, runs and retreats (core.movement.*), flying
(core.movement.fly), charges (core.combat.charge), piling in (core.combat.pile-in), and the checks every move ends
with: on the battlefield, no base inside another (core.distances), coherency (coherency), terrain
(terrain.impassable, terrain.unstable). A unit moves as a whole: every model by the same vector.
"""

from __future__ import annotations

import math

from ...kernel import IllegalAction, implements
from .battle import DEPTH, WIDTH, Battle, segment_point
from .battlefield import EPSILON, Model, Unit, coherent, distance, unit_distance
from .core import COMBAT_RANGE

STEP = 0.05  # inches: how finely a move that stops "as far as it can" backs off


def move_allowance(b: Battle, u: Unit) -> float:
    """The unit's Move, +2" from a Field Sergeant honour guard it is wholly within 12" of (honour-guard.*)."""
    from .honour import field_sergeant_bonus

    if u.warscroll.move is None:
        return 0.0
    return float(u.warscroll.move.plus if u.warscroll.move.fixed else u.warscroll.move.high) + \
        field_sergeant_bonus(b, u)


def vector(b: Battle, u: Unit, by=None, toward=None, inches=None, away=False) -> tuple[float, float, float | None]:
    """(dx, dy) of unit length and the distance asked for (None: as far as the move allows)."""
    if by is not None:
        dx, dy = float(by[0]), float(by[1])
        length = math.hypot(dx, dy)
        return (dx / length, dy / length, length) if length else (0.0, 0.0, 0.0)
    if isinstance(toward, str):
        t = b.unit(toward)
        pair = min(((m, n) for m in u.models for n in t.models), key=lambda mn: distance(*mn))
        tx, ty = pair[1].x - pair[0].x, pair[1].y - pair[0].y
    else:
        cx, cy = u.models[0].x, u.models[0].y
        tx, ty = float(toward[0]) - cx, float(toward[1]) - cy
    length = math.hypot(tx, ty) or 1.0
    sign = -1.0 if away else 1.0
    return sign * tx / length, sign * ty / length, (None if inches in (None, "max") else float(inches))


def _shifted(u: Unit, dx: float, dy: float, t: float) -> list[Model]:
    return [Model(m.x + dx * t, m.y + dy * t, m.radius) for m in u.models]


@implements("core.distances", "coherency", "terrain.impassable", "core.terrain.impassable", "terrain.unstable",
            "core.terrain.unstable")
def end_problem(b: Battle, u: Unit, models: list[Model]) -> tuple[str, str] | None:
    """What forbids the unit's models ending here: (rule, why), or None."""
    if len(models) == len(u.models) and not coherent(models):
        return "coherency", f"{u.id} would not end in a single coherent group"
    for m in models:
        if m.x - m.radius < -EPSILON or m.x + m.radius > WIDTH + EPSILON or m.y - m.radius < -EPSILON \
                or m.y + m.radius > DEPTH + EPSILON:
            return "core.distances", f"{u.id} would leave the battlefield"
        for v in b.units():
            if v is u:
                continue
            for n in v.models:
                if m.centre_distance(n) < m.radius + n.radius - EPSILON:
                    rule = "manifestation" if v.manifestation else "core.distances"
                    return rule, f"a model of {u.id} would end on {v.id}"
        for f in b.terrain:
            if "impassable" in f.rules and f.covers(m):
                return "terrain.impassable", f"{u.id} would end on the impassable {f.name}"
            if "unstable" in f.rules and f.height > 1 and f.covers(m):
                return "terrain.unstable", f"{u.id} would end on the unstable {f.name}, more than 1\" tall"
    return None


@implements("core.movement.fly", "terrain.impassable", "core.terrain.impassable")
def path_problem(b: Battle, u: Unit, dx: float, dy: float, t: float) -> tuple[str, str] | None:
    """What the straight path crosses that it may not: impassable terrain, other models (manifestations may be
    moved through). A FLY unit ignores both while moving (core.movement.fly)."""
    if u.has("FLY"):
        return None
    for m in u.models:
        ex, ey = m.x + dx * t, m.y + dy * t
        for f in b.terrain:
            if "impassable" in f.rules and segment_point(m.x, m.y, ex, ey, f.x, f.y) < f.radius + m.radius:
                return "terrain.impassable", f"{u.id} would move across the impassable {f.name}"
        for v in b.units():
            if v is u or v.manifestation:
                continue
            for n in v.models:
                if segment_point(m.x, m.y, ex, ey, n.x, n.y) < m.radius + n.radius - 1e-6:
                    return "core.movement.fly", f"{u.id} cannot move through {v.id} (only models that FLY can)"
    return None


def near_enemy(b: Battle, u: Unit, models: list[Model], inches: float, ignore=()) -> bool:
    return any(distance(m, n) <= inches + EPSILON for v in b.units() if v.player != u.player and v.id not in ignore
               for m in models for n in v.models)


def _distances(allowed) -> list[float]:
    """The distances a move "as far as it may" tries, longest first: `allowed`, then down by a 40th of what is
    left (at least STEP) to 0 (not included)."""
    t, out = allowed, []
    while t > 0:
        out.append(t)
        t = t - max(STEP, t / 40) if t > STEP else 0.0
    return out


def furthest(b: Battle, u: Unit, dx, dy, allowed, extra=None) -> float | None:
    """How far (up to `allowed`) the unit can go in this direction and end legally; None when nowhere."""
    for t in _distances(allowed):
        if not _problem(b, u, dx, dy, t, extra):
            return t
    return None


def can_move(b: Battle, u: Unit, dx, dy, allowed, extra=None) -> bool:
    """Whether `furthest` finds somewhere to go, for the legal actions, which ask only whether: the same distances
    asked, the shortest first (a unit that may go some way mostly may go a little), then the others longest first,
    as `furthest` asks them (a retreat mostly must go far). A path that crosses what it may not is crossed by every
    longer path in the same direction (it holds the shorter one): if the shortest does, no other is asked."""
    distances = _distances(allowed)
    if not distances or path_problem(b, u, dx, dy, distances[-1]):
        return False
    return any(not _problem(b, u, dx, dy, t, extra) for t in distances[-1:] + distances[:-1])


def _problem(b, u, dx, dy, t, extra):
    models = _shifted(u, dx, dy, t)
    return path_problem(b, u, dx, dy, t) or end_problem(b, u, models) or (extra(models, t) if extra else None)


def carry_out(b: Battle, u: Unit, dx, dy, wanted, allowed, rule, extra=None, kind="move") -> float:
    """Move u by (dx, dy) x distance: `wanted` exactly (refused if too far or illegal), or None for as far as
    `allowed` lets it go while the end is legal. `extra(models)` adds the move's own end check (rule, why)."""
    if wanted is not None:
        if wanted > allowed + EPSILON:
            raise IllegalAction(rule, f"{u.id} may move {allowed:g}\", not {wanted:g}\"")
        bad = _problem(b, u, dx, dy, wanted, extra)
        if bad:
            raise IllegalAction(*bad)
        t = wanted
    else:
        t = furthest(b, u, dx, dy, allowed, extra)
        if t is None:  # "up to": staying put is a move of 0", if the unit may end where it stands
            bad = _problem(b, u, dx, dy, 0.0, extra)
            if bad:
                raise IllegalAction(*bad)
            t = 0.0
    u.models = _shifted(u, dx, dy, t)
    b.just_moved.append(u.id)
    b.log.emit(kind, rule, unit=u.id, inches=round(t, 2), to=[round(u.models[0].x, 2), round(u.models[0].y, 2)])
    return t


def _may_move(b: Battle, u: Unit, rule: str) -> None:
    if u.warscroll.move is None:
        raise IllegalAction("manifestation" if u.manifestation else rule, f"{u.id} has no Move: it cannot move")
    if u.flags & {"moved", "ran", "retreated"}:
        raise IllegalAction(rule, f"{u.id} has already moved this phase")


def _not_in_combat_end(b, u, rule):
    def check(models, _t):
        if near_enemy(b, u, models, float(COMBAT_RANGE)):
            return rule, f"{u.id} would end within combat range of an enemy unit"
        return None
    return check


@implements("core.movement.normal-move")
def normal_move(b: Battle, u: Unit, dx, dy, inches) -> None:
    """Each model up to its Move; not starting in combat, not ending within 3" of an enemy."""
    rule = "core.movement.normal-move"
    _may_move(b, u, rule)
    if b.in_combat(u):
        raise IllegalAction(rule, f"{u.id} is in combat: it can retreat, not make a normal move")
    carry_out(b, u, dx, dy, inches, move_allowance(b, u), rule, _not_in_combat_end(b, u, rule))
    u.flags.add("moved")


@implements("core.movement.run", "ability.at-the-double")
def run(b: Battle, u: Unit, dx, dy, inches, at_the_double: bool) -> None:
    """Move + a D6 run roll (or +6" with At the Double); the unit cannot shoot or charge this turn."""
    rule = "core.movement.run"
    _may_move(b, u, rule)
    if b.in_combat(u):
        raise IllegalAction(rule, f"{u.id} is in combat: it cannot run")
    if at_the_double:
        extra, rules = 6, ("ability.at-the-double", rule)
        b.log.emit("at the double", rules, unit=u.id, inches=6)
    else:
        extra = b.dice.d6(rule, "run roll", unit=u.id)
    carry_out(b, u, dx, dy, inches, move_allowance(b, u) + extra, rule, _not_in_combat_end(b, u, rule), "run")
    u.flags.add("ran")


@implements("core.movement.retreat")
def retreat(b: Battle, u: Unit, dx, dy, inches) -> None:
    """A unit in combat moves out, up to its Move, and takes D3 mortal damage; no shooting or charging after."""
    from .casualties import mortal
    from .core import core

    rule = "core.movement.retreat"
    _may_move(b, u, rule)
    if not b.in_combat(u):
        raise IllegalAction(rule, f"{u.id} is not in combat: only a unit in combat retreats")
    carry_out(b, u, dx, dy, inches, move_allowance(b, u), rule, _not_in_combat_end(b, u, rule), "retreat")
    u.flags.add("retreated")
    points = b.dice.roll(core().retreat_mortal_damage, rule, "retreat mortal damage", unit=u.id)
    mortal(b, u, points, rule)


@implements("core.combat.charge", "ability.forward-to-victory")
def charge(b: Battle, u: Unit, target: Unit, rule_used: str = "core.combat.charge") -> bool:
    """2D6 charge roll (Forward to Victory: re-roll it for 1 CP); the unit moves up to the roll straight at the
    target and must end within 1/2" of it. A roll too short: the charge fails and nothing moves."""
    from .commands import offer
    from .core import core

    c = core()
    rule = "core.combat.charge"
    if u.flags & {"ran", "retreated"}:
        raise IllegalAction("core.movement.run" if "ran" in u.flags else "core.movement.retreat",
                            f"{u.id} ran or retreated this turn: it cannot charge")
    if "charge attempted" in u.flags:
        raise IllegalAction(rule, f"{u.id} has already declared a charge this turn")
    if b.in_combat(u):
        raise IllegalAction(rule, f"{u.id} is in combat: it cannot charge")
    if u.warscroll.move is None:
        raise IllegalAction("manifestation" if u.manifestation else rule, f"{u.id} cannot move")
    gap = unit_distance(u, target)
    if gap > float(c.charge_range) + EPSILON:
        raise IllegalAction(rule, f"{target.id} is {gap:g}\" away: a charge needs an enemy within "
                                  f"{c.charge_range}\"")
    u.flags.add("charge attempted")
    roll = b.dice.roll(c.charge_roll, rule_used if rule_used == rule else (rule_used, rule), "charge roll",
                       unit=u.id)
    if gap - roll > float(c.charge_end_within) and offer(b, u.player, "ability.forward-to-victory", u):
        roll = b.dice.roll(c.charge_roll, ("ability.forward-to-victory", rule), "charge re-roll", unit=u.id)
    if gap - roll > float(c.charge_end_within) + EPSILON:
        b.log.emit("charge failed", rule, unit=u.id, target=target.id, roll=roll, needed=round(gap - 0.5, 2))
        return False
    dx, dy, _ = vector(b, u, toward=target.id)
    end_within = float(c.charge_end_within)

    def ends_near(models, _t):
        if not any(distance(m, n) <= end_within + EPSILON for m in models for n in target.models):
            return rule, f"{u.id} must end within {c.charge_end_within}\" of {target.id}"
        return None

    t = min(float(roll), gap)
    while t > 0 and (end_problem(b, u, _shifted(u, dx, dy, t)) or ends_near(_shifted(u, dx, dy, t), t)):
        t -= STEP
    if t <= 0 and gap > end_within:
        b.log.emit("charge failed", rule, unit=u.id, target=target.id, roll=roll, why="no room to end the move")
        return False
    u.models = _shifted(u, dx, dy, max(t, 0.0))
    b.just_moved.append(u.id)
    u.charged = True
    u.flags.add("charged")
    b.note("charged", u.id)
    b.log.emit("charge", rule, unit=u.id, target=target.id, roll=roll, inches=round(max(t, 0.0), 2))
    return True


@implements("core.combat.pile-in")
def pile_in(b: Battle, u: Unit, target: Unit) -> None:
    """Each model moves up to 3" straight towards the closest model of the unit it is about to attack, ending no
    farther from its closest enemy model (stopping at a base, or where it would stand on another model or leave
    coherency)."""
    if u.warscroll.move is None:
        return
    moved = 0.0
    foes = [n for v in b.units() if v.player != u.player for n in v.models]
    for i, m in enumerate(list(u.models)):
        n = min(target.models, key=lambda f: distance(m, f))
        gap = distance(m, n)
        if gap <= EPSILON:
            continue
        before = min(distance(m, f) for f in foes)
        d = m.centre_distance(n)
        dx, dy = (n.x - m.x) / d, (n.y - m.y) / d
        t = min(3.0, gap)
        while t > 0:
            u.models[i] = Model(m.x + dx * t, m.y + dy * t, m.radius)
            if not end_problem(b, u, [u.models[i]]) and b.bf.overlaps() is None and b.bf.coherent(u) \
                    and min(distance(u.models[i], f) for f in foes) <= before + EPSILON:
                break
            t -= STEP
        if t <= 0:
            u.models[i] = m
            t = 0.0
        moved += t
    if moved:
        b.just_moved.append(u.id)
    b.log.emit("pile in", "core.combat.pile-in", unit=u.id, inches=round(moved, 2))
