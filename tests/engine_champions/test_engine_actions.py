"""4.1.3 Action Phase and the restrictions on what a Champion may play. Every refusal leaves the snapshot as it was."""

import pytest
from engine_helpers import events, position

from rulekeeper.games.champions import IllegalAction

DECK = ["Waaagh! Infusion"] * 5


def refused(g, rule, action):
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as exc:
        action()
    assert exc.value.rule_id == rule, exc.value
    assert g.snapshot_text() == before


def test_class_restrictions_2_4_1_2():
    g = position({"A": {"lanes": {1: {"champion": "Tzaangor Shaman"}, 2: {"champion": "Exalted Deathbringer"}},
                        "hand": ["Pack of Bloodletters", "Bolt of Change", "Glimpse of Fate", "Brutal Charge"],
                        "deck": DECK}, "B": {"deck": DECK}})
    refused(g, "2.4.1.2a", lambda: g.play("A", "Pack of Bloodletters", "Tzaangor Shaman"))
    refused(g, "2.4.1.2b", lambda: g.play("A", "Bolt of Change", "Exalted Deathbringer"))
    refused(g, "2.5.3.2", lambda: g.play("A", "Glimpse of Fate", "Exalted Deathbringer"))
    refused(g, "2.5.3.2", lambda: g.play("A", "Brutal Charge", "Tzaangor Shaman"))


def test_warrior_wizard_plays_both_2_4_1_2c():
    g = position({"A": {"lanes": {1: {"champion": "Slaughterpriest"}, 2: {"champion": "Lord-Celestant"}},
                        "hand": ["Pack of Bloodletters", "Bolt of Change"], "deck": DECK}, "B": {"deck": DECK}})
    g.play("A", "Pack of Bloodletters", 1)
    g.play("A", "Bolt of Change", 2)
    assert g.cards_in("A", "lane0.front") == ["Pack of Bloodletters"]
    assert g.cards_in("A", "lane1.front") == ["Bolt of Change"]


def test_engaged_champions_2_5_1_2_and_2_5_3_3():
    g = position({"A": {"lanes": {1: {"champion": "Exalted Deathbringer", "front": ["Gore-slick Skullreaper"]},
                                  2: {"champion": "Tzaangor Shaman", "front": ["Bolt of Change"]}},
                        "hand": ["Pack of Bloodletters", "Invigorating Chant", "Waaagh! Infusion"], "deck": DECK},
                  "B": {"deck": DECK}})
    refused(g, "2.5.1.2", lambda: g.play("A", "Pack of Bloodletters", 1))
    refused(g, "6.2.normal-restrictions", lambda: g.play("A", "Invigorating Chant", 2))
    refused(g, "2.5.3.3", lambda: g.play("A", "Waaagh! Infusion", 2))
    g.play("A", "Waaagh! Infusion", 1)  # Engaged with a Unit: Abilities are fine
    assert g.cards_in("A", "discard")[-1] == "Waaagh! Infusion"


def test_once_per_turn_by_name_4_1_3_2d():
    g = position({"A": {"lanes": {1: {"champion": "Exalted Deathbringer"}, 2: {"champion": "Bloodreaver Chieftain"}},
                        "hand": ["Gryph Charger", "Gryph Charger"], "deck": DECK}, "B": {"deck": DECK}})
    g.play("A", "Gryph Charger", 1)
    refused(g, "4.1.3.2d", lambda: g.play("A", "Gryph Charger", 2))
    refused(g, "4.1.3.2d", lambda: g.heroic_act("A", "Gryph Charger"))


def test_deployed_by_an_effect_does_not_use_the_name_4_1_3_2e():
    g = position({"A": {"lanes": {1: {"champion": "Exalted Deathbringer"}, 2: {"champion": "Bloodreaver Chieftain"}},
                        "hand": ["Commanding the Dead", "Grimghast Reapers"], "discard": ["Grimghast Reapers"],
                        "deck": DECK}, "B": {"deck": DECK}}, answers=["Grimghast Reapers"])
    g.play("A", "Commanding the Dead", 1)
    assert "Grimghast Reapers" in g.cards_in("A", "lane0.front")
    g.play("A", "Grimghast Reapers", 2)
    assert g.cards_in("A", "lane1.front") == ["Grimghast Reapers"]


