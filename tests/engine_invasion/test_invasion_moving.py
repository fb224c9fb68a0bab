"""Cards moved between piles, zones and players, run from real corpus cards' text: the cards looked at on top of a
deck sorted (abilities/looked_cards.py)."""

from rulekeeper.games.invasion import from_position
from rulekeeper.games.invasion.abilities import run

FILLER = "Drill Neutral Watchtower"
TOP = ["Drill Orc Boyz", "Drill Orc Archers", "Drill Orc Trolls"]  # a position lists a deck top first: Boyz on top


def _game(pool, a=None, b=None, **position):
    return from_position(pool, {"active": "A", "phase": "capital", **position, "players": {
        "A": {"deck": [FILLER] * 10, **(a or {})}, "B": {"deck": [FILLER] * 10, **(b or {})}}})


def _id(g, p, name, place):
    return next(c for c in g.cards(p, place) if g.name(c) == name)


def _names(g, p, place):
    return [g.name(c) for c in g.cards(p, place)]


def _resolve(g, name, cid, index=-1, answers=(), targets=()):
    """Run the effect of the card's Action (`index`: in the list of its Actions) as it resolves."""
    g.s.answers = list(answers)
    ab = g.card(cid).program.actions[index][1]
    return run.effects.run(ab.effect, run.Resolution(g, "A", cid, name, ab.effect, list(targets)))


# ---- the cards looked at: some discarded, the rest back on top (abilities/looked_cards.py) -------------------------
def test_plague_monk_discards_some_of_any_players_top_cards_and_puts_the_rest_back_in_order(pool):
    assert pool["Plague Monk"].runnable, pool["Plague Monk"].why
    g = _game(pool, {"kingdom": ["Plague Monk"]}, {"deck": TOP + [FILLER] * 5})
    monk = _id(g, "A", "Plague Monk", "kingdom")
    # B's deck (any player's): the top two are Boyz and Archers; Boyz discarded, Archers back on top
    assert _resolve(g, "Plague Monk", monk, answers=["B", "Drill Orc Boyz"])
    assert _names(g, "B", "discard") == ["Drill Orc Boyz"]
    assert _names(g, "B", "deck")[-2:] == ["Drill Orc Trolls", "Drill Orc Archers"] and len(g.cards("B", "deck")) == 7
    look = [e for e in g.s.log.events if e.kind == "look_at"][-1]
    assert look.data["whose"] == "B" and look.data["seen_by"] == ["A"]


def test_plague_monk_discards_every_card_looked_at_unless_the_player_names_some(pool):
    g = _game(pool, {"kingdom": ["Plague Monk"], "deck": TOP + [FILLER] * 5})
    monk = _id(g, "A", "Plague Monk", "kingdom")
    _resolve(g, "Plague Monk", monk, answers=["A"])  # "any number of those cards": all, by default
    assert sorted(_names(g, "A", "discard")) == ["Drill Orc Archers", "Drill Orc Boyz"]
    assert _names(g, "A", "deck")[-1] == "Drill Orc Trolls" and _names(g, "B", "discard") == []


def test_follow_the_portent_rearranges_the_top_three_cards_of_your_deck(pool):
    assert pool["Follow the Portent"].runnable, pool["Follow the Portent"].why
    g = _game(pool, {"quest": [{"card": "Follow the Portent", "tokens": 1}], "deck": TOP + [FILLER] * 5})
    portent = _id(g, "A", "Follow the Portent", "quest")
    assert _resolve(g, "Follow the Portent", portent, answers=["Drill Orc Trolls", "Drill Orc Boyz"])
    assert _names(g, "A", "deck")[-3:] == ["Drill Orc Archers", "Drill Orc Boyz", "Drill Orc Trolls"]  # Trolls on top
    assert len(g.cards("A", "deck")) == 8 and g.cards("A", "discard") == []


# ---- drawing from the bottom of the deck (abilities/bottom_draw.py) --------------------------------------------------
def test_numberless_graves_draws_the_bottom_card_of_your_deck(pool):
    assert pool["Numberless Graves"].runnable, pool["Numberless Graves"].why
    g = _game(pool, {"kingdom": ["Numberless Graves"], "deck": TOP + [FILLER] * 5 + ["Drill Chaos Knights"]})
    graves = _id(g, "A", "Numberless Graves", "kingdom")
    assert _resolve(g, "Numberless Graves", graves)
    assert _names(g, "A", "hand") == ["Drill Chaos Knights"] and _names(g, "A", "deck")[-1] == "Drill Orc Boyz"
    ev = [e for e in g.s.log.events if e.kind == "draw"][-1]
    assert ev.data["bottom"] is True and "core.effects.action" in ev.rules


# ---- returning cards of a kind from your discard pile, not targets (abilities/from_discard.py) ---------------------
def test_horrific_favour_returns_the_disease_card_you_choose_from_your_discard_pile(pool):
    assert pool["Horrific Favour"].runnable, pool["Horrific Favour"].why
    g = _game(pool, {"kingdom": ["Horrific Favour"],
                     "discard": ["Plague Bomb", "Drill Orc Boyz", "Effulgent Boils", "Necrotic Spasms"]})
    favour = _id(g, "A", "Horrific Favour", "kingdom")
    assert _resolve(g, "Horrific Favour", favour, answers=["Effulgent Boils"])
    assert _names(g, "A", "hand") == ["Effulgent Boils"]
    assert _names(g, "A", "discard") == ["Plague Bomb", "Drill Orc Boyz", "Necrotic Spasms"]
    assert _resolve(g, "Horrific Favour", favour)  # no answer: the Disease card nearest the top
    assert _names(g, "A", "hand") == ["Effulgent Boils", "Necrotic Spasms"]


