"""Dice: the seeded kernel RNG or a scenario's script; every roll an event citing its rule."""

import pytest

from rulekeeper.games.aos4 import Dice, DiceError, dice_expr
from rulekeeper.kernel import EventLog, Rng


def test_scripted_dice_roll_in_order_and_are_logged():
    log = EventLog()
    d = Dice(log, script=[6, 4, 1])
    assert [d.d6("core.combat.attack-sequence", "hit roll") for _ in range(3)] == [6, 4, 1]
    assert [e.data["value"] for e in log] == [6, 4, 1]
    assert all(e.kind == "roll" and e.rules == ("core.combat.attack-sequence",) for e in log)
    with pytest.raises(DiceError, match="scripted 3 dice"):
        d.d6("core.combat.ward", "ward")


def test_expressions_d3_is_half_a_d6():
    log = EventLog()
    d = Dice(log, script=[5, 3, 4, 1])
    assert d.roll(dice_expr("D3+1"), "core.units.characteristics", "damage") == 4  # 5 -> 3, +1
    assert d.roll(dice_expr("2D6"), "core.combat.charge", "charge") == 7
    assert d.roll(dice_expr("D3"), "core.movement.retreat", "retreat") == 1
    assert d.roll(dice_expr("3"), "core.units.characteristics", "attacks") == 3  # fixed: no die, no event
    assert len(log) == 3 and log.events[1].data["faces"] == [3, 4] and d.left == 0


def test_bad_scripts_and_construction():
    with pytest.raises(DiceError, match="1 to 6"):
        Dice(EventLog(), script=[7])
    with pytest.raises(ValueError):
        Dice(EventLog())


def test_same_seed_same_rolls_and_range():
    a, b = Dice(EventLog(), rng=Rng(7)), Dice(EventLog(), rng=Rng(7))
    ra = [a.roll(dice_expr("2D6"), "core.combat.charge", "charge") for _ in range(200)]
    assert ra == [b.roll(dice_expr("2D6"), "core.combat.charge", "charge") for _ in range(200)]
    assert set(ra) == set(range(2, 13))
    assert a.log.dumps() == b.log.dumps()
