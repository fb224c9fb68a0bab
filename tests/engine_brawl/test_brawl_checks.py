"""The check after every step reads the hidden parts of each player's view (`information.hidden_parts`, which the
view is made of), paranoid mode the whole view; both catch a view that leaks a hand. The standard actions offered
are those `standard.refuse` allows, each card in hand asked on its own."""

from rulekeeper.games.brawl import information, new_game, simulation, standard
from rulekeeper.kernel import IllegalAction, RandomChoices

SIM = simulation()


def test_a_view_that_shows_another_players_hand_is_caught_in_both_modes(monkeypatch):
    made = information.hidden_parts

    def leaking(game, player):
        parts = made(game, player)
        for p, seen in parts["players"].items():
            seen["hand"] = list(game.s.hand[p])
        return parts

    monkeypatch.setattr(information, "hidden_parts", leaking)
    for paranoid in (False, True):
        g = new_game(4, RandomChoices(4))
        g.paranoid = paranoid
        assert any("view shows" in problem and "hand" in problem for problem in g.check())


def test_the_view_is_its_hidden_parts_and_the_open_information():
    g = new_game(5, RandomChoices(5))
    for player in g.s.players:
        seen, hidden = information.view(g, player), information.hidden_parts(g, player)
        assert seen["traps"] == hidden["traps"]
        assert {p: {k: v[k] for k in ("hand", "deck")} for p, v in seen["players"].items()} == hidden["players"]


def _every_card_asked(game, player) -> list[tuple]:
    out = []
    for action in game.standard:
        for f in game.team(player):
            for card in sorted(set(game.s.hand[player])):
                try:
                    standard.refuse(game, player, action, f.name, card)
                except IllegalAction:
                    continue
                out.append(("standard", action, f.name, card))
    return out


def test_the_standard_actions_offered_are_those_refuse_allows():
    asked = offered = 0
    for seed in ("standard:1", "standard:2", "standard:3"):
        chooser = RandomChoices(f"players:{seed}")
        g, _ = SIM.start(seed, chooser)
        while not g.over:
            p = g.to_act()
            legal = standard.legal(g, p)
            assert legal == _every_card_asked(g, p)
            asked, offered = asked + 1, offered + len(legal)
            acts = g.legal_actions(p)
            g.do(acts[chooser.choose(p, "action", [str(a) for a in acts])])
    assert asked > 100 and offered > 100
