"""Constant effects (core.effects.constant) of real corpus cards, read from the table each time: power and hit
points (conditional, "for each"), keywords, combat damage, what units cannot do, entering play corrupted, costs,
and tactics' play conditions; and refusals for the shapes the engine does not carry out."""

from pathlib import Path

import pytest

from rulekeeper.games.invasion import IllegalAction, load_cards
from rulekeeper.games.invasion.capital import cost
from rulekeeper.games.invasion.cards import card_from_entry

from invasion_tables import FILLER, table

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "invasion-cards.json"  # beside the checkout
pytestmark = pytest.mark.skipif(not CORPUS.exists(), reason="the real card corpus is not available")


@pytest.fixture(scope="module")
def pool():
    from rulekeeper import paths
    return {**load_cards(paths.spec_dir("invasion") / "drill-cards.yaml"), **load_cards(CORPUS)}


def _game(pool, a=None, b=None, phase="capital", active="A"):
    return table(pool, a, b, active=active, phase=phase)


def _until(g, step):
    """Pass the action windows until the game asks for `step`."""
    for _ in range(20):
        if g.s.step == step:
            return
        assert g.s.step == "window", g.s.step
        g.do(("pass",), g.to_act())
    raise AssertionError(f"never reached {step}")


def _attack(g, zone, *attackers):
    g.do(("attack", zone), "A")
    _until(g, "attackers")
    for a in attackers:
        g.do(("attacker", a), "A")
    g.do(("done",), "A")


def test_every_card_named_here_is_runnable(pool):
    for name in ("Spider Riders", "Highborn Champion", "Scrap Heap", "Clan Moulder's Elite", "Giant Spider",
                 "Gutter Runners", "Warp Lightning Cannon", "Nuln Tinkerers", "Master Rune of Dismay", "Bloodcrusher",
                 "Big Guns", "Durgnar the Bold", "Den of Iniquity", "Hidden Grove", "Giant Rats", "Da Great Leader",
                 "Pilgrimage", "Herald of Change", "Grail Knight"):
        assert pool[name].runnable, (name, pool[name].why)


def test_power_while_attacking_only_in_its_zone(pool):
    """Spider Riders: "Battlefield. This unit gains 2 Power while attacking." (a zone-prefixed, conditional power)."""
    g = _game(pool, {"battlefield": ["Spider Riders"]}, phase="battlefield")
    rider = g.named("A", "Spider Riders", "battlefield")
    printed = pool["Spider Riders"].power
    assert g.unit_power(rider) == printed
    _attack(g, "kingdom", rider)
    assert g.unit_power(rider) == printed + 2
    g.s.zones.move(rider, "A.kingdom")  # outside the battlefield the ability does nothing
    assert g.unit_power(rider) == printed


def test_power_for_each_development_is_counted_now(pool):
    """Highborn Champion: "This unit gains [Power] for each development in this zone." (any player's? no: this zone)."""
    g = _game(pool, {"kingdom": ["Highborn Champion"], "developments": {"kingdom": [FILLER, FILLER],
                                                                         "quest": [FILLER]}},
              {"developments": {"kingdom": [FILLER]}})
    champ = g.named("A", "Highborn Champion", "kingdom")
    base = pool["Highborn Champion"].power
    assert g.unit_power(champ) == base + 2
    g.s.zones.move(g.cards("A", "kingdom.dev")[0], "A.discard")
    assert g.unit_power(champ) == base + 1
    assert g.power("A", "kingdom") == 3 + base + 1


