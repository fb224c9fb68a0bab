"""Effects that move cards between piles and zones (abilities/cards_moving.py), run from real corpus cards'
text: discarding, developments from the top of the deck, taking resources, looking at and revealing."""

from pathlib import Path

import pytest

from rulekeeper import paths
from rulekeeper.games.invasion import load_cards
from rulekeeper.games.invasion.cards import card_from_entry

from invasion_tables import FILLER, table

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "invasion-cards.json"  # beside the checkout


@pytest.fixture(scope="module")
def pool():
    if not CORPUS.exists():
        pytest.skip("the Invasion card corpus is not available")
    skinks = card_from_entry({"name": "Test Skinks", "type": "Unit", "race": "Neutral", "traits": "Lizardmen.",
                              "cost": 2, "power": 1, "health": 1, "text": ""}, "test")
    big = card_from_entry({"name": "Test Big Skinks", "type": "Unit", "race": "Neutral", "traits": "Lizardmen.",
                           "cost": 5, "power": 1, "health": 1, "text": ""}, "test")
    return {**load_cards(CORPUS), **load_cards(paths.spec_dir("invasion") / "drill-cards.yaml"),
            skinks.name: skinks, big.name: big}


def _game(pool, a=None, b=None, **position):
    return table(pool, a, b, **position)


def _names(g, p, place):
    return [g.name(c) for c in g.cards(p, place)]


def _resolve(g):
    """Both players pass until the chain has resolved and the window is closed."""
    while g.s.step == "window" and not g.over:
        g.do(("pass",), g.to_act())


def _play_tactic(g, p, name, targets=(), answers=()):
    g.s.answers = list(answers)
    g.do(("tactic", g.named(p, name, "hand"), [list(t) for t in targets]), p)
    _resolve(g)


def _events(g, kind):
    return [e for e in g.s.log.events if e.kind == kind]


def test_the_cards_this_module_makes_runnable(pool):
    for name in ("Entropy", "Bladewind", "Hag Queen", "Crimson Brides", "Will of Tzeentch", "Dwarf Masons",
                 "Wake the Mountain", "Hate", "Dark Elf Infiltrator", "Second Sight", "Watchtower", "Scroll of Asur"):
        assert pool[name].runnable, (name, pool[name].why)


def test_discarding_the_top_of_target_players_deck(pool):
    g = _game(pool, {"hand": ["Entropy", "Entropy"], "resources": 9},
              {"deck": ["Drill Dwarf Longbeards", "Drill Orc Boyz", FILLER]})
    _play_tactic(g, "A", "Entropy")  # no answer: the opponent's deck
    assert sorted(_names(g, "B", "discard")) == ["Drill Dwarf Longbeards", "Drill Orc Boyz"]
    assert len(g.cards("B", "deck")) == 1 and len(g.cards("A", "discard")) == 1  # the tactic itself
    _play_tactic(g, "A", "Entropy", answers=["player A"])  # the player chooses themself
    assert len(g.cards("A", "deck")) == 8 and len(g.cards("B", "deck")) == 1
    assert [e.data["chosen"] for e in _events(g, "choose_player")] == ["B", "A"]
    assert g.check() == []


def test_discarding_the_last_cards_of_a_deck_eliminates_its_player(pool):
    g = _game(pool, {"hand": ["Entropy"], "resources": 9}, {"deck": [FILLER, FILLER]})
    _play_tactic(g, "A", "Entropy")
    assert g.s.winner == "A" and g.s.reason == "core.players.decking-out"


def test_a_target_opponent_discards_the_card_they_choose_then_you_draw(pool):
    g = _game(pool, {"hand": ["Bladewind"], "resources": 9},
              {"hand": ["Drill Orc Boyz", "Drill Dwarf Longbeards"]})
    _play_tactic(g, "A", "Bladewind", answers=["Drill Dwarf Longbeards"])
    assert _names(g, "B", "hand") == ["Drill Orc Boyz"] and _names(g, "B", "discard") == ["Drill Dwarf Longbeards"]
    assert len(g.cards("A", "hand")) == 1  # "Then, draw a card"
    g = _game(pool, {"hand": ["Bladewind"], "resources": 9})  # nothing to discard: the "Then" does not happen
    _play_tactic(g, "A", "Bladewind")
    assert g.cards("A", "hand") == [] and _events(g, "then_skipped")


