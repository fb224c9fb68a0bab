"""The invariants catch a broken state (so a clean `simulate` means something), and the view hides what it must."""

from rulekeeper.games.invasion import from_position, simulation
from rulekeeper.games.invasion.information import view

POOL = simulation().pool


def game():
    return from_position(POOL, {"players": {
        "A": {"hand": ["Drill Empire Militia", "Drill Empire Spearmen"], "deck": ["Drill Orc Boyz"] * 3,
              "battlefield": ["Drill Empire Spearmen"], "developments": {"kingdom": ["Drill Empire Outriders"]}},
        "B": {"hand": ["Drill Orc Trolls"], "deck": ["Drill Orc Boyz"] * 3}}})


def test_a_clean_position_has_no_problem():
    assert game().check() == []


def test_a_card_in_two_places_is_caught():
    g = game()
    cid = g.cards("A", "hand")[0]
    g.s.zones["A.discard"].append(cid)
    assert any("in both" in p for p in g.check())


def test_damage_out_of_bounds_and_negative_resources_are_caught():
    g = game()
    unit = g.cards("A", "battlefield")[0]
    g.s.damage[unit] = 5
    g.s.resources["B"] = -1
    g.s.zone_damage["B.kingdom"] = 9
    problems = " | ".join(g.check())
    assert "still in play" in problems and "-1 resources" in problems and "9 damage and 8 hit points" in problems


def test_the_opponents_hand_and_developments_are_counts():
    g = game()
    seen = view(g, "B")["players"]["A"]
    assert seen["hand"] == 2 and seen["zones"]["kingdom"]["developments"] == 1 and seen["deck"] == 3
    own = view(g, "A")["players"]["A"]
    assert own["hand"] == ["Drill Empire Militia", "Drill Empire Spearmen"]
    assert own["zones"]["kingdom"]["developments"] == ["Drill Empire Outriders"]
    assert "Drill Empire Outriders" not in str(view(g, "B"))


def test_a_view_that_shows_the_opponents_hand_is_caught_in_both_modes(monkeypatch):
    """The check after every step reads the view's hidden parts (`hidden_parts`, which `view` is made of); paranoid
    mode reads the whole view. A view that leaks the hand is caught either way."""
    from rulekeeper.games.invasion import information

    made = information.hidden_parts
    monkeypatch.setattr(information, "hidden_parts", lambda g, q, own: made(g, q, True))
    for paranoid in (False, True):
        g = game()
        g.paranoid = paranoid
        assert "player B's view shows player A's hidden cards" in g.check()
    assert view(game(), "B")["players"]["A"]["hand"] == ["Drill Empire Militia", "Drill Empire Spearmen"]


def test_the_view_is_its_hidden_parts_and_the_public_counts():
    from rulekeeper.games.invasion.information import hidden_parts

    g = game()
    for p, q in (("A", "B"), ("B", "A"), ("A", "A")):
        seen, hidden = view(g, p)["players"][q], hidden_parts(g, q, p == q)
        assert seen["hand"] == hidden["hand"]
        assert {z: {k: part[k] for k in ("cards", "developments")} for z, part in seen["zones"].items()} == \
            hidden["zones"]
