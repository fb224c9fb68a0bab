"""Trigger conditions (abilities/triggers.py) and Forced effects with targets (abilities/run.py), on real cards of
the corpus: the event happens, the Forced effect resolves or the triggered Action becomes available (timing.A.2,
timing.B.1), and the table changes as the text says."""

from pathlib import Path

import pytest

from rulekeeper.games.invasion import IllegalAction
from rulekeeper.games.invasion.abilities import run
from rulekeeper.games.invasion.abilities.triggers import read
from rulekeeper.games.invasion.dealing import apply_damage, deal

from invasion_tables import FILLER, table

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "invasion-cards.json"
pytestmark = pytest.mark.skipif(not CORPUS.exists(), reason="the shared card corpus is not here")


def _game(pool, a=None, b=None, phase="capital", active="A"):
    return table(pool, a, b, active=active, phase=phase)


def _effect(g, p, kind, **args):
    """An effect of the judge's (effects.py), then what it triggered (timing.A)."""
    mark = len(g.s.log)
    g.resolve(p, kind, **args)
    run.settle(g, mark)


def _kinds(g, since=0):
    return [e.kind for e in g.s.log.events[since:]]


def _triggered(card):
    """The watches of a card's (first) triggered Action."""
    return card.program.triggered[0][1]


def _act(g, cid):
    """The number of a card's (first) triggered Action among its abilities."""
    return g.card(cid).program.triggered[0][0]


def test_triggers_are_read_from_the_typed_text(pool):
    well = _triggered(pool["Tainted Well"])
    assert [w.on for w in well] == ["corrupted"] and well[0].who.ref == "each" and well[0].who.kind == "unit"
    assert [w.on for w in _triggered(pool["Glorious Preceptor"])] == ["enters", "leaves"]
    assert [w.on for w in _triggered(pool["Veteran Quarreler"])] == ["attacked"]
    bloodsworn = pool["Bloodsworn"].program.forced[0][2]
    assert bloodsworn[0].on == "leaves" and bloodsworn[0].to == "discard" and bloodsworn[0].who.controller == "opponent"
    assert pool["Festering Nurglings"].runnable  # a Forced effect with a target
    for name, why in [("Atharti Night Maiden", "a trigger on another card entering or leaving play")]:
        assert not pool[name].runnable and why in pool[name].why
    lirdir = read(pool["Lirdir"].abilities[-1].trigger, "Lirdir")  # "When you heal a unit": each heal (faq.13)
    assert [(w.on, w.player, w.who.kind) for w in lirdir] == [("healed", "you", "unit")] and pool["Lirdir"].runnable


def test_a_forced_effect_asks_its_controller_for_its_target(pool):
    b_units = ["Drill Empire Militia", "Drill Dwarf Longbeards"]
    g = _game(pool, {"race": "Chaos", "resources": 5, "hand": ["Festering Nurglings"],
                     "kingdom": ["Drill Empire Militia"]}, {"kingdom": b_units})
    longbeards = g.named("B", "Drill Dwarf Longbeards", "kingdom")
    g.s.answers = ["Drill Dwarf Longbeards"]  # player A names the target (protocol `choose`)
    g.do(("play", g.named("A", "Festering Nurglings", "hand"), "kingdom"), "A")
    assert g.s.corrupted == {longbeards} and g.s.answers == []
    forced = next(e for e in g.s.log.events if e.kind == "forced")
    assert forced.data["targets"] == [[longbeards]] and "timing.A.2" in forced.rules
    assert g.check() == []


def test_a_forced_effect_without_a_legal_target_does_not_resolve(pool):
    g = _game(pool, {"race": "Orc", "resources": 9, "hand": ["Night Goblins"]}, {"kingdom": ["Drill Empire Militia"]})
    mark = len(g.s.log)
    g.do(("play", g.named("A", "Night Goblins", "hand"), "kingdom"), "A")  # no Attachment anywhere
    cancelled = next(e for e in g.s.log.events[mark:] if e.kind == "cancelled")
    assert "faq.46" in cancelled.rules and "forced" not in _kinds(g, mark) and g.check() == []


def test_bule_corrupts_at_the_beginning_of_its_controllers_turn_only(pool):
    g = _game(pool, {"kingdom": ["Bule, Lord of Pus"]}, {"kingdom": ["Drill Empire Militia"]}, phase="beginning")
    militia = g.named("B", "Drill Empire Militia", "kingdom")
    g.s.answers = ["Drill Empire Militia"]
    g.begin_turn()
    assert militia in g.s.corrupted