def test_a_card_at_random_from_the_opponents_hand(pool):
    g = _game(pool, {"kingdom": ["Hag Queen"]}, {"hand": ["Drill Orc Boyz", "Drill Dwarf Longbeards", FILLER]})
    queen = g.named("A", "Hag Queen", "kingdom")
    g.do(("action", queen, 0, []), "A")
    _resolve(g)
    assert queen in g.s.corrupted and len(g.cards("B", "hand")) == 2 and len(g.cards("B", "discard")) == 1
    assert g.s.damage.get(queen) == 1  # "Then, this unit takes 1 damage"


def test_each_player_discards_their_hand_and_draws_three(pool):
    g = _game(pool, {"hand": ["Will of Tzeentch", "Drill Orc Boyz"], "resources": 9},
              {"hand": ["Drill Dwarf Longbeards"] * 4})
    _play_tactic(g, "A", "Will of Tzeentch")
    assert len(g.cards("A", "hand")) == 3 and len(g.cards("B", "hand")) == 3
    assert _names(g, "B", "discard") == ["Drill Dwarf Longbeards"] * 4
    assert "Drill Orc Boyz" in _names(g, "A", "discard")


def test_a_forced_effect_puts_the_top_card_of_your_deck_into_this_zone_as_a_development(pool):
    g = _game(pool, {"hand": ["Dwarf Masons"], "resources": 9, "race": "Dwarf"})
    before = g.hit_points("A", "quest")
    g.do(("play", g.named("A", "Dwarf Masons", "hand"), "quest"), "A")
    _resolve(g)
    assert len(g.cards("A", "quest.dev")) == 1 and len(g.cards("A", "deck")) == 9
    assert g.hit_points("A", "quest") == before + 1
    assert not g.s.developed  # not the turn's development: one may still be played from hand
    ev = _events(g, "develop")[-1]
    assert ev.data["zone"] == "quest" and "name" not in ev.data  # face down: not named
    assert g.check() == []


def test_three_developments_into_the_zone_the_player_chooses(pool):
    g = _game(pool, {"hand": ["Wake the Mountain"], "resources": 9, "race": "Dwarf"})
    _play_tactic(g, "A", "Wake the Mountain", answers=["kingdom"])
    assert len(g.cards("A", "kingdom.dev")) == 3 and not g.cards("A", "battlefield.dev")
    g = _game(pool, {"hand": ["Wake the Mountain"], "resources": 9, "race": "Dwarf"})
    _play_tactic(g, "A", "Wake the Mountain")  # no answer: the first zone the text names
    assert len(g.cards("A", "battlefield.dev")) == 3


def test_taking_resources_from_the_opponent(pool):
    g = _game(pool, {"hand": ["Hate"], "resources": 9}, {"resources": 3})
    _play_tactic(g, "A", "Hate")
    paid = _events(g, "play_tactic")[-1].data["paid"]
    assert g.s.resources == {"A": 9 - paid + 1, "B": 2}
    g = _game(pool, {"hand": ["Dark Elf Infiltrator"], "resources": 9, "race": "Dark Elf"}, {"resources": 1})
    g.do(("play", g.named("A", "Dark Elf Infiltrator", "hand"), "kingdom"), "A")
    _resolve(g)
    infiltrator = g.named("A", "Dark Elf Infiltrator", "kingdom")
    paid = 9 - g.s.resources["A"]
    g.do(("action", infiltrator, 0, []), "A")  # its trigger condition was met: it may be triggered
    _resolve(g)
    assert g.s.resources == {"A": 9 - paid + 1, "B": 0}  # up to 2: B had only 1


def test_looking_at_a_hand_shows_it_to_the_controller_only(pool):
    g = _game(pool, {"hand": ["Second Sight"], "resources": 9}, {"hand": ["Drill Orc Boyz"]})
    _play_tactic(g, "A", "Second Sight")
    look = _events(g, "look_at")[-1]
    assert look.data["cards"] == ["Drill Orc Boyz"] and look.data["seen_by"] == ["A"]
    assert len(g.cards("A", "hand")) == 1  # then, draw a card
    assert g.view("A")["players"]["B"]["hand"] == 1  # hands stay hidden in the views
    g = _game(pool, {"kingdom": ["Watchtower"]}, {"hand": ["Drill Orc Boyz"]})
    tower = g.named("A", "Watchtower", "kingdom")
    g.s.ready.append(f"{tower}:1")  # its trigger: the beginning of A's turn
    g.do(("action", tower, 1, []), "A")
    _resolve(g)
    reveal = _events(g, "reveal")[-1]
    assert reveal.data["cards"] == ["Drill Orc Boyz"] and reveal.data["seen_by"] == ["A", "B"]


