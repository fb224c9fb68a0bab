"""Hex geometry (games/brawl/hexes.py): worked examples, then properties over any hexes (Hypothesis)."""

from __future__ import annotations

from hypothesis import given, strategies as st

from rulekeeper.games.brawl import hexes as H
from rulekeeper.games.brawl.hexes import DIRECTIONS, Hex
from rulekeeper.kernel import claims
from rulekeeper.spec.loader import load_game

coords = st.integers(min_value=-12, max_value=12)
hexes = st.builds(Hex, coords, coords)
directions = st.sampled_from(DIRECTIONS)
lengths = st.integers(min_value=0, max_value=8)


def test_worked_distances():
    assert H.distance(Hex(0, 0), Hex(3, -1)) == 3
    assert H.distance(Hex(-2, 1), Hex(2, -1)) == 4
    assert H.distance(Hex(0, 0), Hex(2, 2)) == 4  # no shortcut across the s axis


def test_hex_rows_are_the_three_axes():
    assert H.same_row(Hex(0, 0), Hex(5, 0))  # r constant
    assert H.same_row(Hex(0, 0), Hex(0, -3))  # q constant
    assert H.same_row(Hex(0, 0), Hex(2, -2))  # s constant
    assert not H.same_row(Hex(0, 0), Hex(2, -1))  # a knight's move: not a hex row
    assert H.row_through(Hex(0, 0), Hex(-3, 3)) == [Hex(0, 0), Hex(-1, 1), Hex(-2, 2), Hex(-3, 3)]


def test_row_through_refuses_hexes_off_the_row():
    try:
        H.row_through(Hex(0, 0), Hex(2, -1))
    except ValueError as exc:
        assert "not in one hex row" in str(exc)
    else:
        raise AssertionError("expected ValueError")


def test_direct_shot_line_of_sight():
    shooter, target = Hex(0, 0), Hex(3, 0)
    assert H.direct_line_clear(shooter, target, [])
    assert not H.direct_line_clear(shooter, target, [Hex(2, 0)])  # a statue or Champion between
    assert H.direct_line_clear(shooter, target, [Hex(4, 0), Hex(1, -1), Hex(3, 0)])  # beyond, beside, the target
    assert not H.direct_line_clear(shooter, Hex(2, -1), [])  # not in the shooter's hex row


def test_towards_and_away_from_a_worked_position():
    assert sorted(H.steps_towards(Hex(0, 0), Hex(2, -1))) == [Hex(1, -1), Hex(1, 0)]
    assert H.steps_towards(Hex(3, 0), Hex(0, 0)) == [Hex(2, 0)]
    assert sorted(H.steps_away(Hex(0, 0), Hex(1, 0))) == [Hex(-1, 0), Hex(-1, 1), Hex(0, -1)]
    assert H.steps_towards(Hex(1, 1), Hex(1, 1)) == []


def test_rings_and_discs():
    assert len(H.ring(Hex(0, 0), 0)) == 1
    assert [len(H.ring(Hex(2, -1), k)) for k in range(1, 5)] == [6, 12, 18, 24]
    assert len(set(H.within(Hex(0, 0), 4))) == 61


def test_geometry_claims_its_rules_and_every_claimed_rule_exists():
    import rulekeeper.games.brawl.aoe  # noqa: F401  (importing registers the claims)
    import rulekeeper.games.brawl.cards  # noqa: F401

    book = load_game("brawl")
    claimed = claims("brawl")
    for rid in ("hex-row", "targeting.indirect", "targeting.direct", "targeting.aoe", "concepts.towards",
                "concepts.away", "components.action-cards"):
        assert rid in claimed, rid
    assert [rid for rid in claimed if rid not in book] == []


# --- properties


@given(hexes, hexes, hexes)
def test_distance_is_a_metric(a, b, c):
    assert H.distance(a, a) == 0
    assert (H.distance(a, b) == 0) == (a == b)
    assert H.distance(a, b) == H.distance(b, a)
    assert H.distance(a, c) <= H.distance(a, b) + H.distance(b, c)


@given(hexes, hexes)
def test_a_straight_line_has_distance_plus_one_hexes_each_adjacent_to_the_next(a, b):
    path = H.line(a, b)
    assert len(path) == H.distance(a, b) + 1
    assert path[0] == a and path[-1] == b
    assert all(H.adjacent(x, y) for x, y in zip(path, path[1:]))


@given(hexes, directions, lengths)
def test_a_hex_row_is_a_straight_line(a, step, n):
    b = a + step.scale(n)
    row = H.row_through(a, b)
    assert len(row) == H.distance(a, b) + 1 == n + 1
    assert H.line(a, b) == row
    assert all(H.same_row(a, h) for h in row)
    assert H.between(a, b) == row[1:-1]
    if n:
        assert H.direction(a, b) == step


@given(hexes, hexes)
def test_same_row_is_symmetric_and_has_a_direction(a, b):
    assert H.same_row(a, b) == H.same_row(b, a)
    if a != b:
        assert (H.direction(a, b) is not None) == H.same_row(a, b)
        if H.same_row(a, b):
            assert H.direction(b, a) == H.direction(a, b).scale(-1)


@given(hexes, hexes)
def test_towards_reduces_distance_by_exactly_one(a, goal):
    steps = H.steps_towards(a, goal)
    assert (steps == []) == (a == goal)
    assert 1 <= len(steps) <= 2 or a == goal
    for n in steps:
        assert H.adjacent(a, n)
        assert H.distance(n, goal) == H.distance(a, goal) - 1
        assert H.moved_towards(a, n, goal) and not H.moved_away(a, n, goal)


@given(hexes, hexes)
def test_away_increases_distance_by_exactly_one(a, source):
    steps = H.steps_away(a, source)
    assert 2 <= len(steps) <= 6 and (len(steps) == 6) == (a == source)
    for n in steps:
        assert H.distance(n, source) == H.distance(a, source) + 1
        assert H.moved_away(a, n, source) and not H.moved_towards(a, n, source)


@given(hexes, st.integers(min_value=-12, max_value=12))
def test_rotation_keeps_distance_and_six_turns_are_a_full_circle(h, turns):
    assert H.length(H.rotate(h, turns)) == H.length(h)
    assert H.rotate(h, turns + 6) == H.rotate(h, turns)
    assert H.rotate(H.rotate(h, turns), -turns) == h


@given(st.integers(min_value=0, max_value=5), st.integers(min_value=0, max_value=5))
def test_rotating_a_direction_gives_the_next_direction(i, k):
    assert H.rotate(DIRECTIONS[i], k) == DIRECTIONS[(i + k) % 6]


@given(hexes, st.integers(min_value=0, max_value=6))
def test_ring_is_the_hexes_at_that_distance(c, k):
    ring = H.ring(c, k)
    assert len(set(ring)) == len(ring) == max(1, 6 * k)
    assert all(H.distance(c, h) == k for h in ring)


@given(hexes, hexes, st.lists(hexes, max_size=6))
def test_direct_line_clear_means_nothing_between(a, b, blockers):
    clear = H.direct_line_clear(a, b, blockers)
    if not H.same_row(a, b) or a == b:
        assert not clear
    else:
        assert clear == (not set(H.between(a, b)) & set(blockers))
