"""Cards alone with their wording, on real corpus cards: a trait named alone in a play condition ("Play only if you
control a Capital Center or a legend.", A Promise of War: abilities/conditions.py bare_trait)."""

import pytest

from rulekeeper.games.invasion import IllegalAction, from_position

FILLER = "Drill Neutral Watchtower"


def _game(pool, a=None, b=None, phase="capital", active="A"):
    deck = [FILLER] * 10
    return from_position(pool, {"active": active, "phase": phase, "players": {
        "A": {"deck": deck, **(a or {})}, "B": {"deck": deck, **(b or {})}}})


def _resolve(g, by="A"):
    """Both players pass: the chain resolves."""
    g.do(("pass",), "B" if by == "A" else "A")
    g.do(("pass",), by)
    assert g.check() == []


def test_a_promise_of_war_needs_a_capital_center_or_a_legend(pool):
    assert pool["A Promise of War"].runnable, pool["A Promise of War"].why
    g = _game(pool, {"hand": ["A Promise of War"], "resources": 5, "deck": [FILLER] * 3 + ["Mountain Guard"]})
    tactic = g.named("A", "A Promise of War", "hand")
    assert not any(a[0] == "tactic" for a in g.legal_actions("A"))
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as exc:
        g.do(("tactic", tactic, []), "A")
    assert exc.value.rule_id == "core.effects.constant" and g.snapshot_text() == before
    other = _game(pool, {"hand": ["A Promise of War"], "resources": 5, "kingdom": ["Cathedral of Sigmar"],
                         "deck": [FILLER] * 3 + ["Mountain Guard"]})
    other_support = _game(pool, {"hand": ["A Promise of War"], "resources": 5, "kingdom": [FILLER]})
    assert not any(a[0] == "tactic" for a in other_support.legal_actions("A"))  # a support card, not a Capital Center
    tactic = other.named("A", "A Promise of War", "hand")
    other.do(("tactic", tactic, []), "A")
    _resolve(other)
    assert [other.name(c) for c in other.cards("A", "hand")] == ["Mountain Guard"]
