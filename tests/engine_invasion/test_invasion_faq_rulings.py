"""Engine pieces written for FAQ rulings: cancelling an Action just triggered (faq.45), discarding resources
(faq.54), turning a development face up (faq.6), the price to target a player's units (errata.core.39, faq.8)."""

import json
from pathlib import Path

import pytest

from rulekeeper import paths
from rulekeeper.games.invasion import IllegalAction, from_position, load_cards
from rulekeeper.games.invasion.cards import card_from_entry

from invasion_tables import table

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "invasion-cards.json"


def _card(name, kind, text, **stats):
    return card_from_entry({"name": name, "type": kind, "race": "Neutral", "cost": 0, "power": 1, "health": 2,
                            "text": text, **stats}, "test")


def _corpus(name):
    if not CORPUS.exists():
        pytest.skip("the card corpus is not here")
    entries = json.loads(CORPUS.read_text(encoding="utf-8"))
    return card_from_entry(next(e for e in entries if e["name"] == name), "corpus")


BOLT = _card("Bolt", "Tactic", "Action: Deal 2 damage to one target unit.")
MAGE = _card("Mage", "Unit", "Action: Cancel an Action just triggered.")
RAID = _card("Raid", "Tactic", "Action: Your opponent discards 3 resources.")
WARBOSS = _card("Warboss", "Unit", "Forced: After this unit enters play, draw a card.")
BANNER = _card("Banner", "Support", "Attach to a target unit.", traits="Attachment.", cost=1)
POOL = {**load_cards(paths.spec_dir("invasion") / "drill-cards.yaml"), **load_cards(),
        **{c.name: c for c in (BOLT, MAGE, RAID, WARBOSS, BANNER)}}


def _game(a=None, b=None):
    return table(POOL, a, b)


def test_an_action_just_triggered_is_cancelled_a_unit_played_is_not_an_action():
    assert MAGE.runnable
    g = _game({"hand": ["Bolt", "Drill Empire Militia"], "resources": 1},
              {"kingdom": ["Mage", "Drill Dwarf Longbeards"]})
    g.do(("play", g.named("A", "Drill Empire Militia", "hand"), "kingdom"), "A")
    unit = g.named("B", "Drill Dwarf Longbeards", "kingdom")
    bolt = g.named("A", "Bolt", "hand")
    g.do(("tactic", bolt, [[unit]]), "A")
    mage = g.named("B", "Mage", "kingdom")
    militia = g.named("A", "Drill Empire Militia", "kingdom")
    with pytest.raises(IllegalAction):  # the unit played is no Action on the chain
        g.do(("action", mage, 0, [[militia]]), "B")
    g.do(("action", mage, 0, [[bolt]]), "B")
    g.do(("pass",), "A")
    g.do(("pass",), "B")
    assert g.s.damage.get(unit, 0) == 0 and g.place(bolt) == "discard"
    assert any(e.kind == "cancelled" and e.data.get("name") == "Bolt" for e in g.s.log.events)


def test_discarding_more_resources_than_the_opponent_has_takes_what_there_is():
    assert RAID.runnable
    g = _game({"hand": ["Raid"]}, {"resources": 1})
    g.do(("tactic", g.named("A", "Raid", "hand"), []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.s.resources["B"] == 0
    assert _card("X", "Tactic", "Action: Your opponent discards a card at random.").why  # other shapes: refused


def test_a_unit_turned_face_up_stays_in_play_without_entering_it():
    g = _game(b={"developments": {"battlefield": ["Warboss"]}})
    boss = g.named("B", "Warboss", "battlefield.dev")
    g.resolve("A", "turn_faceup", card=boss)
    assert g.place(boss) == "battlefield" and len(g.cards("B", "hand")) == 0
    assert not any(e.kind == "play" and e.data.get("card") == boss for e in g.s.log.events)
    g2 = _game(b={"developments": {"kingdom": ["Drill Neutral Watchtower"]}, "kingdom": ["Drill Orc Boyz"]})
    with pytest.raises(IllegalAction):  # not a unit card; nor a card in play
        g2.resolve("A", "turn_faceup", card=g2.named("B", "Drill Neutral Watchtower", "kingdom.dev"))
    with pytest.raises(IllegalAction):
        g2.resolve("A", "turn_faceup", card=g2.named("B", "Drill Orc Boyz", "kingdom"))


def test_church_of_sigmar_prices_each_effect_targeting_its_players_units():
    church = _corpus("Church of Sigmar")
    assert church.runnable and church.program.extras
    pool = {**POOL, church.name: church}
    deck = ["Drill Neutral Watchtower"] * 10
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": deck, "hand": ["Bolt", "Banner"], "resources": 2},
        "B": {"deck": deck, "kingdom": ["Church of Sigmar", "Drill Dwarf Longbeards", "Drill Dwarf Warriors"]}}})
    longbeards = g.named("B", "Drill Dwarf Longbeards", "kingdom")
    g.do(("attach", g.named("A", "Banner", "hand"), longbeards), "A")  # 1 + 1 for the target
    assert g.s.resources["A"] == 0
    with pytest.raises(IllegalAction):  # the bolt costs 0, its target 1 more
        g.do(("tactic", g.named("A", "Bolt", "hand"), [[g.named("B", "Drill Dwarf Warriors", "kingdom")]]), "A")
    assert not any(a[0] == "tactic" for a in g.legal_actions("A"))  # nor is it offered


