"""Setup (setup.*) and the casual draft (draft.casual.*), through the decisions interface."""

from rulekeeper.games.brawl import new_game
from rulekeeper.kernel import RandomChoices, Scripted


def test_the_casual_draft_alternates_starting_with_the_second_player():
    g = new_game(3, RandomChoices(3))
    drafts = [e.data["player"] for e in g.log if e.kind == "draft"]
    second = "B" if g.s.first == "A" else "A"
    assert drafts == [second, g.s.first] * 3
    assert sorted(f.name for f in g.s.fighters.values()) == sorted(g.champions)


def test_setup_leaves_four_traps_hands_of_five_and_each_team_in_its_deployment_area():
    g = new_game(5, RandomChoices(5))
    assert len(g.s.traps) == 4 and all(h in g.arena.trap_hexes for h in g.s.traps)
    assert all(len(g.s.hand[p]) == 5 for p in "AB")
    for p in "AB":
        area = g.arena.deployment(g.s.deployment[p]).hexes
        assert all(f.hex in area for f in g.team(p))
    assert g.check() == [] and g.s.active == g.s.first and g.turn == 1


def test_choices_are_the_players_and_are_logged():
    g = new_game(1, Scripted(["south", "Kilgore"]))
    assert g.s.deployment[g.s.first] == "south"
    assert g.team("B" if g.s.first == "A" else "A")[0].name == "Kilgore"
    assert [e.data["chose"] for e in g.log if e.kind == "choice"][:2] == ["south", "Kilgore"]


def test_the_same_seed_and_choices_give_the_same_game():
    def play(seed):
        g = new_game(seed, RandomChoices(seed))
        chooser = RandomChoices(f"x{seed}")
        for _ in range(300):
            if g.over:
                break
            acts = g.legal_actions(g.to_act())
            g.do(acts[chooser.choose(g.to_act(), "action", [str(a) for a in acts])])
        return g.log.dumps()

    assert play(11) == play(11)
    assert play(11) != play(12)
