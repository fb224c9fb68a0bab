"""The state of a battle: the battlefield and its units, terrain and objectives, the battle round, whose turn and
which phase (core.round.turn), command and victory points, battle tactics, regiments and honour guards, the dice
(seeded, or fixed by a scenario) and the event log. Rules modules change it; table.py is its public face.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from ...kernel import EventLog, IllegalAction, Rng
from .battlefield import Battlefield, Model, Unit, distance
from .dice import Dice

PLAYERS = ("A", "B")
PHASES = ("start", "hero", "movement", "shooting", "charge", "combat", "end")  # core.round.turn
WIDTH, DEPTH = 60.0, 44.0  # the battlefield, in inches: short edges at x = 0 and x = 60


def other(p: str) -> str:
    return "B" if p == "A" else "A"


@dataclass
class Terrain:
    """A terrain feature the scenario declares: a circle (centre, radius) of some height, with terrain rules."""

    name: str
    x: float
    y: float
    radius: float
    height: float = 1.0
    rules: tuple[str, ...] = ()  # cover, obscuring, impassable, unstable, place of power

    def covers(self, m: Model) -> bool:
        """Any part of the model's base on the feature."""
        return math.hypot(m.x - self.x, m.y - self.y) < self.radius + m.radius

    def holds(self, m: Model) -> bool:
        """The whole base on the feature."""
        return math.hypot(m.x - self.x, m.y - self.y) + m.radius <= self.radius + 1e-9

    def distance(self, m: Model) -> float:
        return max(0.0, math.hypot(m.x - self.x, m.y - self.y) - self.radius - m.radius)

    def crosses(self, ax: float, ay: float, bx: float, by: float) -> bool:
        """Whether the straight line from a to b passes over the feature."""
        return segment_point(ax, ay, bx, by, self.x, self.y) < self.radius


@dataclass
class Objective:
    name: str
    x: float
    y: float
    controller: str | None = None


@dataclass
class Rect:
    x0: float
    y0: float
    x1: float
    y1: float

    def holds(self, m: Model) -> bool:
        return self.x0 <= m.x - m.radius and m.x + m.radius <= self.x1 and self.y0 <= m.y - m.radius \
            and m.y + m.radius <= self.y1

    def touches(self, m: Model) -> bool:
        return self.x0 < m.x + m.radius and m.x - m.radius < self.x1 and self.y0 < m.y + m.radius \
            and m.y - m.radius < self.y1


TERRITORIES = {"A": Rect(0, 0, WIDTH, 12), "B": Rect(0, DEPTH - 12, WIDTH, DEPTH)}  # a scenario may declare others


def segment_point(ax, ay, bx, by, px, py) -> float:
    """The distance from point p to the segment a-b."""
    dx, dy = bx - ax, by - ay
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length))
    return math.hypot(ax + t * dx - px, ay + t * dy - py)


@dataclass
class Tactic:
    """The battle tactic a player attempts this turn, with what its text made them pick."""

    id: str
    picked: tuple[str, ...] = ()
    start_objectives: dict = field(default_factory=dict)  # objective -> controller at the start of the turn


