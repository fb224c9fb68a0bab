"""Hypothesis properties of the AoS 4 foundations: damage within what was rolled, slain models from damage points,
same seed same log, the distance between bases."""

import math
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from rulekeeper.games.aos4 import Battlefield, Dice, Model, Modifier, Modifiers, allocate, distance, load_warscrolls
from rulekeeper.games.aos4 import resolve
from rulekeeper.kernel import EventLog, Rng

U = load_warscrolls()
NAMES = sorted(U)

mods = st.builds(
    lambda h, w, s, r, d, f: Modifiers(hit=(Modifier(h, "t", f),), wound=(Modifier(w, "t", f),),
                                       save=(Modifier(s, "t", False),), rend=(Modifier(r, "t", f),),
                                       damage=(Modifier(d, "t", f),)),
    st.integers(-3, 3), st.integers(-3, 3), st.integers(-2, 2), st.integers(0, 2), st.integers(-1, 2), st.booleans())


def battle(seed, attacker, target, size, charged, m):
    """The first model of `attacker` 1" from a `size`-model `target` in a row; every melee weapon in turn."""
    bf = Battlefield()
    a = bf.place("a", "A", U[attacker], [(0, 0)])
    tw = replace(U[target], models=size)
    step = tw.base_mm / 25.4 + 0.2
    r = a.models[0].radius + 1 + tw.base_mm / 25.4 / 2
    t = bf.place("t", "B", tw, [(i * step, r) for i in range(size)])
    a.charged = charged
    dice, results = Dice(EventLog(), rng=Rng(seed)), []
    for w in a.warscroll.weapons:
        if w.kind == "melee" and not t.destroyed:
            results.append(resolve(bf, dice, a, w, t, m))
    bf.check()
    return results, t, dice.log


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(NAMES), st.sampled_from(NAMES), st.integers(1, 8), st.booleans(), mods)
def test_damage_within_what_was_rolled_and_slain_from_points(seed, attacker, target, size, charged, m):
    results, t, log = battle(seed, attacker, target, size, charged, m)
    health = t.warscroll.health
    for res in results:
        assert 0 <= res.damage_inflicted <= res.damage_rolled
        assert res.wounds <= res.hits + res.criticals and res.saved <= res.wounds
    points = sum(e.data["points"] for e in log if e.kind == "damage")
    assert t.slain == min(size, points // health) and t.slain + len(t.models) == size
    assert all(e.rules for e in log)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(NAMES), st.sampled_from(NAMES), mods)
def test_same_seed_same_log(seed, attacker, target, m):
    one = battle(seed, attacker, target, 3, False, m)[2].dumps()
    assert one == battle(seed, attacker, target, 3, False, m)[2].dumps()


@given(st.integers(1, 20), st.integers(1, 10), st.lists(st.integers(0, 30), max_size=12))
def test_slain_models_are_damage_over_health_bounded_by_unit_size(size, health, batches):
    bf = Battlefield()
    ws = replace(U["Swordsmen"], models=size, health=health)
    t = bf.place("t", "B", ws, [(i * 2.0, 0) for i in range(size)])
    counted = sum(allocate(EventLog(), t, b) for b in batches)
    total = sum(batches)
    assert counted == min(total, size * health)
    assert t.slain == min(size, total // health) and len(t.models) == size - t.slain
    assert t.damage == (0 if t.destroyed else total % health)


points = st.tuples(st.floats(-100, 100), st.floats(-100, 100), st.floats(0, 3))


def _m(p):
    return Model(*p)


@given(points, points, points)
def test_distance_between_bases(a, b, c):
    """Non-negative, symmetric, 0 to itself; between points (radius 0) a metric; with bases the triangle
    inequality holds up to the middle base's diameter (closest points of bases are not a metric)."""
    A, B, C = _m(a), _m(b), _m(c)
    assert distance(A, B) >= 0 and distance(A, A) == 0
    assert math.isclose(distance(A, B), distance(B, A))
    assert distance(A, C) <= distance(A, B) + distance(B, C) + 2 * B.radius + 1e-9
    pa, pb, pc = (Model(p.x, p.y, 0) for p in (A, B, C))
    assert distance(pa, pc) <= distance(pa, pb) + distance(pb, pc) + 1e-9
    assert (distance(pa, pb) == 0) == (pa.x == pb.x and pa.y == pb.y)
