"""Out of action (out-of-action.*), levelling up (level-up), victory points and the win (concepts.objective,
out-of-action.simultaneous)."""

from brawl_positions import game


def test_taking_an_Enemy_out_of_action_scores_and_levels_the_attacker_up():
    g = game({"map": "D  .   .   .   Du  gw  .   .   .", "hand": {"A": ["Shield Bash"]}, "damage": {"Gwaien": 3},
              "levelled": ["Gwaien"]}, "stay", "yes")
    g.play("Shield Bash")
    gw = g.f("Gwaien")
    assert gw.hex is None and gw.damage == 0 and not gw.levelled  # on the gate, healed, basic side
    assert g.s.vp == {"A": 1, "B": 0} and g.f("Dugrun").levelled
    assert not [p for p in g.check() if "damage" in p or "cards are not" in p]


def test_taking_yourself_out_of_action_scores_for_the_opponent():
    g = game({"map": "D  .   .   .   Du  De  .   .   .", "hand": {"A": ["Rally the Hold"]}, "damage": {"Dugrun": 8},
              "traps": {"D6": "damage 2"}}, "D6", "C2")
    g.play("Rally the Hold")
    assert g.f("Dugrun").hex is None and g.s.vp == {"A": 0, "B": 1} and not g.f("Dugrun").levelled


def test_the_fifth_VP_wins_at_once():
    g = game({"map": "D  .   .   .   Du  gw  .   .   .", "hand": {"A": ["Shield Bash"]}, "damage": {"Gwaien": 5},
              "vp": {"A": 4}}, "stay", "yes")
    g.play("Shield Bash")
    assert g.over and g.winner == "A" and g.legal_actions("A") == []
    assert "pushed" not in g.log.kinds()  # the card stops at the win


def test_both_at_five_from_one_card_the_player_who_did_not_play_it_wins():
    g = game({"map": "C  .   .   .   De  .   .   .\nD  .   .   .   Du  gw  .   .   .",
              "hand": {"A": ["Anvil Stomp"]}, "damage": {"Gwaien": 5, "Deryn": 5}, "vp": {"A": 4, "B": 4}}, "yes")
    g.play("Anvil Stomp")
    assert g.s.vp == {"A": 5, "B": 5} and g.winner == "B"
