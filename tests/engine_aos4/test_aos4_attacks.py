"""The attack sequence with fixed dice (core.combat.attack-sequence and the rules it leans on)."""

from dataclasses import replace

import pytest

from rulekeeper.games.aos4 import Battlefield, Dice, Modifier, Modifiers, core, load_warscrolls, resolve
from rulekeeper.kernel import EventLog, IllegalAction

U = load_warscrolls()


def fight(attacker, target, script, weapon=None, mods=Modifiers(), charged=False, gap=1.0, c=None, ws_target=None):
    """One model of `attacker` `gap` inches from one model of `target`; resolve with the scripted dice."""
    bf = Battlefield()
    a = bf.place("a", "A", U[attacker], [(0, 0)])
    ra = a.models[0].radius
    t_ws = ws_target or U[target]
    t = bf.place("t", "B", t_ws, [(0, ra + gap + t_ws.base_mm / 25.4 / 2)])
    t.models += [replace(t.models[0], x=t.models[0].x + 10 * (i + 1)) for i in range(t_ws.models - 1)]
    a.charged = charged
    dice = Dice(EventLog(), script=script)
    w = a.warscroll.weapon(weapon) if weapon else a.warscroll.weapons[0]
    res = resolve(bf, dice, a, w, t, mods, c)
    assert dice.left == 0, f"{dice.left} scripted dice unused"
    bf.check()
    return res, t, dice.log


def steps(log, kind):
    return [e for e in log if e.kind == kind]


def test_hit_wound_failed_save_slays_a_model_then_a_miss():
    res, t, log = fight("Swordsmen", "Swordsmen", [4, 4, 3, 3])
    assert (res.attacks, res.hits, res.wounds, res.saved, res.damage_inflicted, res.slain) == (2, 1, 1, 0, 1, 1)
    assert len(t.models) == 9 and t.slain == 1
    assert all("core.combat.attack-sequence" in e.rules for k in ("hit", "wound", "save") for e in steps(log, k))
    assert steps(log, "slain")[0].rules == ("core.units.damage",)


def test_a_made_save_stops_the_damage():
    res, t, _ = fight("Swordsmen", "Swordsmen", [5, 5, 4, 2])
    assert (res.wounds, res.saved, res.damage_inflicted) == (1, 1, 0) and t.slain == 0


def test_crit_two_hits_makes_two_wound_rolls():
    # Chaos Spawn: 2D6 attacks (1+1), Hit 5+, Wound 4+; the 6 is critical: 2 hits
    res, t, log = fight("Beasts of Chaos Chaos Spawn", "Swordsmen", [1, 1, 6, 4, 1, 4, 2, 2])
    assert (res.attacks, res.hits, res.criticals, res.wounds) == (2, 2, 1, 2)
    assert steps(log, "hits")[0].rules == ("core.combat.weapon-abilities.crit-2-hits",)
    assert "core.combat.critical-hit" in steps(log, "hit")[0].rules
    assert res.slain == 2


def test_crit_auto_wound_skips_the_wound_roll():
    # Knights' Lance: 2 attacks, Hit 3+, Crit (Auto-wound); save 4+ with Rend 1
    res, t, log = fight("Knights", "Shield Wall", [6, 2, 2, 1, 1])  # the Shield Wall has a 6+ ward
    assert [e.data["why"] for e in steps(log, "roll")][:3] == ["hit roll", "save roll", "hit roll"]
    assert steps(log, "wound")[0].rules == ("core.combat.weapon-abilities.crit-auto-wound",)
    assert (res.wounds, res.saved, res.damage_inflicted) == (1, 0, 2)


def test_crit_mortal_skips_wound_and_save_and_a_ward_still_applies():
    # Crossbow: 1 attack, Crit (Mortal), Damage D3 (a 5 is 3); the Giant's ward 5+ saves one point of three
    res, t, log = fight("Crossbowmen", "Giant", [6, 5, 5, 1, 2], gap=10)
    assert (res.hits, res.wounds, res.damage_rolled, res.damage_inflicted) == (1, 0, 3, 2)
    assert not steps(log, "wound") and not steps(log, "save")
    dmg = [e for e in steps(log, "damage") if e.data["mortal"]][0]
    assert "core.combat.mortal-damage" in dmg.rules and t.damage == 2


def test_anti_x_is_cumulative():
    # The Giant's Club: Rend 2, Anti-INFANTRY and Anti-HERO (+1 each); a 3+ save against Rend 4 needs a 7
    target = replace(U["Shield Wall"], keywords=frozenset({"INFANTRY", "HERO"}), ward=None, models=1, health=20)
    res, t, log = fight("Giant", None, [3, 2, 6, 3] + [1] * 3, ws_target=target)
    save = steps(log, "save")[0]
    assert save.data["rend"] == 4 and "core.combat.weapon-abilities.anti-x" in save.rules and not save.data["success"]
    assert res.damage_inflicted == 4  # D6+1 with a 3