@dataclass
class Battle:
    bf: Battlefield
    dice: Dice
    log: EventLog
    decisions: object
    rng: Rng
    round: int = 1
    active: str = "A"
    phase: str = "hero"
    first: str = "A"  # who took the first turn this battle round
    previous_first: str | None = None  # who took the first turn in the previous battle round
    turn_in_round: int = 1  # 1 or 2
    turn: int = 1  # turns played, counting both players
    cp: dict = field(default_factory=lambda: {"A": 0, "B": 0})
    vp: dict = field(default_factory=lambda: {"A": 0, "B": 0})
    seized: str | None = None  # the player who most recently seized the initiative
    double_turn: str | None = None  # who took a double turn this battle round
    terrain: list[Terrain] = field(default_factory=list)
    objectives: list[Objective] = field(default_factory=list)
    territories: dict = field(default_factory=lambda: dict(TERRITORIES))
    regiments: dict = field(default_factory=lambda: {"A": [], "B": []})  # player -> [{"leader", "units"}]
    general: dict = field(default_factory=dict)  # player -> unit id
    honour_guard: dict = field(default_factory=lambda: {"A": {}, "B": {}})  # player -> {ability: unit id}
    special_assignment: dict = field(default_factory=dict)  # unit id -> the keyword of its Anti-X
    attempted: dict = field(default_factory=lambda: {"A": [], "B": []})  # battle tactics attempted
    completed: dict = field(default_factory=lambda: {"A": [], "B": []})
    tactic: dict = field(default_factory=dict)  # player -> Tactic attempted this turn
    gambit_round: dict = field(default_factory=dict)  # player -> battle round of their last Tactical Gambit
    alliance: dict = field(default_factory=dict)  # player -> ORDER | CHAOS | DEATH | DESTRUCTION
    auxiliary: dict = field(default_factory=lambda: {"A": 0, "B": 0})  # auxiliary units in each army
    points: dict = field(default_factory=dict)  # each army's cost
    limit: int = 2000  # the battle's points limit
    used: dict = field(default_factory=dict)  # "phase"/"turn"/"round"/"battle" -> list of keys used there
    fight_next: str | None = None  # combat phase: whose pick it is (core.combat.fight-order)
    turn_events: dict = field(default_factory=dict)  # what happened this turn, for battle tactics
    effects: list = field(default_factory=list)  # [{"kind", "unit", "until"}]: All-out Defence ...
    just_moved: list = field(default_factory=list)  # units that were set up or ended a move in this action
    warscrolls: dict = field(default_factory=dict)  # what can be summoned (manifestations) or returned
    winner: str | None = None

    # --- units ---------------------------------------------------------------------------------------------------
    def unit(self, uid: str) -> Unit:
        u = self.bf.units.get(uid)
        if u is None or u.destroyed:
            raise IllegalAction("core.units.damage", f"there is no unit {uid!r} on the battlefield")
        return u

    def units(self, player: str | None = None) -> list[Unit]:
        return [u for u in self.bf.units.values() if not u.destroyed and (player is None or u.player == player)]

    def own(self, player: str, uid: str, rule: str) -> Unit:
        u = self.unit(uid)
        if u.player != player:
            raise IllegalAction(rule, f"{uid} is not one of player {player}'s units")
        return u

    def enemy(self, player: str, uid: str, rule: str) -> Unit:
        u = self.unit(uid)
        if u.player == player:
            raise IllegalAction(rule, f"{uid} is not an enemy unit")
        return u

    def in_combat(self, u: Unit) -> bool:
        return self.bf.in_combat(u)

    def in_phase(self, player: str, phase: str, side: str) -> bool:
        """Whether it is `phase` of `side`'s turn for `player`: your (theirs), enemy (the other's) or any turn
        (core.round.ability-timing)."""
        return self.phase == phase and not (side == "your" and player != self.active
                                            or side == "enemy" and player == self.active)

    def in_combat_with(self, u: Unit, v: Unit) -> bool:
        return u.player != v.player and self.bf.within(u, v, 3.0)

    def wholly_within(self, u: Unit, region) -> bool:
        return all(region.holds(m) for m in u.models)

    def wholly_within_of(self, u: Unit, v: Unit, inches: float) -> bool:
        """Every model of u within `inches` of some model of v (measured to the far edge of u's base)."""
        return all(any(distance(m, n) + 2 * m.radius <= inches + 1e-9 for n in v.models) for m in u.models)

    # --- what was used when ---------------------------------------------------------------------------------------
    def was_used(self, scope: str, key: str) -> bool:
        return key in self.used.get(scope, ())

    def use(self, scope: str, key: str) -> None:
        self.used.setdefault(scope, []).append(key)

    def note(self, what: str, *items: str) -> None:
        """Remember something that happened this turn (units that fought, were destroyed, charged ...)."""
        self.turn_events.setdefault(what, []).extend(items)

    def noted(self, what: str) -> list:
        return self.turn_events.get(what, [])

    def territory(self, player: str) -> Rect:
        return self.territories[player]

    def behind_by(self, player: str) -> int:
        return self.vp[other(player)] - self.vp[player]
