"""Constant permissions in combat (abilities/permissions.py): "Attached legend ... can defend any of your zones."
(Descendant of Gods), "Any unit questing on this card can defend any of your zones, when they are attacked."
(Protect the Empire), "This unit can attack or defend (from any zone) whenever a [Dark Elf] legend you control
attacks or defends." (Black Guards ...) and "Marauding Giant cannot attack or defend alone." (core.effects.constant,
core.combat.2, core.combat.3, clar.legends)."""

import pytest

from rulekeeper.games.invasion import IllegalAction, from_position
from rulekeeper.games.invasion.cards import card_from_entry

from invasion_tables import FILLER, table


def _legend(name, race):
    return card_from_entry({"name": name, "type": "Legend", "race": race, "cost": 3, "loyalty": 0, "power": 1,
                            "health": 4, "zone_power": [1, 2, 3]}, "test")


@pytest.fixture(scope="module")
def cards(pool):
    return {**pool, "Test Dark Lord": _legend("Test Dark Lord", "Dark Elf"), "Test Warboss": _legend("Test Warboss",
                                                                                                     "Orc")}


def _game(cards, a=None, b=None):
    return table(cards, a, b, phase="battlefield")


def _until(g, step):
    for _ in range(20):
        if g.s.step == step:
            return
        assert g.s.step == "window", g.s.step
        g.do(("pass",), g.to_act())
    raise AssertionError(f"never reached {step}")


def _attack(g, zone, attackers, legend=False):
    g.do(("attack", zone, True) if legend else ("attack", zone), "A")
    _until(g, "attackers")
    for a in attackers:
        g.do(("attacker", a), "A")
    g.do(("done",), "A")
    _until(g, "defenders")


@pytest.mark.parametrize("name", ["Descendant of Gods", "Protect the Empire", "Black Guards", "Da Immortulz",
                                  "Swords of Chaos", "Marauding Giant"])
def test_runnable(pool, name):
    assert pool[name].runnable, pool[name].why


def test_a_legend_with_descendant_of_gods_defends_any_zone_and_deals_its_icons_there(cards):
    g = _game(cards, {"battlefield": ["Drill Empire Spearmen"]},
              {"legend": {"card": "Test Dark Lord", "attachments": ["Descendant of Gods"]}})
    lord = g.named("B", "Test Dark Lord", "legend")
    assert g.unit_health(lord) == 8  # 4 printed, +4
    _attack(g, "quest", [g.named("A", "Drill Empire Spearmen", "battlefield")])
    assert ("defender", lord) in g.legal_actions("B")
    g.do(("defender", lord), "B")
    assert lord in g.s.combat.defenders
    from rulekeeper.games.invasion.legends import combat_power
    assert combat_power(g, lord) == 2  # its quest icons (zone_power [1, 2, 3])
    g.do(("done",), "B")
    assert g.check() == []


def test_descendant_of_gods_is_played_onto_a_legend_and_gives_it_4_hit_points(cards):
    g = from_position(cards, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 5, "resources": 9, "hand": ["Descendant of Gods"], "legend": "Test Dark Lord"},
        "B": {"deck": [FILLER] * 5}}})
    descendant, lord = g.named("A", "Descendant of Gods", "hand"), g.named("A", "Test Dark Lord", "legend")
    assert ("attach", descendant, lord) in g.legal_actions("A") and g.unit_health(lord) == 4
    g.do(("attach", descendant, lord), "A")
    assert g.s.attached[descendant] == lord and g.unit_health(lord) == 8 and g.check() == []


def test_a_legend_without_it_defends_no_zone(cards):
    g = _game(cards, {"battlefield": ["Drill Empire Spearmen"]}, {"legend": "Test Dark Lord"})
    lord = g.named("B", "Test Dark Lord", "legend")
    _attack(g, "quest", [g.named("A", "Drill Empire Spearmen", "battlefield")])
    assert ("defender", lord) not in g.legal_actions("B")
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:
        g.do(("defender", lord), "B")
    assert err.value.rule_id == "core.combat.3" and g.snapshot_text() == before


