"""The public face of a game of Brawl (kernel.engine.Engine): legal actions, doing one, views, invariants,
snapshots. `new_game` sets one up (setup.py); `Table` sits on `game.Game` and the rules modules."""

from __future__ import annotations

import copy

from ...kernel.engine import StateTable
from . import information, invariants, turn
from .arena import load_arena
from .cards import load_cards
from .game import Game
from .setup import new_game as _setup
from .tornado import new_game as _tornado


def new_game(seed: int | str = 0, decisions=None, arena=None, cards=None, first: str | None = None,
             draft: str = "casual", variant: str = "standard") -> "Table":
    """A game set up by the rulebook (setup.*; tornado.setup.* for variant "tornado"), every choice through
    `decisions`; `draft` is "casual" or "competitive"; `first` fixes the first player (in Super Team Tornado:
    the first team's first player, A or C for the team of A and C) instead of drawing it at random."""
    arena = arena or load_arena()
    champions, action_cards = cards or load_cards()
    if variant == "tornado":
        return _tornado(arena, champions, action_cards, seed, decisions, cls=Table, first=first, draft=draft)
    return _setup(arena, champions, action_cards, seed, decisions, cls=Table, first=first, draft=draft)


class Table(StateTable, Game):


    def to_act(self) -> str:
        return self.s.active

    def legal_actions(self, player: str) -> list[tuple]:
        return turn.legal_actions(self, player)

    def do(self, action) -> None:
        """One action of `legal_actions`; IllegalAction (naming the rule) before any change for another."""
        turn.do(self, action)
        self.board()

    def play(self, card: str) -> None:
        turn.do(self, ("play", card))

    def end_turn(self) -> None:
        turn.do(self, ("end",))

    def view(self, player: str) -> dict:
        return information.view(self, player)

    def check(self) -> list[str]:
        return invariants.check(self)

    def snapshot(self) -> dict:
        return {"state": copy.deepcopy(self.s)}

    def restore(self, snapshot: dict) -> None:
        self.s = copy.deepcopy(snapshot["state"])
