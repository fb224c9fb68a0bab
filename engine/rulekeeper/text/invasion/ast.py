"""Typed, frozen AST of Invasion card text (issue 4). One class per construct of grammar/invasion.lark.

Words of a closed class (a verb, a determiner, a preposition ...) are kept as lower-case strings; card names
and traits keep their case. Each class's TEMPLATE says how `fmt` prints it: field names, or "=literal" words.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Union

from ..frozen import fast_init


class Node:
    TEMPLATE: tuple[str, ...] = ()


# ---- abilities -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Card(Node):
    """A card's whole text: its abilities in printed order (empty when the card has no text)."""
    abilities: tuple = ()
    TEMPLATE = ("abilities",)


@dataclass(frozen=True)
class Ability(Node):
    """One ability, optionally behind a zone prefix ("Battlefield." "Quest.")."""
    zone: Optional["ZonePrefix"]
    body: Node
    TEMPLATE = ("zone", "body")


@dataclass(frozen=True)
class ZonePrefix(Node):
    zone: str  # kingdom | quest | battlefield
    mark: str = "."
    TEMPLATE = ("zone", "mark")


@dataclass(frozen=True)
class Triggered(Node):
    """`Action:` or `Forced:` followed by its sentences (trigger, cost, effects, limit)."""
    kind: str  # action | forced
    sentences: tuple
    TEMPLATE = ("kind", "=:", "sentences")


@dataclass(frozen=True)
class Constant(Node):
    """A sentence that is always in force ("This unit gains [Power] while attacking.")."""
    sentence: "Sentence"
    TEMPLATE = ("sentence",)


@dataclass(frozen=True)
class Keyword(Node):
    """A keyword with its value: Toughness 2, Counterstrike X, Scout, Limited, Necromancy."""
    name: str
    value: Optional["Amount"] = None
    TEMPLATE = ("name", "value")


@dataclass(frozen=True)
class DashReminder(Node):
    """"Limited - you cannot play more than one limited card per turn.": reminder text after a dash."""
    chain: "Chain"
    TEMPLATE = ("=-", "chain")


@dataclass(frozen=True)
class KeywordLine(Node):
    keywords: tuple
    reminders: tuple = ()  # reminder text before the period (Reminder, or DashReminder after a dash)
    after: tuple = ()  # reminder text after the period
    period: bool = True
    TEMPLATE = ("keywords", "reminders", "period", "after")
    JOIN = {"keywords": ","}



@dataclass(frozen=True)
class TraitLine(Node):
    """"Epic Spell.": a trait of the card printed as a line of its text (as cased on the card)."""
    traits: str
    TEMPLATE = ("traits", "=.")


@dataclass(frozen=True)
class OnlyRestriction(Node):
    """"Order only." "Battlefield only." — who or where the card may be played."""
    what: "NounHead"
    reminder: Optional["Reminder"] = None
    TEMPLATE = ("what", "=only", "=.", "reminder")


@dataclass(frozen=True)
class LimitPer(Node):
    """"Limit one Hero per zone."."""
    count: "Number"
    what: "NounHead"
    per: "NounHead"
    reminder: Optional["Reminder"] = None
    TEMPLATE = ("=limit", "count", "what", "=per", "per", "=.", "reminder")


@dataclass(frozen=True)
class Limit(Node):
    """"Limit once per turn."."""
    frequency: "Words"
    per: "NounHead"
    TEMPLATE = ("=limit", "frequency", "=per", "per")


@dataclass(frozen=True)
class LimitLine(Node):
    limit: Limit
    reminder: Optional["Reminder"] = None
    TEMPLATE = ("limit", "=.", "reminder")


@dataclass(frozen=True)
class Reminder(Node):
    """Reminder text in parentheses: chains of clauses and limits, each optionally ending in a period."""
    items: tuple  # of ReminderItem
    TEMPLATE = ("=(", "items", "=)")


