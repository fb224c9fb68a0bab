"""The typed, frozen AST of Super Fantasy Brawl action cards (rule ids from spec/brawl/rules.yaml).

A card is its movement (the move icon's value, `card-anatomy` 5; None when the card has no move icon, so it cannot
bring a Champion back from the gate, `out-of-action.return`) and one action: an `Attack`, a `Skill` or a `Reaction`.
Every keyword of the rulebook (`keyword.*`) is a node with its value. A keyword acting on a Champion always names
whom (`Who`): the parser fills in the rules' default when the card leaves it out, and `fmt` leaves the default out
again, so the engine never guesses and `parse(fmt(ast)) == ast`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


# --- who -------------------------------------------------------------------------------------------------------


class Ref(Enum):
    """One Champion a card refers to. In a reaction, "this Champion" is the Champion the reaction is played on,
    which causes its effects (`reaction.target`, `reaction`), and "the attacker" makes the attack it answers."""
    THIS = "this Champion"
    TARGET = "the target"
    ATTACKER = "the attacker"


class Side(Enum):
    """Allies never include the card's own Champion (`concepts.allies`)."""
    ALLY = "Ally"
    ENEMY = "Enemy"
    CHAMPION = "Champion"


@dataclass(frozen=True)
class Group:
    """"an Ally", "each adjacent Enemy", "a Champion within 3 hexes": counted from this Champion's hex;
    `within` 1 is said "adjacent", None is anywhere in the arena."""
    each: bool
    side: Side
    within: int | None = None


Who = Ref | Group


# --- targeting -------------------------------------------------------------------------------------------------


class Whom(Enum):
    """Whom a melee attack or a shot may target: an Enemy unless the card says otherwise (`concepts.targeting`)."""
    ENEMY = "an Enemy"
    ALLY = "an Ally"
    ANY = "any Champion"


@dataclass(frozen=True)
class Range:
    """Hexes counted to the target, its hex included (`targeting.indirect`); `low` > 1 is a minimum range
    (`attack.step.4`: a closer Enemy is not an eligible target)."""
    high: int
    low: int = 1


@dataclass(frozen=True)
class Melee:
    """A single adjacent Champion (`targeting.melee`)."""
    whom: Whom = Whom.ENEMY


@dataclass(frozen=True)
class IndirectShot:
    """A single Champion in range, through statues and Champions (`targeting.indirect`)."""
    range: Range
    whom: Whom = Whom.ENEMY


@dataclass(frozen=True)
class DirectShot:
    """A single Champion in range in this Champion's hex row, nothing between (`targeting.direct`)."""
    range: Range
    whom: Whom = Whom.ENEMY


@dataclass(frozen=True)
class Burst:
    """Every hex within `radius` of the attacker (`targeting.aoe`)."""
    radius: int


@dataclass(frozen=True)
class Line:
    """`length` hexes in a straight line from the attacker's hex (`targeting.aoe`)."""
    length: int


@dataclass(frozen=True)
class Arc:
    """`size` hexes side by side around the attacker, 1 to 6 (`targeting.aoe`)."""
    size: int


@dataclass(frozen=True)
class Pattern:
    """The yellow hexes of the targeting icon, as axial (q, r) offsets from the attacker's dark grey hex in one
    orientation; the player chooses the orientation (`targeting.aoe`)."""
    hexes: tuple[tuple[int, int], ...]


Shape = Burst | Line | Arc | Pattern


@dataclass(frozen=True)
class AreaOfEffect:
    """All Champions in the shape's hexes, Allies included (`targeting.aoe`)."""
    shape: Shape


Targeting = Melee | IndirectShot | DirectShot | AreaOfEffect


# --- keywords and effects --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Push:  # keyword.push
    n: int
    who: Who


@dataclass(frozen=True)
class Pull:  # keyword.pull
    n: int
    who: Who


@dataclass(frozen=True)
class Fear:  # keyword.fear
    n: int
    who: Who


@dataclass(frozen=True)
class Force:  # keyword.force
    n: int
    who: Who


@dataclass(frozen=True)
class Root:  # keyword.root
    who: Who


@dataclass(frozen=True)
class Stun:  # keyword.stun
    who: Who


