"""An effect whose verb is "target" (abilities/targeted.py), on a real corpus card: Repair the Waystones's "Discard
3 resource tokens from this card to target a support card in your discard pile, and put it into play in your quest
zone." (timing.C.1, faq.24, zones.put-into-play)."""

import pytest

from rulekeeper.games.invasion import IllegalAction, from_position

FILLER = "Drill Neutral Watchtower"
REPAIR = "Repair the Waystones"


def _game(pool, tokens=3, discard=(FILLER, "Mountain Guard")):
    return from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": ["Forest Dragon"] * 10, "race": "High Elf", "discard": list(discard),
              "quest": [{"card": REPAIR, "tokens": tokens}, {"card": "Mountain Guard", "questing_on": REPAIR}]},
        "B": {"deck": [FILLER] * 10}}})


def test_repair_the_waystones_is_runnable(pool):
    assert pool[REPAIR].runnable, pool[REPAIR].why


def test_the_support_card_targeted_in_the_pile_enters_the_quest_zone(pool):
    g = _game(pool)
    repair, tower = g.named("A", REPAIR, "quest"), g.named("A", FILLER, "discard")
    index = pool[REPAIR].program.actions[0][0]
    assert ("action", repair, index, [[tower]]) in g.legal_actions("A")
    g.do(("action", repair, index, [[tower]]), "A")
    assert g.s.tokens.get(repair, 0) == 0  # the cost: 3 tokens
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.place(tower) == "quest" and g.s.zones.where[tower] == "A.quest"
    assert any(e.kind == "put_into_play" and e.data["card"] == tower for e in g.s.log.events)
    assert g.check() == []


def test_only_a_support_card_in_your_pile_is_a_legal_target(pool):
    g = _game(pool)
    repair, guard = g.named("A", REPAIR, "quest"), g.named("A", "Mountain Guard", "discard")
    index = pool[REPAIR].program.actions[0][0]
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:
        g.do(("action", repair, index, [[guard]]), "A")  # a unit, not a support card
    assert err.value.rule_id == "timing.C.1" and g.snapshot_text() == before
    none = _game(pool, discard=("Mountain Guard",))
    assert not [a for a in none.legal_actions("A") if a[:2] == ("action", none.named("A", REPAIR, "quest"))]
