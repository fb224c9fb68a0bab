"""Movement (activation.movement), traps (trap.*), displacement (keyword.push/pull/fear), the gate
(out-of-action.return)."""

import pytest

from brawl_positions import game, where
from rulekeeper.games.brawl.moving import reachable
from rulekeeper.kernel import IllegalAction


def test_movement_passes_allies_but_not_enemies_and_ends_on_no_Champion():
    g = game({"map": "D  .   .   gw  Du  De  .   .   ."})
    ends = {g.hex_name(h) for h in reachable(g, g.f("Dugrun"), 2)}
    assert "D6" in ends  # through the Ally on D5
    assert not {"D5", "D3", "D2"} & ends  # not on the Ally; not through or onto the Enemy
    assert "E5" not in ends  # Garnet's statue


def test_a_trap_triggers_when_entered_is_replaced_and_a_root_ends_the_movement():
    g = game({"map": "D  .   .   .   Du  De  .   .   .", "hand": {"A": ["Rally the Hold"]},
              "traps": {"D6": "root"}, "supply": ["stun"]}, "D6", "C2", "no")
    g.play("Rally the Hold")
    assert where(g, "Dugrun") == "D6" and g.f("Dugrun").rooted
    assert {g.hex_name(h): t for h, t in g.s.traps.items()} == {"C2": "stun"}
    assert g.s.trap_spent == ["root"]


def test_fear_makes_the_target_dash_the_most_it_can_away():
    g = game({"map": "D  .   .   .   Ki  gw  .   .   .", "hand": {"A": ["Terrifying Roar"]}}, "yes", "D7")
    g.play("Terrifying Roar")
    assert where(g, "Gwaien") == "D7"


def test_fear_offers_only_the_longest_dashes():
    g = game({"map": "D  .   .   .   Ki  gw  .   .   .", "hand": {"A": ["Terrifying Roar"]}}, "yes", strict=False)
    g.play("Terrifying Roar")
    asked = [a for a in g.decisions.asked if a[1].startswith("fear")][0]
    assert asked[0] == "B" and "D6" not in asked[2]  # the controller chooses; one hex is not the most


def test_pull_along_the_hex_row():
    g = game({"map": "D  Ki  .   .   gw  .   .   .   .", "hand": {"A": ["Chain Yank"]}}, "yes")
    g.play("Chain Yank")
    assert where(g, "Gwaien") == "D2" and g.f("Gwaien").damage == 2


def test_push_off_the_hex_row_is_ignored():
    # Stone Skin's push acts on the attacker; a reaction played on a Champion out of the attacker's row
    g = game({"map": "B  .   .   .   .   tz  .\nD  .   .   .   Ki  gw  .   .   .",
              "gate": {"B": ["Dugrun"]}, "hand": {"A": ["Two-Fisted Pummel"], "B": ["Stone Skin"]}},
             "stay", "yes", "Stone Skin on Tzu Xiao")
    g.play("Two-Fisted Pummel")
    assert "ignored" in g.log.kinds() and where(g, "Kilgore") == "D4"


def test_a_Champion_on_the_gate_needs_a_card_with_movement_and_enters_by_its_deployment_area():
    g = game({"map": "D  .   .   .   .   gw  .   .   .", "gate": {"A": ["Deryn"]},
              "hand": {"A": ["Volley", "Longshot"]}}, "A3", "no")
    assert ("play", "Volley") not in g.legal_actions("A")
    with pytest.raises(IllegalAction) as e:
        g.play("Volley")
    assert e.value.rule_id == "out-of-action.return"
    g.play("Longshot")
    assert where(g, "Deryn") == "A3"
