"""2.8 Highlights relative to the acting card's lane, 2.9.2 two Heroic Acts, 6.2 Replace, conditions."""

import pytest
from engine_helpers import events, position

from rulekeeper.games.champions.targets import highlighted_lanes
from rulekeeper.text.champions import ast as A

DECK = ["Waaagh! Infusion"] * 5


@pytest.mark.parametrize("source, side, lanes, expected", [
    (0, "allied", (A.Lane.THIS,), (0,)),
    (1, "allied", (A.Lane.ADJACENT,), (0, 2)),
    (0, "enemy", (A.Lane.OPPOSITE,), (3,)),
    (1, "enemy", (A.Lane.OPPOSITE, A.Lane.ADJACENT), (1, 2, 3)),
    (2, "allied", (A.Lane.ALL,), (0, 1, 2, 3)),
])
def test_subject_image_positions_relative_to_the_dark_dot(source, side, lanes, expected):
    assert highlighted_lanes(source, side, lanes) == expected


def test_remove_reaches_only_the_opposite_enemy_lane():
    g = position({"A": {"lanes": {2: {"champion": "Knight-Questor"}}, "deck": DECK},
                  "B": {"lanes": {3: {"champion": "Megaboss", "front": ["Ardboyz"]},
                                  2: {"champion": "Loonboss", "front": ["Stabbas"]}}, "deck": DECK}})
    g.heroic_act("A", "Knight-Questor")  # A's lane 2 faces B's lane 3
    assert g.cards_in("B", "discard") == ["Ardboyz"] and g.cards_in("B", "lane1.front") == ["Stabbas"]


def test_nothing_highlighted_means_the_effect_does_nothing():
    g = position({"A": {"lanes": {1: {"champion": "Knight-Questor"}}, "deck": DECK},
                  "B": {"lanes": {1: {"champion": "Megaboss", "front": ["Ardboyz"]}}, "deck": DECK}})
    g.heroic_act("A", "Knight-Questor")
    assert g.cards_in("B", "lane0.front") == ["Ardboyz"] and not events(g, "leaves_play")


def test_the_second_heroic_act_of_a_card_2_9_2():
    g = position({"A": {"lanes": {1: {"champion": "Scinari Cathallar"}}, "deck": DECK, "health": 20},
                  "B": {"hand": ["Ardboyz"], "deck": DECK}})
    g.heroic_act("A", "Scinari Cathallar", 1)  # 'Gain 2 health' only, not the discard of the first act
    assert g.health("A") == 22 and g.cards_in("B", "hand") == ["Ardboyz"]


def test_replace_puts_the_unit_in_play_on_the_discard_pile_6_2_replace():
    card = {"name": "Test Reinforce", "category": "Ability", "permission": "Warrior",
            "text": "Replace a highlighted allied Unit in this lane with a Unit from your hand."}
    g = position({"A": {"lanes": {1: {"champion": "Tyrant", "front": [{"card": "Ironguts", "corner": 2}]}},
                        "hand": ["Test Reinforce", "Gore-gruntas"], "deck": DECK}, "B": {"deck": DECK}}, card)
    g.play("A", "Test Reinforce", 1)
    assert g.cards_in("A", "discard") == ["Ironguts", "Test Reinforce"]
    assert g.cards_in("A", "lane0.front") == ["Gore-gruntas"] and g.corner(g.s.zones["A.lane0.front"][0]) == 1
    assert events(g, "replace")[0].rules == ("6.2.replace",)


def test_swap_sends_the_unit_in_play_to_the_hand_6_2_swap():
    g = position({"A": {"lanes": {1: {"champion": "Tyrant", "front": ["Ironguts"]}},
                        "hand": ["Heroic Guard", "Gore-gruntas"], "deck": DECK}, "B": {"deck": DECK}})
    g.play("A", "Heroic Guard", 1)
    assert g.cards_in("A", "hand") == ["Ironguts"] and g.cards_in("A", "lane0.front") == ["Gore-gruntas"]


def test_conditions_if_you_control_and_if_you_have_n_or_less_health():
    g = position({"A": {"lanes": {1: {"champion": "Tyrant"}}, "hand": ["Brutal Charge"], "deck": DECK, "health": 10},
                  "B": {"deck": DECK}})
    g.play("A", "Brutal Charge", 1)  # Tyrant: 10 or less health -> +1 damage dealt
    assert g.health("B") == 27
    g = position({"A": {"lanes": {1: {"champion": "Bloodreaver Chieftain", "front": ["Pack of Bloodletters"]}},
                        "hand": ["Blood Frenzy"], "deck": DECK}, "B": {"deck": DECK}})
    g.play("A", "Blood Frenzy", 1)  # only 1 DAEMON Unit: the 3 damage is skipped
    assert g.health("B") == 29 and events(g, "condition_unmet")
