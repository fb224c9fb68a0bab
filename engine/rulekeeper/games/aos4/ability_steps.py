"""What a warscroll ability is to the engine (core.round.ability-timing): its `Program` (when it is used, the unit
it picks, its steps) as ability_programs.py makes it from the typed text, the conditions of this unit it asks,
and the `AbilityText` a warscroll carries (its text, and its program or why it has none). warscroll_abilities.py
carries programs out; passives.py gives the passive ones' modifiers to the attack sequence.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from .values import DiceExpr


class NotRunnable(Exception):
    """Why an ability's text cannot be carried out yet."""


@dataclass(frozen=True)
class Timing:
    """When the ability is used: a phase of a turn ("end" for the end of turn) of whose turn, how often."""

    phase: str
    side: str  # your | enemy | any
    once: str = "phase"  # phase | turn | battle
    army: bool = False  # once for the army, else once for each unit with the ability


@dataclass(frozen=True)
class TargetPick:
    """The unit the declare step picks to be the target."""

    side: str = ""  # friendly | enemy | "" (either)
    another: bool = False  # not this unit
    keywords: tuple[str, ...] = ()  # each "X" or "non-X" (not X): all of them, or any one if `either`
    either: bool = False  # "a Hero or Monster"
    visible: bool = False
    within: float | str | None = None  # inches of this unit; "combat range": its combat range
    wholly: bool = False  # wholly within
    in_combat_with_this: bool = False


@dataclass(frozen=True)
class Charged:
    """"this unit charged this turn / this phase"."""

    scope: str  # turn | phase


@dataclass(frozen=True)
class InCombat:
    """"this unit is in combat"."""


@dataclass(frozen=True)
class Unless:
    """The condition does not hold ("If this unit is not in combat")."""

    condition: Union[Charged, InCombat]


Cond = Union[Charged, InCombat, Unless]


@dataclass(frozen=True)
class RollDice:
    """"Roll a dice" (what the next "On a N+" reads), "Roll 6 dice", "Roll a dice for each model in the target
    unit" (what "For each 3+" counts)."""

    count: int = 1
    per_model_of: str = ""  # this | target: a dice for each of that unit's models


@dataclass(frozen=True)
class Heal:
    amount: DiceExpr
    who: str  # this | target


@dataclass(frozen=True)
class Mortal:
    amount: DiceExpr
    who: str


@dataclass(frozen=True)
class OnRoll:
    """"On a N+, ...": the step happens if the last dice rolled is N or more."""

    needs: int
    step: Union[Heal, Mortal, "StatModifier", "GrantWard"]


@dataclass(frozen=True)
class ForEach:
    """"For each N+, ...": the step once for each of the dice last rolled that is N or more."""

    needs: int
    step: Union[Heal, Mortal]


@dataclass(frozen=True)
class IfSo:
    """"If <condition>, <steps>"."""

    condition: Cond
    steps: tuple


@dataclass(frozen=True)
class StatModifier:
    """"Add 1 to hit rolls for this unit's attacks", "Subtract 1 from save rolls for the target", "Add 1 to the
    Damage characteristic of this unit's melee weapons": for the rest of the turn or phase (`until`)."""

    stat: str  # hit | wound | save | attacks | damage
    amount: int  # +n / -n
    who: Union[str, "Aura"]  # this | target | an Aura: the attacking units (hit, wound, attacks, damage) or the
    # units attacked (save)
    attacks: str = ""  # melee | ranged | "" (both)
    until: str = "turn"  # turn | phase | always (a passive ability's)


@dataclass(frozen=True)
class Aura:
    """"... for friendly Bloodbound units while they are wholly within 12" of this unit": the units a passive
    modifier reaches, by where they stand from the ability's unit (itself among them if it is one of them)."""

    side: str  # friendly | enemy | "" (either), from the ability's unit's side
    keyword: str  # "" or one keyword, "non-X": not X
    within: float  # inches of the ability's unit
    wholly: bool


@dataclass(frozen=True)
class GrantWard:
    """"the target has Ward (5+) for the rest of the turn", "This unit has Ward (6+) while it is in combat", an
    aura of Ward (6+): a ward save of `needs`+ (core.combat.ward)."""

    needs: int
    who: Union[str, "Aura"]  # this | target | an Aura
    until: str = "turn"  # turn | phase | always (a passive ability's)


Step = Union[RollDice, Heal, Mortal, OnRoll, ForEach, IfSo, StatModifier, GrantWard]


@dataclass(frozen=True)
class Program:
    name: str
    timing: Timing | None  # None: a passive ability, always on (its steps are StatModifiers, perhaps under an IfSo)
    pick: TargetPick | None
    steps: tuple
    requires: tuple = ()  # conditions the declare step puts on using it at all


@dataclass(frozen=True)
class AbilityText:
    """A warscroll ability as its file has it; `program` is what the engine runs, else `why` it cannot."""

    name: str
    kind: str  # the corpus "type": Ability (Activated), Ability (Passive), Ability (Spell) ...
    text: str  # "Your Hero Phase\nDeclare: ...\nEffect: ..." (the lines `cards check` parses)
    program: Program | None = None
    why: str = ""