def test_looking_at_the_top_of_your_deck_and_putting_it_back_in_any_order(pool):
    deck = ["Drill Orc Boyz", "Drill Dwarf Longbeards", FILLER, FILLER, FILLER, "Hate"]
    g = _game(pool, {"hand": ["Scroll of Asur"], "resources": 9, "deck": deck})
    _play_tactic(g, "A", "Scroll of Asur", answers=["Drill Dwarf Longbeards", "Drill Orc Boyz"])
    top = [g.name(c) for c in reversed(g.cards("A", "deck"))]
    assert top == ["Drill Dwarf Longbeards", "Drill Orc Boyz", FILLER, FILLER, FILLER, "Hate"]
    assert _events(g, "look_at")[-1].data["seen_by"] == ["A"]


def test_shapes_still_refused(pool):
    engineer = pool["Reckless Engineer"]  # a revealed card put into play with "put it into play": not read yet
    assert not engineer.runnable and "putting into play a card other than one searched for" in engineer.why
    dev = card_from_entry({"name": "X", "type": "Tactic", "cost": 0,  # no zone named: one of yours (test_invasion_selection)
                           "text": "Action: Put the top card of your deck into an opponent's kingdom facedown as a "
                                   "development."}, "t")
    assert not dev.runnable and "developments into a place" in dev.why


# ---- moving units, developments, damage (abilities/moves.py) -----------------------------------------------------
def test_moving_this_unit_to_the_zone_its_player_chooses(pool):
    g = _game(pool, {"kingdom": ["Pistoliers"], "resources": 2})
    pist = g.named("A", "Pistoliers", "kingdom")
    g.s.answers = ["battlefield"]
    g.do(("action", pist, 0, []), "A")
    _resolve(g)
    assert g.place(pist) == "battlefield" and g.s.resources["A"] == 1
    g.do(("action", pist, 0, []), "A")  # no answer: the first other zone
    _resolve(g)
    assert g.place(pist) == "kingdom" and g.check() == []


def test_moving_a_target_unit_to_another_zone_of_the_same_player(pool):
    g = _game(pool, {"hand": ["Forced March"], "resources": 9}, {"quest": ["Drill Orc Boyz"]})
    boyz = g.named("B", "Drill Orc Boyz", "quest")
    _play_tactic(g, "A", "Forced March", [[boyz]], answers=["battlefield"])
    assert g.s.zones.where[boyz] == "B.battlefield"  # never into an opponent's zone (misc.moving-cards)


def test_moving_a_unit_you_control_to_this_zone(pool):
    g = _game(pool, {"quest": ["Rally Point"], "kingdom": ["Drill Dwarf Longbeards"]})
    rally, beards = g.named("A", "Rally Point", "quest"), g.named("A", "Drill Dwarf Longbeards", "kingdom")
    g.s.ready.append(f"{rally}:0")  # its trigger: the beginning of A's turn
    g.do(("action", rally, 0, [[beards]]), "A")
    _resolve(g)
    assert g.place(beards) == "quest"


def test_moving_a_development_takes_its_hit_point_with_it(pool):
    g = _game(pool, {"kingdom": ["Priest of Verena"]},
              {"developments": {"quest": [FILLER, FILLER]}, "damage": {"quest": 9}})
    priest = g.named("A", "Priest of Verena", "kingdom")
    dev = g.cards("B", "quest.dev")[0]
    assert g.hit_points("B", "quest") == 10
    g.s.ready.append(f"{priest}:0")
    g.s.answers = ["kingdom"]
    g.do(("action", priest, 0, [[dev]]), "A")
    _resolve(g)
    assert g.s.zones.where[dev] == "B.kingdom.dev" and g.hit_points("B", "quest") == 9
    assert "B.quest" in g.s.burned  # 9 damage, 9 hit points: it burns at once
    assert g.check() == []


