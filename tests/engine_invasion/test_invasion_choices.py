"""'X or Y' with options the engine judges "can it be carried out completely?" (abilities/completely.py,
own_sections.py), and "each player must either X or Y" (each_chooses.py), on real corpus cards: the player chooses
an option, and only one that can be carried out completely (terms.the-word-or, core.effects.or); "his" is the
choosing player's own (its Warpstone Meteor example)."""

import pytest

from rulekeeper.games.invasion import IllegalAction
from rulekeeper.games.invasion.turn import turn_ends

from invasion_tables import FILLER, table

SECTIONS = ("kingdom", "quest", "battlefield")


def _game(pool, a=None, b=None, phase="beginning"):
    return table(pool, a, b, phase=phase, turn=3)


def _choices(g):
    return [e.data for e in g.s.log.events if e.kind == "choice"]


def _who_chose(g):
    return [(e.data["player"], e.data["option"], e.data["why"]) for e in g.s.log.events if e.kind == "choice"]


def test_the_cards_are_runnable(pool):
    for name in ("Centigor", "Shaggoth", "Sons of Coin", "Naggarond Forge"):
        assert pool[name].runnable, (name, pool[name].why)


def test_centigor_sacrifices_a_facedown_development_when_chosen(pool):
    g = _game(pool, {"battlefield": ["Centigor"], "developments": {"quest": [FILLER]}})
    dev = g.cards("A", "quest.dev")[0]
    g.begin_turn()
    assert g.place(dev) == "discard" and g.developments("A", "quest") == 0
    assert _choices(g)[0]["option"] == 1 and _choices(g)[0]["why"] == "first_complete"
    assert all(g.s.zone_damage[f"A.{z}"] == 0 for z in ("kingdom", "quest", "battlefield"))
    assert g.check() == []


def test_centigor_deals_1_damage_to_each_section_when_that_is_chosen(pool):
    g = _game(pool, {"battlefield": ["Centigor"], "developments": {"quest": [FILLER]}})
    g.s.answers = ["option 2"]
    g.begin_turn()
    assert g.developments("A", "quest") == 1
    assert [g.s.zone_damage[f"A.{z}"] for z in ("kingdom", "quest", "battlefield")] == [1, 1, 1]
    assert any(e.kind == "dealt_damage" and e.data.get("zone") == "quest" for e in g.s.log.events)


def test_centigor_without_a_development_must_damage_its_capital_even_if_asked_otherwise(pool):
    g = _game(pool, {"battlefield": ["Centigor"]})
    g.s.answers = ["option 1"]
    g.begin_turn()
    assert _choices(g)[0] == {**_choices(g)[0], "option": 2, "asked": 1, "why": "not_complete"}
    assert [g.s.zone_damage[f"A.{z}"] for z in ("kingdom", "quest", "battlefield")] == [1, 1, 1]


def test_centigor_with_a_burned_section_cannot_damage_each_section_completely(pool):
    """A burned section takes no more damage (core.capital.burning): the damage option can't be carried out
    completely, so the development is sacrificed even when the player asks for the damage."""
    g = _game(pool, {"battlefield": ["Centigor"], "developments": {"kingdom": [FILLER]}, "burned": ["quest"],
                     "damage": {"quest": 8}})
    g.s.answers = ["option 2"]
    g.begin_turn()
    assert g.developments("A", "kingdom") == 0 and g.s.zone_damage["A.kingdom"] == 0
    assert _choices(g)[0]["option"] == 1 and _choices(g)[0]["why"] == "not_complete"


@pytest.mark.parametrize("pool_left, option, damage", [(1, 1, 0), (0, 2, 1)])
def test_sons_of_coin_spends_a_resource_or_damages_its_own_section(pool, pool_left, option, damage):
    g = _game(pool, {"kingdom": ["Sons of Coin"], "resources": pool_left})
    g.begin_turn()
    assert _choices(g)[0]["option"] == option
    assert g.s.zone_damage["A.kingdom"] == damage and g.s.zone_damage["A.quest"] == 0
    spent = [e.data for e in g.s.log.events if e.kind == "spend"]
    assert spent == ([{"player": "A", "card": g.named("A", "Sons of Coin", "kingdom"), "amount": 1}]
                     if option == 1 else [])


