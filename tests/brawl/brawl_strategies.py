"""Hypothesis strategies for Brawl card ASTs that respect what the language can say (used by the round-trip test)."""

from __future__ import annotations

from hypothesis import strategies as st

from rulekeeper.text.brawl import ast as A

values = st.integers(min_value=0, max_value=20)
positive = st.integers(min_value=1, max_value=9)


def refs(reaction: bool):
    return st.sampled_from([r for r in A.Ref if reaction or r is not A.Ref.ATTACKER])


groups = st.builds(A.Group, st.booleans(), st.sampled_from(list(A.Side)), st.none() | positive)


def whos(reaction: bool):
    return refs(reaction) | groups


ranges = st.integers(min_value=1, max_value=9).flatmap(
    lambda high: st.builds(A.Range, st.just(high), st.integers(min_value=1, max_value=high)))
offsets = st.tuples(st.integers(-4, 4), st.integers(-4, 4)).filter(lambda h: h != (0, 0))
shapes = st.one_of(
    st.builds(A.Burst, positive), st.builds(A.Line, positive), st.builds(A.Arc, st.integers(1, 6)),
    st.lists(offsets, min_size=1, max_size=5, unique=True).map(lambda hs: A.Pattern(tuple(hs))),
)
whoms = st.sampled_from(list(A.Whom))
targetings = st.one_of(
    st.builds(A.Melee, whoms), st.builds(A.IndirectShot, ranges, whoms), st.builds(A.DirectShot, ranges, whoms),
    st.builds(A.AreaOfEffect, shapes),
)


def effects(reaction: bool):
    who, ref = whos(reaction), refs(reaction)
    counted = [A.Push, A.Pull, A.Fear, A.Force, A.Heal, A.Dash, A.Jump, A.Swoop]
    return st.one_of(
        *[st.builds(k, values, who) for k in counted],
        st.builds(A.Root, who), st.builds(A.Stun, who),
        st.builds(A.Move, values, who),
        st.builds(A.Move, values, who, st.sampled_from(list(A.Heading)), ref),
        st.builds(A.Draw, values), st.builds(A.Plan, values),
        st.builds(A.DealDamage, values, who),
        st.builds(A.Place, who, positive, ref),
    )


def conditions(reaction: bool):
    return st.builds(A.Bloodied, refs(reaction)) | st.builds(A.Controls, st.sampled_from(list(A.AreaName)))


def sentences(reaction: bool, min_size: int = 0):
    one = effects(reaction) | st.builds(A.Conditional, conditions(reaction), effects(reaction))
    return st.lists(one, min_size=min_size, max_size=3).map(tuple)


attacks = st.builds(
    A.Attack, targetings, values, sentences(False), sentences(False), st.booleans(), st.booleans(), st.none() | values,
    st.lists(st.builds(A.StrengthBonus, values, conditions(False)), max_size=2).map(tuple),
)
skills = st.builds(A.Skill, sentences(False, 1), st.none() | targetings)
reactions = st.builds(A.Reaction, st.none() | st.integers(-5, 5), sentences(True), sentences(True)).filter(
    lambda r: r.defence is not None or r.effects or r.post)
cards = st.builds(A.Card, attacks | skills | reactions, st.none() | st.integers(0, 9))