@dataclass(frozen=True)
class ReminderItem(Node):
    body: Node  # Chain | Limit
    period: bool = False
    TEMPLATE = ("body", "period")


@dataclass(frozen=True)
class Aside(Node):
    """A parenthesis inside a sentence, which goes on after it: "put into play (in any zone) one unit", "becomes a
    unit (and retains its power) until the end of the phase". Reminder text: not typed further."""
    items: tuple  # of ReminderItem
    conj: str = ""  # "and" opening it
    TEMPLATE = ("=(", "conj", "items", "=)")


@dataclass(frozen=True)
class ReminderLine(Node):
    reminder: Reminder
    period: bool = False
    TEMPLATE = ("reminder", "period")


# ---- sentences -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Sentence(Node):
    chain: "Chain"
    inner: Optional[Reminder] = None  # "(limit once per turn)" before the period
    after: Optional[Reminder] = None  # "(Limit once per turn.)" after it
    period: bool = True  # False when the period sits inside the reminder: "(limit once per turn.)"
    after_period: bool = False  # "... zone. (Limit once per turn)."
    TEMPLATE = ("chain", "inner", "period", "after", "after_period")


@dataclass(frozen=True)
class Chain(Node):
    """Segments joined by separators: ", then" chains, "or" choices, "and" conjunctions."""
    first: Node
    rest: tuple = ()  # of (Sep, segment)
    TEMPLATE = ("first", "rest")


@dataclass(frozen=True)
class Sep(Node):
    kind: str  # comma | then | and | or | semicolon | but
    words: tuple
    TEMPLATE = ("words",)


@dataclass(frozen=True)
class Link(Node):
    sep: Sep
    segment: Node
    TEMPLATE = ("sep", "segment")


@dataclass(frozen=True)
class Conditioned(Node):
    """A clause behind its leading words: a trigger ("When ..."), a condition ("If ..."), "Then"."""
    leads: tuple
    clause: Node
    TEMPLATE = ("leads", "clause")


@dataclass(frozen=True)
class Setting(Node):
    """Where or when the rest happens: "At the beginning of your turn", "Until the end of the turn"."""
    phrases: tuple
    TEMPLATE = ("phrases",)


@dataclass(frozen=True)
class IfSo(Node):
    """"If you do", "If it does": the previous effect happened."""
    leads: tuple
    who: Node
    verb: str
    TEMPLATE = ("leads", "who", "verb")


@dataclass(frozen=True)
class Participial(Node):
    """"While attacking", "If able"."""
    leads: tuple
    participle: str
    args: tuple = ()  # "(paying all costs)"
    TEMPLATE = ("leads", "participle", "args")


# ---- clauses ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Statement(Node):
    """Subject + predicate: "This unit gains [Power]"."""
    subject: Node
    predicate: Node
    TEMPLATE = ("subject", "predicate")


@dataclass(frozen=True)
class EachStatement(Node):
    """A subject of several things, then "each" and what each of them does: "this unit and one other target unit
    each take 1 damage"."""
    subject: Node
    predicate: Node
    TEMPLATE = ("subject", "=each", "predicate")


@dataclass(frozen=True)
class Command(Node):
    """An imperative: "Deal 1 damage to target unit"."""
    predicate: Node
    TEMPLATE = ("predicate",)


@dataclass(frozen=True)
class Existential(Node):
    predicate: Node
    TEMPLATE = ("=there", "predicate")


@dataclass(frozen=True)
class Predicate(Node):
    """Modals + verb + its arguments (objects, places, durations, manner)."""
    modals: tuple
    verb: str
    args: tuple = ()
    TEMPLATE = ("modals", "verb", "args")


@dataclass(frozen=True)
class Causative(Node):
    """"have target unit gain [Power]"."""
    modals: tuple
    who: Node
    predicate: Predicate
    TEMPLATE = ("modals", "=have", "who", "predicate")


@dataclass(frozen=True)
class Prep(Node):
    """A prepositional phrase: "to target unit", "until the end of the turn"."""
    prep: str
    np: Node
    TEMPLATE = ("prep", "np")


