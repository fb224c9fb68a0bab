"""Quests, legends and fulcrums as card types (games/invasion/quests.py, legends.py, fulcrums.py, cards.py)."""

from pathlib import Path

import pytest

from rulekeeper import paths
from rulekeeper.games.invasion import IllegalAction, from_position, load_cards
from rulekeeper.games.invasion.cards import card_from_entry

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "invasion-cards.json"
TOKEN_SENTENCE = ("Quest. Forced: Place 1 resource token on this card at the beginning of your turn if a unit is "
                  "questing here.")


def _card(name, kind, text, **stats):
    return card_from_entry({"name": name, "type": kind, "race": "Neutral", "cost": 0, "text": text, **stats}, "test")


QUEST = _card("Long Road", "Quest", TOKEN_SENTENCE, loyalty=0)
POOL = {**load_cards(paths.spec_dir("invasion") / "drill-cards.yaml"), QUEST.name: QUEST}


def _game(a=None, b=None, phase="capital", pool=POOL):
    deck = ["Drill Neutral Watchtower"] * 10
    return from_position(pool, {"active": "A", "phase": phase, "players": {
        "A": {"deck": deck, **(a or {})}, "B": {"deck": deck, **(b or {})}}})


def _id(g, p, name, place):
    return next(c for c in g.cards(p, place) if g.name(c) == name)


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
    quest = _id(g, "A", "Long Road", "quest")
    g.begin_turn()
    assert g.s.tokens.get(quest) == 1
    assert any(e.kind == "tokens" and e.data["card"] == quest for e in g.s.log.events)
    lonely = _game({"quest": ["Long Road"]}, phase="beginning")
    q2 = _id(lonely, "A", "Long Road", "quest")
    lonely.begin_turn()
    assert lonely.s.tokens.get(q2, 0) == 0
    assert any(e.kind == "condition_not_met" for e in lonely.s.log.events)


def test_a_quest_is_played_into_the_quest_zone_and_a_unit_quests_on_it():
    g = _game({"resources": 3, "hand": ["Long Road", "Drill Empire Militia"]})
    road, militia = _id(g, "A", "Long Road", "hand"), _id(g, "A", "Drill Empire Militia", "hand")
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
    card = _card("Half Road", "Quest", TOKEN_SENTENCE + " Quest. Action: Move a resource token from this card to "
                                                        "a [High Elf] card with a resource token on it.")
    assert not card.runnable
    assert "quest cards are not played" not in card.why and "without a trigger" not in card.why


def test_no_corpus_quest_is_refused_for_its_type_or_its_token_sentence():
    if not CORPUS.exists():
        pytest.skip("the corpus is not beside the project")
    pool = load_cards(CORPUS)
    quests = [c for c in pool.values() if c.type == "Quest"]
    assert len(quests) == 51
    assert not [c.name for c in quests if "not played yet" in c.why or "without a trigger" in c.why]
