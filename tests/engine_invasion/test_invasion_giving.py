"""Resources one player gives another (abilities/giving.py), on real corpus cards: Mountain Brigands ("When this
unit enters play, target opponent must give you 1 resource.") and Illyriel ("At the beginning of your turn, return
one target unit to its owner's hand unless its owner pays you 2 resources") (core.turn.1, faq.54)."""

from invasion_tables import FILLER, table


def _game(pool, a=None, b=None, phase="capital"):
    return table(pool, a, b, phase=phase, turn=3)


def _resolve(g):
    while g.s.step == "window" and not g.over:
        g.do(("pass",), g.to_act())


def test_the_cards_are_runnable(pool):
    for name in ("Mountain Brigands", "Illyriel"):
        assert pool[name].runnable, (name, pool[name].why)


def _brigands(pool, theirs):
    g = _game(pool, {"hand": ["Mountain Brigands"], "resources": 2}, {"resources": theirs})
    brigands = g.named("A", "Mountain Brigands", "hand")
    g.do(("play", brigands, "kingdom"), "A")
    g.do(("action", brigands, g.card(brigands).program.triggered[0][0], []), "A")
    _resolve(g)
    return g


def test_mountain_brigands_takes_a_resource_from_the_opponent(pool):
    g = _brigands(pool, 3)
    assert (g.s.resources["A"], g.s.resources["B"]) == (1, 2)  # 2 paid for the unit, 1 given


def test_mountain_brigands_an_opponent_without_resources_gives_nothing(pool):
    g = _brigands(pool, 0)
    assert (g.s.resources["A"], g.s.resources["B"]) == (0, 0)


def _illyriel(pool, theirs, answers=()):
    g = _game(pool, {"battlefield": ["Illyriel"], "race": "High Elf"},
              {"kingdom": ["Black Orc Squad"], "resources": theirs}, phase="beginning")
    illyriel, squad = g.named("A", "Illyriel", "battlefield"), g.named("B", "Black Orc Squad", "kingdom")
    g.begin_turn()
    g.s.answers = list(answers)
    g.do(("action", illyriel, g.card(illyriel).program.triggered[0][0], [[squad]]), "A")
    _resolve(g)
    return g, squad, [(e.data["player"], e.data["to"], e.data["amount"]) for e in g.s.log.events
                      if e.kind == "give_resources"]


def test_illyriel_the_owner_pays_to_keep_his_unit(pool):
    g, squad, given = _illyriel(pool, 3)
    assert g.place(squad) == "kingdom" and g.s.resources["B"] == 1 and given == [("B", "A", 2)]


def test_illyriel_an_owner_who_cannot_or_will_not_pay_takes_the_unit_back(pool):
    for theirs, answers in ((1, ()), (5, ("no",))):
        g, squad, given = _illyriel(pool, theirs, answers)
        assert g.place(squad) == "hand" and g.s.resources["B"] == theirs and given == []