CANNON = _card("Cannon", "Support", "Attach to a target unit. Corrupt that unit.", traits="Attachment.")
STEALER = _card("Stealer", "Support", "Attach to a target unit. Take control of attached unit. Move that unit to "
                "your corresponding zone.", traits="Attachment.")


def test_an_attachment_corrupts_its_unit_or_only_that_is_cancelled():
    assert CANNON.runnable
    pool = {**POOL, "Cannon": CANNON}
    deck = ["Drill Neutral Watchtower"] * 10
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": deck, "hand": ["Cannon", "Cannon"],
              "battlefield": [{"card": "Drill Empire Militia", "corrupted": True}, "Drill Empire Spearmen"]},
        "B": {"deck": deck}}})
    militia, spearmen = (g.named("A", n, "battlefield") for n in ("Drill Empire Militia", "Drill Empire Spearmen"))
    first, second = g.cards("A", "hand")
    g.do(("attach", first, militia), "A")
    assert g.s.attached[first] == militia and militia in g.s.corrupted
    assert g.s.log.events[-1].kind == "cancelled"
    g.do(("attach", second, spearmen), "A")
    assert spearmen in g.s.corrupted


def test_control_taken_by_an_attachment_ends_when_it_leaves_play():
    assert STEALER.runnable
    pool = {**POOL, "Stealer": STEALER}
    deck = ["Drill Neutral Watchtower"] * 10
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": deck, "hand": ["Stealer"]}, "B": {"deck": deck, "quest": ["Drill Orc Boyz"]}}})
    boyz = g.named("B", "Drill Orc Boyz", "quest")
    stealer = g.named("A", "Stealer", "hand")
    g.do(("attach", stealer, boyz), "A")
    assert g.controller(boyz) == "A" and g.place(boyz) == "quest" and g.s.owner[boyz] == "B"
    g.resolve("B", "destroy", card=stealer)
    assert g.controller(boyz) == "B" and g.place(boyz) == "quest" and g.place(stealer) == "discard"
    g2 = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": deck, "hand": ["Stealer"]}, "B": {"deck": deck, "quest": ["Drill Orc Boyz"]}}})
    boyz2 = g2.named("B", "Drill Orc Boyz", "quest")
    g2.do(("attach", g2.named("A", "Stealer", "hand"), boyz2), "A")
    g2.resolve("B", "destroy", card=boyz2)  # the unit leaves first: its owner's discard pile, the attachment too
    assert g2.place(boyz2) == "discard" and g2.controller(boyz2) == "B"


def test_stand_your_ground_puts_into_play_a_dwarf_unit_that_entered_the_discard_pile_this_turn():
    card = _corpus("Stand Your Ground")
    assert card.runnable
    pool = {**POOL, card.name: card}
    deck = ["Drill Neutral Watchtower"] * 10
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": deck, "hand": ["Stand Your Ground"], "resources": 3, "race": "Dwarf",
              "discard": ["Drill Dwarf Warriors"], "developments": {"kingdom": ["Drill Dwarf Longbeards"]},
              "kingdom": ["Drill Orc Boyz"]},
        "B": {"deck": deck}}})
    old = g.named("A", "Drill Dwarf Warriors", "discard")
    orc = g.named("A", "Drill Orc Boyz", "kingdom")
    dev = g.named("A", "Drill Dwarf Longbeards", "kingdom.dev")
    tactic = g.named("A", "Stand Your Ground", "hand")
    with pytest.raises(IllegalAction):  # in the pile since before this turn: no legal target
        g.do(("tactic", tactic, [[old]]), "A")
    g.resolve("B", "destroy", card=orc)
    g.resolve("B", "destroy", card=dev)
    with pytest.raises(IllegalAction):  # not a Dwarf
        g.do(("tactic", tactic, [[orc]]), "A")
    g.s.answers = ["battlefield"]
    g.do(("tactic", tactic, [[dev]]), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.place(dev) == "battlefield" and g.place(old) == "discard"


DIG = _card("Dig", "Support", "Your units enter this zone corrupted.")
PARANOIA = _card("Paranoia", "Support", "Attach to a target unit. Cards with fewer than 3 loyalty cannot enter this "
                 "zone.", traits="Attachment.")


def test_a_unit_enters_play_corrupted_without_being_corrupted_and_is_corrupted_when_moved_in():
    assert DIG.runnable and DIG.program.extras
    pool = {**POOL, "Dig": DIG}
    deck = ["Drill Neutral Watchtower"] * 10
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": deck, "hand": ["Drill Empire Militia"], "resources": 1, "battlefield": ["Dig"],
              "kingdom": ["Drill Empire Spearmen"]},
        "B": {"deck": deck, "battlefield": ["Drill Orc Boyz"]}}})
    militia = g.named("A", "Drill Empire Militia", "hand")
    g.do(("play", militia, "battlefield"), "A")
    assert militia in g.s.corrupted and g.s.log.events[-1].kind == "enters_corrupted"
    spearmen = g.named("A", "Drill Empire Spearmen", "kingdom")
    g.resolve("A", "move", card=spearmen, zone="battlefield")
    assert spearmen in g.s.corrupted and g.s.log.events[-1].kind == "corrupt"
    assert g.named("B", "Drill Orc Boyz", "battlefield") not in g.s.corrupted  # the opponent's units: no


