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


def _invocation(pool, deck, answers=()):
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": deck, "resources": 5, "race": "Neutral", "hand": ["Invocation of Nehek"]},
        "B": {"deck": [FILLER] * 10}}})
    g.s.answers = list(answers)
    nehek = g.cards("A", "hand")[0]
    g.do(("tactic", nehek, []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.check() == []
    return g


def test_invocation_of_nehek_puts_the_named_units_it_discarded_into_play(pool):
    """"Name a unit. Discard the top 5 cards of your deck. Put into play each copy of the named unit discarded by
    this effect at no cost (in any zone).\""""
    assert pool["Invocation of Nehek"].runnable, pool["Invocation of Nehek"].why
    horde, ghouls = "Skeletal Horde", "Crypt Ghouls"
    deck = [horde, FILLER, horde, ghouls, FILLER, horde] + [FILLER] * 5  # the top five first
    g = _invocation(pool, deck, answers=[horde, "battlefield", "quest"])
    assert [e.data["named"] for e in g.s.log.events if e.kind == "names"] == [horde]
    assert sorted(g.name(c) for c in g.cards("A", "battlefield") + g.cards("A", "quest")) == [horde, horde]
    assert sorted(g.name(c) for c in g.cards("A", "discard")) == sorted([FILLER, FILLER, ghouls,
                                                                         "Invocation of Nehek"])
    assert [g.name(c) for c in g.cards("A", "deck")].count(horde) == 1  # the sixth card stays in the deck
    assert g.s.resources["A"] == 5 - pool["Invocation of Nehek"].cost  # at no cost


def test_invocation_of_nehek_names_the_unit_with_most_copies_left_in_the_deck_by_default(pool):
    deck = ["Crypt Ghouls", "Skeletal Horde", "Skeletal Horde"] + [FILLER] * 5
    g = _invocation(pool, deck)
    assert [e.data["named"] for e in g.s.log.events if e.kind == "names"] == ["Skeletal Horde"]
    assert sorted(g.name(c) for z in ("kingdom", "quest", "battlefield") for c in g.cards("A", z)) == \
        ["Skeletal Horde", "Skeletal Horde"]
