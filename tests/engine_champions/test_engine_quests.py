"""2.6 Quests & Blessings."""

from engine_helpers import events, position

from rulekeeper.games.champions import IllegalAction

CHIEFTAIN = {"champion": "Bloodreaver Chieftain", "corner": 1}


def test_example_2_6_4_one_objective_per_card_per_turn():
    # Bloodreaver Chieftain: Deploy Unit, then Deal Damage. Pack of Bloodletters deploys (objective 1) and deals
    # 1 damage, which can't complete objective 2 because the same card already completed one this turn.
    g = position({"A": {"lanes": {1: CHIEFTAIN}, "hand": ["Pack of Bloodletters"], "deck": ["Waaagh! Infusion"] * 3},
                  "B": {"health": 30, "deck": ["Waaagh! Infusion"] * 3}})
    g.play("A", "Pack of Bloodletters", "Bloodreaver Chieftain")
    assert g.corner(g.champion("A", 1)) == 2  # on its 'Deal Damage' corner
    assert g.health("B") == 29
    assert [e.rules for e in events(g, "objective_not_completed")] == [("2.6.4",)]


def test_a_different_card_completes_the_next_objective():
    g = position({"A": {"lanes": {1: {"champion": "Bloodreaver Chieftain", "corner": 2},
                                  2: {"champion": "Exalted Deathbringer"}},
                        "hand": ["Brutal Charge"], "deck": ["Waaagh! Infusion"] * 3},
                  "B": {"deck": ["Waaagh! Infusion"] * 3}})
    g.play("A", "Brutal Charge", 1)
    assert g.corner(g.champion("A", 1)) == 3
    assert g.health("B") == 28


def test_2_6_5_rotation_happens_before_the_card_resolves():
    g = position({"A": {"lanes": {1: CHIEFTAIN}, "hand": ["Pack of Bloodletters"], "deck": ["Waaagh! Infusion"] * 3},
                  "B": {"deck": ["Waaagh! Infusion"] * 3}})
    g.play("A", "Pack of Bloodletters", 1)
    k = [e.kind for e in g.log.events]
    assert k.index("objective_completed") < k.index("deploy") < k.index("damage")


def test_2_6_6_quest_complete_reveals_an_instant_blessing_which_resolves_then_turns_face_down():
    g = position({"A": {"lanes": {1: {"champion": "Bloodreaver Chieftain", "corner": 4,
                                      "blessing": "Blood for the Blood God"}},
                        "hand": ["Feast of Bones"], "deck": ["Waaagh! Infusion"] * 3},
                  "B": {"lanes": {4: {"champion": "Exalted Deathbringer", "front": ["Pack of Bloodletters"]}},
                        "deck": ["Waaagh! Infusion"] * 3}})
    g.play("A", "Feast of Bones", 1)  # removes the Unit opposite: 'Remove Unit or Spell', the 4th objective
    assert g.health("B") == 27  # the Blessing dealt 3
    assert g.cards_in("A", "lane0.back") == ["Blood for the Blood God"]
    assert not g.s.status[g.s.zones["A.lane0.back"][0]].face_up
    assert g.cards_in("B", "discard") == ["Pack of Bloodletters"]


def test_2_6_3a_a_tagged_deploy_unit_objective_needs_the_tag():
    g = position({"A": {"lanes": {1: {"champion": "Bloodreaver Chieftain", "corner": 3}},
                        "hand": ["Gore-slick Skullreaper"], "deck": ["Waaagh! Infusion"] * 3},
                  "B": {"deck": ["Waaagh! Infusion"] * 3}})
    g.play("A", "Gore-slick Skullreaper", 1)  # not a DAEMON
    assert g.corner(g.champion("A", 1)) == 3


def test_2_9_3_a_heroic_act_can_complete_an_objective():
    g = position({"A": {"lanes": {1: {"champion": "Hungering Vampire Lord", "corner": 3}}, "health": 20,
                        "deck": ["Waaagh! Infusion"] * 3}, "B": {"deck": ["Waaagh! Infusion"] * 3}})
    g.heroic_act("A", "Hungering Vampire Lord")
    assert g.health("A") == 22
    assert g.corner(g.champion("A", 1)) == 4


def test_a_passive_blessing_is_placed_face_up_and_applies():
    g = position({"A": {"lanes": {1: {"champion": "Slaughterpriest", "corner": 4, "blessing": "Amethyst Shroud"}},
                        "hand": ["Bolt of Change"], "deck": ["Waaagh! Infusion"] * 3},
                  "B": {"deck": ["Waaagh! Infusion"] * 3}})
    g.play("A", "Bolt of Change", 1)  # Deal Damage, the 4th objective
    assert g.cards_in("A", "lane0.back") == ["Amethyst Shroud"]
    assert g.view("B")["players"]["A"]["lanes"][0]["blessing"] == "Amethyst Shroud"


def test_illegal_play_leaves_the_snapshot_unchanged():
    g = position({"A": {"lanes": {1: {"champion": "Tzaangor Shaman"}}, "hand": ["Pack of Bloodletters"]},
                  "B": {}})
    before = g.snapshot_text()
    try:
        g.play("A", "Pack of Bloodletters", 1)
    except IllegalAction as exc:
        assert exc.rule_id == "2.4.1.2a"
    else:
        raise AssertionError("a Wizard played a Unit")
    assert g.snapshot_text() == before


def test_a_champion_completing_an_objective_mid_effect_keeps_resolving_it():
    g = position({"A": {"lanes": {1: {"champion": "Hungering Vampire Lord", "corner": 2}}, "health": 20,
                        "deck": ["Waaagh! Infusion"] * 3}, "B": {"deck": ["Waaagh! Infusion"] * 3}})
    g.heroic_act("A", "Hungering Vampire Lord")  # the damage completes 'Deal Damage'; the health still comes
    assert g.health("B") == 29 and g.health("A") == 22
    assert g.corner(g.champion("A", 1)) == 3