def test_the_unit_questing_on_protect_the_empire_defends_any_zone(cards):
    g = _game(cards, {"battlefield": ["Drill Empire Spearmen"]},
              {"quest": ["Protect the Empire", {"card": "Drill Empire Militia", "questing_on": "Protect the Empire"},
                         "Drill Empire Halberdiers"]})
    questing, other = g.named("B", "Drill Empire Militia", "quest"), g.named("B", "Drill Empire Halberdiers", "quest")
    _attack(g, "kingdom", [g.named("A", "Drill Empire Spearmen", "battlefield")])
    options = g.legal_actions("B")
    assert ("defender", questing) in options and ("defender", other) not in options
    with pytest.raises(IllegalAction):
        g.do(("defender", other), "B")  # not questing on it: only the attacked zone's units
    g.do(("defender", questing), "B")
    assert g.s.combat.defenders == [questing] and g.check() == []


def test_black_guards_attack_from_any_zone_once_their_legend_attacks(cards):
    g = _game(cards, {"kingdom": ["Black Guards"], "legend": "Test Dark Lord"}, {"kingdom": [FILLER]})
    guards, lord = g.named("A", "Black Guards", "kingdom"), g.named("A", "Test Dark Lord", "legend")
    g.do(("attack", "kingdom"), "A")
    _until(g, "attackers")
    assert ("attacker", guards) not in g.legal_actions("A")
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:
        g.do(("attacker", guards), "A")  # the legend is not attacking (yet)
    assert err.value.rule_id == "core.combat.2" and g.snapshot_text() == before
    g.do(("attacker", lord), "A")
    assert ("attacker", guards) in g.legal_actions("A")
    g.do(("attacker", guards), "A")
    g.do(("done",), "A")
    assert g.s.combat.attackers == [lord, guards] and g.check() == []


def test_black_guards_defend_any_zone_when_their_legend_is_attacked_not_for_a_legend_of_another_race(cards):
    g = _game(cards, {"battlefield": ["Drill Empire Spearmen"]},
              {"quest": ["Black Guards"], "legend": "Test Dark Lord"})
    guards = g.named("B", "Black Guards", "quest")
    _attack(g, "kingdom", [g.named("A", "Drill Empire Spearmen", "battlefield")], legend=True)
    g.do(("defender", guards), "B")
    g.do(("done",), "B")
    assert guards in g.s.combat.defenders and g.named("B", "Test Dark Lord", "legend") in g.s.combat.defenders
    g = _game(cards, {"battlefield": ["Drill Empire Spearmen"]}, {"quest": ["Black Guards"], "legend": "Test Warboss"})
    _attack(g, "kingdom", [g.named("A", "Drill Empire Spearmen", "battlefield")], legend=True)
    assert ("defender", g.named("B", "Black Guards", "quest")) not in g.legal_actions("B")  # an Orc legend
    g = _game(cards, {"battlefield": ["Drill Empire Spearmen"]},
              {"quest": ["Black Guards"], "legend": "Test Dark Lord"})
    _attack(g, "kingdom", [g.named("A", "Drill Empire Spearmen", "battlefield")])  # the zone, not the legend
    assert ("defender", g.named("B", "Black Guards", "quest")) not in g.legal_actions("B")


def test_marauding_giant_cannot_attack_or_defend_alone(cards):
    g = _game(cards, {"battlefield": ["Marauding Giant", "Drill Orc Boyz"]},
              {"battlefield": ["Marauding Giant", "Drill Orc Archers"]})
    giant, boyz = g.named("A", "Marauding Giant", "battlefield"), g.named("A", "Drill Orc Boyz", "battlefield")
    g.do(("attack", "battlefield"), "A")
    _until(g, "attackers")
    assert ("attacker", giant) not in g.legal_actions("A")
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:
        g.do(("attacker", giant), "A")
    assert err.value.rule_id == "core.effects.cannot" and "alone" in str(err.value) and g.snapshot_text() == before
    g.do(("attacker", boyz), "A")
    g.do(("attacker", giant), "A")
    g.do(("done",), "A")
    _until(g, "defenders")
    theirs, archers = g.named("B", "Marauding Giant", "battlefield"), g.named("B", "Drill Orc Archers", "battlefield")
    with pytest.raises(IllegalAction):
        g.do(("defender", theirs), "B")
    g.do(("defender", archers), "B")
    g.do(("defender", theirs), "B")
    g.do(("done",), "B")
    assert g.s.combat.defenders == [archers, theirs] and g.check() == []