def test_moving_damage_from_one_target_unit_to_another(pool):
    g = _game(pool, {"hand": ["Douse the Flames"], "resources": 9,
                     "kingdom": [{"card": "Drill Dwarf Ironbreakers Drill", "damage": 2}]},
              {"kingdom": ["Drill Dwarf Miners"]})
    beards, boyz = g.named("A", "Drill Dwarf Ironbreakers Drill", "kingdom"), g.named("B", "Drill Dwarf Miners", "kingdom")
    _play_tactic(g, "A", "Douse the Flames", [[beards], [boyz]])
    assert g.s.damage.get(beards) == 1 and g.s.damage.get(boyz) == 1


def test_damage_then_the_damaged_unit_moves(pool):
    g = _game(pool, {"battlefield": ["Helstorm Rocket Battery"], "resources": 3},
              {"kingdom": ["Drill Dwarf Longbeards"]})
    battery, beards = g.named("A", "Helstorm Rocket Battery", "battlefield"), \
        g.named("B", "Drill Dwarf Longbeards", "kingdom")
    from rulekeeper.games.invasion.state import Combat
    g.s.combat = Combat(target="kingdom", attackers=[beards])  # stands for an attacking unit
    g.do(("action", battery, 0, [[beards]]), "A")
    _resolve(g)
    assert g.s.damage.get(beards) == 1 and g.place(beards) == "quest"


def test_a_target_from_the_defending_zone(pool):
    from rulekeeper.games.invasion.abilities.moves import InDefendingZone
    from rulekeeper.games.invasion.abilities.objects import Selector
    from rulekeeper.games.invasion.state import Combat
    g = _game(pool, {"battlefield": ["Wilhelm of the Osterknacht"]},
              {"kingdom": ["Drill Orc Boyz"], "quest": ["Drill Dwarf Longbeards"]})
    sel = InDefendingZone(Selector("unit", "target"))
    wilhelm = g.named("A", "Wilhelm of the Osterknacht", "battlefield")
    assert sel.all(g, "A", wilhelm) == []  # no attack: no defending zone
    g.s.combat = Combat(target="quest", attackers=[wilhelm])
    assert [g.name(c) for c in sel.all(g, "A", wilhelm)] == ["Drill Dwarf Longbeards"]
    assert pool["Wilhelm of the Osterknacht"].runnable
    assert not pool["Stubborn Refusal"].runnable  # "in any player's corresponding zone": not read yet


# ---- costs of discarding (program.cost_parts, cards_moving.pay_discard) -------------------------------------------
def test_a_cost_of_discarding_the_top_card_of_your_deck(pool):
    g = _game(pool, {"quest": ["Tower of Oblivion"], "deck": ["Drill Orc Boyz", FILLER]},
              {"kingdom": ["Drill Dwarf Longbeards"]})
    tower, beards = g.named("A", "Tower of Oblivion", "quest"), g.named("B", "Drill Dwarf Longbeards", "kingdom")
    power = g.unit_power(beards)
    g.do(("action", tower, 0, [[beards]]), "A")
    assert _names(g, "A", "discard") == ["Drill Orc Boyz"]  # paid when triggered (timing.C.2)
    _resolve(g)
    assert g.unit_power(beards) == max(0, power - 1) and g.s.tokens.get(tower) == 1


def test_a_discarding_cost_that_cant_be_paid_is_refused_and_changes_nothing(pool):
    from rulekeeper.games.invasion import IllegalAction
    g = _game(pool, {"quest": ["Tower of Oblivion"], "deck": []}, {"kingdom": ["Drill Dwarf Longbeards"]})
    tower, beards = g.named("A", "Tower of Oblivion", "quest"), g.named("B", "Drill Dwarf Longbeards", "kingdom")
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as exc:
        g.do(("action", tower, 0, [[beards]]), "A")
    assert exc.value.rule_id == "timing.C.2" and g.snapshot_text() == before
    g = _game(pool, {"kingdom": ["Carroburg Cutthroats"], "hand": ["Drill Orc Boyz"]}, {"resources": 2})
    cut = g.named("A", "Carroburg Cutthroats", "kingdom")
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as exc:  # "Discard a quest from your hand": no quest in hand
        g.do(("action", cut, 0, []), "A")
    assert exc.value.rule_id == "timing.C.2" and g.snapshot_text() == before


