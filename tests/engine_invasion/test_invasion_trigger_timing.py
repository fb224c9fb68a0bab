"""Triggers and durations, carried out from real corpus cards: a tactic played at a moment of combat
(tactic_timing.py), changes until the end of the turn (power_changes.py), an effect set up for the end of the turn
(delayed.py, timing.E.2), the beginning / end of a phase (turn.py, timing.D.1, timing.E.2) and trigger conditions
on what happens to cards (triggers.py). Each test sets a position, plays the card or runs the turn to the moment,
and reads the table."""

from pathlib import Path

import pytest

from rulekeeper.games.invasion import IllegalAction, load_cards
from rulekeeper.games.invasion.turn import turn_ends

from invasion_tables import table

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "invasion-cards.json"
POOL = load_cards(CORPUS) if CORPUS.exists() else {}
pytestmark = pytest.mark.skipif(not POOL, reason="the Invasion card corpus is not available")


def _game(a=None, b=None, phase="capital", active="A"):
    return table(POOL,
                 {"resources": 9, **(a or {})},
                 {"resources": 9, **(b or {})}, active=active, phase=phase, deck="Mountain Guard")


def _events(g, kind):
    return [e for e in g.s.log.events if e.kind == kind]


def _resolve(g):
    while g.s.step == "window":
        g.do(("pass",), g.to_act())


def _end_turn(g):
    g.s.phase = 5
    turn_ends(g)


def _attack_unopposed(g, unit):
    """A attacks B's quest zone with `unit`, B declares no defenders, the damage is assigned (the first choice)."""
    from rulekeeper.games.invasion.actions import legal_actions
    g.do(("attack", "quest"), "A")
    _resolve(g)
    g.do(("attacker", unit), "A")
    g.do(("done",), "A")
    _resolve(g)
    g.do(("done",), "B")
    _resolve(g)
    while g.s.step == "assign":
        g.do(legal_actions(g, g.s.deciding)[0], g.s.deciding)


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
    _attack_unopposed(g, mage)  # A attacks B's quest zone; B declares no defenders
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


def test_tyriel_makes_the_attacking_player_return_one_of_his_attacking_units_at_the_end_of_the_turn():
    # "Forced: Whenever an opponent attacks this zone, he must return one of his attacking units to its owner's hand
    # at the end of the turn." (delayed.py: chosen as the effect resolves, by the attacking player)
    assert POOL["Tyriel"].runnable, POOL["Tyriel"].why
    g2 = _game({"battlefield": ["Mountain Brigade", "Mountain Guard"]}, {"quest": ["Tyriel"]}, phase="battlefield")
    brigade, guard = g2.cards("A", "battlefield")
    g2.s.answers.append("Mountain Guard")  # A's choice among his attacking units
    g2.do(("attack", "quest"), "A")
    _resolve(g2)
    g2.do(("attacker", brigade), "A")
    g2.do(("attacker", guard), "A")
    g2.do(("done",), "A")
    assert [e.data["chosen"] for e in _events(g2, "choose") if e.data["player"] == "A"] == [["Mountain Guard"]]
    assert g2.is_in_play(guard)  # not yet: at the end of the turn
    _end_turn(g2)
    assert g2.place(guard) == "hand" and g2.is_in_play(brigade) and g2.check() == []


def test_tyriel_does_nothing_when_another_zone_is_attacked():
    g = _game({"battlefield": ["Mountain Brigade"]}, {"kingdom": ["Tyriel"]}, phase="battlefield")
    brigade = g.cards("A", "battlefield")[0]
    _attack_unopposed(g, brigade)
    _end_turn(g)
    assert g.is_in_play(brigade) and not [e for e in _events(g, "forced") if e.data["name"] == "Tyriel"]


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


# ---- the beginning and end of a phase (turn.py: timing.D.1, timing.E.2) -----------------------------------------
def _capital_phase_under_way(g):
    # a position given in the capital phase has it under way (position.py): it ends when the player passes
    assert g.s.under_way == "capital" and g.s.step == "capital"


