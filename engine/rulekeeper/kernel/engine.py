"""What the kernel asks of every game's engine (its public table), and of its random play.

`simulate` and `explain` (kernel/simulate.py) play any game through these two interfaces only; the conformance
protocol (kernel/protocol.py) is the other way in, for scenarios. A game's engine package offers
`simulation(cards=None, decks=None) -> Simulation`.
"""

from __future__ import annotations

from typing import Any, Protocol, Sequence

from .decisions import Decisions
from .events import EventLog


class Engine(Protocol):
    """One game in progress: legal actions, doing one, what each player sees, its invariants, its log."""

    log: EventLog
    # True: `check` runs every invariant over the whole state after every step. An engine that checks only what a
    # step changed honours it (a setting for tests and for comparing the two); the others always check it all.
    paranoid: bool

    @property
    def over(self) -> bool: ...

    @property
    def winner(self) -> str | None: ...

    @property
    def turn(self) -> int: ...

    def to_act(self) -> str:
        """The player whose action (or decision) is next."""

    def legal_actions(self, player: str) -> Sequence[Any]:
        """Every action `player` may take now; each can be passed back to `do`."""

    def do(self, action: Any) -> None:
        """Carry out one legal action (IllegalAction, naming its rule, for any other; the state unchanged)."""

    def view(self, player: str) -> dict:
        """What `player` may see: hidden information is hidden."""

    def check(self) -> list[str]:
        """The invariants that do not hold ([] when all do)."""

    def snapshot(self) -> dict: ...

    def restore(self, snapshot: dict) -> None: ...


class Simulation(Protocol):
    """How a game's random play starts: the inputs (cards, decks, armies ...) already loaded and checked."""

    game: str

    def start(self, seed: str, decisions: Decisions) -> tuple[Engine, str]:
        """A new game for this seed, its choices made by `decisions`; with a label (e.g. which decks)."""


class StateTable:
    """What every game's public table reads off its state `s` the same way (the Engine's winner, turn, over and
    log); a game's Table inherits it beside its Game and adds `to_act`, `legal_actions`, `do` ..."""

    s: Any
    paranoid = False

    @property
    def winner(self) -> str | None:
        return self.s.winner

    @property
    def turn(self) -> int:
        return self.s.turn

    @property
    def over(self) -> bool:
        return self.s.winner is not None

    @property
    def log(self) -> EventLog:
        return self.s.log
