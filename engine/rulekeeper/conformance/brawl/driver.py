"""The Brawl driver: the steps' words turned into protocol messages (games/brawl/protocol.py describes them). It
never imports an engine. Positions are ASCII hex maps (a row letter, then one word a hex: `.` or the board's own
legend `S T D` for an empty hex, a Champion's two-letter mark, capitalised for player A, lower case for B)."""

from __future__ import annotations

from ..driver import Driver, DriverError
from ..links import Link

LEGEND = {".", "S", "T", "D"}  # an empty hex, drawn as the board shows it


class BrawlDriver(Driver):
    def __init__(self, link: Link) -> None:
        super().__init__(link)
        self.position: dict = {}

    def _setup(self) -> dict:
        if self.started:
            raise DriverError("a Given step after the first action: set up the whole position first")
        return self.position

    def setup_request(self) -> dict:
        if "new_game" in self.position:
            return {"new_game": self.position["new_game"], "answers": list(self.answers)}
        return {"position": self.position, "answers": list(self.answers)}

    def new_game(self, first: str, draft: str = "casual", variant: str = "standard") -> None:
        """A whole game set up by the rulebook instead of a position."""
        self._setup()["new_game"] = {"seed": 1, "first": first, "draft": draft, "variant": variant}

    def tornado(self) -> None:
        """A Super Team Tornado position: players A-D, A with C against B with D."""
        self._setup()["variant"] = "tornado"

    def place(self, p: str, name: str, hex_: str) -> None:
        pos = self._setup()
        if hex_ == "the gate":
            pos.setdefault("gate", {}).setdefault(p, []).append(name)
        else:
            pos.setdefault("hex", {})[name] = hex_
            pos.setdefault("owner", {})[name] = p

    def challenge(self, name: str, slot: int) -> None:
        track = self._setup().setdefault("track", [])
        track.extend([None] * (slot - len(track)))
        track[slot - 1] = name

    def standard_used(self, action: str) -> None:
        self._setup().setdefault("standard_used", []).append(action)

    # --- setting up ---------------------------------------------------------------------------------------------
    def arena(self, text: str) -> None:
        self._setup()["map"] = text

    def put(self, key: str, p: str, names: list[str]) -> None:
        self._setup().setdefault(key, {}).setdefault(p, []).extend(names)

    def deck(self, p: str, names: list[str]) -> None:
        self._setup().setdefault("deck", {})[p] = names

    def set_damage(self, name: str, n: int) -> None:
        self._setup().setdefault("damage", {})[name] = n

    def flag(self, key: str, name: str) -> None:
        self._setup().setdefault(key, []).append(name)

    def trap(self, token: str, hex_: str) -> None:
        self._setup().setdefault("traps", {})[hex_] = token

    def supply(self, tokens: list[str]) -> None:
        self._setup()["supply"] = tokens

    def set_vp(self, p: str, n: int) -> None:
        self._setup().setdefault("vp", {})[p] = n

    def set_turn(self, p: str) -> None:
        self._setup()["active"] = p

    # --- acting -------------------------------------------------------------------------------------------------
    def play(self, p: str, card: str, expect_refusal: bool = False) -> None:
        self.act({"do": "play", "player": p, "card": card}, expect_refusal)

    def standard(self, p: str, action: str, champion: str, discard: str, expect_refusal: bool = False) -> None:
        self.act({"do": "standard", "player": p, "action": action, "champion": champion, "discard": discard},
                 expect_refusal)

    def end_turn(self, p: str, expect_refusal: bool = False) -> None:
        self.act({"do": "end", "player": p}, expect_refusal)

    # --- reading ------------------------------------------------------------------------------------------------
    def champion(self, name: str) -> dict:
        return self.read("champion", name=name)

    def zone(self, p: str, zone: str) -> list[str]:
        return self.read("zone", player=p, zone=zone)

    def map_differences(self, expected: str) -> list[str]:
        """Rows of `expected` whose Champions differ from the engine's map (empty hexes compare equal)."""
        actual = {line.split()[0]: line.split()[1:] for line in self.read("map").splitlines() if line.split()}
        out = []
        for line in expected.splitlines():
            words = line.split()
            if not words:
                continue
            row, want = words[0], words[1:]
            got = actual.get(row)
            if got is None or len(got) != len(want):
                raise DriverError(f"row {row} of the expected map does not fit the arena ({got})")
            if [w if w not in LEGEND else "." for w in want] != [w if w not in LEGEND else "." for w in got]:
                out.append(f"row {row}: expected {' '.join(want)}, the engine has {' '.join(got)}")
        return out