def test_power_if_a_capital_section_burns_and_for_each_copy(pool):
    """Durgnar the Bold: [Power][Power] while one section of your capital is burning (the opponent's don't count);
    Giant Rats: [Power] for each other copy of this unit you control."""
    g = _game(pool, {"kingdom": ["Durgnar the Bold"], "battlefield": ["Giant Rats", "Giant Rats", "Giant Rats"]},
              {"burned": ["quest"]})
    durgnar = g.named("A", "Durgnar the Bold", "kingdom")
    assert g.unit_power(durgnar) == pool["Durgnar the Bold"].power
    g.s.burned.add("A.quest")
    assert g.unit_power(durgnar) == pool["Durgnar the Bold"].power + 2
    rats = g.cards("A", "battlefield")
    assert [g.unit_power(r) for r in rats] == [pool["Giant Rats"].power + 2] * 3
    g.s.zones.move(rats[0], "B.battlefield")  # controlled by the opponent: no longer a copy A controls
    assert g.unit_power(rats[1]) == pool["Giant Rats"].power + 1


def test_lose_all_power_in_a_zone_without_developments(pool):
    """Hidden Grove: "Units in a zone with no developments lose all power." (power 0, whatever adds to it)."""
    g = _game(pool, {"kingdom": ["Hidden Grove", "Spider Riders"], "quest": ["Spider Riders"],
                     "developments": {"quest": [FILLER]}})
    bare, developed = g.cards("A", "kingdom")[1], g.cards("A", "quest")[0]
    assert g.unit_power(bare) == 0 and g.unit_power(developed) == pool["Spider Riders"].power


def test_hit_points_from_a_support_and_the_unit_destroyed_when_it_leaves(pool):
    """Scrap Heap: "[Orc] units in this zone get +1 hit points." A unit with as much damage as its printed hit
    points dies when the Heap leaves play (the check runs after the action, whatever caused it)."""
    orc = next(c for c in pool.values() if c.runnable and c.unit and c.race == "Orc" and c.health >= 2
               and not c.abilities)
    g = _game(pool, {"kingdom": ["Scrap Heap", {"card": orc.name, "damage": orc.health - 1}], "resources": 9,
                     "hand": ["Drill Neutral Watchtower"]}, {"kingdom": [orc.name]})
    heap, unit = g.cards("A", "kingdom")
    enemy = g.cards("B", "kingdom")[0]
    assert g.unit_health(unit) == orc.health + 1 and g.unit_health(enemy) == orc.health
    g.s.damage[unit] = orc.health  # wounded: alive only thanks to the Heap
    assert g.check() == []
    g.leave_play(heap, "destroyed", ("terms.destroy",))
    g.do(("develop", g.cards("A", "hand")[0], "quest"), "A")  # any action: the constant effect is read again
    assert g.place(unit) == "discard"
    assert g.check() == []


def test_hit_points_while_defending(pool):
    """Herald of Change: "This unit gains +2 hit points while defending." """
    g = _game(pool, {"battlefield": ["Spider Riders"]}, {"kingdom": ["Herald of Change"]}, phase="battlefield")
    herald = g.named("B", "Herald of Change", "kingdom")
    _attack(g, "kingdom", g.named("A", "Spider Riders", "battlefield"))
    assert g.unit_health(herald) == pool["Herald of Change"].health
    _until(g, "defenders")
    g.do(("defender", herald), "B")
    g.do(("done",), "B")
    assert g.unit_health(herald) == pool["Herald of Change"].health + 2


def test_cannot_defend_and_cannot_attack_unless(pool):
    """Clan Moulder's Elite: "This unit cannot defend." Giant Spider: "This unit cannot attack unless the
    defending zone has at least one unit." """
    g = _game(pool, {"battlefield": ["Giant Spider"]}, {"quest": ["Clan Moulder's Elite"], "kingdom": ["Spider Riders"]},
              phase="battlefield")
    spider = g.named("A", "Giant Spider", "battlefield")
    g.do(("attack", "quest"), "A")
    _until(g, "attackers")
    assert ("attacker", spider) in g.legal_actions("A")  # the quest zone holds a unit (the Elite)
    g.do(("attacker", spider), "A")
    g.do(("done",), "A")
    _until(g, "defenders")
    elite = g.named("B", "Clan Moulder's Elite", "quest")
    assert ("defender", elite) not in g.legal_actions("B")
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as exc:
        g.do(("defender", elite), "B")
    assert exc.value.rule_id == "core.effects.constant" and g.snapshot_text() == before

    g = _game(pool, {"battlefield": ["Giant Spider"]}, {"kingdom": ["Spider Riders"]}, phase="battlefield")
    spider = g.named("A", "Giant Spider", "battlefield")
    g.do(("attack", "quest"), "A")  # an empty zone: the Spider can't attack it
    _until(g, "attackers")
    assert ("attacker", spider) not in g.legal_actions("A")
    with pytest.raises(IllegalAction):
        g.do(("attacker", spider), "A")


