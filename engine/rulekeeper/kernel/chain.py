"""A chain of responses and a queue of triggered effects, for games whose players answer each other's actions.

`Chain` is a last-in-first-out stack of entries: each response goes on top and the top resolves first
(Invasion timing.B.3, faq.18). `Triggered` holds the effects that trigger by themselves (forced effects) until
they resolve: the active player's first, then the next player's (Invasion timing.A). Entries are plain JSON data
(the game decides what they carry: a card id, an ability number, targets), so both live inside a game's
state and are saved with its snapshots.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Chain:
    """A stack of effects waiting to resolve: `add` puts one on top, `take` removes the top one (LIFO)."""
    entries: list[dict[str, Any]] = field(default_factory=list)

    def add(self, entry: dict[str, Any]) -> None:
        self.entries.append(entry)

    def take(self) -> dict[str, Any]:
        """The last effect added: it resolves first. IndexError on an empty chain (a bug in the caller)."""
        return self.entries.pop()

    @property
    def top(self) -> dict[str, Any] | None:
        return self.entries[-1] if self.entries else None

    def __len__(self) -> int:
        return len(self.entries)

    def __bool__(self) -> bool:
        return bool(self.entries)

    def to_json(self) -> list[dict[str, Any]]:
        return [dict(e) for e in self.entries]

    @classmethod
    def from_json(cls, data: list) -> "Chain":
        return cls([dict(e) for e in data])


@dataclass
class Triggered:
    """Effects that triggered and wait to resolve, each with the player who controls it.

    `next(order)` gives the next one to resolve: every effect of the first player in `order` (the active
    player) before any of the next player's, each player's in the order they triggered.
    """
    waiting: list[list] = field(default_factory=list)  # [player, entry]

    def add(self, player: str, entry: dict[str, Any]) -> None:
        self.waiting.append([player, entry])

    def next(self, order: list[str] | tuple[str, ...]) -> tuple[str, dict[str, Any]] | None:
        for player in order:
            for i, (who, entry) in enumerate(self.waiting):
                if who == player:
                    del self.waiting[i]
                    return who, entry
        if self.waiting:  # a player not in `order`: still resolved, last
            who, entry = self.waiting.pop(0)
            return who, entry
        return None

    def __len__(self) -> int:
        return len(self.waiting)

    def to_json(self) -> list:
        return [[p, dict(e)] for p, e in self.waiting]

    @classmethod
    def from_json(cls, data: list) -> "Triggered":
        return cls([[p, dict(e)] for p, e in data])
