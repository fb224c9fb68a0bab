"""Warscrolls as typed profiles (core.units.characteristics): a unit's Move, Health, Save, Control, keywords and
weapons (Range, Attacks, Hit, Wound, Rend, Damage, weapon abilities). units_file.py reads them from a path.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from . import values as V
from . import weapon_abilities as W

UNIT_FIELDS = {"name", "faction", "source", "move", "health", "save", "control", "keywords", "weapons", "abilities"}
EXTRA_FIELDS = {"models", "base", "ward", "illustrative", "spells", "prayers", "banishment"}
WEAPON_FIELDS = {"name", "type", "Rng", "Atk", "Hit", "Wnd", "Rnd", "Dmg", "Ability"}
WEAPON_TYPES = {"Melee Weapon": "melee", "Ranged Weapon": "ranged"}
DEFAULT_BASE_MM = 32  # the corpus has no base sizes: an abstract default, in mm (25.4 mm to the inch)


class UnitsError(ValueError):
    """A unit that does not load: says file, unit (and weapon) and field."""

    def __init__(self, file: str, unit: str | None, field_name: str | None, message: str):
        self.file, self.unit, self.field, self.message = file, unit, field_name, message
        where = file + (f", unit {unit!r}" if unit is not None else "")
        where += f", field {field_name!r}" if field_name else ""
        super().__init__(f"{where}: {message}")


@dataclass(frozen=True)
class Weapon:
    """A weapon profile; a characteristic the warscroll leaves to an ability is a `values.SeeAbility`."""

    name: str
    kind: str  # "melee" | "ranged"
    range: V.DiceExpr | None  # ranged only
    attacks: V.DiceExpr | V.SeeAbility
    hit: V.Roll | V.SeeAbility
    wound: V.Roll | V.SeeAbility
    rend: int | V.SeeAbility
    damage: V.DiceExpr | V.SeeAbility
    abilities: tuple[W.WeaponAbility, ...] = ()

    def has(self, kind: type) -> bool:
        return any(isinstance(a, kind) for a in self.abilities)

    @property
    def deferred(self) -> tuple[str, ...]:
        """The characteristics left to an ability (this weapon cannot attack until abilities are executable)."""
        names = ("attacks", "hit", "wound", "rend", "damage")
        return tuple(n for n in names if isinstance(getattr(self, n), V.SeeAbility))


@dataclass(frozen=True)
class Warscroll:
    name: str
    faction: str
    move: V.DiceExpr | None
    health: int
    save: V.Roll
    control: int | None
    keywords: frozenset[str]
    weapons: tuple[Weapon, ...]
    abilities: tuple[str, ...] = ()  # the names of its abilities
    ability_texts: tuple = ()  # ability_programs.AbilityText of those whose text the file gives (or an abilities file)
    models: int = 1
    base_mm: float = DEFAULT_BASE_MM
    ward: V.Roll | None = None
    illustrative: bool = False
    spells: tuple["Spell", ...] = ()  # SPELL abilities (casting); units.yaml only, the corpus has ability names
    prayers: tuple["Spell", ...] = ()  # PRAYER abilities (chanting)
    banishment: int | None = None  # a manifestation's banishment value (manifestation)

    def has_keyword(self, keyword: str) -> bool:
        return keyword.upper() in self.keywords

    def ability(self, name: str):
        """The AbilityText of its ability `name` (any case), None if the warscroll has no text for it."""
        low = name.lower()
        return next((a for a in self.ability_texts if a.name.lower() == low), None)

    def power(self, kind: str) -> int:
        """The power level of WIZARD (n) / PRIEST (n) (power-level); 0 without the keyword."""
        for k in self.keywords:
            m = re.fullmatch(kind + r" \((\d+)\)", k)
            if m:
                return int(m.group(1))
        return 0

    def weapon(self, name: str) -> Weapon:
        for w in self.weapons:
            if w.name == name:
                return w
        raise KeyError(f"{self.name} has no weapon {name!r} (has {', '.join(w.name for w in self.weapons)})")


@dataclass(frozen=True)
class Spell:
    """A SPELL (casting value) or PRAYER (chanting value) the engine can carry out: pick a unit within `range`
    and inflict `mortal` damage on an enemy, Heal (`heal`) a friendly one, or summon the manifestation `summon`."""

    name: str
    value: int
    range: int
    mortal: V.DiceExpr | None = None
    heal: V.DiceExpr | None = None
    summon: str | None = None


@dataclass
class LoadReport:
    """What `load_report` measured: the warscrolls that loaded and, for the rest, why not."""

    file: str
    warscrolls: dict[str, Warscroll] = field(default_factory=dict)
    failures: list[UnitsError] = field(default_factory=list)
    unknown_abilities: Counter = field(default_factory=Counter)
    deferred_weapons: list[str] = field(default_factory=list)

    @property
    def total(self) -> int:
        return len(self.warscrolls) + len(self.failures)