@dataclass(frozen=True)
class ToInfinitive(Node):
    """"... to deal 1 damage": the effect bought by a cost, or a purpose."""
    predicate: Node
    aside: Optional["Aside"] = None  # "to (instead of destroying it) leave it in play", "to (choose 1): ..."
    colon: bool = False
    TEMPLATE = ("=to", "aside", "colon", "predicate")


@dataclass(frozen=True)
class Subordinate(Node):
    """A trailing condition: "if a unit is questing here", "while attacking", "if able"."""
    word: str
    body: Node = None
    TEMPLATE = ("word", "body")


@dataclass(frozen=True)
class Colon(Node):
    """"gains: "Redirect ..."" — a quoted text introduced by a colon."""
    np: Node
    TEMPLATE = ("=:", "np")


@dataclass(frozen=True)
class Words(Node):
    """A word of a closed class used on its own (an adverb, a participle)."""
    kind: str
    text: str
    TEMPLATE = ("text",)


# ---- noun phrases ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Amount(Node):
    """A number, X, or a signed modifier (+1, -X)."""
    sign: str
    number: str
    TEMPLATE = ("sign", "number")


@dataclass(frozen=True)
class Quantity(Node):
    """"up to 2", "3 or more", "at least one", "more than one"."""
    parts: tuple  # words and one Amount
    TEMPLATE = ("parts",)


@dataclass(frozen=True)
class NounHead(Node):
    """One or more nouns: "unit", "resource token", "[Dwarf] unit", "Grimgor Ironhide"."""
    nouns: tuple
    TEMPLATE = ("nouns",)


@dataclass(frozen=True)
class NounPhrase(Node):
    dets: tuple
    quantity: Optional[Quantity]
    modifiers: tuple
    head: NounHead
    posts: tuple = ()
    TEMPLATE = ("dets", "quantity", "modifiers", "head", "posts")


@dataclass(frozen=True)
class PronounPhrase(Node):
    pronoun: str
    posts: tuple = ()
    TEMPLATE = ("pronoun", "posts")


@dataclass(frozen=True)
class KeywordPhrase(Node):
    keyword: Keyword
    TEMPLATE = ("keyword",)


@dataclass(frozen=True)
class AmountPhrase(Node):
    dets: tuple
    quantity: Quantity
    TEMPLATE = ("dets", "quantity")


@dataclass(frozen=True)
class Possessive(Node):
    owner: Node
    mark: str  # 's | '
    modifiers: tuple
    head: NounHead
    posts: tuple = ()
    TEMPLATE = ("owner", "mark", "modifiers", "head", "posts")


@dataclass(frozen=True)
class NounList(Node):
    """"a unit or support card", "[Power] and Counterstrike 3"."""
    left: Node
    conj: str
    right: Node
    TEMPLATE = ("left", "conj", "right")


@dataclass(frozen=True)
class Quoted(Node):
    np: Node
    period: bool = False  # spend "all."
    TEMPLATE = ('="', "np", "period", '="')


@dataclass(frozen=True)
class Partitive(Node):
    """"one of your units", "each of your zones"."""
    part: Node  # str (det / pronoun) | Quantity
    whole: Node
    TEMPLATE = ("part", "=of", "whole")


@dataclass(frozen=True)
class Non(Node):
    """"non-Hero", "non-[Dwarf]"."""
    noun: str
    TEMPLATE = ("=non", "=-", "noun")


@dataclass(frozen=True)
class Post(Node):
    """What follows a noun: a phrase, "you control", "that is attacking", "in play", "2 or lower"."""
    kind: str  # pp | reduced | relative | controller | in_play | value | already ("already on it")
    parts: tuple
    TEMPLATE = ("parts",)


Segment = Union[Conditioned, Setting, IfSo, Participial]


fast_init(globals())  # every frozen node above stores its fields directly (text/frozen.py): parsing builds many
