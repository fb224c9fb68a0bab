"""Quests, legends and fulcrums as card types (games/invasion/quests.py, legends.py, fulcrums.py, cards.py)."""

from pathlib import Path

import pytest

from rulekeeper import paths
from rulekeeper.games.invasion import IllegalAction, from_position, load_cards
from rulekeeper.games.invasion.cards import card_from_entry

from invasion_tables import table

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "invasion-cards.json"
TOKEN_SENTENCE = ("Quest. Forced: Place 1 resource token on this card at the beginning of your turn if a unit is "
                  "questing here.")


def _card(name, kind, text, **stats):
    return card_from_entry({"name": name, "type": kind, "race": "Neutral", "cost": 0, "text": text, **stats}, "test")


QUEST = _card("Long Road", "Quest", TOKEN_SENTENCE, loyalty=0)
POOL = {**load_cards(paths.spec_dir("invasion") / "drill-cards.yaml"), QUEST.name: QUEST}


def _game(a=None, b=None, phase="capital", pool=POOL):
    return table(pool, a, b, phase=phase)


def test_the_token_sentence_of_a_quest_is_read_as_a_forced_effect_at_the_beginning_of_the_turn():
    assert QUEST.runnable, QUEST.why
    (_, forced, *_), = QUEST.program.forced
    assert forced.trigger is not None and forced.zone == "quest"
    # the other printed order reads the same
    other = _card("Other Road", "Quest", "Quest. Forced: At the beginning of your turn, place 1 resource token on "
                                         "this quest if a unit is questing here.")
    assert other.runnable, other.why


def test_tokens_gather_only_while_a_unit_quests_on_the_quest():
    g = _game({"quest": [{"card": "Long Road"}, {"card": "Drill Empire Militia", "questing_on": "Long Road"}]},
              phase="beginning")
    quest = g.named("A", "Long Road", "quest")
    g.begin_turn()
    assert g.s.tokens.get(quest) == 1
    assert any(e.kind == "tokens" and e.data["card"] == quest for e in g.s.log.events)
    lonely = _game({"quest": ["Long Road"]}, phase="beginning")
    q2 = lonely.named("A", "Long Road", "quest")
    lonely.begin_turn()
    assert lonely.s.tokens.get(q2, 0) == 0
    assert any(e.kind == "condition_not_met" for e in lonely.s.log.events)


def test_a_quest_is_played_into_the_quest_zone_and_a_unit_quests_on_it():
    g = _game({"resources": 3, "hand": ["Long Road", "Drill Empire Militia"]})
    road, militia = g.named("A", "Long Road", "hand"), g.named("A", "Drill Empire Militia", "hand")
    assert ("play", road, "quest") in g.legal_actions("A")
    assert ("play", road, "kingdom") not in g.legal_actions("A")
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:
        g.do(("play", road, "kingdom"), "A")
    assert err.value.rule_id == "core.cards.quest" and g.snapshot_text() == before
    g.do(("play", road, "quest"), "A")
    assert ("play", militia, "quest", road) in g.legal_actions("A")
    g.do(("play", militia, "quest", road), "A")
    assert g.s.questing == {road: militia}
    assert g.check() == []


def test_legends_and_fulcrums_say_why_they_are_not_runnable():
    legend = card_from_entry({"name": "L", "type": "Legend", "race": "Orc", "cost": 5, "loyalty": 3, "power": -1,
                              "health": -1, "text": "Each of your attacking units gains [Power]."}, "test")
    assert not legend.runnable and "hit points" in legend.why
    known = card_from_entry({"name": "K", "type": "Legend", "race": "Orc", "cost": 5, "loyalty": 3, "power": 2,
                             "health": 5, "zone_power": [1, 2, 3], "text": ""}, "test")
    assert known.runnable, known.why
    fulcrum = card_from_entry({"name": "F", "type": "Fulcrum", "race": "Neutral", "cost": None, "text": ""}, "test")
    assert not fulcrum.runnable and fulcrum.why.startswith("a fulcrum") and "cost" not in fulcrum.why


def test_a_quest_whose_other_ability_is_not_carried_out_stays_not_runnable_for_that_reason():
    card = _card("Half Road", "Quest", TOKEN_SENTENCE + " Quest. Action: Destroy all support cards and developments "
                                                        "in target zone.")  # a target zone: not read yet
    assert not card.runnable
    assert "quest cards are not played" not in card.why and "without a trigger" not in card.why


def test_no_corpus_quest_is_refused_for_its_type_or_its_token_sentence():
    if not CORPUS.exists():
        pytest.skip("the corpus is not beside the project")
    pool = load_cards(CORPUS)
    quests = [c for c in pool.values() if c.type == "Quest"]
    assert len(quests) == 51
    assert not [c.name for c in quests if "not played yet" in c.why or "without a trigger" in c.why]


