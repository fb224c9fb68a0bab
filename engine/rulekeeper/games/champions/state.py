"""The state of a game of Champions: battlefield (3.1.4), zones (3.1.1-3.1.5), health (2.13), turn (4.1).

Zone names: `A.deck` (top = last), `A.hand`, `A.discard` (top = last), `A.champions` / `A.blessings` (not yet
placed, 3.2.1.3), `A.lane0.champion`, `A.lane0.blessing` (face down under the Champion, 3.1.4b),
`A.lane0.back` (the revealed Blessing row, 3.1.4c), `A.lane0.front` (Action cards in play, a Stack is
bottom..top, 3.1.4d), and the shared `limbo` (3.1.5). Lanes 0..3 are numbered left to right as their owner sees them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...kernel import EventLog, Rng, Zones, implements


PLAYERS = ("A", "B")
LANES = (0, 1, 2, 3)
START_HEALTH, MAX_HEALTH, MIN_HEALTH = 30, 35, 0
PHASES = ("setup", "start", "battlefield", "action", "draw", "end", "over")


def other(player: str) -> str:
    return "B" if player == "A" else "A"


_LANE_ZONES = {(p, ln, row): f"{p}.lane{ln}.{row}" for p in PLAYERS for ln in LANES
               for row in ("champion", "blessing", "back", "front")}
CHAMPION_ZONE = {p: tuple(f"{p}.lane{ln}.champion" for ln in LANES) for p in PLAYERS}
FRONT_ZONE = {p: tuple(f"{p}.lane{ln}.front" for ln in LANES) for p in PLAYERS}
BLESSING_ZONE = {p: tuple(f"{p}.lane{ln}.blessing" for ln in LANES) for p in PLAYERS}
BACK_ZONE = {p: tuple(f"{p}.lane{ln}.back" for ln in LANES) for p in PLAYERS}


LANE_OF = {z: ln for (p, ln, row), z in _LANE_ZONES.items()}  # a lane's zone -> its lane (Game.lane_of)
ROW_OF = {z: row for (p, ln, row), z in _LANE_ZONES.items()}  # a lane's zone -> its row (Game.row_of)


def lane_zone(player: str, lane: int, row: str) -> str:
    return _LANE_ZONES[player, lane, row]


@dataclass(slots=True)
class Status:
    """What a card in play carries beyond its printed text: rotation (corners passed, 0 = upright),
    face up (Blessings), Dormant (6.1.2 Dormant), effects added by other cards (2.7.1)."""

    rot: int = 0
    face_up: bool = True
    dormant: bool = False
    added: tuple = ()

    def to_json(self) -> list:
        return [self.rot, self.face_up, self.dormant, [list(a) if isinstance(a, tuple) else a for a in self.added]]


@implements("2.1.3.1", "2.1.3.2")
@dataclass
class State:
    """Everything a snapshot holds. Card ids index `names` / `owner`; definitions come from the card pool."""

    names: list[str] = field(default_factory=list)  # card id -> card name
    owner: list[str] = field(default_factory=list)  # card id -> "A" | "B"
    zones: Zones = field(default_factory=Zones)
    status: dict[int, Status] = field(default_factory=dict)
    health: dict[str, int] = field(default_factory=lambda: {"A": START_HEALTH, "B": START_HEALTH})
    first: str = "A"
    active: str = "A"
    turn: int = 0
    phase: str = "setup"
    actions: int = 0  # actions left this turn (4.1.1.1)
    passed: bool = False  # 4.1.3.4c
    heroic_used: bool = False  # 2.9.4
    used_names: set[str] = field(default_factory=set)  # 4.1.3.2d
    completed: set[tuple[int, int]] = field(default_factory=set)  # (champion, card) this turn, 2.6.4
    moved_from_hand: bool = False  # 4.1.5.5c
    at_zero: set[str] = field(default_factory=set)  # players at 0 whose removal waits for their card (5.1.4)
    removed: set[str] = field(default_factory=set)  # 5.1.1
    winner: str | None = None
    rng: Rng = field(default_factory=Rng)
    log: EventLog = field(default_factory=EventLog)

    def to_json(self) -> dict:
        return {
            "names": list(self.names), "owner": list(self.owner), "zones": self.zones.to_json(),
            "status": {str(k): v.to_json() for k, v in sorted(self.status.items())},
            "health": dict(self.health), "first": self.first, "active": self.active, "turn": self.turn,
            "phase": self.phase, "actions": self.actions, "passed": self.passed, "heroic_used": self.heroic_used,
            "used_names": sorted(self.used_names), "completed": sorted([list(p) for p in self.completed]),
            "moved_from_hand": self.moved_from_hand, "at_zero": sorted(self.at_zero),
            "removed": sorted(self.removed), "winner": self.winner, "rng": self.rng.to_json(),
            "log": self.log.to_json(),
        }

    @classmethod
    def from_json(cls, d: dict) -> "State":
        s = cls()
        s.names, s.owner = list(d["names"]), list(d["owner"])
        s.zones = Zones.from_json(d["zones"])
        s.status = {int(k): Status(v[0], v[1], v[2], tuple(tuple(a) if isinstance(a, list) else a for a in v[3]))
                    for k, v in d["status"].items()}
        s.health = dict(d["health"])
        s.first, s.active, s.turn, s.phase = d["first"], d["active"], d["turn"], d["phase"]
        s.actions, s.passed, s.heroic_used = d["actions"], d["passed"], d["heroic_used"]
        s.used_names = set(d["used_names"])
        s.completed = {tuple(p) for p in d["completed"]}
        s.moved_from_hand = d["moved_from_hand"]
        s.at_zero, s.removed, s.winner = set(d["at_zero"]), set(d["removed"]), d["winner"]
        s.rng = Rng.from_json(d["rng"])
        s.log = EventLog.from_json(d["log"])
        return s


@implements("3.1.4a", "3.1.4c", "3.1.4d", "3.1.5a")
def new_zones(zones: Zones) -> None:
    """Each player's battlefield: 4 columns (lanes) of 3 rows (front: Action cards; middle: the Champion with its
    face-down Blessing; back: revealed Blessings); deck, hand, discard pile; one shared limbo."""
    zones.add_zone("limbo")
    for p in PLAYERS:
        for z in ("deck", "hand", "discard", "champions", "blessings"):
            zones.add_zone(f"{p}.{z}")
        for lane in LANES:
            for row in ("champion", "blessing", "back", "front"):
                zones.add_zone(lane_zone(p, lane, row))
