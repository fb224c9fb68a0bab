"""Naming a unit, then corrupting every copy of the named unit (abilities/naming.py), on the real Masque of Slaanesh:
"Action: At the beginning of your turn, each player names a unit. Corrupt all copies of the named unit."
(core.effects.corruption, core.deck.copies)."""

from rulekeeper.games.invasion import from_position

FILLER = "Drill Neutral Watchtower"
MASQUE = "Masque of Slaanesh"


def _game(pool, a=None, b=None, answers=()):
    g = from_position(pool, {"active": "A", "phase": "beginning", "players": {
        "A": {"deck": [FILLER] * 10, "resources": 0, "race": "Chaos", "kingdom": [MASQUE], **(a or {})},
        "B": {"deck": [FILLER] * 10, "resources": 0, **(b or {})}}})
    g.s.answers = list(answers)
    return g


def _masque(g):
    """The turn begins; player A triggers Masque of Slaanesh in the window of phase 0 and the chain resolves."""
    masque = next(c for c in g.cards("A", "kingdom") if g.name(c) == MASQUE)
    g.begin_turn()
    act = g.card(masque).program.actions[0][0]
    assert ("action", masque, act, []) in g.legal_actions("A")
    g.do(("action", masque, act, []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.check() == []


def test_the_card_is_runnable(pool):
    assert pool[MASQUE].runnable, pool[MASQUE].why


def test_every_copy_of_each_named_unit_is_corrupted_on_both_sides(pool):
    g = _game(pool, {"quest": ["Drill Empire Militia", "Drill Orc Boyz"]},
              {"kingdom": ["Drill Empire Militia", "Drill Dwarf Longbeards"], "battlefield": ["Drill Orc Boyz"]},
              answers=["Drill Empire Militia", "Drill Orc Boyz"])
    _masque(g)
    named = [e.data["named"] for e in g.s.log.events if e.kind == "names"]
    assert named == ["Drill Empire Militia", "Drill Orc Boyz"]  # the active player first
    corrupted = sorted(g.name(c) for c in g.s.corrupted)
    assert corrupted == ["Drill Empire Militia"] * 2 + ["Drill Orc Boyz"] * 2
    assert not any(g.name(c) in ("Drill Dwarf Longbeards", MASQUE) for c in g.s.corrupted)


def test_with_no_answer_each_player_names_the_first_unit_an_opponent_controls(pool):
    g = _game(pool, {"quest": ["Drill Orc Boyz"]}, {"kingdom": ["Drill Dwarf Longbeards"]})
    _masque(g)
    named = [e.data["named"] for e in g.s.log.events if e.kind == "names"]
    assert named == ["Drill Dwarf Longbeards", MASQUE]
    assert sorted(g.name(c) for c in g.s.corrupted) == ["Drill Dwarf Longbeards", MASQUE]


def test_an_answer_that_names_no_unit_is_not_taken_as_the_name(pool):
    g = _game(pool, {}, {"kingdom": ["Drill Dwarf Longbeards"]}, answers=[FILLER])  # a support's title
    _masque(g)
    assert [e.data["named"] for e in g.s.log.events if e.kind == "names"][0] == "Drill Dwarf Longbeards"