def test_a_cost_of_discarding_a_quest_from_your_hand(pool):
    g = _game(pool, {"kingdom": ["Carroburg Cutthroats"], "hand": ["Drill Orc Boyz", "Defend the Border",
                                                                  "A Glorious Death"]}, {"resources": 2})
    cut = g.named("A", "Carroburg Cutthroats", "kingdom")
    g.s.answers = ["A Glorious Death"]  # the player names the quest discarded
    g.do(("action", cut, 0, []), "A")
    _resolve(g)
    assert _names(g, "A", "discard") == ["A Glorious Death"]
    assert g.s.resources == {"A": 1, "B": 1}


# ---- searching (abilities/search.py) and putting into play (abilities/into_play.py) ----------------------------
def test_searching_for_a_card_of_a_trait_revealing_it_and_putting_it_into_your_hand(pool):
    deck = [FILLER, "Drill Orc Boyz", "Judgement of Verena", FILLER, FILLER, "Master Rune of Valaya"]
    g = _game(pool, {"hand": ["Valorous Mage"], "resources": 9, "race": "High Elf", "deck": deck})
    g.do(("play", g.named("A", "Valorous Mage", "hand"), "kingdom"), "A")
    _resolve(g)
    mage = g.named("A", "Valorous Mage", "kingdom")
    g.do(("action", mage, 0, []), "A")
    _resolve(g)
    assert _names(g, "A", "hand") == ["Judgement of Verena"]  # the first Spell card of the top five
    reveal = _events(g, "reveal")[-1]
    assert reveal.data["cards"] == ["Judgement of Verena"] and reveal.data["seen_by"] == ["A", "B"]
    assert _events(g, "shuffle") and "Master Rune of Valaya" in _names(g, "A", "deck")  # 6th card: not searched


def test_searching_for_up_to_two_and_for_any_number(pool):
    deck = ["Mountain Barracks", "Drill Orc Boyz", "Ancestral Tomb", "Mountain Barracks", FILLER]
    g = _game(pool, {"hand": ["Building Plans"], "resources": 9, "race": "Dwarf", "deck": deck})
    _play_tactic(g, "A", "Building Plans", answers=["Ancestral Tomb", "Mountain Barracks"])
    assert sorted(_names(g, "A", "hand")) == ["Ancestral Tomb", "Mountain Barracks"]
    assert _names(g, "A", "deck").count("Mountain Barracks") == 1
    assert not pool["Building Plans"].why and not pool["Runesmith Apprentice"].why


def test_scout_camp_lets_its_player_search_an_additional_card(pool):
    # "Kingdom. Whenever you search your deck, you may search an additional card." (trigger_searches.py)
    assert pool["Scout Camp"].runnable, pool["Scout Camp"].why
    deck = [FILLER, FILLER, FILLER, FILLER, FILLER, "Master Rune of Valaya"]  # the sixth card from the top
    g = _game(pool, {"hand": ["Dark Visions"], "resources": 9, "race": "Dark Elf", "deck": deck,
                     "kingdom": ["Scout Camp"]})
    _play_tactic(g, "A", "Dark Visions", answers=["Master Rune of Valaya"])
    assert _events(g, "search")[-1].data["looked_at"] == 6 and "Master Rune of Valaya" in _names(g, "A", "hand")
    elsewhere = _game(pool, {"hand": ["Dark Visions"], "resources": 9, "race": "Dark Elf", "deck": deck,
                             "quest": ["Scout Camp"]})  # "Kingdom.": only from its kingdom
    _play_tactic(elsewhere, "A", "Dark Visions", answers=["Master Rune of Valaya"])
    assert _events(elsewhere, "search")[-1].data["looked_at"] == 5
    assert "Master Rune of Valaya" not in _names(elsewhere, "A", "hand")
    declined = _game(pool, {"hand": ["Dark Visions"], "resources": 9, "race": "Dark Elf", "deck": deck,
                            "kingdom": ["Scout Camp"]})
    _play_tactic(declined, "A", "Dark Visions", answers=["no"])  # "you may": declined
    assert _events(declined, "search")[-1].data["looked_at"] == 5