def test_combat_damage_bonus_adds_to_its_side(pool):
    """Big Guns: "Battlefield. Each attacking [Orc] unit deals +1 damage in combat." """
    orc = next(c for c in pool.values() if c.runnable and c.unit and c.race == "Orc" and not c.abilities
               and not c.keywords)
    g = _game(pool, {"battlefield": ["Big Guns", orc.name]}, phase="battlefield")
    unit = g.named("A", orc.name, "battlefield")
    from rulekeeper.games.invasion.legends import combat_power
    assert combat_power(g, unit) == g.unit_power(unit)
    _attack(g, "kingdom", unit)
    assert combat_power(g, unit) == g.unit_power(unit) + 1
    _until(g, "defenders")
    g.do(("done",), "B")
    _until(g, "assign")
    assert g.s.combat.left == orc.power + 1


def test_entering_play_corrupted(pool):
    """Gutter Runners: "This unit enters play corrupted." Den of Iniquity: units entering a zone with no
    developments enter play corrupted (one with a development does not)."""
    g = _game(pool, {"hand": ["Gutter Runners"], "resources": 9})
    runners = g.named("A", "Gutter Runners", "hand")
    g.do(("play", runners, "battlefield"), "A")
    assert runners in g.s.corrupted
    militia = "Drill Empire Militia"
    g = _game(pool, {"hand": [militia, militia], "resources": 9, "kingdom": ["Den of Iniquity"],
                     "developments": {"quest": [FILLER]}})
    first, second = g.cards("A", "hand")
    g.do(("play", first, "battlefield"), "A")
    g.do(("play", second, "quest"), "A")
    assert first in g.s.corrupted and second not in g.s.corrupted


def test_an_attachment_corrupts_its_host_and_gives_power_in_combat(pool):
    """Warp Lightning Cannon: "Attach to a target unit. Corrupt that unit. Attached unit gains 3 Power while
    attacking or defending." """
    g = _game(pool, {"hand": ["Warp Lightning Cannon"], "resources": 9, "race": "Skaven"},
              {"kingdom": ["Spider Riders"]})
    cannon, host = g.named("A", "Warp Lightning Cannon", "hand"), g.named("B", "Spider Riders", "kingdom")
    g.do(("attach", cannon, host), "A")
    assert host in g.s.corrupted and g.unit_power(host) == pool["Spider Riders"].power
    from rulekeeper.games.invasion.state import Combat
    g.s.combat = Combat("kingdom", defenders=[host])
    assert g.unit_power(host) == pool["Spider Riders"].power + 3


