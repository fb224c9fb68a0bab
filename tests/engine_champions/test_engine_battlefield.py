"""4.1.1-4.1.2 Start and Battlefield phases; corners, X, Smooth / Clunky / Permanent, Exhaust (2.4.2.2, 2.5.x)."""

from engine_helpers import events, position

DECK = ["Waaagh! Infusion"] * 5


def start(lanes_a, *entries, **kw):
    g = position({"A": {"lanes": lanes_a, "deck": DECK}, "B": {"deck": DECK}}, *entries, phase="start", **kw)
    g.begin_turn()
    return g


def test_smooth_rotates_and_instant_effects_trigger_in_step_4():
    g = start({1: {"champion": "Exalted Deathbringer", "front": ["Grimghast Reapers"]}})  # smooth 2, smooth 1
    assert g.corner(g.s.zones["A.lane0.front"][0]) == 2
    assert g.health("B") == 29  # its second corner's value
    k = [e.kind for e in g.log.events]
    assert k.index("rotate_smooth") < k.index("passives") < k.index("trigger") < k.index("damage")
    assert g.s.actions == 2 and g.s.phase == "action"


def test_clunky_does_not_rotate():
    g = start({1: {"champion": "Exalted Deathbringer", "front": ["Ironguts"]}})  # clunky 2 ...
    assert g.corner(g.s.zones["A.lane0.front"][0]) == 1
    assert g.health("B") == 28  # still triggers its instant effect


def test_exhausting_unit_goes_to_the_discard_pile_and_does_not_trigger():
    g = start({1: {"champion": "Exalted Deathbringer", "front": [{"card": "Sisters of the Watch", "corner": 2}]}})
    assert g.cards_in("A", "discard") == ["Sisters of the Watch"]
    assert g.health("B") == 30
    assert g.cards_in("A", "hand") == ["Waaagh! Infusion"]  # 'when this exhausts, draw 1 card' (4.1.2.3b)
    ex = events(g, "exhaust") or events(g, "leaves_play")
    assert ex and "4.1.2.3a" in ex[0].rules


def test_x_corner_is_inactive_until_it_rotates():
    g = position({"A": {"lanes": {1: {"champion": "Exalted Deathbringer"}}, "hand": ["Wrathmongers"], "deck": DECK},
                  "B": {"deck": DECK}})
    g.play("A", "Wrathmongers", 1)
    assert g.health("B") == 30  # X: no effect on entering play (6.2 X)
    g2 = start({1: {"champion": "Exalted Deathbringer", "front": ["Wrathmongers"]}})
    assert g2.health("B") == 27


def test_passive_blessing_rotates_and_exhausts_face_down():
    g = start({1: {"champion": "Exalted Deathbringer",
                   "blessing": {"card": "Dark Gift", "revealed": True, "corner": 3}}})
    b = g.s.zones["A.lane0.back"][0]
    assert not g.s.status[b].face_up and g.health("B") == 30
    assert g.view("B")["players"]["A"]["lanes"][0]["blessing"] == "face down"


def test_permanent_blessing_never_rotates():
    g = start({1: {"champion": "Exalted Deathbringer", "blessing": {"card": "Amethyst Shroud", "revealed": True}}})
    b = g.s.zones["A.lane0.back"][0]
    assert g.s.status[b].rot == 0 and g.s.status[b].face_up


def test_start_of_turn_effects_4_1_1_2_and_not_by_gaze_of_khorne_4_1_1_4():
    g = start({1: {"champion": "Exalted Deathbringer", "front": [{"card": "Starving Flesh Hounds", "corner": 1}]}})
    assert g.health("B") == 29  # 'at the start of your turn, deal 1 damage'
    g = position({"A": {"lanes": {1: {"champion": "Exalted Deathbringer",
                                      "front": [{"card": "Starving Flesh Hounds", "corner": 2}]}},
                        "hand": ["Gaze of Khorne"], "deck": DECK, "health": 20}, "B": {"deck": DECK}})
    g.play("A", "Gaze of Khorne", 1)
    assert g.health("B") == 30 and g.health("A") == 21  # only 'Gain 1 health' triggers


def test_rotate_by_effect_triggers_each_corner_and_backward_stops_at_the_first():
    g = position({"A": {"lanes": {1: {"champion": "Exalted Deathbringer",
                                      "front": [{"card": "Bloodreavers", "corner": 1}]}},
                        "hand": ["Inspiring Presence"], "deck": DECK}, "B": {"deck": DECK}})
    g.play("A", "Inspiring Presence", 1)
    assert events(g, "rotate_stopped")[0].rules == ("6.1.2.rotate",)
    assert g.corner(g.s.zones["A.lane0.front"][0]) == 1


