"""parse(fmt(ast)) == ast for generated Invasion ASTs (Hypothesis), and fmt is a fixed point on canonical text.

Card names are capitalised word runs that may hold "of", "to", "the" ("Journey to the Gate"), so a name followed
by "to" + another name reads as one longer name: the generator keeps names out of the phrases after a preposition.
"""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings, strategies as st

from rulekeeper.text import fmt, parse
from rulekeeper.text.invasion import ast as A

DETS = ("a", "the", "each", "your", "this", "all", "another", "any", "his")
MODIFIERS = ("random", "additional", "indirect", "attacking", "damaged", "corrupted", "target", "printed")
NOUNS = ("unit", "units", "card", "cards", "damage", "resource", "token", "tokens", "zone", "hand", "deck",
         "capital", "section", "development", "support", "tactic", "legend", "hero", "[Power]", "[Dwarf]",
         "skaven", "undead", "elf", "attachment", "action")
NAMES = ("Grimgor Ironhide", "Karl Franz", "Journey to the Gate", "Zealot")
VERBS = ("deal", "destroy", "sacrifice", "corrupt", "restore", "heal", "draw", "reveal", "put", "return", "move",
         "cancel", "gain", "gains", "lose", "take", "place", "search", "shuffle", "spend", "choose", "remove")
PREPS = ("to", "from", "in", "on", "into", "with", "under", "during", "until")
NUMBERS = ("1", "2", "3", "x", "one", "two", "five")

amounts = st.builds(A.Amount, st.sampled_from(("", "+", "-")), st.sampled_from(NUMBERS))
plain_heads = st.lists(st.sampled_from(NOUNS), min_size=1, max_size=2).map(lambda ns: A.NounHead(tuple(ns)))
heads = st.one_of(
    st.lists(st.sampled_from(NOUNS), min_size=1, max_size=2).map(lambda ns: A.NounHead(tuple(ns))),
    st.sampled_from(NAMES).map(lambda n: A.NounHead((n,))),
)


def noun_phrase(posts, head=heads):
    return st.builds(
        A.NounPhrase,
        st.lists(st.sampled_from(DETS), max_size=1).map(tuple),
        st.one_of(st.none(), amounts.map(lambda a: A.Quantity((a,)))),
        st.lists(st.sampled_from(MODIFIERS), max_size=2, unique=True).map(tuple),
        head,
        posts,
    )


inner_np = noun_phrase(st.just(()), plain_heads)
pp_post = st.builds(lambda p, np: A.Post("pp", (A.Prep(p, np),)), st.sampled_from(PREPS), inner_np)
outer_np = noun_phrase(st.lists(pp_post, max_size=1).map(tuple))
predicates = st.builds(
    A.Predicate,
    st.lists(st.sampled_from(("may", "must", "cannot")), max_size=1).map(tuple),
    st.sampled_from(VERBS),
    st.lists(outer_np, max_size=1).map(tuple),
)
clauses = st.one_of(st.builds(A.Command, predicates), st.builds(A.Statement, outer_np, predicates))
segments = st.builds(A.Conditioned, st.lists(st.sampled_from(("when", "if", "while")), max_size=1).map(tuple), clauses)
seps = st.sampled_from((A.Sep("comma", (",",)), A.Sep("then", (",", "then", ",")), A.Sep("and", ("and",))))


def link(sep, segment):
    """"and" right before a subject would join two noun phrases ("X and Y gains ..."); write ", and" there."""
    if sep.words == ("and",) and isinstance(segment.clause, A.Statement) and not segment.leads:
        sep = A.Sep("and", (",", "and"))
    return A.Link(sep, segment)


