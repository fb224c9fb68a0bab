"""Lowering the cost of the next card of a kind (abilities/next_cost.py) and "(to a minimum of 1)"
(abilities/lowering_costs.py), on real corpus cards: Braying Gor ("Corrupt this unit to lower the cost of the next
[Chaos] unit you play this turn by 1 (to a minimum of 1)."), Runefang of Solland ("Sacrifice attached unit to lower
the cost of the next non-Epic Spell tactic you play this turn to 0.", errata) and Toof Trader ("Lower the cost of
each Creature card you play by 1 (to a minimum of 1).") and Ancient Stegadon ("Lower the cost to play this unit by 3
in a zone containing a Hero unit.", play_restrictions.py) (terms.reduction, terms.cost, timing.E.3)."""

import pytest

from rulekeeper.games.invasion import from_position
from rulekeeper.games.invasion.capital import cost
from rulekeeper.games.invasion.turn import turn_ends
from rulekeeper.kernel import IllegalAction

FILLER = "Drill Neutral Watchtower"


def _resolve(g, cid, paying=None):
    g.do(("action", cid, g.card(cid).program.actions[0][0], [], *([paying] if paying else [])), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")


def _gor(pool, hand):
    return from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 10, "resources": 20, "race": "Chaos", "kingdom": ["Braying Gor"], "hand": hand},
        "B": {"deck": [FILLER] * 10}}})


def _paid(g, name, zone="kingdom"):
    before = g.s.resources["A"]
    g.do(("play", g.named("A", name, "hand"), zone), "A")
    return before - g.s.resources["A"]


def test_the_next_chaos_unit_costs_one_less(pool):
    assert pool["Braying Gor"].runnable, pool["Braying Gor"].why
    g = _gor(pool, ["Savage Marauders", "Dark Zealot", "Spider Riders"])
    full = {n: cost(g, "A", pool[n]) for n in ("Savage Marauders", "Dark Zealot", "Spider Riders")}
    _resolve(g, g.named("A", "Braying Gor", "kingdom"))
    assert g.named("A", "Braying Gor", "kingdom") in g.s.corrupted
    assert _paid(g, "Spider Riders") == full["Spider Riders"]  # an Orc unit: the reduction still waits
    assert _paid(g, "Savage Marauders") == full["Savage Marauders"] - 1
    assert _paid(g, "Dark Zealot") == full["Dark Zealot"]  # used up by the first [Chaos] unit
    assert any(e.kind == "cost_lowered" for e in g.s.log.events)


def test_to_a_minimum_of_one(pool):
    g = _gor(pool, ["Servants of Khorne", "Savage Marauders"])
    full = {n: cost(g, "A", pool[n]) for n in ("Servants of Khorne", "Savage Marauders")}
    assert pool["Servants of Khorne"].cost == 1
    _resolve(g, g.named("A", "Braying Gor", "kingdom"))
    assert _paid(g, "Servants of Khorne", "battlefield") == full["Servants of Khorne"]  # 1 is the minimum
    assert _paid(g, "Savage Marauders") == full["Savage Marauders"]  # it was the next [Chaos] unit all the same


def test_it_ends_with_the_turn_and_a_corrupted_gor_cannot_pay_again(pool):
    g = _gor(pool, ["Savage Marauders"])
    gor = g.named("A", "Braying Gor", "kingdom")
    _resolve(g, gor)
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as exc:
        g.do(("action", gor, g.card(gor).program.actions[0][0], []), "A")
    assert exc.value.rule_id == "timing.C.2"  # a cost that cannot be paid: corrupting a corrupted unit
    assert g.snapshot_text() == before
    turn_ends(g)
    assert not any("lower_next" in m for m in g.s.lasting)


