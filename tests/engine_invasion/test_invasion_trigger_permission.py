"""Actions another player may trigger (abilities/trigger_permission.py), on real corpus cards: "Only an opponent may
trigger this ability." (Morathi's Pegasus), "Any player may trigger this effect." (Fickle Sellswords); the player
who triggers pays the cost and is the effect's "you" (timing.B.2)."""

import pytest

from rulekeeper.games.invasion import IllegalAction

from invasion_tables import FILLER, table


def _game(pool, a=None, b=None):
    return table(pool, {"resources": 9, **(a or {})}, {"resources": 9, **(b or {})})


def test_the_cards_are_runnable(pool):
    for name in ("Morathi's Pegasus", "Fickle Sellswords"):
        assert pool[name].runnable, (name, pool[name].why)


def test_only_an_opponent_may_trigger_morathis_pegasus(pool):
    g = _game(pool, {"kingdom": ["Morathi's Pegasus", "Forest Dragon"]})
    pegasus, dragon = g.named("A", "Morathi's Pegasus", "kingdom"), g.named("A", "Forest Dragon", "kingdom")
    index = g.card(pegasus).program.actions[0][0]
    assert g.toughness(pegasus) == 3
    assert not any(a[:2] == ("action", pegasus) for a in g.legal_actions("A"))
    with pytest.raises(IllegalAction):  # its controller may not
        g.do(("action", pegasus, index, []), "A")
    g.do(("action", dragon, g.card(dragon).program.actions[0][0], []), "A")  # a window: B has priority
    assert ("action", pegasus, index, []) in g.legal_actions("B")
    g.do(("action", pegasus, index, []), "B")
    g.do(("pass",), "A")
    g.do(("pass",), "B")
    assert g.toughness(pegasus) == 0 and g.s.resources["B"] == 6 and g.s.resources["A"] == 6
    assert g.check() == []


def test_any_player_may_trigger_fickle_sellswords(pool):
    g = _game(pool, {"battlefield": ["Fickle Sellswords", "Forest Dragon"]})
    fickle, dragon = g.named("A", "Fickle Sellswords", "battlefield"), g.named("A", "Forest Dragon", "battlefield")
    index = g.card(fickle).program.actions[0][0]
    g.do(("action", dragon, g.card(dragon).program.actions[0][0], []), "A")
    g.do(("action", fickle, index, []), "B")
    g.do(("pass",), "A")
    g.do(("pass",), "B")
    assert g.controller(fickle) == "B" and g.place(fickle) == "battlefield" and g.s.resources["B"] == 8
    from rulekeeper.games.invasion.abilities.trigger_permission import may_trigger
    assert may_trigger(g, "A", fickle, index) and may_trigger(g, "B", fickle, index)  # any player, either side
    assert not may_trigger(g, "B", dragon, g.card(dragon).program.actions[0][0])  # an ordinary Action: A's only