def test_costs_first_card_each_turn_and_opponents_units(pool):
    """Nuln Tinkerers: "Kingdom. Lower the cost of the first support card you play each turn by 1."
    Master Rune of Dismay: "Kingdom. Opponent's units cost 1 additional resource to play." """
    support = next(c for c in pool.values() if c.runnable and c.type == "Support" and c.race == "Neutral"
                   and c.cost >= 2 and "Attachment" not in c.traits and not c.keywords and not c.only)
    unit = next(c for c in pool.values() if c.runnable and c.unit and c.race == "Neutral" and c.cost >= 1)
    g = _game(pool, {"kingdom": ["Nuln Tinkerers"], "hand": [support.name, support.name], "resources": 20},
              {"kingdom": ["Master Rune of Dismay"]})
    assert cost(g, "A", support) == support.cost - 1
    assert cost(g, "A", unit) == unit.cost + 1 and cost(g, "B", unit) == unit.cost
    g.s.zones.move(g.named("A", "Nuln Tinkerers", "kingdom"), "A.quest")  # "Kingdom." only there
    assert cost(g, "A", support) == support.cost
    g.s.zones.move(g.named("A", "Nuln Tinkerers", "quest"), "A.kingdom")
    first, second = g.cards("A", "hand")
    g.do(("play", first, "quest"), "A")
    assert g.s.resources["A"] == 20 - (support.cost - 1)
    assert cost(g, "A", support) == support.cost  # the second support card this turn pays in full


def test_own_cost_for_each_burning_zone_and_while_a_quest_is_in_play(pool):
    """Bloodcrusher: "Lower the cost to play this unit by 1 for each burning zone." (read in hand)
    Grail Knight: "Lower the cost to play this unit by 2 while you have a quest in play." """
    g = _game(pool, {"burned": ["quest"]}, {"burned": ["kingdom"]})
    crusher = pool["Bloodcrusher"]
    assert cost(g, "A", crusher) - cost(_game(pool), "A", crusher) == -2
    knight = pool["Grail Knight"]
    quest = next(c for c in pool.values() if c.type == "Quest")
    without = cost(_game(pool), "A", knight)
    assert cost(_game(pool, {"quest": [quest.name]}), "A", knight) == without - 2


def test_a_tactic_played_only_if_you_control_a_legend_or_artefact(pool):
    """Da Great Leader: "Play only if you control a legend or Artefact support card." """
    artefact = next(c for c in pool.values() if c.type == "Support" and "Artefact" in c.traits)
    g = _game(pool, {"hand": ["Da Great Leader"], "resources": 9})
    tactic = g.named("A", "Da Great Leader", "hand")
    assert not any(a[0] == "tactic" for a in g.legal_actions("A"))
    with pytest.raises(IllegalAction) as exc:
        g.do(("tactic", tactic, []), "A")
    assert exc.value.rule_id == "core.effects.constant"
    g = _game(pool, {"hand": ["Da Great Leader"], "resources": 9, "kingdom": [artefact.name]})
    assert any(a[0] == "tactic" for a in g.legal_actions("A"))


def test_shapes_still_refused():
    """'(to a minimum of 1)' is reminder text the typed meaning drops: read from the parsed text when the card lowers
    one cost (Toof Trader, test_invasion_next_cost.py), refused with two lowerings and one floor rather than run
    without it; a target in a constant effect is refused."""
    text = "Lower the cost of each Creature card you play by 1 (to a minimum of 1). " \
           "Lower the cost of each Warrior card you play by 1."
    two = card_from_entry({"name": "Two Lowerings", "type": "Unit", "race": "Orc", "cost": 2, "power": 1, "health": 2,
                           "text": text}, "t")
    assert not two.runnable and "minimum" in two.why
    targeted = card_from_entry({"name": "X", "type": "Unit", "race": "Orc", "cost": 2, "power": 1, "health": 2,
                                "text": "One target unit gains [Power]."}, "t")
    assert not targeted.runnable and "target in a constant effect" in targeted.why


