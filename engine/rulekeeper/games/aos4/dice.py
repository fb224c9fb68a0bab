"""Dice: one object every rule rolls through, either the seeded kernel RNG or a script a scenario fixes ("the dice
roll 6, 4, 1"). Every roll is an event citing the rule that asked for it. A D3 is a D6 halved, rounded up (a
scripted D3 reads the D6 behind it).
"""

from __future__ import annotations

from typing import Iterable

from ...kernel import EventLog, Rng
from .values import DiceExpr


class DiceError(Exception):
    """A scripted scenario ran out of dice, or scripted a value no D6 shows."""


class Dice:
    """`Dice(log, rng=Rng(7))` or `Dice(log, script=[6, 4, 1])`; `d6(rules, why)`, `roll(expr, rules, why)`."""

    def __init__(self, log: EventLog, rng: Rng | None = None, script: Iterable[int] | None = None):
        if (rng is None) == (script is None):
            raise ValueError("Dice needs either an rng or a script")
        self.log, self.rng = log, rng
        self.script = None
        if script is not None:
            self.script = []
            self.extend(script)
        self.used = 0

    def extend(self, faces: Iterable[int]) -> None:
        """More fixed dice for a scripted scenario ("the dice roll 6, 4, 1"), rolled in this order."""
        faces = list(faces)
        bad = [v for v in faces if not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= 6]
        if bad:
            raise DiceError(f"scripted dice must be 1 to 6, got {bad[0]!r}")
        if self.script is None:
            raise DiceError("these dice come from the seeded RNG: a scenario fixes its dice from the start")
        self.script.extend(faces)

    def _face(self) -> int:
        if self.script is None:
            return self.rng.randrange(6) + 1
        if self.used >= len(self.script):
            raise DiceError(f"the scenario scripted {len(self.script)} dice and the rules asked for one more")
        face = self.script[self.used]
        self.used += 1
        return face

    @property
    def left(self) -> int | None:
        """Scripted dice not yet rolled (None for the RNG)."""
        return None if self.script is None else len(self.script) - self.used

    def d6(self, rules: tuple[str, ...] | str, why: str, **data) -> int:
        """One D6, logged as a `roll` event citing `rules`."""
        face = self._face()
        self.log.emit("roll", rules, dice="D6", faces=[face], value=face, why=why, **data)
        return face

    def roll(self, expr: DiceExpr, rules: tuple[str, ...] | str, why: str, **data) -> int:
        """A dice expression (2D6, D3+1, 4): fixed values roll nothing; each die is a D6 (D3 = half, rounded up)."""
        if expr.fixed:
            return expr.plus
        faces = [self._face() for _ in range(expr.count)]
        pips = [(f + 1) // 2 if expr.sides == 3 else f for f in faces]
        value = sum(pips) + expr.plus
        self.log.emit("roll", rules, dice=str(expr), faces=faces, value=value, why=why, **data)
        return value
