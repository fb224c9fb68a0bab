"""Typed, frozen AST of AoS4 ability text (issue 15): one class per construct of grammar/aos4.lark.

The top of an ability has named fields (timing, declare, effect; a timing's frequency and moments). Below the
sentence, each node keeps its `parts` in printed order: other nodes and `Word`s, a word carrying its class (the
grammar terminal it was read as: NOUN, VERB, KEYWORD, NAME ...), so `fmt` prints exactly what was parsed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from ..frozen import fast_init


@dataclass(frozen=True, slots=True)
class Word:
    """One word or mark as read: `cls` is its terminal (NOUN, VERB, KEYWORD, DISTANCE, COMMA ...)."""
    cls: str
    text: str


class Node:
    """A construct whose `parts` are its words and sub-constructs, in order."""
    __slots__ = ()  # its subclasses keep their fields in slots: an ability's nodes are many, small and frozen
    parts: tuple = ()

    def words(self, cls: str | None = None) -> tuple[Word, ...]:
        """Its own words (not those of sub-constructs), optionally of one class."""
        # (list comprehensions: the meaning layer asks this of nearly every node, often several times)
        if cls is None:
            return tuple([p for p in self.parts if isinstance(p, Word)])
        return tuple([p for p in self.parts if isinstance(p, Word) and p.cls == cls])

    def nodes(self, kind: type | None = None) -> tuple:
        if kind is None:
            return tuple([p for p in self.parts if isinstance(p, Node)])
        return tuple([p for p in self.parts if isinstance(p, Node) and isinstance(p, kind)])


def _parts(name: str, doc: str) -> type:
    cls = dataclass(frozen=True, slots=True)(type(name, (Node,), {"__doc__": doc, "__annotations__": {"parts": tuple}}))
    return cls


# ---- the ability ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Ability:
    """An ability: when it is used, what is declared, and its effect (with the ability's keywords)."""
    timing: Optional["Timing"]
    declare: Optional["Declare"]
    effect: Optional["Effect"]  # None only when the ability is all declare step


@dataclass(frozen=True, slots=True)
class Timing:
    """"Once Per Turn (Army), Any Combat Phase": how often, then when (one or more moments)."""
    frequency: Optional["Frequency"]
    comma: bool  # a comma after the frequency
    moments: tuple


@dataclass(frozen=True, slots=True)
class Frequency:
    """"Once Per Battle Round (Army)"."""
    span: str  # turn | phase | battle | battle round
    army: bool


@dataclass(frozen=True, slots=True)
class Phase:
    """"Your Hero Phase", "Any Combat Phase", "Enemy Shooting Phase", "Deployment Phase" (side None)."""
    side: Optional[str]  # your | any | enemy
    phase: str  # hero | movement | shooting | charge | combat | deployment


@dataclass(frozen=True, slots=True)
class TurnEdge:
    """"Start of Any Turn", "End of Your Turn"."""
    edge: str  # start | end
    side: Optional[str]


@dataclass(frozen=True, slots=True)
class BattleEdge:
    """"Start of Battle Round", "Start of First Battle Round", "Start of Battle"."""
    edge: str
    ordinal: Optional[str]
    round: bool


@dataclass(frozen=True, slots=True)
class Reaction:
    """"Reaction: You declared a Fight ability for this unit": the event reacted to."""
    event: "Chain"
    period: bool


@dataclass(frozen=True, slots=True)
class Passive:
    """The timing line "Passive"."""


@dataclass(frozen=True, slots=True)
class Declare:
    """The declare step: what is picked, rolled or spent before the effect (its first line, then maybe more)."""
    blocks: tuple


@dataclass(frozen=True, slots=True)
class Effect:
    """The effect: blocks (paragraphs, bullets, headed options), then the ability's keywords if any."""
    blocks: tuple
    keywords: tuple = ()


Sentences = _parts("Sentences", "Sentences on one line; the last may lack its period.")
Paragraph = _parts("Paragraph", "A line of sentences.")
Bullet = _parts("Bullet", "A line opened by a bullet, maybe headed (\"\u2022 Rapid Sprouting: Pick ...\").")
Option = _parts("Option", "A headed line (\"Increase Time Flow: Until ...\"), one of the options offered.")
Sentence = _parts("Sentence", "A chain of segments and its end mark.")
OpenSentence = _parts("OpenSentence", "The last chain of a line, printed without a period.")
AsideSentence = _parts("AsideSentence", "A sentence in parentheses.")
Chain = _parts("Chain", "Segments joined by separators.")
Sep = _parts("Sep", "A separator: a comma, and/or, then, but, a semicolon.")
ClauseSegment = _parts("ClauseSegment", "A segment that is a clause.")
PhraseSegment = _parts("PhraseSegment", "A segment that is a phrase (\"On a 3+\", \"For the rest of the turn\").")
Subordinate = _parts("Subordinate", "if / while / when / each time ... and its clause or phrase.")
Phrase = _parts("Phrase", "Adverbs, prepositional phrases, a participle or gerund with its arguments, a noun phrase.")
Statement = _parts("Statement", "Subject and predicate (\"the target has Ward (5+)\").")
Command = _parts("Command", "A predicate without subject (\"Roll a dice\").")
Existential = _parts("Existential", "\"there are ...\".")
VerbPhrase = _parts("VerbPhrase", "Modals and adverbs, the verb, its arguments.")
Ellipsis = _parts("Ellipsis", "Modals standing for a verb phrase said before (\"If it can, it must.\").")
VerbList = _parts("VerbList", "Verb phrases joined by and/or (\"accept or reject the entreaty\").")
Aux = _parts("Aux", "A modal or adverb before the verb (can, cannot, must, immediately).")
Verb = _parts("Verb", "The verb (present or past).")
Arg = _parts("Arg", "An argument of a verb that is a single word (an adverb, a participle, an adjective).")
Gerund = _parts("Gerund", "A gerund and its arguments (\"rounding up\").")
Aside = _parts("Aside", "A parenthesised chain inside a sentence.")
RelClause = _parts("RelClause", "\"that\" / \"which\" and a clause, as an argument.")
Stranded = _parts("Stranded", "A preposition ending its clause (\"the weapon it is armed with\").")
PrepPhrase = _parts("PrepPhrase", "A preposition and its noun phrase.")
Infinitive = _parts("Infinitive", "\"to\" and a verb phrase (\"to be the target\").")
PrepGerund = _parts("PrepGerund", "A preposition and a gerund (\"when making charge rolls\").")
DoublePrep = _parts("DoublePrep", "A preposition before a prepositional phrase (\"instead of within 12\\\"\").")
Rate = _parts("Rate", "\"once per turn\", maybe after \"more than\".")
Ordinal = _parts("Ordinal", "\"the first\", standing for a noun.")
Portion = _parts("Portion", "\"half the models\".")
NounPhrase = _parts("NounPhrase", "Determiners, a quantity, modifiers, the noun(s), post-modifiers.")
Amount = _parts("Amount", "A quantity standing alone (\"1\", \"a 3+\", \"D3\").")
Pronoun = _parts("Pronoun", "A pronoun and its post-modifiers.")
Possessive = _parts("Possessive", "\"this unit's combat range\".")
NounList = _parts("NounList", "Noun phrases joined by commas and/or a conjunction.")
Comparison = _parts("Comparison", "\"up to 3 units\", \"more than 9\\\" from all enemy units\".")
Modifier = _parts("Modifier", "An adjective, ordinal, participle or gerund before a noun.")
Nominal = _parts("Nominal", "The noun words of a noun phrase (\"combat range\", \"Stormcast Eternals Hero\").")
NounWord = _parts("NounWord", "A noun, keyword (maybe with a value: Ward (5+)) or name, maybe non-.")
Value = _parts("Value", "A keyword's value: 5+, 1, D3, +1 Rend, Mortal.")
Quantity = _parts("Quantity", "A number and maybe \"or more\".")
Number = _parts("Number", "A number, dice, roll, distance or range.")
Post = _parts("Post", "A post-modifier of a noun phrase.")
ContactRelative = _parts("ContactRelative", "A relative clause without \"that\" (\"the damage points this unit has\").")
Contact = _parts("Contact", "The subject opening a contact relative clause.")
End = _parts("End", "A sentence's end mark.")


fast_init(globals())  # every frozen node above stores its fields directly (text/frozen.py): parsing builds many