def test_keywords_with_x_are_read_now(pool):
    """Ironbreakers of Ankhor: "Toughness X. X is the number of development cards in this zone." (damage dealt to
    it is cancelled by that much); Wardancer: "Counterstrike X. X is the number of developments in this zone."
    strikes for X when it defends."""
    g = _game(pool, {"kingdom": ["Ironbreakers of Ankhor"], "developments": {"kingdom": [FILLER, FILLER]}})
    iron = g.named("A", "Ironbreakers of Ankhor", "kingdom")
    assert g.toughness(iron) == 2
    from rulekeeper.games.invasion.dealing import deal
    deal(g, iron, 3, ("damage.non-combat-damage",))
    assert g.s.damage.get(iron, 0) == 1
    g = _game(pool, {"battlefield": ["Spider Riders"]}, {"kingdom": ["Wardancer"],
                                                         "developments": {"kingdom": [FILLER] * 3}},
              phase="battlefield")
    dancer = g.named("B", "Wardancer", "kingdom")
    _attack(g, "kingdom", g.named("A", "Spider Riders", "battlefield"))
    _until(g, "defenders")
    g.do(("defender", dancer), "B")
    g.do(("done",), "B")
    assert g.s.combat.strikes == [[dancer, 3]]


def test_power_equal_to_a_number_and_combat_damage_plus_x(pool):
    """Terradon Rider: "[Power] equal to the total number of other Lizardmen units in this zone."; Helblaster
    Volley Gun: "Attached unit deals +X damage in combat, where X is the number of developments in your
    battlefield." (the attachment's controller's)."""
    lizard = "Saurus Warriors"  # a Lizardmen unit (its own text: [Power] only when opposed in combat)
    g = _game(pool, {"kingdom": ["Terradon Rider", lizard, lizard], "quest": [lizard]}, {"kingdom": [lizard]})
    rider = g.named("A", "Terradon Rider", "kingdom")
    assert g.unit_power(rider) == pool["Terradon Rider"].power + 2
    g = _game(pool, {"hand": ["Helblaster Volley Gun"], "resources": 9, "battlefield": ["Spider Riders"],
                     "developments": {"battlefield": [FILLER, FILLER]}}, {"developments": {"battlefield": [FILLER]}})
    gun, host = g.named("A", "Helblaster Volley Gun", "hand"), g.named("A", "Spider Riders", "battlefield")
    g.do(("attach", gun, host), "A")
    from rulekeeper.games.invasion.legends import combat_power
    assert combat_power(g, host) == g.unit_power(host) + 2


def test_additional_damage_while_attacking_if_developments(pool):
    """Savage Gors: "Battlefield. This unit deals 2 additional damage while attacking if you have 2 or more
    developments in your battlefield." """
    from rulekeeper.games.invasion.legends import combat_power
    from rulekeeper.games.invasion.state import Combat
    g = _game(pool, {"battlefield": ["Savage Gors"], "developments": {"battlefield": [FILLER]}})
    gors = g.named("A", "Savage Gors", "battlefield")
    g.s.combat = Combat("kingdom", attackers=[gors])
    assert combat_power(g, gors) == g.unit_power(gors)
    dev = g.s.new_card(FILLER, "A", "A.battlefield.dev")
    assert g.place(dev) == "battlefield.dev" and combat_power(g, gors) == g.unit_power(gors) + 2
    g.s.combat = None
    assert combat_power(g, gors) == g.unit_power(gors)


def test_entering_play_with_resource_tokens():
    """"This card enters play with 4 resource tokens on it." (tokens on a card that is not a quest stay there)."""
    vault = card_from_entry({"name": "Vault", "type": "Support", "race": "Neutral", "cost": 1,
                             "text": "This card enters play with 4 resource tokens on it."}, "t")
    assert vault.runnable, vault.why
    from rulekeeper import paths
    pool = {**load_cards(paths.spec_dir("invasion") / "drill-cards.yaml"), "Vault": vault}
    g = _game(pool, {"hand": ["Vault", FILLER], "resources": 3})
    cid = g.named("A", "Vault", "hand")
    g.do(("play", cid, "kingdom"), "A")
    assert g.s.tokens.get(cid) == 4
    g.do(("develop", g.named("A", FILLER, "hand"), "kingdom"), "A")
    assert g.s.tokens.get(cid) == 4 and g.check() == []


