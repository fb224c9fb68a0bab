"""Property: for any Champions AST (generated here, not taken from shipped cards), parse(fmt(ast)) == ast."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from rulekeeper.text import fmt, parse
from rulekeeper.text.champions import ast as A
from rulekeeper.text.champions.fmt import is_imperative

small = st.integers(min_value=0, max_value=12)
positive = st.integers(min_value=1, max_value=5)
tags = st.none() | st.sampled_from(A.TAGS)
kinds = st.lists(st.sampled_from(list(A.Kind)), min_size=1, max_size=3).map(tuple)
lanes = st.lists(st.sampled_from(list(A.Lane)), max_size=3).map(tuple)

amounts = st.one_of(small.map(A.Fixed), small.map(A.UpTo), st.just(A.CornerValue()))
counts = st.one_of(positive.map(A.Fixed), positive.map(A.UpTo), st.just(A.Each()))
players = st.sampled_from(list(A.Player))
zones = st.sampled_from(list(A.Zone))

picks = st.builds(A.Pick, counts, kinds, tags)
selections = st.builds(A.Cards, counts, kinds, st.none() | st.sampled_from(list(A.Side)), st.booleans(), tags, lanes)
targets = st.one_of(st.just(A.This()), st.just(A.ThisChampion()), selections)


def effects_with(instruction_for_grant):
    """Every effect kind; `Grant` nests an instruction (drawn from `instruction_for_grant`)."""
    return st.one_of(
        st.builds(A.DealDamage, amounts, players, st.booleans()),
        st.builds(A.GainHealth, amounts, players),
        st.builds(A.LoseHealth, amounts, players),
        st.builds(A.Draw, amounts, players),
        st.builds(A.Discard, amounts, players),
        st.builds(A.Remove, targets),
        st.builds(A.Rotate, targets, st.sampled_from(list(A.Direction)), small),
        st.builds(A.Restart, targets),
        st.builds(A.Exhaust, targets),
        st.builds(A.Deploy, picks, zones),
        st.builds(A.Move, picks, zones, zones),
        st.builds(A.Swap, targets, picks, zones),
        st.builds(A.Replace, targets, picks, zones),
        st.builds(A.Return, targets),
        st.builds(A.Modify, st.sampled_from(list(A.Change)), st.sampled_from(list(A.Measure)),
                  st.one_of(small.map(A.Fixed), small.map(A.UpTo))),
        st.builds(A.Dormant, targets),
        st.builds(A.Forbid, targets, st.sampled_from(list(A.Act))),
        st.builds(A.TriggerEffects, targets),
        st.builds(A.Grant, targets, instruction_for_grant.map(A.LastStand)),
    )


conditions = st.one_of(
    st.builds(A.Controls, st.sampled_from([A.Player.YOU, A.Player.OPPONENT]),
              st.just(A.Fixed(1)) | positive.map(A.AtLeast), kinds, tags),
    st.builds(A.HealthAtMost, st.sampled_from([A.Player.YOU, A.Player.OPPONENT]), small),
    st.builds(A.TookDamage, st.sampled_from([A.Player.YOU, A.Player.OPPONENT])),  # 6.2.since-your-last-turn
)


def instructions(effect_strategy):
    steps = effect_strategy | effect_strategy.filter(is_imperative).map(A.Optional)
    return st.builds(A.Instruction, st.lists(steps, min_size=1, max_size=3).map(tuple), st.none() | conditions)


plain_effects = effects_with(st.nothing())
inner = instructions(plain_effects.filter(lambda e: not isinstance(e, A.Grant)))
instruction = instructions(effects_with(inner))

triggers = st.one_of(
    st.sampled_from([w for w in A.When if w is not A.When.AFTER_PLAYING]).map(A.Trigger),
    picks.map(lambda p: A.Trigger(A.When.AFTER_PLAYING, p)),
)
sentences = st.one_of(instruction, st.builds(A.Triggered, triggers, instruction), instruction.map(A.LastStand))
card_texts = st.builds(
    A.CardText,
    st.lists(sentences, max_size=4).map(tuple),
    st.lists(st.lists(sentences, min_size=1, max_size=3).map(lambda s: A.HeroicAct(tuple(s))), max_size=2).map(tuple),
)


@settings(max_examples=400, deadline=None)
@given(card_texts)
def test_parse_of_fmt_is_the_same_ast(card):
    text = fmt("champions", card)
    assert parse("champions", text) == card, text


@settings(max_examples=100, deadline=None)
@given(card_texts)
def test_fmt_is_a_fixed_point(card):
    text = fmt("champions", card)
    assert fmt("champions", parse("champions", text)) == text