def test_searching_then_putting_the_card_found_into_play(pool):
    deck = ["Test Big Skinks", "Test Skinks", FILLER]
    g = _game(pool, {"hand": ["Blessed Spawning"], "resources": 9, "race": "High Elf", "deck": deck})
    _play_tactic(g, "A", "Blessed Spawning", answers=["battlefield"])
    assert _names(g, "A", "battlefield") == ["Test Skinks"]  # printed cost 4 or less: not the big one
    assert _events(g, "put_into_play")[-1].data["source"] == "deck"


def test_putting_a_card_into_play_from_your_hand_in_your_battlefield(pool):
    g = _game(pool, {"hand": ["Grudge Keeper", "Drill Orc Boyz", "Mountain Barracks"], "resources": 9,
                     "race": "Dwarf"})
    g.do(("play", g.named("A", "Grudge Keeper", "hand"), "battlefield"), "A")
    _resolve(g)
    keeper = g.named("A", "Grudge Keeper", "battlefield")
    left = g.s.resources["A"]
    g.do(("action", keeper, 0, []), "A")
    _resolve(g)
    assert "Mountain Barracks" in _names(g, "A", "battlefield") and g.s.resources["A"] == left  # no cost


def test_a_unit_put_into_play_enters_play_and_its_forced_effect_triggers(pool):
    g = _game(pool, {"hand": ["Call for Reserves", "Dwarf Masons"], "resources": 9, "race": "Dwarf",
                     "kingdom": ["Drill Dwarf Longbeards"]})
    beards = g.named("A", "Drill Dwarf Longbeards", "kingdom")
    _play_tactic(g, "A", "Call for Reserves", [[beards]], answers=["Dwarf Masons", "quest"])
    assert g.place(beards) == "hand" and _names(g, "A", "quest") == ["Dwarf Masons"]
    assert len(g.cards("A", "quest.dev")) == 1  # "When this unit enters play": put into play is entering play
    assert g.check() == []


def test_put_into_play_shapes_still_refused(pool):
    legend = card_from_entry({"name": "Test Legend Seeker", "type": "Unit", "race": "Neutral", "cost": 1, "power": 1,
                              "health": 1, "text": "Action: Search the top 5 cards of your deck for a legend and put "
                                                   "it into play. Shuffle your deck."}, "test")
    assert "quest or a legend" in legend.why  # legends are not put into play yet (a quest found is: Ellyrian Patron)
    # a target in the discard pile: only "that entered your discard pile this turn" runs (reviving.py, faq.4)
    assert pool["Stand Your Ground"].runnable


# ---- a capital as the place damaged or healed (abilities/capitals.py) ----------------------------------------------
def test_damage_to_target_capital_in_the_section_the_player_chooses(pool):
    g = _game(pool, {"kingdom": ["Marauder Chieftain"]})
    chief = g.named("A", "Marauder Chieftain", "kingdom")
    g.s.ready.append(f"{chief}:0")  # its trigger: the beginning of A's turn
    g.s.answers = ["B", "quest"]
    g.do(("action", chief, 0, []), "A")
    _resolve(g)
    assert g.s.zone_damage["B.quest"] == 1 and g.s.zone_damage["B.kingdom"] == 0


def test_damage_to_your_own_capital_split_between_sections(pool):
    g = _game(pool, {"kingdom": ["Temple of Vaul"]})
    from rulekeeper.games.invasion.abilities import run
    g.s.answers = ["quest", "battlefield"]
    temple = g.named("A", "Temple of Vaul", "kingdom")
    index, ab = pool["Temple of Vaul"].program.forced[0][:2]
    run.effects.run(ab.effect, run.Resolution(g, "A", temple, "Temple of Vaul", ab.effect, []))
    assert g.s.zone_damage["A.quest"] == 1 and g.s.zone_damage["A.battlefield"] == 1


def test_healing_your_capital_heals_a_section_not_burned(pool):
    g = _game(pool, {"kingdom": ["Keystone Forge"], "damage": {"kingdom": 2, "quest": 8}, "burned": ["quest"]})
    from rulekeeper.games.invasion.abilities import run
    forge = g.named("A", "Keystone Forge", "kingdom")
    ab = pool["Keystone Forge"].program.forced[0][1]
    assert run.effects.run(ab.effect, run.Resolution(g, "A", forge, "Keystone Forge", ab.effect, []))
    assert g.s.zone_damage["A.kingdom"] == 1 and g.s.zone_damage["A.quest"] == 8