def test_attack_from_any_zone_and_defend_any_zone(pool):
    """Greyseer Thanquol: "This unit may attack from any zone." The Black Guard: "If you control a legend, this unit
    may defend any zone." (a unit without such text still attacks only from the battlefield)."""
    legend = next(c for c in pool.values() if c.type == "Legend")
    g = _game(pool, {"kingdom": ["Greyseer Thanquol", "Spider Riders"]}, {"quest": ["The Black Guard"]},
              phase="battlefield")
    thanquol, riders = g.named("A", "Greyseer Thanquol", "kingdom"), g.named("A", "Spider Riders", "kingdom")
    g.do(("attack", "kingdom"), "A")
    _until(g, "attackers")
    assert ("attacker", thanquol) in g.legal_actions("A") and ("attacker", riders) not in g.legal_actions("A")
    g.do(("attacker", thanquol), "A")
    g.do(("done",), "A")
    _until(g, "defenders")
    guard = g.named("B", "The Black Guard", "quest")
    assert ("defender", guard) not in g.legal_actions("B")  # no legend: only the attacked zone's units defend
    with pytest.raises(IllegalAction):
        g.do(("defender", guard), "B")
    g = _game(pool, {"kingdom": ["Greyseer Thanquol"]}, {"quest": ["The Black Guard"], "legend": legend.name},
              phase="battlefield")
    g.do(("attack", "kingdom"), "A")
    _until(g, "attackers")
    g.do(("attacker", g.named("A", "Greyseer Thanquol", "kingdom")), "A")
    g.do(("done",), "A")
    _until(g, "defenders")
    guard = g.named("B", "The Black Guard", "quest")
    g.do(("defender", guard), "B")
    assert guard in g.s.combat.defenders and g.check() == []


def test_power_from_the_discard_pile_and_from_the_battle(pool):
    """Dark Acolyte: "This unit gains the power of the topmost unit in your discard pile." (its printed power);
    Flame Cannon: "While attached unit is attacking or defending, it gains 1 Power for each enemy unit
    participating in the battle." """
    from rulekeeper.games.invasion.state import Combat
    g = _game(pool, {"kingdom": ["Dark Acolyte"], "discard": ["Spider Riders", FILLER]})
    acolyte = g.named("A", "Dark Acolyte", "kingdom")
    assert g.unit_power(acolyte) == pool["Dark Acolyte"].power + pool["Spider Riders"].power
    g.s.zones.move(g.cards("A", "discard")[0], "A.hand")  # no unit in the pile: nothing gained
    assert g.unit_power(acolyte) == pool["Dark Acolyte"].power
    g = _game(pool, {"hand": ["Flame Cannon"], "resources": 9, "battlefield": ["Spider Riders"]},
              {"kingdom": ["Giant Rats", "Giant Rats"]})
    cannon, host = g.named("A", "Flame Cannon", "hand"), g.named("A", "Spider Riders", "battlefield")
    g.do(("attach", cannon, host), "A")
    base = g.unit_power(host)
    g.s.combat = Combat("kingdom", attackers=[host], defenders=list(g.cards("B", "kingdom")))
    assert g.unit_power(host) == base + 2 + 2  # Spider Riders' own +2 while attacking, +1 per defender


def test_does_not_count_its_power_unless(pool):
    """Dark Initiate: "This unit does not count its power unless you have at least 2 developments in this zone." """
    g = _game(pool, {"kingdom": ["Dark Initiate"], "developments": {"kingdom": [FILLER]}})
    initiate = g.named("A", "Dark Initiate", "kingdom")
    assert g.unit_power(initiate) == 0 and g.power("A", "kingdom") == 3
    g.s.new_card(FILLER, "A", "A.kingdom.dev")
    assert g.unit_power(initiate) == pool["Dark Initiate"].power


