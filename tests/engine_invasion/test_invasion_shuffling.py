"""Shuffling cards into a deck, run from real corpus cards' text (abilities/search.py): "shuffle the top 5 cards of
your discard pile back into your deck" (Mage-Priest of Itza) moves the pile's top cards, then shuffles."""

from rulekeeper.games.invasion import from_position

FILLER = "Drill Neutral Watchtower"


def test_mage_priest_of_itza_shuffles_the_top_of_the_discard_pile_into_the_deck(pool):
    assert pool["Mage-Priest of Itza"].runnable
    pile = ["Drill Empire Militia"] * 2 + [FILLER] * 5  # the last five are the top of the pile
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"race": "Empire", "deck": [FILLER] * 3, "discard": pile, "resources": 9, "hand": ["Mage-Priest of Itza"]},
        "B": {"deck": [FILLER] * 10}}})
    priest = g.cards("A", "hand")[0]
    g.do(("play", priest, "kingdom"), "A")
    while g.s.step == "window" and not any(a[:2] == ("action", priest) for a in g.legal_actions("A")):
        g.do(("pass",), g.to_act())
    g.do(next(a for a in g.legal_actions("A") if a[:2] == ("action", priest)), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert [g.name(c) for c in g.cards("A", "discard")] == ["Drill Empire Militia"] * 2  # the bottom two stay
    assert sorted(g.name(c) for c in g.cards("A", "deck")) == [FILLER] * 8
    moved = [e for e in g.s.log.events if e.kind == "to_deck"][-1]
    assert moved.data["cards"] == [FILLER] * 5 and g.check() == []