def test_a_unit_put_into_play_then_damage_to_a_section_of_your_capital(pool):
    g = _game(pool, {"hand": ["Mork's Teef Ritual", "Drill Orc Boyz"], "resources": 9, "race": "Orc",
                     "kingdom": ["Drill Orc Boyz"]})
    boyz = g.named("A", "Drill Orc Boyz", "kingdom")
    g.s.answers = ["battlefield", "kingdom"]
    g.do(("tactic", g.named("A", "Mork's Teef Ritual", "hand"), [], [boyz]), "A")
    _resolve(g)
    assert g.place(boyz) == "discard" and _names(g, "A", "battlefield") == ["Drill Orc Boyz"]
    assert g.s.zone_damage["A.kingdom"] == 3


def test_searching_the_whole_deck_and_putting_the_card_found_on_top(pool):
    deck = [FILLER, "Drill Orc Boyz", FILLER, FILLER, FILLER, FILLER, "Savage Marauders", FILLER]
    g = _game(pool, {"hand": ["Necrodomo's Prophecy"], "resources": 9, "race": "Chaos", "deck": deck,
                     "kingdom": ["Drill Orc Boyz"]})
    boyz = g.named("A", "Drill Orc Boyz", "kingdom")
    g.do(("tactic", g.named("A", "Necrodomo's Prophecy", "hand"), [], [boyz]), "A")
    _resolve(g)
    assert g.name(g.cards("A", "deck")[-1]) == "Savage Marauders"  # a [Chaos] card, 7th from the top
    assert _events(g, "reveal")[-1].data["seen_by"] == ["A", "B"]


def test_a_random_card_of_the_defending_players_hand_becomes_a_development_of_the_defending_zone(pool):
    from rulekeeper.games.invasion.state import Combat
    g = _game(pool, {"battlefield": ["Beastlord Rakarth"]}, {"hand": ["Drill Orc Boyz", FILLER]})
    rakarth = g.named("A", "Beastlord Rakarth", "battlefield")
    g.s.combat = Combat(target="quest", attackers=[rakarth])
    g.s.ready.append(f"{rakarth}:1")  # its trigger: this unit attacks
    g.do(("action", rakarth, 1, []), "A")
    _resolve(g)
    assert len(g.cards("B", "quest.dev")) == 1 and len(g.cards("B", "hand")) == 1
    assert g.hit_points("B", "quest") == 9 and g.check() == []


def test_the_top_of_a_discard_pile_back_on_top_of_the_deck(pool):
    g = _game(pool, {"hand": ["Order in Chaos"], "resources": 9, "race": "Empire"},
              {"discard": [FILLER, "Drill Orc Boyz", "Drill Dwarf Longbeards"]})
    _play_tactic(g, "A", "Order in Chaos")
    top = [g.name(c) for c in reversed(g.cards("B", "deck"))][:2]
    assert top == ["Drill Dwarf Longbeards", "Drill Orc Boyz"] and _names(g, "B", "discard") == [FILLER]


def test_an_attachment_attaches_itself_to_another_unit(pool):
    g = _game(pool, {"hand": ["Clockwork Horse"], "resources": 9, "race": "Empire",
                     "kingdom": ["Reiksguard Knights", "Thyrus Gorman"]})
    horse = g.named("A", "Clockwork Horse", "hand")
    knights, thyrus = g.named("A", "Reiksguard Knights", "kingdom"), g.named("A", "Thyrus Gorman", "kingdom")
    g.do(("attach", horse, knights), "A")
    _resolve(g)
    assert g.s.attached[horse] == knights and g.keyword(knights, "toughness") >= 1
    g.do(("action", horse, 2, [[thyrus]]), "A")
    _resolve(g)
    assert g.s.attached[horse] == thyrus and g.check() == []


# ---- revealing the top of the deck and conditions on it (abilities/revealed.py) ------------------------------------
def _sneaky(pool, top):
    from rulekeeper.games.invasion.state import Combat
    g = _game(pool, {"battlefield": ["Sneaky Git"], "deck": [top, FILLER, FILLER]})
    git = g.named("A", "Sneaky Git", "battlefield")
    g.s.combat = Combat(target="kingdom", attackers=[git])
    g.s.ready.append(f"{git}:0")  # its trigger: this unit attacks
    return g, git


