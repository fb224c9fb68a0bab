"""Triggers and durations, carried out from real corpus cards: a tactic played at a moment of combat
(tactic_timing.py), changes until the end of the turn (power_changes.py), an effect set up for the end of the turn
(delayed.py, timing.E.2), the beginning / end of a phase (turn.py, timing.D.1, timing.E.2) and trigger conditions
on what happens to cards (triggers.py). Each test sets a position, plays the card or runs the turn to the moment,
and reads the table."""

from pathlib import Path

import pytest

from rulekeeper.games.invasion import IllegalAction, from_position, load_cards
from rulekeeper.games.invasion.turn import turn_ends

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "invasion-cards.json"
POOL = load_cards(CORPUS) if CORPUS.exists() else {}
pytestmark = pytest.mark.skipif(not POOL, reason="the Invasion card corpus is not available")


def _game(a=None, b=None, phase="capital", active="A"):
    deck = ["Mountain Guard"] * 10
    return from_position(POOL, {"active": active, "phase": phase, "players": {
        "A": {"deck": deck, "resources": 9, **(a or {})}, "B": {"deck": deck, "resources": 9, **(b or {})}}})


def _events(g, kind):
    return [e for e in g.s.log.events if e.kind == kind]


def _resolve(g):
    while g.s.step == "window":
        g.do(("pass",), g.to_act())


def _end_turn(g):
    g.s.phase = 5
    turn_ends(g)


# ---- "Play during combat, after damage has been assigned." (tactic_timing.py: damage.py's damage_assigned) --------
def _attack_on_a(hand):
    from rulekeeper.games.invasion.turn import battlefield_phase
    g = _game({"race": "Dwarf", "hand": hand, "quest": ["Mountain Guard"]}, {"battlefield": ["Mountain Brigade"]},
              phase="battlefield", active="B")
    g.s.phase = 3
    battlefield_phase(g)
    _resolve(g)
    return g, g.cards("B", "battlefield")[0], g.cards("A", "hand")[0]


def test_grudge_thrower_assault_destroys_an_attacker_once_damage_is_assigned():
    # "Play during combat, after damage has been assigned. Action: Destroy one target attacking unit."
    from rulekeeper.games.invasion.actions import legal_actions
    assert POOL["Grudge Thrower Assault"].runnable
    g, brigade, tactic = _attack_on_a(["Grudge Thrower Assault"])
    g.do(("attack", "quest"), "B")
    _resolve(g)
    g.do(("attacker", brigade), "B")
    g.do(("done",), "B")
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as exc:  # defenders not declared, no damage assigned yet
        g.do(("tactic", tactic, [[brigade]]), "A")
    assert exc.value.rule_id == "timing.B.2" and g.snapshot_text() == before
    g.do(("done",), "A")
    while g.s.step == "assign":
        g.do(legal_actions(g, g.s.deciding)[0], g.s.deciding)
    assert _events(g, "damage_assigned") and not _events(g, "assigned")  # assigned, not yet applied
    assert g.s.step == "window" and g.to_act() == "B"
    g.do(("pass",), "B")
    g.do(("tactic", tactic, [[brigade]]), "A")
    _resolve(g)
    assert g.place(brigade) == "discard"


def test_grudge_thrower_assault_is_refused_before_damage_is_assigned():
    g, brigade, tactic = _attack_on_a(["Grudge Thrower Assault", "Grudge Thrower Assault"])
    from rulekeeper.games.invasion.abilities.run import tactic_refusal
    assert tactic_refusal(g, "A", tactic).rule_id == "timing.B.1"
    g.do(("attack", "quest"), "B")
    g.do(("attacker", brigade), "B")
    assert tactic_refusal(g, "A", tactic).rule_id == "timing.B.1"  # an attacking unit, but no damage assigned


# ---- "it gains [Power] and Counterstrike 3 until the end of the turn" (power_changes.py: one gain per item) -------
def test_emperors_chosen_gains_power_and_counterstrike_until_the_end_of_the_turn_when_it_enters_a_zone():
    # "Action: When this unit enters a zone, it gains [Power] and Counterstrike 3 until the end of the turn."
    assert POOL["Emperor's Chosen"].runnable
    g = _game({"race": "Empire", "hand": ["Emperor's Chosen"], "kingdom": ["Emperor's Chosen"]})
    chosen, there = g.cards("A", "hand")[0], g.cards("A", "kingdom")[0]
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as exc:  # in play, but it has entered no zone this turn
        g.do(("action", there, 0, []), "A")
    assert g.snapshot_text() == before and exc.value.rule_id == "timing.B.1"
    g.do(("play", chosen, "quest"), "A")  # entering play in a zone (errata.core.30)
    g.do(("action", chosen, 0, []), "A")
    _resolve(g)
    assert g.unit_power(chosen) == POOL["Emperor's Chosen"].power + 1
    assert g.keyword(chosen, "counterstrike") == 3
    _end_turn(g)
    assert g.unit_power(chosen) == POOL["Emperor's Chosen"].power and g.keyword(chosen, "counterstrike") == 0


