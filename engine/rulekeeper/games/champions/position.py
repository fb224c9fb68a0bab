"""An explicit position (for scenarios and tests): Champions by lane and corner, cards in every zone, health,
whose turn and which phase. Lanes and corners are numbered from 1 here, as a judge says them."""

from __future__ import annotations

from typing import Any

from ...kernel import Decisions, Rng
from .cards import Card, Category
from .game import Game
from .setup import add_card
from .state import PLAYERS, State, Status, lane_zone, new_zones


def _entry(x: Any) -> tuple[str, int, dict]:
    if isinstance(x, str):
        return x, 1, {}
    return x["card"], int(x.get("corner", 1)), x


def from_position(pool: dict[str, Card], position: dict, decisions: Decisions | None = None,
                  seed: int | str = 0, cls: type[Game] = Game) -> Game:
    """Build a game resting in `phase` (default "action") of `active`'s turn. Unknown card names raise KeyError.

    position = {"active": "A", "first": "A", "turn": 1, "phase": "action", "actions": 2,
                "heroic_used": False, "used": [names played this turn],
                "players": {"A": {"health": 30,
                                  "lanes": {1: {"champion": "Name", "corner": 1,
                                                "blessing": "Name" | {"card": "Name", "revealed": True,
                                                                      "corner": 1, "face_up": True},
                                                "front": ["Unit", ...] | [{"card": "Unit", "corner": 2,
                                                                           "dormant": False}]}},
                                  "hand": [...], "deck": [top first ...], "discard": [bottom first ...]},
                            "B": {...}}}
    """
    s = State(rng=Rng(seed))
    new_zones(s.zones)
    game = cls(pool, decisions, s)
    for p in PLAYERS:
        spec = position.get("players", {}).get(p, {})
        for lane_no, lane in sorted((int(k), v) for k, v in (spec.get("lanes") or {}).items()):
            if not 1 <= lane_no <= 4:
                raise ValueError(f"player {p}: lane {lane_no} is not one of 1-4 (3.1.4a)")
            ln = lane_no - 1
            if not lane.get("champion") and (lane.get("front") or lane.get("blessing")):
                raise ValueError(f"player {p} lane {lane_no}: cards in a lane need its Champion (3.1.4b, 3.1.4d)")
            if len(lane.get("front") or ()) > 3:
                raise ValueError(f"player {p} lane {lane_no}: a Stack holds at most 3 Units (2.14.4b)")
            if lane.get("champion"):
                c = _add(s, pool, lane["champion"], p, lane_zone(p, ln, "champion"), Category.CHAMPION)
                game.set_status(c, Status(rot=int(lane.get("corner", 1)) - 1))
            if lane.get("blessing"):
                name, corner, extra = _entry(lane["blessing"])
                revealed = bool(extra.get("revealed", False))
                b = _add(s, pool, name, p, lane_zone(p, ln, "back" if revealed else "blessing"), Category.BLESSING)
                if revealed:
                    game.set_status(b, Status(rot=corner - 1, face_up=bool(extra.get("face_up", True))))
            for item in lane.get("front") or ():
                name, corner, extra = _entry(item)
                u = _add(s, pool, name, p, lane_zone(p, ln, "front"), None)
                game.set_status(u, Status(rot=corner - 1, dormant=bool(extra.get("dormant", False))))
        for zone in ("hand", "discard"):
            for name in spec.get(zone) or ():
                _add(s, pool, name, p, f"{p}.{zone}", None)
        for name in reversed(list(spec.get("deck") or ())):
            _add(s, pool, name, p, f"{p}.deck", None)
        if "health" in spec:
            h = int(spec["health"])
            if not 0 <= h <= 35:
                raise ValueError(f"player {p}: health {h} is outside 0..35 (2.13.2)")
            game.set_health(p, h)
    s.active = position.get("active", "A")
    s.first = position.get("first", s.active)
    s.turn = int(position.get("turn", 1))
    s.phase = position.get("phase", "action")
    s.actions = int(position.get("actions", 2 if s.phase == "action" else 0))
    s.heroic_used = bool(position.get("heroic_used", False))
    s.used_names = set(position.get("used", ()))
    game.emit("position", ("4.1",), active=s.active, phase=s.phase, turn=s.turn)
    return game


def _add(s: State, pool: dict[str, Card], name: str, owner: str, zone: str, want: Category | None) -> int:
    if name not in pool:
        raise KeyError(f"unknown card {name!r}")
    cat = pool[name].category
    if want is not None and cat is not want:
        raise ValueError(f"{name!r} is a {cat.value}, not a {want.value}")
    if want is None and not pool[name].is_action:
        raise ValueError(f"{name!r} is a {cat.value}; only Action cards go in hand, deck, discard or the front row")
    return add_card(s, name, owner, zone)