def test_restart_returns_to_the_first_corner_and_triggers_it():
    g = position({"A": {"lanes": {1: {"champion": "Tzaangor Shaman"},
                                  2: {"champion": "Exalted Deathbringer",
                                      "front": [{"card": "Grimghast Reapers", "corner": 2}]}},
                        "hand": ["Danse Macabre"], "deck": DECK}, "B": {"deck": DECK}})
    g.play("A", "Danse Macabre", 1)
    assert g.corner(g.s.zones["A.lane1.front"][0]) == 1
    assert g.health("B") == 28  # the first corner (2) triggered on Restart
    assert events(g, "restart")[0].rules == ("6.1.2.restart",)


def test_dormant_card_applies_nothing_and_does_not_rotate():
    g = position({"A": {"lanes": {4: {"champion": "Exalted Deathbringer", "front": ["Grimghast Reapers"]}},
                        "deck": DECK},
                  "B": {"lanes": {1: {"champion": "Tzaangor Shaman", "front": ["Azyrite Halo"]}}, "deck": DECK}},
                 phase="start")
    g.begin_turn()
    assert g.corner(g.s.zones["A.lane3.front"][0]) == 1 and g.health("B") == 30


def test_an_acting_card_that_leaves_its_corner_cancels_its_later_effects_2_5_1_14():
    card = {"name": "Test Turncoat", "category": "Unit", "corners": ["clunky 1", "clunky X", "none", "none"],
            "text": "Rotate this forward 1 corner. Deal 2 damage to your opponent."}
    g = position({"A": {"lanes": {1: {"champion": "Exalted Deathbringer"}}, "hand": ["Test Turncoat"], "deck": DECK},
                  "B": {"deck": DECK}}, card)
    g.play("A", "Test Turncoat", 1)
    assert g.health("B") == 30
    assert events(g, "cancelled")[0].rules == ("2.5.1.14",)


def test_passed_over_corners_trigger_when_rotated_by_an_effect():
    g = position({"A": {"lanes": {1: {"champion": "Weirdnob Shaman", "front": [{"card": "Infernal Flames",
                                                                               "corner": 1}]}},
                        "deck": DECK, "health": 20}, "B": {"deck": DECK}})
    g.heroic_act("A", "Weirdnob Shaman")  # rotate the allied Spell forward 1: corner 2 (value 2) triggers
    assert g.health("B") == 28 and g.health("A") == 18


def test_an_inactive_card_does_not_answer_after_playing_or_would_take_damage():
    # Eye of the Gods on an X corner would gain health after a Unit is played; X makes it inactive (6.2 X)
    card = {"name": "Test Eye", "category": "Blessing", "duration": "Passive",
            "corners": ["clunky X", "clunky 2", "none", "none"],
            "text": "After playing a Unit, gain health equal to the corner value and rotate this forward 1 corner."}
    g = position({"A": {"lanes": {1: {"champion": "Exalted Deathbringer",
                                      "blessing": {"card": "Test Eye", "revealed": True}}},
                        "hand": ["Pack of Bloodletters"], "deck": DECK, "health": 20}, "B": {"deck": DECK}}, card)
    g.play("A", "Pack of Bloodletters", 1)
    assert g.health("A") == 20
    g2 = position({"A": {"lanes": {1: {"champion": "Exalted Deathbringer"}}, "deck": DECK},
                   "B": {"lanes": {1: {"champion": "Lord-Celestant"}}, "deck": DECK, "health": 20}})
    g2.heroic_act("A", "Exalted Deathbringer")  # Lord-Celestant controls no STORMCAST Unit: no health
    assert g2.health("B") == 18


def test_end_of_turn_effects_4_1_5_1_then_the_turn_passes_4_1_5_4():
    g = position({"A": {"lanes": {1: {"champion": "Exalted Deathbringer",
                                      "blessing": {"card": "Curse of Years", "revealed": True, "corner": 2}}},
                        "deck": DECK},
                  "B": {"lanes": {1: {"champion": "Exalted Deathbringer", "front": ["Stardrake"]}}, "deck": DECK}})
    g.pass_actions("A")
    k = [e.kind for e in g.log.events]
    assert k.index("damage") < k.index("turn")  # Curse of Years at the end of A's turn, before B's turn
    assert g.health("B") == 29 and g.s.active == "B"
    stardrake = g.s.zones["B.lane0.front"][0]
    assert g.corner(stardrake) == 2  # 'at the end of the turn' also fires at the end of the opponent's turn