def test_charge_adds_damage_only_after_charging():
    for charged, points in ((False, 2), (True, 3)):
        target = replace(U["Shield Wall"], ward=None, models=1, health=20)
        res, _, log = fight("Knights", None, [4, 4, 1, 1], charged=charged, ws_target=target)
        roll = steps(log, "damage roll")[0]
        assert roll.data["points"] == points == res.damage_inflicted
        assert ("core.combat.weapon-abilities.charge" in roll.rules) == charged


def test_modifier_cap_read_from_the_spec():
    plus3 = Modifiers(hit=(Modifier(3, "test"),))
    res, _, log = fight("Swordsmen", "Swordsmen", [3, 1, 1], mods=plus3)  # 3+1 = 4: hit; capped at +1
    assert steps(log, "hit")[0].data["modifier"] == core().hit_wound_modifier_max == 1 and res.hits == 1
    zero = replace(core(), hit_wound_modifier_max=0)
    res, _, _ = fight("Swordsmen", "Swordsmen", [3, 1], mods=plus3, c=zero)
    assert res.hits == 0


def test_an_unmodified_one_fails_unless_the_spec_drops_the_rule():
    res, _, log = fight("Knights", "Swordsmen", [1, 1], weapon="Hooves")
    assert res.hits == 0 and "core.combat.unmodified-one" in steps(log, "hit")[0].rules
    lenient = replace(core(), unmodified_one_fails=False, hit_wound_modifier_max=5)
    res, _, _ = fight("Swordsmen", "Swordsmen", [1, 6, 1, 1, 6, 1], mods=Modifiers(hit=(Modifier(3, "t"),)),
                      c=lenient)
    assert res.hits == 2


def test_companion_ignores_friendly_modifiers_not_enemy_ones():
    mods = Modifiers(hit=(Modifier(1, "friendly"), Modifier(-1, "cover", friendly=False)))
    res, _, log = fight("Knights", "Swordsmen", [4, 4], weapon="Hooves", mods=mods)  # Companion: only -1
    assert [e.data["modifier"] for e in steps(log, "hit")] == [-1, -1] and res.hits == 0
    res, _, log = fight("Knights", "Swordsmen", [3, 3, 3, 3, 3, 3], weapon="Lance", mods=mods)  # no Companion: 0
    assert [e.data["modifier"] for e in steps(log, "hit")] == [0, 0] and res.hits == 2


def test_damage_carries_over_and_ward_on_normal_damage():
    target = replace(U["Shield Wall"], ward=None)
    res, t, _ = fight("Giant", None, [3, 3, 1, 2, 1, 1, 1], ws_target=target)  # 1 unsaved, D6+1 = 3
    assert res.damage_inflicted == 3 and t.slain == 1 and t.damage == 1
    res, t, log = fight("Giant", "Shield Wall", [3, 2, 1, 3, 1, 1, 1] + [6, 6, 1, 1], weapon="Club")  # 4, ward 6+
    assert res.damage_inflicted == 2 and steps(log, "ward")[0].data["negated"] == 2


def test_shooting_needs_range_and_no_combat_unless_shoot_in_combat():
    with pytest.raises(IllegalAction, match="in combat") as err:
        fight("Crossbowmen", "Swordsmen", [], weapon="Crossbow", gap=1)
    assert err.value.rule_id == "core.shooting.targets"
    res, _, _ = fight("Crossbowmen", "Swordsmen", [2], weapon="Pistol", gap=1)
    assert res.attacks == 1
    with pytest.raises(IllegalAction, match='within 9"'):
        fight("Crossbowmen", "Swordsmen", [], weapon="Pistol", gap=9.5)
    with pytest.raises(IllegalAction, match='within 3"') as err:
        fight("Swordsmen", "Swordsmen", [], gap=3.5)
    assert err.value.rule_id == "core.units.combat-range"


def test_a_refused_attack_logs_and_changes_nothing():
    bf = Battlefield()
    a = bf.place("a", "A", U["Crossbowmen"], [(0, 0)])
    t = bf.place("t", "A", U["Swordsmen"], [(0, 5)])
    log = EventLog()
    with pytest.raises(IllegalAction, match="not an enemy"):
        resolve(bf, Dice(log, script=[6]), a, a.warscroll.weapon("Crossbow"), t)
    assert len(log) == 0 and t.models and t.damage == 0