chains = st.builds(A.Chain, segments, st.lists(st.builds(link, seps, segments), max_size=2).map(tuple))
limits = st.builds(A.Limit, st.sampled_from(("once", "twice")), st.sampled_from(("turn", "phase")).map(lambda n: A.NounHead((n,))))
reminders = st.builds(A.Reminder, st.lists(st.builds(A.ReminderItem, limits, st.booleans()), min_size=1, max_size=1).map(tuple))
sentences = st.builds(A.Sentence, chains, st.none(), st.none() | reminders)
keywords = st.one_of(
    st.builds(A.Keyword, st.sampled_from(("toughness", "counterstrike", "savage", "ambush")), amounts),
    st.builds(A.Keyword, st.sampled_from(("scout", "raider", "necromancy", "limited"))),
)
bodies = st.one_of(
    st.builds(A.Triggered, st.sampled_from(("action", "forced")), st.lists(sentences, min_size=1, max_size=2).map(tuple)),
    st.builds(A.KeywordLine, st.lists(keywords, min_size=1, max_size=2).map(tuple)),
    st.sampled_from(("order", "destruction", "battlefield")).map(lambda n: A.OnlyRestriction(A.NounHead((n,)))),
    st.builds(A.LimitPer, st.sampled_from(("one", "1")), st.just(A.NounHead(("hero",))), st.just(A.NounHead(("zone",)))),
)
zones = st.none() | st.sampled_from(("kingdom", "quest", "battlefield")).map(A.ZonePrefix)
abilities = st.builds(
    lambda zone, body: A.Ability(zone if isinstance(body, A.Triggered) else None, body), zones, bodies)
cards = st.lists(abilities, max_size=3).map(lambda xs: A.Card(tuple(xs)))


def _deal(subject=None):
    predicate = A.Predicate((), "deal", ())
    return A.Conditioned((), A.Command(predicate) if subject is None else A.Statement(subject, predicate))


def _grimgor(quantity=None):
    return A.NounPhrase((), quantity, (), A.NounHead(("Grimgor Ironhide",)), ())


# 'Action: Deal. Deal, one Grimgor Ironhide deal, and Grimgor Ironhide deal.': a command, then clauses linked by
# ", " and ", and": the lexer read the first comma as a list comma ("a Dwarf, an Empire, and a High Elf ...") though
# a verb stands before the ", and"; a list of noun phrases has none
CLAUSES_NOT_A_LIST = A.Card((A.Ability(None, A.Triggered("action", (
    A.Sentence(A.Chain(_deal(), ()), None, None),
    A.Sentence(A.Chain(_deal(), (
        A.Link(A.Sep("comma", (",",)), _deal(_grimgor(A.Quantity((A.Amount("", "one"),))))),
        A.Link(A.Sep("and", (",", "and")), _deal(_grimgor())))), None, None)))),))


@settings(max_examples=300, deadline=None)
@given(cards)
@example(CLAUSES_NOT_A_LIST)
def test_parse_of_fmt_is_the_same_ast(card):
    text = fmt("invasion", card)
    assert parse("invasion", text) == card, text


@settings(max_examples=100, deadline=None)
@given(cards)
def test_fmt_is_a_fixed_point(card):
    text = fmt("invasion", card)
    assert fmt("invasion", parse("invasion", text)) == text


# fmt prints the words the AST keeps in lower case as the cards print them (the FAQ's corrected texts)
CASED = [
    ("Spend x resources to deal x indirect damage to target opponent.",
     "Spend X resources to deal X indirect damage to target opponent."),
    ("Restore all skaven units.", "Restore all Skaven units."),
    ("Limit one hero per zone.", "Limit one Hero per zone."),
    ("Move a non-undead unit to target undead unit.", "Move a non-Undead unit to target Undead unit."),
    ("Cancel an action just triggered.", "Cancel an Action just triggered."),
    ("This unit gains [Power] [Power].", "This unit gains [Power][Power]."),
    ("toughness 2, scout.", "Toughness 2, Scout."),
    ("Attached unit gains toughness x.", "Attached unit gains Toughness X."),
    ("Target high elf unit gains [Power].", "Target High Elf unit gains [Power]."),
    ("Deal 1 uncancellable damage to target unit.", "Deal 1 uncancellable damage to target unit."),
]


@pytest.mark.parametrize("text, canonical", CASED)
def test_fmt_prints_traits_races_keywords_and_x_as_the_cards_do(text, canonical):
    card = parse("invasion", text)
    assert fmt("invasion", card) == canonical
    assert parse("invasion", canonical) == card


def test_a_word_beside_a_name_stays_lower_case():
    """"Skaven Warrior" would read as one name: fmt keeps "skaven" in lower case there, so the AST comes back."""
    card = parse("invasion", "Target skaven Warrior unit gains [Power].")
    assert fmt("invasion", card) == "Target skaven Warrior unit gains [Power]."
    assert parse("invasion", fmt("invasion", card)) == card