def test_johannes_broheim_may_move_to_another_zone_at_the_end_of_each_phase():
    # "At the end of each phase, you may move this unit from its current zone to one of your other zones."
    assert POOL["Johannes Broheim"].runnable
    g = _game({"race": "Empire", "kingdom": ["Johannes Broheim"]})
    johannes = g.cards("A", "kingdom")[0]
    _capital_phase_under_way(g)
    g.s.answers = ["quest"]
    g.do(("pass",), "A")  # A passes the capital phase: it ends (timing.E.2)
    ends = _events(g, "phase_ends")
    assert [e.data["phase"] for e in ends] == ["capital"]
    assert g.place(johannes) == "quest" and _events(g, "constant_effect")  # printed without "Forced:" (timing.A.1)
    assert _events(g, "phase_begins")[-1].data["phase"] == "battlefield"


def test_johannes_broheim_stays_when_his_player_declines():
    g = _game({"race": "Empire", "kingdom": ["Johannes Broheim"]})
    johannes = g.cards("A", "kingdom")[0]
    _capital_phase_under_way(g)
    g.s.answers = ["no"]
    g.do(("pass",), "A")
    assert g.place(johannes) == "kingdom" and _events(g, "phase_ends")


def test_a_phase_that_never_began_does_not_end():
    # a battlefield phase an effect made A skip (terms.the-word-skip): it neither begins nor ends
    g = _game({"race": "Empire", "kingdom": ["Johannes Broheim"]})
    g.s.skipped.append(4)
    _capital_phase_under_way(g)
    g.s.answers = ["no"]
    g.do(("pass",), "A")
    assert [e.data["phase"] for e in _events(g, "phase_ends") if e.data["player"] == "A"] == ["capital"]
    assert _events(g, "skip_phase")
    assert not any(e.data == {"player": "A", "phase": "battlefield"} for e in _events(g, "phase_begins"))


def _battlefield_phase_with(a, b=None):
    from rulekeeper.games.invasion.turn import battlefield_phase
    g = _game(a, b, phase="battlefield")
    g.s.phase = 3
    battlefield_phase(g)
    _resolve(g)
    return g


def test_bearer_of_eight_deals_indirect_damage_at_the_end_of_the_battlefield_phase_if_it_did_not_attack():
    # "Battlefield. Action: At the end of your battlefield phase, if this unit did not attack this turn, deal 2
    # indirect damage to each opponent"
    assert POOL["Bearer of Eight"].runnable
    g = _battlefield_phase_with({"race": "High Elf", "battlefield": ["Bearer of Eight"]},
                                {"kingdom": ["Mountain Brigade"]})
    bearer = g.cards("A", "battlefield")[0]
    brigade = g.cards("B", "kingdom")[0]
    assert g.s.step == "target" and not g.s.ready  # not triggered at the beginning of the phase
    g.do(("attack", None), "A")  # no attack: the battlefield phase ends, then the turn's end window (timing.E.1)
    assert [e.data["phase"] for e in _events(g, "phase_ends")] == ["battlefield"]
    assert g.s.step == "window" and g.to_act() == "A"
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as exc:  # priority is A's (timing.B.4)
        g.do(("action", bearer, 0, []), "B")
    assert exc.value.rule_id == "timing.B.2" and g.snapshot_text() == before
    g.do(("action", bearer, 0, []), "A")
    _resolve(g)
    assert _events(g, "indirect_damage")[-1].data == {"player": "B", "amount": 2}
    assert g.s.damage.get(brigade, 0) == 2 and g.s.damage.get(bearer, 0) == 0


def test_bearer_of_eight_that_attacked_deals_nothing():
    g = _battlefield_phase_with({"race": "High Elf", "battlefield": ["Bearer of Eight"]},
                                {"kingdom": ["Mountain Brigade"]})
    bearer = g.cards("A", "battlefield")[0]
    _attack_unopposed(g, bearer)  # A attacks B's quest zone; B declares no defenders
    assert g.s.step == "window" and _events(g, "phase_ends")  # the turn's end window, after the battlefield phase
    g.do(("action", bearer, 0, []), "A")  # triggered, but its condition fails as it resolves (timing.B.3)
    _resolve(g)
    assert _events(g, "condition_not_met") and not _events(g, "indirect_damage")


def test_bearer_of_eight_cannot_be_triggered_before_the_end_of_the_battlefield_phase():
    g = _game({"race": "High Elf", "battlefield": ["Bearer of Eight"]})
    bearer = g.cards("A", "battlefield")[0]
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as exc:
        g.do(("action", bearer, 0, []), "A")
    assert exc.value.rule_id == "timing.B.1" and g.snapshot_text() == before


