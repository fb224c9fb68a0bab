"""Cards moved between piles, zones and players, run from real corpus cards' text: the cards looked at on top of a
deck sorted and a card discarded from a hand looked at (abilities/looked_cards.py), a draw from the bottom of the deck
(bottom_draw.py), cards of a kind returned from your discard pile (from_discard.py), cards put into play out of a
discard pile (pile_into_play.py), a quest or each unit a search found put into play (into_play.py, search.py), a
tactic played as a development (cards_moving.py), a revealed card taken at random (random_take.py), the top unit of
your discard pile shuffled in and a token put on a quest you control (search.py, quest_tokens.py), a unit moved onto
a quest and developments moved together (moves.py)."""

from rulekeeper.games.invasion.abilities import run

from invasion_tables import FILLER, table

TOP = ["Drill Orc Boyz", "Drill Orc Archers", "Drill Orc Trolls"]  # a position lists a deck top first: Boyz on top


def _game(pool, a=None, b=None, **position):
    return table(pool, a, b, **position)


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
    monk = g.named("A", "Plague Monk", "kingdom")
    # B's deck (any player's): the top two are Boyz and Archers; Boyz discarded, Archers back on top
    assert _resolve(g, "Plague Monk", monk, answers=["B", "Drill Orc Boyz"])
    assert _names(g, "B", "discard") == ["Drill Orc Boyz"]
    assert _names(g, "B", "deck")[-2:] == ["Drill Orc Trolls", "Drill Orc Archers"] and len(g.cards("B", "deck")) == 7
    look = [e for e in g.s.log.events if e.kind == "look_at"][-1]
    assert look.data["whose"] == "B" and look.data["seen_by"] == ["A"]


def test_plague_monk_discards_every_card_looked_at_unless_the_player_names_some(pool):
    g = _game(pool, {"kingdom": ["Plague Monk"], "deck": TOP + [FILLER] * 5})
    monk = g.named("A", "Plague Monk", "kingdom")
    _resolve(g, "Plague Monk", monk, answers=["A"])  # "any number of those cards": all, by default
    assert sorted(_names(g, "A", "discard")) == ["Drill Orc Archers", "Drill Orc Boyz"]
    assert _names(g, "A", "deck")[-1] == "Drill Orc Trolls" and _names(g, "B", "discard") == []


def test_follow_the_portent_rearranges_the_top_three_cards_of_your_deck(pool):
    assert pool["Follow the Portent"].runnable, pool["Follow the Portent"].why
    g = _game(pool, {"quest": [{"card": "Follow the Portent", "tokens": 1}], "deck": TOP + [FILLER] * 5})
    portent = g.named("A", "Follow the Portent", "quest")
    assert _resolve(g, "Follow the Portent", portent, answers=["Drill Orc Trolls", "Drill Orc Boyz"])
    assert _names(g, "A", "deck")[-3:] == ["Drill Orc Archers", "Drill Orc Boyz", "Drill Orc Trolls"]  # Trolls on top
    assert len(g.cards("A", "deck")) == 8 and g.cards("A", "discard") == []


def test_caught_the_scent_discards_the_card_you_pick_from_the_hand_you_looked_at(pool):
    card = pool["Caught the Scent"]
    assert card.runnable, card.why
    g = _game(pool, {"hand": [card.name], "resources": 20, "race": card.race},
              {"hand": ["Drill Orc Boyz", "Drill Orc Trolls"]})
    _tactic(g, card.name, [], answers=["Drill Orc Trolls"])
    assert _names(g, "B", "hand") == ["Drill Orc Boyz"] and _names(g, "B", "discard") == ["Drill Orc Trolls"]
    look = [e for e in g.s.log.events if e.kind == "look_at"][-1]
    assert look.data["whose"] == "B" and look.data["seen_by"] == ["A"]
    g = _game(pool, {"hand": [card.name], "resources": 20, "race": card.race}, {"hand": ["Drill Orc Boyz"]})
    _tactic(g, card.name, [], answers=["no", "no"])  # "you may": declined
    assert _names(g, "B", "hand") == ["Drill Orc Boyz"]


