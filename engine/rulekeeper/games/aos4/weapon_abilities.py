"""Weapon abilities as typed values (core.combat.weapon-abilities): Crit (2 Hits), Crit (Auto-wound), Crit (Mortal),
Anti-X (+N Rend), Charge (+N Damage), Companion, Shoot in Combat. The corpus's `**bold**` / `^^KEYWORD^^` mark-up,
non-breaking spaces and hyphens are normalized first; an ability the core rules don't define is kept by its name
(`Unknown`) and counted, never dropped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Crit2Hits:
    """core.combat.weapon-abilities.crit-2-hits"""


@dataclass(frozen=True)
class CritAutoWound:
    """core.combat.weapon-abilities.crit-auto-wound"""


@dataclass(frozen=True)
class CritMortal:
    """core.combat.weapon-abilities.crit-mortal"""


@dataclass(frozen=True)
class Anti:
    """core.combat.weapon-abilities.anti-x: +`rend` Rend against a target with `keyword`."""

    keyword: str
    rend: int = 1


@dataclass(frozen=True)
class Charge:
    """core.combat.weapon-abilities.charge: +`damage` Damage if the unit charged this turn."""

    damage: int = 1


@dataclass(frozen=True)
class Companion:
    """core.combat.weapon-abilities.companion"""


@dataclass(frozen=True)
class ShootInCombat:
    """core.combat.weapon-abilities.shoot-in-combat"""


@dataclass(frozen=True)
class Unknown:
    """An ability the core rules don't define (Blood-hungry, Anti-charge ...): kept by name, has no effect yet."""

    name: str


WeaponAbility = Crit2Hits | CritAutoWound | CritMortal | Anti | Charge | Companion | ShootInCombat | Unknown

_FIXED = {
    "crit (2 hits)": Crit2Hits(),
    "crit (auto-wound)": CritAutoWound(),
    "crit (mortal)": CritMortal(),
    "companion": Companion(),
    "shoot in combat": ShootInCombat(),
}
_ANTI = re.compile(r"^anti-\s*(.+?)\s*\(?\+(\d+) rend\)$", re.I)  # one corpus entry lacks its "("
_CHARGE = re.compile(r"^charge \(\+(\d+) damage\)$", re.I)


def normalize(text: str) -> str:
    """Drop `**` / `^^` mark-up, turn non-breaking spaces and hyphens into plain ones, squeeze spaces."""
    t = text.replace("**", "").replace("^^", "").replace("\xa0", " ").replace("\u2011", "-")
    return re.sub(r"\s+", " ", t).strip()


def parse_one(text: str) -> WeaponAbility:
    t = normalize(text)
    if t.lower() in _FIXED:
        return _FIXED[t.lower()]
    m = _ANTI.match(t)
    if m and m.group(1).lower() != "charge":  # 'Anti-charge' names no keyword: not the core Anti-X
        return Anti(m.group(1).upper(), int(m.group(2)))
    m = _CHARGE.match(t)
    if m:
        return Charge(int(m.group(1)))
    return Unknown(t)


def parse(text: str | None) -> tuple[WeaponAbility, ...]:
    """The `Ability` field: comma-separated, '-' or '' for none."""
    if text is None:
        return ()
    parts = [p for p in (normalize(x) for x in str(text).split(",")) if p and p != "-"]
    return tuple(parse_one(p) for p in parts)
