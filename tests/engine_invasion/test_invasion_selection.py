"""Real corpus cards that run since the engine reads more of what their text selects and where cards go: "Attach
to an [Empire] unit ..." (a target, faq.8), "put the top card of your deck into play facedown as a development"
(one of your zones, you choose), qualifiers after a noun (abilities/described.py): "with printed cost X or lower",
"with fewer hit points than the number of Skaven cards in play" (faq.9), "without any Attachment cards on it"."""

import pytest

from rulekeeper.games.invasion import IllegalAction

from invasion_tables import FILLER, table


def _game(pool, a=None, b=None, phase="capital", active="A"):
    return table(pool, a, b, active=active, phase=phase)


def _resolve(g, p="A"):
    """Both players pass: the chain resolves (timing.B.3)."""
    g.do(("pass",), "B" if p == "A" else "A")
    g.do(("pass",), p)


def test_griffon_standard_attaches_to_an_empire_unit_in_your_battlefield_and_counts_empire_units(pool):
    assert pool["Griffon Standard"].runnable, pool["Griffon Standard"].why
    g = _game(pool, {"race": "Empire", "resources": 9, "hand": ["Griffon Standard"],
                     "battlefield": ["Drill Empire Militia", "Drill Empire Spearmen", "Drill Orc Boyz"],
                     "kingdom": ["Drill Empire Halberdiers"]})
    standard = g.named("A", "Griffon Standard", "hand")
    militia, boyz = g.named("A", "Drill Empire Militia", "battlefield"), g.named("A", "Drill Orc Boyz", "battlefield")
    for wrong in (boyz, g.named("A", "Drill Empire Halberdiers", "kingdom")):  # not [Empire]; not in the battlefield
        with pytest.raises(IllegalAction):
            g.do(("attach", standard, wrong), "A")
    assert g.place(standard) == "hand"
    before = g.unit_power(militia)
    g.do(("attach", standard, militia), "A")
    assert g.s.attached[standard] == militia
    assert g.unit_power(militia) == before + 2  # two [Empire] units in this zone: the Militia and the Spearmen
    assert g.check() == []


def test_runefang_of_drakwald_gives_what_its_zone_says(pool):
    assert pool["Runefang of Drakwald"].runnable, pool["Runefang of Drakwald"].why
    g = _game(pool, {"race": "Empire", "resources": 9, "hand": ["Runefang of Drakwald"],
                     "battlefield": ["Drill Empire Militia"]}, {"battlefield": ["Drill Orc Boyz"]})
    fang, militia = g.named("A", "Runefang of Drakwald", "hand"), g.named("A", "Drill Empire Militia", "battlefield")
    with pytest.raises(IllegalAction):  # "an [Empire] unit you control"
        g.do(("attach", fang, g.named("B", "Drill Orc Boyz", "battlefield")), "A")
    g.do(("attach", fang, militia), "A")
    assert g.unit_power(militia) == 1 + 2  # Battlefield. Attached unit gains [Power][Power].
    assert g.check() == []


def test_a_development_put_into_play_with_no_zone_named_goes_to_the_zone_its_player_chooses(pool):
    from rulekeeper.games.invasion.cards import card_from_entry
    text = "Action: Put the top card of your deck into play facedown as a development."
    pool = {**pool, "Drill Development": card_from_entry({"name": "Drill Development", "type": "Tactic", "cost": 0,
                                                          "race": "Empire", "text": text}, "test")}
    assert pool["Drill Development"].runnable, pool["Drill Development"].why
    g = _game(pool, {"race": "Empire", "hand": ["Drill Development"], "deck": ["Drill Empire Militia"] + [FILLER] * 5})
    top = g.cards("A", "deck")[-1]  # the top card (the position lists the deck top first)
    assert g.name(top) == "Drill Empire Militia"
    g.s.answers = ["quest"]  # player A chooses the zone (core.cards.developments)
    g.do(("tactic", g.named("A", "Drill Development", "hand"), []), "A")
    _resolve(g)
    assert g.s.zones.where[top] == "A.quest.dev" and g.check() == []


def _tactic(g, name, targets, p="A"):
    g.do(("tactic", g.named(p, name, "hand"), targets), p)
    _resolve(g, p)


def test_burn_it_down_destroys_a_support_of_printed_cost_up_to_the_developments_in_your_battlefield(pool):
    assert pool["Burn It Down"].runnable, pool["Burn It Down"].why
    g = _game(pool, {"resources": 9, "hand": ["Burn It Down"], "developments": {"battlefield": [FILLER, FILLER]}},
              {"kingdom": ["Drill Neutral Granary", "Drill Neutral Barracks"]})
    granary, barracks = g.named("B", "Drill Neutral Granary", "kingdom"), g.named("B", "Drill Neutral Barracks", "kingdom")
    with pytest.raises(IllegalAction):  # printed cost 3; X is 2
        g.do(("tactic", g.named("A", "Burn It Down", "hand"), [[barracks]]), "A")
    _tactic(g, "Burn It Down", [[granary]])
    assert g.place(granary) == "discard" and g.place(barracks) == "kingdom" and g.check() == []


def test_crafting_the_rune_counts_x_as_targets_are_chosen_and_again_as_it_resolves(pool):
    """X is counted whenever the target is checked: as it is chosen (timing.C.1) and as the effect resolves (faq.9);
    the development the first sentence puts into play counts at resolution only. (The engine's choice: the text
    does not say when X is counted; targets are chosen when the tactic is played.)"""
    assert pool["Crafting the Rune"].runnable, pool["Crafting the Rune"].why
    g = _game(pool, {"race": "Dwarf", "resources": 9, "hand": ["Crafting the Rune"],
                     "developments": {"kingdom": [FILLER]}},
              {"kingdom": ["Drill Neutral Watchtower", "Drill Neutral Granary"]})
    tower, granary = g.named("B", "Drill Neutral Watchtower", "kingdom"), g.named("B", "Drill Neutral Granary", "kingdom")
    with pytest.raises(IllegalAction):  # cost 2; one development now
        g.do(("tactic", g.named("A", "Crafting the Rune", "hand"), [[granary]]), "A")
    _tactic(g, "Crafting the Rune", [[tower]])
    assert len(g.cards("A", "kingdom.dev")) == 2 and g.place(tower) == "discard" and g.check() == []


