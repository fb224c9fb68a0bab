"""Ignoring the loyalty cost of the next card of a race (abilities/loyalty_ignoring.py), on a real corpus card:
Blood Offering, "Sacrifice this card to ignore the loyalty cost of the next [High Elf] card you play this turn."
(terms.loyalty, core.cards.cost)."""

from rulekeeper.games.invasion import from_position
from rulekeeper.games.invasion.turn import turn_ends

FILLER = "Drill Neutral Watchtower"


def _game(pool):
    return from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 10, "resources": 20, "race": "Dark Elf", "kingdom": ["Blood Offering"],
              "hand": ["Sea Guard Captain", "White Tower Aspirant", "Mountain Guard"]},
        "B": {"deck": [FILLER] * 10}}})


def _offer(g):
    offering = g.named("A", "Blood Offering", "kingdom")
    g.do(("action", offering, g.card(offering).program.actions[0][0], []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.place(offering) == "discard"


def test_the_next_high_elf_card_costs_its_printed_cost_only(pool):
    assert pool["Blood Offering"].runnable, pool["Blood Offering"].why
    g = _game(pool)
    _offer(g)
    captain, aspirant = g.named("A", "Sea Guard Captain", "hand"), g.named("A", "White Tower Aspirant", "hand")
    guard = g.named("A", "Mountain Guard", "hand")
    before = g.s.resources["A"]
    g.do(("play", guard, "kingdom"), "A")  # a Dwarf card: its loyalty is paid, the effect still waits
    assert before - g.s.resources["A"] == pool["Mountain Guard"].cost + pool["Mountain Guard"].loyalty
    before = g.s.resources["A"]
    g.do(("play", captain, "kingdom"), "A")
    assert before - g.s.resources["A"] == pool["Sea Guard Captain"].cost  # loyalty 2 ignored
    before = g.s.resources["A"]
    g.do(("play", aspirant, "quest"), "A")  # the next one pays its loyalty again (1 High Elf symbol now in play)
    assert before - g.s.resources["A"] == pool["White Tower Aspirant"].cost + pool["White Tower Aspirant"].loyalty - 1
    assert any(e.kind == "loyalty_ignored" for e in g.s.log.events)


def test_it_ends_with_the_turn(pool):
    g = _game(pool)
    _offer(g)
    turn_ends(g)
    assert not any(m.get("ignore_loyalty") for m in g.s.lasting)


def test_an_embassy_does_the_same_for_its_race(pool):
    """Dwarf Embassy ("Non-Dwarf only.": a deck rule, test_invasion_deck_races.py) in an Empire player's kingdom."""
    assert pool["Dwarf Embassy"].runnable, pool["Dwarf Embassy"].why
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 10, "resources": 20, "race": "Empire", "kingdom": ["Dwarf Embassy"],
              "hand": ["Mountain Guard"]},
        "B": {"deck": [FILLER] * 10}}})
    embassy = g.named("A", "Dwarf Embassy", "kingdom")
    g.do(("action", embassy, g.card(embassy).program.actions[0][0], []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.place(embassy) == "discard"
    before = g.s.resources["A"]
    g.do(("play", g.named("A", "Mountain Guard", "hand"), "kingdom"), "A")
    assert pool["Mountain Guard"].loyalty > 0 and before - g.s.resources["A"] == pool["Mountain Guard"].cost
