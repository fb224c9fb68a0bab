"""The round (round.*): Cores (concepts.cores), reactions only against attacks (reaction), the upkeep
(round.upkeep, upkeep.hand), roots ending with the turn, drawing from an empty deck (concepts.drawing)."""

import pytest

from brawl_positions import game
from rulekeeper.kernel import IllegalAction


def two_teams(**extra):
    pos = {"map": "A  Du  Ki  De  .   .\nI  .   .   gw  tz  go"}
    pos.update(extra)
    return pos


def test_a_card_needs_its_Core_ready_and_one_Core_pays_one_card():
    g = game(two_teams(hand={"A": ["Shield Bash", "Anvil Stomp"]}), "stay", "no")
    g.play("Shield Bash")
    assert ("play", "Anvil Stomp") not in g.legal_actions("A")
    with pytest.raises(IllegalAction) as e:
        g.play("Anvil Stomp")
    assert e.value.rule_id == "activation"


def test_a_reaction_cannot_be_played_on_your_own_turn():
    g = game(two_teams(hand={"A": ["Stand Firm"]}))
    with pytest.raises(IllegalAction) as e:
        g.play("Stand Firm")
    assert e.value.rule_id == "reaction"


def test_only_the_active_player_acts_and_only_with_cards_in_hand():
    g = game(two_teams(hand={"A": ["Shield Bash"], "B": ["Starfall"]}))
    assert g.legal_actions("B") == []
    with pytest.raises(IllegalAction):
        g.play("Starfall")
    with pytest.raises(IllegalAction):
        g.do(("fly",))


def test_upkeep_readies_Cores_discards_the_hand_draws_five_and_roots_end():
    g = game(two_teams(hand={"A": ["Shield Bash", "Stand Firm"]}, exhausted={"A": ["Creation"]},
                       rooted=["Gwaien"]))
    g.end_turn()
    assert g.s.active == "B" and g.turn == 2
    assert all(g.s.cores["A"].values())
    assert {"Shield Bash", "Stand Firm"} <= set(g.s.discard["A"]) and len(g.s.hand["A"]) == 5
    assert not g.f("Gwaien").rooted
    g.end_turn()
    assert g.s.active == "A" and g.s.round == 2  # the round ends after the second player's turn


def test_drawing_from_an_empty_deck_shuffles_the_discard_pile():
    team = ["Shield Bash", "Anvil Stomp", "Stand Firm", "Rally the Hold"]
    g = game(two_teams(hand={"A": []}, deck={"A": ["Hook and Haul"]}, discard={"A": team}))
    g.s.discard["A"] += [c for c in g.s.deck["A"] if c != "Hook and Haul"]
    g.s.deck["A"] = ["Hook and Haul"]
    g.draw("A", 3)
    assert "shuffle" in g.log.kinds() and len(g.s.hand["A"]) == 3 and g.s.hand["A"][0] == "Hook and Haul"