def test_mastering_the_spell_moves_a_unit_of_printed_cost_up_to_x(pool):
    assert pool["Mastering the Spell"].runnable, pool["Mastering the Spell"].why
    g = _game(pool, {"race": "Empire", "resources": 9, "hand": ["Mastering the Spell"]},
              {"kingdom": ["Drill Orc Boyz", "Drill Orc Black Orcs Drill"]})
    boyz = g.named("B", "Drill Orc Boyz", "kingdom")
    with pytest.raises(IllegalAction):  # no development yet: X is 0 as the target is chosen
        g.do(("tactic", g.named("A", "Mastering the Spell", "hand"), [[boyz]]), "A")
    g.s.zones.move(g.cards("A", "deck")[-1], "A.quest.dev")
    g.s.answers = ["kingdom", "battlefield"]  # A's zone for the development, then where the unit goes
    _tactic(g, "Mastering the Spell", [[boyz]])  # Boyz: printed cost 1; X is 1
    assert g.s.zones.where[boyz] == "B.battlefield" and len(g.cards("A", "kingdom.dev")) == 1 and g.check() == []


def test_deathmaster_sniktch_counts_the_skaven_in_play_when_it_targets_and_when_it_resolves(pool):
    """faq.9: the target must still have fewer hit points than the Skaven cards in play as the effect resolves."""
    assert pool["Deathmaster Sniktch"].runnable, pool["Deathmaster Sniktch"].why
    g = _game(pool, {"race": "Chaos", "kingdom": ["Deathmaster Sniktch", "Clan Rats"]},
              {"kingdom": ["Drill Empire Militia", "Drill Empire Halberdiers"]})
    snik, rats = g.named("A", "Deathmaster Sniktch", "kingdom"), g.named("A", "Clan Rats", "kingdom")
    militia, halb = g.named("B", "Drill Empire Militia", "kingdom"), g.named("B", "Drill Empire Halberdiers", "kingdom")
    index = g.card(snik).program.actions[0][0]
    with pytest.raises(IllegalAction):  # 2 hit points, not fewer than 2 Skaven
        g.do(("action", snik, index, [[halb]]), "A")
    assert snik not in g.s.corrupted
    g.do(("action", snik, index, [[militia]]), "A")
    _resolve(g)
    assert g.place(militia) == "discard" and snik in g.s.corrupted
    g2 = _game(pool, {"race": "Chaos", "kingdom": ["Deathmaster Sniktch", "Clan Rats"]}, {"kingdom": ["Drill Empire Militia"]})
    snik, rats, militia = (g2.named("A", "Deathmaster Sniktch", "kingdom"), g2.named("A", "Clan Rats", "kingdom"),
                           g2.named("B", "Drill Empire Militia", "kingdom"))
    g2.do(("action", snik, index, [[militia]]), "A")
    g2.leave_play(rats, "destroyed", ("test",))  # a Skaven leaves play in response: one Skaven is left (faq.9)
    _resolve(g2)
    assert g2.place(militia) == "kingdom" and any(e.kind == "cancelled" for e in g2.s.log.events)


def test_banish_returns_only_a_unit_without_attachments(pool):
    assert pool["Banish"].runnable, pool["Banish"].why
    g = _game(pool, {"race": "High Elf", "resources": 9, "hand": ["Banish"]},
              {"kingdom": ["Drill Orc Boyz", "Ugrok Beardburna", {"card": "Branded by Khorne",
                                                                  "attached_to": "Ugrok Beardburna"}]})
    boyz, ugrok = g.named("B", "Drill Orc Boyz", "kingdom"), g.named("B", "Ugrok Beardburna", "kingdom")
    with pytest.raises(IllegalAction):  # an Attachment card on it
        g.do(("tactic", g.named("A", "Banish", "hand"), [[ugrok]]), "A")
    _tactic(g, "Banish", [[boyz]])
    assert g.place(boyz) == "hand" and g.s.zones.where[boyz] == "B.hand" and g.check() == []


def test_a_cost_x_with_no_x_defined_is_refused():
    from rulekeeper.games.invasion.cards import card_from_entry
    card = card_from_entry({"name": "T", "type": "Tactic", "cost": 0,
                            "text": "Action: Destroy target unit with printed cost X or lower."}, "test")
    assert not card.runnable and "no X is defined" in card.why


def test_maledictor_of_tzeentch_and_one_other_target_unit_each_take_1_damage(pool):
    """"this unit and one other target unit each take 1 damage" (abilities/lists.py: one effect per item)."""
    assert pool["Maledictor of Tzeentch"].runnable, pool["Maledictor of Tzeentch"].why
    g = _game(pool, {"kingdom": ["Maledictor of Tzeentch"]}, {"kingdom": ["Drill Orc Boyz", "Drill Orc Archers"]},
              phase="beginning")
    mal, archers = g.named("A", "Maledictor of Tzeentch", "kingdom"), g.named("B", "Drill Orc Archers", "kingdom")
    g.s.answers = ["Drill Orc Archers"]  # A names the Forced effect's target (timing.A.2, timing.C.1)
    g.begin_turn()
    assert g.s.damage.get(mal) == 1 and g.s.damage.get(archers) == 1
    assert not g.s.damage.get(g.named("B", "Drill Orc Boyz", "kingdom")) and g.check() == []


