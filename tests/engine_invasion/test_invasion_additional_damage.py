"""An additional damage in the sentence after a damage effect (abilities/additional.py): Nurgle Sorcerer "Deal 1
damage to one target unit. Deal an additional damage to the target if that unit is corrupted." and Nurgle's
Pestilence "Each unit in play takes 1 damage. Corrupted units take an additional damage." (damage.non-combat-damage,
core.effects.corruption)."""

from invasion_tables import FILLER, table


TOUGH = "Drill Empire Greatswords Drill"  # 1 power, 3 hit points, Toughness 1


def _game(pool, a, b):
    return table(pool, {"race": "Chaos", "resources": 6, **a}, b, turn=3)


def _resolve(g):
    while g.s.step == "window" and not g.over:
        g.do(("pass",), g.to_act())


def test_the_cards_are_runnable(pool):
    for name in ("Nurgle Sorcerer", "Nurgle's Pestilence"):
        assert pool[name].runnable, (name, pool[name].why)


def test_nurgle_sorcerer_deals_one_more_damage_to_a_corrupted_target(pool):
    g = _game(pool, {"quest": ["Nurgle Sorcerer"]},
              {"kingdom": [{"card": "Drill Empire Halberdiers", "corrupted": True}, "Drill Empire Halberdiers"]})
    sorcerer = g.named("A", "Nurgle Sorcerer", "quest")
    bad, good = g.cards("B", "kingdom")
    g.do(("action", sorcerer, g.card(sorcerer).program.actions[0][0], [[good]]), "A")
    _resolve(g)
    assert g.s.damage.get(good) == 1 and g.s.resources["A"] == 3
    g.do(("action", sorcerer, g.card(sorcerer).program.actions[0][0], [[bad]]), "A")
    _resolve(g)
    assert g.place(bad) == "discard"  # 2 damage: its 2 hit points


def test_nurgles_pestilence_corrupted_units_take_one_damage_more_as_one_damage(pool):
    g = _game(pool, {"hand": ["Nurgle's Pestilence"], "kingdom": [{"card": TOUGH, "corrupted": True}]},
              {"kingdom": [{"card": "Drill Empire Halberdiers", "corrupted": True}, "Drill Empire Halberdiers",
                           TOUGH]})
    mine = g.named("A", TOUGH, "kingdom")
    bad, good, tough = g.cards("B", "kingdom")
    g.do(("tactic", g.named("A", "Nurgle's Pestilence", "hand"), []), "A")
    _resolve(g)
    assert g.place(bad) == "discard"  # 1 + 1 damage
    assert g.s.damage.get(good) == 1
    assert not g.s.damage.get(tough)  # Toughness 1 cancels its 1 damage
    assert g.s.damage.get(mine) == 1  # corrupted: 2 damage dealt at once, Toughness cancels 1 of them
