"""The Champions driver: the one narrow seam between the conformance steps and an engine (DESIGN.md, "Gherkin").

Three kinds of method: set up a position (`place_*`, `put`, `set_*`), take an action (`play`, `heroic_act`,
`pass_`, `run_phase`, ...), read the state (`health`, `corner`, `where`, `names_in`, `events`, ...).
Another team's engine plugs in by providing a class with the same methods; everything a step says goes
through here, in the game's words: players "A"/"B", lanes 1-4 left to right, corners 1-4 (1 = upright).
"""

from __future__ import annotations

import yaml

from . import adapter as api
from ...kernel import IllegalAction, Scripted

HAND, DECK, DISCARD = "hand", "deck", "discard"


class DriverError(AssertionError):
    """A scenario names something that isn't there (a typo in the feature, not an engine failure)."""


class ChampionsDriver:
    def __init__(self) -> None:
        self.pool = dict(api.card_pool())
        self.decisions = Scripted()
        self.game = api.new_game(self.pool, self.decisions)
        self.refusal: IllegalAction | None = None
        self.before: str | None = None
        self.mark = 0  # log position when the last action started

    # --- cards -----------------------------------------------------------------------------------------------
    def define_card(self, text: str) -> str:
        """A card written inline in a scenario: one cards.yaml entry (its `text` in the card-text language)."""
        entry = yaml.safe_load(text)
        card = api.card_from_entry(entry, "scenario")
        self.pool[card.name] = card
        return card.name

    def _new(self, player: str, name: str) -> int:
        if name not in self.pool:
            raise DriverError(f"no card named {name!r} in spec/champions/cards.yaml or defined in the scenario")
        return api.new_card(self.game, player, name)

    # --- setting up a position -------------------------------------------------------------------------------
    def set_turn(self, player: str, phase: str = "action", actions: int | None = None) -> None:
        api.set_turn(self.game, player, phase.lower(), actions)

    def set_health(self, player: str, n: int) -> None:
        api.set_health(self.game, player, n)

    def set_actions(self, player: str, n: int) -> None:
        api.set_actions(self.game, player, n)

    def place_champion(self, player: str, name: str, lane: int, corner: int = 1) -> None:
        cid = self._new(player, name)
        api.place(self.game, cid, player, lane - 1, "champion", corner - 1)

    def place_blessing(self, player: str, name: str, champion: str, revealed: bool, corner: int = 1) -> None:
        lane = self.lane_of(champion)
        cid = self._new(player, name)
        api.place(self.game, cid, player, lane - 1, "back" if revealed else "blessing", corner - 1)

    def place_in_play(self, player: str, name: str, champion: str, corner: int = 1) -> None:
        lane = self.lane_of(champion)
        cid = self._new(player, name)
        api.place(self.game, cid, player, lane - 1, "front", corner - 1)

    def put(self, player: str, zone: str, names: list[str]) -> None:
        """Hand in any order; deck listed from the top; discard pile listed from the bottom."""
        ids = [self._new(player, n) for n in names]
        if zone == DECK:
            ids.reverse()  # the engine keeps the top of the deck last
        for cid in ids:
            api.put(self.game, cid, f"{player}.{zone}")

    def script(self, *answers: str) -> None:
        self.decisions.add(*answers)

    # --- actions -----------------------------------------------------------------------------------------------
    def _act(self, fn, *args, expect_refusal: bool = False) -> None:
        self.before = api.snapshot_text(self.game)
        self.mark = len(self.game.s.log)
        self.refusal = None
        try:
            fn(self.game, *args)
        except IllegalAction as exc:
            if not expect_refusal:
                raise
            self.refusal = exc

    def play(self, player: str, card: str, champion: str, expect_refusal: bool = False) -> None:
        self._act(api.play_card, player, card, champion, expect_refusal=expect_refusal)

    def heroic_act(self, player: str, card: str, expect_refusal: bool = False) -> None:
        self._act(api.heroic_act, player, card, expect_refusal=expect_refusal)

    def pass_(self, player: str, expect_refusal: bool = False) -> None:
        self._act(api.pass_action, player, expect_refusal=expect_refusal)

    def run_phase(self, phase: str) -> None:
        self._act(api.run_phase, phase.lower())

    def end_turn(self) -> None:
        self._act(api.end_turn)

    def start_turn(self) -> None:
        self._act(api.start_turn)

    def set_up_game(self, first: str, decks: dict) -> None:
        self._act(api.set_up_game, first, decks)

    # --- reading the state -------------------------------------------------------------------------------------
    def find(self, name: str, player: str | None = None) -> int:
        found = api.find_card(self.game, name, player)
        if found is None:
            raise DriverError(f"no card named {name!r}" + (f" of player {player}" if player else "") + " in the game")
        return found

    def lane_of(self, name: str) -> int:
        lane = self.game.lane_of(self.find(name))
        if lane is None:
            raise DriverError(f"{name!r} is not on the battlefield")
        return lane + 1

    def corner(self, name: str) -> int:
        return self.game.status(self.find(name)).rot + 1

    def objective(self, name: str, corner: int | None = None) -> str:
        card = self.pool[name]
        i = (corner or self.corner(name)) - 1
        return str(card.objectives[i % 4])

    def objective_corner(self, name: str, objective: str) -> int:
        for i, obj in enumerate(self.pool[name].objectives):
            if str(obj) == objective:
                return i + 1
        raise DriverError(f"{name!r} has no {objective!r} objective")

    def where(self, name: str, player: str | None = None) -> str:
        """hand | deck | discard | limbo | play | champion | blessing (face down under) | back (revealed)."""
        return api.place_of(self.game, self.find(name, player))

    def names_in(self, player: str, zone: str) -> list[str]:
        """Hand / deck (top first) / discard pile (bottom first), by name."""
        ids = list(self.game.s.zones.lists[f"{player}.{zone}"])
        if zone == DECK:
            ids.reverse()
        return [self.game.name(c) for c in ids]

    def in_lane(self, player: str, lane: int) -> list[str]:
        return [self.game.name(c) for c in self.game.front(player, lane - 1)]

    def face_up(self, name: str) -> bool:
        return self.game.status(self.find(name)).face_up

    def health(self, player: str) -> int:
        return self.game.s.health[player]

    def actions(self) -> int:
        return self.game.s.actions

    def active(self) -> str:
        return self.game.s.active

    def phase(self) -> str:
        return self.game.s.phase

    def winner(self) -> str | None:
        return self.game.s.winner

    def removed(self) -> set[str]:
        return set(self.game.s.removed)

    def unchanged(self) -> bool:
        return self.before is not None and api.snapshot_text(self.game) == self.before

    def events(self, since_action: bool = False) -> list[dict]:
        evs = self.game.s.log.events[self.mark:] if since_action else self.game.s.log.events
        return [e.to_dict() for e in evs]

    def log(self) -> list[dict]:
        """The whole event log (the results plugin stores it with the scenario)."""
        return self.events()

    def view(self, viewer: str) -> dict:
        """What one player may see (2.11)."""
        return api.view(self.game, viewer)
