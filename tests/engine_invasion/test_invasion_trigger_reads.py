"""Trigger conditions read since the selection/places/triggers wave (abilities/triggers.py), on real corpus
cards: "at the beginning of its controller's turn" on an attachment (the turn of the attached unit's controller),
"when this unit enters a zone" (moved, or entering play: errata.core.30), "when another Lizardmen unit leaves
play", "when a unit with Savage enters play under your control"."""

import pytest

from rulekeeper.games.invasion.abilities import run

from invasion_tables import FILLER, table


def _game(pool, a=None, b=None, phase="capital", active="A", turn=3):
    return table(pool, a, b, active=active, phase=phase, turn=turn)


def _act(g, cid, p="A", targets=()):
    """Trigger the card's (first) triggered Action, then both players pass (timing.B.3)."""
    g.do(("action", cid, g.card(cid).program.triggered[0][0], list(targets)), p)
    g.do(("pass",), "B" if p == "A" else "A")
    g.do(("pass",), p)


@pytest.mark.parametrize("turn_of, ready", [("B", True), ("A", False)])
def test_necrotic_spasms_waits_for_the_turn_of_the_attached_units_controller(pool, turn_of, ready):
    assert pool["Necrotic Spasms"].runnable, pool["Necrotic Spasms"].why
    g = _game(pool, {"kingdom": [{"card": "Necrotic Spasms", "attached_to": "Drill Orc Big 'Uns"}]},
              {"kingdom": ["Drill Orc Big 'Uns"]}, phase="beginning", active=turn_of)
    spasms = g.named("A", "Necrotic Spasms", "kingdom")  # A's attachment on B's unit, in A's zone of that name
    uns = g.named("B", "Drill Orc Big 'Uns", "kingdom")
    g.begin_turn()
    index = g.card(spasms).program.triggered[0][0]
    assert (run.ready_entry(g, spasms, index) is not None) == ready
    if ready:
        g.do(("pass",), "B")  # B, the active player, has priority first (timing.B.4)
        _act(g, spasms, "A")
        assert g.s.damage.get(uns) == 1 and g.check() == []  # 1 uncancellable damage to the attached unit


def test_curse_of_years_grows_at_the_beginning_of_the_cursed_units_controllers_turn(pool):
    assert pool["Curse of Years"].runnable, pool["Curse of Years"].why
    g = _game(pool, {"kingdom": ["Drill Chaos Warriors", {"card": "Curse of Years", "attached_to": "Drill Chaos Warriors"}]},
              phase="beginning", active="A")
    curse, warriors = g.named("A", "Curse of Years", "kingdom"), g.named("A", "Drill Chaos Warriors", "kingdom")
    before = g.unit_health(warriors)
    g.begin_turn()
    _act(g, curse, "A")
    assert g.s.tokens.get(curse) == 1 and g.unit_health(warriors) == before - 1 and g.check() == []


def test_emperors_chosen_style_trigger_enters_a_zone_reads_moves_and_entering_play(pool):
    from rulekeeper.games.invasion.abilities.triggers import read
    watches = read(pool["Roaming Shaman"].abilities[0].trigger, "Roaming Shaman")
    assert sorted(w.on for w in watches) == ["enters", "moves"] and all(w.who.ref == "this" for w in watches)


def test_saurus_oldblood_takes_damage_when_another_lizardmen_unit_leaves_play(pool):
    assert pool["Saurus Oldblood"].runnable, pool["Saurus Oldblood"].why
    lizards = [c.name for c in pool.values() if c.unit and "Lizardmen" in c.traits and c.runnable
               and c.name != "Saurus Oldblood" and c.health >= 2][:1]
    assert lizards
    g = _game(pool, {"kingdom": ["Saurus Oldblood", lizards[0], "Drill Empire Militia"]})
    oldblood = g.named("A", "Saurus Oldblood", "kingdom")
    index = g.card(oldblood).program.triggered[0][0]
    mark = len(g.s.log)
    g.leave_play(g.named("A", "Drill Empire Militia", "kingdom"), "destroyed", ("test",))
    run.settle(g, mark)
    assert run.ready_entry(g, oldblood, index) is None  # not a Lizardmen unit
    mark = len(g.s.log)
    g.leave_play(g.named("A", lizards[0], "kingdom"), "destroyed", ("test",))
    run.settle(g, mark)
    _act(g, oldblood, "A")
    assert g.s.damage.get(oldblood) == 1 and g.check() == []


def test_chakax_damages_a_unit_with_savage_entering_play_under_your_control(pool):
    assert pool["Chakax"].runnable, pool["Chakax"].why
    savage = [c.name for c in pool.values() if c.unit and c.runnable and c.keyword("savage") and c.cost <= 3
              and c.name != "Chakax" and c.health >= 2 and not c.hero_limit and c.faction != "Destruction"][:1]
    plain = "Drill Empire Militia"
    assert savage
    g = _game(pool, {"race": "Empire", "resources": 9, "kingdom": ["Chakax"], "hand": [savage[0], plain]})
    chakax = g.named("A", "Chakax", "kingdom")
    index = g.card(chakax).program.triggered[0][0]
    g.do(("play", g.named("A", plain, "hand"), "kingdom"), "A")
    assert run.ready_entry(g, chakax, index) is None  # no Savage
    g.do(("play", g.named("A", savage[0], "hand"), "kingdom"), "A")
    lizard = g.named("A", savage[0], "kingdom")
    _act(g, chakax, "A")
    assert g.s.damage.get(lizard) == 1 and g.check() == []