# ---- a quest a search found, into play (abilities/into_play.py) ---------------------------------------------------
def test_ellyrian_patron_puts_the_quest_it_finds_into_your_quest_zone(pool):
    card = pool["Ellyrian Patron"]
    assert card.runnable, card.why
    g = _game(pool, {"kingdom": [card.name], "deck": ["Drill Orc Boyz", "Infiltrate!"] + [FILLER] * 5})
    patron = g.named("A", card.name, "kingdom")
    assert _resolve(g, card.name, patron)
    assert _names(g, "A", "quest") == ["Infiltrate!"] and len(g.cards("A", "deck")) == 6 and g.check() == []
    g = _game(pool, {"kingdom": [card.name], "deck": [FILLER] * 5 + ["Infiltrate!"]})  # not among the top 5
    _resolve(g, card.name, g.named("A", card.name, "kingdom"))
    assert g.cards("A", "quest") == [] and len(g.cards("A", "deck")) == 6


def test_vermintide_searches_the_top_x_cards_and_puts_every_skaven_unit_found_into_play(pool):
    card = pool["Vermintide"]
    assert card.runnable, card.why
    corrupted = [{"card": "Drill Orc Boyz", "corrupted": True}, {"card": "Drill Orc Archers", "corrupted": True}]
    deck = ["Clan Rats", "Drill Orc Trolls", "Plague Monk", "Clan Rats"] + [FILLER] * 4
    g = _game(pool, {"hand": [card.name], "resources": 20, "race": card.race, "kingdom": corrupted, "deck": deck})
    _tactic(g, card.name, [], answers=["battlefield", "quest"])  # X = 2: the top two cards; one Skaven unit there
    assert _names(g, "A", "battlefield") == ["Clan Rats"] and _names(g, "A", "quest") == []
    assert len(g.cards("A", "deck")) == 7 and "Plague Monk" in _names(g, "A", "deck") and g.check() == []
    corrupted.append({"card": "Drill Orc Trolls", "corrupted": True})
    corrupted.append({"card": "Drill Orc Big 'Uns", "corrupted": True})
    g = _game(pool, {"hand": [card.name], "resources": 20, "race": card.race, "kingdom": corrupted, "deck": deck})
    _tactic(g, card.name, [], answers=["battlefield", "quest", "kingdom"])  # X = 4: three Skaven units found
    assert _names(g, "A", "battlefield") == ["Clan Rats"] and _names(g, "A", "quest") == ["Plague Monk"]
    assert _names(g, "A", "kingdom")[-1] == "Clan Rats"  # the zone of each, in the order found
    assert len(g.cards("A", "deck")) == 5 and g.check() == []


def test_empty_the_hold_puts_one_cheap_unit_of_the_top_five_into_play_then_shuffles(pool):
    card = pool["Empty the Hold"]
    assert card.runnable, card.why
    deck = ["Rat Ogres", "Drill Orc Boyz", FILLER, "Drill Orc Archers", FILLER, "Clan Rats"]
    assert pool["Rat Ogres"].cost > 3 >= pool["Drill Orc Archers"].cost
    g = _game(pool, {"hand": [card.name], "resources": 20, "race": card.race, "deck": deck})
    _tactic(g, card.name, [], answers=["Rat Ogres", "Drill Orc Archers", "battlefield"])
    # the Ogres cost more than 3: the first answer names no card that fits; Archers, then its zone
    assert _names(g, "A", "battlefield") == ["Drill Orc Archers"] and len(g.cards("A", "deck")) == 5
    assert [e for e in g.s.log.events if e.kind == "shuffle"] and g.check() == []
    g = _game(pool, {"hand": [card.name], "resources": 20, "race": card.race, "deck": deck})
    _tactic(g, card.name, [], answers=["no"])  # "you may": declined, the deck still shuffled
    assert all(g.cards("A", z) == [] for z in ("kingdom", "quest", "battlefield")) and len(g.cards("A", "deck")) == 6


