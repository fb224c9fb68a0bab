"""Gathering the Winds (abilities/spell_from_pile.py, faq.43) on real corpus cards: "Remove resource tokens from this
card equal to the printed cost of a target Spell card in your discard pile to play it at no cost. Then, sacrifice
this card." The target is chosen in the cost, which it prices; the Spell plays inside the chain's resolution."""

import pytest

from rulekeeper.games.invasion import IllegalAction

from invasion_tables import table

GATHERING = "Gathering the Winds"


def _game(pool, tokens, pile, **a):
    return table(pool, {"race": "High Elf", "resources": 5, "kingdom": [{"card": GATHERING, "tokens": tokens}],
                        "discard": pile, **a})


def _trigger(g, target):
    gathering = g.named("A", GATHERING, "kingdom")
    index = g.card(gathering).program.actions[0][0]
    g.do(("action", gathering, index, [[g.named("A", target, "discard")]]), "A")
    return gathering


def _resolve(g):
    while g.s.window:
        g.do(("pass",), g.to_act())
    assert g.check() == []


def test_the_card_runs_and_its_cost_reads_the_target(pool):
    assert pool[GATHERING].runnable, pool[GATHERING].why
    g = _game(pool, 1, ["Second Sight", "Greater Heal"])
    offered = [a for a in g.legal_actions("A") if a[0] == "action"]
    targets = {g.name(a[3][0][0]) for a in offered}
    assert targets == {"Second Sight"}  # Greater Heal costs 3 tokens: not offered with 1


def test_a_spell_that_costs_more_tokens_than_the_card_has_is_refused_and_nothing_changes(pool):
    g = _game(pool, 2, ["Greater Heal"])
    before = g.s.to_json()
    with pytest.raises(IllegalAction) as refused:
        _trigger(g, "Greater Heal")
    assert refused.value.rule_id == "timing.C.2" and g.s.to_json() == before


def test_a_card_of_the_pile_that_is_no_spell_is_no_target(pool):
    g = _game(pool, 5, ["Drill Empire Militia"])
    with pytest.raises(IllegalAction):
        _trigger(g, "Drill Empire Militia")


def test_a_spell_of_cost_0_takes_no_token_its_play_triggers_the_forced_and_the_card_is_sacrificed_after(pool):
    g = _game(pool, 1, ["Scroll of Asur"])
    gathering = _trigger(g, "Scroll of Asur")
    assert g.s.tokens.get(gathering, 0) == 1
    _resolve(g)
    kinds = [e.kind for e in g.s.log.events]
    assert kinds.index("played_by_effect") < kinds.index("sacrificed")
    # its playing is a play of a Spell card: "Forced: When you play a Spell card, put 1 resource token on this
    # card." resolves at the sentence break, before "Then, sacrifice this card." (faq.43)
    forced = next(i for i, e in enumerate(g.s.log.events) if e.kind == "forced" and e.data.get("name") == GATHERING)
    assert kinds.index("played_by_effect") < forced < kinds.index("sacrificed")
    assert g.place(gathering) == "discard" and g.place(g.named("A", "Scroll of Asur", "discard")) == "discard"


def test_a_spell_that_is_not_a_tactic_is_not_played_and_the_card_stays(pool):
    spells = [n for n, c in pool.items() if c.type == "Support" and "Spell" in c.traits and c.cost <= 2]
    assert spells, "a Spell support card in the corpus"
    g = _game(pool, 2, [spells[0]])
    gathering = _trigger(g, spells[0])
    _resolve(g)
    assert any(e.kind == "not_played" and "faq.43" in e.rules for e in g.s.log.events)
    assert g.place(gathering) == "kingdom"  # "Then, sacrifice this card": the play did not happen