def test_bloodboil_fever_adds_a_token_then_deals_as_much_damage_as_its_tokens(pool):
    assert pool["Bloodboil Fever"].runnable, pool["Bloodboil Fever"].why
    g = _game(pool, {"kingdom": [{"card": "Bloodboil Fever", "attached_to": "Drill Orc Black Orcs Drill", "tokens": 1}]},
              {"kingdom": ["Drill Orc Black Orcs Drill"]}, phase="beginning", active="B")
    fever, orcs = g.named("A", "Bloodboil Fever", "kingdom"), g.named("B", "Drill Orc Black Orcs Drill", "kingdom")
    g.begin_turn()
    g.do(("pass",), "B")
    _act(g, fever, "A")
    assert g.s.tokens.get(fever) == 2 and g.s.damage.get(orcs) == 2 - 1 and g.check() == []  # 2, less Toughness 1


@pytest.mark.parametrize("rule, enters", [("core.combat.5", True), ("damage.non-combat-damage", False)])
def test_stone_vengeance_enters_play_from_hand_when_the_capital_is_dealt_combat_damage(pool, rule, enters):
    """abilities/from_hand.py: the card's trigger works from its owner's hand; its other abilities only in play."""
    from rulekeeper.games.invasion.dealing import apply_damage
    assert pool["Stone Vengeance"].runnable, pool["Stone Vengeance"].why
    g = _game(pool, {"race": "Dwarf", "hand": ["Stone Vengeance"], "quest": ["Drill Dwarf Warriors"]})
    stone, warriors = g.named("A", "Stone Vengeance", "hand"), g.named("A", "Drill Dwarf Warriors", "quest")
    assert g.keyword(warriors, "toughness") == 0
    g.s.answers = ["quest"]  # the zone its player chooses ("in any zone")
    mark = len(g.s.log)
    apply_damage(g, [("A.kingdom", 2)], (rule,))
    run.settle(g, mark)
    assert (g.s.zones.where[stone] == "A.quest") == enters
    assert g.keyword(warriors, "toughness") == (1 if enters else 0)  # Each [Dwarf] unit in this zone: Toughness 1
    assert g.check() == []


def test_stone_vengeance_declined_stays_in_hand(pool):
    from rulekeeper.games.invasion.dealing import apply_damage
    g = _game(pool, {"race": "Dwarf", "hand": ["Stone Vengeance"]})
    stone = g.named("A", "Stone Vengeance", "hand")
    g.s.answers = ["no"]  # "you may": declined
    mark = len(g.s.log)
    apply_damage(g, [("A.kingdom", 2)], ("core.combat.5",))
    run.settle(g, mark)
    assert g.place(stone) == "hand" and g.check() == []


@pytest.mark.parametrize("whose, rule, draws", [("B", "core.combat.5", 1), ("A", "core.combat.5", 0),
                                                ("B", "damage.non-combat-damage", 0)])
def test_when_you_deal_combat_damage_to_an_opponents_capital(pool, whose, rule, draws):
    """Winter Campaign's trigger (its 'declare an immediate attack' is not read yet), on a drill card."""
    from rulekeeper.games.invasion.cards import card_from_entry
    from rulekeeper.games.invasion.dealing import apply_damage
    text = "Forced: When you deal combat damage to an opponent's capital, draw a card."
    pool = {**pool, "Drill Raider": card_from_entry({"name": "Drill Raider", "type": "Unit", "cost": 1, "health": 1,
                                                     "power": 1, "race": "Empire", "text": text}, "test")}
    assert pool["Drill Raider"].runnable, pool["Drill Raider"].why
    g = _game(pool, {"kingdom": ["Drill Raider"]})
    hand = len(g.cards("A", "hand"))
    mark = len(g.s.log)
    apply_damage(g, [(f"{whose}.kingdom", 1)], (rule,))
    run.settle(g, mark)
    assert len(g.cards("A", "hand")) == hand + draws and g.check() == []


def test_when_a_spell_card_is_played_by_either_player(pool):
    from rulekeeper.games.invasion.abilities.triggers import read
    flux = pool["Unstable Flux"]  # its Action's cost is not read yet: the trigger is
    watch = read(flux.abilities[0].trigger, flux.name)
    assert [(w.on, w.player, w.kind) for w in watch] == [("plays", "any", "spell")]


@pytest.mark.parametrize("attacker", ["A", "B"])
def test_warriors_of_ulric_move_when_a_player_declares_a_zone_to_attack(pool, attacker):
    """"When a player declares a zone to attack" (core.combat.1): either player's attack."""
    assert pool["Warriors of Ulric"].runnable, pool["Warriors of Ulric"].why
    g = _game(pool, {"race": "Empire", "kingdom": ["Warriors of Ulric"], "battlefield": ["Drill Empire Militia"]},
              {"battlefield": ["Drill Orc Boyz"]}, phase="battlefield", active=attacker)
    warriors = g.named("A", "Warriors of Ulric", "kingdom")
    index = g.card(warriors).program.triggered[0][0]
    g.do(("attack", "kingdom"), attacker)
    assert run.ready_entry(g, warriors, index) is not None and g.s.step == "window"
    if g.to_act() != "A":
        g.do(("pass",), g.to_act())
    g.s.answers = ["quest"]
    g.do(("action", warriors, index, []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.s.zones.where[warriors] == "A.quest" and g.check() == []