def test_osterknacht_elite_returns_one_of_yours_and_one_of_theirs(pool):
    assert pool["Osterknacht Elite"].runnable, pool["Osterknacht Elite"].why
    g = _game(pool, {"race": "Empire", "resources": 9, "hand": ["Osterknacht Elite"], "kingdom": ["Drill Empire Militia"]},
              {"kingdom": ["Drill Orc Boyz"]})
    militia, boyz = g.named("A", "Drill Empire Militia", "kingdom"), g.named("B", "Drill Orc Boyz", "kingdom")
    g.do(("play", g.named("A", "Osterknacht Elite", "hand"), "kingdom"), "A")
    elite = g.named("A", "Osterknacht Elite", "kingdom")
    index = g.card(elite).program.triggered[0][0]
    with pytest.raises(IllegalAction):  # the first target is another unit A controls, the second one B's
        g.do(("action", elite, index, [[boyz], [militia]]), "A")
    g.do(("action", elite, index, [[militia], [boyz]]), "A")
    _resolve(g)
    assert g.s.zones.where[militia] == "A.hand" and g.s.zones.where[boyz] == "B.hand" and g.check() == []


def test_sigmars_blessed_returns_a_unit_in_the_zone_corresponding_to_the_one_it_left(pool):
    """"When this unit leaves play, return one target unit in any player's corresponding zone": the zone it was in
    (abilities/left.py, the engine's reading of a card no longer in play)."""
    assert pool["Sigmar's Blessed"].runnable, pool["Sigmar's Blessed"].why
    g = _game(pool, {"quest": ["Sigmar's Blessed"]}, {"kingdom": ["Drill Orc Boyz"], "quest": ["Drill Orc Archers"]})
    blessed, archers = g.named("A", "Sigmar's Blessed", "quest"), g.named("B", "Drill Orc Archers", "quest")
    from rulekeeper.games.invasion.abilities import run
    mark = len(g.s.log)
    g.leave_play(blessed, "destroyed", ("test",))
    run.settle(g, mark)
    assert g.s.zones.where[archers] == "B.hand"  # the only unit in a quest zone
    assert g.place(g.named("B", "Drill Orc Boyz", "kingdom")) == "kingdom" and g.check() == []


def test_doombull_deals_4_damage_in_the_zone_it_left(pool):
    assert pool["Doombull"].runnable, pool["Doombull"].why
    g = _game(pool, {"race": "Chaos", "battlefield": ["Doombull"]},
              {"kingdom": ["Drill Orc Black Orcs Drill"], "battlefield": ["Drill Orc Big 'Uns"]})
    bull, uns = g.named("A", "Doombull", "battlefield"), g.named("B", "Drill Orc Big 'Uns", "battlefield")
    orcs = g.named("B", "Drill Orc Black Orcs Drill", "kingdom")
    from rulekeeper.games.invasion.abilities import run
    mark = len(g.s.log)
    g.leave_play(bull, "destroyed", ("test",))
    run.settle(g, mark)
    index = g.card(bull).program.triggered[0][0]
    with pytest.raises(IllegalAction):  # the kingdom does not correspond to the battlefield it left
        g.do(("action", bull, index, [[orcs]]), "A")
    g.do(("action", bull, index, [[uns]]), "A")
    _resolve(g)
    assert g.place(uns) == "discard" and g.place(orcs) == "kingdom" and g.check() == []


def test_blue_horrors_leaving_play_puts_another_blue_horrors_into_play_from_hand(pool):
    """"you may put another unit named Blue Horrors into play from your hand" (by you: into_play.py)."""
    assert pool["Blue Horrors"].runnable, pool["Blue Horrors"].why
    g = _game(pool, {"race": "Chaos", "kingdom": ["Blue Horrors"], "hand": ["Blue Horrors", "Drill Chaos Marauders"]})
    gone = g.named("A", "Blue Horrors", "kingdom")
    in_hand = g.named("A", "Blue Horrors", "hand")
    from rulekeeper.games.invasion.abilities import run
    mark = len(g.s.log)
    g.leave_play(gone, "destroyed", ("test",))
    run.settle(g, mark)
    g.s.answers = ["battlefield"]  # the zone it enters (the reminder: any zone)
    g.do(("action", gone, g.card(gone).program.triggered[0][0], []), "A")
    _resolve(g)
    assert g.s.zones.where[in_hand] == "A.battlefield" and g.place(gone) == "discard"
    assert g.place(g.named("A", "Drill Chaos Marauders", "hand")) == "hand" and g.check() == []


def test_raiding_camps_destroys_a_support_in_a_zone_with_no_units(pool):
    assert pool["Raiding Camps"].runnable, pool["Raiding Camps"].why
    g = _game(pool, {"race": "Chaos", "resources": 9, "hand": ["Wall of Maggots"],
                     "quest": ["Raiding Camps", {"card": "Drill Chaos Marauders", "questing_on": "Raiding Camps"}]},
              {"kingdom": ["Drill Neutral Granary", "Drill Orc Boyz"], "quest": ["Drill Neutral Barracks"]})
    camps = g.named("A", "Raiding Camps", "quest")
    granary, barracks = g.named("B", "Drill Neutral Granary", "kingdom"), g.named("B", "Drill Neutral Barracks", "quest")
    g.do(("play", g.named("A", "Wall of Maggots", "hand"), "kingdom"), "A")
    index = g.card(camps).program.triggered[-1][0]
    with pytest.raises(IllegalAction):  # B's kingdom has a unit
        g.do(("action", camps, index, [[granary]]), "A")
    g.do(("action", camps, index, [[barracks]]), "A")
    _resolve(g)
    assert g.place(barracks) == "discard" and g.place(granary) == "kingdom" and g.check() == []


def test_pool_of_tranquility_draws_then_its_player_chooses_and_discards(pool):
    assert pool["Pool of Tranquility"].runnable, pool["Pool of Tranquility"].why
    g = _game(pool, {"race": "Empire", "resources": 2, "kingdom": ["Pool of Tranquility"],
                     "hand": ["Drill Empire Militia", "Drill Empire Spearmen"], "deck": [FILLER] * 5})
    well = g.named("A", "Pool of Tranquility", "kingdom")
    spearmen = g.named("A", "Drill Empire Spearmen", "hand")
    g.do(("action", well, g.card(well).program.actions[0][0], []), "A")
    g.s.answers = ["Drill Empire Spearmen"]  # the card A chooses to discard
    _resolve(g)
    assert g.s.resources["A"] == 0 and g.place(spearmen) == "discard"
    assert sorted(g.name(c) for c in g.cards("A", "hand")) == ["Drill Empire Militia", FILLER] and g.check() == []


