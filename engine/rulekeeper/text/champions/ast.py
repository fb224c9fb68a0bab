"""The typed, frozen AST of Age of Sigmar: Champions card text (rule ids from spec/champions/rules.yaml).

A card's text is a `CardText`: its sentences in printed order (2.7.1), then up to two `HeroicAct`s, each owning every
sentence after it until the next one (2.9.2). Every sentence is one typed node; nothing is kept as raw text.
Defaults of the rules are made explicit by the parser ("Deal 1 damage." is dealt to the opponent; "Gain 1 health."
goes to the card's owner, 2.5.1.4), so the engine never guesses and `fmt` always prints them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Player(Enum):
    """Whom an effect affects: the card's owner (2.5.1.4), the opponent, a player the owner picks, or both."""
    YOU = "you"
    OPPONENT = "your opponent"
    EITHER = "either player"
    EACH = "each player"


class Side(Enum):
    """Allied / Enemy (6.2.allied, 6.2.enemy): cards you own / your opponent owns (green / red squares, 2.8.4)."""
    ALLIED = "allied"
    ENEMY = "enemy"


class Lane(Enum):
    """Positions of a Subject Image relative to the card applying the effect (the dark dot, 2.8.5)."""
    THIS = "this lane"
    OPPOSITE = "the opposite lane"
    ADJACENT = "an adjacent lane"
    ALL = "any lane"


class Kind(Enum):
    """Card types a text can name (2.4, 2.5); CARD is any Action card."""
    CHAMPION = "Champion"
    UNIT = "Unit"
    SPELL = "Spell"
    ABILITY = "Ability"
    BLESSING = "Blessing"
    CARD = "card"


class Zone(Enum):
    """Play areas cards are taken from or put into (3.1.1-3.1.3)."""
    HAND = "your hand"
    DECK = "your deck"
    DISCARD = "your discard pile"


class Direction(Enum):
    """Rotate forward (anticlockwise, 4.1.2.1a) or backward (never past the first corner, 6.1.2.rotate)."""
    FORWARD = "forward"
    BACKWARD = "backward"


class Change(Enum):
    """2.12 'increase' / 'reduce', applied additively, never below 0."""
    INCREASE = "increase"
    REDUCE = "reduce"


class Measure(Enum):
    """The values an increase/reduce effect changes (2.12; 4.1.2.2a: "increased damage done", "reduced damage
    received")."""
    DAMAGE_DEALT = "damage dealt"
    DAMAGE_RECEIVED = "damage received"
    HEALTH_GAINED = "health gained"


class Act(Enum):
    """What a "can't" effect forbids (2.2.3: can't beats can)."""
    DEPLOY_UNITS = "Deploy Units"
    DEPLOY_SPELLS = "Deploy Spells"
    ROTATE = "Rotate"
    USE_HEROIC_ACTS = "use Heroic Acts"


# --- amounts --------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Fixed:
    """Exactly n (the effect is not optional, 2.2.2)."""
    n: int


@dataclass(frozen=True)
class UpTo:
    """"up to n": the owner picks 0..n (2.2.2 makes 'up to' optional)."""
    n: int


@dataclass(frozen=True)
class CornerValue:
    """The value in the card's current corner (2.5.1.5, 2.5.2.5); never read while that corner shows X (6.2.x)."""


@dataclass(frozen=True)
class Each:
    """Every card that matches (a selection with no choice)."""


@dataclass(frozen=True)
class AtLeast:
    """"n or more" (conditions only)."""
    n: int


Amount = Fixed | UpTo | CornerValue
Count = Fixed | UpTo | Each


# --- what an effect acts on -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class This:
    """The card carrying the text."""


@dataclass(frozen=True)
class ThisChampion:
    """The Champion controlling the card (6.2.control), or the Champion itself for a trait."""


@dataclass(frozen=True)
class Cards:
    """Cards in play: count, 'highlighted' (a Subject Image, 2.8.1), allied/enemy (6.2.allied, 6.2.enemy), types,
    a tag (2.14), lanes (2.8.5).

    `kinds` are alternatives ("Unit or Spell"); empty `lanes` means any lane of that side."""
    count: Count
    kinds: tuple[Kind, ...]
    side: Side | None = None
    highlighted: bool = False
    tag: str | None = None
    lanes: tuple[Lane, ...] = ()