# ---- fulcrums (fulcrums.py, faq.55-61) -------------------------------------------------------------------------
def _fulcrum_pool():
    pool = dict(POOL)
    for e in (dict(name="Witchfate Tor", type="Fulcrum", race="Neutral", cost=None,
                   text="Forced: When this fulcrum is channeled, corrupt target unit."),
              dict(name="Test Warlord", type="Legend", race="Orc", cost=3, power=1, health=4, zone_power=[1, 2, 3]),
              dict(name="Test Outrider", type="Unit", race="Empire", cost=1, power=1, health=2,
                   text="Scout. Forced: When this unit attacks, draw a card.")):
        card = card_from_entry(e, "test")
        pool[card.name] = card
    return pool


def _run_out(g):
    """Pass action windows; declare no defenders; assign every point of damage to the first target offered."""
    while g.s.step in ("window", "defenders", "assign") and not g.over:
        p = g.to_act()
        g.do(("pass",) if g.s.step == "window" else ("done",) if g.s.step == "defenders"
             else g.legal_actions(p)[0], p)


def test_two_attacks_in_a_cataclysm_battlefield_phase_and_the_fulcrum_changes_hands():
    g = from_position(_fulcrum_pool(), {"active": "A", "phase": "battlefield", "fulcrums": ["Witchfate Tor"], "players": {
        "A": {"deck": ["Drill Neutral Watchtower"] * 10, "battlefield": ["Test Outrider"]},
        "B": {"deck": ["Drill Neutral Watchtower"] * 10, "hand": ["Drill Neutral Watchtower"] * 2}}})
    tor = g.s.zones.lists["common.fulcrums"][0]
    rider = g.named("A", "Test Outrider", "battlefield")
    assert ("attack_fulcrum", tor) in g.legal_actions("A")
    g.do(("attack", "kingdom"), "A")
    g.do(("attacker", rider), "A")
    g.do(("done",), "A")
    _run_out(g)
    assert g.s.step == "target" and g.legal_actions("A") == [("attack", None), ("attack_fulcrum", tor)]
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:
        g.do(("attack", "quest"), "A")
    assert err.value.rule_id == "faq.56" and g.snapshot_text() == before
    g.do(("attack_fulcrum", tor), "A")
    g.do(("attacker", rider), "A")
    g.do(("done",), "A")
    _run_out(g)
    assert g.s.zones.where[tor] == "A.battlefield"  # damage assigned to the fulcrum: A takes control of it
    draws = [e for e in g.s.log.events if e.kind == "draw" and e.data["player"] == "A"]
    assert len(draws) == 2  # "when this unit attacks" in both attacks (faq.56)
    scouted = [e for e in g.s.log.events if e.kind == "discard" and "core.combat.scout" in e.rules]
    assert len(scouted) == 1  # Scout after the capital attack only (faq.55)
    assert any(e.kind == "scout_no_effect" for e in g.s.log.events)
    assert g.s.turn == 3 and g.s.active == "B" and g.check() == []


def test_a_legend_attacks_a_fulcrum_with_its_battlefield_icons_and_defends_one_only_when_allowed():
    pool = _fulcrum_pool()
    g = from_position(pool, {"active": "A", "phase": "battlefield", "players": {
        "A": {"deck": ["Drill Neutral Watchtower"] * 5, "legend": "Test Warlord"},
        "B": {"deck": ["Drill Neutral Watchtower"] * 5, "battlefield": ["Witchfate Tor"], "legend": "Test Warlord"}}})
    tor = g.named("B", "Witchfate Tor", "battlefield")
    warlord_a, warlord_b = g.cards("A", "legend")[0], g.cards("B", "legend")[0]
    g.do(("attack_fulcrum", tor), "A")
    assert ("attacker", warlord_a) in g.legal_actions("A")
    g.do(("attacker", warlord_a), "A")
    g.do(("done",), "A")
    assert ("defender", warlord_b) not in g.legal_actions("B")
    with pytest.raises(IllegalAction) as err:
        g.do(("defender", warlord_b), "B")
    assert err.value.rule_id == "faq.58"
    g.do(("done",), "B")
    assert g.s.combat.left == 3  # battlefield icons (finding on faq.57)


def test_a_fulcrum_leaves_play_only_when_targeted_and_goes_back_to_the_common_play_area():
    pool = _fulcrum_pool()
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": ["Drill Neutral Watchtower"] * 5, "battlefield": ["Witchfate Tor", "Drill Empire Militia"]},
        "B": {"deck": ["Drill Neutral Watchtower"] * 5}}})
    tor = g.named("A", "Witchfate Tor", "battlefield")
    g.resolve("A", "destroy", card=tor)
    assert g.s.zones.where[tor] == "common.fulcrums" and g.check() == []
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:
        g.resolve("A", "attack", fulcrum="Witchfate Tor")
    assert err.value.rule_id == "faq.59" and g.snapshot_text() == before


