"""An amount "equal to the printed cost of the discarded card" (abilities/discarded_cost.py), on real corpus
tactics: Boon of Tzeentch (the card its effect discards) and Dark Blessing (the card its cost discards,
timing.C.2), faq.48."""

from rulekeeper.games.invasion import from_position

FILLER = "Drill Neutral Watchtower"


def _game(pool, race, hand, deck_top):
    return from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [deck_top] + [FILLER] * 9, "resources": 9, "race": race, "hand": hand,
              "kingdom": ["Forest Dragon"]},
        "B": {"deck": [FILLER] * 10, "kingdom": ["Mountain Guard"]}}})


def _id(g, p, name, place):
    return next(c for c in g.cards(p, place) if g.name(c) == name)


def _resolve(g):
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.check() == []


def test_the_tactics_are_runnable(pool):
    for name in ("Boon of Tzeentch", "Dark Blessing"):
        assert pool[name].runnable, pool[name].why


def test_boon_of_tzeentch_gains_the_printed_cost_of_the_card_it_discards(pool):
    for top, cost in (("Mountain Brigade", 4), ("Troll Slayers", 3)):
        g = _game(pool, "Chaos", ["Boon of Tzeentch"], top)
        boon = _id(g, "A", "Boon of Tzeentch", "hand")
        g.do(("tactic", boon, []), "A")
        after_paying = g.s.resources["A"]
        _resolve(g)
        assert [g.name(c) for c in g.cards("A", "discard") if g.name(c) == top] == [top]
        assert g.s.resources["A"] == after_paying + cost


def test_dark_blessing_gives_power_equal_to_the_printed_cost_of_the_card_its_cost_discards(pool):
    g = _game(pool, "Dark Elf", ["Dark Blessing"], "Mountain Brigade")
    blessing, dragon = _id(g, "A", "Dark Blessing", "hand"), _id(g, "A", "Forest Dragon", "kingdom")
    before = g.unit_power(dragon)
    g.do(("tactic", blessing, [[dragon]]), "A")
    assert "Mountain Brigade" in [g.name(c) for c in g.cards("A", "discard")]  # paid as it is played
    _resolve(g)
    assert g.unit_power(dragon) == before + 4
