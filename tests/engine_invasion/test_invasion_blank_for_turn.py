"""Text boxes blank for a while (abilities/blank_for_turn.py, faq.28), on real corpus cards: Feared 1 (Screamers of
Tzeentch: while it attacks, one target unit has no abilities) and Angi'arie ("treat target unit's text box as
though it were blank until the end of the turn")."""

from rulekeeper.games.invasion import from_position
from rulekeeper.games.invasion.blanking import blank
from rulekeeper.games.invasion.turn import turn_ends

FILLER = "Drill Neutral Watchtower"


def _until(g, step):
    for _ in range(20):
        if g.s.step == step:
            return
        g.do(("pass",), g.to_act())
    raise AssertionError(f"never reached {step}")


def test_the_cards_are_runnable(pool):
    for name in ("Screamers of Tzeentch", "Zombie Dragon", "Angi'arie"):
        assert pool[name].runnable, (name, pool[name].why)


def test_feared_blanks_a_target_unit_while_the_unit_attacks(pool):
    g = from_position(pool, {"active": "A", "phase": "battlefield", "players": {
        "A": {"deck": [FILLER] * 10, "battlefield": ["Screamers of Tzeentch"]},
        "B": {"deck": [FILLER] * 10, "kingdom": ["Forest Dragon"], "quest": ["Morathi's Pegasus"]}}})
    screamers = g.named("A", "Screamers of Tzeentch", "battlefield")
    dragon, pegasus = g.named("B", "Forest Dragon", "kingdom"), g.named("B", "Morathi's Pegasus", "quest")
    assert g.toughness(pegasus) == 3
    g.do(("attack", "kingdom"), "A")
    _until(g, "attackers")
    g.s.answers.append("Morathi's Pegasus")  # A names the target (else the attacked zone's first unit)
    g.do(("attacker", screamers), "A")
    g.do(("done",), "A")
    assert blank(g, pegasus) and not blank(g, dragon) and g.toughness(pegasus) == 0  # its Toughness 3 is gone
    assert any(e.kind == "feared" for e in g.s.log.events)
    g.s.combat.attackers = []  # no longer attacking: the text box is back
    assert not blank(g, pegasus) and g.toughness(pegasus) == 3


def test_angiarie_blanks_a_target_unit_until_the_end_of_the_turn(pool):
    g = from_position(pool, {"active": "B", "phase": "battlefield", "players": {
        "A": {"deck": [FILLER] * 10, "kingdom": ["Angi'arie"]},
        "B": {"deck": [FILLER] * 10, "kingdom": ["Morathi's Pegasus"]}}})
    angi, pegasus = g.named("A", "Angi'arie", "kingdom"), g.named("B", "Morathi's Pegasus", "kingdom")
    turn_ends(g)  # A's turn begins: Angi'arie's Action may be triggered
    assert g.s.active == "A" and g.s.step == "window" and g.to_act() == "A"
    g.do(("action", angi, g.card(angi).program.triggered[0][0], [[pegasus]]), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert blank(g, pegasus) and g.toughness(pegasus) == 0
    turn_ends(g)  # timing.E.3
    assert not blank(g, pegasus) and g.toughness(pegasus) == 3