# ---- "At the end of your battlefield phase, if attached unit did not attack, put a Spell card ..." (to_deck.py) ----
def test_blessing_of_asuryan_puts_a_spell_card_from_the_discard_pile_on_top_of_the_deck():
    # "Attach to a target Mage unit you control. Attached unit gains [Power]. Action: At the end of your
    # battlefield phase, if attached unit did not attack, put a Spell card from your discard pile on top of your deck."
    assert POOL["Blessing of Asuryan"].runnable
    g = _battlefield_phase_with({"race": "High Elf", "discard": ["Greater Heal", "Mountain Guard", "Radiant Gaze"],
                                 "kingdom": ["True Mage", {"card": "Blessing of Asuryan", "attached_to": "True Mage"}]})
    mage, blessing = g.cards("A", "kingdom")
    assert g.unit_power(mage) == POOL["True Mage"].power + 1
    g.do(("attack", None), "A")
    g.s.answers = ["Greater Heal"]
    g.do(("action", blessing, 2, []), "A")
    _resolve(g)
    assert _events(g, "to_deck")[-1].data["cards"] == ["Greater Heal"]
    assert g.name(g.cards("A", "deck")[-1]) == "Greater Heal"  # the top of the deck (drawn first)
    assert "Greater Heal" not in [g.name(c) for c in g.cards("A", "discard")]


def test_blessing_of_asuryan_puts_nothing_without_a_spell_card():
    g = _battlefield_phase_with({"race": "High Elf", "discard": ["Mountain Guard"],
                                 "kingdom": ["True Mage", {"card": "Blessing of Asuryan", "attached_to": "True Mage"}]})
    blessing = g.cards("A", "kingdom")[1]
    g.do(("attack", None), "A")
    g.do(("action", blessing, 2, []), "A")
    _resolve(g)
    assert not _events(g, "to_deck") and [g.name(c) for c in g.cards("A", "discard")] == ["Mountain Guard"]


# ---- "Whenever a unit is healed" (triggers.py: healed by anyone, faq.13) -----------------------------------------
def test_ishas_gaze_gives_the_attached_unit_power_for_each_unit_healed_by_either_player():
    # Isha's Gaze: "Attach to target unit. Whenever a unit is healed, attached units gains 1 power until the end of
    # the turn." Greater Heal (B's): "Action: Heal all damage on your units." - two units healed: two events.
    assert POOL["Isha's Gaze"].runnable
    g = _game({"race": "High Elf", "kingdom": ["Mountain Guard", {"card": "Isha's Gaze", "attached_to": "Mountain Guard"}]},
              {"race": "High Elf", "hand": ["Greater Heal"], "kingdom": ["Mountain Guard", "Mountain Brigade"]},
              active="B")
    mine = g.cards("A", "kingdom")[0]
    theirs, brigade = g.cards("B", "kingdom")
    g.s.damage[theirs], g.s.damage[brigade] = 1, 2
    g.do(("tactic", g.cards("B", "hand")[0], []), "B")
    _resolve(g)
    assert len(_events(g, "heal")) == 2
    assert g.unit_power(mine) == POOL["Mountain Guard"].power + 2  # once per unit healed
    assert g.unit_power(theirs) == POOL["Mountain Guard"].power
    _end_turn(g)
    assert g.unit_power(mine) == POOL["Mountain Guard"].power


def test_ishas_gaze_does_nothing_when_a_unit_without_damage_is_not_healed():
    g = _game({"race": "High Elf", "hand": ["Tear of Isha"],
               "kingdom": ["Mountain Guard", {"card": "Isha's Gaze", "attached_to": "Mountain Guard"}]})
    mine = g.cards("A", "kingdom")[0]
    g.do(("tactic", g.cards("A", "hand")[0], [[mine]]), "A")  # no damage on it: nothing is healed (terms.healing)
    _resolve(g)
    assert not _events(g, "heal") and g.unit_power(mine) == POOL["Mountain Guard"].power


# ---- "When attached unit enters a discard pile from play" (triggers.py, run.py: the attachments of a card leaving)
def _grudges(hand):
    g = _game({"race": "Empire", "hand": [hand]},
              {"race": "Dwarf", "kingdom": ["Mountain Guard", {"card": "Great Book of Grudges", "attached_to": "Mountain Guard"}],
               "quest": ["Mountain Brigade"]})
    return g, g.cards("B", "kingdom")[0], next(c for c in g.cards("B", "kingdom") if g.name(c) == "Great Book of Grudges")