def test_destroyed_as_soon_as_damaged(pool):
    """Branded by Khorne: "Attach to a target unit. If attached unit is damaged, destroy that unit." """
    g = _game(pool, {"hand": ["Branded by Khorne", FILLER], "resources": 9}, {"kingdom": ["Giant Rats"]})
    brand, rat = g.named("A", "Branded by Khorne", "hand"), g.named("B", "Giant Rats", "kingdom")
    g.do(("attach", brand, rat), "A")
    assert g.place(rat) == "kingdom"
    g.s.damage[rat] = 1
    g.do(("develop", g.named("A", FILLER, "hand"), "quest"), "A")
    assert g.place(rat) == "discard" and g.place(brand) == "discard" and g.check() == []


def test_developments_an_extra_one_and_a_guarded_zone(pool):
    """Light of Morrslieb: "You may play an additional development from your hand during your turn."; Squig Pen:
    "Play in a zone with no developments. You cannot develop this zone." """
    g = _game(pool, {"hand": [FILLER] * 3, "kingdom": ["Light of Morrslieb"]})
    a, b, c = g.cards("A", "hand")
    g.do(("develop", a, "kingdom"), "A")
    g.do(("develop", b, "quest"), "A")
    with pytest.raises(IllegalAction) as exc:
        g.do(("develop", c, "battlefield"), "A")
    assert exc.value.rule_id == "core.cards.developments"
    g = _game(pool, {"hand": ["Squig Pen", FILLER], "resources": 9, "developments": {"kingdom": [FILLER]}})
    pen = g.named("A", "Squig Pen", "hand")
    assert ("play", pen, "kingdom") not in g.legal_actions("A") and ("play", pen, "quest") in g.legal_actions("A")
    with pytest.raises(IllegalAction):
        g.do(("play", pen, "kingdom"), "A")
    g.do(("play", pen, "quest"), "A")
    dev = g.named("A", FILLER, "hand")
    assert ("develop", dev, "quest") not in g.legal_actions("A") and ("develop", dev, "kingdom") in g.legal_actions("A")
    with pytest.raises(IllegalAction):
        g.do(("develop", dev, "quest"), "A")


def test_cannot_be_corrupted_or_restored(pool):
    """Knights of the Blazing Sun: "This unit cannot be corrupted." Effulgent Boils: "Attach to a target unit.
    Corrupt that unit. Attached unit cannot be restored." Blessing of Isha: "Restore that unit, if able. Attached
    unit cannot be corrupted." """
    g = _game(pool, {"hand": ["Effulgent Boils", "Effulgent Boils"], "resources": 9},
              {"kingdom": ["Knights of the Blazing Sun", "Giant Rats"]})
    first, second = g.cards("A", "hand")
    knights, rats = g.cards("B", "kingdom")
    g.do(("attach", first, knights), "A")
    assert knights not in g.s.corrupted  # "cannot" wins: the Boils stay attached, the unit stays uncorrupted
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as exc:
        g.resolve("A", "corrupt", card=knights)
    assert exc.value.rule_id == "core.effects.cannot" and g.snapshot_text() == before
    g.do(("attach", second, rats), "A")
    assert rats in g.s.corrupted
    g.s.active = g.s.deciding = "B"
    g.s.step = "restore"
    assert g.legal_actions("B") == [("restore", None)]
    with pytest.raises(IllegalAction) as exc:
        g.do(("restore", rats), "B")
    assert exc.value.rule_id == "core.effects.cannot"
    g = _game(pool, {"hand": ["Blessing of Isha"], "resources": 9}, {"kingdom": [{"card": "Giant Rats",
                                                                                 "corrupted": True}]})
    blessing, rat = g.named("A", "Blessing of Isha", "hand"), g.cards("B", "kingdom")[0]
    g.do(("attach", blessing, rat), "A")
    assert rat not in g.s.corrupted
    with pytest.raises(IllegalAction):
        g.resolve("A", "corrupt", card=rat)


