"""The public face of a game (documented in the package docstring): actions by name, reading the state.

`Table` sits on top of `game.Game` (the state and the helpers every rules module shares) and of the rules modules;
nothing below imports it, so the facade is in no import cycle. Everything here goes through the rules modules,
never around them. `new_game` and `from_position` build a Table.
"""

from __future__ import annotations

from ...kernel import Decisions, IllegalAction
from ...kernel.engine import StateTable
from . import actions, information, invariants, moving, position, setup, turn
from .cards import Card
from .game import Game
from .state import LANES


def new_game(pool: dict[str, Card], decks: dict[str, list[str]], seed: int | str = 0,
             decisions: Decisions | None = None, first: str | None = None, start: bool = True,
             index: dict | None = None) -> "Table":
    """3.2: a whole game set up from two decklists (setup.new_game), as a Table. (`index`: facts about this pool
    already worked out by other games, Game.index; the pool must be the same.)"""
    return setup.new_game(pool, decks, seed, decisions, first, start, cls=Table, index=index)


def from_position(pool: dict[str, Card], position_: dict, decisions: Decisions | None = None,
                  seed: int | str = 0) -> "Table":
    """An explicit position (position.from_position), as a Table."""
    return position.from_position(pool, position_, decisions, seed, cls=Table)


class Table(StateTable, Game):
    """What a driver, a scenario or a person at the table calls (kernel.engine.Engine, and actions by name)."""


    def to_act(self) -> str:
        """The active player acts (decisions for either player go through `decisions`)."""
        return self.s.active

    def hand_card(self, player: str, card: str | int) -> int:
        if isinstance(card, int):
            return card
        cid = self.find(player, card, "hand")
        if cid is None:
            raise IllegalAction("3.1.2a", f"{card} is not in player {player}'s hand")
        return cid

    def champion(self, player: str, which: str | int) -> int:
        """A Champion by name or by lane number (1-4)."""
        for lane, c in self.champions(player):
            if which == lane + 1 or which == self.name(c):
                return c
        raise IllegalAction("4.1.3.2a", f"player {player} has no Champion {which!r} on the battlefield")

    def in_play_card(self, player: str, name: str) -> int:
        """A card of `player` in play (Champion, top of a Stack, revealed Blessing) by name."""
        for cid in list(self.in_play(player)) + [self.blessing_in_play(player, ln) for ln in LANES
                                           if self.blessing_in_play(player, ln) is not None]:
            if self.name(cid) == name:
                return cid
        raise IllegalAction("2.9.1", f"player {player} has no {name!r} in play")

    def play(self, player: str, card: str | int, champion: str | int) -> None:
        """4.1.3.2: play a card from hand with a Champion (name or lane number)."""
        actions.play(self, player, self.hand_card(player, card), self.champion(player, champion))

    def heroic_act(self, player: str, card: str | int, index: int = 0) -> None:
        """4.1.3.3: use the Heroic Act of a card in play (a Champion's trait or an Action card)."""
        actions.heroic_act(self, player, card if isinstance(card, int) else self.in_play_card(player, card), index)

    def pass_actions(self, player: str) -> None:
        """4.1.3.4: pass all remaining actions; the turn goes on to the Draw and End phases and the next turn."""
        actions.pass_actions(self, player)

    def do(self, action: tuple) -> None:
        """Carry out one tuple of `legal_actions` (ids, not names) for the active player."""
        p = self.s.active
        if action[0] == "pass":
            actions.pass_actions(self, p)
        elif action[0] == "play":
            actions.play(self, p, action[1], action[2])
        elif action[0] == "heroic":
            actions.heroic_act(self, p, action[1], action[2])
        else:
            raise ValueError(f"unknown action {action!r}")

    def legal_actions(self, player: str) -> list[tuple]:
        found = actions.legal_actions(self, player)
        if self.paranoid:  # the precomputed refusals must say what the refusals themselves say
            afresh = actions.legal_actions_afresh(self, player)
            if sorted(found) != sorted(afresh):
                raise RuntimeError(f"legal actions {found} differ from the refusals' own {afresh}")
        return found

    def swap_champions(self, player: str, first: str | int, second: str | int) -> None:
        """2.10.4: two of `player`'s Champions (names or lane numbers 1-4) swap positions with what they control."""
        moving.swap_champions(self, self.champion(player, first), self.champion(player, second))

    def begin_turn(self) -> None:
        """Run the Start and Battlefield phases of the active player's turn (a position built in "start")."""
        self.s.turn -= 1
        turn.start_turn(self)

    def view(self, player: str) -> dict:
        return information.view(self, player)

    def check(self, full: bool | None = None) -> list[str]:
        """Invariant problems ([] when all hold): over what changed since the last check, or over the whole state
        (`full`; default: the `paranoid` setting, and always for the first check)."""
        return invariants.check(self, full)

    def health(self, player: str) -> int:
        return self.s.health[player]

    def corner(self, cid: int) -> int:
        """The current corner, 1-4 (5 = back to the original orientation)."""
        return self.s.status[cid].rot + 1

    def cards_in(self, player: str, zone: str) -> list[str]:
        """Names in `hand`, `deck` (top first), `discard` (top last), `limbo`, or `laneN.front` / `laneN.back` with
        the state's 0-based lane N (lane0 is lane 1)."""
        if zone == "limbo":
            return [self.name(c) for c in self.s.zones["limbo"]]
        lst = self.s.zones[f"{player}.{zone}"]
        names = [self.name(c) for c in lst]
        return names[::-1] if zone == "deck" else names