def test_burlocks_ingenuity_moves_your_development_to_a_new_zone(pool):
    assert pool["Burlock's Ingenuity"].runnable, pool["Burlock's Ingenuity"].why
    g = _game(pool, {"race": "Dwarf", "resources": 9, "hand": ["Burlock's Ingenuity"],
                     "developments": {"kingdom": [FILLER]}}, {"developments": {"kingdom": [FILLER]}})
    dev, theirs = g.cards("A", "kingdom.dev")[0], g.cards("B", "kingdom.dev")[0]
    with pytest.raises(IllegalAction):  # "target development you control"
        g.do(("tactic", g.named("A", "Burlock's Ingenuity", "hand"), [[theirs]]), "A")
    g.s.answers = ["battlefield", "no"]  # the new zone; then A keeps the tactic in the discard pile
    _tactic(g, "Burlock's Ingenuity", [[dev]])
    assert g.s.zones.where[dev] == "A.battlefield.dev" and g.hit_points("A", "kingdom") == 8
    assert g.place(g.named("A", "Burlock's Ingenuity", "discard")) == "discard" and g.check() == []


def test_moving_a_target_unit_from_some_of_your_zones_to_your_battlefield(pool):
    """The move of Wolf Rider Assault (whose "must attack this turn if able" is not read yet), on a drill card."""
    from rulekeeper.games.invasion.cards import card_from_entry
    text = "Action: Move one target unit from your kingdom or your quest zone to your battlefield."
    pool = {**pool, "Drill Move": card_from_entry({"name": "Drill Move", "type": "Tactic", "cost": 0, "race": "Orc",
                                                   "text": text}, "test")}
    assert pool["Drill Move"].runnable, pool["Drill Move"].why
    g = _game(pool, {"race": "Orc", "hand": ["Drill Move"], "kingdom": ["Drill Orc Boyz"],
                     "battlefield": ["Drill Orc Archers"]}, {"kingdom": ["Drill Orc Trolls"]})
    boyz = g.named("A", "Drill Orc Boyz", "kingdom")
    for wrong in (g.named("A", "Drill Orc Archers", "battlefield"), g.named("B", "Drill Orc Trolls", "kingdom")):
        with pytest.raises(IllegalAction):  # not in A's kingdom or quest zone
            g.do(("tactic", g.named("A", "Drill Move", "hand"), [[wrong]]), "A")
    _tactic(g, "Drill Move", [[boyz]])
    assert g.s.zones.where[boyz] == "A.battlefield" and g.check() == []


@pytest.mark.parametrize("hand, dealt", [(["Drill Chaos Marauders"], True), (["Drill Orc Boyz"], False)])
def test_warhounds_reveal_a_chaos_unit_from_hand_to_deal_2_damage(pool, hand, dealt):
    """"reveal a [Chaos] legend or unit from your hand. If you do, ..." (abilities/hand_reveal.py): an Orc unit is
    not a [Chaos] unit, so nothing is revealed and the damage does not happen."""
    assert pool["Warhounds"].runnable, pool["Warhounds"].why
    g = _game(pool, {"race": "Chaos", "resources": 9, "hand": ["Warhounds"] + hand},
              {"kingdom": ["Drill Orc Black Orcs Drill"]})
    g.do(("play", g.named("A", "Warhounds", "hand"), "kingdom"), "A")
    hounds, orcs = g.named("A", "Warhounds", "kingdom"), g.named("B", "Drill Orc Black Orcs Drill", "kingdom")
    g.do(("action", hounds, g.card(hounds).program.triggered[0][0], [[orcs]]), "A")
    _resolve(g)
    reveal = [e for e in g.s.log.events if e.kind == "reveal"][-1]
    assert reveal.data["cards"] == (hand if dealt else []) and reveal.data["seen_by"] == ["A", "B"]
    assert g.s.damage.get(orcs, 0) == (2 - 1 if dealt else 0)  # 2, less its Toughness 1
    assert g.cards("A", "hand") and g.check() == []  # the revealed card stays in the hand


def test_archmage_of_saphery_may_heal_during_your_quest_phase(pool):
    """"you may heal 1 damage on one target unit": by you, the controller (choosing._by_you)."""
    assert pool["Archmage of Saphery"].runnable, pool["Archmage of Saphery"].why
    g = _game(pool, {"race": "High Elf", "quest": ["Archmage of Saphery"],
                     "kingdom": [{"card": "Drill High Elf Swordmasters Drill", "damage": 2}]}, phase="beginning")
    mage, swords = g.named("A", "Archmage of Saphery", "quest"), g.named("A", "Drill High Elf Swordmasters Drill", "kingdom")
    index = g.card(mage).program.actions[0][0]
    g.begin_turn()
    while g.s.phase != 2:
        assert g.s.step == "window"
        g.do(("pass",), g.to_act())
    g.do(("action", mage, index, [[swords]]), "A")
    _resolve(g)
    assert g.s.damage.get(swords) == 1 and g.check() == []


def test_dwarf_cannon_crew_puts_the_support_it_found_into_this_zone(pool):
    """errata.core.08 / terms.cost: a support card with (printed) cost 2 or lower found in the top five cards may be
    put into this zone, whatever its loyalty; the deck is shuffled then."""
    assert pool["Dwarf Cannon Crew"].runnable, pool["Dwarf Cannon Crew"].why
    deck = ["Drill Dwarf Warriors"] * 3 + ["Drill Neutral Barracks", "Drill Neutral Granary"] + [FILLER] * 5  # top first
    g = _game(pool, {"race": "Dwarf", "resources": 9, "hand": ["Dwarf Cannon Crew"], "deck": deck})
    granary = next(c for c in g.cards("A", "deck") if g.name(c) == "Drill Neutral Granary")  # in the top five
    g.do(("play", g.named("A", "Dwarf Cannon Crew", "hand"), "battlefield"), "A")
    assert g.s.zones.where[granary] == "A.battlefield"  # the Barracks costs 3; the Warriors are units
    assert not [c for c in g.cards("A", "battlefield") if g.name(c) == "Drill Neutral Barracks"]
    assert len(g.cards("A", "deck")) == len(deck) - 1 and any(e.kind == "shuffle" for e in g.s.log.events)
    assert g.check() == []


