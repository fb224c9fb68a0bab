"""Sacrifices by players other than the effect's controller alone (abilities/others_sacrifice.py), on real corpus
cards: Boiling Oil ("When this zone is attacked, sacrifice this card to force the attacker to sacrifice an
attacking unit.") and Desertion ("Each player sacrifices a neutral card he controls (you choose first).")
(terms.sacrifice, core.combat.1)."""

from invasion_tables import table


FILLER = "Drill Empire Militia"


def _game(pool, a=None, b=None, phase="capital"):
    return table(pool, {"resources": 9, **(a or {})}, {"resources": 9, **(b or {})}, phase=phase)


def _until(g, step):
    for _ in range(20):
        if g.s.step == step:
            return
        g.do(("pass",), g.to_act())
    raise AssertionError(f"never reached {step}")


def test_the_cards_are_runnable(pool):
    for name in ("Boiling Oil", "Desertion"):
        assert pool[name].runnable, (name, pool[name].why)


def test_boiling_oil_makes_the_attacker_sacrifice_an_attacking_unit(pool):
    g = _game(pool, {"battlefield": ["Forest Dragon", "Mountain Guard"]}, {"kingdom": ["Boiling Oil"]},
              phase="battlefield")
    dragon, guard = g.named("A", "Forest Dragon", "battlefield"), g.named("A", "Mountain Guard", "battlefield")
    oil = g.named("B", "Boiling Oil", "kingdom")
    g.do(("attack", "kingdom"), "A")
    _until(g, "attackers")
    g.do(("attacker", dragon), "A")
    g.do(("done",), "A")
    while g.to_act() != "B":
        g.do(("pass",), g.to_act())
    g.s.answers = ["Forest Dragon"]  # A's choice among his attacking units
    g.do(("action", oil, g.card(oil).program.triggered[0][0], []), "B")
    while g.s.step == "window" and not g.over:
        g.do(("pass",), g.to_act())
    assert g.place(oil) == "discard" and g.place(dragon) == "discard"
    assert g.place(guard) == "battlefield"  # not attacking: not one to sacrifice


def test_desertion_each_player_sacrifices_a_neutral_card_of_his_own(pool):
    g = _game(pool, {"hand": ["Desertion"], "kingdom": ["Forest Dragon", "Mountain Guard"]},
              {"kingdom": ["Drill Neutral Watchtower", "Black Orc Squad"], "battlefield": ["Forest Dragon"]})
    g.s.answers = ["Forest Dragon", "Forest Dragon"]  # A, then B, each names his own (B's Watchtower stays)
    g.do(("tactic", g.named("A", "Desertion", "hand"), []), "A")
    while g.s.step == "window" and not g.over:
        g.do(("pass",), g.to_act())
    assert [g.name(c) for c in g.cards("A", "kingdom")] == ["Mountain Guard"]
    assert sorted(g.name(c) for c in g.cards("B", "kingdom")) == ["Black Orc Squad", "Drill Neutral Watchtower"]
    assert not g.cards("B", "battlefield")
    chose = [e.data["player"] for e in g.s.log.events if e.kind == "choose"]
    assert chose == ["A", "B"]