def test_naggarond_forge_is_sacrificed_when_its_player_has_no_card_to_discard(pool):
    g = _game(pool, {"kingdom": ["Naggarond Forge"]}, phase="capital")
    forge = g.named("A", "Naggarond Forge", "kingdom")
    turn_ends(g)
    assert g.place(forge) == "discard" and _choices(g)[0]["option"] == 2


def test_naggarond_forge_stays_when_a_card_is_discarded(pool):
    g = _game(pool, {"kingdom": ["Naggarond Forge"], "hand": [FILLER]}, phase="capital")
    forge = g.named("A", "Naggarond Forge", "kingdom")
    turn_ends(g)
    assert g.place(forge) == "kingdom" and g.cards("A", "hand") == [] and len(g.cards("A", "discard")) == 1


@pytest.mark.parametrize("hand, asked, kept", [([FILLER, FILLER], "option 2", True), ([FILLER], "option 2", False),
                                               ([FILLER, FILLER], "option 1", False)])
def test_shaggoth_is_destroyed_unless_two_cards_are_discarded(pool, hand, asked, kept):
    g = _game(pool, {"hand": ["Shaggoth", *hand], "resources": 12, "race": "Chaos"}, phase="capital")
    shaggoth = g.named("A", "Shaggoth", "hand")
    g.s.answers = [asked]
    g.do(("play", shaggoth, "battlefield"), "A")
    assert (g.place(shaggoth) == "battlefield") == kept
    assert len(g.cards("A", "hand")) == (0 if kept else len(hand))
    assert g.check() == []


def test_a_card_whose_option_is_not_judged_is_not_runnable_and_cannot_be_played(pool):
    """"return this unit to its owner's hand" is not judged "completely": the card stays not runnable, and the
    engine refuses to play it, the state unchanged."""
    from rulekeeper.games.invasion.cards import card_from_entry
    fork = card_from_entry({"name": "Test Fork", "type": "Support", "race": "Orc", "cost": 1, "loyalty": 0,
                            "power": 0, "health": 0, "text": "Forced: At the beginning of your turn, return this "
                                                             "card to its owner's hand or draw a card."}, "test")
    assert not fork.runnable and "option ReturnToHand" in fork.why
    g = _game({**pool, fork.name: fork}, {"hand": ["Test Fork"], "resources": 9, "race": "Orc"}, phase="capital")
    cid = g.named("A", "Test Fork", "hand")
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:
        g.do(("play", cid, "kingdom"), "A")
    assert err.value.rule_id and "Test Fork" in str(err.value)
    assert g.place(cid) == "hand" and g.snapshot_text() == before


def test_great_cave_squig_without_a_development_here_hits_a_target_unit_its_player_controls(pool):
    """The option's target is chosen with the option, as the Forced effect resolves (timing.A.2, timing.C.1)."""
    assert pool["Great Cave Squig"].runnable, pool["Great Cave Squig"].why
    g = _game(pool, {"battlefield": ["Great Cave Squig", "Drill Empire Militia"],
                     "developments": {"kingdom": [FILLER]}}, {"battlefield": ["Drill Empire Militia"]})
    mine = g.named("A", "Drill Empire Militia", "battlefield")
    theirs = g.named("B", "Drill Empire Militia", "battlefield")
    g.s.answers = ["option 1", "Drill Empire Militia"]  # no development in the battlefield: option 1 can't be
    g.begin_turn()
    assert _choices(g)[0]["option"] == 2 and _choices(g)[0]["why"] == "not_complete"
    assert g.place(mine) == "discard" and g.place(theirs) == "battlefield"  # 3 damage from the squig's power
    assert g.developments("A", "kingdom") == 1
    assert any(e.kind == "targets" and e.data["targets"] == [[mine]] for e in g.s.log.events)


def test_great_cave_squig_sacrifices_the_development_in_its_zone_when_chosen(pool):
    g = _game(pool, {"battlefield": ["Great Cave Squig", "Drill Empire Militia"],
                     "developments": {"battlefield": [FILLER], "kingdom": [FILLER]}})
    g.begin_turn()
    assert g.developments("A", "battlefield") == 0 and g.developments("A", "kingdom") == 1
    assert not any(e.kind == "targets" for e in g.s.log.events)
    assert g.place(g.named("A", "Drill Empire Militia", "battlefield")) == "battlefield"