def test_a_condition_on_the_revealed_cards_printed_cost_and_otherwise(pool):
    g, git = _sneaky(pool, "Savage Marauders")  # printed cost 3: odd
    g.s.answers = ["B", "quest"]
    g.do(("action", git, 0, []), "A")
    _resolve(g)
    assert g.s.zone_damage["B.quest"] == 2 and g.s.zone_damage["A.kingdom"] == 0
    assert _events(g, "reveal")[-1].data["cards"] == ["Savage Marauders"] and _events(g, "shuffle")
    g, git = _sneaky(pool, "Mountain Guard")  # printed cost 2: even, "Otherwise, deal 2 damage to your capital"
    g.do(("action", git, 0, []), "A")
    _resolve(g)
    assert g.s.zone_damage["A.kingdom"] == 2 and g.s.zone_damage["B.kingdom"] == 0
    assert _events(g, "condition")[-1].data["holds"] is False and _events(g, "shuffle")  # "Then" still happens


def test_revealed_units_put_into_your_battlefield(pool):
    deck = ["Savage Marauders", "Chaos Knights", FILLER, "Mountain Guard", "Hate", "Dark Zealot"]
    g = _game(pool, {"hand": ["Call the Brayherd"], "resources": 9, "race": "Chaos", "deck": deck})
    _play_tactic(g, "A", "Call the Brayherd")
    assert sorted(_names(g, "A", "battlefield")) == ["Mountain Guard", "Savage Marauders"]  # cost 3 or lower
    assert "Chaos Knights" in _names(g, "A", "deck") and "Dark Zealot" in _names(g, "A", "deck")  # 6th: not revealed


def _chariot(pool, top):
    from rulekeeper.games.invasion.state import Combat
    g = _game(pool, {"battlefield": ["Tiranoc Chariot"], "deck": [top, FILLER, FILLER]})
    chariot = g.named("A", "Tiranoc Chariot", "battlefield")
    g.s.combat = Combat(target="kingdom", attackers=[chariot])
    g.s.ready.append(f"{chariot}:0")  # its trigger: this unit attacks
    g.do(("action", chariot, 0, []), "A")
    _resolve(g)
    return g


def test_a_revealed_unit_of_a_kind_enters_the_battlefield_attacking(pool):
    g = _chariot(pool, "Finreir's Guard")  # a [High Elf] unit, printed cost 2
    guard = g.named("A", "Finreir's Guard", "battlefield")
    assert guard in g.s.combat.attackers and _events(g, "put_into_play")
    g = _chariot(pool, "Savage Marauders")  # not a [High Elf] unit: it stays on the deck
    assert _names(g, "A", "battlefield") == ["Tiranoc Chariot"] and g.name(g.cards("A", "deck")[-1]) == \
        "Savage Marauders"
    assert _events(g, "condition")[-1].data["holds"] is False


def _wastes(pool, top):
    """Emptying the Wastes with 2 resource tokens and a unit questing on it; `top`: the top card of A's deck."""
    g = _game(pool, {"deck": [top] + [FILLER] * 5, "race": "Chaos",
                     "quest": [{"card": "Emptying the Wastes", "tokens": 2},
                               {"card": "Mountain Guard", "questing_on": "Emptying the Wastes"}]})
    wastes = g.named("A", "Emptying the Wastes", "quest")
    g.do(("action", wastes, g.card(wastes).program.actions[-1][0], []), "A")
    _resolve(g)
    assert g.s.tokens.get(wastes, 0) == 0 and g.check() == []
    return g


@pytest.mark.parametrize("top, to", [("Chaos Knights", "hand"), ("Bolt of Change", "bottom")])
def test_emptying_the_wastes_adds_a_revealed_unit_to_the_hand_or_puts_the_card_on_the_bottom(pool, top, to):
    """"Discard 2 resources on this card to reveal the top card of your deck. If the revealed card is a unit, add
    it to your hand. Otherwise, put it on the bottom of your deck.\""""
    assert pool["Emptying the Wastes"].runnable, pool["Emptying the Wastes"].why
    g = _wastes(pool, top)
    assert [e.data["cards"] for e in _events(g, "reveal")] == [[top]]
    if to == "hand":
        assert _names(g, "A", "hand") == [top] and top not in _names(g, "A", "deck")
    else:
        assert _names(g, "A", "hand") == [] and _names(g, "A", "deck")[0] == top  # the bottom of the deck
