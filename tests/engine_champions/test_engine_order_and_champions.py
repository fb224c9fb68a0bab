"""2.7.3 Standard Order, 2.10.4 moving Champions, 6.1.2 Support, 3.1.2c / 3.1.3c."""

from engine_helpers import events, position

from rulekeeper.games.champions.moving import support
from rulekeeper.games.champions.order import standard_order

DECK = ["Waaagh! Infusion"] * 5


def test_standard_order_blessings_then_champions_then_action_cards_owner_first():
    g = position({"A": {"lanes": {1: {"champion": "Megaboss", "front": ["Ardboyz"]},
                                  2: {"champion": "Tyrant", "blessing": {"card": "Favour of Gorkamorka",
                                                                         "revealed": True}}}, "deck": DECK},
                  "B": {"lanes": {3: {"champion": "Loonboss", "front": ["Stabbas"]}}, "deck": DECK}})
    names = [g.name(c) for c in standard_order(g, "B")]
    assert names == ["Loonboss", "Stabbas", "Favour of Gorkamorka", "Megaboss", "Tyrant", "Ardboyz"]


def test_swapping_champions_takes_their_cards_and_rotations_2_10_4():
    g = position({"A": {"lanes": {1: {"champion": "Megaboss", "corner": 2,
                                      "front": [{"card": "Ardboyz", "corner": 3}]},
                                  3: {"champion": "Tyrant", "blessing": "Waaagh! Energy"}}, "deck": DECK},
                  "B": {"deck": DECK}})
    g.swap_champions("A", 1, 3)
    assert g.view("A")["players"]["A"]["lanes"][2] == {"lane": 3, "champion": "Megaboss", "corner": 2,
                                                        "blessing": None, "blessing_corner": None,
                                                        "front": [{"card": "Ardboyz", "corner": 3}]}
    assert g.view("A")["players"]["A"]["lanes"][0]["champion"] == "Tyrant"
    assert g.view("A")["players"]["A"]["lanes"][0]["blessing"] == "face down"
    assert g.check() == []


def test_support_counts_the_cards_under_the_top_of_a_stack():
    g = position({"A": {"lanes": {1: {"champion": "Megaboss", "front": ["Ardboyz", "Ardboyz", "Liberators"]}},
                        "deck": DECK}, "B": {"deck": DECK}})
    top = g.s.zones["A.lane0.front"][-1]
    assert support(g, top) == 2


def test_several_removed_cards_last_stand_in_standard_order_then_discard_left_to_right():
    g = position({"A": {"lanes": {1: {"champion": "Exalted Deathbringer"}}, "deck": DECK},
                  "B": {"lanes": {1: {"champion": "Knight of Shrouds", "front": ["Chainrasp Horde"]},
                                  2: {"champion": "Exalted Deathbringer", "front": ["Gore-slick Skullreaper"]}},
                        "deck": DECK}})
    from rulekeeper.games.champions.moving import remove
    src = g.champion("A", 1)
    remove(g, src, [g.s.zones["B.lane1.front"][0], g.s.zones["B.lane0.front"][0]])
    stands = [e.data["card"] for e in events(g, "last_stand")]
    assert stands == ["Chainrasp Horde (B lane 1)", "Gore-slick Skullreaper (B lane 2)"]
    assert g.cards_in("B", "discard") == ["Chainrasp Horde", "Gore-slick Skullreaper"]


def test_no_hand_limit_and_discard_order_kept_when_a_card_leaves_it():
    g = position({"A": {"lanes": {1: {"champion": "Necromancer"}}, "deck": DECK * 4,
                        "discard": ["Ardboyz", "Foot of Gork", "Stabbas"]},
                  "B": {"deck": DECK}}, answers=["Stabbas"])
    from rulekeeper.games.champions.moving import draw
    draw(g, "A", 18, ("6.1.2.draw",))
    assert len(g.cards_in("A", "hand")) == 18
    g.heroic_act("A", "Necromancer")  # Move a Unit from your discard pile to your hand
    assert g.cards_in("A", "discard") == ["Ardboyz", "Foot of Gork"]
