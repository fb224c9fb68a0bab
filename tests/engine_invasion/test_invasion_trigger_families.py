"""Trigger families read in their own modules (abilities/trigger_*.py through triggers.family): resource tokens put
on a quest (trigger_tokens.py), an opponent's draw for his quest phase (trigger_draws.py); and a tactic played at
the end of the battlefield phase on the units that participated in its combat (tactic_timing.py, participated.py)."""

import pytest

from rulekeeper.games.invasion import IllegalAction
from rulekeeper.games.invasion.cards import card_from_entry

from invasion_tables import table

ROAD = card_from_entry({"name": "Long Road", "type": "Quest", "race": "Neutral", "cost": 0, "loyalty": 0,
                        "text": "Quest. Forced: Place 1 resource token on this card at the beginning of your turn if "
                                "a unit is questing here."}, "test")


@pytest.fixture(scope="module")
def cards(pool):
    return {**pool, ROAD.name: ROAD}


def _game(pool, a=None, b=None, phase="beginning", active="A"):
    return table(pool, a, b, active=active, phase=phase)


def _questing(*more):
    return {"quest": [{"card": "Long Road"}, {"card": "Drill Empire Militia", "questing_on": "Long Road"}, *more]}


@pytest.mark.parametrize("name", ["Blessed Enchantress", "Hidden Sorceress"])
def test_token_triggers_are_runnable(cards, name):
    assert cards[name].runnable, cards[name].why


def test_another_card_effect_putting_tokens_on_a_quest_in_this_zone_puts_one_more(cards):
    g = _game(cards, _questing("Blessed Enchantress"))
    quest = g.named("A", "Long Road", "quest")
    g.begin_turn()
    assert g.s.tokens.get(quest) == 2  # the quest's own token, and Blessed Enchantress's additional one
    assert [e.data.get("additional", False) for e in g.s.log.events if e.kind == "tokens"] == [False, True]
    assert g.check() == []


def test_two_enchantresses_add_one_token_each_not_for_ever(cards):
    g = _game(cards, _questing("Blessed Enchantress", "Blessed Enchantress"))
    quest = g.named("A", "Long Road", "quest")
    g.begin_turn()
    assert g.s.tokens.get(quest) == 3


def test_the_enchantress_watches_only_quests_in_her_zone_of_her_player(cards):
    g = _game(cards, {**_questing(), "kingdom": ["Blessed Enchantress"]})
    quest = g.named("A", "Long Road", "quest")
    g.begin_turn()
    assert g.s.tokens.get(quest) == 1


def test_an_opponent_putting_tokens_on_a_quest_in_the_corresponding_zone_loses_one(cards):
    g = _game(cards, _questing(), {"quest": ["Hidden Sorceress"]})
    quest = g.named("A", "Long Road", "quest")
    g.begin_turn()
    assert g.s.tokens.get(quest, 0) == 0
    assert any(e.kind == "forced" and e.data["name"] == "Hidden Sorceress" for e in g.s.log.events)
    elsewhere = _game(cards, _questing(), {"kingdom": ["Hidden Sorceress"]})
    elsewhere.begin_turn()
    assert elsewhere.s.tokens.get(elsewhere.named("A", "Long Road", "quest")) == 1


def test_the_sorceress_does_not_watch_her_own_players_quests(cards):
    g = _game(cards, _questing("Hidden Sorceress"))
    g.begin_turn()
    assert g.s.tokens.get(g.named("A", "Long Road", "quest")) == 1


# ---- "Play at the end of any battlefield phase." / "units that participated in combat this phase" ---------------
def _until(g, done, limit=80):
    """Play on (passing, declaring nothing more, assigning damage to the first target) until `done(g)`."""
    for _ in range(limit):
        if done(g):
            return
        acts = g.legal_actions(g.to_act())
        pick = next((a for a in acts if a[0] in ("pass", "done")), None) or next(a for a in acts if a[0] == "assign")
        g.do(pick, g.to_act())
    raise AssertionError("never got there")


