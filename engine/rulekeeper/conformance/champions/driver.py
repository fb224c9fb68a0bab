"""The Champions driver: the one narrow seam between the conformance steps and an engine (DESIGN.md, "Gherkin").

Three kinds of method: set up a position (`place_*`, `put`, `set_*`; collected, then built once), take an action
(`play`, `heroic_act`, `pass_`, `begin_turn`, ...), read the state (`health`, `corner`, `where`, `names_in`,
`events`, ...). Players are "A"/"B", lanes 1-4 left to right as their owner sees them, corners 1-4 (1 = upright).
Another team's engine plugs in by replacing `adapter.py` (or this class) and keeping these methods.
"""

from __future__ import annotations

import yaml

from ...kernel import Scripted
from . import adapter as api


class DriverError(AssertionError):
    """A mistake in the feature, not in the engine: a card that doesn't exist, an impossible position, a Given
    after the first action, a docstring that isn't a card."""


class JudgeChoices(Scripted):
    """Scripted answers as a judge words them: an option's exact label, or its label without the "(A lane 2)"
    the engine adds ("Warrior Champion" answers "Warrior Champion (A lane 2)")."""

    def choose(self, player, prompt, options):
        if self.answers and isinstance(self.answers[0], str):
            want = self.answers[0].lower()
            labels = [o.lower() for o in options]
            if want not in labels:
                close = [i for i, o in enumerate(labels) if o.split(" (")[0] == want or o.split(": ", 1)[-1].split(" (")[0] == want]
                if close:
                    self.answers[0] = close[0]
        return super().choose(player, prompt, options)