def test_brave_volunteers_never_join_another_players_attack_in_a_two_player_game(cards):
    assert cards["Brave Volunteers"].runnable, cards["Brave Volunteers"].why
    g = _game(cards, {"battlefield": ["Drill Empire Spearmen"]}, {"battlefield": ["Brave Volunteers"]})
    volunteers = g.named("B", "Brave Volunteers", "battlefield")
    g.do(("attack", "kingdom"), "A")
    _until(g, "attackers")
    assert not [a for a in g.legal_actions("B") if a[0] == "attacker"]
    before = g.snapshot_text()
    with pytest.raises(IllegalAction):  # player B is the defending player: "if you are not defending" never holds
        g.do(("attacker", volunteers), "B")
    assert g.snapshot_text() == before


# ---- costs (abilities/play_restrictions.py) ------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["Ancient Vengeance", "Queek Headtaker"])
def test_cost_cards_runnable(pool, name):
    assert pool[name].runnable, pool[name].why


def test_ancient_vengeance_lowers_dwarf_units_played_into_its_zone_to_a_minimum_of_1(pool):
    from rulekeeper.games.invasion.capital import cost
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 5, "race": "Dwarf", "resources": 1, "kingdom": ["Ancient Vengeance"],
              "hand": ["Drill Dwarf Longbeards", "Drill Dwarf Warriors", "Drill Orc Boyz"]},
        "B": {"deck": [FILLER] * 5}}})
    longbeards = g.card(g.named("A", "Drill Dwarf Longbeards", "hand"))
    assert (cost(g, "A", longbeards, zone="kingdom"), cost(g, "A", longbeards, zone="quest")) == (1, 2)
    assert cost(g, "A", g.card(g.named("A", "Drill Dwarf Warriors", "hand")), zone="kingdom") == 1  # the minimum
    boyz = g.card(g.named("A", "Drill Orc Boyz", "hand"))
    assert cost(g, "A", boyz, zone="kingdom") == cost(g, "A", boyz, zone="quest")  # not a Dwarf unit
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:
        g.do(("play", g.named("A", "Drill Dwarf Longbeards", "hand"), "quest"), "A")
    assert err.value.rule_id == "core.cards.cost" and g.snapshot_text() == before
    g.do(("play", g.named("A", "Drill Dwarf Longbeards", "hand"), "kingdom"), "A")
    assert g.s.resources["A"] == 0 and g.place(g.named("A", "Drill Dwarf Longbeards", "kingdom")) == "kingdom"


def test_queek_headtaker_lowers_a_skaven_unit_to_0_with_another_copy_in_play(pool):
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 5, "resources": 0, "legend": "Queek Headtaker", "kingdom": ["Rat Ogres"],
              "hand": ["Rat Ogres", "Clan Rats"]},
        "B": {"deck": [FILLER] * 5, "kingdom": ["Clan Rats"]}}})
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:  # no Clan Rats of player A's in play (player B's don't count)
        g.do(("play", g.named("A", "Clan Rats", "hand"), "kingdom"), "A")
    assert err.value.rule_id == "core.cards.cost" and g.snapshot_text() == before
    g.do(("play", g.named("A", "Rat Ogres", "hand"), "quest"), "A")
    assert g.s.resources["A"] == 0 and len([c for c in g.in_play("A") if g.name(c) == "Rat Ogres"]) == 2


