"""Damage doubled by constant effects while a condition holds (abilities/doubled_damage.py): Basha's Bloodaxe's
"While attached unit is attacking, double all damage dealt to the defending opponent's capital." and Guardians of
the Gods' "While a Lizardmen unit is questing on this card, double all damage assigned to units by the effects of
Savage as it is being assigned." (core.effects.constant, faq.23)."""

import pytest

from rulekeeper.games.invasion import from_position
from rulekeeper.games.invasion.dealing import deal

FILLER = "Drill Neutral Watchtower"
AXE, GUARDIANS = "Basha's Bloodaxe", "Guardians of the Gods"


@pytest.mark.parametrize("name", [AXE, GUARDIANS])
def test_runnable(pool, name):
    assert pool[name].runnable, pool[name].why


def _until(g, step):
    for _ in range(30):
        if g.s.step == step or g.s.combat is None:
            return
        g.do(("pass",) if g.s.step == "window" else ("done",), g.to_act())
    raise AssertionError(f"never reached {step}")


def _attack_kingdom(pool, attacker):
    g = from_position(pool, {"active": "A", "phase": "battlefield", "players": {
        "A": {"deck": [FILLER] * 5, "race": "Orc",
              "battlefield": ["Drill Orc Boyz", {"card": AXE, "attached_to": "Drill Orc Boyz"}, "Drill Orc Archers"]},
        "B": {"deck": [FILLER] * 5}}})
    g.do(("attack", "kingdom"), "A")
    _until(g, "attackers")
    g.do(("attacker", g.named("A", attacker, "battlefield")), "A")
    g.do(("done",), "A")
    _until(g, "assign")
    while g.s.combat is not None and g.s.step == "assign":
        g.do(("assign", "zone"), "A")
    return g


def test_the_bloodaxe_doubles_the_damage_its_attacking_unit_deals_to_the_capital(pool):
    g = _attack_kingdom(pool, "Drill Orc Boyz")  # 1 power, +2 damage in combat: 3, doubled
    assert g.s.zone_damage["B.kingdom"] == 6
    ev = [e for e in g.s.log.events if e.kind == "damage_doubled"]
    assert ev and ev[0].data == {"target": "B.kingdom", "dealt": 3, "now": 6} and "faq.23" in ev[0].rules
    assert g.check() == []


def test_not_while_the_attached_unit_is_not_attacking(pool):
    g = _attack_kingdom(pool, "Drill Orc Archers")
    assert g.s.zone_damage["B.kingdom"] == 1 and not [e for e in g.s.log.events if e.kind == "damage_doubled"]


def _savage(pool, questing):
    quest = [GUARDIANS] + ([{"card": questing, "questing_on": GUARDIANS}] if questing else []) + \
        ([] if questing == "Skink Skirmishers" else ["Skink Skirmishers"])
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 5, "quest": ["Drill Empire Greatswords Drill"]},
        "B": {"deck": [FILLER] * 5, "quest": quest}}})
    deal(g, g.named("B", "Skink Skirmishers", "quest"), 1, ("damage.non-combat-damage",))
    target = g.named("A", "Drill Empire Greatswords Drill", "quest")  # Toughness 1: cancels 1 of what is assigned
    hit = [e for e in g.s.log.events if e.kind == "damage" and e.data["card"] == target]
    assert len(hit) == 1 and g.s.damage.get(target, 0) == hit[0].data["assigned"] - 1 and g.check() == []
    return hit[0].data["assigned"]


def test_guardians_double_savage_damage_while_a_lizardmen_unit_quests_on_it(pool):
    assert _savage(pool, "Skink Skirmishers") == 2  # Savage 1, doubled as it is assigned
    assert _savage(pool, None) == 1  # no unit questing on it
    assert _savage(pool, "Drill Empire Militia") == 1  # not a Lizardmen unit


# ---- "Treat each damage on attached unit as 2 damage." (abilities/treated_damage.py) --------------------------------
CURSE = "Curse of the Leper"


def _cursed(pool, damage=0, curse=True):
    dragon = {"card": "Forest Dragon", **({"damage": damage} if damage else {})}
    return from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 5},
        "B": {"deck": [FILLER] * 5, "kingdom": [dragon] + ([{"card": CURSE, "attached_to": "Forest Dragon"}]
                                                         if curse else [])}}})


def test_each_damage_on_the_cursed_unit_counts_twice(pool):
    from rulekeeper.games.invasion.damage import lethal
    assert pool[CURSE].runnable, pool[CURSE].why
    hp = pool["Forest Dragon"].health
    g = _cursed(pool, damage=1)
    dragon = g.named("B", "Forest Dragon", "kingdom")
    assert g.s.damage[dragon] == 1 and g.remaining(dragon) == hp - 2
    assert g.damage_to_destroy(dragon) == -(-(hp - 2) // 2) and lethal(g, dragon) == g.damage_to_destroy(dragon)
    plain = _cursed(pool, damage=1, curse=False)
    assert plain.remaining(plain.named("B", "Forest Dragon", "kingdom")) == hp - 1


def test_the_cursed_unit_is_destroyed_when_its_doubled_damage_reaches_its_hit_points(pool):
    hp = pool["Forest Dragon"].health
    g = _cursed(pool)
    dragon = g.named("B", "Forest Dragon", "kingdom")
    deal(g, dragon, hp // 2, ("damage.non-combat-damage",))
    assert not g.is_in_play(dragon) and g.check() == []
    plain = _cursed(pool, curse=False)
    deal(plain, plain.named("B", "Forest Dragon", "kingdom"), hp // 2, ("damage.non-combat-damage",))
    assert plain.is_in_play(plain.named("B", "Forest Dragon", "kingdom"))
