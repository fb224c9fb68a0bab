"""Typed meaning of AoS4 ability text (issue 15): the things an effect talks about.

Noun phrases become `Thing`s (units, rolls, damage, characteristics, command points ...): their head nouns, count,
side, keywords, qualities, the ranges and places that qualify them. Qualifiers the layer does not type further
("that has been destroyed this battle") are kept as the syntactic `Post` nodes they are, never as raw text.
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


@dataclass(frozen=True)
class Value(Meaning):
    """A number, dice, roll or distance: 1, D3, 2D6, 3+, 12", "half", X; `bound`: up to / at least / or more ..."""
    value: str  # "1", "D3", "2D6", "3+", 'X'
    unit: str = ""  # "" | "dice" | "roll" | "inches" | "range"
    bound: str = "exactly"
    sign: str = ""  # "+" / "-" for a modifier


@dataclass(frozen=True)
class EqualTo(Meaning):
    """An amount given by something else: "equal to the roll", "equal to the number of models slain"."""
    what: Meaning


@dataclass(frozen=True)
class Range(Meaning):
    """"within 12\" of this unit", "wholly within 6\" of a battlefield edge", "more than 9\" from all enemy units"."""
    prep: str  # within | from | of ...
    distance: Optional[Value]
    of: Optional[Meaning]
    wholly: bool = False


@dataclass(frozen=True)
class Thing(Meaning):
    """What a noun phrase names: `kind` its head nouns ("unit", "hit rolls", "Ward"), keywords as declared."""
    kind: tuple[str, ...]
    ref: str = ""  # this | that | a | the | each | all | any | your | its ...
    count: Optional[Meaning] = None
    side: str = ""  # friendly | enemy | ""
    keywords: tuple[str, ...] = ()  # Hero, Wizard, non-Monster ...
    qualities: tuple[str, ...] = ()  # visible, mortal, combat, unmodified ...
    value: Optional[Value] = None  # Ward (5+), Heal (3)
    name: str = ""  # a named weapon or 'Quoted Ability'
    ranges: tuple = ()  # Range
    whose: Optional[Meaning] = None  # "the target's combat attacks", "the Attacks characteristic of X"
    qualifiers: tuple = ()  # (preposition, Meaning): "for the target's attacks", "on the target"
    target: bool = False  # "to be the target(s)"
    described: tuple = ()  # further qualifiers, as their syntactic nodes
    either: bool = False  # the keywords are alternatives: "a Hero or Monster" (else all of them: "a Hero Monster")


@dataclass(frozen=True)
class Ref(Meaning):
    """A pronoun: it, they, them, you, this, each ..."""
    word: str
    described: tuple = ()
    qualifiers: tuple = ()  # (preposition, Meaning), ("range", Range), ("target", True)


@dataclass(frozen=True)
class ListOf(Meaning):
    """"a Hero or Monster", "hit rolls and wound rolls": several things, joined by and / or."""
    conj: str
    items: tuple


@dataclass(frozen=True)
class Duration(Meaning):
    """How long an effect lasts: "until the start of your next turn", "for the rest of the battle"."""
    until: str


@dataclass(frozen=True)
class Condition(Meaning):
    """if / when / while / unless / each time + its typed clause."""
    word: str
    clause: Meaning


Typed = Union[Thing, Ref, ListOf, Value, EqualTo, Range]


fast_init(globals())  # the frozen nodes above store their fields directly (text/frozen.py)