def test_one_heroic_act_per_turn_2_9_4():
    g = position({"A": {"lanes": {1: {"champion": "Exalted Deathbringer"}, 2: {"champion": "Hungering Vampire Lord"}},
                        "deck": DECK}, "B": {"deck": DECK}})
    g.heroic_act("A", "Exalted Deathbringer")
    assert g.health("B") == 28
    refused(g, "2.9.4", lambda: g.heroic_act("A", "Hungering Vampire Lord"))


def test_cant_beats_can_2_2_3_fearless_khorgoraths():
    g = position({"A": {"lanes": {1: {"champion": "Exalted Deathbringer"}}, "hand": ["Pack of Bloodletters"],
                        "deck": DECK},
                  "B": {"lanes": {4: {"champion": "Bloodreaver Chieftain", "front": ["Fearless Khorgoraths"]}},
                        "deck": DECK}})
    refused(g, "2.2.3", lambda: g.play("A", "Pack of Bloodletters", 1))


def test_not_your_turn_and_no_actions_left():
    g = position({"A": {"lanes": {1: {"champion": "Exalted Deathbringer"}}, "hand": ["Brutal Charge"], "deck": DECK},
                  "B": {"lanes": {1: {"champion": "Exalted Deathbringer"}}, "hand": ["Brutal Charge"], "deck": DECK}})
    refused(g, "4.1.3", lambda: g.play("B", "Brutal Charge", 1))
    refused(g, "4.1.3", lambda: g.pass_actions("B"))
    refused(g, "3.1.2a", lambda: g.play("A", "Pack of Bloodletters", 1))


def test_pass_passes_every_action_and_they_become_draws_4_1_3_4():
    g = position({"A": {"lanes": {1: {"champion": "Exalted Deathbringer"}}, "deck": ["Brutal Charge", "Sneaky Stab",
                                                                                      "Da Big Idea"]},
                  "B": {"lanes": {1: {"champion": "Exalted Deathbringer"}}, "deck": DECK}})
    g.pass_actions("A")
    assert g.cards_in("A", "hand") == ["Brutal Charge", "Sneaky Stab"]
    assert g.s.active == "B" and g.s.phase == "action" and g.s.actions == 2
    assert events(g, "pass")[0].rules == ("4.1.3.4a", "4.1.3.4c")


def test_using_both_actions_ends_the_turn_without_draws():
    g = position({"A": {"lanes": {1: {"champion": "Exalted Deathbringer"}}, "hand": ["Brutal Charge", "Sneaky Stab"],
                        "deck": DECK}, "B": {"lanes": {1: {"champion": "Exalted Deathbringer"}}, "deck": DECK}},
                 answers=["no"])
    g.play("A", "Brutal Charge", 1)
    g.play("A", "Sneaky Stab", 1)
    assert g.cards_in("A", "hand") == ["Waaagh! Infusion"] * 2  # Sneaky Stab's 2 draws, none in the Draw Phase
    assert g.s.active == "B"
    assert not [e for e in events(g, "draw") if "4.1.4.1" in e.rules]


def test_ability_goes_on_top_of_the_discard_pile_2_10_1_2():
    g = position({"A": {"lanes": {1: {"champion": "Exalted Deathbringer"}}, "hand": ["Sneaky Stab", "Brutal Charge"],
                        "deck": DECK}, "B": {"deck": DECK}}, answers=["yes", "Brutal Charge"])
    g.play("A", "Sneaky Stab", 1)
    assert g.cards_in("A", "discard") == ["Brutal Charge", "Sneaky Stab"]


def test_an_inactive_card_cannot_use_its_heroic_act():
    card = {"name": "Test Sleeper", "category": "Unit", "corners": ["smooth X", "smooth 1", "none", "none"],
            "text": "Heroic Act: Deal 2 damage to your opponent."}
    g = position({"A": {"lanes": {1: {"champion": "Exalted Deathbringer", "front": ["Test Sleeper"]}}, "deck": DECK},
                  "B": {"deck": DECK}}, card)
    refused(g, "2.5.1.7", lambda: g.heroic_act("A", "Test Sleeper"))
