"""The Champions driver: the steps' words turned into protocol messages (conformance/driver.py; the messages are
described by protocol.schema.json beside this file). It never imports an engine.

Three kinds of method: set up a position (`place_*`, `put`, `set_*`: collected, then sent as one `setup` on first
use), take an action (`play`, `heroic_act`, `pass_`, `begin_turn`, ...: one `act`), read the state (`health`,
`corner`, `where`, `names_in`, `events`, ...: one `query`). Cards, choices, deck lists, refusals and the log are the shared Driver's. Players are "A"/"B", lanes 1-4 left to right as their
owner sees them, corners 1-4 (1 = upright).
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

import yaml

from ..driver import Driver, DriverError
from ..links import Link

__all__ = ["ChampionsDriver", "DriverError", "stock_cards"]


@lru_cache(maxsize=None)
def stock_cards() -> tuple[dict, ...]:
    """The stock scenario cards (stock.yaml): sent with every setup, beside the cards a scenario defines."""
    data = yaml.safe_load(Path(__file__).with_name("stock.yaml").read_text(encoding="utf-8"))
    return tuple(data["cards"])


class ChampionsDriver(Driver):
    def __init__(self, link: Link) -> None:
        super().__init__(link)
        self.position: dict = {"active": "A", "phase": "action", "players": {"A": {}, "B": {}}}
        self.decks: dict[str, str] = {}

    def cards(self) -> list[dict]:
        return [*stock_cards(), *self.inline]

    # --- setting up a position -------------------------------------------------------------------------------
    def _setup(self) -> dict:
        if self.started:
            raise DriverError("a Given step after the first action: set up the whole position first")
        return self.position

    def _player(self, p: str) -> dict:
        return self._setup()["players"][p]

    def _lane(self, p: str, lane: int) -> dict:
        return self._player(p).setdefault("lanes", {}).setdefault(str(lane), {})

    def _lane_of_champion(self, p: str, champion: str) -> int:
        for lane, spec in self._player(p).get("lanes", {}).items():
            if spec.get("champion") == champion:
                return int(lane)
        raise DriverError(f"player {p} has no champion {champion!r} in the scenario (place it first)")

    def set_turn(self, p: str, phase: str = "action") -> None:
        phase = phase.lower()
        self._setup().update(active=p, phase={"end of turn": "end"}.get(phase, phase))

    def set_health(self, p: str, n: int) -> None:
        self._player(p)["health"] = n

    def set_actions(self, p: str, n: int) -> None:
        self._setup().update(active=p, actions=n)

    def place_champion(self, p: str, name: str, lane: int, corner: int | str = 1) -> None:
        """`corner` is 1-4, or the name of the Quest Objective the Champion is on (its first such corner)."""
        self._lane(p, lane).update(champion=name, corner=corner)

    def place_blessing(self, p: str, name: str, champion: str, revealed: bool, corner: int = 1) -> None:
        lane = self._lane(p, self._lane_of_champion(p, champion))
        lane["blessing"] = {"card": name, "revealed": revealed, "corner": corner}

    def place_in_play(self, p: str, name: str, champion: str, corner: int = 1) -> None:
        lane = self._lane(p, self._lane_of_champion(p, champion))
        lane.setdefault("front", []).append({"card": name, "corner": corner})

    def put(self, p: str, zone: str, names: list[str]) -> None:
        """Hand in any order; deck listed from the top; discard pile from the bottom; champions = unplaced."""
        self._player(p).setdefault(zone, []).extend(names)

    # --- the game, set up from the position on first use -----------------------------------------------------
    def setup_request(self) -> dict:
        return {"position": self.position, "cards": self.cards(), "choices": self.answers}

    def play(self, p: str, card: str, champion: str, expect_refusal: bool = False) -> None:
        self.act({"do": "play", "player": p, "card": card, "champion": champion}, expect_refusal=expect_refusal)

    def heroic_act(self, p: str, card: str, expect_refusal: bool = False, index: int = 0) -> None:
        self.act({"do": "heroic_act", "player": p, "card": card, "index": index}, expect_refusal=expect_refusal)

    def pass_(self, p: str, expect_refusal: bool = False) -> None:
        self.act({"do": "pass", "player": p}, expect_refusal=expect_refusal)

    def begin_turn(self) -> None:
        self.act({"do": "begin_turn"})

    def battlefield_phase(self) -> None:
        self.act({"do": "battlefield_phase"})

    def end_turn(self) -> None:
        self.act({"do": "end_turn"})

    def swap_champions(self, p: str, first: str, second: str) -> None:
        self.act({"do": "swap_champions", "player": p, "first": first, "second": second})

    def set_up_game(self, first: str) -> None:
        if set(self.decks) != {"A", "B"}:
            raise DriverError("both players bring a deck (`player A brings the deck:`) before the game is set up")
        decks = {p: self.entry(t) for p, t in self.decks.items()}
        self.last_events = self.start({"decks": decks, "first": first, "seed": 1, "cards": self.cards(),
                                       "choices": self.answers})

    # --- reading the state -------------------------------------------------------------------------------------
    def card(self, name: str, p: str | None = None, lane: int | None = None) -> dict:
        """Where a card is and its status: place, lane, corner, face_up, objective, dormant, active,
        quest_complete (the battlefield first, then hand, limbo, discard pile, deck; `lane` to tell two cards of
        one name apart)."""
        found = self.read("card", card=name, player=p, lane=lane)
        if found is None:
            raise DriverError(f"no card named {name!r}" + (f" of player {p}" if p else "")
                              + (f" in lane {lane}" if lane else "") + " in the game")
        return found

    def lane_of(self, name: str, p: str | None = None) -> int:
        card = self.card(name, p)
        if card["lane"] is None:
            raise AssertionError(f"{name!r} is not on the battlefield (it is in {card['place']})")
        return card["lane"]

    def corner(self, name: str, p: str | None = None, lane: int | None = None) -> int:
        card = self.card(name, p, lane)
        if card["corner"] is None:
            raise AssertionError(f"{name!r} has no corner: it is in {card['place']}")
        return card["corner"]

    def objective(self, name: str) -> str:
        card = self.card(name)
        if card["objective"] is None:
            done = " (its Quest is complete)" if card.get("quest_complete") else ""
            raise AssertionError(f"{name!r} shows no Quest Objective: it is in {card['place']}{done}")
        return card["objective"]

    def status(self, name: str, which: str) -> bool:
        """dormant | active | quest_complete | face_up, as the engine reports it (None: the card has none)."""
        card = self.card(name)
        if card.get(which) is None:
            raise AssertionError(f"{name!r} has no {which.replace('_', ' ')} status: it is in {card['place']}")
        return bool(card[which])

    def where(self, name: str, p: str | None = None) -> str:
        """hand | deck | discard | limbo | play | champion | blessing (face down under) | back (revealed)."""
        return self.card(name, p)["place"]

    def names_in(self, p: str, zone: str) -> list[str]:
        """Hand / deck (top first) / discard pile (bottom first), by name."""
        return self.read("zone", player=p, zone=zone)

    def in_lane(self, p: str, lane: int) -> list[str]:
        return self.read("lane", player=p, lane=lane)

    def support(self, p: str, lane: int) -> int:
        """The engine's Support (6.1.2) of the Stack in a lane: read from the engine, never recounted here."""
        return self.read("support", player=p, lane=lane)

    def _player_state(self, p: str) -> dict:
        return self.read("player", player=p)

    def health(self, p: str) -> int:
        return self._player_state(p)["health"]

    def blessings_under(self, p: str) -> int:
        return self._player_state(p)["blessings_under"]

    def champions_on_battlefield(self, p: str) -> int:
        return self._player_state(p)["champions_on_battlefield"]

    def _turn(self) -> dict:
        return self.read("turn")

    def actions(self) -> int:
        return self._turn()["actions"]

    def active(self) -> str:
        return self._turn()["active"]

    def phase(self) -> str:
        return self._turn()["phase"]

    def view(self, viewer: str) -> dict:
        return self.read("view", player=viewer)

    def can_see(self, viewer: str, name: str) -> bool:
        """Does the viewer's view (2.11) show this card's name anywhere?"""
        return f'"{name}"' in json.dumps(self.view(viewer), ensure_ascii=False)

    def seen_count(self, viewer: str, p: str, zone: str) -> int:
        got = self.view(viewer)["players"][p][zone]
        return got if isinstance(got, int) else len(got)

    def sees_deck_order(self, viewer: str, p: str) -> bool:
        """Does `viewer`'s view show the order of `p`'s deck (top first or bottom first)? (2.11.1c, 3.1.1e)"""
        order = self.names_in(p, "deck")
        if len(order) < 2 or order in (sorted(order), sorted(order, reverse=True)):
            raise DriverError("to check that a deck's order is hidden, give it 2 or more cards in an order that is "
                              "not alphabetical (an alphabetical list can't be told from the deck's contents)")
        return _shows_sequence(self.view(viewer), order)

    def brought_actions(self, p: str) -> list[str]:
        """The Action cards of the deck player `p` brought, in the order of its deck list (before the shuffle)."""
        if p not in self.decks:
            raise DriverError(f"player {p} brought no deck (`Given player {p} brings the deck:`)")
        return self.query("deck_actions", deck=self.entry(self.decks[p]))

    def placement_order(self) -> list[str]:
        return [e["player"] for e in self.events() if e["kind"] == "place_champion"]


def _shows_sequence(view, seq: list[str]) -> bool:
    """Does a player's view hold this list of names, in this order or reversed, anywhere?"""
    if isinstance(view, dict):
        return any(_shows_sequence(v, seq) for v in view.values())
    if isinstance(view, list):
        return view in (seq, seq[::-1]) or any(_shows_sequence(v, seq) for v in view)
    return False