def test_paranoia_keeps_low_loyalty_cards_out_and_one_that_must_enter_is_sacrificed():
    assert PARANOIA.runnable
    pool = {**POOL, "Paranoia": PARANOIA}
    deck = ["Drill Neutral Watchtower"] * 10
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": deck, "hand": ["Paranoia", "Drill Empire Militia"], "resources": 5,
              "battlefield": ["Drill Empire Spearmen"], "kingdom": ["Drill Empire Halberdiers"]},
        "B": {"deck": deck, "battlefield": ["Drill Orc Boyz"]}}})
    host = g.named("A", "Drill Empire Spearmen", "battlefield")
    g.do(("attach", g.named("A", "Paranoia", "hand"), host), "A")
    with pytest.raises(IllegalAction):  # played: refused
        g.do(("play", g.named("A", "Drill Empire Militia", "hand"), "battlefield"), "A")
    halberdiers = g.named("A", "Drill Empire Halberdiers", "kingdom")
    with pytest.raises(IllegalAction):  # moved: refused
        g.resolve("A", "move", card=halberdiers, zone="battlefield")
    g.resolve("A", "take_control", card=g.named("B", "Drill Orc Boyz", "battlefield"))  # must enter: sacrificed
    assert [g.name(c) for c in g.cards("B", "discard")] == ["Drill Orc Boyz"]


def test_tunnel_fighter_is_played_for_0_by_sacrificing_3_developments_as_it_is_played():
    card = _corpus("Tunnel Fighter")
    assert card.runnable and card.program.extras
    pool = {**POOL, card.name: card}
    deck = ["Drill Neutral Watchtower"] * 10
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": deck, "hand": ["Tunnel Fighter", "Drill Empire Militia"], "resources": 0,
              "developments": {"kingdom": ["Drill Neutral Watchtower"] * 2, "quest": ["Drill Neutral Watchtower"]}},
        "B": {"deck": deck}}})
    devs = g.cards("A", "kingdom.dev") + g.cards("A", "quest.dev")
    fighter = g.named("A", "Tunnel Fighter", "hand")
    for wrong in (devs[:2], devs[:2] + devs[:1]):  # too few; the same one twice
        with pytest.raises(IllegalAction):
            g.do(("play_paying", fighter, "battlefield", {"developments": wrong}), "A")
    with pytest.raises(IllegalAction):  # another card has no such ability
        g.do(("play_paying", g.named("A", "Drill Empire Militia", "hand"), "kingdom", {"developments": devs}), "A")
    g.do(("play_paying", fighter, "battlefield", {"developments": devs}), "A")
    assert g.place(fighter) == "battlefield" and g.s.resources["A"] == 0
    assert all(g.place(d) == "discard" for d in devs)


def test_urguck_damage_is_spent_as_resources_for_a_card_played():
    card = _corpus("Urguck")
    assert card.runnable
    pool = {**POOL, card.name: card}
    deck = ["Drill Neutral Watchtower"] * 10
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": deck, "hand": ["Drill Orc Trolls"], "resources": 1, "race": "Orc",
              "kingdom": [{"card": "Urguck", "damage": 2}, {"card": "Drill Orc Trolls", "damage": 1}]},
        "B": {"deck": deck}}})
    urguck, boyz = g.named("A", "Urguck", "kingdom"), g.named("A", "Drill Orc Trolls", "kingdom")
    trolls = g.named("A", "Drill Orc Trolls", "hand")  # costs 2: its loyalty matched by the Orc capital
    for bad in ([[boyz, 1]], [[urguck, 3]], [[urguck, 0]]):  # not Urguck; more than it has; nothing
        with pytest.raises(IllegalAction):
            g.do(("play_paying", trolls, "kingdom", {"damage": bad}), "A")
    g.do(("play_paying", trolls, "kingdom", {"damage": [[urguck, 1]]}), "A")
    assert g.s.damage[urguck] == 1 and g.s.resources["A"] == 0 and g.place(trolls) == "kingdom"