def test_runefang_lowers_the_next_spell_tactic_to_zero_not_an_epic_one(pool):
    assert pool["Runefang of Solland"].runnable, pool["Runefang of Solland"].why
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 10, "resources": 20, "race": "Empire",
              "kingdom": ["Drill Empire Militia", {"card": "Runefang of Solland", "attached_to": "Drill Empire Militia"}],
              "hand": ["Manaan Take You!"]},
        "B": {"deck": [FILLER] * 10, "kingdom": ["Drill Empire Militia"]}}})
    militia = g.named("A", "Drill Empire Militia", "kingdom")
    spell, epic = pool["Manaan Take You!"], pool["Da Brainbusta!"]  # Spell; Epic Spell
    _resolve(g, g.named("A", "Runefang of Solland", "kingdom"), [militia])
    assert g.place(militia) == "discard"  # the cost: the attached unit sacrificed
    lowered = [cost(g, "A", spell), cost(g, "A", epic)]
    g2 = from_position(pool, {"active": "A", "phase": "capital", "players": {  # the same table, nothing lowered
        "A": {"deck": [FILLER] * 10, "resources": 20, "race": "Empire", "hand": ["Manaan Take You!"]},
        "B": {"deck": [FILLER] * 10}}})
    assert lowered == [cost(g2, "A", spell) - spell.cost, cost(g2, "A", epic)]  # to 0, loyalty still added
    g.do(("pass",), "B")  # after the chain resolved, B has priority (timing.B.2)
    before = g.s.resources["A"]
    g.do(("tactic", g.named("A", "Manaan Take You!", "hand"), [[g.named("B", "Drill Empire Militia", "kingdom")]]), "A")
    assert before - g.s.resources["A"] == lowered[0]
    assert all(m.get("used") for m in g.s.lasting if "lower_next" in m)  # used up by the tactic played


def _orcs(pool, kingdom):
    return from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 10, "resources": 20, "race": "Orc", "kingdom": kingdom,
              "hand": ["Poisonous Wyvern", "Guard Squigs", "Spider Riders"]},
        "B": {"deck": [FILLER] * 10}}})


def test_toof_trader_lowers_each_creature_but_not_below_one(pool):
    assert pool["Toof Trader"].runnable, pool["Toof Trader"].why
    names = ("Poisonous Wyvern", "Guard Squigs", "Spider Riders")  # cost 4 and 2 Creatures; not a Creature
    assert [pool[n].cost for n in names[:2]] == [4, 2]
    costs = [[cost(g, "A", pool[n]) for n in names] for g in (  # two Orc cards in play each time (loyalty alike)
        _orcs(pool, ["Spider Riders", "Spider Riders"]), _orcs(pool, ["Toof Trader", "Spider Riders"]),
        _orcs(pool, ["Toof Trader", "Toof Trader"]))]
    (wyvern, squigs, riders), one, two = costs
    assert one == [wyvern - 1, squigs - 1, riders]
    assert two == [wyvern - 2, squigs - 1, riders]  # the second can't take the Squigs below 1
    g = _orcs(pool, ["Toof Trader", "Toof Trader"])
    assert _paid(g, "Guard Squigs") == squigs - 1


def test_ancient_stegadon_costs_three_less_only_into_a_zone_holding_a_hero(pool):
    # "Order only. Lower the cost to play this unit by 3 in a zone containing a Hero unit." (play_restrictions.py)
    assert pool["Ancient Stegadon"].runnable, pool["Ancient Stegadon"].why
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 10, "resources": 4, "race": "Empire", "battlefield": ["Luthor Huss"],
              "hand": ["Ancient Stegadon"]},
        "B": {"deck": [FILLER] * 10}}})
    stegadon = g.named("A", "Ancient Stegadon", "hand")
    assert cost(g, "A", pool["Ancient Stegadon"], zone="battlefield") == 3
    assert cost(g, "A", pool["Ancient Stegadon"], zone="kingdom") == 6
    plays = {a[2] for a in g.legal_actions("A") if a[:2] == ("play", stegadon)}
    assert plays == {"battlefield"}
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as exc:  # no Hero in the kingdom: 6 resources, 4 there
        g.do(("play", stegadon, "kingdom"), "A")
    assert exc.value.rule_id == "core.cards.cost"
    assert g.snapshot_text() == before
    assert _paid(g, "Ancient Stegadon", "battlefield") == 3
