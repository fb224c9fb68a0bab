"""The AoS 4 driver: the steps' words turned into protocol messages (games/aos4/protocol.py describes them). It
never imports an engine. Units are named in quotes; the unit's name is its warscroll's unless a scenario says
`"Hammers" (Liberators)`."""

from __future__ import annotations

import re

from ..driver import Driver, DriverError
from ..links import Link

UNIT = re.compile(r'^(?P<id>[^()]+?)(?: \((?P<ws>[^()]+)\))?$')
DIRECTIONS = {"east": (1, 0), "west": (-1, 0), "north": (0, 1), "south": (0, -1)}


class Aos4Driver(Driver):
    def __init__(self, link: Link) -> None:
        super().__init__(link)
        self.position: dict = {"units": []}

    def _setup(self) -> dict:
        if self.started:
            raise DriverError("a Given step after the first action: set up the whole position first")
        return self.position

    def setup_request(self) -> dict:
        return {"position": self.position, "answers": list(self.answers), "cards": self.cards()}

    # --- setting up ---------------------------------------------------------------------------------------------
    def unit(self, p: str, name: str, **where) -> None:
        m = UNIT.match(name)
        spec = {"id": m.group("id"), "player": p, **where}
        if m.group("ws"):
            spec["warscroll"] = m.group("ws")
        self._setup()["units"].append(spec)

    def unit_spec(self, name: str) -> dict:
        for u in self._setup()["units"]:
            if u["id"] == name:
                return u
        raise DriverError(f"no unit {name!r} set up yet")

    def set(self, key: str, value) -> None:
        self._setup()[key] = value

    def set_for(self, key: str, p: str, value) -> None:
        self._setup().setdefault(key, {})[p] = value

    def add(self, key: str, value) -> None:
        self._setup().setdefault(key, []).append(value)

    def dice(self, faces: list[int]) -> None:
        if not self.started:
            self._setup().setdefault("dice", []).extend(faces)
        else:
            self.send({"type": "act", "action": {"do": "dice", "faces": faces}})

    # --- acting -------------------------------------------------------------------------------------------------
    def do(self, p: str, do: str, expect_refusal: bool = False, **fields) -> None:
        self.act({"do": do, "player": p, **fields}, expect_refusal)

    def end_turn(self, p: str) -> None:
        """`next` until the turn is over; the events of all of it are the last action's."""
        events = []
        for _ in range(8):
            self.do(p, "next")
            events += self.last_events
            b = self.battle()
            if b["winner"] is not None or b["active"] != p or b["phase"] == "start":
                break
        self.last_events = events

    @staticmethod
    def vector(inches: float, direction: str) -> list[float]:
        dx, dy = DIRECTIONS[direction]
        return [dx * inches, dy * inches]

    # --- reading ------------------------------------------------------------------------------------------------
    def unit_state(self, name: str) -> dict:
        return self.read("unit", unit=name)

    def battle(self) -> dict:
        return self.read("battle")