@pytest.mark.parametrize("answer, where", [("bottom", 0), ("top", -1)])
def test_barracks_of_chrace_puts_the_card_looked_at_on_top_or_at_the_bottom(pool, answer, where):
    """abilities/top_or_bottom.py: the player's choice for the card looked at."""
    assert pool["Barracks of Chrace"].runnable, pool["Barracks of Chrace"].why
    g = _game(pool, {"race": "High Elf", "kingdom": ["Barracks of Chrace"], "hand": [FILLER],
                     "deck": ["Drill High Elf Archers"] + [FILLER] * 5})
    barracks = g.named("A", "Barracks of Chrace", "kingdom")
    top = g.cards("A", "deck")[-1]
    g.do(("develop", g.cards("A", "hand")[0], "quest"), "A")  # "When you play a development from your hand"
    g.do(("action", barracks, g.card(barracks).program.triggered[0][0], []), "A")
    g.s.answers = [answer]
    _resolve(g)
    assert g.cards("A", "deck")[where] == top and len(g.cards("A", "deck")) == 6 and g.check() == []
    seen = [e for e in g.s.log.events if e.kind == "look_at"][-1]
    assert seen.data["cards"] == ["Drill High Elf Archers"] and seen.data["seen_by"] == ["A"]


@pytest.mark.parametrize("defenders", [1, 2])
def test_valour_of_ages_needs_a_unit_defending_alone_and_sacrifices_it_at_the_end_of_the_turn(pool, defenders):
    assert pool["Valour of Ages"].runnable, pool["Valour of Ages"].why
    g = _game(pool, {"race": "Orc", "battlefield": ["Drill Orc Archers", "Drill Dark Elf Corsairs"]},
              {"race": "High Elf", "resources": 5, "hand": ["Valour of Ages"],
               "kingdom": ["Drill High Elf Silver Helms", "Drill High Elf Archers"]}, phase="battlefield")
    archers, corsairs = g.named("A", "Drill Orc Archers", "battlefield"), g.named("A", "Drill Dark Elf Corsairs", "battlefield")
    helms, elf_archers = g.named("B", "Drill High Elf Silver Helms", "kingdom"), g.named("B", "Drill High Elf Archers", "kingdom")
    valour = g.named("B", "Valour of Ages", "hand")
    g.do(("attack", "kingdom"), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.do(("attacker", archers), "A")
    g.do(("attacker", corsairs), "A")
    g.do(("done",), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.do(("defender", helms), "B")
    if defenders == 2:
        g.do(("defender", elf_archers), "B")
    g.do(("done",), "B")
    while g.s.step == "window" and g.to_act() != "B":
        g.do(("pass",), g.to_act())
    if defenders == 2:  # not defending alone: no legal target
        with pytest.raises(IllegalAction):
            g.do(("tactic", valour, [[helms]]), "B")
        return
    g.do(("tactic", valour, [[helms]]), "B")
    g.do(("pass",), "A")
    g.do(("pass",), "B")
    dealt = [e.data["card"] for e in g.s.log.events if e.kind == "dealt_damage" and e.data["amount"] == 2]
    assert sorted(dealt) == sorted([archers, corsairs])  # 2 damage each (the Helms' power)
    assert g.place(archers) == "discard" and g.place(corsairs) == "discard"
    delayed = next(i for i, e in enumerate(g.s.log.events) if e.kind == "delayed")
    ends = next(i for i, e in enumerate(g.s.log.events) if e.kind == "turn_ends" and i > delayed)
    gone = next(i for i, e in enumerate(g.s.log.events) if e.kind == "sacrificed" and e.data["card"] == helms)
    assert delayed < ends < gone and g.place(helms) == "discard" and g.check() == []  # at the end of the turn


def test_burying_the_grudge_counts_the_units_that_entered_a_discard_pile_this_turn(pool):
    """abilities/counted.py: both players' piles; a unit there since an earlier turn, or a support, does not count."""
    assert pool["Burying the Grudge"].runnable, pool["Burying the Grudge"].why
    g = _game(pool, {"race": "Dwarf", "resources": 5, "hand": ["Burying the Grudge"], "kingdom": ["Drill Dwarf Warriors"],
                     "discard": ["Drill Dwarf Miners"]},
              {"kingdom": ["Drill Orc Boyz", "Drill Neutral Granary"]})
    for p, name in (("A", "Drill Dwarf Warriors"), ("B", "Drill Orc Boyz"), ("B", "Drill Neutral Granary")):
        g.leave_play(g.named(p, name, "kingdom"), "destroyed", ("test",))
    before = g.s.resources["A"]
    _tactic(g, "Burying the Grudge", [])
    paid = next(e.data["paid"] for e in g.s.log.events if e.kind == "play_tactic")  # its cost, with loyalty
    counted = next(e.data["counted"] for e in g.s.log.events if e.kind == "for_each")
    assert counted == 2 and g.s.resources["A"] == before - paid + 2 and g.check() == []


def test_master_rune_of_defence_puts_back_a_building_that_entered_your_discard_pile_this_turn(pool):
    assert pool["Master Rune of Defence"].runnable, pool["Master Rune of Defence"].why
    g = _game(pool, {"race": "Dwarf", "resources": 9, "hand": ["Master Rune of Defence"],
                     "kingdom": ["Drill Neutral Granary"], "discard": ["Drill Neutral Barracks"]})
    granary = g.named("A", "Drill Neutral Granary", "kingdom")
    old = g.named("A", "Drill Neutral Barracks", "discard")  # in the pile since an earlier turn
    g.leave_play(granary, "destroyed", ("test",))
    with pytest.raises(IllegalAction):
        g.do(("tactic", g.named("A", "Master Rune of Defence", "hand"), [[old]]), "A")
    g.s.answers = ["quest"]  # the zone A chooses
    _tactic(g, "Master Rune of Defence", [[granary]])
    assert g.s.zones.where[granary] == "A.quest" and g.place(old) == "discard" and g.check() == []


def test_raise_dead_puts_a_unit_of_your_discard_pile_into_play(pool):
    """abilities/discard_targets.py: the target is chosen in your discard pile as the tactic is played."""
    assert pool["Raise Dead"].runnable, pool["Raise Dead"].why
    g = _game(pool, {"race": "Chaos", "resources": 9, "hand": ["Raise Dead"],
                     "discard": ["Drill Chaos Warriors", "Drill Neutral Granary"]}, {"discard": ["Drill Orc Boyz"]})
    warriors = g.named("A", "Drill Chaos Warriors", "discard")
    for wrong in (g.named("A", "Drill Neutral Granary", "discard"), g.named("B", "Drill Orc Boyz", "discard")):
        with pytest.raises(IllegalAction):  # not a unit; not in A's pile
            g.do(("tactic", g.named("A", "Raise Dead", "hand"), [[wrong]]), "A")
    g.s.answers = ["battlefield"]
    _tactic(g, "Raise Dead", [[warriors]])
    assert g.s.zones.where[warriors] == "A.battlefield" and g.check() == []


@pytest.mark.parametrize("target, destroyed", [("Peasant Militia", True), ("Black Orc Squad", False)])
def test_clan_eshin_mutant_destroys_its_target_left_with_1_remaining_hit_point(pool, target, destroyed):
    """abilities/that_card.py: "Then, destroy that unit if it has 1 remaining hit point." (3 hit points - 2 damage
    leaves 1; 4 - 2 leaves 2)."""
    assert pool["Clan Eshin Mutant"].runnable, pool["Clan Eshin Mutant"].why
    g = _game(pool, {"race": "Chaos", "resources": 9, "hand": ["Clan Eshin Mutant"]}, {"kingdom": [target]})
    g.do(("play", g.named("A", "Clan Eshin Mutant", "hand"), "battlefield"), "A")
    mutant, victim = g.named("A", "Clan Eshin Mutant", "battlefield"), g.named("B", target, "kingdom")
    g.do(("action", mutant, g.card(mutant).program.triggered[0][0], [[victim]]), "A")
    _resolve(g)
    assert (g.place(victim) == "discard") == destroyed and mutant in g.s.corrupted and g.check() == []
    if not destroyed:
        assert g.s.damage.get(victim) == 2


def test_sorceress_of_ghrond_returns_a_hex_card_of_your_discard_pile_to_your_hand(pool):
    """"choose a Hex card in your discard pile and return it to your hand": chosen as it resolves, not a target."""
    assert pool["Sorceress of Ghrond"].runnable, pool["Sorceress of Ghrond"].why
    g = _game(pool, {"race": "Dark Elf", "resources": 9, "hand": ["Sorceress of Ghrond"],
                     "discard": ["Drill Dark Elf Corsairs", "Mind Killer", "Word of Pain"]})
    g.do(("play", g.named("A", "Sorceress of Ghrond", "hand"), "kingdom"), "A")
    sorceress = g.named("A", "Sorceress of Ghrond", "kingdom")
    g.s.answers = ["Word of Pain"]  # A's choice among the Hex cards
    g.do(("action", sorceress, g.card(sorceress).program.triggered[0][0], []), "A")
    _resolve(g)
    assert [g.name(c) for c in g.cards("A", "hand")] == ["Word of Pain"]
    assert sorted(g.name(c) for c in g.cards("A", "discard")) == ["Drill Dark Elf Corsairs", "Mind Killer"]
    assert g.check() == []


def test_queen_helga_puts_a_dwarf_unit_into_the_zone_the_hero_entered(pool):
    """"put a [Dwarf] unit with printed cost 3 or lower into play in the same zone from your hand": the zone of the
    Hero whose entering play triggered it (into_play.py)."""
    assert pool["Queen Helga"].runnable, pool["Queen Helga"].why
    g = _game(pool, {"race": "Dwarf", "resources": 9, "kingdom": ["Queen Helga"],
                     "hand": ["Durgnar the Bold", "Drill Dwarf Ironbreakers Drill", "Drill Dwarf Warriors"]})
    helga = g.named("A", "Queen Helga", "kingdom")
    warriors = g.named("A", "Drill Dwarf Warriors", "hand")
    g.do(("play", g.named("A", "Durgnar the Bold", "hand"), "quest"), "A")
    g.s.answers = ["Drill Dwarf Warriors"]  # A's pick among the [Dwarf] units of cost 3 or lower
    g.do(("action", helga, g.card(helga).program.triggered[0][0], []), "A")
    _resolve(g)
    assert g.s.zones.where[warriors] == "A.quest" and g.check() == []


def test_hidden_operative_moves_the_unit_questing_here_to_one_of_your_other_zones(pool):
    assert pool["Hidden Operative"].runnable, pool["Hidden Operative"].why
    g = _game(pool, {"race": "Empire", "quest": ["Hidden Operative", "Drill Empire Spearmen",
                                                 {"card": "Drill Empire Militia", "questing_on": "Hidden Operative"}]})
    op, militia = g.named("A", "Hidden Operative", "quest"), g.named("A", "Drill Empire Militia", "quest")
    spearmen = g.named("A", "Drill Empire Spearmen", "quest")  # in the zone, not questing here: stays
    g.do(("action", op, g.card(op).program.actions[0][0], []), "A")
    g.s.answers = ["battlefield"]
    _resolve(g)
    assert g.s.zones.where[militia] == "A.battlefield" and g.s.zones.where[spearmen] == "A.quest"
    assert militia not in g.s.questing.values() and g.check() == []


def test_fledgling_chaos_spawn_deals_1_damage_in_any_players_battlefield(pool):
    assert pool["Fledgling Chaos Spawn"].runnable, pool["Fledgling Chaos Spawn"].why
    g = _game(pool, {"race": "Chaos", "battlefield": ["Fledgling Chaos Spawn"]},
              {"kingdom": ["Drill Orc Archers"], "battlefield": ["Drill Orc Big 'Uns"]})
    spawn, uns = g.named("A", "Fledgling Chaos Spawn", "battlefield"), g.named("B", "Drill Orc Big 'Uns", "battlefield")
    archers = g.named("B", "Drill Orc Archers", "kingdom")
    from rulekeeper.games.invasion.abilities import run
    g.s.answers = ["Drill Orc Archers"]  # not in a battlefield: not a legal target, the answer is not taken
    mark = len(g.s.log)
    g.leave_play(spawn, "destroyed", ("test",))
    run.settle(g, mark)
    assert g.s.damage.get(uns) == 1 and not g.s.damage.get(archers) and g.check() == []


def test_learned_mage_looks_at_target_players_top_card_and_may_bottom_it(pool):
    assert pool["Learned Mage"].runnable, pool["Learned Mage"].why
    g = _game(pool, {"race": "High Elf", "quest": ["Learned Mage"]}, {"deck": ["Drill Orc Trolls"] + [FILLER] * 5})
    mage = g.named("A", "Learned Mage", "quest")
    top = g.cards("B", "deck")[-1]
    assert g.name(top) == "Drill Orc Trolls"
    g.do(("action", mage, g.card(mage).program.actions[0][0], []), "A")
    g.s.answers = ["B", "bottom"]  # the target player; where the card goes
    _resolve(g)
    assert g.s.damage.get(mage) == 1 and g.cards("B", "deck")[0] == top and len(g.cards("B", "deck")) == 6
    seen = [e for e in g.s.log.events if e.kind == "look_at"][-1]
    assert seen.data["cards"] == ["Drill Orc Trolls"] and seen.data["seen_by"] == ["A"] and g.check() == []


def test_perfecting_the_spell_looks_at_as_many_cards_as_your_developments(pool):
    assert pool["Perfecting the Spell"].runnable, pool["Perfecting the Spell"].why
    deck = ["Drill High Elf Archers", "Drill High Elf Spearmen", "Drill High Elf Reavers"] + [FILLER] * 5  # top first
    g = _game(pool, {"race": "High Elf", "resources": 9, "hand": ["Perfecting the Spell"], "deck": deck,
                     "developments": {"kingdom": [FILLER]}})
    g.s.answers = ["quest", "bottom", "top"]  # the new development's zone; the two cards looked at
    _tactic(g, "Perfecting the Spell", [])
    seen = [e for e in g.s.log.events if e.kind == "look_at"][-1]
    assert seen.data["cards"] == ["Drill High Elf Spearmen", "Drill High Elf Reavers"]  # X = 2 developments
    names = [g.name(c) for c in g.cards("A", "deck")]
    assert names[0] == "Drill High Elf Spearmen" and names[-1] == "Drill High Elf Reavers" and g.check() == []


def test_easy_pickins_sacrifices_the_unit_in_play_with_the_lowest_printed_cost(pool):
    """abilities/lowest.py: among both players' units; the effect's controller breaks the tie; the unit's own
    controller sacrifices it."""
    assert pool["Easy Pickin's"].runnable, pool["Easy Pickin's"].why
    g = _game(pool, {"race": "Orc", "resources": 9, "hand": ["Easy Pickin's"], "kingdom": ["Drill Orc Archers"]},
              {"kingdom": ["Drill Empire Militia", "Drill Empire Spearmen"], "quest": ["Drill Empire Militia"]})
    militias = [c for z in ("kingdom", "quest") for c in g.cards("B", z) if g.name(c) == "Drill Empire Militia"]
    g.s.answers = []  # no answer: the first of the tied units
    _tactic(g, "Easy Pickin's", [])
    gone = [c for c in militias if g.place(c) == "discard"]
    assert len(gone) == 1 and g.is_in_play(g.named("A", "Drill Orc Archers", "kingdom"))
    assert any(e.kind == "sacrificed" and e.data["card"] == gone[0] for e in g.s.log.events) and g.check() == []


def test_big_boss_sacrifices_the_cheapest_unit_at_the_beginning_of_your_turn(pool):
    assert pool["Big Boss"].runnable, pool["Big Boss"].why
    g = _game(pool, {"race": "Orc", "kingdom": ["Big Boss", "Drill Orc Archers", "Drill Orc Boyz"]},
              {"kingdom": ["Drill Empire Spearmen"]}, phase="beginning")
    boyz = g.named("A", "Drill Orc Boyz", "kingdom")  # printed cost 1: the lowest
    g.begin_turn()
    assert g.place(boyz) == "discard" and g.is_in_play(g.named("A", "Drill Orc Archers", "kingdom"))
    assert g.is_in_play(g.named("B", "Drill Empire Spearmen", "kingdom")) and g.check() == []


def test_deyz_bigga_keeps_each_unit_with_the_highest_printed_cost_from_being_targeted(pool):
    from rulekeeper.games.invasion.abilities.objects import forbidden
    assert pool["Dey'z Bigga"].runnable, pool["Dey'z Bigga"].why
    g = _game(pool, {"race": "Orc", "resources": 9, "hand": ["Dey'z Bigga"], "kingdom": ["Drill Orc Archers"]},
              {"kingdom": ["Drill Empire Spearmen", "Drill Empire Militia"], "quest": ["Drill Empire Spearmen"]})
    spearmen = [c for z in ("kingdom", "quest") for c in g.cards("B", z) if g.name(c) == "Drill Empire Spearmen"]
    others = [g.named("B", "Drill Empire Militia", "kingdom"), g.named("A", "Drill Orc Archers", "kingdom")]
    _tactic(g, "Dey'z Bigga", [])
    for p in ("A", "B"):  # printed cost 3, the highest: by neither player's card effects
        assert all(forbidden(g, c, "be targeted", p) for c in spearmen)
        assert not any(forbidden(g, c, "be targeted", p) for c in others)
    assert g.check() == []


def test_zealot_hunter_destroys_a_unit_not_of_its_controllers_capital_race(pool):
    assert pool["Zealot Hunter"].runnable, pool["Zealot Hunter"].why
    g = _game(pool, {"race": "Empire", "resources": 9, "hand": ["Zealot Hunter"], "kingdom": ["Drill Empire Militia"]},
              {"race": "Orc", "kingdom": ["Drill Orc Boyz", "Drill Chaos Marauders"]})
    boyz, marauders = g.named("B", "Drill Orc Boyz", "kingdom"), g.named("B", "Drill Chaos Marauders", "kingdom")
    militia = g.named("A", "Drill Empire Militia", "kingdom")
    from rulekeeper.games.invasion.abilities.program import slots
    (o, sel), = slots(pool["Zealot Hunter"].program.forced[0][1].effect, "Zealot Hunter")
    hunter = g.named("A", "Zealot Hunter", "hand")
    assert not sel.matches(g, "A", hunter, boyz) and not sel.matches(g, "A", hunter, militia)  # they share it
    assert sel.matches(g, "A", hunter, marauders)  # a Chaos unit under an Orc capital
    g.s.answers = ["Drill Chaos Marauders"]  # A names the Forced effect's target (timing.A.2)
    g.do(("play", hunter, "kingdom"), "A")
    assert g.place(marauders) == "discard" and g.is_in_play(boyz) and g.is_in_play(militia) and g.check() == []


def test_mannfred_puts_a_unit_of_an_opponents_discard_pile_on_the_bottom_of_its_deck(pool):
    assert pool["Mannfred Von Carstein"].runnable, pool["Mannfred Von Carstein"].why
    g = _game(pool, {"race": "Chaos", "kingdom": ["Mannfred Von Carstein"], "hand": [FILLER],
                     "discard": ["Drill Chaos Warriors"]},
              {"discard": ["Drill Orc Boyz", "Drill Neutral Granary"]})
    mannfred, boyz = g.named("A", "Mannfred Von Carstein", "kingdom"), g.named("B", "Drill Orc Boyz", "discard")
    index = g.card(mannfred).program.actions[0][0]
    for wrong in (g.named("A", "Drill Chaos Warriors", "discard"), g.named("B", "Drill Neutral Granary", "discard")):
        with pytest.raises(IllegalAction):  # in A's own pile; not a unit
            g.do(("action", mannfred, index, [[wrong]]), "A")
    power = g.unit_power(mannfred)
    g.do(("action", mannfred, index, [[boyz]]), "A")  # the cost: discard a card from A's hand
    _resolve(g)
    assert g.cards("B", "deck")[0] == boyz and g.s.tokens.get(mannfred) == 1 and g.unit_power(mannfred) == power + 1
    assert not g.cards("A", "hand") and g.check() == []


def test_averheim_soldiers_gain_a_hit_point_per_resource_token_on_your_quests(pool):
    """abilities/counted.py: the tokens on the quests its player controls, counted as the effect resolves."""
    assert pool["Averheim Soldiers"].runnable, pool["Averheim Soldiers"].why
    g = _game(pool, {"race": "Orc", "battlefield": ["Drill Orc Boyz"]},
              {"race": "Empire", "kingdom": ["Averheim Soldiers"],
               "quest": [{"card": "Building for War", "tokens": 2}, {"card": "Planning for War", "tokens": 1},
                         {"card": "Drill Empire Militia", "questing_on": "Building for War"},
                         {"card": "Drill Empire Spearmen", "questing_on": "Planning for War"}]},  # tokens stay
              phase="battlefield")
    soldiers = g.named("B", "Averheim Soldiers", "kingdom")
    before = g.unit_health(soldiers)
    g.do(("attack", "kingdom"), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.do(("attacker", g.named("A", "Drill Orc Boyz", "battlefield")), "A")
    g.do(("done",), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.do(("defender", soldiers), "B")
    g.do(("done",), "B")
    g.do(("pass",), "A")  # A has priority first (timing.B.4)
    g.do(("action", soldiers, g.card(soldiers).program.triggered[0][0], []), "B")
    g.do(("pass",), "A")
    g.do(("pass",), "B")
    assert g.unit_health(soldiers) == before + 3 and g.check() == []


def test_helblaster_crew_moves_an_attachment_to_another_unit_in_the_same_zone(pool):
    """abilities/attachment_moves.py: onto a unit its "Attach to an [Empire] unit you control" allows."""
    assert pool["Helblaster Crew"].runnable, pool["Helblaster Crew"].why
    g = _game(pool, {"race": "Empire", "resources": 9, "hand": ["Helblaster Crew"],
                     "battlefield": ["Drill Empire Militia", "Drill Orc Boyz", "Drill Empire Spearmen",
                                     {"card": "Runefang of Drakwald", "attached_to": "Drill Empire Militia"}]})
    fang = g.named("A", "Runefang of Drakwald", "battlefield")
    spearmen = g.named("A", "Drill Empire Spearmen", "battlefield")
    g.do(("play", g.named("A", "Helblaster Crew", "hand"), "kingdom"), "A")
    crew = g.named("A", "Helblaster Crew", "kingdom")
    g.s.answers = ["Drill Orc Boyz"]  # not an [Empire] unit: not taken, the first unit that may carry it is
    g.do(("action", crew, g.card(crew).program.triggered[0][0], [[fang]]), "A")
    _resolve(g)
    assert g.s.attached[fang] == spearmen and g.unit_power(spearmen) == 2 + 2 and g.check() == []
