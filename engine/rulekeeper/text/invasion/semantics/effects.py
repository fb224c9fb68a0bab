"""Effects, events and states: one class per thing a card can do or see happen (issue 4's list).

`by` is who does it (None: the ability's controller). Triggers watch these same nodes happen ("when a unit is
destroyed" watches `Destroy(a unit)`), conditions test `State`s.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from ...frozen import fast_init
from .nodes import Count, Meaning


class Effect(Meaning):
    """Something a card does (or, inside a trigger, something that happens)."""


def _e(name: str, doc: str, *fields: str):
    """One frozen Effect class whose fields all default to None, last of them `by`."""
    ns = {"__annotations__": {f: Optional[object] for f in fields + ("by",)}, "__doc__": doc, "__module__": __name__}
    ns.update({f: None for f in fields + ("by",)})
    return dataclass(frozen=True)(type(name, (Effect,), ns))


DealDamage = _e("DealDamage", "Deal N damage (indirect: its controller assigns it).", "amount", "to", "indirect", "source",
                "uncancellable", "where", "combat")
Destroy = _e("Destroy", "Destroy a unit, support card or capital section.", "what")
Sacrifice = _e("Sacrifice", "Sacrifice a card one controls.", "what")
Corrupt = _e("Corrupt", "Corrupt a unit.", "what")
Restore = _e("Restore", "Restore a corrupted unit.", "what")
Heal = _e("Heal", "Heal N damage from a unit or capital section.", "amount", "what")
Draw = _e("Draw", "Draw N cards (from the bottom of a deck; for a phase: the quest phase's draw).", "count", "source",
         "for_")
Treat = _e("Treat", "Treat a card as something, or as though something were so.", "what", "as_")
ActionWindow = _e("ActionWindow", "Any time a player could take an Action: an action window of the turn's timing "
                  "structure.")
SpendAsResources = _e("SpendAsResources", "Spend resource tokens or damage on a card as resources (as though they were "
                      "in one's pool).", "what", "source", "as_if")
Discard = _e("Discard", "Discard cards (at random, or from the top of a deck; down to N cards in hand).", "what",
            "at_random", "source", "down_to")
Search = _e("Search", "Search a deck or the top N cards for a card.", "where", "find")
LookAt = _e("LookAt", "Look at cards (the top N of a deck, a hand).", "what")
Reveal = _e("Reveal", "Reveal cards (at random, from a hand).", "what", "source", "at_random", "to")
PutIntoPlay = _e("PutIntoPlay", "Put a card into play (in a zone).", "what", "place", "free", "control",
                 "facedown", "source", "at_random", "state")
Put = _e("Put", "Put a card somewhere other than into play: a hand, a deck, a discard pile.", "what", "place",
         "source", "facedown", "any_order",
            "back")
ReturnToHand = _e("ReturnToHand", "Return a card to a hand (its owner's, yours).", "what", "to", "source")
Return = _e("Return", "Return a card to a place other than a hand.", "what", "place", "any_order")
Move = _e("Move", "Move a unit, a development or damage to another zone or unit.", "what", "to", "source")
Cancel = _e("Cancel", "Cancel an effect, or damage (to a unit or capital).", "what", "to")
Redirect = _e("Redirect", "Redirect damage to another unit or capital.", "what", "source", "to")
GainIcons = _e("GainIcons", "A unit or card gains [Power] or other icons.", "who", "icons")
LoseIcons = _e("LoseIcons", "A unit or card loses icons.", "who", "icons")
GainKeyword = _e("GainKeyword", "Gains a keyword (Toughness 2, Scout ...).", "who", "keyword")
LoseKeyword = _e("LoseKeyword", "Loses a keyword.", "who", "keyword")
GainAbility = _e("GainAbility", "Gains a quoted ability (typed itself).", "who", "abilities")
Gain = _e("Gain", "Gains resources, cards, control, loyalty or other things.", "who", "what")
Lose = _e("Lose", "Loses resources or other things (not icons or keywords).", "who", "what")
LoseText = _e("LoseText", "Loses its text / all abilities (or is treated as blank).", "who")
Modify = _e("Modify", "A stat changes: +N [Power], +N hit points, +N cost.", "who", "stat", "amount")
LowerCost = _e("LowerCost", "Lower (or raise) the cost of a card, by an amount or to one.", "what", "amount", "to",
               "raise_")
TakeControl = _e("TakeControl", "Take control of a card.", "what")
PutTokens = _e("PutTokens", "Put or place tokens on a card.", "count", "token", "on")
RemoveTokens = _e("RemoveTokens", "Remove tokens (a resource token ...) from a card.", "count", "token", "source")
Remove = _e("Remove", "Remove a card from a place (from combat, from the game).", "what", "source")
SkipPhase = _e("SkipPhase", "Skip a phase or step.", "phase")
Attach = _e("Attach", "Attach a card to a unit.", "what", "to")
Shuffle = _e("Shuffle", "Shuffle a card or pile (back) into a deck.", "what", "into", "source", "back")
Choose = _e("Choose", "Choose a card, a zone, a player or a word.", "what")
Play = _e("Play", "Play a card (from hand, discard pile, a deck).", "what", "source", "free", "control", "place",
         "as_if")
Attack = _e("Attack", "A unit attacks, or a player attacks a zone (initiates an attack: which one).", "who", "what",
            "source", "as_if", "attack")
Flip = _e("Flip", "Turn a card faceup or facedown (into a development).", "what", "face", "into")
Defend = _e("Defend", "A unit defends (a zone).", "who", "what")
Quest = _e("Quest", "A unit quests (with other units).", "who", "with_")
EntersPlay = _e("EntersPlay", "A card enters play (or a zone), perhaps with tokens on it.", "what", "place", "with_",
                "control", "source", "state")
Exists = _e("Exists", "There is such a card.", "what")
Add = _e("Add", "Add a card to a pile or to one's resources.", "what", "to")
LeavesPlay = _e("LeavesPlay", "A card leaves play.", "what")
Spend = _e("Spend", "Spend N resources (a cost), perhaps from a card.", "amount", "source")
Pay = _e("Pay", "Pay a cost, or pay for cards and effects (to a player).", "what", "for_", "to")
AssignDamage = _e("AssignDamage", "Assign or allocate damage (in combat).", "amount", "to")
TakeDamage = _e("TakeDamage", "A unit or capital takes damage.", "who", "amount", "uncancellable", "indirect")
PlayRevealed = _e("PlayRevealed", "'Players play with the top card of their decks revealed': a card kept face up "
                  "for all to see.", "who", "what")
StaysInPlay = _e("StaysInPlay", "'Leave it in play': a card turned faceup (or otherwise about to go) stays in play.",
                 "what")
CountsOwn = _e("CountsOwn", "A card counts (or, under 'not', does not count) something of its own: its power.",
               "who", "what")
CountsAsWithText = _e("CountsAsWithText", "A card counts as another card with a quoted text: its abilities (typed).",
                      "who", "what", "abilities")
CountsAs = _e("CountsAs", "A card counts as something (a unit, 2 developments, a Hero ...).", "who", "what")
Becomes = _e("Becomes", "A card becomes something.", "who", "what")
Ignore = _e("Ignore", "Ignore something (loyalty costs, a keyword, damage).", "what")
Prevent = _e("Prevent", "Prevent damage or an effect.", "what")
Double = _e("Double", "Double an amount.", "what")
Provides = _e("Provides", "A card provides resources or icons.", "who", "what")
Targeted = _e("Targeted", "A card becomes the target of an effect.", "what")
Name = _e("Name", "Name a card or a card type.", "what")
Declare = _e("Declare", "Declare a unit as an attacker, or a zone.", "what", "as_")
Triggers = _e("Triggers", "Trigger an ability or effect (on a card: an ability printed on it).", "what", "on")
Use = _e("Use", "Use a card's ability (on a card; without paying its cost).", "what", "on", "free")
UsedOnly = _e("UsedOnly", "'Use this ability only once per turn': how often an ability may be used (its limit).",
              "what", "times", "per")
Survive = _e("Survive", "A unit survives (combat).", "who", "what")
Develop = _e("Develop", "Put a card into a zone as a development (played as if from one's hand).", "what", "source",
             "place", "facedown", "as_if")
Begin = _e("Begin", "A turn, phase or step begins.", "what")
End = _e("End", "A turn, phase or step ends.", "what")
Win = _e("Win", "A player wins the game.", "who")
Burn = _e("Burn", "A capital section burns.", "what")
Rearrange = _e("Rearrange", "Rearrange cards (the top N of a deck), in any order.", "what", "any_order")
Switch = _e("Switch", "Switch two things.", "what")
Has = _e("Has", "A player or card has something (a count to compare).", "who", "what")
Controls = _e("Controls", "A player controls cards.", "who", "what")
Copy = _e("Copy", "Copy an ability or effect (without paying its cost).", "what", "free")
Resolve = _e("Resolve", "Resolve an action chain (or what is on it) now.", "what")
Steal = _e("Steal", "Take cards or resources from an opponent.", "what", "source")


@dataclass(frozen=True)
class State(Meaning):
    """A card or player is in a state: attacking, defending, questing, corrupted, damaged, burning ..."""
    who: object
    state: str
    place: object = None


@dataclass(frozen=True)
class Is(Meaning):
    """A card or value is something: "X is the number of ...", "this unit is a Hero"."""
    who: object
    what: object


@dataclass(frozen=True)
class AtMoment(Meaning):
    """A delayed effect: "at the end of the turn, sacrifice it"."""
    moment: Meaning
    effect: Meaning


@dataclass(frozen=True)
class EachTime(Meaning):
    """"... each turn": the effect applies once in each turn (or phase)."""
    per: str
    effect: Meaning


@dataclass(frozen=True)
class ForEach(Meaning):
    """"... for each development in this zone": the effect counts once per such thing."""
    per: object
    effect: Meaning


@dataclass(frozen=True)
class Modal(Meaning):
    """may / must / cannot / can / would / will ... on an effect."""
    kind: str
    effect: Meaning


@dataclass(frozen=True)
class Conditional(Meaning):
    condition: Meaning
    effect: Meaning


@dataclass(frozen=True)
class Lasting(Meaning):
    """An effect with a duration: "until the end of the turn"."""
    duration: Meaning
    effect: Meaning


@dataclass(frozen=True)
class Paid(Meaning):
    """"do X to do Y": the cost is paid, then the effect happens (FAQ: a cost is paid in full first)."""
    cost: Meaning
    effect: Meaning


@dataclass(frozen=True)
class Sequence(Meaning):
    """Effects in order; `then`: each after the one before resolved (FAQ: "Then" needs the first part to happen)."""
    steps: tuple
    then: bool = False
    sentences: bool = field(default=False, compare=False)  # the steps are sentences (a break between: faq.40)


@dataclass(frozen=True)
class Choice(Meaning):
    """"X or Y": one of the options is chosen."""
    options: tuple


@dataclass(frozen=True)
class Instead(Meaning):
    """"... instead (of ...)": a replacement of what would have happened."""
    effect: Meaning
    replaces: Optional[Meaning] = None


@dataclass(frozen=True)
class Alone(Meaning):
    """"is defending alone", "is attacking alone": no other unit beside it in that combat."""
    effect: Meaning


@dataclass(frozen=True)
class EachOf(Meaning):
    """"Destroy up to two target units, each with a printed cost 3 or lower": each of the things the effect names
    is so (the qualifiers, as their syntactic Post nodes, like `Objects.described`)."""
    effect: Meaning
    described: tuple


@dataclass(frozen=True)
class Otherwise(Meaning):
    """"Otherwise, ...": what happens when the previous condition fails."""
    effect: Meaning


@dataclass(frozen=True)
class XIs(Meaning):
    """An X definition: "X is the number of ..."."""
    value: object


@dataclass(frozen=True)
class Where(Meaning):
    """An effect with its X definition: "..., where X is the number of ..."."""
    definition: Meaning
    effect: Meaning


fast_init(globals())  # the frozen nodes above store their fields directly (text/frozen.py)
