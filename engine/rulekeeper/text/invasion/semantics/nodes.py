"""Typed meaning of Invasion card text (issue 4): what a card DOES, in the game's vocabulary.

`interpret` (abilities.py) maps the syntactic AST (ast.py) to these frozen nodes. Noun-phrase qualifiers the
layer does not type further ("that has a printed cost 3 or lower") are kept as the syntactic `Post` nodes they
are, never as raw text.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Union
from ...frozen import fast_init


class SemanticError(ValueError):
    """A clause the semantic layer cannot type: names the clause and the word where typing failed."""

    def __init__(self, clause: str, word: str, why: str = "no typed meaning"):
        self.clause, self.word, self.why = clause, word, why
        super().__init__(f"cannot type {word!r} in {clause!r}: {why}")


class Meaning:
    """Base class of every semantic node."""


# ---- values, objects, players, places, durations ---------------------------------------------------
@dataclass(frozen=True)
class Count(Meaning):
    """A number or X, with its bound: "up to 2", "at least one", "any number of", "all"."""
    value: Union[int, str, None]  # int | "X" | None (all / any number)
    bound: str = "exactly"  # exactly | up to | at least | at most | or more | or fewer | any | all | half
    sign: str = ""  # "+" / "-" for modifiers


@dataclass(frozen=True)
class EqualTo(Meaning):
    """An amount given by something else: "damage equal to its power"."""
    what: Meaning


@dataclass(frozen=True)
class Objects(Meaning):
    """Cards, units, tokens ... chosen by a noun phrase: "one target unit", "each unit in this zone"."""
    kind: tuple[str, ...]  # head nouns: ("unit",), ("resource", "token"), ("[Dwarf]", "unit")
    ref: str = "a"  # this | that | it | each | all | a | the | another | any | no | your | ...
    count: Optional[Count] = None
    target: bool = False  # "target": the effect targets (FAQ: a target is chosen when the effect starts)
    qualities: tuple[str, ...] = ()  # attacking, damaged, corrupt, other, random, non-Hero ...
    controller: Optional["Player"] = None  # "you control", "an opponent controls", "your"
    place: Optional["Place"] = None  # "in this zone", "in any corresponding zone", "in play"
    described: tuple = ()  # further qualifiers, as their syntactic Post nodes
    of: Optional[Meaning] = None  # "one of your units", "the top 3 cards of your deck", "damage on it"


@dataclass(frozen=True)
class Player(Meaning):
    """you | opponent | player, with "each" / "target" / "that" / "its controller"."""
    who: str  # you | opponent | player | controller | owner
    ref: str = ""  # each | target | that | an | the | its ...
    of: Optional[Meaning] = None  # "its controller", "that unit's owner"
    described: tuple = ()  # further qualifiers, as their syntactic Post nodes ("that collects 7 resources")


@dataclass(frozen=True)
class Place(Meaning):
    """A zone or pile: "this zone", "any corresponding zone", "your kingdom", "hand", "deck", "play"."""
    zone: str  # kingdom | quest | battlefield | zone | capital | hand | deck | discard pile | play | ...
    ref: str = ""  # this | that | any | each | your | its | corresponding ...
    whose: Optional[Meaning] = None  # a Player, or the card whose zone it is ("that unit's zone")
    position: str = ""  # top | bottom
    qualities: tuple[str, ...] = ()  # defending, attacking, other ...
    described: tuple = ()  # further qualifiers, as their syntactic Post nodes ("with X loyalty")
    within: Optional["Place"] = None  # "play in your kingdom", "a quest in play"


@dataclass(frozen=True)
class Icons(Meaning):
    """Icons such as [Power]: "[Power][Power]" is Icons("[Power]", 2)."""
    icon: str
    count: Count = Count(1)


@dataclass(frozen=True)
class KeywordValue(Meaning):
    """A keyword as a thing gained or lost: "Toughness 2", "Scout"."""
    name: str
    value: Optional[Count] = None


@dataclass(frozen=True)
class ListOf(Meaning):
    """"a unit or support card", "[Power] and Toughness 1": several things, joined by and / or."""
    conj: str
    items: tuple


@dataclass(frozen=True)
class Duration(Meaning):
    """How long an effect lasts: "until the end of the turn", "this phase", "while attacking"."""
    until: str  # end of the turn | end of the phase | end of combat | ...


@dataclass(frozen=True)
class Condition(Meaning):
    """If / while / unless / only if + its clause, kept as the clause's typed meaning when it has one."""
    word: str
    clause: object  # a Meaning (a typed event or state) or the syntactic clause it guards


Thing = Union[Objects, Player, Place, Icons, KeywordValue, Count]


fast_init(globals())  # the frozen nodes above store their fields directly (text/frozen.py)
