"""The abstract battlefield (core.distances): models at 2-D positions in inches on circular bases; distances are
between the closest points of bases. Combat range and "in combat" (core.units.combat-range), coherency (coherency),
and the invariant that no model stands inside another's base.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from ...kernel import IllegalAction, InvariantViolation, implements
from .core import COMBAT_RANGE
from .warscrolls import Warscroll

MM_PER_INCH = 25.4
COHERENCY_RANGE = 0.5  # coherency: "within 1/2" ... of at least 1 other model"
COHERENCY_BIG_UNIT = 7  # coherency: "7 or more models ... at least 2 other models"
EPSILON = 1e-9  # bases that touch are not inside each other


@dataclass
class Model:
    x: float
    y: float
    radius: float  # inches

    def centre_distance(self, other: "Model") -> float:
        return math.hypot(self.x - other.x, self.y - other.y)


@implements("core.distances")
def distance(a: Model, b: Model) -> float:
    """Between the closest points of the two bases (0 when they touch or overlap)."""
    return max(0.0, a.centre_distance(b) - a.radius - b.radius)


@dataclass
class Unit:
    """A unit on the battlefield: its warscroll, its player, the models still standing and its damage points."""

    id: str
    player: str
    warscroll: Warscroll
    models: list[Model]
    damage: int = 0  # damage points on the unit, below one model's Health (core.units.damage)
    slain: int = 0
    charged: bool = False
    flags: set = field(default_factory=set)  # what the unit did this turn: ran, retreated, shot, fought, set up ...
    ritual: int = 0  # a PRIEST's ritual points (chanting)
    summoner: str | None = None  # a manifestation: the unit that summoned it (manifestation)
    size: int = 0  # models it started the battle with (Rally returns slain models up to it)

    @property
    def destroyed(self) -> bool:
        return not self.models

    @property
    def manifestation(self) -> bool:
        return self.warscroll.banishment is not None

    def has(self, keyword: str) -> bool:
        return self.warscroll.has_keyword(keyword)


def unit_distance(u: Unit, v: Unit) -> float:
    """The distance between the closest models of two units (inf if either has none)."""
    return min((distance(a, b) for a in u.models for b in v.models), default=math.inf)


def coherent(ms: list[Model]) -> bool:
    """coherency: each model within 1/2" of 1 other (2 others from 7 models), all in a single group."""
    if len(ms) <= 1:
        return True
    near = [[j for j, b in enumerate(ms) if j != i and distance(a, b) <= COHERENCY_RANGE + EPSILON]
            for i, a in enumerate(ms)]
    need = 2 if len(ms) >= COHERENCY_BIG_UNIT else 1
    if any(len(n) < need for n in near):
        return False
    seen, todo = {0}, [0]
    while todo:
        for j in near[todo.pop()]:
            if j not in seen:
                seen.add(j)
                todo.append(j)
    return len(seen) == len(ms)


@dataclass
class Battlefield:
    units: dict[str, Unit] = field(default_factory=dict)

    def place(self, uid: str, player: str, warscroll: Warscroll, positions: list[tuple[float, float]]) -> Unit:
        """Set up a unit, one model per position; refused if a base would stand inside another's."""
        if uid in self.units:
            raise IllegalAction("core.distances", f"there is already a unit {uid!r}")
        if not positions:
            raise IllegalAction("core.units.characteristics", f"{uid}: a unit needs at least one model")
        r = warscroll.base_mm / MM_PER_INCH / 2
        unit = Unit(uid, player, warscroll, [Model(float(x), float(y), r) for x, y in positions], size=len(positions))
        self.units[uid] = unit
        clash = self.overlaps()
        if clash:
            del self.units[uid]
            raise IllegalAction("core.distances", f"{uid}: {clash}")
        return unit

    def enemies(self, unit: Unit) -> list[Unit]:
        return [u for u in self.units.values() if u.player != unit.player and not u.destroyed]

    def within(self, u: Unit, v: Unit, inches: float) -> bool:
        """Any model of u within `inches` of any model of v."""
        return unit_distance(u, v) <= inches + EPSILON

    @implements("core.units.combat-range")
    def in_combat(self, unit: Unit) -> bool:
        """While any of its models is within combat range (3") of an enemy model."""
        return any(self.within(unit, e, float(COMBAT_RANGE)) for e in self.enemies(unit))

    @implements("coherency")
    def coherent(self, unit: Unit) -> bool:
        """Each model within 1/2" of 1 other (2 others from 7 models) and the unit in a single group."""
        return coherent(unit.models)

    def overlaps(self) -> str | None:
        """The first pair of models one inside the other's base, described; None if there is none."""
        placed = [(u.id, i, m) for u in self.units.values() for i, m in enumerate(u.models)]
        for k, (ua, ia, a) in enumerate(placed):
            for ub, ib, b in placed[k + 1:]:
                if a.centre_distance(b) < a.radius + b.radius - EPSILON:
                    return f"model {ia} of {ua} stands inside the base of model {ib} of {ub}"
        return None

    def check(self) -> None:
        """The battlefield's invariants: no model inside another's base; damage below one model's Health."""
        clash = self.overlaps()
        if clash:
            raise InvariantViolation("core.distances", clash)
        for u in self.units.values():
            if not 0 <= u.damage < u.warscroll.health or (u.destroyed and u.damage):
                raise InvariantViolation("core.units.damage", f"{u.id} carries {u.damage} damage points")