def test_great_book_of_grudges_deals_six_indirect_damage_when_its_unit_is_destroyed():
    # "Attach to a target Dwarf Unit. Attached unit gains 2 Power. When attached unit enters a discard pile from
    # play, each opponent takes 6 Indirect Damage." Manaan Take You!: "Destroy target unit or support card in a zone
    # with no developments."
    assert POOL["Great Book of Grudges"].runnable
    g, guard, book = _grudges("Manaan Take You!")
    assert g.unit_power(guard) == POOL["Mountain Guard"].power + 2
    g.do(("tactic", g.cards("A", "hand")[0], [[guard]]), "A")
    _resolve(g)
    assert g.place(guard) == "discard" and g.place(book) == "discard"
    assert _events(g, "constant_effect")[-1].data["name"] == "Great Book of Grudges"  # printed without "Forced:"
    assert _events(g, "indirect_damage")[-1].data == {"player": "A", "amount": 6}  # B's opponent
    assert g.check() == []


def test_great_book_of_grudges_does_nothing_when_its_unit_goes_back_to_hand():
    # Called Back: "Return target unit to its owner's hand." - not a discard pile
    g, guard, book = _grudges("Called Back")
    g.do(("tactic", g.cards("A", "hand")[0], [[guard]]), "A")
    _resolve(g)
    assert g.place(guard) == "hand" and g.place(book) == "discard"
    assert not _events(g, "indirect_damage") and not _events(g, "constant_effect")


def test_great_book_of_grudges_does_nothing_when_another_unit_is_destroyed():
    g, guard, book = _grudges("Manaan Take You!")
    brigade = g.cards("B", "quest")[0]
    g.do(("tactic", g.cards("A", "hand")[0], [[brigade]]), "A")
    _resolve(g)
    assert g.place(brigade) == "discard" and g.is_in_play(book) and not _events(g, "indirect_damage")


# ---- "When you attach an Attachment support card to this unit" (triggers.py) -------------------------------------
def _mage(hand_a=("Dragon Mage Wakening",), hand_b=(), active="A"):
    g = _game({"race": "High Elf", "hand": list(hand_a), "kingdom": ["Mage of the White Tower", "Mountain Guard"]},
              {"race": "High Elf", "hand": list(hand_b)}, active=active)
    mage, guard = g.cards("A", "kingdom")
    return g, mage, guard


def test_mage_of_the_white_tower_draws_a_card_when_you_attach_an_attachment_to_it():
    # "This unit gains [Power] for each Attachment support card attached to it. Action: When you attach an
    # Attachment support card to this unit, draw a card."
    assert POOL["Mage of the White Tower"].runnable
    g, mage, guard = _mage()
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as exc:  # not triggered yet (timing.B.1)
        g.do(("action", mage, 1, []), "A")
    assert exc.value.rule_id == "timing.B.1" and g.snapshot_text() == before
    g.do(("attach", g.cards("A", "hand")[0], mage), "A")
    assert g.unit_power(mage) == POOL["Mage of the White Tower"].power + 1
    hand = len(g.cards("A", "hand"))
    g.do(("action", mage, 1, []), "A")
    _resolve(g)
    assert len(g.cards("A", "hand")) == hand + 1 and _events(g, "draw")


def test_mage_of_the_white_tower_is_not_triggered_by_an_attachment_on_another_unit():
    g, mage, guard = _mage()
    g.do(("attach", g.cards("A", "hand")[0], guard), "A")
    assert not g.s.ready
    with pytest.raises(IllegalAction) as exc:
        g.do(("action", mage, 1, []), "A")
    assert exc.value.rule_id == "timing.B.1"


def test_mage_of_the_white_tower_is_not_triggered_by_an_opponent_attaching_to_it():
    g, mage, guard = _mage(hand_a=(), hand_b=("Dragon Mage Wakening",), active="B")
    g.do(("attach", g.cards("B", "hand")[0], mage), "B")
    assert g.unit_power(mage) == POOL["Mage of the White Tower"].power + 1 and not g.s.ready


# ---- "When a unit is put into target opponent's discard pile from play" (triggers.py) ---------------------------
def _offering(questing=True):
    quest = [{"card": "Offering to Hekarti"}] + ([{"card": "Cold One Riders", "questing_on": "Offering to Hekarti"}]
                                                 if questing else [])
    g = _game({"race": "Dark Elf", "hand": ["Manaan Take You!", "Called Back"], "quest": quest},
              {"kingdom": ["Mountain Guard"], "hand": ["Mountain Guard"]})
    return g, g.cards("A", "quest")[0], g.cards("B", "kingdom")[0]


