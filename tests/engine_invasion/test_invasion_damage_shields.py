"""Cancelling and redirecting the next damage, more phrasings (abilities/damage_shields.py), on real corpus cards:
a unit's own next damage (Kroxigor), the next damage to a capital (Flagellants), all damage to a capital for the
turn (My Life for the Hold!), a redirect from a unit named as the source (Temple Guard, Stormvermin)."""

import pytest

from rulekeeper.games.invasion import IllegalAction, from_position
from rulekeeper.games.invasion.turn import turn_ends

from invasion_tables import FILLER, table


def _game(pool, a=None, b=None):
    return table(pool, {"resources": 9, **(a or {})}, {"resources": 9, **(b or {})})


def _resolve(g, p, move):
    g.do(move, p)
    g.do(("pass",), "B" if p == "A" else "A")
    g.do(("pass",), p)
    assert g.check() == []


def _action(g, cid, targets=()):
    _resolve(g, "A", ("action", cid, g.card(cid).program.actions[0][0], [list(t) for t in targets]))


def test_the_cards_are_runnable(pool):
    for name in ("Kroxigor", "Flagellants", "My Life for the Hold!", "Temple Guard", "Stormvermin"):
        assert pool[name].runnable, (name, pool[name].why)


def test_kroxigor_cancels_the_next_damage_dealt_to_itself(pool):
    g = _game(pool, {"kingdom": ["Kroxigor"], "hand": ["Mountain Guard"]})
    krox = g.named("A", "Kroxigor", "kingdom")
    g.s.answers.append("Mountain Guard")
    _action(g, krox)
    assert g.s.resources["A"] == 8 and [g.name(c) for c in g.cards("A", "discard")] == ["Mountain Guard"]
    g.resolve("B", "damage", target=krox, amount=2)
    assert g.s.damage.get(krox) == 1  # 1 of the 2 cancelled
    g.resolve("B", "damage", target=krox, amount=1)
    assert g.s.damage.get(krox) == 2  # used up


def test_flagellants_cancel_the_next_two_damage_to_your_capital(pool):
    g = _game(pool, {"kingdom": ["Flagellants"], "race": "Empire"})
    flag = g.named("A", "Flagellants", "kingdom")
    _action(g, flag)
    assert g.place(flag) == "discard"  # sacrificed as the cost
    g.resolve("B", "damage", target="A.quest", amount=1)
    g.resolve("B", "damage", target="A.battlefield", amount=3)
    assert g.s.zone_damage["A.quest"] == 0 and g.s.zone_damage["A.battlefield"] == 2
    assert g.s.zone_damage["B.quest"] == 0


def test_my_life_for_the_hold_cancels_all_damage_to_your_capital_this_turn(pool):
    g = _game(pool, {"hand": ["My Life for the Hold!"], "race": "Dwarf", "kingdom": ["Mountain Guard"]})
    guard = g.named("A", "Mountain Guard", "kingdom")
    _resolve(g, "A", ("tactic", g.named("A", "My Life for the Hold!", "hand"), [], [guard]))  # the unit it sacrifices
    assert g.place(guard) == "discard"
    for zone in ("kingdom", "quest", "battlefield"):
        g.resolve("B", "damage", target=f"A.{zone}", amount=5)
    assert all(g.s.zone_damage[f"A.{z}"] == 0 for z in ("kingdom", "quest", "battlefield"))
    turn_ends(g)
    g.resolve("B", "damage", target="A.kingdom", amount=2)
    assert g.s.zone_damage["A.kingdom"] == 2  # gone with the turn


def test_temple_guard_redirects_the_next_two_damage_to_another_unit_you_control(pool):
    g = _game(pool, {"kingdom": ["Temple Guard", "Mountain Guard", "Forest Dragon"]})
    temple, guard = g.named("A", "Temple Guard", "kingdom"), g.named("A", "Mountain Guard", "kingdom")
    dragon = g.named("A", "Forest Dragon", "kingdom")
    _action(g, temple, [[guard], [dragon]])
    g.resolve("B", "damage", target=guard, amount=3)
    assert g.s.damage.get(guard) == 1 and g.s.damage.get(dragon) == 2 and not g.s.damage.get(temple)


def test_stormvermin_takes_the_next_two_damage_of_a_unit_you_control(pool):
    g = _game(pool, {"kingdom": ["Stormvermin", "Mountain Guard"]})
    storm, guard = g.named("A", "Stormvermin", "kingdom"), g.named("A", "Mountain Guard", "kingdom")
    _action(g, storm, [[guard]])
    g.resolve("B", "damage", target=guard, amount=2)
    assert not g.s.damage.get(guard) and g.s.damage.get(storm) == 2


def _until(g, step):
    for _ in range(30):
        if g.s.step == step:
            return
        assert g.s.step == "window", g.s.step
        g.do(("pass",), g.to_act())
    raise AssertionError(f"never reached {step}")


def _assign_all(g):
    """Each side assigns its combat damage, each point to its first legal target."""
    for _ in range(40):
        if g.s.step != "assign":
            return
        p = g.s.deciding
        g.do(next(a for a in g.legal_actions(p) if a[0] == "assign"), p)


