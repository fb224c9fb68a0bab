"""An Action a card gains while a condition holds (abilities/gained.py), on the real Dark Elf Assassin "If you control
a legend, this unit gains "Action: When this unit attacks, destroy target damaged unit."" (core.effects.constant,
core.effects.action)."""

import pytest

from rulekeeper.games.invasion import IllegalAction, from_position

FILLER = "Drill Neutral Watchtower"


def _attacks(pool, legend):
    a = {"deck": [FILLER] * 10, "race": "Dark Elf", "battlefield": ["Dark Elf Assassin"]}
    if legend:
        a["legend"] = "Grombrindal"
    g = from_position(pool, {"active": "A", "phase": "battlefield", "turn": 3, "players": {
        "A": a, "B": {"deck": [FILLER] * 10, "kingdom": [{"card": "Drill Empire Halberdiers", "damage": 1},
                                                          "Drill Empire Spearmen"]}}})
    assassin = g.cards("A", "battlefield")[0]
    g.do(("attack", "kingdom"), "A")
    for _ in range(80):
        if g.s.step == "attackers":
            break
        g.do(next(a for a in g.legal_actions(g.to_act()) if a[0] in ("pass", "done")), g.to_act())
    g.do(("attacker", assassin), "A")
    g.do(("done",), "A")
    return g, assassin, g.cards("B", "kingdom")


def test_dark_elf_assassin_is_runnable(pool):
    assert pool["Dark Elf Assassin"].runnable, pool["Dark Elf Assassin"].why


def test_with_a_legend_the_assassin_destroys_a_target_damaged_unit_when_it_attacks(pool):
    g, assassin, (damaged, fresh) = _attacks(pool, legend=True)
    index = g.card(assassin).program.triggered[0][0]
    assert ("action", assassin, index) in [a[:3] for a in g.legal_actions("A")]
    with pytest.raises(IllegalAction):
        g.do(("action", assassin, index, [[fresh]]), "A")  # not damaged: not a legal target
    g.do(("action", assassin, index, [[damaged]]), "A")
    while g.s.step == "window" and g.s.window.get("chain"):
        g.do(("pass",), g.to_act())
    assert g.place(damaged) == "discard" and g.is_in_play(fresh)


def test_without_a_legend_the_assassin_has_no_such_action(pool):
    g, assassin, _ = _attacks(pool, legend=False)
    index = g.card(assassin).program.triggered[0][0]
    assert g.s.step == "defenders"  # nothing to trigger: no action window was held for A
    assert ("action", assassin, index) not in [a[:3] for a in g.legal_actions("A")]


def test_the_action_is_refused_once_the_legend_has_left_play(pool):
    g, assassin, (damaged, fresh) = _attacks(pool, legend=True)
    index = g.card(assassin).program.triggered[0][0]
    g.leave_play(g.cards("A", "legend")[0], "destroyed", ("core.cards.destroyed",))
    assert ("action", assassin, index) not in [a[:3] for a in g.legal_actions("A")]
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as refused:
        g.do(("action", assassin, index, [[damaged]]), "A")
    assert refused.value.rule_id == "core.effects.constant" and g.snapshot_text() == before