def test_cancelling_damage_constantly(pool):
    """Gate of Sigmar: "Cancel one damage assigned to your capital each turn." (once a turn); Sword Masters of
    Hoeth: "Battlefield. Cancel all combat damage assigned to this unit." (not other damage, and the attacker can
    never assign it enough to destroy it, so nothing reaches the zone behind it)."""
    from rulekeeper.games.invasion.dealing import apply_damage, deal
    g = _game(pool, {"kingdom": ["Gate of Sigmar"]})
    deal(g, "A.quest", 3, ("damage.non-combat-damage",))
    assert g.s.zone_damage["A.quest"] == 2
    deal(g, "A.kingdom", 3, ("damage.non-combat-damage",))
    assert g.s.zone_damage["A.kingdom"] == 3  # used this turn already
    g = _game(pool, {"battlefield": ["Spider Riders"]}, {"battlefield": ["Sword Masters of Hoeth"]},
              phase="battlefield")
    masters = g.named("B", "Sword Masters of Hoeth", "battlefield")
    apply_damage(g, [(masters, 5)], ("core.combat.5",))
    assert g.s.damage.get(masters, 0) == 0
    deal(g, masters, 1, ("damage.non-combat-damage",))
    assert g.s.damage.get(masters, 0) == 1
    _attack(g, "battlefield", g.named("A", "Spider Riders", "battlefield"))
    _until(g, "defenders")
    g.do(("defender", masters), "B")
    g.do(("done",), "B")
    _until(g, "assign")
    assert ("assign", "zone") not in g.legal_actions("A")


def test_while_questing_and_more_tokens_than_hit_points(pool):
    """Dwarf Adventurer: "Quest. While this unit is questing, opponents' units cost 1 additional resource to play."
    Mad Shaman: "If this unit has more resource tokens on it than hit points, sacrifice it." """
    quest = next(c.name for c in pool.values() if c.type == "Quest")
    unit = next(c for c in pool.values() if c.runnable and c.unit and c.race == "Neutral" and c.cost >= 1)
    g = _game(pool, {"quest": [quest, "Dwarf Adventurer"]})
    assert cost(g, "B", unit) == unit.cost  # in the quest zone, but not questing
    g = _game(pool, {"quest": [quest, {"card": "Dwarf Adventurer", "questing_on": quest}]})
    assert cost(g, "B", unit) == unit.cost + 1 and cost(g, "A", unit) == unit.cost
    hp = pool["Mad Shaman"].health
    g = _game(pool, {"kingdom": [{"card": "Mad Shaman", "tokens": hp}], "hand": [FILLER, FILLER]})
    shaman = g.named("A", "Mad Shaman", "kingdom")
    g.do(("develop", g.cards("A", "hand")[0], "quest"), "A")
    assert g.place(shaman) == "kingdom"  # as many tokens as hit points: not more
    g.s.tokens[shaman] += 1
    g.s.developed = False
    g.do(("develop", g.cards("A", "hand")[0], "kingdom"), "A")
    assert g.place(shaman) == "discard" and g.check() == []


def test_an_attached_unit_may_attack_from_any_of_your_zones(pool):
    """Gyrocopter: "Attach to a target [Dwarf] unit you control. Attached unit may attack while in any of your
    zones." """
    dwarf = next(c for c in pool.values() if c.runnable and c.unit and c.race == "Dwarf" and not c.abilities)
    g = _game(pool, {"hand": ["Gyrocopter"], "resources": 9, "race": "Dwarf", "kingdom": [dwarf.name, dwarf.name]})
    gyro = g.named("A", "Gyrocopter", "hand")
    flier, walker = g.cards("A", "kingdom")
    g.do(("attach", gyro, flier), "A")
    g.do(("pass",), "A")
    _until(g, "target")
    g.do(("attack", "kingdom"), "A")
    _until(g, "attackers")
    assert ("attacker", flier) in g.legal_actions("A") and ("attacker", walker) not in g.legal_actions("A")
