"""A cost typed inside ", if able" (abilities/paid_if_able.py), on a real corpus card: Lobber Crew's "Kingdom.
Action: Sacrifice this unit to force an opponent to sacrifice a unit he controls, if able." (terms.cost,
timing.C.2, faq.54)."""

from invasion_tables import FILLER, table


def _game(pool, b_units):
    return table(pool, {"race": "Orc", "kingdom": ["Lobber Crew"]}, {"kingdom": b_units})


def _trigger(g):
    crew = g.named("A", "Lobber Crew", "kingdom")
    g.do(("action", crew, g.card(crew).program.actions[0][0], []), "A")
    assert g.place(crew) == "discard"  # the cost, paid as it is triggered
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.check() == []


def test_lobber_crew_is_runnable_with_the_sacrifice_as_its_cost(pool):
    card = pool["Lobber Crew"]
    assert card.runnable, card.why
    (_, ab), = card.program.actions
    assert ab.cost is not None


def test_the_crew_is_sacrificed_and_the_opponent_sacrifices_a_unit(pool):
    g = _game(pool, ["Mountain Guard"])
    guard = g.named("B", "Mountain Guard", "kingdom")
    _trigger(g)
    assert g.place(guard) == "discard"
    assert any(e.kind == "sacrificed" and e.data.get("card") == guard for e in g.s.log.events)


def test_with_no_unit_to_sacrifice_only_the_cost_is_paid(pool):
    g = _game(pool, [])
    _trigger(g)
    assert g.cards("B", "discard") == []