def test_offering_to_hekarti_gains_a_token_when_an_opponents_unit_goes_from_play_to_the_discard_pile():
    # "Quest. Forced: After a unit is put into target opponent's discard pile from play, put a resource token on this
    # card if a unit is questing here."
    assert POOL["Offering to Hekarti"].runnable
    g, offering, guard = _offering()
    g.do(("tactic", next(c for c in g.cards("A", "hand") if g.name(c) == "Manaan Take You!"), [[guard]]), "A")
    _resolve(g)
    assert g.place(guard) == "discard" and g.s.tokens.get(offering) == 1


def test_offering_to_hekarti_needs_a_unit_questing_on_it():
    g, offering, guard = _offering(questing=False)
    g.do(("tactic", next(c for c in g.cards("A", "hand") if g.name(c) == "Manaan Take You!"), [[guard]]), "A")
    _resolve(g)
    assert g.place(guard) == "discard" and not g.s.tokens.get(offering)


def test_offering_to_hekarti_ignores_a_unit_returned_to_hand():
    g, offering, guard = _offering()
    g.do(("tactic", next(c for c in g.cards("A", "hand") if g.name(c) == "Called Back"), [[guard]]), "A")
    _resolve(g)
    assert g.place(guard) == "hand" and not g.s.tokens.get(offering)


def test_offering_to_hekarti_ignores_a_unit_of_your_own_destroyed():
    g = _game({"race": "Dark Elf", "hand": ["Manaan Take You!"], "kingdom": ["Mountain Guard"],
               "quest": [{"card": "Offering to Hekarti"}, {"card": "Cold One Riders", "questing_on": "Offering to Hekarti"}]})
    offering, mine = g.cards("A", "quest")[0], g.cards("A", "kingdom")[0]
    g.do(("tactic", g.cards("A", "hand")[0], [[mine]]), "A")
    _resolve(g)
    assert g.place(mine) == "discard" and not g.s.tokens.get(offering)


# ---- "When you play this unit from your hand, put up to 2 Goblin units into play ..." (triggers.py, into_play.py)
def _spider(hand):
    g = _game({"race": "Orc", "resources": 12, "hand": ["Arachnarok Spider", *hand]})
    return g, g.cards("A", "hand")[0]


def test_arachnarok_spider_puts_up_to_two_goblins_from_hand_into_the_battlefield():
    # "Battlefield only. Feared 1. Action: When you play this unit from your hand, put up to 2 Goblin units into
    # play in your battlefield from your hand."
    assert POOL["Arachnarok Spider"].runnable
    g, spider = _spider(["Night Goblins", "Mountain Guard", "Squig Herders", "Forest Goblins"])
    g.do(("play", spider, "battlefield"), "A")
    resources = g.s.resources["A"]
    g.s.answers = ["Forest Goblins"]
    g.do(("action", spider, 2, []), "A")
    _resolve(g)
    names = sorted(g.name(c) for c in g.cards("A", "battlefield"))
    assert names == ["Arachnarok Spider", "Forest Goblins", "Night Goblins"]  # the pick, then the first that fits
    assert g.s.resources["A"] == resources  # put into play: no cost paid (zones.put-into-play)
    assert sorted(g.name(c) for c in g.cards("A", "hand")) == ["Mountain Guard", "Squig Herders"]


def test_arachnarok_spider_may_put_fewer():
    g, spider = _spider(["Night Goblins", "Squig Herders"])
    g.do(("play", spider, "battlefield"), "A")
    g.s.answers = ["Squig Herders", "no"]
    g.do(("action", spider, 2, []), "A")
    _resolve(g)
    assert sorted(g.name(c) for c in g.cards("A", "battlefield")) == ["Arachnarok Spider", "Squig Herders"]


def test_arachnarok_spider_is_not_triggered_when_put_into_play():
    from rulekeeper.games.invasion.movement import put_into_play
    g, spider = _spider(["Night Goblins"])
    put_into_play(g, "A", spider, "battlefield")  # entering play without being played (zones.put-into-play)
    assert g.is_in_play(spider) and not g.s.ready
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as exc:
        g.do(("action", spider, 2, []), "A")
    assert exc.value.rule_id == "timing.B.1" and g.snapshot_text() == before
