"""The invariant checks `simulate` runs after every step really catch broken states."""

from engine_helpers import position

from rulekeeper.games.champions import information, invariants

DECK = ["Waaagh! Infusion"] * 3


def game():
    return position({"A": {"lanes": {1: {"champion": "Megaboss", "blessing": "Waaagh! Energy",
                                         "front": ["Ardboyz"]}}, "hand": ["Stabbas"], "deck": DECK},
                     "B": {"lanes": {2: {"champion": "Loonboss"}}, "hand": ["Squig Herd"], "deck": DECK}})


def test_a_sound_position_has_no_problems():
    assert game().check() == []


def test_a_card_in_two_places_is_caught():
    g = game()
    g.s.zones.lists["A.discard"].append(g.s.zones["A.hand"][0])
    assert any("both" in p for p in g.check())


def test_health_out_of_bounds_is_caught():
    g = game()
    g.s.health["B"] = 36
    assert any("2.13.2" in p for p in g.check())


def test_a_view_that_leaks_hidden_information_is_caught(monkeypatch):
    g = game()
    real = information.view

    def leaky(game, player, *shared):
        v = real(game, player, *shared)
        v["players"]["B"]["hand"] = ["Squig Herd"]
        v["players"]["A"]["lanes"][0]["blessing"] = "Waaagh! Energy"
        return v

    monkeypatch.setattr(invariants, "view", leaky)
    problems = g.check()
    assert any("2.11.1b" in p for p in problems) and any("2.11.1c" in p for p in problems)


def test_status_for_a_card_not_in_play_is_caught():
    g = game()
    g.s.zones.move(g.s.zones["A.lane0.front"][0], "A.discard")
    assert any("status" in p for p in g.check())