def test_a_cost_of_resource_tokens_of_this_quest_is_paid_from_them_and_refused_without_them():
    quest = _card("Paid Road", "Quest", TOKEN_SENTENCE + " Quest. Action: Remove 2 resource tokens from this card to "
                                                         "draw a card.", loyalty=0)
    assert quest.runnable, quest.why
    pool = {**POOL, quest.name: quest}
    g = _game({"quest": [{"card": "Paid Road", "tokens": 3},
                         {"card": "Drill Empire Militia", "questing_on": "Paid Road"}]}, pool=pool)
    road = g.named("A", "Paid Road", "quest")
    index = quest.program.actions[0][0]
    assert ("action", road, index, []) in g.legal_actions("A")
    g.do(("action", road, index, []), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    assert g.s.tokens[road] == 1 and len(g.cards("A", "hand")) == 1
    assert ("action", road, index, []) not in g.legal_actions("A")  # one token left: the cost can't be paid
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:
        g.do(("action", road, index, []), "A")
    assert err.value.rule_id == "timing.C.2" and g.snapshot_text() == before
    x_cost = _card("X Road", "Quest", "Quest. Action: Discard X resource tokens from this card to draw a card.")
    assert x_cost.runnable, x_cost.why  # X chosen as the cost is paid (token_x_cost.py, test_invasion_token_x_cost)


def test_random_games_with_quests_and_legends_in_the_decks_stay_clean():
    """The random player plays quests into the quest zone, sends units questing, gathers and spends tokens, and
    plays legends (simulate, on a pool where such cards are runnable)."""
    from rulekeeper.games.invasion import simulation
    from rulekeeper.games.invasion.simulate import InvasionSimulation
    from rulekeeper.kernel.simulate import play_random

    extra = [_card(f"{race} Road", "Quest", TOKEN_SENTENCE + " Quest. Action: Remove 1 resource token from this card "
                   "to draw a card.", race=race, loyalty=0) for race in ("Empire", "Orc")]
    extra += [card_from_entry({"name": f"{race} Warlord", "type": "Legend", "race": race, "cost": 2, "loyalty": 0,
                               "power": 1, "health": 4, "zone_power": [1, 1, 2], "text": ""}, "test")
              for race in ("Empire", "Orc")]
    pool = {**simulation().pool, **{c.name: c for c in extra}}
    sim = InvasionSimulation(pool)
    kinds = set()
    for i in range(20):  # until each kind was seen: which game shows a legend depends on the pool's runnable cards
        if {"quest", "tokens", "legend", "quest card"} <= kinds:
            break
        res = play_random(sim, f"quests:{i}", i, keep=True)
        assert res.error is None and res.violations == [], (res.error, res.violations[:3])
        events = res.engine.s.log.events
        kinds |= {e.kind for e in events if e.kind in ("quest", "tokens")}
        kinds |= {"legend" for e in events if e.kind == "play" and e.data.get("zone") == "legend"}
        kinds |= {"quest card" for e in events if e.kind == "play" and e.data.get("name", "").endswith("Road")}
    assert {"quest", "tokens", "legend", "quest card"} <= kinds, kinds


def test_if_you_control_a_legend_reads_the_capital_board():
    """Dwarf Thunderer (a real card): "If you control a legend, this unit gains Toughness 2." """
    if not CORPUS.exists():
        pytest.skip("the corpus is not beside the project")
    corpus = load_cards(CORPUS)
    thunderer = corpus["Dwarf Thunderer"]
    assert thunderer.runnable, thunderer.why
    warlord = card_from_entry({"name": "Test Warlord", "type": "Legend", "race": "Dwarf", "cost": 3, "power": 1,
                               "health": 4, "zone_power": [1, 2, 3], "text": ""}, "test")
    pool = {**POOL, thunderer.name: thunderer, warlord.name: warlord}
    alone = _game({"battlefield": ["Dwarf Thunderer"]}, {"legend": "Test Warlord"}, pool=pool)
    assert alone.toughness(alone.named("A", "Dwarf Thunderer", "battlefield")) == 0  # the opponent's legend
    led = _game({"battlefield": ["Dwarf Thunderer"], "legend": "Test Warlord"}, pool=pool)
    assert led.toughness(led.named("A", "Dwarf Thunderer", "battlefield")) == 2


def test_the_fulcrum_messages_of_the_protocol_fit_its_schema():
    import json

    import jsonschema

    from rulekeeper.games.invasion.protocol import Server
    schema = json.loads((Path(__file__).parents[2] / "engine/rulekeeper/conformance/invasion/protocol.schema.json")
                        .read_text())

    def valid(part, message):
        jsonschema.Draft202012Validator({**schema, "$ref": f"#/$defs/{part}"}).validate(message)

    tor = {"name": "Witchfate Tor", "type": "Fulcrum", "race": "Neutral",
           "text": "Forced: When this fulcrum is channeled, corrupt target unit."}
    warlord = {"name": "Test Warlord", "type": "Legend", "race": "Orc", "cost": 3, "power": 1, "health": 4,
               "zone_power": [1, 2, 3]}
    exchange = [
        {"type": "setup", "cards": [tor, warlord], "position": {
            "active": "A", "phase": "capital", "fulcrums": ["Witchfate Tor"], "players": {
                "A": {"battlefield": ["Drill Empire Spearmen"], "deck": ["Drill Orc Boyz"] * 5,
                      "legend": {"card": "Test Warlord", "attachments": []}},
                "B": {"deck": ["Drill Orc Boyz"] * 5}}}},
        {"type": "act", "action": {"do": "effect", "player": "A", "effect": "attack", "fulcrum": "Witchfate Tor"}},
        {"type": "act", "action": {"do": "pass", "player": "A"}},
        {"type": "act", "action": {"do": "attack_fulcrum", "player": "A", "fulcrum": "Witchfate Tor"}},
        {"type": "act", "action": {"do": "declare_attackers", "player": "A", "cards": ["Test Warlord"]}},
        {"type": "act", "action": {"do": "declare_defenders", "player": "B", "cards": []}},
        {"type": "act", "action": {"do": "assign", "player": "A", "damage": {"zone": 3}}},
        {"type": "query", "what": "fulcrums"},
    ]
    server = Server()
    answers = [server.handle(r) for r in exchange]
    for request, answer in zip(exchange, answers):
        valid("request", request)
        valid("answer", answer)
    assert answers[1]["illegal"]["rule"] == "faq.59"
    assert all("illegal" not in a and "error" not in a for a in answers[2:]), answers
    assert answers[-1]["value"] == {"Witchfate Tor": "A"}


def test_night_raids_gives_power_while_it_has_3_or_more_tokens(pool):
    """"While this quest has 3 or more resource tokens on it, each of your units gain [Power]." (conditions.py)"""
    assert pool["Night Raids"].runnable, pool["Night Raids"].why
    for tokens, more in ((2, 0), (3, 1)):
        g = from_position(pool, {"active": "A", "phase": "capital", "players": {
            "A": {"deck": ["Drill Neutral Watchtower"] * 10, "quest": [
                {"card": "Night Raids", "tokens": tokens}, {"card": "Mountain Guard", "questing_on": "Night Raids"}],
                  "battlefield": ["Drill Empire Militia"]},
            "B": {"deck": ["Drill Neutral Watchtower"] * 10, "battlefield": ["Drill Empire Militia"]}}})
        mine, theirs = g.named("A", "Drill Empire Militia", "battlefield"), g.named("B", "Drill Empire Militia", "battlefield")
        assert (g.unit_power(mine), g.unit_power(theirs)) == (1 + more, 1)
        assert g.unit_power(g.named("A", "Mountain Guard", "quest")) == pool["Mountain Guard"].power + more


def test_new_trade_route_counts_its_questing_unit_in_the_kingdom_as_well():
    """questing_power.py: "The unit questing on this card adds its power to your kingdom zone as well.": the
    kingdom's power (the resources of core.turn.1) and the quest zone's both count it; nothing with no unit on it."""
    if not CORPUS.exists():
        pytest.skip("the Invasion card corpus is not available")
    pool = {**load_cards(CORPUS), **POOL}
    assert pool["New Trade Route"].runnable, pool["New Trade Route"].why
    g = _game({"quest": [{"card": "New Trade Route"}, {"card": "Drill Empire Spearmen", "questing_on": "New Trade Route"}]},
              {"quest": [{"card": "New Trade Route"}, "Drill Empire Spearmen"]}, pool=pool)
    bare = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": ["Drill Neutral Watchtower"] * 10}, "B": {"deck": ["Drill Neutral Watchtower"] * 10}}})
    assert g.power("A", "kingdom") == bare.power("A", "kingdom") + 2  # the Spearmen's 2 power
    assert g.power("A", "quest") == bare.power("A", "quest") + 2  # still counted where it is
    assert g.power("B", "kingdom") == bare.power("B", "kingdom")  # B's Spearmen is not questing on it
    spearmen = g.named("A", "Drill Empire Spearmen", "quest")
    g.leave_play(spearmen, "destroyed", ("core.cards.destroyed",))
    assert g.power("A", "kingdom") == bare.power("A", "kingdom")
