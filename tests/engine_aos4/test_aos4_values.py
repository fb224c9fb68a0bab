"""Typed characteristics (core.units.characteristics) and weapon abilities (core.combat.weapon-abilities)."""

from fractions import Fraction

import pytest

from rulekeeper.games.aos4 import values as V
from rulekeeper.games.aos4 import weapon_abilities as W


@pytest.mark.parametrize("text, count, sides, plus", [
    ("3", 0, 6, 3), ("D3", 1, 3, 0), ("2D6", 2, 6, 0), ("D6+1", 1, 6, 1), ("D3+3", 1, 3, 3), ("3D6+3", 3, 6, 3),
    ("D6+0", 1, 6, 0), ("d6", 1, 6, 0),
])
def test_dice_expressions(text, count, sides, plus):
    e = V.dice_expr(text)
    assert (e.count, e.sides, e.plus) == (count, sides, plus)
    assert e.low <= e.high


@pytest.mark.parametrize("text", ["", "D4", "2D", "D6-1", "x", "0D6", "1.5"])
def test_bad_dice_expressions(text):
    with pytest.raises(ValueError, match="not a dice expression|zero dice"):
        V.dice_expr(text)


def test_rolls_rend_counts_inches():
    assert V.roll("4+") == V.Roll(4)
    with pytest.raises(ValueError):
        V.roll("7+")
    assert V.rend("-") == 0 and V.rend("2") == 2
    with pytest.raises(ValueError):
        V.rend("-1")
    assert V.count("-") is None and V.count("12") == 12
    assert V.inches('5"') == V.DiceExpr(0, 6, 5) and V.inches('2D6+3"') == V.DiceExpr(2, 6, 3)
    assert V.inches("-") is None
    with pytest.raises(ValueError, match="inches"):
        V.inches("5")
    assert V.fraction("1/2") == Fraction(1, 2) and V.fraction("+1") == 1


def test_see_ability():
    assert V.see_ability("⟝See 'Searing Beam of Light' ability⟞") == V.SeeAbility("Searing Beam of Light")
    assert V.see_ability("⟝See Warp Lightning Blast ability⟞") == V.SeeAbility("Warp Lightning Blast")
    assert V.see_ability("3+") is None


def test_weapon_abilities_typed():
    got = W.parse("Crit (2 Hits), Companion, Anti-INFANTRY (+1 Rend), Crit (Auto-wound), Crit (Mortal), "
                  "Charge (+1 Damage), Shoot In Combat")
    assert got == (W.Crit2Hits(), W.Companion(), W.Anti("INFANTRY", 1), W.CritAutoWound(), W.CritMortal(),
                   W.Charge(1), W.ShootInCombat())


@pytest.mark.parametrize("text, keyword", [
    ("Anti-**^^Infantry^^** (+1 Rend)", "INFANTRY"), ("Anti‑**^^Monster^^**\xa0(+1 Rend)", "MONSTER"),
    ("Anti-**^^Hero^^**(+1 Rend)", "HERO"), ("Anti-**^^Faction Terrain^^** (+1 Rend)", "FACTION TERRAIN"),
    ("Anti-**^^Hero (+1 Rend)^^**", "HERO"), ("Anti-**^^Cavalry^^** +1 Rend)", "CAVALRY"),
])
def test_anti_mark_up_normalized(text, keyword):
    assert W.parse(text) == (W.Anti(keyword, 1),)


def test_unknown_kept_by_name_and_none():
    assert W.parse("Blood-hungry, Anti-charge (+1 Rend)") == (W.Unknown("Blood-hungry"),
                                                               W.Unknown("Anti-charge (+1 Rend)"))
    assert W.parse("-") == () and W.parse("") == () and W.parse(None) == ()