Target = This | ThisChampion | Cards


@dataclass(frozen=True)
class Pick:
    """Cards chosen outside play (hand, deck, discard pile), filtered by type and tag (2.10.2.4: may choose not to)."""
    count: Count
    kinds: tuple[Kind, ...]
    tag: str | None = None


# --- effects (one verb each) ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class DealDamage:
    """Deal damage (2.13.3); `rend` bypasses damage-reducing effects (6.1.2.rend). Unaddressed damage goes to the
    opponent."""
    amount: Amount
    to: Player = Player.OPPONENT
    rend: bool = False


@dataclass(frozen=True)
class GainHealth:
    """2.13.3 provide health (capped at 35, 2.13.4); by default the owner gains it (2.5.1.4)."""
    amount: Amount
    who: Player = Player.YOU


@dataclass(frozen=True)
class LoseHealth:
    """5.1.4 a player loses health: not damage (nothing modifies it, it completes no Deal Damage objective, no
    'when you would take damage' effect answers it); at 0 health the player is removed (5.1.1)."""
    amount: Amount
    who: Player = Player.YOU


@dataclass(frozen=True)
class Draw:
    """Draw from the top of the deck (6.1.2.draw; 3.1.1d: nothing if the deck is empty)."""
    amount: Amount
    who: Player = Player.YOU


@dataclass(frozen=True)
class Discard:
    """Discard from hand (6.1.2.discard); the discarding player picks the cards and their order (2.10.1.4)."""
    amount: Amount
    who: Player = Player.YOU


@dataclass(frozen=True)
class Remove:
    """Remove cards in play to the discard pile, Last Stand first (6.1.2.remove)."""
    target: Target


@dataclass(frozen=True)
class Rotate:
    """Rotate n corners (6.1.2.rotate); passed-over corners trigger (2.5.1.14)."""
    target: Target
    direction: Direction
    corners: int = 1


@dataclass(frozen=True)
class Restart:
    """Restart: back to the first corner, not a rotation (6.1.2.restart)."""
    target: Target


@dataclass(frozen=True)
class Exhaust:
    """Exhaust prematurely: discarded (a Blessing turns face down), remaining corners ignored (6.1.2.exhaust)."""
    target: Target


@dataclass(frozen=True)
class Deploy:
    """Deploy from a zone, normal restrictions apply (6.1.2.deploy, 6.2.normal-restrictions); from hand or deck
    the owner may decline."""
    pick: Pick
    source: Zone


@dataclass(frozen=True)
class Move:
    """Move between areas (6.2.move): not Played, Discarded, Removed or Returned."""
    pick: Pick
    source: Zone
    destination: Zone


@dataclass(frozen=True)
class Swap:
    """Swap a card in play with one from another area (6.2.swap): they exchange places; fails if either is missing."""
    target: Target
    pick: Pick
    source: Zone


@dataclass(frozen=True)
class Replace:
    """Replace (6.2.replace): the card in play goes to the discard pile (not Removed, not Exhausted), the new one
    takes its place."""
    target: Target
    pick: Pick
    source: Zone


@dataclass(frozen=True)
class Return:
    """Return to its owner's hand: the card leaves play (6.2.leaving-play)."""
    target: Target


@dataclass(frozen=True)
class Modify:
    """2.12 increase/reduce a value additively, never below 0; a passive effect (4.1.2.2a)."""
    change: Change
    measure: Measure
    amount: Amount


@dataclass(frozen=True)
class Dormant:
    """Dormant (6.1.2.dormant): the target applies no effects and can't Rotate or Restart (while this is active)."""
    target: Target


@dataclass(frozen=True)
class Forbid:
    """2.2.3 "can't": the target may not do `act`, whatever another card allows."""
    target: Target
    act: Act


@dataclass(frozen=True)
class TriggerEffects:
    """Trigger the effects of another card now (4.1.1.4: "at the start of your turn" effects don't fire)."""
    target: Target


@dataclass(frozen=True)
class Grant:
    """Give cards an extra ability, added after their printed ones (2.7.1)."""
    target: Target
    ability: "LastStand"


@dataclass(frozen=True)
class Optional:
    """2.2.2 "may": the owner chooses whether to do the effect."""
    effect: "Effect"


