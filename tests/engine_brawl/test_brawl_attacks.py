"""The nine attack steps (attack.step.*), defence, reactions, Double, Lifesteal, Poison, targeting."""

import pytest

from brawl_positions import game, where


def test_shield_bash_deals_strength_less_defence_and_pushes_the_full_distance():
    g = game({"map": "D  .   .   .   Du  gw  .   .   .", "hand": {"A": ["Shield Bash"]}}, "stay", "yes")
    g.play("Shield Bash")
    assert g.f("Gwaien").damage == 4  # strength 4, defence 0
    assert where(g, "Gwaien") == "D7"  # pushed 2 along row D, away from Dugrun
    assert g.s.discard["A"] == ["Shield Bash"] and not g.s.cores["A"]["Destruction"]


def test_a_push_stopped_by_the_edge_becomes_damage():
    g = game({"map": "D  .   .   .   .   .   Du  gw  .", "hand": {"A": ["Shield Bash"]}}, "stay", "yes")
    g.play("Shield Bash")
    assert where(g, "Gwaien") == "D8"
    assert g.f("Gwaien").damage == 4 + 1  # one hex of the push left over


def test_a_rooted_target_takes_the_whole_push_as_damage():
    g = game({"map": "D  .   .   .   Du  ki  .   .   .", "hand": {"A": ["Shield Bash"]}, "rooted": ["Kilgore"]},
             "stay", "yes")
    g.play("Shield Bash")
    assert where(g, "Kilgore") == "D5" and g.f("Kilgore").damage == (4 - 1) + 2


def test_the_opponent_may_react_and_the_defence_modifier_counts():
    g = game({"map": "D  .   .   .   Du  ki  .   .   .", "hand": {"A": ["Shield Bash"], "B": ["Shrug It Off"]}},
             "stay", "yes", "Shrug It Off on Kilgore")
    g.play("Shield Bash")
    # strength 4 - (defence 1 + 1) = 2; Shrug It Off healed nothing before the damage
    assert g.f("Kilgore").damage == 2
    assert not g.s.cores["B"]["Creation"] and "Shrug It Off" in g.s.discard["B"]
    assert "reaction" in g.log.kinds()


def test_declining_the_attack_ends_the_activation():
    g = game({"map": "D  .   .   .   Du  gw  .   .   .", "hand": {"A": ["Shield Bash"]}}, "stay", "no")
    g.play("Shield Bash")
    assert g.f("Gwaien").damage == 0 and "no_attack" in g.log.kinds()


def test_double_resolves_the_damage_step_twice():
    g = game({"map": "D  .   .   .   Ki  du  .   .   .", "hand": {"A": ["Two-Fisted Pummel"]}}, "stay", "yes")
    g.play("Two-Fisted Pummel")
    assert g.f("Dugrun").damage == 2 * (3 - 2)


def test_lifesteal_heals_and_bloodied_adds_strength():
    g = game({"map": "D  .   .   .   Ki  gw  .   .   .", "hand": {"A": ["Blood Feast"]},
              "damage": {"Kilgore": 4, "Gwaien": 3}}, "stay", "yes")
    g.play("Blood Feast")
    # Gwaien (6 hp, 3 left) is Bloodied: strength 3 + 2, defence 0 -> 5 damage: out of action
    assert g.f("Gwaien").hex is None and g.s.vp["A"] == 1
    assert g.f("Kilgore").damage == 0 and g.f("Kilgore").levelled


def test_poison_deals_more_only_when_damage_was_dealt():
    g = game({"map": "D  .   .   .   Go  du  .   .   .", "hand": {"A": ["Venom Fang"]}}, "stay", "yes")
    g.play("Venom Fang")
    assert g.f("Dugrun").damage == 0  # strength 2 - defence 2: no damage, so no poison
    g = game({"map": "D  .   .   .   Go  gw  .   .   .", "hand": {"A": ["Venom Fang"]}}, "stay", "yes")
    g.play("Venom Fang")
    assert g.f("Gwaien").damage == 2 + 2


@pytest.mark.parametrize("line,hit", [
    ("D  De  .   .   .   gw  .   .   .", True),    # 4 hexes along row D
    ("D  De  gw  .   .   .   .   .   .", False),   # closer than the minimum range 2
    ("D  De  .   Ki  .   gw  .   .   .", False),   # a Champion between: no line of sight
])
def test_direct_shot_range_and_line_of_sight(line, hit):
    g = game({"map": line, "hand": {"A": ["Longshot"]}}, "stay", "yes")
    g.play("Longshot")
    assert (g.f("Gwaien").damage == 4) is hit


def test_aoe_hits_allies_too():
    # Anvil Stomp: burst 1 around Dugrun at D4 hits the Enemy at D5 and the Ally at C4
    g = game({"map": "C  .   .   .   De  .   .   .\nD  .   .   .   Du  gw  .   .   .",
              "hand": {"A": ["Anvil Stomp"]}}, "yes")
    g.play("Anvil Stomp")
    assert g.f("Gwaien").damage == 3 and g.f("Deryn").damage == 3
    assert g.f("Gwaien").rooted and g.f("Deryn").rooted  # Post-attack: Root, on each target
