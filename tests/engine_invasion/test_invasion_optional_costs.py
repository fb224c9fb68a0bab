"""A cost paid inside an effect at its player's option (abilities/optional_costs.py), on a real corpus card:
Celestial Wizard's "Then, you may remove 2 resource tokens from this unit to deal 1 damage to each unit in any
corresponding zone." (terms.cost, timing.C.2)."""

from rulekeeper.games.invasion import from_position

FILLER = "Drill Neutral Watchtower"


def _game(pool, tokens):
    return from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 10, "resources": 9, "race": "Empire", "hand": [FILLER],
              "kingdom": [{"card": "Celestial Wizard", "tokens": tokens}]},
        "B": {"deck": [FILLER] * 10, "kingdom": ["Forest Dragon"], "quest": ["Mountain Guard"]}}})


def _develop_then_trigger(g, answers=()):
    wizard = g.named("A", "Celestial Wizard", "kingdom")
    g.do(("develop", g.cards("A", "hand")[0], "quest"), "A")
    g.s.answers.extend(answers)
    g.do(("action", wizard, g.card(wizard).program.actions[0][0], []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.check() == []
    return wizard


def test_celestial_wizard_is_runnable(pool):
    assert pool["Celestial Wizard"].runnable, pool["Celestial Wizard"].why


def test_the_tokens_paid_deal_the_damage(pool):
    g = _game(pool, 1)
    wizard = _develop_then_trigger(g)
    dragon, guard = g.named("B", "Forest Dragon", "kingdom"), g.named("B", "Mountain Guard", "quest")
    assert g.s.tokens.get(wizard, 0) == 0  # 1 + 1 put, 2 removed
    assert g.s.damage.get(dragon) == 1 and g.s.damage.get(wizard) == 1  # each unit in the kingdoms
    assert not g.s.damage.get(guard)  # not a corresponding zone


def test_declined_or_unpaid_no_damage(pool):
    g = _game(pool, 1)
    wizard = _develop_then_trigger(g, answers=["no"])
    assert g.s.tokens.get(wizard) == 2 and not g.s.damage
    g = _game(pool, 0)
    wizard = _develop_then_trigger(g)
    assert g.s.tokens.get(wizard) == 1 and not g.s.damage  # 1 token: the cost of 2 can't be paid
    assert any(e.kind == "cost_not_paid" for e in g.s.log.events)
