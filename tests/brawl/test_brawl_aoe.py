"""AoE shapes laid on the hex grid (games/brawl/aoe.py, targeting.aoe)."""

from __future__ import annotations

from hypothesis import given, strategies as st

from rulekeeper.games.brawl import hexes as H
from rulekeeper.games.brawl.aoe import aoe_hexes, orientations
from rulekeeper.games.brawl.hexes import Hex
from rulekeeper.text.brawl import ast as A

from brawl_strategies import shapes

attackers = st.builds(Hex, st.integers(-6, 6), st.integers(-6, 6))


def test_worked_shapes():
    o = Hex(0, 0)
    assert aoe_hexes(A.Burst(1), o) == frozenset(H.neighbours(o))
    assert aoe_hexes(A.Line(3), o) == {Hex(1, 0), Hex(2, 0), Hex(3, 0)}
    assert aoe_hexes(A.Line(2), o, 3) == {Hex(-1, 0), Hex(-2, 0)}
    assert aoe_hexes(A.Arc(2), o, 0) == {Hex(1, 0), Hex(1, -1)}
    assert aoe_hexes(A.Pattern(((2, 0), (2, -1))), Hex(1, 1), 1) == {Hex(3, -1), Hex(2, -1)}
    assert len(orientations(A.Burst(2), o)) == 1 and len(orientations(A.Arc(6), o)) == 1
    assert len(orientations(A.Line(1), o)) == 6


@given(shapes, attackers, st.integers(0, 5))
def test_an_aoe_has_its_size_and_never_the_attackers_hex(shape, attacker, turns):
    hexes = aoe_hexes(shape, attacker, turns)
    size = {A.Burst: lambda s: 3 * s.radius * (s.radius + 1), A.Line: lambda s: s.length,
            A.Arc: lambda s: s.size, A.Pattern: lambda s: len(s.hexes)}[type(shape)](shape)
    assert len(hexes) == size and attacker not in hexes


@given(shapes, attackers, st.integers(0, 5))
def test_turning_an_aoe_keeps_every_hexs_distance_from_the_attacker(shape, attacker, turns):
    def distances(hexes):
        return sorted(H.distance(attacker, h) for h in hexes)
    assert distances(aoe_hexes(shape, attacker, turns)) == distances(aoe_hexes(shape, attacker, 0))
    assert aoe_hexes(shape, attacker, turns + 6) == aoe_hexes(shape, attacker, turns)
