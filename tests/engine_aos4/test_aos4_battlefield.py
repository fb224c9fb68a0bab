"""The abstract battlefield: distances between bases (core.distances), combat range (core.units.combat-range),
coherency (coherency), no model inside another's base."""

import pytest

from rulekeeper.games.aos4 import Battlefield, Model, distance, load_warscrolls, unit_distance
from rulekeeper.kernel import IllegalAction, InvariantViolation

U = load_warscrolls()
R25 = 25 / 25.4 / 2  # a 25 mm base's radius in inches


def test_distance_between_closest_points_of_bases():
    assert distance(Model(0, 0, 0.5), Model(3, 4, 1)) == pytest.approx(3.5)
    assert distance(Model(0, 0, 1), Model(1, 0, 1)) == 0


def test_combat_range_is_three_inches_between_bases():
    bf = Battlefield()
    a = bf.place("a", "A", U["Swordsmen"], [(0, 0)])
    b = bf.place("b", "B", U["Swordsmen"], [(0, 3 + 2 * R25)])
    assert unit_distance(a, b) == pytest.approx(3) and bf.in_combat(a) and bf.in_combat(b)
    bf.units["b"].models[0].y += 0.01
    assert not bf.in_combat(a)


def test_friends_do_not_put_a_unit_in_combat():
    bf = Battlefield()
    a = bf.place("a", "A", U["Swordsmen"], [(0, 0)])
    bf.place("b", "A", U["Swordsmen"], [(0, 2)])
    assert not bf.in_combat(a)


def _row(n, gap, y=0.0):
    return [(i * (2 * R25 + gap), y) for i in range(n)]


def test_coherency_one_neighbour_below_seven():
    bf = Battlefield()
    assert bf.coherent(bf.place("a", "A", U["Swordsmen"], _row(6, 0.5)))
    assert not bf.coherent(bf.place("b", "A", U["Swordsmen"], _row(2, 0.51, y=10)))


def test_coherency_two_neighbours_from_seven():
    bf = Battlefield()
    line = bf.place("a", "A", U["Swordsmen"], _row(7, 0.4))  # the two ends have one neighbour only
    assert not bf.coherent(line)
    two_rows = _row(4, 0.1, y=10) + _row(4, 0.1, y=10 + 2 * R25 + 0.1)  # 8 models, each touching 2
    assert bf.coherent(bf.place("b", "A", U["Swordsmen"], two_rows))


def test_coherency_needs_a_single_group():
    bf = Battlefield()
    pairs = _row(2, 0.1) + [(x + 10, y) for x, y in _row(2, 0.1)]
    assert not bf.coherent(bf.place("a", "A", U["Swordsmen"], pairs))


def test_no_model_inside_another_base():
    bf = Battlefield()
    bf.place("a", "A", U["Swordsmen"], [(0, 0)])
    with pytest.raises(IllegalAction, match="inside the base"):
        bf.place("b", "B", U["Swordsmen"], [(0.5, 0)])
    assert list(bf.units) == ["a"]
    bf.place("c", "B", U["Swordsmen"], [(2 * R25, 0)])  # bases touching are fine
    bf.units["c"].models[0].x = 0.1
    with pytest.raises(InvariantViolation):
        bf.check()