def test_rage_of_the_bear_heals_the_mage_and_adds_two_damage_in_combat_this_turn():
    # "Action: Heal 1 damage on target Mage unit. It deals +2 damage in combat until the end of the turn."
    from rulekeeper.games.invasion.actions import legal_actions
    from rulekeeper.games.invasion.legends import combat_power
    from rulekeeper.games.invasion.turn import battlefield_phase
    assert POOL["Rage of the Bear"].runnable
    g = _game({"race": "Empire", "hand": ["Rage of the Bear"],
               "battlefield": [{"card": "Gold Wizard Acolyte", "damage": 1}, "Mountain Guard"]})
    mage, guard = g.cards("A", "battlefield")
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as exc:  # a Mage unit only
        g.do(("tactic", g.cards("A", "hand")[0], [[guard]]), "A")
    assert exc.value.rule_id == "timing.C.1" and g.snapshot_text() == before
    g.do(("tactic", g.cards("A", "hand")[0], [[mage]]), "A")
    _resolve(g)
    power = POOL["Gold Wizard Acolyte"].power
    assert g.s.damage.get(mage, 0) == 0 and g.unit_power(mage) == power  # its power is unchanged
    assert combat_power(g, mage) == power + 2 and combat_power(g, guard) == POOL["Mountain Guard"].power
    g.s.phase = 3
    battlefield_phase(g)
    _resolve(g)
    g.do(("attack", "quest"), "A")
    _resolve(g)
    g.do(("attacker", mage), "A")
    g.do(("done",), "A")
    _resolve(g)
    g.do(("done",), "B")
    _resolve(g)
    while g.s.step == "assign":
        g.do(legal_actions(g, g.s.deciding)[0], g.s.deciding)
    _resolve(g)
    assert _events(g, "zone_damage")[-1].data == {"player": "B", "zone": "quest", "amount": power + 2}


# ---- "At the end of the turn, ..." put first (delayed.py) -----------------------------------------------------
def test_berserk_fury_gives_power_then_deals_two_damage_at_the_end_of_the_turn():
    # "Action: One target Unit gains 3 Power until the end of the turn. At the end of the turn, that unit takes
    # 2 damage."
    assert POOL["Berserk Fury"].runnable
    g = _game({"race": "Chaos", "hand": ["Berserk Fury"]}, {"kingdom": ["Mountain Brigade", "Mountain Guard"]})
    brigade, guard = g.cards("B", "kingdom")
    g.do(("tactic", g.cards("A", "hand")[0], [[brigade]]), "A")
    _resolve(g)
    assert g.unit_power(brigade) == POOL["Mountain Brigade"].power + 3
    assert g.s.damage.get(brigade, 0) == 0  # not yet: at the end of the turn
    _end_turn(g)
    assert g.s.damage.get(brigade, 0) == 2 and g.s.damage.get(guard, 0) == 0
    assert g.unit_power(brigade) == POOL["Mountain Brigade"].power  # the 3 power expired (timing.E.3)
    hit = [e for e in _events(g, "damage") if "timing.E.2" in e.rules]
    assert hit and g.check() == []


def test_berserk_fury_damage_destroys_a_unit_with_two_hit_points_left():
    g = _game({"race": "Chaos", "hand": ["Berserk Fury"], "kingdom": ["Mountain Guard"]})
    guard = g.cards("A", "kingdom")[0]
    g.s.damage[guard] = 1  # Mountain Guard: 3 hit points, 2 left
    g.do(("tactic", g.cards("A", "hand")[0], [[guard]]), "A")
    _resolve(g)
    _end_turn(g)
    assert g.place(guard) == "discard"


def test_berserk_fury_needs_a_target_unit():
    g = _game({"race": "Chaos", "hand": ["Berserk Fury"]})
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as exc:
        g.do(("tactic", g.cards("A", "hand")[0], [[]]), "A")
    assert exc.value.rule_id == "faq.46" and g.snapshot_text() == before
    assert not _events(g, "delayed")


def test_bathe_in_blood_doubles_power_then_sacrifices_the_unit_at_the_end_of_the_turn():
    # "Action: Choose one target [Dark Elf] unit. Double that unit's power until the end of the turn. At the end of
    # the turn, sacrifice it."
    assert POOL["Bathe in Blood"].runnable
    g = _game({"race": "Dark Elf", "hand": ["Bathe in Blood"], "kingdom": ["Cold One Riders", "Dark Riders"]})
    riders, other = g.cards("A", "kingdom")
    g.do(("tactic", g.cards("A", "hand")[0], [[riders]]), "A")
    _resolve(g)
    assert g.unit_power(riders) == 2 * POOL["Cold One Riders"].power
    _end_turn(g)
    assert g.place(riders) == "discard" and g.is_in_play(other)
    assert any(e.kind == "sacrificed" and e.data["card"] == riders for e in g.s.log.events)


def test_bathe_in_blood_on_an_opponents_unit_does_not_sacrifice_it():
    # terms.sacrifice: "Sacrifice means to remove a card you control from play."
    g = _game({"race": "Dark Elf", "hand": ["Bathe in Blood"]}, {"race": "Dark Elf", "kingdom": ["Cold One Riders"]})
    riders = g.cards("B", "kingdom")[0]
    g.do(("tactic", g.cards("A", "hand")[0], [[riders]]), "A")
    _resolve(g)
    _end_turn(g)
    assert g.is_in_play(riders) and not _events(g, "sacrificed")


def test_bathe_in_blood_refuses_a_unit_of_another_race():
    g = _game({"race": "Dark Elf", "hand": ["Bathe in Blood"], "kingdom": ["Mountain Guard", "Dark Riders"]})
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as exc:
        g.do(("tactic", g.cards("A", "hand")[0], [[g.cards("A", "kingdom")[0]]]), "A")
    assert exc.value.rule_id == "timing.C.1" and g.snapshot_text() == before
