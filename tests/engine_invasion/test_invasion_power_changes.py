"""Power changes until the end of the turn beyond "gains [Power]" (abilities/power_changes.py), on real corpus
cards: doubling a unit's power (Forest Dragon), "power equal to the number of ..." (Drycha), "loses all power"
(Soporific Musk); each ends with the turn (timing.E.3)."""

import pytest

from rulekeeper.games.invasion.turn import turn_ends

from invasion_tables import FILLER, table


def _game(pool, a=None, b=None, phase="capital"):
    return table(pool, {"resources": 9, **(a or {})}, {"resources": 9, **(b or {})}, phase=phase)


def _action(g, p, cid, targets=()):
    """Player p triggers the card's first Action; both pass, so it resolves."""
    g.do(("action", cid, g.card(cid).program.actions[0][0], [list(t) for t in targets]), p)
    g.do(("pass",), "B" if p == "A" else "A")
    g.do(("pass",), p)
    assert g.check() == []


def _until(g, step):
    for _ in range(20):
        if g.s.step == step:
            return
        g.do(("pass",), g.to_act())
    raise AssertionError(f"never reached {step}")


def _attack(g, attacker):
    g.do(("attack", "kingdom"), "A")
    g.do(("attacker", attacker), "A")
    g.do(("done",), "A")
    assert g.s.step == "window" and g.to_act() == "A"


def test_the_cards_are_runnable(pool):
    for name in ("Forest Dragon", "Drycha", "Soporific Musk", "Mangler Squigs"):
        assert pool[name].runnable, (name, pool[name].why)


def test_forest_dragon_doubles_its_power_until_the_end_of_the_turn(pool):
    g = _game(pool, {"kingdom": ["Forest Dragon"]})
    dragon = g.named("A", "Forest Dragon", "kingdom")
    before, kingdom = g.unit_power(dragon), g.power("A", "kingdom")
    _action(g, "A", dragon)
    assert g.s.resources["A"] == 6  # spent 3
    assert g.unit_power(dragon) == 2 * before and g.power("A", "kingdom") == kingdom + before
    assert any(e.kind == "lasting" and "timing.E.3" in e.rules for e in g.s.log.events)
    turn_ends(g)
    assert g.unit_power(dragon) == before


def test_drycha_gains_power_equal_to_the_developments_in_its_zone(pool):
    g = _game(pool, {"battlefield": ["Drycha"], "developments": {"battlefield": [FILLER, FILLER, FILLER]}},
              {"kingdom": ["Drill Empire Militia"]}, phase="battlefield")
    drycha = g.named("A", "Drycha", "battlefield")
    printed = g.unit_power(drycha)
    _attack(g, drycha)
    g.do(("action", drycha, g.card(drycha).program.actions[0][0], []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.unit_power(drycha) == printed + 3 and g.s.resources["A"] == 7


def test_soporific_musk_takes_all_power_until_the_end_of_the_turn(pool):
    g = _game(pool, {"hand": ["Soporific Musk"], "race": "Chaos"}, {"kingdom": ["Forest Dragon"]})
    dragon = g.named("B", "Forest Dragon", "kingdom")
    g.s.corrupted.add(dragon)
    kingdom = g.power("B", "kingdom")
    g.do(("tactic", g.named("A", "Soporific Musk", "hand"), [[dragon]]), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.unit_power(dragon) == 0 and g.power("B", "kingdom") == kingdom - 3
    g.s.lasting.append({"card": dragon, "power": 2})  # a gain later this turn: it still has no power
    assert g.unit_power(dragon) == 0
    turn_ends(g)
    assert g.unit_power(dragon) == 3


def test_soporific_musk_needs_a_corrupted_target(pool):
    from rulekeeper.games.invasion import IllegalAction
    g = _game(pool, {"hand": ["Soporific Musk"], "race": "Chaos"}, {"kingdom": ["Forest Dragon"]})
    dragon = g.named("B", "Forest Dragon", "kingdom")
    with pytest.raises(IllegalAction):
        g.do(("tactic", g.named("A", "Soporific Musk", "hand"), [[dragon]]), "A")
    assert g.unit_power(dragon) == 3


def test_power_gained_with_no_duration_lasts_until_the_end_of_the_turn(pool):
    """Winged Riders of Kislev: "When this unit attacks, it gains [Power] for each other attacking unit." (no
    duration printed: read as until the end of the turn, clar.conditional-actions / timing.E.3)."""
    assert pool["Winged Riders of Kislev"].runnable, pool["Winged Riders of Kislev"].why
    g = _game(pool, {"battlefield": ["Winged Riders of Kislev", "Mountain Guard", "Forest Dragon"]},
              {"kingdom": ["Drill Empire Militia"]}, phase="battlefield")
    riders = g.named("A", "Winged Riders of Kislev", "battlefield")
    printed = g.unit_power(riders)
    g.do(("attack", "kingdom"), "A")
    _until(g, "attackers")
    for cid in g.cards("A", "battlefield"):
        g.do(("attacker", cid), "A")
    g.do(("done",), "A")
    g.do(("action", riders, g.card(riders).program.actions[0][0], []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.unit_power(riders) == printed + 2  # two other attacking units
    assert any(e.kind == "no_duration" for e in g.s.log.events)
    turn_ends(g)
    assert g.unit_power(riders) == printed


def test_bray_shaman_gives_two_power_then_the_unit_is_sacrificed_at_the_end_of_the_turn(pool):
    assert pool["Bray Shaman"].runnable, pool["Bray Shaman"].why
    g = _game(pool, {"race": "Chaos", "battlefield": ["Bray Shaman", "Forest Dragon"]},
              {"kingdom": ["Drill Empire Militia"]}, phase="battlefield")
    shaman, dragon = g.named("A", "Bray Shaman", "battlefield"), g.named("A", "Forest Dragon", "battlefield")
    g.do(("attack", "kingdom"), "A")
    _until(g, "attackers")
    g.do(("attacker", dragon), "A")
    g.do(("done",), "A")
    g.do(("action", shaman, g.card(shaman).program.actions[0][0], [[dragon]]), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert shaman in g.s.corrupted and g.unit_power(dragon) == 5
    turn_ends(g)
    assert g.place(dragon) == "discard"
