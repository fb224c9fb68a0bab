"""Typed characteristic values (core.units.characteristics): dice expressions (D3, 2D6, D6+1), rolls (4+), Rend,
distances in inches. A text that is not one of these raises ValueError with a short reason; the warscroll loader
adds the file, unit and field.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

_DICE = re.compile(r"^(?:(\d*)D(3|6))?(?:\s*\+\s*(\d+))?$|^(\d+)$")


@dataclass(frozen=True)
class DiceExpr:
    """`count`D`sides` + `plus` (2D6, D3+1, 4 = 0D6+4). `sides` is 3 or 6: a D3 is a D6 halved, rounded up."""

    count: int = 0
    sides: int = 6
    plus: int = 0

    @property
    def fixed(self) -> bool:
        return self.count == 0

    @property
    def low(self) -> int:
        return self.count + self.plus

    @property
    def high(self) -> int:
        return self.count * self.sides + self.plus

    def __str__(self) -> str:
        if self.fixed:
            return str(self.plus)
        dice = f"{self.count if self.count > 1 else ''}D{self.sides}"
        return dice + (f"+{self.plus}" if self.plus else "")


def dice_expr(text: str) -> DiceExpr:
    """'2D6' -> DiceExpr(2, 6, 0); 'D3+1' -> DiceExpr(1, 3, 1); '4' -> DiceExpr(0, 6, 4)."""
    t = str(text).strip().upper()
    m = _DICE.match(t)
    if not t or not m:
        raise ValueError(f"{text!r} is not a dice expression (like 3, D3, 2D6, D6+1)")
    if m.group(4) is not None:
        return DiceExpr(0, 6, int(m.group(4)))
    count = int(m.group(1)) if m.group(1) else 1
    if count == 0:
        raise ValueError(f"{text!r}: zero dice")
    return DiceExpr(count, int(m.group(2)), int(m.group(3) or 0))


@dataclass(frozen=True)
class Roll:
    """A roll needed on a D6: '4+' -> Roll(4)."""

    needed: int

    def __str__(self) -> str:
        return f"{self.needed}+"


def roll(text: str) -> Roll:
    t = str(text).strip()
    m = re.fullmatch(r"([1-6])\+", t)
    if not m:
        raise ValueError(f"{text!r} is not a roll (like 4+)")
    return Roll(int(m.group(1)))


def rend(text: str) -> int:
    """Rend: '-' is 0, '1' is 1 (core.combat.attack-sequence: the save is worsened by Rend)."""
    t = str(text).strip()
    if t == "-":
        return 0
    if not re.fullmatch(r"\d+", t):
        raise ValueError(f"{text!r} is not a Rend (like -, 1, 2)")
    return int(t)


def count(text: str) -> int | None:
    """A whole number characteristic (Health, Control); '-' means the unit has none (None)."""
    t = str(text).strip()
    if t == "-":
        return None
    if not re.fullmatch(r"\d+", t):
        raise ValueError(f"{text!r} is not a whole number (or -)")
    return int(t)


def inches(text: str) -> DiceExpr | None:
    """A distance: '5"' -> 5, '2D6"' -> 2D6, 'D6+8"' -> D6+8; '-' means none (a unit that cannot move)."""
    t = str(text).strip()
    if t == "-":
        return None
    if not t.endswith('"'):
        raise ValueError(f"{text!r} is not a distance in inches (like 5\" or 2D6\")")
    return dice_expr(t[:-1])


def fraction(text: str) -> Fraction:
    """A constant from a spec entry's meta: '3', '1/2', '+1', '-1'."""
    try:
        return Fraction(str(text).strip())
    except (ValueError, ZeroDivisionError):
        raise ValueError(f"{text!r} is not a number (like 3, 1/2, +1)") from None


_SEE = re.compile(r"^⟝\s*See\s+['‘’]?(.+?)['‘’]?\s+ability\s*⟞$")


@dataclass(frozen=True)
class SeeAbility:
    """A characteristic the warscroll leaves to one of its abilities ("⟝See 'Searing Beam of Light' ability⟞")."""

    ability: str

    def __str__(self) -> str:
        return f"see {self.ability!r}"


def see_ability(text: str) -> SeeAbility | None:
    m = _SEE.match(str(text).strip())
    return SeeAbility(m.group(1)) if m else None
