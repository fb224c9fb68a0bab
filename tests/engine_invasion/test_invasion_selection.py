"""Real corpus cards that run since the engine reads more of what their text selects and where cards go: "Attach
to an [Empire] unit ..." (a target, faq.8), "put the top card of your deck into play facedown as a development"
(one of your zones, you choose)."""

import pytest

from rulekeeper.games.invasion import IllegalAction, from_position

FILLER = "Drill Neutral Watchtower"


def _game(pool, a=None, b=None, phase="capital", active="A"):
    return from_position(pool, {"active": active, "phase": phase, "players": {
        "A": {"deck": [FILLER] * 10, **(a or {})}, "B": {"deck": [FILLER] * 10, **(b or {})}}})


def _id(g, p, name, place):
    return next(c for c in g.cards(p, place) if g.name(c) == name)


def _resolve(g, p="A"):
    """Both players pass: the chain resolves (timing.B.3)."""
    g.do(("pass",), "B" if p == "A" else "A")
    g.do(("pass",), p)


def test_griffon_standard_attaches_to_an_empire_unit_in_your_battlefield_and_counts_empire_units(pool):
    assert pool["Griffon Standard"].runnable, pool["Griffon Standard"].why
    g = _game(pool, {"race": "Empire", "resources": 9, "hand": ["Griffon Standard"],
                     "battlefield": ["Drill Empire Militia", "Drill Empire Spearmen", "Drill Orc Boyz"],
                     "kingdom": ["Drill Empire Halberdiers"]})
    standard = _id(g, "A", "Griffon Standard", "hand")
    militia, boyz = _id(g, "A", "Drill Empire Militia", "battlefield"), _id(g, "A", "Drill Orc Boyz", "battlefield")
    for wrong in (boyz, _id(g, "A", "Drill Empire Halberdiers", "kingdom")):  # not [Empire]; not in the battlefield
        with pytest.raises(IllegalAction):
            g.do(("attach", standard, wrong), "A")
    assert g.place(standard) == "hand"
    before = g.unit_power(militia)
    g.do(("attach", standard, militia), "A")
    assert g.s.attached[standard] == militia
    assert g.unit_power(militia) == before + 2  # two [Empire] units in this zone: the Militia and the Spearmen
    assert g.check() == []


def test_runefang_of_drakwald_gives_what_its_zone_says(pool):
    assert pool["Runefang of Drakwald"].runnable, pool["Runefang of Drakwald"].why
    g = _game(pool, {"race": "Empire", "resources": 9, "hand": ["Runefang of Drakwald"],
                     "battlefield": ["Drill Empire Militia"]}, {"battlefield": ["Drill Orc Boyz"]})
    fang, militia = _id(g, "A", "Runefang of Drakwald", "hand"), _id(g, "A", "Drill Empire Militia", "battlefield")
    with pytest.raises(IllegalAction):  # "an [Empire] unit you control"
        g.do(("attach", fang, _id(g, "B", "Drill Orc Boyz", "battlefield")), "A")
    g.do(("attach", fang, militia), "A")
    assert g.unit_power(militia) == 1 + 2  # Battlefield. Attached unit gains [Power][Power].
    assert g.check() == []


def test_a_development_put_into_play_with_no_zone_named_goes_to_the_zone_its_player_chooses(pool):
    from rulekeeper.games.invasion.cards import card_from_entry
    text = "Action: Put the top card of your deck into play facedown as a development."
    pool = {**pool, "Drill Development": card_from_entry({"name": "Drill Development", "type": "Tactic", "cost": 0,
                                                          "race": "Empire", "text": text}, "test")}
    assert pool["Drill Development"].runnable, pool["Drill Development"].why
    g = _game(pool, {"race": "Empire", "hand": ["Drill Development"], "deck": [FILLER] * 5 + ["Drill Empire Militia"]})
    top = g.cards("A", "deck")[-1]  # the top of the deck is its last card
    g.s.answers = ["quest"]  # player A chooses the zone (core.cards.developments)
    g.do(("tactic", _id(g, "A", "Drill Development", "hand"), []), "A")
    _resolve(g)
    assert g.s.zones.where[top] == "A.quest.dev" and g.check() == []