def test_burial_mound_lowers_the_first_card_played_from_the_discard_pile_each_turn(pool):
    from rulekeeper.games.invasion.capital import cost
    assert pool["Burial Mound"].runnable, pool["Burial Mound"].why
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 5, "resources": 3, "race": "Orc", "kingdom": ["Burial Mound"],
              "discard": ["Skeletal Horde", "Skeletal Horde"], "hand": ["Skeletal Horde"]},
        "B": {"deck": [FILLER] * 5}}})
    horde = g.card(g.named("A", "Skeletal Horde", "hand"))
    printed = pool["Skeletal Horde"].cost
    assert cost(g, "A", horde, source="hand") == printed and cost(g, "A", horde, source="discard") == printed - 1
    g.do(("play", g.named("A", "Skeletal Horde", "discard"), "kingdom"), "A")
    assert g.s.resources["A"] == 3 - (printed - 1)
    assert cost(g, "A", horde, source="discard") == printed  # the first one each turn only
    g.s.resources["A"] = printed - 1  # enough for the first card from the pile, not for the second
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:
        g.do(("play", g.named("A", "Skeletal Horde", "discard"), "kingdom"), "A")
    assert err.value.rule_id == "core.cards.cost" and g.snapshot_text() == before


# ---- a card's own discard pile, and no cards left (abilities/own_pile.py) -----------------------------------------
VLAD = "Count Vlad Von Carstein"


def test_count_vlad_is_played_from_the_discard_pile_as_from_the_hand(pool):
    assert pool[VLAD].runnable, pool[VLAD].why
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 5, "resources": pool[VLAD].cost, "discard": [VLAD, "Drill Orc Boyz"]},
        "B": {"deck": [FILLER] * 5, "discard": [VLAD]}}})
    vlad, boyz = g.named("A", VLAD, "discard"), g.named("A", "Drill Orc Boyz", "discard")
    options = g.legal_actions("A")
    assert ("play", vlad, "legend") in options and not [a for a in options if a[:2] == ("play", boyz)]
    g.do(("play", vlad, "legend"), "A")
    assert g.place(vlad) == "legend" and g.s.resources["A"] == 0
    assert [e for e in g.s.log.events if e.kind == "play"][-1].data.get("from") == "discard"
    before = g.snapshot_text()
    with pytest.raises(IllegalAction):  # not from an opponent's discard pile
        g.do(("play", g.named("B", VLAD, "discard"), "legend"), "A")
    assert g.snapshot_text() == before


def test_count_vlad_wins_instead_of_losing_with_no_cards_in_hand_and_deck(pool):
    from rulekeeper.games.invasion.abilities.cards_moving import deck_emptied

    def run(legend, hand):
        g = from_position(pool, {"active": "A", "phase": "capital", "players": {
            "A": {"deck": [], "hand": hand, **({"legend": legend} if legend else {})},
            "B": {"deck": [FILLER] * 5}}})
        deck_emptied(g, "A")
        return g

    g = run(VLAD, [])
    assert g.s.winner == "A" and [e for e in g.s.log.events if e.kind == "win"][-1].data.get("instead_of_losing")
    assert run(VLAD, [FILLER]).s.winner == "B"  # a card in hand: the empty deck eliminates
    assert run(None, []).s.winner == "B"


def test_wildwood_grove_develops_its_zone_from_the_discard_pile(pool):
    grove = "Wildwood Grove"
    assert pool[grove].runnable, pool[grove].why
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 5, "kingdom": [grove], "discard": ["Drill Orc Boyz", "Drill Orc Archers"]},
        "B": {"deck": [FILLER] * 5}}})
    boyz, archers = g.named("A", "Drill Orc Boyz", "discard"), g.named("A", "Drill Orc Archers", "discard")
    options = g.legal_actions("A")
    assert ("develop", boyz, "kingdom") in options and ("develop", boyz, "quest") not in options
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:  # into another zone: only as from the hand, and it is not there
        g.do(("develop", boyz, "quest"), "A")
    assert err.value.rule_id == "core.turn.3" and g.snapshot_text() == before
    g.do(("develop", boyz, "kingdom"), "A")
    assert g.place(boyz) == "kingdom.dev" and g.developments("A", "kingdom") == 1
    with pytest.raises(IllegalAction) as err:  # one development per turn all the same
        g.do(("develop", archers, "kingdom"), "A")
    assert err.value.rule_id == "core.cards.developments" and g.check() == []