def test_skavenslaves_cancel_the_combat_damage_assigned_to_attacking_units(pool):
    g = from_position(pool, {"active": "A", "phase": "battlefield", "players": {
        "A": {"deck": [FILLER] * 10, "resources": 9, "race": "Chaos", "battlefield": ["Forest Dragon", "Skavenslaves"]},
        "B": {"deck": [FILLER] * 10, "resources": 9, "kingdom": ["Mountain Guard", "Stormvermin"]}}})
    dragon, slaves = g.named("A", "Forest Dragon", "battlefield"), g.named("A", "Skavenslaves", "battlefield")
    guard, storm = g.named("B", "Mountain Guard", "kingdom"), g.named("B", "Stormvermin", "kingdom")
    g.do(("attack", "kingdom"), "A")
    _until(g, "attackers")
    g.do(("attacker", dragon), "A")
    g.do(("done",), "A")
    _until(g, "defenders")
    g.do(("defender", guard), "B")
    g.do(("defender", storm), "B")
    g.do(("done",), "B")
    assert g.s.step == "window" and g.to_act() == "A"
    g.do(("action", slaves, g.card(slaves).program.actions[0][0], []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.place(slaves) == "discard"
    _until(g, "assign")
    _assign_all(g)
    for _ in range(30):  # the windows after the damage is assigned, until it is applied
        if any(e.kind == "combat_ends" for e in g.s.log.events):
            break
        g.do(("pass",), g.to_act())
    assert not g.s.damage.get(dragon) and g.is_in_play(dragon)  # 3 damage from the defenders, all cancelled
    assert any(e.kind == "cancelled" and "faq.53" in e.rules for e in g.s.log.events)
    assert g.check() == []


def test_arcane_instinct_cancels_an_action_that_targets_an_opponents_card(pool):
    g = _game(pool, {"kingdom": ["Stormvermin", "Mountain Guard"]}, {"hand": ["Arcane Instinct"], "race": "High Elf"})
    storm, guard = g.named("A", "Stormvermin", "kingdom"), g.named("A", "Mountain Guard", "kingdom")
    g.do(("action", storm, g.card(storm).program.actions[0][0], [[guard]]), "A")
    assert g.to_act() == "B"
    g.do(("tactic", g.named("B", "Arcane Instinct", "hand"), [[storm]]), "B")
    g.do(("pass",), "A")
    g.do(("pass",), "B")
    assert not g.s.shields and any(e.kind == "cancelled" and "faq.45" in e.rules for e in g.s.log.events)
    assert g.s.resources["A"] == 8  # the cost stays paid


def test_arcane_instinct_needs_an_action_targeting_an_opponents_card(pool):
    g = _game(pool, {"hand": ["Grasping Darkness"], "race": "Dark Elf"},
              {"hand": ["Arcane Instinct"], "race": "High Elf", "kingdom": ["Mountain Guard"]})
    gd, guard = g.named("A", "Grasping Darkness", "hand"), g.named("B", "Mountain Guard", "kingdom")
    g.do(("tactic", gd, [[guard]]), "A")
    with pytest.raises(IllegalAction):  # it targets B's own card
        g.do(("tactic", g.named("B", "Arcane Instinct", "hand"), [[gd]]), "B")
    assert g.named("B", "Arcane Instinct", "hand")


def test_spelleater_rune_cancels_an_action_targeting_a_dwarf_unit_you_control(pool):
    g = _game(pool, {"hand": ["Grasping Darkness"], "race": "Dark Elf"},
              {"race": "Dwarf", "kingdom": ["Mountain Guard", "Spelleater Rune"]})
    gd, guard = g.named("A", "Grasping Darkness", "hand"), g.named("B", "Mountain Guard", "kingdom")
    rune = g.named("B", "Spelleater Rune", "kingdom")
    g.do(("tactic", gd, [[guard]]), "A")
    g.do(("action", rune, g.card(rune).program.actions[0][0], [[gd]]), "B")
    _until(g, "capital")
    assert g.place(rune) == "discard" and g.controller(guard) == "B" and g.place(gd) == "discard"


def test_disciple_of_khaine_redirects_combat_damage_only(pool):
    from rulekeeper.games.invasion.dealing import apply_damage
    assert pool["Disciple of Khaine"].runnable, pool["Disciple of Khaine"].why
    g = _game(pool, {"kingdom": ["Disciple of Khaine"]}, {"kingdom": ["Forest Dragon"]})
    disciple, dragon = g.named("A", "Disciple of Khaine", "kingdom"), g.named("B", "Forest Dragon", "kingdom")
    _action(g, disciple, [[dragon]])
    assert g.s.resources["A"] == 7
    g.resolve("B", "damage", target=disciple, amount=1)  # not combat damage: it stays
    assert g.s.damage.get(disciple) == 1 and not g.s.damage.get(dragon)
    apply_damage(g, [(disciple, 1)], ("core.combat.5",))  # combat damage: redirected
    assert g.s.damage.get(disciple) == 1 and g.s.damage.get(dragon) == 1
