"""What AoS4 abilities DO (issue 15): one frozen node per kind of effect an engine carries out.

`by` is the clause's subject when it has one (None: the ability's controller). Durations, conditions, "instead"
and modals wrap an effect (`Lasting`, `Guarded`, `Instead`, `Permission`, `Prohibition`, `Obligation`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from ...frozen import fast_init
from .nodes import Condition, Duration, Meaning


@dataclass(frozen=True)
class Effect(Meaning):
    pass


# ---- the declare step ----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Pick(Effect):
    """"Pick a visible enemy unit within 12\" of this unit to be the target", "pick a friendly Wizard to cast"."""
    what: Meaning
    purpose: Optional[Meaning] = None  # "to use this ability", "to cast this spell" (a typed Use / Cast)
    by: Optional[Meaning] = None


@dataclass(frozen=True)
class Roll(Effect):
    """"Roll a D3", "make a casting roll of 2D6", "roll a dice for each enemy unit", "make a charge roll"."""
    dice: Optional[Meaning]
    kind: tuple = ()  # ("casting", "roll") ...
    per: Optional[Meaning] = None  # "for each ..."
    by: Optional[Meaning] = None
    count: Optional[Meaning] = None  # "make 6 rally rolls": how many
    qualities: tuple = ()  # "make 3 fewer rally rolls": ("fewer",)


# ---- rolls and characteristics -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Modify(Effect):
    """"Add 1 to hit rolls for the target's attacks", "subtract 1 from the Rend characteristic", "halve X"."""
    what: Meaning  # the rolls or characteristic
    amount: Optional[Meaning]  # Value with sign + / -, or EqualTo
    operation: str = "add"  # add | subtract | double | halve | set | multiply
    by: Optional[Meaning] = None


@dataclass(frozen=True)
class ReRoll(Effect):
    """"You can re-roll charge rolls for this unit"."""
    what: Meaning
    by: Optional[Meaning] = None


@dataclass(frozen=True)
class Ignore(Effect):
    """"Ignore modifiers to save rolls", "ignore the first damage point"."""
    what: Meaning
    by: Optional[Meaning] = None


# ---- damage --------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Inflict(Effect):
    """"Inflict D3 mortal damage on the target"."""
    damage: Meaning
    on: Optional[Meaning]
    by: Optional[Meaning] = None


@dataclass(frozen=True)
class Heal(Effect):
    """"Heal (3) the target", "heal up to D3 damage points allocated to this unit"."""
    amount: Optional[Meaning]
    what: Optional[Meaning]
    by: Optional[Meaning] = None


@dataclass(frozen=True)
class Allocate(Effect):
    """"Allocate the damage points to X instead"."""
    what: Meaning
    to: Optional[Meaning]
    by: Optional[Meaning] = None


@dataclass(frozen=True)
class Slay(Effect):
    """"Destroy the target", "slay a model", "remove this unit from play"."""
    what: Meaning
    how: str = "destroy"  # destroy | slay | remove
    from_: Optional[Meaning] = None
    by: Optional[Meaning] = None


# ---- having, gaining ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Has(Effect):
    """"The target has Ward (5+)", "this unit has the Fly keyword", "gains 1 command point" (a state or a gain)."""
    who: Optional[Meaning]
    what: Meaning
    gain: bool = False  # gains / gets / receives (a change) rather than has (a state)
    lose: bool = False


@dataclass(frozen=True)
class Give(Effect):
    """"Give the target 1 X token"."""
    what: Meaning
    to: Meaning
    by: Optional[Meaning] = None


@dataclass(frozen=True)
class Spend(Effect):
    """"Spend 1 command point", "spend 2 ritual points"."""
    what: Meaning
    by: Optional[Meaning] = None


@dataclass(frozen=True)
class Score(Effect):
    """"You score 1 victory point", "earn 1 glory point"."""
    what: Meaning
    by: Optional[Meaning] = None


# ---- moving and setting up ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Move(Effect):
    """"This unit can move 6\"", "the target can move D6\" but cannot end that move in combat"."""
    who: Optional[Meaning]
    distance: Optional[Meaning] = None
    kind: str = "move"  # move | run | retreat | charge | pile in | redeploy
    roles: tuple = ()  # (preposition, Meaning): toward, to, through, ...


@dataclass(frozen=True)
class SetUp(Effect):
    """"Set up this unit wholly within 6\" of a battlefield edge and more than 9\" from all enemy units"."""
    what: Meaning
    where: tuple = ()  # Range / (preposition, Meaning)
    by: Optional[Meaning] = None


@dataclass(frozen=True)
class Return(Effect):
    """"Return D3 slain models to the target unit", "return this unit to the battlefield"."""
    what: Meaning
    to: Optional[Meaning]
    by: Optional[Meaning] = None


# ---- abilities, magic, prayers ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Use(Effect):
    """"You can use a Shoot ability", "this unit can use Charge abilities" (an ability, a command, a weapon)."""
    what: Meaning
    by: Optional[Meaning] = None
    roles: tuple = ()


@dataclass(frozen=True)
class Act(Effect):
    """A game action named by its verb from the closed verb table (verbs.py): cast, chant, unbind, banish, fight,
    shoot, control, contest, target, apply, treat ... with its roles (preposition -> Meaning)."""
    action: str
    by: Optional[Meaning] = None
    what: Optional[Meaning] = None
    roles: tuple = ()


@dataclass(frozen=True)
class Is(Effect):
    """A state: "the target is not visible", "the roll is 3+", "this unit is treated as ..."."""
    who: Meaning
    what: Optional[Meaning]
    roles: tuple = ()


@dataclass(frozen=True)
class Event(Effect):
    """Something that happened, as a condition reads it: "this unit charged this turn", "it was destroyed"."""
    action: str
    who: Optional[Meaning]
    what: Optional[Meaning] = None
    roles: tuple = ()


# ---- modality, time, conditions, structure ------------------------------------------------------------------
@dataclass(frozen=True)
class Permission(Effect):
    """"can ...": the player may choose to do it."""
    effect: Meaning


@dataclass(frozen=True)
class Prohibition(Effect):
    """"cannot ...", "do not ...": the effect is forbidden."""
    effect: Meaning


@dataclass(frozen=True)
class Obligation(Effect):
    """"must ...": the effect is required."""
    effect: Meaning


@dataclass(frozen=True)
class Not(Effect):
    """A condition's negated state or event: "if the target is not visible", "if it did not charge"."""
    effect: Meaning