def test_the_top_cards_of_a_kind_skip_the_others_and_nothing_to_return_is_no_return(pool):
    from rulekeeper.games.invasion.cards import card_from_entry
    test = card_from_entry({"name": "Test Star Shards", "type": "Support", "race": "Neutral", "cost": 1, "text":
                            "Action: Return the top 2 non-Artefact cards from your discard pile to your hand."}, "test")
    assert test.runnable, test.why
    pool = {**pool, test.name: test}
    g = _game(pool, {"kingdom": ["Test Star Shards"],
                     "discard": ["Drill Orc Boyz", "Drill Orc Archers", "Eye of Sheerian", "Drill Orc Trolls"]})
    shards = _id(g, "A", "Test Star Shards", "kingdom")
    assert _resolve(g, "Test Star Shards", shards)  # the pile's top is its last card: Trolls, then Archers
    assert sorted(_names(g, "A", "hand")) == ["Drill Orc Archers", "Drill Orc Trolls"]
    assert _names(g, "A", "discard") == ["Drill Orc Boyz", "Eye of Sheerian"]
    g = _game(pool, {"kingdom": ["Horrific Favour"], "discard": ["Drill Orc Boyz"]})
    assert not _resolve(g, "Horrific Favour", _id(g, "A", "Horrific Favour", "kingdom"))
    assert _names(g, "A", "discard") == ["Drill Orc Boyz"] and g.cards("A", "hand") == []


# ---- into play out of a discard pile (abilities/pile_into_play.py) -------------------------------------------------
def _tactic(g, name, targets, answers=()):
    g.s.answers = list(answers)
    g.do(("tactic", _id(g, "A", name, "hand"), targets), "A")
    while g.s.step == "window" and not g.over:
        g.do(("pass",), g.to_act())


def test_a_slave_for_every_occasion_puts_an_opponents_unit_into_play_under_your_control(pool):
    import pytest
    from rulekeeper.kernel import IllegalAction
    card = pool["A Slave for Every Occasion"]
    assert card.runnable, card.why
    g = _game(pool, {"hand": [card.name], "resources": 9, "race": card.race},
              {"discard": ["Drill Orc Boyz", "Caradryan"]})
    boyz, hero = _id(g, "B", "Drill Orc Boyz", "discard"), _id(g, "B", "Caradryan", "discard")
    with pytest.raises(IllegalAction):  # a Hero is not a target of "non-Hero unit"
        g.do(("tactic", _id(g, "A", card.name, "hand"), [[hero]]), "A")
    _tactic(g, card.name, [[boyz]], answers=["battlefield"])
    assert g.s.zones.where[boyz] == "A.battlefield" and g.controller(boyz) == "A" and g.s.owner[boyz] == "B"
    assert g.check() == []
    g.leave_play(boyz, "destroyed", ("test",))  # back to its owner's pile
    assert g.s.zones.where[boyz] == "B.discard"


def test_seeking_new_slaves_takes_only_a_unit_that_entered_the_pile_this_turn_and_it_enters_corrupted(pool):
    import pytest
    from rulekeeper.kernel import IllegalAction
    card = pool["Seeking New Slaves"]
    assert card.runnable, card.why
    g = _game(pool, {"hand": [card.name], "resources": 9, "race": card.race},
              {"discard": ["Drill Orc Archers"], "kingdom": ["Drill Orc Boyz"]})
    old = _id(g, "B", "Drill Orc Archers", "discard")
    boyz = _id(g, "B", "Drill Orc Boyz", "kingdom")
    g.leave_play(boyz, "destroyed", ("test",))
    with pytest.raises(IllegalAction):  # in that pile since before this turn
        g.do(("tactic", _id(g, "A", card.name, "hand"), [[old]]), "A")
    _tactic(g, card.name, [[boyz]], answers=["quest"])
    assert g.s.zones.where[boyz] == "A.quest" and boyz in g.s.corrupted and g.check() == []
    ev = [e for e in g.s.log.events if e.kind == "enters_corrupted"][-1]
    assert ev.data["card"] == boyz and "faq.17" in ev.rules


def test_morvaels_legacy_puts_every_unit_of_your_pile_into_play_each_in_its_chosen_zone(pool):
    card = pool["Morvael's Legacy"]
    assert card.runnable, card.why
    g = _game(pool, {"hand": [card.name], "resources": 20, "race": card.race,
                     "discard": ["Drill Orc Boyz", FILLER, "Drill Orc Archers"]})
    _tactic(g, card.name, [], answers=["battlefield", "quest"])  # the pile's top first: Archers, then Boyz
    assert _names(g, "A", "battlefield") == ["Drill Orc Archers"] and _names(g, "A", "quest") == ["Drill Orc Boyz"]
    assert _names(g, "A", "discard") == [FILLER, card.name] and g.check() == []