def test_an_option_with_a_target_is_refused_in_an_action_whose_targets_are_chosen_as_it_is_triggered():
    from rulekeeper.games.invasion.cards import card_from_entry
    def card(text):
        return card_from_entry({"name": "Test Fork", "type": "Unit", "race": "Orc", "cost": 1, "loyalty": 0,
                                "power": 1, "health": 1, "text": text}, "test")
    action = card("Action: Draw a card or deal 1 damage to target unit.")
    assert not action.runnable and "targets in an Action" in action.why
    forced = card("Forced: At the beginning of your turn, draw a card or deal 1 damage to target unit.")
    assert forced.runnable, forced.why


def test_the_each_player_cards_are_runnable(pool):
    for name in ("Doom Divers", "Warpstone Meteor"):
        assert pool[name].runnable, (name, pool[name].why)


def test_doom_divers_each_player_sacrifices_a_development_or_damages_each_section_of_his_own_capital(pool):
    g = _game(pool, {"battlefield": ["Doom Divers"], "developments": {"kingdom": [FILLER]}},
              {"developments": {"quest": [FILLER, FILLER]}})
    g.begin_turn()
    assert _who_chose(g) == [("A", 1, "first_complete"), ("B", 1, "first_complete")]
    assert g.developments("A", "kingdom") == 0 and g.developments("B", "quest") == 1
    assert all(g.s.zone_damage[f"{p}.{z}"] == 0 for p in "AB" for z in SECTIONS)
    assert g.check() == []


def test_doom_divers_a_player_without_a_development_must_damage_his_own_capital(pool):
    g = _game(pool, {"battlefield": ["Doom Divers"], "developments": {"kingdom": [FILLER]}})
    g.s.answers = ["option 2", "option 1"]  # A damages his capital; B asks to sacrifice, with nothing to sacrifice
    g.begin_turn()
    assert _who_chose(g) == [("A", 2, "chosen"), ("B", 2, "not_complete")]
    assert g.developments("A", "kingdom") == 1
    assert [g.s.zone_damage[f"{p}.{z}"] for p in "AB" for z in SECTIONS] == [1] * 6


def test_warpstone_meteor_each_player_corrupts_his_unit_in_the_corresponding_zone_or_damages_his_capital(pool):
    g = _game(pool, {"kingdom": ["Warpstone Meteor", "Drill Empire Militia"]},
              {"battlefield": ["Drill Empire Militia"]})
    mine = g.named("A", "Drill Empire Militia", "kingdom")
    theirs = g.named("B", "Drill Empire Militia", "battlefield")
    g.s.answers = ["option 1", "quest"]  # B has no unit in his kingdom: he damages his capital, in his quest section
    g.begin_turn()
    assert _who_chose(g) == [("A", 1, "chosen"), ("B", 2, "first_complete")]
    assert mine in g.s.corrupted and theirs not in g.s.corrupted
    assert g.s.zone_damage["B.quest"] == 1 and g.s.zone_damage["B.kingdom"] == 0
    assert all(g.s.zone_damage[f"A.{z}"] == 0 for z in SECTIONS)


def test_warpstone_meteor_a_corrupted_unit_cannot_be_corrupted_again_so_the_capital_takes_the_damage(pool):
    g = _game(pool, {"kingdom": ["Warpstone Meteor", {"card": "Drill Empire Militia", "corrupted": True}]})
    g.begin_turn()
    assert _who_chose(g)[0] == ("A", 2, "first_complete")
    assert sum(g.s.zone_damage[f"A.{z}"] for z in SECTIONS) == 1


def test_an_illegal_play_of_doom_divers_changes_nothing(pool):
    """Doom Divers is a unit: the engine refuses it in a player's turn it can't be paid for (core.cards.cost)."""
    g = _game(pool, {"hand": ["Doom Divers"], "resources": 1, "race": "Orc"}, phase="capital")
    divers = g.named("A", "Doom Divers", "hand")
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:
        g.do(("play", divers, "battlefield"), "A")
    assert err.value.rule_id and g.snapshot_text() == before


# ---- "Choose an opponent. That opponent must either ... or ..." (chosen_players.py, each_chooses.py) -------------
def _boar(pool, b):
    g = _game(pool, {"hand": ["Boar Attack"], "resources": 9, "race": "Orc"}, b, phase="capital")
    g.do(("tactic", g.named("A", "Boar Attack", "hand"), []), "A")
    while g.s.step == "window" and not g.over:
        g.do(("pass",), g.to_act())
    return g


