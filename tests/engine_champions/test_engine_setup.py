"""3.2 Beginning of Game Procedure."""

import pytest

from rulekeeper.games.champions import RandomChoices, new_game
from rulekeeper.games.champions.deck import load_decks


@pytest.fixture(scope="module")
def decks():
    return list(load_decks().values())


def test_placement_order_1_2_2_2_1_and_opening_hands(pool, decks):
    g = new_game(pool, {"A": list(decks[0].all), "B": list(decks[1].all)}, seed=5, decisions=RandomChoices(5),
                 first="A", start=False)
    placed = [(e.data["player"], e.rules[0]) for e in g.log.events if e.kind == "place_champion"]
    assert placed == [("A", "3.2.2.2"), ("B", "3.2.2.3"), ("B", "3.2.2.3"), ("A", "3.2.2.4"), ("A", "3.2.2.4"),
                      ("B", "3.2.2.5"), ("B", "3.2.2.5"), ("A", "3.2.2.6")]
    assert len(g.cards_in("A", "hand")) == 4 and len(g.cards_in("B", "hand")) == 5
    assert len(g.cards_in("A", "deck")) == 26 and len(g.cards_in("B", "deck")) == 25
    for p in "AB":  # 3.1.4b: one face-down Blessing under each Champion
        assert all(len(g.s.zones[f"{p}.lane{ln}.blessing"]) == 1 for ln in range(4))
    assert g.check() == []


def test_starting_health_is_30_plus_modifiers_at_most_35(pool, decks):
    g = new_game(pool, {"A": list(decks[0].all), "B": list(decks[1].all)}, seed=1, start=False)
    for p in "AB":
        mods = sum(pool[g.name(c)].health_modifier for _, c in g.champions(p))
        assert g.health(p) == min(35, 30 + mods)
    heavy = [d for d in decks if sum(pool[n].health_modifier for n in d.champions) + 30 > 35]
    for d in heavy:
        g = new_game(pool, {"A": list(d.all), "B": list(d.all)}, seed=1, start=False)
        assert g.health("A") == 35


def test_the_first_turn_starts_with_two_actions(pool, decks):
    g = new_game(pool, {"A": list(decks[2].all), "B": list(decks[3].all)}, seed=9, decisions=RandomChoices(9))
    assert g.s.phase == "action" and g.s.actions == 2 and g.s.active == g.s.first and g.s.turn == 1


def test_a_position_with_cards_in_a_lane_without_its_champion_is_refused_clearly():
    from rulekeeper.games.champions import from_position
    pool = __import__("engine_helpers").pool_with()
    with pytest.raises(ValueError, match="need its Champion"):
        from_position(pool, {"players": {"A": {"lanes": {2: {"front": ["Ardboyz"]}}}}})
    with pytest.raises(KeyError, match="Nobody"):
        from_position(pool, {"players": {"A": {"hand": ["Nobody"]}}})
    with pytest.raises(ValueError, match="1-4"):
        from_position(pool, {"players": {"A": {"lanes": {5: {"champion": "Megaboss"}}}}})
