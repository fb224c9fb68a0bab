"""A lasting limit on drawing (abilities/draw_limits.py) on the real Infiltrate "Action: Target opponent cannot draw
more than one card this turn." (core.effects.cannot, timing.E.3)."""

import pytest

from rulekeeper.games.invasion import IllegalAction
from rulekeeper.games.invasion.turn import turn_ends

from invasion_tables import FILLER, table


def _game(pool, resources=3):
    return table(pool, {"hand": ["Infiltrate"], "resources": resources, "race": "Empire"}, None, turn=3)


def _infiltrate(g):
    g.do(("tactic", next(c for c in g.cards("A", "hand") if g.name(c) == "Infiltrate"), []), "A")
    while g.s.step == "window" and not g.over:
        g.do(("pass",), g.to_act())


def test_infiltrate_is_runnable(pool):
    assert pool["Infiltrate"].runnable, pool["Infiltrate"].why


def test_the_opponent_draws_one_card_at_most_this_turn(pool):
    g = _game(pool)
    _infiltrate(g)
    g.draw("B", 3, ("core.effects.action",))
    assert len(g.cards("B", "hand")) == 1 and len(g.cards("B", "deck")) == 9
    assert any(e.kind == "draw_prevented" and e.data["player"] == "B" for e in g.s.log.events)
    g.draw("A", 2, ("core.effects.action",))  # the limit is on the opponent only
    assert len(g.cards("A", "hand")) == 2


def test_cards_drawn_earlier_this_turn_count(pool):
    g = _game(pool)
    g.draw("B", 1, ("core.effects.action",))
    _infiltrate(g)
    g.draw("B", 1, ("core.effects.action",))
    assert len(g.cards("B", "hand")) == 1


def test_the_limit_ends_with_the_turn(pool):
    g = _game(pool)
    _infiltrate(g)
    g.draw("B", 1, ("core.effects.action",))
    turn_ends(g)  # B's turn: his quest phase draws, then more
    before = len(g.cards("B", "hand"))
    g.draw("B", 2, ("core.effects.action",))
    assert len(g.cards("B", "hand")) == before + 2
    assert not any("draw_limit" in m for m in g.s.lasting)


def test_infiltrate_cannot_be_played_without_the_resources(pool):
    g = _game(pool, resources=0)
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:
        _infiltrate(g)
    assert err.value.rule_id and g.snapshot_text() == before