def test_boar_attack_is_runnable(pool):
    assert pool["Boar Attack"].runnable, pool["Boar Attack"].why


def test_boar_attack_the_opponent_damages_an_undeveloped_section_of_his_capital(pool):
    g = _boar(pool, {"developments": {"kingdom": [FILLER]}, "kingdom": ["Drill Empire Militia"]})
    assert _who_chose(g) == [("B", 1, "first_complete")]
    assert [g.s.zone_damage[f"B.{z}"] for z in SECTIONS] == [0, 3, 0]  # the kingdom is developed: the quest section
    assert all(g.s.zone_damage[f"A.{z}"] == 0 for z in SECTIONS) and g.cards("B", "kingdom")


def test_boar_attack_with_every_zone_developed_the_opponent_sacrifices_a_card_in_a_developed_zone(pool):
    g = _boar(pool, {"developments": {z: [FILLER] for z in SECTIONS},
                     "battlefield": ["Drill Empire Militia"]})
    assert _who_chose(g) == [("B", 2, "first_complete")]
    assert not g.cards("B", "battlefield") and all(g.s.zone_damage[f"B.{z}"] == 0 for z in SECTIONS)


def test_boar_attack_a_unit_in_an_undeveloped_zone_is_not_one_to_sacrifice(pool):
    g = _game(pool, {"hand": ["Boar Attack"], "resources": 9, "race": "Orc"},
              {"developments": {"kingdom": [FILLER]}, "battlefield": ["Drill Empire Militia"]}, phase="capital")
    g.do(("tactic", g.named("A", "Boar Attack", "hand"), []), "A")
    g.s.answers = ["option 2"]  # B asks to sacrifice: his only unit is in a zone with no development
    while g.s.step == "window" and not g.over:
        g.do(("pass",), g.to_act())
    assert _who_chose(g) == [("B", 1, "not_complete")]
    assert g.cards("B", "battlefield") and [g.s.zone_damage[f"B.{z}"] for z in SECTIONS] == [0, 3, 0]


# ---- "target unit you control in this zone" (objects._described: the zone kept with "you control") --------------
def test_troll_den_damages_a_unit_of_yours_in_its_zone_or_is_sacrificed(pool):
    assert pool["Troll Den"].runnable, pool["Troll Den"].why
    g = _game(pool, {"kingdom": ["Troll Den", "Black Orc Squad"], "battlefield": ["Poisonous Wyvern"]},
              {"kingdom": ["Drill Empire Militia"]})
    squad = g.named("A", "Black Orc Squad", "kingdom")
    g.begin_turn()
    assert _who_chose(g) == [("A", 1, "first_complete")]
    assert g.s.damage.get(squad) == 2 and not g.s.damage.get(g.named("A", "Poisonous Wyvern", "battlefield"))
    g = _game(pool, {"kingdom": ["Troll Den"], "battlefield": ["Poisonous Wyvern"]}, {"kingdom": ["Black Orc Squad"]})
    g.begin_turn()  # no unit of A's in the kingdom (B's is not one he controls): the den is sacrificed
    assert _who_chose(g) == [("A", 2, "first_complete")]
    assert not any(g.name(c) == "Troll Den" for c in g.cards("A", "kingdom"))
    assert not g.s.damage.get(g.named("B", "Black Orc Squad", "kingdom"))


@pytest.mark.parametrize("zone,damage,left", [("kingdom", 3, 1), ("kingdom", 1, 0), ("quest", 3, 3)])
def test_dwarf_miner_heals_up_to_2_damage_from_the_section_of_its_own_zone(pool, zone, damage, left):
    """own_sections.py: "Forced: When this unit enters play, heal up to 2 damage from this zone's section of your
    capital." (as much as there is, at most 2; the section of the zone it entered)."""
    assert pool["Dwarf Miner"].runnable, pool["Dwarf Miner"].why
    g = _game(pool, {"hand": ["Dwarf Miner"], "race": "Dwarf", "resources": 3,
                     "damage": {"kingdom": damage, "battlefield": 2}}, phase="capital")
    g.do(("play", g.named("A", "Dwarf Miner", "hand"), zone), "A")
    assert g.s.zone_damage["A.kingdom"] == left and g.s.zone_damage["A.battlefield"] == 2
