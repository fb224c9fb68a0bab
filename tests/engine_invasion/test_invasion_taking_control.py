"""Taking control by a card effect (abilities/taking_control.py), on real corpus cards: the card moves to its new
controller's corresponding zone (core.effects.ownership), for good (Your Will Is Mine, Veteran Sellswords) or until
the end of the turn (Grasping Darkness, timing.E.3); the rules that keep a card from changing control hold."""

import pytest

from rulekeeper.games.invasion import IllegalAction
from rulekeeper.games.invasion.turn import turn_ends

from invasion_tables import FILLER, table


def _game(pool, a=None, b=None, phase="capital"):
    return table(pool, {"resources": 20, **(a or {})}, {"resources": 9, **(b or {})}, phase=phase)


def _tactic(g, name, targets=(), answers=()):
    g.s.answers.extend(answers)
    g.do(("tactic", g.named("A", name, "hand"), [list(t) for t in targets]), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.check() == []


def test_the_cards_are_runnable(pool):
    for name in ("Veteran Sellswords", "Your Will Is Mine", "Grasping Darkness", "Fickle Sellswords"):
        assert pool[name].runnable, (name, pool[name].why)


def test_grasping_darkness_takes_a_unit_until_the_end_of_the_turn(pool):
    g = _game(pool, {"hand": ["Grasping Darkness"], "race": "Dark Elf"},
              {"quest": ["Mountain Guard"], "battlefield": ["Forest Dragon"]})
    guard, dragon = g.named("B", "Mountain Guard", "quest"), g.named("B", "Forest Dragon", "battlefield")
    hand = g.named("A", "Grasping Darkness", "hand")
    with pytest.raises(IllegalAction):  # printed cost 6: not a legal target
        g.do(("tactic", hand, [[dragon]]), "A")
    assert g.controller(dragon) == "B" and g.place(hand) == "hand"
    _tactic(g, "Grasping Darkness", [[guard]])
    assert g.controller(guard) == "A" and g.place(guard) == "quest" and g.s.owner[guard] == "B"
    assert any(e.kind == "take_control" for e in g.s.log.events)
    turn_ends(g)
    assert g.controller(guard) == "B" and g.place(guard) == "quest"
    assert any(e.kind == "control_returns" and "timing.E.3" in e.rules for e in g.s.log.events)


def test_your_will_is_mine_takes_each_opponent_unit_in_the_chosen_zone(pool):
    g = _game(pool, {"hand": ["Your Will Is Mine"], "race": "Dark Elf", "kingdom": ["Drill Empire Militia"]},
              {"kingdom": ["Mountain Guard", "Forest Dragon"], "battlefield": ["Drill Dwarf Longbeards"]})
    taken = g.cards("B", "kingdom")[:]
    other = g.named("B", "Drill Dwarf Longbeards", "battlefield")
    _tactic(g, "Your Will Is Mine", answers=["B.kingdom"])
    assert all(g.controller(c) == "A" and g.place(c) == "kingdom" for c in taken)
    assert g.controller(other) == "B" and g.cards("B", "kingdom") == []
    turn_ends(g)  # no duration: the control stays
    assert all(g.controller(c) == "A" for c in taken)


def test_veteran_sellswords_goes_to_the_opponent_at_the_end_of_its_controllers_turn(pool):
    g = _game(pool, {"battlefield": ["Veteran Sellswords"]}, phase="battlefield")
    sell = g.named("A", "Veteran Sellswords", "battlefield")
    turn_ends(g)
    assert g.controller(sell) == "B" and g.place(sell) == "battlefield" and g.s.owner[sell] == "A"


def test_a_taken_unit_actions_are_its_new_controllers(pool):
    g2 = _game(pool, {"kingdom": ["Forest Dragon"]})
    dragon = g2.named("A", "Forest Dragon", "kingdom")
    from rulekeeper.games.invasion.movement import take_control
    take_control(g2, "B", dragon)
    with pytest.raises(IllegalAction):  # its owner no longer controls it
        g2.do(("action", dragon, g2.card(dragon).program.actions[0][0], []), "A")
    assert g2.s.resources["A"] == 20


def test_a_taken_corrupted_unit_is_restored_by_its_controller_not_its_owner(pool):
    from rulekeeper.games.invasion.movement import take_control
    g = _game(pool, {"kingdom": ["Forest Dragon"]}, {"kingdom": ["Mountain Guard"]})
    guard = g.named("B", "Mountain Guard", "kingdom")
    take_control(g, "A", guard)
    g.s.corrupted.add(guard)
    g.s.step, g.s.deciding = "restore", "A"
    assert ("restore", guard) in g.legal_actions("A")
    g.do(("restore", guard), "A")
    assert guard not in g.s.corrupted
