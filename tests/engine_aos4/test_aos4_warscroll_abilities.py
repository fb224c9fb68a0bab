"""Warscroll abilities run from their text: what becomes a program and what says why not, how a unit gets its
abilities' text (written out, or from an abilities file), a refusal that changes nothing, and random battles that
use the corpus's abilities."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from rulekeeper.games.aos4 import simulation
from rulekeeper.games.aos4.ability_programs import read
from rulekeeper.games.aos4.ability_steps import (Aura, Charged, ForEach, GrantWard, Heal, IfSo, InCombat, Mortal,
                                                 OnRoll, RollDice, StatModifier, TargetPick, Timing, Unless)
from rulekeeper.games.aos4.casualties import mortal
from rulekeeper.games.aos4.position import from_position
from rulekeeper.games.aos4.table import Table
from rulekeeper.games.aos4.units_file import load_warscrolls, warscroll, with_abilities
from rulekeeper.games.aos4.warscroll_abilities import refusal
from rulekeeper.games.aos4.warscrolls import UnitsError
from rulekeeper.kernel import IllegalAction
from rulekeeper.kernel.simulate import game_seed, play_random

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus"


def ability(timing: str, effect: str, declare: str = "", kind: str = "Ability (Activated)", keywords: str = ""):
    return read({"name": "Test", "type": kind, "timing": timing, "declare": declare, "effect": effect,
                 "keywords": keywords})


def test_heal_at_the_end_of_any_turn():
    a = ability("End of Any Turn", "**Heal (D3)** this unit.")
    assert a.why == "" and a.program.timing == Timing("end", "any")
    (heal,) = a.program.steps
    assert isinstance(heal, Heal) and heal.who == "this" and str(heal.amount) == "D3"


def test_a_pick_a_roll_and_mortal_damage_on_a_3_plus():
    a = ability("Once Per Turn (Army), Any Combat Phase", "Roll a dice. On a 3+, inflict D3 mortal damage on the target.",
                'Pick a visible enemy unit within 12" of this unit to be the target.')
    p = a.program
    assert p.timing == Timing("combat", "any", "turn", True)
    assert p.pick == TargetPick(side="enemy", visible=True, within=12.0)
    roll, on = p.steps
    assert isinstance(roll, RollDice) and on == OnRoll(3, Mortal(on.step.amount, "target"))


def test_a_condition_on_the_declare_step_and_a_lasting_modifier():
    a = ability("Any Charge Phase", "Subtract 1 from save rolls for the target for the rest of the turn.",
                "If this unit charged this turn, pick an enemy unit in combat with it to be the target.")
    assert a.program.requires == (Charged("turn"),)
    assert a.program.pick.in_combat_with_this and a.program.steps == (StatModifier("save", -1, "target", "", "turn"),)
    b = ability("Any Combat Phase", "If this unit is in combat, add 1 to the Damage characteristic of this unit's "
                "melee weapons for the rest of the phase.")
    assert b.program.steps == (IfSo(InCombat(), (StatModifier("damage", 1, "this", "melee", "phase"),)),)


@pytest.mark.parametrize("timing, effect, declare, kind, why", [
    ("", "This unit has **Strike-first**.", "", "Ability (Passive)", "having Strike-first"),
    ("Your Hero Phase", "Add 1 to save rolls for the target.", "Pick a friendly unit to be the target.",
     "Ability (Spell)", "ability (spell) abilities"),
    ("Any Combat Phase", "This unit cannot be picked to be the target of shooting attacks for the rest of the turn.",
     "", "Ability (Activated)", "the effect Prohibition"),
    ("Reaction: You declared a **^^Fight^^** ability for this unit", "Heal (1) this unit.", "", "Ability (Activated)",
     "the timing ReactionTo"),
])
def test_what_does_not_run_yet_says_what_it_is(timing, effect, declare, kind, why):
    a = ability(timing, effect, declare, kind)
    assert a.program is None and why in a.why, a.why


def test_a_warscroll_writes_its_abilities_out_or_names_them_for_an_abilities_file():
    entry = {"name": "Test", "faction": "F", "move": '5"', "health": "2", "save": "4+", "control": "1",
             "abilities": ["Regrowth", {"name": "Mend", "timing": "Your Hero Phase", "effect": "Heal (1) this unit."}]}
    ws = warscroll("units.yaml", entry)
    assert ws.abilities == ("Regrowth", "Mend") and [a.name for a in ws.ability_texts] == ["Mend"]
    book = [{"name": "Regrowth", "faction": "Other", "type": "Ability (Activated)", "timing": "Your Hero Phase",
             "effect": "Heal (3) this unit."},
            {"name": "Regrowth", "faction": "F", "type": "Ability (Activated)", "timing": "Your Hero Phase",
             "effect": "Heal (2) this unit."}]
    (given,) = with_abilities({"Test": ws}, book).values()
    assert given.ability("regrowth").program.steps[0].amount.plus == 2  # its own faction's, not the first
    assert given.ability("Mend") is ws.ability_texts[0]


def test_a_bad_ability_entry_names_the_file_the_unit_and_the_field():
    entry = {"name": "Test", "move": '5"', "health": "2", "save": "4+", "control": "1",
             "abilities": [{"name": "Mend", "effect": 3}]}
    with pytest.raises(UnitsError) as exc:
        warscroll("units.yaml", entry)
    assert str(exc.value) == "units.yaml, unit 'Test', field 'abilities #1.effect': must be text"


def test_a_passive_modifier_and_one_that_holds_unless_the_unit_charged():
    a = ability("", "Add 1 to save rolls for this unit if it has not charged this turn.", kind="Ability (Passive)")
    assert a.program.timing is None
    assert a.program.steps == (IfSo(Unless(Charged("turn")), (StatModifier("save", 1, "this", "", "always"),)),)


MEND = {"name": "Mend", "type": "Ability (Activated)", "timing": "Once Per Battle, End of Any Turn",
        "declare": 'Pick a friendly unit within 6" of this unit to be the target.', "effect": "Heal (3) the target."}


def test_an_aura_names_the_units_it_reaches_and_how_near():
    a = ability("", 'Add 1 to save rolls for friendly **^^Bloodbound^^** units while they are wholly within 12" of '
                "this unit.", kind="Ability (Passive)")
    assert a.program.steps == (StatModifier("save", 1, Aura("friendly", "Bloodbound", 12.0, True), "", "always"),)
    b = ability("", 'Subtract 1 from save rolls for friendly and enemy units while they are within 3" of this '
                "**^^Manifestation^^**.", kind="Ability (Passive)")
    assert b.program.steps == (StatModifier("save", -1, Aura("", "", 3.0, False), "", "always"),)


def test_a_ward_granted_for_the_rest_of_the_turn_in_its_own_words_or_by_an_aura():
    a = ability("Any Hero Phase", "Roll a dice. On a 3+, the target has **^^Ward (5+)^^** for the rest of the turn.",
                'Pick a friendly unit wholly within 12" of this unit to be the target.')
    assert a.program.steps[1] == OnRoll(3, GrantWard(5, "target", "turn"))
    b = ability("", 'Friendly **^^Daemon^^** units have **^^Ward (6+)^^** while they are wholly within 12" of this '
                "unit.", kind="Ability (Passive)")
    assert b.program.steps == (GrantWard(6, Aura("friendly", "Daemon", 12.0, True), "always"),)


def test_the_better_ward_is_rolled():
    """A unit with its own Ward (6+) and Ward (4+) from an ability: one roll a point, against 4+ (ours)."""
    t = _battle(phase="hero", dice=[4, 3], mend={"name": "Shield", "type": "Ability (Activated)",
                                                 "timing": "Your Hero Phase", "effect": "This unit has **^^Ward (4+)^^** "
                                                 "for the rest of the turn."})
    t.do({"do": "use", "player": "A", "ability": "Shield", "unit": "Healer"})
    healer = t.s.unit("Healer")
    mortal(t.s, healer, 2, "core.round.ability-timing")
    (w,) = [e for e in t.s.log if e.kind == "ward"]
    assert (w.data["negated"], healer.damage) == (1, 1)
    assert [e.data["needed"] for e in t.s.log if e.kind == "roll" and e.data.get("why") == "ward"] == [4, 4]


def _battle(phase="end", active="A", dice=(), mend=MEND, enemy_at=(10, 30)):
    scrolls = dict(load_warscrolls())
    scrolls["Healer"] = warscroll("test", {"name": "Healer", "move": '5"', "health": "4", "save": "4+", "control": "1",
                                           "abilities": [mend]})
    b = from_position({"phase": phase, "active": active, "dice": list(dice),
                       "units": [{"id": "Healer", "player": "A", "at": [10, 10]},
                                 {"id": "Liberators", "player": "A", "at": [14, 10], "damage": 1},
                                 {"id": "Blood Warriors", "player": "B", "at": list(enemy_at)}]}, scrolls)
    return Table(b)


def test_a_refused_use_changes_nothing_and_names_the_rule():
    t = _battle()

    def state():
        return (len(t.s.log), repr(t.s.used), repr(t.s.effects), t.view("A"), [u.damage for u in t.s.units()])

    before = state()
    with pytest.raises(IllegalAction) as exc:  # the Blood Warriors are no friendly unit
        t.do({"do": "use", "player": "A", "ability": "Mend", "unit": "Healer", "target": "Blood Warriors"})
    assert exc.value.rule_id == "core.round.ability-timing" and "not a friendly unit" in str(exc.value)
    assert state() == before
    t.do({"do": "use", "player": "A", "ability": "Mend", "unit": "Healer", "target": "Liberators"})
    assert t.s.unit("Liberators").damage == 0
    with pytest.raises(IllegalAction, match="already used Mend this battle"):
        t.do({"do": "use", "player": "A", "ability": "Mend", "unit": "Healer", "target": "Liberators"})


def test_the_other_players_abilities_are_offered_beside_the_actions_of_the_player_to_act():
    mend = {**MEND, "timing": "End of Any Turn"}
    t = _battle(active="B", mend=mend)  # the end of B's turn: A's Healer may use Mend
    assert t.to_act() == "B"
    uses = [a for a in t.legal_actions("B") if a["do"] == "use"]
    assert uses and all(a["player"] == "A" and a["unit"] == "Healer" for a in uses)
    t.do(uses[0])
    assert [a for a in t.legal_actions("B") if a["do"] == "use"] == []  # once per battle


def test_a_hero_or_monster_is_either_a_hero_monster_both():
    either = ability("Any Combat Phase", "Inflict 1 mortal damage on the target.",
                     "Pick an enemy **^^Hero^^** or **^^Monster^^** in combat with this unit to be the target.")
    both = ability("Any Combat Phase", "Inflict 1 mortal damage on the target.",
                   "Pick an enemy **^^Hero^^** **^^Monster^^** in combat with this unit to be the target.")
    assert either.program.pick.keywords == both.program.pick.keywords == ("Hero", "Monster")
    assert either.program.pick.either and not both.program.pick.either
    t = _battle(phase="combat", enemy_at=(10, 11.5))  # the Blood Warriors: INFANTRY, neither a HERO nor a MONSTER
    bw, healer = t.s.unit("Blood Warriors"), t.s.unit("Healer")
    assert refusal(t.s, "A", healer, either.program, bw) == "Blood Warriors is not a Hero or Monster unit"
    bw.warscroll = replace(bw.warscroll, keywords=bw.warscroll.keywords | {"HERO"})
    assert refusal(t.s, "A", healer, either.program, bw) is None
    assert refusal(t.s, "A", healer, both.program, bw) == "Blood Warriors is not a Monster unit"


def test_a_passive_ability_is_not_used():
    t = _battle(mend={"name": "Mend", "type": "Ability (Passive)", "effect": "Add 1 to save rolls for this unit."})
    assert [a for a in t.legal_actions("A") if a["do"] == "use"] == []
    with pytest.raises(IllegalAction, match="passive ability"):
        t.do({"do": "use", "player": "A", "ability": "Mend", "unit": "Healer"})


def test_an_ability_the_engine_cannot_run_is_a_clear_error_not_a_refusal():
    t = _battle(phase="hero")
    with pytest.raises(ValueError, match="has no ability 'Rampage'"):
        t.do({"do": "use", "player": "A", "ability": "Rampage", "unit": "Healer"})


def test_random_play_offers_what_refusal_allows():
    t = _battle()
    offers = [a for a in t.legal_actions("A") if a["do"] == "use"]
    # friendly units within 6" of the Healer: itself and the Liberators (the Blood Warriors are neither)
    assert sorted(o["target"] for o in offers) == ["Healer", "Liberators"]
    assert all(o["ability"] == "Mend" and o["unit"] == "Healer" for o in offers)
    # the player to act is offered the other player's uses too, each naming its player (B has none here)
    assert all(o["player"] == "A" for o in offers)


@pytest.mark.skipif(not (CORPUS / "aos4-abilities.json").exists(), reason="needs ../shared/corpus")
def test_random_battles_of_corpus_warscrolls_use_their_abilities_with_every_invariant_holding():
    sim = simulation(str(CORPUS / "aos4-units.json"), None, str(CORPUS / "aos4-abilities.json"))
    used = 0
    for i in range(120):
        r = play_random(sim, game_seed(7, i), i, keep=True)
        assert r.error is None and r.violations == [], (i, r.error, r.violations)
        used += sum(1 for e in r.engine.log if e.kind == "ability used")
    assert used > 0
    again = [play_random(sim, game_seed(7, i), i).turns for i in range(5)]
    assert again == [play_random(sim, game_seed(7, i), i).turns for i in range(5)]


def test_dice_for_each_model_and_a_mortal_wound_for_each_success():
    a = ability("Any Charge Phase", "Roll a dice for each model in this unit. For each 2+, inflict 1 mortal damage "
                "on the target.", 'If this unit charged this phase, pick an enemy unit within 1" of it to be the target.')
    roll, each = a.program.steps
    assert roll == RollDice(1, "this") and isinstance(each, ForEach) and each.needs == 2
    assert a.program.requires == (Charged("phase"),) and a.program.pick.within == 1.0
    b = ability("Any Combat Phase", "Roll a dice for each model in this unit. On a 3+, inflict 1 mortal damage on "
                "the target.", "Pick an enemy unit in combat with this unit to be the target.")
    assert b.program is None and "after several dice rolled" in b.why  # one "On a" for many dice: not told apart


def test_six_dice_inflict_a_mortal_damage_for_each_3_plus():
    t = _battle(phase="combat", dice=[3, 1, 6, 2, 5, 4], mend={
        "name": "Six-headed Strike", "type": "Ability (Activated)", "timing": "Any Combat Phase",
        "declare": "Pick an enemy unit in combat with this unit to be the target.",
        "effect": "Roll 6 dice. For each 3+, inflict 1 mortal damage on the target."}, enemy_at=(10, 11.5))
    assert t.check() == [] and t.s.in_combat(t.s.unit("Healer"))
    t.do({"do": "use", "player": "A", "ability": "Six-headed Strike", "unit": "Healer", "target": "Blood Warriors"})
    bw = t.s.unit("Blood Warriors")
    assert (len(bw.models), bw.damage) == (3, 0)  # 4 mortal damage on Health 2 models: 2 slain
