"""A trait chosen as the effect resolves (abilities/trait_choice.py) on the real Spirit Slayer "Action: When this
unit attacks, choose a Trait. All units with that trait must defend this turn, if able." (targeting.target,
core.combat.3, faq.54)."""

import pytest

from rulekeeper.games.invasion import IllegalAction

from invasion_tables import FILLER, table


def _game(pool):
    return table(pool,
                 {"battlefield": ["Spirit Slayer"]},
                 {"kingdom": ["Drill Empire Militia", "Sons of Coin"]}, phase="battlefield")


def _attack_and_choose(g, answers):
    slayer = g.named("A", "Spirit Slayer", "battlefield")
    g.do(("attack", "kingdom"), "A")
    while g.s.step != "attackers":
        g.do(("pass",), g.to_act())
    g.do(("attacker", slayer), "A")
    g.do(("done",), "A")
    index = g.card(slayer).program.triggered[0][0]
    while g.to_act() != "A":
        g.do(("pass",), g.to_act())
    g.do(("action", slayer, index, []), "A")
    g.s.answers = list(answers)
    while g.s.step != "defenders":
        g.do(("pass",), g.to_act())


def test_spirit_slayer_is_runnable(pool):
    assert pool["Spirit Slayer"].runnable, pool["Spirit Slayer"].why


def test_the_units_of_the_chosen_trait_must_defend(pool):
    g = _game(pool)
    coin, militia = g.named("B", "Sons of Coin", "kingdom"), g.named("B", "Drill Empire Militia", "kingdom")
    _attack_and_choose(g, ["trait Noble"])
    assert any(e.kind == "choose_trait" and e.data["chosen"] == "Noble" for e in g.s.log.events)
    with pytest.raises(IllegalAction) as exc:
        g.do(("done",), "B")  # Sons of Coin (a Noble) must defend
    assert exc.value.rule_id == "core.combat.3"
    g.do(("defender", coin), "B")
    g.do(("done",), "B")
    assert g.s.combat.defenders == [coin] and militia not in g.s.combat.defenders


def test_with_no_answer_the_first_trait_of_the_opponents_units_is_chosen(pool):
    g = _game(pool)
    militia = g.named("B", "Drill Empire Militia", "kingdom")
    _attack_and_choose(g, [])
    assert any(e.kind == "choose_trait" and e.data["chosen"] == "Warrior" for e in g.s.log.events)
    with pytest.raises(IllegalAction):
        g.do(("done",), "B")
    g.do(("defender", militia), "B")
    g.do(("done",), "B")
    assert militia in g.s.combat.defenders
