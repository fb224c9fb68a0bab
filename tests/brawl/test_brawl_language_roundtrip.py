"""Properties of the Brawl card language: parse(fmt(ast)) == ast for generated ASTs, and any text gives a card or a
CardTextError, never another exception."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from rulekeeper.text import CardTextError, fmt, parse
from rulekeeper.text.brawl import ast as A

from brawl_strategies import cards


@settings(max_examples=400, deadline=None)
@given(cards)
def test_parse_of_fmt_is_the_same_card(card):
    text = fmt("brawl", card)
    assert parse("brawl", text) == card, text


@settings(max_examples=100, deadline=None)
@given(cards)
def test_fmt_is_canonical(card):
    text = fmt("brawl", card)
    assert fmt("brawl", parse("brawl", text)) == text
    assert fmt("brawl", parse("brawl", text.lower())) == text  # keywords are case-insensitive
    assert fmt("brawl", parse("brawl", " ".join(text.split()))) == text  # line breaks are only layout


WORDS = ["Move", "Attack", "Skill", "Reaction", "Pre-attack", "Post-attack", ":", ".", ",", "melee", "indirect",
         "direct", "shot", "range", "AoE", "burst", "line", "arc", "hexes", "(", ")", "strength", "Double", "Poison",
         "Push", "Root", "Heal", "Draw", "Place", "Deal", "damage", "to", "the", "target", "this", "Champion",
         "each", "an", "adjacent", "Ally", "Enemy", "within", "hex", "of", "If", "is", "Bloodied", "Defence",
         "+1", "-2", "0", "3", "7", "2-4", "targeting", "attacker", "towards", "away", "from", "+", "-"]


@settings(max_examples=400, deadline=None)
@given(st.text(max_size=60) | st.lists(st.sampled_from(WORDS), max_size=25).map(" ".join))
def test_any_text_is_a_card_or_a_card_text_error(text):
    try:
        card = parse("brawl", text)
    except CardTextError as exc:
        assert exc.line >= 1 and exc.column >= 1 and exc.message
        assert "^" in str(exc)
    else:
        assert isinstance(card, A.Card)
