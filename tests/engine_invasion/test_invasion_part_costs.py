"""Costs with their own check and payment (abilities/part_costs.py), on real corpus cards: Ratling Gun ("Attach to a
target Skaven unit. Action: Corrupt attached unit to deal 1 damage to each attacking unit.") and Ale Hall
("Action: Discard a quest or Grudge support card from your hand to have this card gain [Power] until the end of
the turn.") (timing.C.2, core.effects.corruption)."""

import pytest

from rulekeeper.games.invasion import IllegalAction, from_position

FILLER = "Drill Neutral Watchtower"


def _use(g, cid):
    g.do(("action", cid, g.card(cid).program.actions[0][0], []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")


def _refused(g, cid):
    if g.to_act() == "B":
        g.do(("pass",), "B")  # after a chain resolved, B has priority (timing.B.2)
    before = g.snapshot_text()
    assert not any(a[0] == "action" and a[1] == cid for a in g.legal_actions("A"))
    with pytest.raises(IllegalAction) as exc:
        g.do(("action", cid, g.card(cid).program.actions[0][0], []), "A")
    assert exc.value.rule_id == "timing.C.2"
    assert g.snapshot_text() == before


def test_ratling_gun_corrupts_the_unit_it_is_attached_to_and_only_once(pool):
    assert pool["Ratling Gun"].runnable, pool["Ratling Gun"].why
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 10, "race": "Orc", "kingdom": [
            "Clan Rats", {"card": "Ratling Gun", "attached_to": "Clan Rats"}, "Night Runners"]},
        "B": {"deck": [FILLER] * 10}}})
    gun, rats = g.named("A", "Ratling Gun", "kingdom"), g.named("A", "Clan Rats", "kingdom")
    _use(g, gun)
    assert rats in g.s.corrupted and g.named("A", "Night Runners", "kingdom") not in g.s.corrupted
    _refused(g, gun)  # its unit is corrupted already: the cost can't be paid


def _hall(pool, hand):
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 10, "race": "Dwarf", "kingdom": ["Ale Hall"], "hand": hand},
        "B": {"deck": [FILLER] * 10}}})
    return g, g.named("A", "Ale Hall", "kingdom")


def test_ale_hall_discards_a_quest_or_a_grudge_support_card(pool):
    assert pool["Ale Hall"].runnable, pool["Ale Hall"].why
    for card in ("A Glorious Death", "Stone Vengeance"):  # a quest; a Grudge support card
        g, hall = _hall(pool, ["Clan Rats", card])
        _use(g, hall)
        assert [g.name(c) for c in g.cards("A", "discard")] == [card]
        assert [g.name(c) for c in g.cards("A", "hand")] == ["Clan Rats"]
        assert any(m.get("card") == hall and m.get("power") == 1 for m in g.s.lasting)  # [Power] this turn


def test_ale_hall_without_such_a_card_cannot_pay(pool):
    g, hall = _hall(pool, ["Clan Rats", "Night Runners"])
    _refused(g, hall)


def _skarsnik(pool, damage):
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 10, "race": "Orc", "battlefield": [{"card": "Skarsnik and Gobbla", "damage": damage}]},
        "B": {"deck": [FILLER] * 10, "damage": {"kingdom": 1}}}})
    return g, g.named("A", "Skarsnik and Gobbla", "battlefield")


def test_skarsnik_removes_3_damage_from_itself_to_hurt_each_opponent_section_then_draws(pool):
    """"Remove 3 damage from this unit to deal 1 damage to each section of an opponent's capital. Then, draw a
    card." (an opponent's capital: the one opponent's)."""
    assert pool["Skarsnik and Gobbla"].runnable, pool["Skarsnik and Gobbla"].why
    g, skarsnik = _skarsnik(pool, 3)  # 4 hit points
    hand = len(g.cards("A", "hand"))
    _use(g, skarsnik)
    assert g.s.damage.get(skarsnik, 0) == 0
    assert [g.s.zone_damage.get(f"B.{z}", 0) for z in ("kingdom", "quest", "battlefield")] == [2, 1, 1]
    assert len(g.cards("A", "hand")) == hand + 1
    assert any(e.kind == "damage_removed" and "timing.C.2" in e.rules for e in g.s.log.events)


def test_skarsnik_with_fewer_than_3_damage_cannot_pay(pool):
    g, skarsnik = _skarsnik(pool, 2)
    _refused(g, skarsnik)


def _castle(pool, a_discard, b_discard):
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 10, "race": "Neutral", "kingdom": ["Drakenhof Castle"],
              "battlefield": ["Skeletal Horde"], "discard": a_discard},
        "B": {"deck": [FILLER] * 10, "discard": b_discard}}})
    return g, g.named("A", "Drakenhof Castle", "kingdom"), g.named("A", "Skeletal Horde", "battlefield")


def test_drakenhof_castle_moves_a_non_undead_unit_from_a_discard_pile_to_the_bottom_of_its_owners_deck(pool):
    """"Move a non-Undead unit in any player's discard pile to the bottom of his deck to cancel the next 2 damage
    assigned to target Undead unit this turn." (errata.bloodquest.56: 'Undead only.')."""
    assert pool["Drakenhof Castle"].runnable, pool["Drakenhof Castle"].why
    g, castle, horde = _castle(pool, ["Crypt Ghouls", "Mountain Guard"], ["Clan Rats"])
    g.s.answers = ["Mountain Guard"]
    g.do(("action", castle, g.card(castle).program.actions[0][0], [[horde]]), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert [g.name(c) for c in g.cards("A", "deck")][0] == "Mountain Guard"  # the bottom of its owner's deck
    assert sorted(g.name(c) for c in g.cards("A", "discard")) == ["Crypt Ghouls"]
    assert [g.name(c) for c in g.cards("B", "discard")] == ["Clan Rats"]
    assert any(x["on"] == horde for x in g.s.shields) and g.check() == []


def test_drakenhof_castle_with_only_undead_units_in_the_discard_piles_cannot_pay(pool):
    g, castle, horde = _castle(pool, ["Crypt Ghouls"], [])
    before = g.snapshot_text()
    assert not any(a[0] == "action" and a[1] == castle for a in g.legal_actions("A"))
    with pytest.raises(IllegalAction) as exc:
        g.do(("action", castle, g.card(castle).program.actions[0][0], [[horde]]), "A")
    assert exc.value.rule_id == "timing.C.2" and g.snapshot_text() == before
