"""Limited Actions (core.effects.action): "(Limit once per turn.)" holds an Action to one use a turn, "(limit once
per phase.)" (The Imperial Zoo, errata.capital.109) to one use a phase, so it may be used again in the next phase."""

import pytest

from rulekeeper import paths
from rulekeeper.games.invasion import IllegalAction, from_position, load_cards
from rulekeeper.games.invasion.cards import card_from_entry


def _lookout(limit):
    return card_from_entry({"name": "Lookout", "type": "Support", "race": "Neutral", "cost": 0,
                            "text": f"Action: Spend 1 resource to draw a card. (Limit once per {limit}.)"}, "test")


def _game(limit):
    pool = {**load_cards(paths.spec_dir("invasion") / "drill-cards.yaml"), "Lookout": _lookout(limit)}
    deck = ["Drill Neutral Watchtower"] * 10
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": deck, "resources": 5, "kingdom": ["Lookout"]}, "B": {"deck": deck}}})
    return g, next(c for c in g.cards("A", "kingdom") if g.name(c) == "Lookout")


def _use(g, look):
    g.do(("action", look, 0, []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")


def _to_the_battlefield_phase(g):
    g.do(("pass",), "A")  # A is done with the capital phase
    while g.s.phase != 4:
        g.do(("pass",), g.to_act())


@pytest.mark.parametrize("limit, again", [("phase", True), ("turn", False)])
def test_a_limited_action_is_used_again_in_the_next_phase_only_when_limited_per_phase(limit, again):
    g, look = _game(limit)
    assert g.pool["Lookout"].runnable
    _use(g, look)
    assert len(g.cards("A", "hand")) == 1 and g.s.resources["A"] == 4
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as exc:  # the same phase: refused, nothing changed
        g.do(("action", look, 0, []), "A")
    assert exc.value.rule_id == "core.effects.action" and f"once per {limit}" in str(exc.value)
    assert g.snapshot_text() == before
    _to_the_battlefield_phase(g)
    if again:
        _use(g, look)
        assert len(g.cards("A", "hand")) == 2 and g.s.resources["A"] == 3
    else:
        with pytest.raises(IllegalAction):
            g.do(("action", look, 0, []), "A")