def test_invoke_khaines_wrath_destroys_the_units_of_the_combat_at_the_end_of_the_battlefield_phase(cards):
    assert cards["Invoke Khaine's Wrath"].runnable, cards["Invoke Khaine's Wrath"].why
    g = _game(cards, {"battlefield": ["Drill Empire Greatswords Drill"], "kingdom": ["Drill Empire Militia"]},
              {"race": "Dark Elf", "resources": 9, "hand": ["Invoke Khaine's Wrath"],
               "battlefield": ["Drill Dwarf Ironbreakers Drill"], "kingdom": ["Drill Dwarf Warriors"]},
              phase="capital")
    sword, militia = g.named("A", "Drill Empire Greatswords Drill", "battlefield"), g.named("A", "Drill Empire Militia", "kingdom")
    iron, warriors = g.named("B", "Drill Dwarf Ironbreakers Drill", "battlefield"), g.named("B", "Drill Dwarf Warriors", "kingdom")
    wrath = g.named("B", "Invoke Khaine's Wrath", "hand")
    play = ("tactic", wrath, [])
    _until(g, lambda g: g.s.step == "target")  # the battlefield phase begins (turn.py's phase_begins)
    g.do(("attack", "battlefield"), "A")
    _until(g, lambda g: g.s.step == "attackers")
    g.do(("attacker", sword), "A")
    g.do(("done",), "A")
    _until(g, lambda g: g.s.step == "defenders")
    g.do(("defender", iron), "B")
    g.do(("done",), "B")
    _until(g, lambda g: play in g.legal_actions("B") or g.s.active == "B")
    assert g.s.phase == 5 and g.s.step == "window"  # once the battlefield phase has ended: the end of the turn
    g.do(play, "B")
    _until(g, lambda g: g.s.active == "B" or not g.is_in_play(sword))
    assert g.place(sword) == "discard" and g.place(iron) == "discard"
    assert g.is_in_play(militia) and g.is_in_play(warriors)  # no combat for them
    assert g.check() == []


def test_invoke_khaines_wrath_is_not_played_during_the_battlefield_phase(cards):
    from rulekeeper.games.invasion.abilities import tactic_timing
    g = _game(cards, {"battlefield": ["Drill Empire Militia"]},
              {"race": "Dark Elf", "resources": 9, "hand": ["Invoke Khaine's Wrath"]}, phase="capital")
    wrath = g.named("B", "Invoke Khaine's Wrath", "hand")
    _until(g, lambda g: g.s.step == "target")
    g.do(("attack", "battlefield"), "A")
    refused = tactic_timing.refusal(g, "B", wrath)  # the battlefield phase is under way: its end has not come
    assert isinstance(refused, IllegalAction) and refused.rule_id == "timing.B.1"
    _until(g, lambda g: g.s.phase == 5)
    assert tactic_timing.refusal(g, "B", wrath) is None


# ---- "When an opponent draws cards for his quest phase, ... from that player's hand if he has 7 or more" ---------
def _harpies(cards, hand):
    """B's turn: B draws for his quest phase; A, with Harpies in his quest zone, gets priority in its window."""
    g = _game(cards, {"quest": ["Harpies"]}, {"hand": ["Drill Neutral Watchtower"] * hand}, active="B")
    harpies = g.named("A", "Harpies", "quest")
    act = ("action", harpies, g.card(harpies).program.triggered[0][0], [])
    g.begin_turn()
    _until(g, lambda g: act in g.legal_actions("A") or g.s.phase > 2)
    return g, harpies


def test_harpies_discard_at_random_from_the_hand_of_the_opponent_who_drew_for_his_quest_phase(cards):
    assert cards["Harpies"].runnable, cards["Harpies"].why
    g, harpies = _harpies(cards, 6)  # 6 and the quest phase's draw: 7 or more
    act = ("action", harpies, g.card(harpies).program.triggered[0][0], [])
    assert g.s.phase == 2 and act in g.legal_actions("A")
    hand = len(g.cards("B", "hand"))
    assert hand >= 7
    g.do(act, "A")
    _until(g, lambda g: len(g.cards("B", "hand")) < hand or g.s.phase > 2)
    assert len(g.cards("B", "hand")) == hand - 1 and harpies in g.s.corrupted  # its cost: corrupted
    assert any(e.kind == "discard" and e.data["player"] == "B" and e.data["by"] == "Harpies" for e in g.s.log.events)


def test_harpies_discard_nothing_from_a_smaller_hand(cards):
    g, harpies = _harpies(cards, 0)
    act = ("action", harpies, g.card(harpies).program.triggered[0][0], [])
    hand = len(g.cards("B", "hand"))
    assert 0 < hand < 7
    g.do(act, "A")
    _until(g, lambda g: g.s.phase > 2 or any(e.kind == "condition_not_met" for e in g.s.log.events))
    assert len(g.cards("B", "hand")) == hand and harpies in g.s.corrupted


def test_harpies_do_not_watch_their_own_players_draw(cards):
    g = _game(cards, {"quest": ["Harpies"]})
    harpies = g.named("A", "Harpies", "quest")
    g.begin_turn()
    _until(g, lambda g: any(a[:2] == ("action", harpies) for a in g.legal_actions("A")) or g.s.phase > 2)
    assert g.s.phase > 2  # A's own draw: no chance to trigger it
