"""Quest Actions paid by sacrificing the unit on the quest and usable only with enough tokens on it, on real corpus
cards (abilities/questing_cost.py, abilities/use_only_if.py): Journey to the Gate's "Sacrifice the unit on this
quest to force each opponent to discard his hand. Use this ability on your turn, and only if Journey to the Gate has
3 or more resource tokens on it." and A Glorious Death (terms.cost, terms.sacrifice, timing.C.2,
core.effects.action, card-types.quests)."""

import pytest

from rulekeeper.games.invasion import IllegalAction, from_position

FILLER = "Drill Neutral Watchtower"
JOURNEY = "Journey to the Gate"


def _game(pool, quest=JOURNEY, tokens=3, active="A", questing=True):
    on = [{"card": "Mountain Guard", "questing_on": quest}] if questing else []
    return from_position(pool, {"active": active, "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 10, "race": "Chaos", "quest": [{"card": quest, "tokens": tokens}, *on]},
        "B": {"deck": [FILLER] * 10, "hand": [FILLER, "Forest Dragon"], "kingdom": ["Mountain Guard"]}}})


def test_the_cards_are_runnable(pool):
    for name in (JOURNEY, "A Glorious Death"):
        assert pool[name].runnable, pool[name].why


def test_the_unit_on_the_quest_is_sacrificed_and_each_opponent_discards_his_hand(pool):
    g = _game(pool)
    quest, guard = g.named("A", JOURNEY, "quest"), g.named("A", "Mountain Guard", "quest")
    index = pool[JOURNEY].program.actions[0][0]
    assert ("action", quest, index, []) in g.legal_actions("A")
    g.do(("action", quest, index, []), "A")
    assert g.place(guard) == "discard"  # the cost, paid at once (timing.C.2)
    assert any(e.kind == "leave_play" or "terms.sacrifice" in e.rules for e in g.s.log.events)
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.cards("B", "hand") == [] and len(g.cards("B", "discard")) == 2
    assert g.check() == []


@pytest.mark.parametrize("tokens, active", [(2, "A"), (3, "B")])
def test_too_few_tokens_or_the_opponents_turn_refuse_the_action_and_change_nothing(pool, tokens, active):
    g = _game(pool, tokens=tokens, active=active)
    quest = g.named("A", JOURNEY, "quest")
    index = pool[JOURNEY].program.actions[0][0]
    assert not [a for a in g.legal_actions("A") if a[:2] == ("action", quest)]
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:
        g.do(("action", quest, index, []), "A")
    assert err.value.rule_id in ("core.effects.action", "timing.B.2")
    assert g.snapshot_text() == before


def test_a_glorious_death_waits_for_three_tokens(pool):
    g = _game(pool, quest="A Glorious Death", tokens=2)
    quest = g.named("A", "A Glorious Death", "quest")
    index = pool["A Glorious Death"].program.actions[0][0]
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:
        g.do(("action", quest, index, [[]]), "A")
    assert err.value.rule_id == "core.effects.action" and "3 or more" in str(err.value)
    assert g.snapshot_text() == before


def test_on_the_opponents_turn_the_use_rule_itself_refuses(pool):
    from rulekeeper.games.invasion.abilities import use_only_if
    g = _game(pool, tokens=3, active="B")
    quest = g.named("A", JOURNEY, "quest")
    index = pool[JOURNEY].program.actions[0][0]
    problem = use_only_if.refusal(g, "A", quest, index)
    assert problem is not None and problem.rule_id == "core.effects.action" and "turn" in str(problem)
    assert use_only_if.refusal(_game(pool, tokens=3), "A", quest, index) is None