def test_dance_to_loec_goes_facedown_as_a_development_into_the_zone_you_choose(pool):
    card = pool["Dance to Loec"]
    assert card.runnable, card.why
    g = _game(pool, {"hand": [card.name], "resources": 20, "race": "High Elf"})
    dance = g.named("A", card.name, "hand")
    _tactic(g, card.name, [], answers=["quest"])
    assert g.cards("A", "quest.dev") == [dance] and g.cards("A", "discard") == [] and g.check() == []


def test_mineshaft_engineer_takes_one_revealed_card_at_random_and_discards_the_rest(pool):
    card = pool["Mineshaft Engineer"]
    assert card.runnable, card.why
    top = ["Drill Orc Boyz", "Drill Orc Archers", "Drill Orc Trolls", "Clan Rats", "Rat Ogres"]
    g = _game(pool, {"kingdom": [card.name], "deck": top + [FILLER] * 3})
    engineer = g.named("A", card.name, "kingdom")
    assert _resolve(g, card.name, engineer)
    hand = _names(g, "A", "hand")
    assert len(hand) == 1 and hand[0] in top and sorted(_names(g, "A", "discard") + hand) == sorted(top)
    assert _names(g, "A", "deck") == [FILLER] * 3
    ev = [e for e in g.s.log.events if e.kind == "to_hand"][-1]
    assert ev.data["at_random"] is True


def test_strollazs_banner_shuffles_the_top_unit_of_your_pile_in_and_puts_a_token_on_your_quest(pool):
    card = pool["Strollaz's Banner"]
    assert card.runnable, card.why
    g = _game(pool, {"quest": ["Drill Dwarf Warriors", {"card": card.name, "attached_to": "Drill Dwarf Warriors"},
                               "Infiltrate!", "Defend the Border"],
                     "discard": ["Drill Orc Boyz", "Drill Orc Archers", FILLER]})
    banner = g.named("A", card.name, "quest")
    border = g.named("A", "Defend the Border", "quest")
    assert _resolve(g, card.name, banner, answers=["Defend the Border"])
    assert _names(g, "A", "discard") == ["Drill Orc Boyz", FILLER] and len(g.cards("A", "deck")) == 11
    assert g.s.tokens.get(border) == 1 and g.check() == []

# ---- drawing from the bottom of the deck (abilities/bottom_draw.py) --------------------------------------------------
def test_numberless_graves_draws_the_bottom_card_of_your_deck(pool):
    assert pool["Numberless Graves"].runnable, pool["Numberless Graves"].why
    g = _game(pool, {"kingdom": ["Numberless Graves"], "deck": TOP + [FILLER] * 5 + ["Drill Chaos Knights"]})
    graves = g.named("A", "Numberless Graves", "kingdom")
    assert _resolve(g, "Numberless Graves", graves)
    assert _names(g, "A", "hand") == ["Drill Chaos Knights"] and _names(g, "A", "deck")[-1] == "Drill Orc Boyz"
    ev = [e for e in g.s.log.events if e.kind == "draw"][-1]
    assert ev.data["bottom"] is True and "core.effects.action" in ev.rules


# ---- returning cards of a kind from your discard pile, not targets (abilities/from_discard.py) ---------------------
def test_horrific_favour_returns_the_disease_card_you_choose_from_your_discard_pile(pool):
    assert pool["Horrific Favour"].runnable, pool["Horrific Favour"].why
    g = _game(pool, {"kingdom": ["Horrific Favour"],
                     "discard": ["Plague Bomb", "Drill Orc Boyz", "Effulgent Boils", "Necrotic Spasms"]})
    favour = g.named("A", "Horrific Favour", "kingdom")
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
                     "discard": ["Drill Orc Boyz", "Drill Orc Archers", "Eye of Sheerian", "Rat Ogres"]})
    shards = g.named("A", "Test Star Shards", "kingdom")
    assert _resolve(g, "Test Star Shards", shards)  # the pile's top is its last card: Trolls, then Archers
    assert sorted(_names(g, "A", "hand")) == ["Drill Orc Archers", "Rat Ogres"]
    assert _names(g, "A", "discard") == ["Drill Orc Boyz", "Eye of Sheerian"]
    g = _game(pool, {"kingdom": ["Horrific Favour"], "discard": ["Drill Orc Boyz"]})
    assert not _resolve(g, "Horrific Favour", g.named("A", "Horrific Favour", "kingdom"))
    assert _names(g, "A", "discard") == ["Drill Orc Boyz"] and g.cards("A", "hand") == []


