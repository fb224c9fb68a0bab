"""Action windows: moments when the players, taking turns, may act or pass (Invasion timing.B).

A window holds who has priority, how many players passed in a row and the chain of actions taken since the
last resolution. The game asks it what happens on each decision:

    w = ActionWindow(["A", "B"], at="timing.D.2")   # A has priority first
    w.act("A", entry)      # A's action goes on the chain; priority passes to B (timing.B.2)
    w.pass_("B")           # -> "pass" | "resolve" | "closed"
    #   "resolve": everyone passed in a row with actions on the chain: the game takes them one by one with
    #              w.chain.take() (last in, first out, timing.B.3), then calls w.resolved() (timing.B.4)
    #   "closed":  everyone passed in a row with nothing on the chain: the window is over

Refusals raise the kernel's IllegalAction naming the rule the game gave (`rule`), before anything changes.
Entries are plain JSON data; the window is saved with the game's snapshots (`to_json` / `from_json`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .chain import Chain
from .errors import IllegalAction


@dataclass
class ActionWindow:
    players: list[str]  # in priority order: players[0] has priority when the window opens
    at: str = ""  # the game's name for this window (a rule id such as "timing.D.2")
    rule: str = ""  # the rule a refusal names
    then: str = ""  # what the game does when the window closes (the game's own continuation name)
    priority: int = 0  # index into players: who may act now
    passes: int = 0  # players who passed in a row
    starter: int | None = None  # who put the first action on the current chain (priority returns after them)
    chain: Chain = field(default_factory=Chain)

    @property
    def to_act(self) -> str:
        return self.players[self.priority]

    def _turn(self, player: str, what: str) -> None:
        if player != self.to_act:
            raise IllegalAction(self.rule or self.at, f"player {player} can't {what} now: player {self.to_act} "
                                                      "has priority")

    def check(self, player: str) -> None:
        """Refuse (IllegalAction) an action by a player who does not have priority."""
        self._turn(player, "take an action")

    def act(self, player: str, entry: dict[str, Any]) -> None:
        """The player with priority adds an action to the chain; the next player gets priority."""
        self._turn(player, "take an action")
        if not self.chain:
            self.starter = self.priority
        self.chain.add(entry)
        self.passes = 0
        self.priority = (self.priority + 1) % len(self.players)

    def pass_(self, player: str) -> str:
        """The player with priority passes. Every player passing in a row resolves the chain, or closes the
        window when the chain is empty."""
        self._turn(player, "pass")
        self.passes += 1
        self.priority = (self.priority + 1) % len(self.players)
        if self.passes < len(self.players):
            return "pass"
        return "resolve" if self.chain else "closed"

    def resolved(self) -> None:
        """The chain has resolved: priority goes to the player after the one who started it (timing.B.4)."""
        start = self.starter if self.starter is not None else self.priority
        self.priority = (start + 1) % len(self.players)
        self.passes, self.starter = 0, None

    def to_json(self) -> dict[str, Any]:
        return {"players": list(self.players), "at": self.at, "rule": self.rule, "then": self.then,
                "priority": self.priority, "passes": self.passes, "starter": self.starter,
                "chain": self.chain.to_json()}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "ActionWindow":
        return cls(list(d["players"]), d["at"], d["rule"], d["then"], d["priority"], d["passes"], d["starter"],
                   Chain.from_json(d["chain"]))
