"""The one seeded RNG of a game, kept in its state so that snapshots restore it exactly."""

from __future__ import annotations

import random
from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")


class Rng:
    """A seeded Mersenne Twister whose whole state is JSON (for snapshot/restore)."""

    __slots__ = ("_r",)

    def __init__(self, seed: int | str = 0):
        self._r = random.Random(seed)

    def shuffle(self, items: MutableSequence[T]) -> None:
        self._r.shuffle(items)

    def randrange(self, n: int) -> int:
        return self._r.randrange(n)

    def choice(self, items: Sequence[T]) -> T:
        return items[self._r.randrange(len(items))]

    def to_json(self) -> list:
        version, internal, gauss = self._r.getstate()
        return [version, list(internal), gauss]

    @classmethod
    def from_json(cls, data: list) -> "Rng":
        rng = cls(0)
        rng._r.setstate((data[0], tuple(data[1]), data[2]))
        return rng