def test_arcane_orrery_one_card_of_each_title_each_turn(pool):
    orrery = "Arcane Orrery"
    assert pool[orrery].runnable, pool[orrery].why
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 5, "resources": 9, "race": "Orc",
              "hand": ["Drill Orc Boyz", "Drill Orc Boyz", "Drill Orc Archers"]},
        "B": {"deck": [FILLER] * 5, "kingdom": [orrery]}}})  # the opponent's: "each player"
    g.do(("play", g.named("A", "Drill Orc Boyz", "hand"), "kingdom"), "A")
    second = g.named("A", "Drill Orc Boyz", "hand")
    assert not [a for a in g.legal_actions("A") if a[:2] == ("play", second)]
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:
        g.do(("play", second, "quest"), "A")
    assert err.value.rule_id == "core.effects.cannot" and orrery in str(err.value) and g.snapshot_text() == before
    g.do(("play", g.named("A", "Drill Orc Archers", "hand"), "kingdom"), "A")  # another title
    assert g.check() == []
    free = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 5, "resources": 9, "race": "Orc", "hand": ["Drill Orc Boyz", "Drill Orc Boyz"]},
        "B": {"deck": [FILLER] * 5}}})
    free.do(("play", free.named("A", "Drill Orc Boyz", "hand"), "kingdom"), "A")
    free.do(("play", free.named("A", "Drill Orc Boyz", "hand"), "kingdom"), "A")  # no Orrery: no limit


def test_mortis_engine_plays_an_opponents_discarded_unit_by_necromancy_ignoring_loyalty(pool):
    from rulekeeper.games.invasion.abilities.necromancy import at_end
    mortis, spearmen = "Mortis Engine", "Drill Empire Spearmen"  # cost 3, 1 loyalty
    assert pool[mortis].runnable, pool[mortis].why

    def game(with_engine):
        return from_position(pool, {"active": "A", "phase": "capital", "players": {
            "A": {"deck": [FILLER] * 5, "resources": 3, "race": "Orc", "kingdom": [mortis] if with_engine else []},
            "B": {"deck": [FILLER] * 5, "discard": [spearmen]}}})

    g = game(True)
    unit = g.named("B", spearmen, "discard")
    assert ("play", unit, "kingdom") in g.legal_actions("A")
    g.do(("play", unit, "kingdom"), "A")
    assert g.s.zones.where[unit] == "A.kingdom" and g.s.owner[unit] == "B" and g.s.resources["A"] == 0
    assert any(e.kind == "necromancy" for e in g.s.log.events)
    at_end(g)  # the end of the turn: to the bottom of its owner's deck
    assert g.s.zones.where[unit] == "B.deck" and g.cards("B", "deck")[0] == unit and g.check() == []
    g = game(False)
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:
        g.do(("play", g.named("B", spearmen, "discard"), "kingdom"), "A")
    assert err.value.rule_id == "core.turn.3" and g.snapshot_text() == before


# ---- "While ..., you may ... at the beginning of your turn." (abilities/turn_may.py) -------------------------------
WAKE = "Wake the Dragons"


def _wake(pool, tokens, answers=()):
    g = from_position(pool, {"active": "A", "phase": "beginning", "players": {
        "A": {"deck": [FILLER] * 5, "race": "High Elf",
              "quest": [{"card": WAKE, "tokens": tokens}, {"card": "Drill High Elf Spearmen", "questing_on": WAKE}],
              "discard": ["Drill High Elf Silver Helms", "Drill Orc Black Orcs Drill", "Drill High Elf Archers"]},
        "B": {"deck": [FILLER] * 5}}})
    g.s.answers.extend(answers)
    g.begin_turn()
    assert g.check() == []
    return [g.name(c) for c in g.cards("A", "hand")]


def test_wake_the_dragons_returns_a_high_elf_card_of_cost_3_or_more_at_the_beginning_of_the_turn(pool):
    assert pool[WAKE].runnable, pool[WAKE].why
    assert "Drill High Elf Silver Helms" in _wake(pool, 3)  # the only [High Elf] card with cost 3 or higher
    hand = _wake(pool, 3, answers=["no"])  # "you may": declined
    assert "Drill High Elf Silver Helms" not in hand
    assert "Drill High Elf Silver Helms" not in _wake(pool, 1)  # fewer than 3 resources on it (1 + this turn's 1)