@dataclass(frozen=True)
class Lasting(Effect):
    duration: Duration
    effect: Meaning


@dataclass(frozen=True)
class Guarded(Effect):
    """An effect under a condition: "if ...", "on a 3+", "for each 5+", "each time ..."."""
    condition: Condition
    effect: Meaning


@dataclass(frozen=True)
class Instead(Effect):
    effect: Meaning


@dataclass(frozen=True)
class Sequence(Effect):
    steps: tuple
    then: bool = False


@dataclass(frozen=True)
class Choice(Effect):
    options: tuple


@dataclass(frozen=True)
class Options(Effect):
    """Headed options or bullets: "Increase Time Flow: ...", one or more of them applies."""
    items: tuple  # (heading or "", Meaning)


@dataclass(frozen=True)
class Same(Effect):
    """Modals standing for the verb phrase said before: "If it can, it must", "you do"."""
    modals: tuple
    who: Optional[Meaning] = None


@dataclass(frozen=True)
class Listing(Effect):
    """A line that only names things ("Bloodwrack Viper", "1 Daemonic Simulacrum"): an item of a list or table."""
    items: tuple


@dataclass(frozen=True)
class Reminder(Effect):
    """A parenthesised sentence restating a rule: read, kept as its syntactic node, adds no effect."""
    node: object


fast_init(globals())  # the frozen nodes above store their fields directly (text/frozen.py)
