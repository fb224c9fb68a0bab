"""2.12 increase & reduce, 2.13 health, 6.1.2 Rend; 5.1 removal of a player."""

from engine_helpers import events, position

DECK = ["Waaagh! Infusion"] * 5


def game(a=None, b=None, hand=(), **kw):
    return position({"A": {"lanes": {1: {"champion": "Exalted Deathbringer"}}, "hand": list(hand), "deck": DECK,
                           **(a or {})},
                     "B": {"lanes": {4: {"champion": "Tzaangor Shaman"}}, "deck": DECK, **(b or {})}}, **kw)


def test_health_caps_at_35_and_a_gain_at_35_does_not_count_2_13_4():
    g = game(a={"health": 34}, hand=["Waaagh! Infusion"])
    g.play("A", "Waaagh! Infusion", 1)
    assert g.health("A") == 35
    g = game(a={"health": 35}, hand=["Waaagh! Infusion"])
    g.play("A", "Waaagh! Infusion", 1)
    assert events(g, "no_health")[0].rules == ("2.13.4",) and not events(g, "gain_health")


def test_reduce_is_additive_and_never_below_0_2_12():
    g = game(b={"lanes": {4: {"champion": "Tzaangor Shaman", "blessing": {"card": "Amethyst Shroud", "revealed": True},
                              "front": ["Mystic Shield"]}}}, hand=["Brutal Charge", "Waaagh! Infusion"])
    g.heroic_act("A", "Exalted Deathbringer")  # 2 damage - 1 - 1 = 0
    assert g.health("B") == 30
    assert events(g, "no_damage")[0].rules == ("2.13.5",)


def test_rend_bypasses_reductions():
    g = game(b={"lanes": {4: {"champion": "Tzaangor Shaman", "blessing": {"card": "Amethyst Shroud",
                                                                           "revealed": True}}}},
             hand=["Brutal Charge"])
    g.play("A", "Brutal Charge", 1)
    assert g.health("B") == 28
    assert "6.1.2.rend" in events(g, "damage")[0].rules


def test_increase_damage_dealt_on_the_dealers_side():
    g = position({"A": {"lanes": {1: {"champion": "Exalted Deathbringer",
                                      "blessing": {"card": "Favour of Gorkamorka", "revealed": True}}},
                        "deck": DECK}, "B": {"deck": DECK}})
    g.heroic_act("A", "Exalted Deathbringer")
    assert g.health("B") == 27


def test_damage_at_0_does_nothing_and_healing_at_0_is_impossible_5_1_6():
    g = game(b={"health": 0}, hand=["Brutal Charge"])
    g.play("A", "Brutal Charge", 1)
    assert g.health("B") == 0 and events(g, "no_damage")


def test_a_player_at_0_is_removed_at_once_and_the_rest_of_the_card_is_ignored_5_1_3():
    g = game(b={"health": 1}, hand=["Blood Frenzy"],
             a={"lanes": {1: {"champion": "Exalted Deathbringer"}, 2: {"champion": "Bloodreaver Chieftain",
                                                                        "front": ["Pack of Bloodletters"]},
                          3: {"champion": "Slaughterpriest", "front": ["Starving Flesh Hounds"]}}})
    g.play("A", "Blood Frenzy", 1)  # 3 damage (+1 Slaughterpriest): B removed, the second sentence is ignored
    assert g.s.winner == "A" and g.s.phase == "over"
    assert [e.kind for e in g.log.events][-2:] == ["player_removed", "game_over"]
    assert len(events(g, "damage")) == 1


def test_own_card_at_0_is_fully_played_out_then_removed_5_1_4_and_5_1_5():
    g = game(a={"health": 1, "lanes": {1: {"champion": "Tzaangor Shaman"}}}, b={"health": 1},
             hand=["Infernal Flames"])
    g.play("A", "Infernal Flames", 1)  # 1 damage to each player: A first (waits), then B (removed at once)
    assert g.health("A") == 0 and g.health("B") == 0
    assert g.s.winner == "A"  # 5.1.5: both at 0 during the same action, the player whose turn it is wins


def test_own_card_reducing_only_yourself_removes_you_after_it_resolves():
    g = game(a={"health": 1, "lanes": {1: {"champion": "Tzaangor Shaman"}}}, b={"health": 5},
             hand=["Infernal Flames"])
    g.play("A", "Infernal Flames", 1)
    assert g.s.winner == "B"
    k = [e.kind for e in g.log.events]
    assert k.index("at_zero") < k.index("player_removed")
    assert events(g, "damage")[-1].data["player"] == "B"  # the card was fully played out first


def test_when_you_would_take_damage_resolves_after_modifiers_2_12_4():
    g = game(b={"lanes": {4: {"champion": "Lord-Celestant", "front": ["Liberators"]}}, "health": 20})
    g.heroic_act("A", "Exalted Deathbringer")
    assert g.health("B") == 19  # +1 health then -2
    k = [e.kind for e in g.log.events]
    assert k.index("gain_health") < k.index("damage")


def test_increases_and_reductions_on_both_sides_add_up_before_the_floor_2_12_1_2_12_3():
    weak = {"name": "Test Weakness", "category": "Blessing", "duration": "Passive", "text": "Reduce damage dealt by 3."}
    frail = {"name": "Test Frailty", "category": "Blessing", "duration": "Passive",
             "text": "Increase damage received by 1."}
    g = position({"A": {"lanes": {1: {"champion": "Exalted Deathbringer",
                                      "blessing": {"card": "Test Weakness", "revealed": True}}}, "deck": DECK},
                  "B": {"lanes": {1: {"champion": "Megaboss", "blessing": {"card": "Test Frailty", "revealed": True}}},
                        "deck": DECK}}, weak, frail)
    g.heroic_act("A", "Exalted Deathbringer")  # 2 - 3 + 1 = 0, not max(0, 2 - 3) + 1 = 1
    assert g.health("B") == 30
    assert events(g, "modified")[0].data["now"] == 0