# ---- into play out of a discard pile (abilities/pile_into_play.py) -------------------------------------------------
def _tactic(g, name, targets, answers=()):
    g.s.answers = list(answers)
    g.do(("tactic", g.named("A", name, "hand"), targets), "A")
    while g.s.step == "window" and not g.over:
        g.do(("pass",), g.to_act())


def test_a_slave_for_every_occasion_puts_an_opponents_unit_into_play_under_your_control(pool):
    import pytest
    from rulekeeper.kernel import IllegalAction
    card = pool["A Slave for Every Occasion"]
    assert card.runnable, card.why
    g = _game(pool, {"hand": [card.name], "resources": 9, "race": card.race},
              {"discard": ["Drill Orc Boyz", "Caradryan"]})
    boyz, hero = g.named("B", "Drill Orc Boyz", "discard"), g.named("B", "Caradryan", "discard")
    with pytest.raises(IllegalAction):  # a Hero is not a target of "non-Hero unit"
        g.do(("tactic", g.named("A", card.name, "hand"), [[hero]]), "A")
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
    old = g.named("B", "Drill Orc Archers", "discard")
    boyz = g.named("B", "Drill Orc Boyz", "kingdom")
    g.leave_play(boyz, "destroyed", ("test",))
    with pytest.raises(IllegalAction):  # in that pile since before this turn
        g.do(("tactic", g.named("A", card.name, "hand"), [[old]]), "A")
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


# ---- moves (abilities/moves.py) -----------------------------------------------------------------------------------
def test_werner_ludenhof_moves_onto_a_quest_you_control_and_quests_there(pool):
    card = pool["Werner Ludenhof"]
    assert card.runnable, card.why
    g = _game(pool, {"battlefield": [card.name], "quest": ["Infiltrate!", "Defend the Border",
                                                           {"card": "Drill Empire Militia", "questing_on": "Infiltrate!"}]})
    werner, border = g.named("A", card.name, "battlefield"), g.named("A", "Defend the Border", "quest")
    power = g.unit_power(werner)
    assert _resolve(g, card.name, werner)  # the one quest without a unit on it
    assert g.place(werner) == "quest" and g.s.questing[border] == werner
    assert g.unit_power(werner) == power + 2 and g.check() == []  # "While this unit is questing"
    assert not _resolve(g, card.name, werner)  # questing already: not moved


def test_will_of_the_electors_moves_developments_of_one_zone_together_to_another_zone_of_that_player(pool):
    card = pool["Will of the Electors"]
    assert card.runnable, card.why
    g = _game(pool, {"hand": [card.name], "resources": 20, "race": card.race},
              {"developments": {"kingdom": [FILLER, FILLER], "quest": [FILLER]}})
    k1, k2 = g.cards("B", "kingdom.dev")
    q1 = g.cards("B", "quest.dev")[0]
    _tactic(g, card.name, [[k1, q1]], answers=["battlefield"])  # q1 is not in the first one's zone: it stays
    assert g.cards("B", "battlefield.dev") == [k1] and g.cards("B", "quest.dev") == [q1]
    g = _game(pool, {"hand": [card.name], "resources": 20, "race": card.race},
              {"developments": {"kingdom": [FILLER, FILLER]}})
    k1, k2 = g.cards("B", "kingdom.dev")
    _tactic(g, card.name, [[k1, k2]], answers=["quest"])
    assert sorted(g.cards("B", "quest.dev")) == sorted([k1, k2]) and g.cards("B", "kingdom.dev") == []
    assert g.check() == []