@dataclass(frozen=True)
class Heal:  # keyword.heal: "Unless the effect says otherwise, the Champion being healed is the activating Champion"
    n: int
    who: Who


@dataclass(frozen=True)
class Dash:  # keyword.dash
    n: int
    who: Who


@dataclass(frozen=True)
class Jump:  # keyword.jump
    n: int
    who: Who


@dataclass(frozen=True)
class Swoop:  # keyword.swoop
    n: int
    who: Who


class Heading(Enum):
    TOWARDS = "towards"  # concepts.towards
    AWAY = "away from"  # concepts.away


@dataclass(frozen=True)
class Move:
    """Move up to n hexes (`activation.movement`), towards or away from a Champion if the card says so."""
    n: int
    who: Who
    heading: Heading | None = None
    ref: Ref | None = None


@dataclass(frozen=True)
class Draw:  # keyword.draw
    n: int


@dataclass(frozen=True)
class Plan:  # keyword.plan
    n: int


@dataclass(frozen=True)
class DealDamage:
    """Damage applied directly, ignoring defence (`concepts.strength-damage`)."""
    n: int
    who: Who


@dataclass(frozen=True)
class Place:
    """Removed from its hex and put on an unoccupied hex within `within` of `near` (1: adjacent); not movement
    (`keyword.place`, `activation.place`)."""
    who: Who
    within: int
    near: Ref


Effect = Push | Pull | Fear | Force | Root | Stun | Heal | Dash | Jump | Swoop | Move | Draw | Plan | DealDamage | Place
WITH_SUBJECT = (Push, Pull, Fear, Force, Root, Stun, Heal, Dash, Jump, Swoop, Move)  # "<who>: <keyword>"


class AreaName(Enum):
    """The three areas of the arena (`components.action-cards`), one per Core of Magic (`concepts.cores`)."""
    CREATION = "Creation"
    DESTRUCTION = "Destruction"
    MANIPULATION = "Manipulation"


@dataclass(frozen=True)
class Bloodied:  # keyword.bloodied
    ref: Ref


@dataclass(frozen=True)
class Controls:  # keyword.control: you have more Champions in the area than your opponent
    area: AreaName


Condition = Bloodied | Controls


@dataclass(frozen=True)
class Conditional:
    condition: Condition
    effect: Effect


Sentence = Effect | Conditional


# --- the three kinds of action ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class StrengthBonus:
    n: int
    condition: Condition


@dataclass(frozen=True)
class Attack:
    """An attack card (`attack.step`): `pre` abilities (step 2), the targeting (step 4) and strength (step 6), the
    keywords of the attack damage step (step 7: `keyword.double`, `keyword.lifesteal`, `keyword.poison`), `post`
    abilities (step 9)."""
    targeting: Targeting
    strength: int
    pre: tuple[Sentence, ...] = ()
    post: tuple[Sentence, ...] = ()
    double: bool = False
    lifesteal: bool = False
    poison: int | None = None
    bonuses: tuple[StrengthBonus, ...] = ()


@dataclass(frozen=True)
class Skill:
    """A skill card (`skill.step`): targeting when it has some, then its text box."""
    effects: tuple[Sentence, ...]
    targeting: Melee | IndirectShot | DirectShot | AreaOfEffect | None = None


@dataclass(frozen=True)
class Reaction:
    """A reaction card (`reaction`): a defence modifier (`card-anatomy` 12, used in `attack.step.6`), effects,
    and post-attack abilities resolved in `attack.step.8`."""
    defence: int | None = None
    effects: tuple[Sentence, ...] = ()
    post: tuple[Sentence, ...] = ()


Action = Attack | Skill | Reaction


@dataclass(frozen=True)
class Card:
    action: Action
    movement: int | None = None


def default_who(effect_type: type, action: type) -> Who:
    """Whom a keyword acts on when the card doesn't say: displacement, root and stun act on the target of an attack
    or skill, and on the attacker in a reaction (its Champion causes them, `reaction.target`); Heal and the moves act
    on this Champion (`keyword.heal`)."""
    if effect_type in (Heal, Dash, Jump, Swoop, Move):
        return Ref.THIS
    return Ref.ATTACKER if action is Reaction else Ref.TARGET
