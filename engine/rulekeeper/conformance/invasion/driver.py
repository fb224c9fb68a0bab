"""The Invasion driver: the steps' words turned into protocol messages (conformance/driver.py; the messages are
described by protocol.schema.json beside this file). It never imports an engine.

Set up a position (`set_*`, `put`, `place`: collected, then sent as one `setup` on first use), take an action
(`play`, `develop`, `attack`, `declare`, `assign`, ...: one `act`), read the state (`capital`, `names_in`,
`card`, `resources`, ...: one `query`). Players are "A"/"B"; zones kingdom, quest, battlefield.
"""

from __future__ import annotations

from ..driver import Driver, DriverError
from ..links import Link

__all__ = ["InvasionDriver", "DriverError"]

FILLER = "Drill Neutral Watchtower"  # a text-less card of the project's drill cards, for decks of a given size


class InvasionDriver(Driver):
    def __init__(self, link: Link) -> None:
        super().__init__(link)
        self.position: dict = {"active": "A", "phase": "capital", "turn": 2, "players": {"A": {}, "B": {}}}
        self.decks: dict[str, list[str]] = {}
        self.first: str | None = None

    # --- setting up a position -------------------------------------------------------------------------------
    def _setup(self) -> dict:
        if self.started:
            raise DriverError("a Given step after the first action: set up the whole position first")
        return self.position

    def _player(self, p: str) -> dict:
        return self._setup()["players"][p]

    def set_turn(self, p: str, phase: str, turn: int | None = None) -> None:
        self._setup().update(active=p, phase=phase)
        if turn is not None:
            self._setup()["turn"] = turn

    def set_first(self, p: str) -> None:
        self._setup()["first"] = p
        self.first = p

    def set(self, p: str, field: str, value) -> None:
        self._player(p)[field] = value

    def put(self, p: str, place: str, names: list[str]) -> None:
        """hand, discard, deck (top first), or a zone (kingdom, quest, battlefield)."""
        self._player(p).setdefault(place, []).extend(names)

    def place(self, p: str, zone: str, name: str, damage: int = 0, corrupted: bool = False, **more) -> None:
        """A card in play (more: owner, tokens, attached_to, questing_on)."""
        self._player(p).setdefault(zone, []).append({"card": name, "damage": damage, "corrupted": corrupted, **more})

    def develop_in(self, p: str, zone: str, n: int) -> None:
        self._player(p).setdefault("developments", {}).setdefault(zone, []).extend([FILLER] * n)

    def zone_damage(self, p: str, zone: str, n: int) -> None:
        self._player(p).setdefault("damage", {})[zone] = n

    def burn(self, p: str, zone: str) -> None:
        self._player(p).setdefault("burned", []).append(zone)

    def setup_request(self) -> dict:
        return {"position": self.position, "cards": self.cards(), "choices": list(self.answers)}

    def set_up_game(self, first: str) -> None:
        if set(self.decks) != {"A", "B"}:
            raise DriverError("both players bring a deck before the game is set up")
        self.last_events = self.start({"decks": self.decks, "first": first, "seed": 1, "cards": self.cards()})

    # --- actions ------------------------------------------------------------------------------------------------
    def do(self, do: str, p: str | None = None, refuse: bool = False, **fields) -> None:
        self.act({"do": do, **({"player": p} if p else {}), **fields}, expect_refusal=refuse)

    def effect(self, p: str, kind: str, refuse: bool = False, **fields) -> None:
        """A card effect of player p's carried out now: cards as {"player", "card"}, sections {"player", "zone"}."""
        self.do("effect", p, refuse, effect=kind, **fields)

    def assign(self, p: str, rows: list[tuple[str, int]], refuse: bool = False) -> None:
        self.do("assign", p, refuse, damage=dict(rows))

    def trigger(self, p: str, name: str, targets: list, refuse: bool = False, paying: list | None = None) -> None:
        """An Action: ability of a card in play (timing.B.2), its targets named in the text's order; `paying`:
        the player's cards a "sacrifice a ..." cost takes."""
        self.do("action", p, refuse, card=name, targets=targets, **({"paying": paying} if paying else {}))

    def play_tactic(self, p: str, name: str, targets: list, refuse: bool = False) -> None:
        self.do("play_tactic", p, refuse, card=name, targets=targets)

    def window(self) -> dict:
        """{open, at, priority, chain}: the action window open now (timing.B)."""
        return self.read("window")

    # --- reading the state ---------------------------------------------------------------------------------------
    def capital(self, p: str, zone: str) -> dict:
        return self.read("capital", player=p, zone=zone)

    def player(self, p: str) -> dict:
        return self.read("player", player=p)

    def names_in(self, p: str, place: str) -> list[str]:
        return self.read("zone", player=p, zone=place)

    def card(self, name: str, p: str | None = None) -> dict:
        found = self.read("card", card=name, player=p)
        if found is None:
            raise DriverError(f"no card named {name!r}" + (f" of player {p}" if p else "") + " in the game")
        return found

    def cost(self, p: str, name: str) -> int:
        return self.read("cost", player=p, card=name)

    def turn(self) -> dict:
        return self.read("turn")

    def view(self, viewer: str) -> dict:
        return self.read("view", player=viewer)