class ChampionsDriver:
    def __init__(self) -> None:
        self.inline: dict = {}
        self.position: dict = {"active": "A", "phase": "action", "players": {"A": {}, "B": {}}}
        self.unplaced: dict[str, list[str]] = {"A": [], "B": []}
        self.answers: list[str] = []
        self.deck_list: str | None = None
        self.decks: dict[str, str] = {}
        self._game = None
        self.refusal = None
        self.before: str | None = None
        self.mark = 0

    # --- cards -----------------------------------------------------------------------------------------------
    def _entry(self, text: str) -> dict:
        try:
            entry = yaml.safe_load(text)
        except yaml.YAMLError as exc:
            raise DriverError(f"the docstring is not valid YAML: {exc}") from None
        if not isinstance(entry, dict):
            raise DriverError(f"a card is one cards.yaml entry (a mapping), not {text!r}")
        return entry

    def define_card(self, text: str) -> str:
        """A card written inline in a scenario: one cards.yaml entry (its `text` in the card-text language)."""
        card = api.card_from_entry(self._entry(text), "scenario")
        self.inline[card.name] = card
        return card.name

    def card_error(self, text: str) -> str | None:
        """The error a card definition gets (None when it is accepted)."""
        try:
            api.card_from_entry(self._entry(text), "scenario")
        except ValueError as exc:
            return str(exc)
        return None

    @property
    def pool(self) -> dict:
        return {**api.card_pool(), **self.inline}

    # --- setting up a position -------------------------------------------------------------------------------
    def _setup(self) -> dict:
        if self._game is not None:
            raise DriverError("a Given step after the first action: set up the whole position first")
        return self.position

    def _player(self, p: str) -> dict:
        return self._setup()["players"][p]

    def _lane(self, p: str, lane: int) -> dict:
        return self._player(p).setdefault("lanes", {}).setdefault(lane, {})

    def _lane_of_champion(self, p: str, champion: str) -> int:
        for lane, spec in self._player(p).get("lanes", {}).items():
            if spec.get("champion") == champion:
                return lane
        raise DriverError(f"player {p} has no champion {champion!r} in the scenario (place it first)")

    def set_turn(self, p: str, phase: str = "action") -> None:
        phase = phase.lower()
        self._setup().update(active=p, phase={"end of turn": "end"}.get(phase, phase))

    def set_health(self, p: str, n: int) -> None:
        self._player(p)["health"] = n

    def set_actions(self, p: str, n: int) -> None:
        self._setup().update(active=p, actions=n)

    def place_champion(self, p: str, name: str, lane: int, corner: int = 1) -> None:
        self._lane(p, lane).update(champion=name, corner=corner)

    def place_blessing(self, p: str, name: str, champion: str, revealed: bool, corner: int = 1) -> None:
        lane = self._lane(p, self._lane_of_champion(p, champion))
        lane["blessing"] = {"card": name, "revealed": revealed, "corner": corner}

    def place_in_play(self, p: str, name: str, champion: str, corner: int = 1) -> None:
        lane = self._lane(p, self._lane_of_champion(p, champion))
        lane.setdefault("front", []).append({"card": name, "corner": corner})

    def put(self, p: str, zone: str, names: list[str]) -> None:
        """Hand in any order; deck listed from the top; discard pile from the bottom; champions = unplaced."""
        if zone == "champions":
            self._setup()
            self.unplaced[p].extend(names)
            return
        self._player(p).setdefault(zone, []).extend(names)

    def script(self, *answers: str) -> None:
        if self._game is None:
            self.answers.extend(answers)
        else:
            self._game.decisions.add(*answers)

    # --- the game, built from the position on first use ------------------------------------------------------
    @property
    def game(self):
        if self._game is None:
            try:
                self._game = api.build(self.pool, self.position, self.unplaced, JudgeChoices(self.answers))
            except (KeyError, ValueError) as exc:
                raise DriverError(f"the scenario's position can't be set up: {str(exc).strip(chr(34))}") from None
            self.mark = len(self._game.s.log)
        return self._game

    def _act(self, fn, *args, expect_refusal: bool = False) -> None:
        game = self.game
        self.before = api.snapshot_text(game)
        self.mark = len(game.s.log)
        self.refusal = None
        try:
            fn(game, *args)
        except api.IllegalAction as exc:
            if not expect_refusal:
                raise
            self.refusal = exc

    def play(self, p: str, card: str, champion: str, expect_refusal: bool = False) -> None:
        self._act(api.play_card, p, card, champion, expect_refusal=expect_refusal)

    def heroic_act(self, p: str, card: str, expect_refusal: bool = False, index: int = 0) -> None:
        self._act(api.heroic_act, p, card, index, expect_refusal=expect_refusal)

    def pass_(self, p: str, expect_refusal: bool = False) -> None:
        self._act(api.pass_actions, p, expect_refusal=expect_refusal)

    def begin_turn(self) -> None:
        self._act(api.begin_turn)

    def battlefield_phase(self) -> None:
        self._act(api.battlefield_phase)

    def end_turn(self) -> None:
        self._act(api.end_turn)

    def swap_champions(self, p: str, first: str, second: str) -> None:
        self._act(api.swap_champions, p, first, second)

    def set_up_game(self, first: str) -> None:
        if set(self.decks) != {"A", "B"}:
            raise DriverError("both players bring a deck (`player A brings the deck:`) before the game is set up")
        self._game = api.set_up(self.pool, {p: self._entry(t) for p, t in self.decks.items()}, first,
                                JudgeChoices(self.answers))
        self.mark = 0

    def check_deck(self) -> list[tuple[str | None, str]]:
        if self.deck_list is None:
            raise DriverError("no deck list given (`Given the deck list:`)")
        return api.check_deck(self.pool, self._entry(self.deck_list))

    # --- reading the state -------------------------------------------------------------------------------------
    def find(self, name: str, p: str | None = None) -> int:
        found = api.find_card(self.game, name, p)
        if found is None:
            raise DriverError(f"no card named {name!r}" + (f" of player {p}" if p else "") + " in the game")
        return found

    def lane_of(self, name: str, p: str | None = None) -> int:
        lane = self.game.lane_of(self.find(name, p))
        if lane is None:
            raise AssertionError(f"{name!r} is not on the battlefield (it is in {api.place_of(self.game, self.find(name, p))})")
        return lane + 1

    def corner(self, name: str) -> int:
        cid = self.find(name)
        if cid not in self.game.s.status:
            raise AssertionError(f"{name!r} has no corner: it is in {api.place_of(self.game, cid)}")
        return self.game.corner(cid)

    def objective(self, name: str) -> str:
        card = self.pool[name]
        return str(card.objectives[(self.corner(name) - 1) % 4])

    def objective_corner(self, name: str, objective: str) -> int:
        if name not in self.pool:
            raise DriverError(f"no card named {name!r}")
        for i, obj in enumerate(self.pool[name].objectives):
            if str(obj) == objective:
                return i + 1
        raise DriverError(f"{name!r} has no {objective!r} objective")

    def where(self, name: str, p: str | None = None) -> str:
        """hand | deck | discard | limbo | play | champion | blessing (face down under) | back (revealed)."""
        return api.place_of(self.game, self.find(name, p))

    def names_in(self, p: str, zone: str) -> list[str]:
        """Hand / deck (top first) / discard pile (bottom first), by name."""
        return self.game.cards_in(p, zone)

    def in_lane(self, p: str, lane: int) -> list[str]:
        return self.game.cards_in(p, f"lane{lane - 1}.front")

    def support(self, p: str, lane: int) -> int:
        """The engine's Support (6.1.2) of the Stack in a lane: read from the engine, never recounted here."""
        return api.support(self.game, p, lane - 1)

    def face_up(self, name: str) -> bool:
        return self.game.status(self.find(name)).face_up

    def health(self, p: str) -> int:
        return self.game.health(p)

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
        """The whole event log (the results plugin stores it with the scenario); empty if no game was built."""
        return self.events() if self._game is not None else []

    def can_see(self, viewer: str, name: str) -> bool:
        return api.visible(self.game.view(viewer), name)

    def seen_count(self, viewer: str, p: str, zone: str) -> int:
        got = self.game.view(viewer)["players"][p][zone]
        return got if isinstance(got, int) else len(got)

    def sees_deck_order(self, viewer: str, p: str) -> bool:
        """Does `viewer`'s view show the order of `p`'s deck (top first or bottom first)? (2.11.1c, 3.1.1e)"""
        order = self.names_in(p, "deck")
        if len(order) < 2 or order in (sorted(order), sorted(order, reverse=True)):
            raise DriverError("to check that a deck's order is hidden, give it 2 or more cards in an order that is "
                              "not alphabetical (an alphabetical list can't be told from the deck's contents)")
        return api.shows_sequence(self.game.view(viewer), order)

    def brought_actions(self, p: str) -> list[str]:
        """The Action cards of the deck player `p` brought, in the order of its deck list (before the shuffle)."""
        if p not in self.decks:
            raise DriverError(f"player {p} brought no deck (`Given player {p} brings the deck:`)")
        return api.deck_actions(self._entry(self.decks[p]))

    def placement_order(self) -> list[str]:
        return [e["player"] for e in self.events() if e["kind"] == "place_champion"]

    def blessings_under(self, p: str) -> int:
        return sum(len(self.game.s.zones[f"{p}.lane{ln}.blessing"]) for ln in range(4))

    def champions_on_battlefield(self, p: str) -> int:
        return len(list(self.game.champions(p)))