SPIKE = _card("Spike", "Support", "Attach to a target Orc unit. If attached unit is defending alone, destroy all "
              "attacking units when they take combat damage this phase.", traits="Attachment.", race="Orc")


@pytest.mark.parametrize("alone", [True, False])
def test_grimgors_spike_destroys_the_attackers_with_combat_damage_assigned_when_its_unit_defends_alone(alone):
    assert SPIKE.runnable
    pool = {**POOL, "Spike": SPIKE}
    deck = ["Drill Neutral Watchtower"] * 10
    kingdom = ["Drill Orc Black Orcs Drill", {"card": "Spike", "attached_to": "Drill Orc Black Orcs Drill"}]
    g = from_position(pool, {"active": "A", "phase": "battlefield", "players": {
        "A": {"deck": deck, "battlefield": ["Drill Empire Greatswords Drill", "Drill Empire Halberdiers"]},
        "B": {"deck": deck, "kingdom": kingdom + ([] if alone else ["Drill Orc Archers"])}}})
    great, halb = g.cards("A", "battlefield")
    orcs = [c for c in g.cards("B", "kingdom") if g.card(c).unit]
    g.do(("attack", "kingdom"), "A")
    for a in (great, halb):
        g.do(("attacker", a), "A")
    g.do(("done",), "A")
    for d in orcs:
        g.do(("defender", d), "B")
    g.do(("done",), "B")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    for _ in range(2):
        g.do(("assign", orcs[0]), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    for _ in range(len(orcs)):
        g.do(("assign", great), "B")
    assert (g.place(great) == "discard") == alone  # 1 (or 2) damage: only the Spike destroys it (3 hit points)
    assert g.place(halb) == "battlefield"
    with pytest.raises(ValueError):  # a position's attachment goes on a card in its own zone
        from_position(pool, {"active": "A", "phase": "capital", "players": {"A": {"deck": deck, "battlefield": [
            {"card": "Spike", "attached_to": "Drill Orc Boyz"}]}, "B": {"deck": deck, "kingdom": ["Drill Orc Boyz"]}}})


def test_master_rune_cancels_the_damage_of_one_battlefield_phase_then_is_used():
    card = _corpus("Master Rune of Valaya")
    assert card.runnable
    pool = {**POOL, card.name: card}
    deck = ["Drill Neutral Watchtower"] * 10
    g = from_position(pool, {"active": "A", "phase": "capital", "turn": 3, "players": {
        "A": {"deck": deck, "battlefield": ["Drill Empire Spearmen"], "hand": ["Master Rune of Valaya"],
              "resources": 3}, "B": {"deck": deck}}})
    g.do(("tactic", g.named("A", "Master Rune of Valaya", "hand"), []), "A")  # in the capital phase: the next one
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert [m for m in g.s.lasting if m.get("cancel_battlefield_damage")]
    while g.s.step in ("window", "capital"):
        g.do(("pass",), g.to_act())
    g.do(("attack", "kingdom"), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.do(("attacker", g.named("A", "Drill Empire Spearmen", "battlefield")), "A")
    g.do(("done",), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.do(("done",), "B")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.do(("assign", "zone"), "A")
    g.do(("assign", "zone"), "A")
    assert g.s.zone_damage["B.kingdom"] == 0
    assert all(m.get("used") for m in g.s.lasting if m.get("cancel_battlefield_damage"))


CALL = _card("Call", "Tactic", "Action: Play a unit from your hand at no cost.")


def test_a_unit_played_by_a_resolving_effect_is_played_inside_the_chain():
    assert CALL.runnable
    assert _card("X", "Tactic", "Action: Play a tactic from your discard pile.").why  # other shapes: refused
    deck = ["Drill Neutral Watchtower"] * 10
    g = from_position({**POOL, "Call": CALL}, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": deck, "hand": ["Call", "Drill Empire Spearmen", "Drill Empire Militia"]},
        "B": {"deck": deck, "hand": ["Bolt"]}}})
    g.s.answers = ["Drill Empire Militia", "quest zone"]
    g.do(("tactic", g.named("A", "Call", "hand"), []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    militia = g.named("A", "Drill Empire Militia", "quest")
    kinds = [e.kind for e in g.s.log.events]
    assert kinds.index("chain_resolves") < kinds.index("play") and g.s.resources["A"] == 0
    assert "window" not in kinds[kinds.index("chain_resolves"):kinds.index("play")]
    assert g.place(g.named("A", "Drill Empire Spearmen", "hand")) == "hand" and g.place(militia) == "quest"