def test_a_triggered_action_on_another_card_acts_on_that_card(pool):
    g = _game(pool, {"kingdom": ["Tainted Well"]}, {"kingdom": ["Drill Empire Spearmen", "Drill Dwarf Longbeards"]})
    well, militia = g.named("A", "Tainted Well", "kingdom"), g.named("B", "Drill Empire Spearmen", "kingdom")
    with pytest.raises(IllegalAction) as exc:  # nothing corrupted yet
        g.do(("action", well, _act(g, well), []), "A")
    assert exc.value.rule_id == "timing.B.1"
    _effect(g, "A", "corrupt", card=militia)
    assert ("action", well, _act(g, well), []) in g.legal_actions("A")
    g.do(("action", well, _act(g, well), []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.s.damage.get(militia) == 1 and not g.s.damage.get(g.named("B", "Drill Dwarf Longbeards", "kingdom"))
    with pytest.raises(IllegalAction):  # once per trigger condition
        g.do(("action", well, _act(g, well), []), "A")


def test_doomsayer_draws_when_an_opponents_unit_is_destroyed_not_its_own(pool):
    g = _game(pool, {"kingdom": ["Doomsayer of Morr", "Drill Empire Militia"]}, {"kingdom": ["Drill Empire Militia"]})
    doomsayer = g.named("A", "Doomsayer of Morr", "kingdom")
    _effect(g, "A", "destroy", card=g.named("A", "Drill Empire Militia", "kingdom"))
    assert run.ready_entry(g, doomsayer, _act(g, doomsayer)) is None
    _effect(g, "A", "destroy", card=g.named("B", "Drill Empire Militia", "kingdom"))
    assert run.ready_entry(g, doomsayer, _act(g, doomsayer)) is not None
    hand = len(g.cards("A", "hand"))
    g.do(("action", doomsayer, _act(g, doomsayer), []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert len(g.cards("A", "hand")) == hand + 1


def test_an_action_on_its_own_leaving_play_is_triggered_from_the_discard_pile(pool):
    g = _game(pool, {"kingdom": ["Glorious Preceptor"]})
    preceptor = g.named("A", "Glorious Preceptor", "kingdom")
    _effect(g, "A", "destroy", card=preceptor)
    assert g.place(preceptor) == "discard"
    assert ("action", preceptor, _act(g, preceptor), []) in g.legal_actions("A")  # zones.leaving-play: by its controller then
    hand = len(g.cards("A", "hand"))
    g.do(("action", preceptor, _act(g, preceptor), []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert len(g.cards("A", "hand")) == hand + 1 and g.check() == []


def test_bloodsworn_heals_when_an_opponents_unit_goes_from_play_to_a_discard_pile(pool):
    g = _game(pool, {"kingdom": [{"card": "Bloodsworn", "damage": 2}, "Drill Empire Militia"]},
              {"kingdom": ["Drill Empire Militia", "Drill Dwarf Longbeards"]})
    bloodsworn = g.named("A", "Bloodsworn", "kingdom")
    _effect(g, "A", "destroy", card=g.named("A", "Drill Empire Militia", "kingdom"))
    _effect(g, "A", "return_to_hand", card=g.named("B", "Drill Dwarf Longbeards", "kingdom"))
    assert g.s.damage.get(bloodsworn) == 2  # its own unit, and a unit returned to hand: nothing
    _effect(g, "A", "destroy", card=g.named("B", "Drill Empire Militia", "kingdom"))
    assert not g.s.damage.get(bloodsworn) and "forced" in _kinds(g)


def test_the_greatswords_gain_power_when_a_unit_moves_into_their_zone(pool):
    g = _game(pool, {"kingdom": ["The Greatswords"], "quest": ["Drill Empire Militia"]})
    swords = g.named("A", "The Greatswords", "kingdom")
    assert g.unit_power(swords) == 1
    _effect(g, "A", "move", card=g.named("A", "Drill Empire Militia", "quest"), zone="battlefield")
    assert g.unit_power(swords) == 1  # another zone
    _effect(g, "A", "move", card=g.named("A", "Drill Empire Militia", "battlefield"), zone="kingdom")
    assert g.unit_power(swords) == 2


def test_the_greatswords_gain_power_when_they_or_another_unit_enter_play_in_their_zone(pool):
    """errata.core.30: their Forced effect does trigger when they enter play (a unit entering play in a zone enters
    it); a unit played into another zone does not trigger it."""
    g = _game(pool, {"hand": ["The Greatswords", "Drill Empire Militia", "Drill Empire Militia"], "resources": 20})
    swords = g.named("A", "The Greatswords", "hand")
    g.do(("play", swords, "kingdom"), "A")
    assert g.unit_power(swords) == 2  # their own entering play
    militia = [c for c in g.cards("A", "hand") if g.name(c) == "Drill Empire Militia"]
    g.do(("play", militia[0], "quest"), "A")
    assert g.unit_power(swords) == 2  # another zone
    g.do(("play", militia[1], "kingdom"), "A")
    assert g.unit_power(swords) == 3


def test_shrine_to_nurgle_corrupts_units_dealt_combat_damage_only(pool):
    g = _game(pool, {"kingdom": ["Shrine to Nurgle"]}, {"kingdom": ["Drill Dwarf Longbeards", "Drill Empire Spearmen"]})
    longbeards, militia = g.named("B", "Drill Dwarf Longbeards", "kingdom"), g.named("B", "Drill Empire Spearmen", "kingdom")
    mark = len(g.s.log)
    deal(g, longbeards, 1, ("damage.non-combat-damage",))
    run.settle(g, mark)
    assert g.s.corrupted == set()
    mark = len(g.s.log)
    apply_damage(g, [(militia, 1)], ("core.combat.5",))
    run.settle(g, mark)
    assert g.s.corrupted == {militia}


def test_mining_tunnels_waits_for_a_development(pool):
    g = _game(pool, {"kingdom": ["Mining Tunnels"], "hand": [FILLER, FILLER]})
    tunnels = g.named("A", "Mining Tunnels", "kingdom")
    assert not [a for a in g.legal_actions("A") if a[0] == "action"]
    g.do(("develop", g.cards("A", "hand")[0], "quest"), "A")
    assert ("action", tunnels, _act(g, tunnels), []) in g.legal_actions("A")


def test_veteran_quarreler_strikes_an_attacker_of_its_zone(pool):
    g = _game(pool, {"kingdom": ["Veteran Quarreler"]}, {"battlefield": ["Drill Empire Spearmen"]},
              phase="battlefield", active="B")
    quarreler, militia = g.named("A", "Veteran Quarreler", "kingdom"), g.named("B", "Drill Empire Spearmen", "battlefield")
    assert not [a for a in g.legal_actions("A") if a[0] == "action"]
    g.do(("attack", "kingdom"), "B")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.do(("attacker", militia), "B")
    g.do(("done",), "B")
    while not any(a[:3] == ("action", quarreler, _act(g, quarreler)) for a in g.legal_actions("A")):
        assert g.s.step == "window"
        g.do(("pass",), g.to_act())
    g.do(("action", quarreler, _act(g, quarreler), [[militia]]), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.s.damage.get(militia) == 1 and g.check() == []


def _until(g, done, limit=60):
    """Play on (passing, declaring nothing more, assigning damage to the first target) until `done(g)`."""
    for _ in range(limit):
        if done(g):
            return
        acts = g.legal_actions(g.to_act())
        pick = next((a for a in acts if a[0] in ("pass", "done")), None) or next(a for a in acts if a[0] == "assign")
        g.do(pick, g.to_act())
    raise AssertionError("never got there")


def test_disciple_of_malekith_gains_power_when_its_opponent_discards_from_hand(pool):
    g = _game(pool, {"kingdom": ["Disciple of Malekith"], "hand": [FILLER]}, {"battlefield": ["Free Company"]},
              phase="battlefield", active="B")
    disciple, scout = g.named("A", "Disciple of Malekith", "kingdom"), g.named("B", "Free Company", "battlefield")
    g.do(("attack", "quest"), "B")
    _until(g, lambda g: g.s.step == "attackers")
    g.do(("attacker", scout), "B")
    g.do(("done",), "B")
    _until(g, lambda g: "discard" in _kinds(g))  # unopposed, the Scout survives: A discards from hand
    assert run.ready_entry(g, disciple, _act(g, disciple)) is None  # its own discard: not an opponent's
    g2 = _game(pool, {"kingdom": ["Disciple of Malekith"], "battlefield": ["Free Company"]},
               {"hand": [FILLER]}, phase="battlefield", active="A")
    disciple, scout = g2.named("A", "Disciple of Malekith", "kingdom"), g2.named("A", "Free Company", "battlefield")
    g2.do(("attack", "quest"), "A")
    _until(g2, lambda g: g.s.step == "attackers")
    g2.do(("attacker", scout), "A")
    g2.do(("done",), "A")
    _until(g2, lambda g: ("action", disciple, _act(g, disciple), []) in g.legal_actions("A"))
    g2.do(("action", disciple, _act(g2, disciple), []), "A")
    _until(g2, lambda g: "lasting" in _kinds(g), limit=3)
    assert next(e for e in g2.s.log.events if e.kind == "lasting").data == {
        "until": "end of turn", "card": disciple, "power": 1}


def test_corsair_tower_discards_the_top_of_the_deck_of_the_player_whose_hand_lost_a_card(pool):
    # "Action: When a card is discarded from an opponent's hand, discard the top card of that player's deck."
    from rulekeeper.games.invasion.abilities.cards_moving import discard
    assert pool["Corsair Tower"].runnable, pool["Corsair Tower"].why
    g = _game(pool, {"kingdom": ["Corsair Tower"], "hand": [FILLER]}, {"hand": [FILLER]})
    tower = g.named("A", "Corsair Tower", "kingdom")
    mark = len(g.s.log)
    discard(g, "A", g.cards("A", "hand"))  # its own player's hand: not an opponent's
    run.settle(g, mark)
    assert run.ready_entry(g, tower, _act(g, tower)) is None
    mark = len(g.s.log)
    lost = g.cards("B", "hand")[0]
    discard(g, "B", [lost])  # a card effect's discard from B's hand (the event says where from)
    run.settle(g, mark)
    deck_a, deck_b = len(g.cards("A", "deck")), len(g.cards("B", "deck"))
    g.do(("action", tower, _act(g, tower), []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    gone = [e.data for e in g.s.log.events if e.kind == "discard" and e.data.get("by") == "Corsair Tower"]
    assert [(d["player"], d["source"]) for d in gone] == [("B", "deck")]  # that player's deck: B's
    assert len(g.cards("B", "deck")) == deck_b - 1 and len(g.cards("A", "deck")) == deck_a and g.check() == []


def test_an_attachment_watches_its_unit_attack(pool):
    g = _game(pool, {"race": "Chaos", "battlefield": ["Drill Empire Spearmen"], "resources": 3,
                     "hand": ["The Screaming Banner"]},
              {"battlefield": ["Drill Dwarf Miners"]}, phase="battlefield", active="A")
    spearmen, miners = g.named("A", "Drill Empire Spearmen", "battlefield"), g.named("B", "Drill Dwarf Miners", "battlefield")
    banner = g.named("A", "The Screaming Banner", "hand")
    g.s.zones.move(banner, "A.battlefield")  # attached beforehand (its Undead host is not what is tested here)
    g.s.attached[banner] = spearmen
    g.do(("attack", "battlefield"), "A")
    _until(g, lambda g: g.s.step == "attackers")
    g.do(("attacker", spearmen), "A")
    g.do(("done",), "A")
    act = ("action", banner, _act(g, banner), [[miners]])
    _until(g, lambda g: act in g.legal_actions("A"))
    g.do(act, "A")
    _until(g, lambda g: g.unit_power(miners) == 0, limit=3)  # until the end of the turn: still in combat


def test_sea_lord_watches_a_mage_or_hero_unit_entering_play_under_your_control(pool):
    g = _game(pool, {"kingdom": ["Sea Lord Aislinn"], "hand": ["Drill Empire Spearmen"], "resources": 9,
                     "developments": {"quest": [FILLER]}})
    lord = g.named("A", "Sea Lord Aislinn", "kingdom")
    g.do(("play", g.named("A", "Drill Empire Spearmen", "hand"), "kingdom"), "A")
    assert not [a for a in g.legal_actions("A") if a[:2] == ("action", lord)]  # neither a Mage nor a Hero
    hero = next(n for n, c in pool.items() if c.unit and "Hero" in c.traits and c.runnable and not c.program.forced
                and not c.program.triggered and c.cost <= 5 and not c.only)
    g.s.resources["A"], g.s.race["A"] = 9, pool[hero].race
    g.s.zones.move(g.named("A", FILLER, "deck"), "A.hand")
    cid = g.s.new_card(hero, "A", "A.hand")
    g.do(("play", cid, "battlefield"), "A")
    dev = g.cards("A", "quest.dev")[0]
    g.do(("action", lord, _act(g, lord), [[dev]]), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.place(dev) == "hand"


def test_pile_uv_shinies_watches_units_of_printed_cost_4_or_greater(pool):
    g = _game(pool, {"race": "Empire", "resources": 9, "kingdom": ["Pile Uv Shinies"],
                     "hand": ["Drill Empire Spearmen", "The Greatswords"]})
    pile = g.named("A", "Pile Uv Shinies", "kingdom")
    g.do(("play", g.named("A", "Drill Empire Spearmen", "hand"), "kingdom"), "A")  # printed cost 3
    assert run.ready_entry(g, pile, _act(g, pile)) is None
    g.do(("play", g.named("A", "The Greatswords", "hand"), "battlefield"), "A")  # printed cost 4
    hand = len(g.cards("A", "hand"))
    g.do(("action", pile, _act(g, pile), []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert len(g.cards("A", "hand")) == hand + 1


def test_alluring_chosen_watches_units_entering_its_opponents_discard_pile(pool):
    g = _game(pool, {"kingdom": ["Alluring Chosen", "Drill Empire Spearmen"]},
              {"kingdom": ["Drill Empire Spearmen"], "hand": [FILLER]})
    chosen = g.named("A", "Alluring Chosen", "kingdom")
    _effect(g, "A", "destroy", card=g.named("A", "Drill Empire Spearmen", "kingdom"))  # into its own pile
    assert run.ready_entry(g, chosen, _act(g, chosen)) is None
    _effect(g, "A", "destroy", card=g.named("B", "Drill Empire Spearmen", "kingdom"))
    g.do(("action", chosen, _act(g, chosen), []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert any(e.kind == "lasting" and e.data["card"] == chosen and e.data["power"] == 1 for e in g.s.log.events)


def test_the_protocol_choose_action_answers_a_forced_effects_target(pool):
    from rulekeeper.games.invasion.protocol import Server
    nurglings = pool["Festering Nurglings"]
    entry = {"name": nurglings.name, "type": "Unit", "race": "Chaos", "cost": nurglings.cost,
             "loyalty": nurglings.loyalty, "power": nurglings.power, "health": nurglings.health, "text": nurglings.text}
    server = Server()
    server.handle({"type": "hello"})
    server.handle({"type": "setup", "cards": [entry], "position": {"active": "A", "phase": "capital", "players": {
        "A": {"race": "Chaos", "resources": 5, "hand": ["Festering Nurglings"], "kingdom": ["Drill Empire Militia"],
              "deck": [FILLER] * 5},
        "B": {"kingdom": ["Drill Empire Militia", "Drill Dwarf Longbeards"], "deck": [FILLER] * 5}}}})
    server.handle({"type": "act", "action": {"do": "choose", "answers": ["Drill Dwarf Longbeards"]}})
    answer = server.handle({"type": "act", "action": {"do": "play", "player": "A", "card": "Festering Nurglings",
                                                      "zone": "kingdom"}})
    corrupted = [e for e in answer["events"] if e["kind"] == "corrupt"]
    assert [e["name"] for e in corrupted] == ["Drill Dwarf Longbeards"], answer


def test_an_action_on_leaving_play_is_offered_only_with_targets_its_player_can_pay_for(pool):
    """errata.core.39 on a card gone from play: Church of Sigmar prices each effect targeting its player's units, so
    Arcane Purifier's Action, taken from the discard pile with no resources left, is not offered on B's units (a
    10,000-game soak found it offered, then refused by timing.C.2)."""
    g = _game(pool, {"kingdom": ["Arcane Purifier", "Drill Empire Militia"], "resources": 0},
              {"kingdom": ["Church of Sigmar", "Drill Dwarf Warriors"]})
    purifier = g.named("A", "Arcane Purifier", "kingdom")
    ours, theirs = g.named("A", "Drill Empire Militia", "kingdom"), g.named("B", "Drill Dwarf Warriors", "kingdom")
    _effect(g, "A", "destroy", card=purifier)
    offered = [a[3] for a in g.legal_actions("A") if a[:2] == ("action", purifier)]
    assert [[ours]] in offered and [[theirs]] not in offered
    with pytest.raises(IllegalAction):
        g.do(("action", purifier, _act(g, purifier), [[theirs]]), "A")
