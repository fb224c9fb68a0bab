"""2.14.4 Stacking, 6.1.2 Remove / Last Stand, 2.10 moving cards, 3.1.5 limbo, 6.2 Swap / Replace / Return."""

from engine_helpers import events, position

DECK = ["Waaagh! Infusion"] * 5


def test_stack_up_to_3_cards_underneath_upright_only_top_applies():
    g = position({"A": {"lanes": {1: {"champion": "Megaboss",
                                      "front": [{"card": "Ardboyz", "corner": 2}, {"card": "Ardboyz", "corner": 3}]}},
                        "hand": ["Liberators", "Bloodreavers"], "deck": DECK}, "B": {"deck": DECK}})
    g.play("A", "Liberators", 1)
    assert g.cards_in("A", "lane0.front") == ["Ardboyz", "Ardboyz", "Liberators"]
    assert all(g.s.status[c].rot == 0 for c in g.s.zones["A.lane0.front"])
    assert g.health("B") == 29  # only the top card's effect
    g.s.actions = 1
    try:
        g.play("A", "Bloodreavers", 1)
    except Exception as exc:
        assert exc.rule_id == "2.14.4b"
    else:
        raise AssertionError("a 4th card was stacked")


def test_removing_a_stack_discards_bottom_first_and_last_stand_resolves_first():
    g = position({"A": {"lanes": {1: {"champion": "Knight-Questor"}}, "deck": DECK},
                  "B": {"lanes": {4: {"champion": "Knight of Shrouds",
                                      "front": ["Crypt Ghouls", "Chainrasp Horde"]}}, "deck": DECK}})
    g.heroic_act("A", "Knight-Questor")
    assert g.cards_in("B", "discard") == ["Crypt Ghouls", "Chainrasp Horde"]
    assert g.cards_in("B", "hand") == ["Waaagh! Infusion"]  # Chainrasp Horde's Last Stand: draw 1
    k = [e.kind for e in g.log.events]
    assert k.index("last_stand") < k.index("leaves_play")
    assert g.corner(g.champion("A", 1)) == 1  # its objective is Deploy STORMCAST Unit, not Remove


def test_granted_last_stand_comes_after_the_printed_one_2_7_1():
    g = position({"A": {"lanes": {1: {"champion": "Knight-Questor"}}, "deck": DECK},
                  "B": {"lanes": {4: {"champion": "Exalted Deathbringer", "front": ["Gore-slick Skullreaper"],
                                      "blessing": {"card": "Favour of the Gods", "revealed": True}}},
                        "deck": DECK}})
    g.heroic_act("A", "Knight-Questor")
    dmg = [(e.data["card"], e.data["amount"]) for e in events(g, "damage")]
    assert dmg == [("Gore-slick Skullreaper", 1), ("Gore-slick Skullreaper", 2)]


def test_as_enters_play_happens_in_limbo_3_1_5b_stardrake():
    g = position({"A": {"lanes": {1: {"champion": "Knight-Questor"}}, "hand": ["Stardrake", "Brutal Charge"],
                        "deck": DECK}, "B": {"deck": DECK}})
    g.play("A", "Stardrake", 1)
    k = [e.kind for e in g.log.events]
    assert k.index("discard") < k.index("deploy")
    assert g.cards_in("A", "discard") == ["Brutal Charge"]


def test_deploy_from_deck_can_be_declined_and_shuffles():
    g = position({"A": {"lanes": {1: {"champion": "Loonboss"}}, "deck": ["Stabbas", "Squig Herd"]},
                  "B": {"deck": DECK, "hand": ["Waaagh! Infusion"]}}, answers=["none"])
    g.heroic_act("A", "Loonboss")
    assert g.cards_in("A", "lane0.front") == [] and events(g, "shuffle")


def test_swap_puts_the_unit_in_play_back_where_the_other_was():
    g = position({"A": {"lanes": {1: {"champion": "Exalted Deathbringer", "front": ["Pack of Bloodletters"]}},
                        "hand": ["Heroic Guard", "Gore-gruntas"], "deck": DECK}, "B": {"deck": DECK}})
    g.play("A", "Heroic Guard", 1)
    assert g.cards_in("A", "lane0.front") == ["Gore-gruntas"]
    assert g.cards_in("A", "hand") == ["Pack of Bloodletters"]
    assert g.health("B") == 27


def test_return_to_hand_goes_through_limbo():
    g = position({"A": {"lanes": {1: {"champion": "Tzaangor Shaman"}}, "hand": ["Lightning Blast"], "deck": DECK},
                  "B": {"lanes": {4: {"champion": "Exalted Deathbringer", "front": ["Pack of Bloodletters"]}},
                        "deck": DECK}})
    g.play("A", "Lightning Blast", 1)
    assert g.cards_in("B", "hand") == ["Pack of Bloodletters"]
    assert events(g, "leaves_play")[0].rules == ("6.2.leaving-play",)


def test_draw_from_an_empty_deck_is_ignored_3_1_1d():
    g = position({"A": {"lanes": {1: {"champion": "Tzaangor Shaman"}}, "hand": ["Deathly Invocation"]},
                  "B": {"deck": DECK}})
    g.play("A", "Deathly Invocation", 1)
    assert events(g, "draw_ignored")[0].rules == ("3.1.1d",) and g.cards_in("A", "hand") == []


def test_empty_deck_check_defeats_a_player_with_nothing_in_play_4_1_5_5():
    g = position({"A": {"lanes": {1: {"champion": "Tzaangor Shaman"}}}, "B": {"deck": DECK}})
    g.pass_actions("A")
    assert g.s.winner == "B"
    assert "4.1.5.5c" in events(g, "player_removed")[0].rules


def test_empty_deck_check_is_skipped_when_a_card_left_the_hand():
    g = position({"A": {"lanes": {1: {"champion": "Exalted Deathbringer"}}, "hand": ["Brutal Charge"]},
                  "B": {"lanes": {1: {"champion": "Exalted Deathbringer"}}, "deck": DECK}})
    g.play("A", "Brutal Charge", 1)
    g.pass_actions("A")
    assert g.s.winner is None and g.s.active == "B"
    assert events(g, "empty_deck_check")[0].data["moved_from_hand"] is True


def test_empty_deck_check_gives_up_a_card_in_play_and_survives():
    g = position({"A": {"lanes": {1: {"champion": "Exalted Deathbringer", "front": ["Ironguts"]},
                                  2: {"champion": "Megaboss", "front": ["Ardboyz"]}}},
                  "B": {"lanes": {1: {"champion": "Exalted Deathbringer"}}, "deck": DECK}})
    g.pass_actions("A")
    assert g.s.winner is None and g.cards_in("A", "discard") == ["Ironguts"]