Effect = (DealDamage | GainHealth | LoseHealth | Draw | Discard | Remove | Rotate | Restart | Exhaust | Deploy | Move | Swap
          | Replace | Return | Modify | Dormant | Forbid | TriggerEffects | Grant | Optional)


# --- conditions, triggers, sentences --------------------------------------------------------------------------

@dataclass(frozen=True)
class Controls:
    """"if you control a DAEMON Unit" (6.2.control): `count` is Fixed(1) for "a", AtLeast(n) for "n or more"."""
    who: Player
    count: Fixed | AtLeast
    kinds: tuple[Kind, ...]
    tag: str | None = None


@dataclass(frozen=True)
class HealthAtMost:
    """"if you have n or less health" (2.13)."""
    who: Player
    n: int


@dataclass(frozen=True)
class TookDamage:
    """"if you took damage since your last turn" (6.2.since-your-last-turn): `who` took damage in the window from
    the end of the card owner's previous turn (or the start of the game) until now."""
    who: Player


Condition = Controls | HealthAtMost | TookDamage


class When(Enum):
    """Trigger windows named by the rules."""
    START_OF_YOUR_TURN = "at the start of your turn"  # 4.1.1.2
    END_OF_TURN = "at the end of the turn"  # 4.1.5.1
    ENTERS_PLAY = "as this enters play"  # 3.1.5b, in limbo
    LEAVES_PLAY = "when this leaves play"  # 6.2.leaving-play, in limbo
    EXHAUSTS = "when this exhausts"  # 4.1.2.3b
    AFTER_PLAYING = "after playing"  # 6.2.after-playing-a-card
    WOULD_TAKE_DAMAGE = "when you would take damage"  # 2.12.4, after modifiers


@dataclass(frozen=True)
class Trigger:
    """A trigger window; `pick` filters AFTER_PLAYING ("after playing a Spell"), else None."""
    when: When
    pick: Pick | None = None


@dataclass(frozen=True)
class Instruction:
    """One sentence: effects resolved in order (2.7.1), all only if `condition` holds."""
    effects: tuple[Effect, ...]
    condition: Condition | None = None


@dataclass(frozen=True)
class Triggered:
    """A sentence that resolves only in its trigger window."""
    trigger: Trigger
    body: Instruction


@dataclass(frozen=True)
class LastStand:
    """Last Stand (6.1.2.last-stand): resolves when this Unit is about to be Removed, before it leaves the board."""
    body: Instruction


Sentence = Instruction | Triggered | LastStand


@dataclass(frozen=True)
class HeroicAct:
    """2.9 A Heroic Act: costs an action (4.1.3.3), one per turn (2.9.4); owns the sentences after it (2.9.2)."""
    sentences: tuple[Sentence, ...]


@dataclass(frozen=True)
class CardText:
    """A card's whole text: sentences in printed order (2.7.1), then at most two Heroic Acts (2.9.2)."""
    sentences: tuple[Sentence, ...] = ()
    heroic_acts: tuple[HeroicAct, ...] = ()


# --- quest objectives (Champion corners, 2.6.3) ---------------------------------------------------------------

class ObjectiveKind(Enum):
    """The six main Quest Objective types (2.6.3a-f)."""
    DEPLOY_UNIT = "Deploy Unit"
    DEPLOY_SPELL = "Deploy Spell"
    PLAY_ABILITY = "Play Ability"
    DEAL_DAMAGE = "Deal Damage"
    GAIN_HEALTH = "Gain Health"
    REMOVE_UNIT_OR_SPELL = "Remove Unit or Spell"


@dataclass(frozen=True)
class Objective:
    """A Quest Objective; a 'Deploy Unit' objective may require a tag (2.6.3a)."""
    kind: ObjectiveKind
    tag: str | None = None

    def __str__(self) -> str:
        return f"Deploy {self.tag} Unit" if self.tag else self.kind.value


TAGS = ("DAEMON", "AELF", "VAMPIRE", "BEAST", "MORDANT", "STACKING", "SPIRIT", "VEHICLE", "GROT", "ORRUK", "RISEN",
        "STORMCAST", "OGOR", "AQSHY", "GHYRAN")  # 2.14.2, the full list
REALM_TAGS = ("AQSHY", "GHYRAN")  # 2.14.5b, only on Spells and Blessings (2.14.5a)
