"""The public face of a game (kernel.engine.Engine): actions as tuples or by name, reading the state. It sits on
top of game.Game and the rules modules; nothing below imports it."""

from __future__ import annotations

import json

from ...kernel import IllegalAction
from ...kernel.engine import StateTable
from . import actions, effects, information, invariants, position, revealing, setup, turn
from .cards import Card
from .game import Game
from .state import State


def new_game(pool: dict[str, Card], decks: dict[str, list[str]], seed: int | str = 0,
             first: str | None = None) -> "Table":
    return setup.new_game(pool, decks, seed, first, cls=Table)


def from_position(pool: dict[str, Card], position_: dict, seed: int | str = 1) -> "Table":
    return position.from_position(pool, position_, seed, cls=Table)


class Table(StateTable, Game):


    def to_act(self) -> str:
        """The player whose decision the game waits for."""
        return self.s.deciding

    def legal_actions(self, player: str) -> list[tuple]:
        with self.reading():
            return actions.legal_actions(self, player)

    def do(self, action: tuple, player: str | None = None) -> None:
        actions.do(self, player or self.s.deciding, action)

    def resolve(self, player: str, kind: str, /, **args) -> None:
        """A card effect of `player`'s carried out now (effects.py lists them); refused whole, nothing changed."""
        before, mark = self.snapshot(), len(self.s.log)
        try:
            effects.resolve(self, player, kind, **args)
        except IllegalAction:
            self.restore(before)
            raise
        from .abilities import run
        run.settle(self, mark)  # what the effect triggered: Forced effects resolve now (timing.A.2)

    def begin_turn(self) -> None:
        """Run phases 0-2 of the active player's turn for a position set up at its beginning."""
        if self.s.step != "begin":
            raise IllegalAction("core.turn.0", f"the turn has already begun (the game waits for {self.s.step})")
        turn.begin_turn(self)

    def hand_card(self, player: str, name: str | int) -> int:
        """A card in the player's hand by name, or the top card of their deck if they may play it as though it were
        in their hand (revealing.py)."""
        try:
            return self.find(player, name, "hand")
        except IllegalAction:
            top = revealing.top(self, player)
            if top is not None and self.name(top) == name and revealing.from_deck_top(self, player, top):
                return top
            raise

    def find(self, player: str, name: str | int, *places: str) -> int:
        """A card of `player` by name in one of `places` (or its id as it is)."""
        if isinstance(name, int):
            return name
        for place in places:
            for cid in self.cards(player, place):
                if self.name(cid) == name:
                    return cid
        raise IllegalAction(_RULE.get(places[0], "core.capital.zones"),
                            f"player {player} has no {name!r} in {' or '.join(places)}")

    def view(self, player: str) -> dict:
        with self.reading():
            return information.view(self, player)

    def check(self) -> list[str]:
        with self.reading():
            return invariants.check(self)

    def snapshot(self) -> dict:
        """A JSON copy of the whole state (nothing shared with the live game)."""
        return json.loads(json.dumps(self.s.to_json()))

    def snapshot_text(self) -> str:
        return json.dumps(self.snapshot(), sort_keys=True, separators=(",", ":"))

    def restore(self, snapshot: dict) -> None:
        self.s = State.from_json(json.loads(json.dumps(snapshot)))


_RULE = {"hand": "core.turn.3", "battlefield": "core.combat.2"}
