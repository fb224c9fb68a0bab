"""A unit that becomes a development until the end of the turn (abilities/becoming.py), on real corpus cards: Tree
Kin / Thornflesh Dryad / Treeman Ancient "Spend 2 resources to have this unit become a development until the end of
the turn. It no longer counts as a unit." (card-types.developments, faq.25, faq.41, faq.29, timing.E.3)."""

import pytest

from rulekeeper.games.invasion import IllegalAction, from_position
from rulekeeper.games.invasion.combat import can_attack
from rulekeeper.games.invasion.turn import turn_ends

from invasion_tables import FILLER, table


def _game(pool, a=None, b=None, phase="capital"):
    return table(pool, {"resources": 10, **(a or {})}, {"resources": 9, **(b or {})}, phase=phase)


def _become(g, cid):
    g.do(("action", cid, g.card(cid).program.actions[0][0], []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    while g.s.window:  # the chain resolved: the window closes when both pass
        g.do(("pass",), g.to_act())
    assert g.check() == []


def test_the_cards_are_runnable(pool):
    for name in ("Tree Kin", "Thornflesh Dryad", "Treeman Ancient"):
        assert pool[name].runnable, (name, pool[name].why)


def test_tree_kin_becomes_a_faceup_development_until_the_end_of_the_turn(pool):
    g = _game(pool, {"battlefield": [{"card": "Tree Kin", "damage": 1, "corrupted": True}, "Drill Empire Militia"]})
    kin = g.named("A", "Tree Kin", "battlefield")
    power, hp = g.power("A", "battlefield"), g.hit_points("A", "battlefield")
    _become(g, kin)
    assert g.s.resources["A"] == 8
    assert g.card(kin).type == "Development" and not g.card(kin).unit and g.place(kin) == "battlefield"
    assert g.is_in_play(kin) and kin not in g.s.damage  # its damage is removed (card-types.developments)
    assert kin in g.s.corrupted  # a corrupted unit becomes a corrupted development (faq.41)
    assert g.hit_points("A", "battlefield") == hp + 1 and g.power("A", "battlefield") == power - 1
    assert kin not in g.units("A", "battlefield")
    assert any(e.kind == "becomes" and "card-types.developments" in e.rules for e in g.s.log.events)
    with pytest.raises(IllegalAction, match="has no Action"):  # no text box now (card-types.developments)
        g.do(("action", kin, pool["Tree Kin"].program.actions[0][0], []), "A")
    assert g.s.resources["A"] == 8
    turn_ends(g)
    assert g.card(kin).unit and g.card(kin).health == 2 and g.hit_points("A", "battlefield") == hp
    assert kin in g.s.corrupted and g.place(kin) == "battlefield"
    assert not any(e.kind == "enters_play" and e.data.get("card") == kin for e in g.s.log.events)
    assert g.check() == []


def test_a_development_unit_cannot_attack_or_be_a_target_unit_but_is_a_target_development(pool):
    g = _game(pool, {"battlefield": ["Treeman Ancient"]},
              {"hand": ["Bloodburn Poison", "Long Winter"], "race": "Dark Elf"})
    tree = g.named("A", "Treeman Ancient", "battlefield")
    _become(g, tree)
    g.s.combat = None
    problem = can_attack(g, "A", tree)
    assert problem is not None and problem.rule_id == "core.combat.2"
    assert g.card(tree).keyword("toughness") == 0 and g.keyword(tree, "toughness") == 0
    # what B's "Deal 1 damage to target unit." / "Return target development ..." may pick now
    from rulekeeper.games.invasion.abilities.effects import Ctx
    from rulekeeper.text.invasion.semantics.nodes import Objects
    def target(kind):  # "target unit", "target development" as the typed text gives them
        return Ctx("test").objects(Objects(kind=(kind,), ref="", count=None, target=True, qualities=(),
                                           controller=None, place=None, described=(), of=None))
    sel_unit, sel_dev = target("unit"), target("development")
    assert tree not in sel_unit.all(g, "B", g.named("B", "Bloodburn Poison", "hand"))
    assert tree in sel_dev.all(g, "B", g.named("B", "Long Winter", "hand"))


def test_returned_while_a_development_it_leaves_as_its_printed_type_and_the_zone_loses_the_hit_point(pool):
    g = _game(pool, {"hand": ["Long Winter"], "kingdom": ["Thornflesh Dryad"]})
    dryad = g.named("A", "Thornflesh Dryad", "kingdom")
    hp = g.hit_points("A", "kingdom")
    _become(g, dryad)
    g.s.zone_damage["A.kingdom"] = hp  # damage dealt while the development's hit point held the zone
    assert g.check() == []
    g.do(("tactic", g.named("A", "Long Winter", "hand"), [[dryad]]), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.place(dryad) == "hand" and g.card(dryad).type == "Unit"  # its printed type out of play (faq.29)
    assert "A.kingdom" in g.s.burned  # the zone lost the hit point: its damage reaches them (core.capital.burning)
    assert g.check() == []


def test_reverting_at_the_end_of_the_turn_can_burn_the_zone(pool):
    g = _game(pool, {"quest": ["Tree Kin"]})
    kin = g.named("A", "Tree Kin", "quest")
    _become(g, kin)
    g.s.zone_damage["A.quest"] = 8  # below the 9 hit points the development gives
    assert g.check() == [] and "A.quest" not in g.s.burned
    turn_ends(g)
    assert g.card(kin).unit and "A.quest" in g.s.burned
    assert g.check() == []


def _stone_to_skin(pool):
    g = _game(pool, {"hand": ["Stone to Skin"], "race": "Chaos", "battlefield": ["Keystone Forge"]})
    forge = g.named("A", "Keystone Forge", "battlefield")
    g.do(("tactic", g.named("A", "Stone to Skin", "hand"), [[forge]]), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.check() == []
    return g, forge


def test_stone_to_skin_makes_a_building_a_unit_with_4_hit_points_until_the_end_of_the_turn(pool):
    assert pool["Stone to Skin"].runnable and pool["Guard Squigs"].runnable
    g, forge = _stone_to_skin(pool)
    card = g.card(forge)
    assert card.unit and card.health == 4 and g.unit_power(forge) == 1  # the card retains its power
    assert forge in g.units("A", "battlefield") and g.s.owner[forge] == "A"
    from rulekeeper.games.invasion.abilities.effects import Ctx
    from rulekeeper.text.invasion.semantics.nodes import Objects
    support = Ctx("test").objects(Objects(kind=("support", "card"), ref="each", count=None, target=False,
                                          qualities=(), controller=None, place=None, described=(), of=None))
    assert forge in support.all(g, "A", forge)  # it also counts as a (Building) support card
    from rulekeeper.games.invasion.dealing import deal
    deal(g, forge, 3, ("test",))
    assert g.s.damage[forge] == 3 and g.remaining(forge) == 1 and g.check() == []
    turn_ends(g)
    assert g.card(forge).type == "Support" and not g.card(forge).health
    assert forge not in g.s.damage and g.is_in_play(forge)  # a support holds no damage
    assert g.check() == []


def test_a_building_unit_dealt_its_hit_points_is_destroyed_and_is_a_support_in_the_discard_pile(pool):
    g, forge = _stone_to_skin(pool)
    from rulekeeper.games.invasion.dealing import deal
    deal(g, forge, 4, ("test",))
    assert g.place(forge) == "discard" and g.card(forge).type == "Support"  # its printed type (faq.29)
    assert g.check() == []


def test_guard_squigs_becomes_a_unit_that_defends_its_attacked_zone(pool):
    g = from_position(pool, {"active": "B", "phase": "battlefield", "players": {
        "A": {"deck": [FILLER] * 10, "resources": 10, "race": "Orc", "kingdom": ["Guard Squigs"]},
        "B": {"deck": [FILLER] * 10, "resources": 9, "battlefield": ["Drill Empire Spearmen"]}}})
    squigs, spear = g.named("A", "Guard Squigs", "kingdom"), g.named("B", "Drill Empire Spearmen", "battlefield")
    act = pool["Guard Squigs"].program.actions[0][0]
    assert not [a for a in g.legal_actions("A") if a[:2] == ("action", squigs)]  # not before its zone is attacked
    g.do(("attack", "kingdom"), "B")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.do(("attacker", spear), "B")
    g.do(("done",), "B")
    while not any(a[:3] == ("action", squigs, act) for a in g.legal_actions("A")):
        assert g.s.step == "window"
        g.do(("pass",), g.to_act())
    g.do(("action", squigs, act, []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.card(squigs).unit and g.card(squigs).health == 3 and g.unit_power(squigs) == 1
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    assert g.s.step == "defenders"
    g.do(("defender", squigs), "A")
    assert squigs in g.s.combat.defenders and g.check() == []


def test_judgement_of_loec_makes_a_questing_corrupted_unit_a_faceup_development(pool):
    """faq.25: the unit stays faceup, is a development while Judgement of Loec is on it, and leaves its quest;
    faq.41: a corrupted unit is a corrupted development, and a corrupted unit again when the card leaves."""
    assert pool["Judgement of Loec"].runnable, pool["Judgement of Loec"].why
    g = _game(pool, {"hand": ["Judgement of Loec"], "race": "High Elf"},
              {"quest": [{"card": "Forges of Nuln"},
                         {"card": "Mountain Guard", "questing_on": "Forges of Nuln", "damage": 1, "corrupted": True},
                         {"card": "Organ Gun", "attached_to": "Mountain Guard"}]})
    guard, forges = g.named("B", "Mountain Guard", "quest"), g.named("B", "Forges of Nuln", "quest")
    helm = g.named("B", "Organ Gun", "quest")
    hp, power = g.hit_points("B", "quest"), g.power("B", "quest")
    loec = g.named("A", "Judgement of Loec", "hand")
    assert ("attach", loec, guard) in g.legal_actions("A")
    g.do(("attach", loec, guard), "A")
    while g.s.window:
        g.do(("pass",), g.to_act())
    assert g.s.attached.get(loec) == guard and g.card(guard).type == "Development" and g.place(guard) == "quest"
    assert guard in g.s.corrupted and guard not in g.s.damage  # a corrupted development (faq.41)
    assert forges not in g.s.questing  # removed from the quest (faq.25)
    assert g.place(helm) == "discard"  # it attaches to a unit: no longer met (card-types.attachments)
    assert g.hit_points("B", "quest") == hp + 1 and g.unit_power(guard) == 0
    assert g.power("B", "quest") < power and g.check() == []
    g.s.zone_damage["B.quest"] = hp  # damage the development's hit point held off
    g.leave_play(loec, "destroyed", ("test",))
    assert g.card(guard).unit and guard in g.s.corrupted  # a corrupted unit again (faq.41)
    assert "B.quest" in g.s.burned and g.check() == []


def test_a_faceup_development_counts_wherever_developments_are_counted(pool):
    """Game.developments counts a zone's facedown developments and its faceup ones: what 'a zone with no
    developments' and 'the number of developments' read (and the protocol's zone query shows)."""
    from rulekeeper.games.invasion.abilities.objects import _zone_is
    g = _game(pool, {"battlefield": ["Tree Kin"]})
    kin = g.named("A", "Tree Kin", "battlefield")
    assert g.developments("A", "battlefield") == 0 and _zone_is(g, "A", "battlefield", "undeveloped")
    _become(g, kin)
    assert g.developments("A", "battlefield") == 1 and not _zone_is(g, "A", "battlefield", "undeveloped")


def test_damage_is_not_redirected_onto_a_unit_that_has_become_a_development(pool):
    """A redirect set up onto Tree Kin, which then became a development: the damage stays where it was assigned
    (the 10,000-game soak found a development holding redirected damage, seed 7:6214)."""
    from rulekeeper.games.invasion.dealing import apply_damage, shield
    g = _game(pool, {"battlefield": ["Tree Kin", "Drill Empire Halberdiers"]})
    kin, guard = g.named("A", "Tree Kin", "battlefield"), g.named("A", "Drill Empire Halberdiers", "battlefield")
    shield(g, "redirect", guard, 1, to=kin)
    _become(g, kin)
    apply_damage(g, [(guard, 1)], ("damage.non-combat-damage",))
    assert g.s.damage.get(guard) == 1 and kin not in g.s.damage and g.check() == []
