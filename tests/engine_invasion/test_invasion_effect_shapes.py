"""Selection and control-flow shapes of card effects, run from real corpus cards (abilities/objects.py, amounts.py,
choosing.py, effects.py): lists of kinds, "attacking or defending", described units, X and "for each", "may" /
"must" with cards chosen as the effect resolves, "If you do", uncancellable damage, lasting effects."""

from pathlib import Path

import pytest

from rulekeeper.games.invasion import IllegalAction, load_cards
from rulekeeper.games.invasion.cards import card_from_entry

from invasion_tables import table

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "invasion-cards.json"
POOL = load_cards(CORPUS)


def _game(a=None, b=None, phase="capital"):
    return table(POOL, {"resources": 9, **(a or {})}, {"resources": 9, **(b or {})}, phase=phase, deck="Mountain Guard")


def _play(g, p, name, targets=(), answers=()):
    """Player p plays tactic `name` with these targets; both pass, so it resolves."""
    g.s.answers.extend(answers)
    g.do(("tactic", g.named(p, name, "hand"), [list(t) for t in targets]), p)
    q = "B" if p == "A" else "A"
    g.do(("pass",), q)
    g.do(("pass",), p)
    assert g.check() == []


def _events(g, kind):
    return [e for e in g.s.log.events if e.kind == kind]


def test_the_cards_are_runnable():
    for name in ("Demolition!", "Striking the Grudge", "Toxic Hydra", "Foot of Gork", "Swarm 'Em",
                 "Innovation", "Tough as Nails", "Sacrifice to Khaine", "Zhufbar Engineers", "Chillwind",
                 "Lash the Prisoner!", "Dreamer of Dragons", "Hewn from the Mountain", "Veteran Greatsword",
                 "Willpower", "Blood for the Blood God", "Lokhir Fellheart"):
        assert POOL[name].runnable, (name, POOL[name].why)


def test_shapes_still_refused_say_why():
    for name, why in (("Rune of Fortitude", "described further"),):  # Franz's Decree runs: test_invasion_lasting_triggers  # Burn It Down runs: test_invasion_selection
        assert not POOL[name].runnable and why in POOL[name].why, (name, POOL[name].why)
    card = card_from_entry({"name": "T", "type": "Tactic", "cost": 0, "text": "Action: Deal X damage to one target unit."},
                           "test")
    assert not card.runnable and "X is not defined" in card.why


def test_a_list_of_kinds_one_target_support_card_or_development():
    g = _game({"hand": ["Demolition!"], "race": "Dwarf"}, {"developments": {"kingdom": ["Mountain Guard"]}})
    dev = g.cards("B", "kingdom.dev")[0]
    _play(g, "A", "Demolition!", [[dev]])
    assert g.place(dev) == "discard" and not g.cards("B", "kingdom.dev")


def test_attacking_or_defending_and_until_the_end_of_the_turn():
    g = _game({"hand": ["Striking the Grudge"], "race": "Dwarf", "battlefield": ["Mountain Guard"]},
              {"kingdom": ["Mountain Guard"]}, phase="battlefield")
    att = g.cards("A", "battlefield")[0]
    g.do(("attack", "kingdom"), "A")
    g.do(("attacker", att), "A")
    g.do(("done",), "A")
    assert g.s.step == "window" and g.to_act() == "A"
    grudge = g.named("A", "Striking the Grudge", "hand")
    with pytest.raises(IllegalAction):  # the unit in the kingdom is neither attacking nor defending
        g.do(("tactic", grudge, [[g.cards("B", "kingdom")[0]]]), "A")
    g.do(("tactic", grudge, [[att]]), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.unit_power(att) == 3  # 1 printed + 2 until the end of the turn
    from rulekeeper.games.invasion.turn import end_turn
    end_turn(g)
    assert g.unit_power(att) == 1 and not g.s.lasting  # it ended with the turn (timing.E.3)


def test_x_is_counted_when_the_effect_resolves():
    # Swarm 'Em: "Deal X damage to one target defending unit, where X is the number of units and developments in
    # your battlefield."
    g = _game({"hand": ["Swarm 'Em"], "race": "Orc", "battlefield": ["Mountain Guard", "Poisonous Wyvern"],
               "developments": {"battlefield": ["Mountain Guard"], "kingdom": ["Mountain Guard"]}},
              {"kingdom": ["Mountain Brigade"], "battlefield": ["Mountain Brigade"]}, phase="battlefield")
    att = g.named("A", "Poisonous Wyvern", "battlefield")
    g.do(("attack", "kingdom"), "A")
    g.do(("attacker", att), "A")
    g.do(("done",), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    defender = g.cards("B", "kingdom")[0]
    g.do(("defender", defender), "B")
    g.do(("done",), "B")
    assert g.s.step == "window" and g.to_act() == "A"
    with pytest.raises(IllegalAction):  # the Mountain Brigade in B's battlefield is not defending
        g.do(("tactic", g.named("A", "Swarm 'Em", "hand"), [[g.cards("B", "battlefield")[0]]]), "A")
    g.do(("tactic", g.named("A", "Swarm 'Em", "hand"), [[defender]]), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.s.damage.get(defender) == 3  # 2 units + 1 development in A's battlefield (the kingdom's not counted)


def test_x_is_the_damage_on_the_target_and_the_keyword_lasts_until_the_end_of_the_turn():
    # Tough as Nails: "Target Slayer unit gains Toughness X until the end of the turn. X is the damage on the unit."
    slayer = next(c.name for c in POOL.values() if c.unit and "Slayer" in c.traits and c.runnable and c.health >= 3)
    g = _game({"hand": ["Tough as Nails"], "race": "Dwarf", "kingdom": [{"card": slayer, "damage": 2}]})
    unit = g.cards("A", "kingdom")[0]
    _play(g, "A", "Tough as Nails", [[unit]])
    assert g.toughness(unit) == POOL[slayer].keyword("toughness", "kingdom") + 2
    from rulekeeper.games.invasion.turn import end_turn
    end_turn(g)
    assert g.toughness(unit) == POOL[slayer].keyword("toughness", "kingdom")


def test_for_each_gains_and_lowers_by_what_is_counted():
    # Innovation: "Gain 1 resource for each development in your kingdom."
    g = _game({"hand": ["Innovation"], "resources": 0,
               "developments": {"kingdom": ["Mountain Guard"] * 3, "quest": ["Mountain Guard"]}},
              {"developments": {"kingdom": ["Mountain Guard"] * 2}})
    _play(g, "A", "Innovation")
    assert g.s.resources["A"] == 3
    # Danse Macabre: "Target unit gets -1 hit points until the end of the turn for each Undead unit in your
    # discard pile." (two of them: a 3 hit point unit keeps 1)
    undead = [c.name for c in POOL.values() if c.unit and "Undead" in c.traits][:2]
    g = _game({"hand": ["Danse Macabre"], "race": "Chaos", "discard": undead + ["Mountain Guard"]},
              {"kingdom": ["Mountain Guard"]})
    target = g.cards("B", "kingdom")[0]
    _play(g, "A", "Danse Macabre", [[target]])
    assert g.unit_health(target) == 1


def test_each_opponent_must_sacrifice_a_unit_he_chooses():
    # Sacrifice to Khaine: "Each opponent must sacrifice a unit he controls." B names the one he gives up.
    g = _game({"hand": ["Sacrifice to Khaine"], "race": "Dark Elf", "kingdom": ["Mountain Guard"]},
              {"kingdom": ["Mountain Guard", "Mountain Brigade"]})
    brigade = g.named("B", "Mountain Brigade", "kingdom")
    _play(g, "A", "Sacrifice to Khaine", answers=["Mountain Brigade"])
    assert g.place(brigade) == "discard" and len(g.cards("B", "kingdom")) == 1 and len(g.cards("A", "kingdom")) == 1
    assert _events(g, "choose")[-1].data["player"] == "B"
    # with no answer, the first of his units goes
    g = _game({"hand": ["Sacrifice to Khaine"], "race": "Dark Elf"}, {"kingdom": ["Mountain Guard", "Mountain Brigade"]})
    _play(g, "A", "Sacrifice to Khaine")
    assert [g.name(c) for c in g.cards("B", "kingdom")] == ["Mountain Brigade"]


def test_you_may_restore_after_then_and_you_may_decline():
    # Chillwind: "Corrupt one target unit. Then, you may restore one corrupted unit."
    g = _game({"hand": ["Chillwind"], "race": "Dark Elf", "kingdom": [{"card": "Mountain Guard", "corrupted": True}]},
              {"kingdom": ["Mountain Brigade"]})
    mine, theirs = g.cards("A", "kingdom")[0], g.cards("B", "kingdom")[0]
    _play(g, "A", "Chillwind", [[theirs]], answers=["Mountain Guard"])
    assert theirs in g.s.corrupted and mine not in g.s.corrupted
    g = _game({"hand": ["Chillwind"], "race": "Dark Elf", "kingdom": [{"card": "Mountain Guard", "corrupted": True}]},
              {"kingdom": ["Mountain Brigade"]})
    mine, theirs = g.cards("A", "kingdom")[0], g.cards("B", "kingdom")[0]
    _play(g, "A", "Chillwind", [[theirs]], answers=["no"])
    assert theirs in g.s.corrupted and mine in g.s.corrupted and _events(g, "decline")


def test_sacrifice_a_unit_if_you_do():
    # Lash the Prisoner!: "Sacrifice a unit. If you do, gain 2 resources."
    for units, gained in ((["Mountain Guard"], 2), ([], 0)):
        g = _game({"hand": ["Lash the Prisoner!"], "race": "Dark Elf", "resources": 3, "kingdom": units})
        _play(g, "A", "Lash the Prisoner!")
        paid = _events(g, "play_tactic")[-1].data["paid"]
        assert g.s.resources["A"] == 3 - paid + gained and not g.cards("A", "kingdom")
        assert bool(_events(g, "then_skipped")) == (not units)  # nothing sacrificed: no resources


def test_uncancellable_damage_goes_through_toughness_and_if_it_does():
    # Dreamer of Dragons: "This unit takes 1 uncancellable damage. If it does, it gains [Power] until the end of the
    # turn."
    g = _game({"kingdom": ["Dreamer of Dragons"]})
    dreamer = g.cards("A", "kingdom")[0]
    g.s.lasting.append({"card": dreamer, "keyword": "toughness", "amount": 2})  # Toughness cancels none of it
    g.do(("action", dreamer, 0, []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.s.damage.get(dreamer) == 1 and g.unit_power(dreamer) == POOL["Dreamer of Dragons"].power + 1


def test_described_units_and_any_corresponding_zone():
    # Foot of Gork: "Destroy one target unit with printed cost 2 or lower."
    g = _game({"hand": ["Foot of Gork"], "race": "Orc"}, {"kingdom": ["Mountain Guard", "Mountain Brigade"]})
    guard, brigade = g.cards("B", "kingdom")
    with pytest.raises(IllegalAction):  # printed cost 4
        g.do(("tactic", g.named("A", "Foot of Gork", "hand"), [[brigade]]), "A")
    _play(g, "A", "Foot of Gork", [[guard]])
    assert g.place(guard) == "discard"
    # Toxic Hydra: "When this unit enters play, each unit in any corresponding zone gets -2 hit points until the end
    # of the turn." (a Triggered Action: taken in the window after it enters play)
    g = _game({"hand": ["Toxic Hydra"], "race": "Dark Elf", "kingdom": ["Mountain Brigade"]},
              {"kingdom": ["Mountain Guard"], "quest": ["Mountain Brigade"]})
    g.do(("play", g.named("A", "Toxic Hydra", "hand"), "kingdom"), "A")
    hydra = g.named("A", "Toxic Hydra", "kingdom")
    g.do(("action", hydra, 0, []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    guard, far = g.cards("B", "kingdom")[0], g.cards("B", "quest")[0]
    mine = g.named("A", "Mountain Brigade", "kingdom")
    assert (g.unit_health(guard), g.unit_health(far), g.unit_health(mine), g.unit_health(hydra)) == (1, 6, 4, 2)
    from rulekeeper.games.invasion.turn import end_turn
    end_turn(g)
    assert (g.unit_health(guard), g.unit_health(hydra)) == (3, 4)  # until the end of the turn only


def test_indirect_damage_from_a_card_is_assigned_by_the_player_it_is_dealt_to():
    # From Beneath the Waves: "Deal 3 indirect damage to target opponent (players allocate their own ...)."
    g = _game({"hand": ["From Beneath the Waves"], "race": "High Elf"}, {"kingdom": ["Mountain Guard"]})
    guard = g.cards("B", "kingdom")[0]
    _play(g, "A", "From Beneath the Waves", answers=["kingdom", "Mountain Guard", "quest"])
    assert g.s.zone_damage["B.kingdom"] == 1 and g.s.damage.get(guard) == 1 and g.s.zone_damage["B.quest"] == 1
    assert g.s.pending is None and g.s.step == "capital" and g.s.zone_damage["A.kingdom"] == 0
    # Reaper Bolt Thrower: "Battlefield. Action: Spend 2 resources to deal 2 indirect damage to each opponent."
    # Never more to a unit than destroys it: a 1 hit point unit named twice takes 1, the other point goes on
    frail = next(c.name for c in POOL.values() if c.unit and c.health == 1 and c.runnable and not c.keywords)
    g = _game({"battlefield": ["Reaper Bolt Thrower"]}, {"kingdom": [frail]})
    thrower = g.cards("A", "battlefield")[0]
    g.s.answers.extend([frail, frail])
    g.do(("action", thrower, 0, []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.name(g.cards("B", "discard")[-1]) == frail and g.s.resources["A"] == 7
    assert sum(g.s.zone_damage[f"B.{z}"] for z in ("kingdom", "quest", "battlefield")) == 1
    assert g.check() == []


def test_a_unit_deals_damage_equal_to_its_power():
    # Seductive Delusion: "Choose a target unit. Corrupt that unit. Then, that unit deals damage equal to its power
    # to another target unit."
    g = _game({"hand": ["Seductive Delusion"], "race": "Chaos"},
              {"kingdom": ["Chaos Knights", "Mountain Brigade"]})
    knights, brigade = g.cards("B", "kingdom")
    _play(g, "A", "Seductive Delusion", [[knights], [brigade]])
    assert knights in g.s.corrupted and g.s.damage.get(brigade) == 3 and not g.s.damage.get(knights)
    # Master Rune of Spite: "Each unit deals damage to itself equal to its power."
    g = _game({"hand": ["Master Rune of Spite"], "race": "Dwarf", "kingdom": ["Mountain Brigade"]},
              {"kingdom": ["Chaos Knights", "Peasant Militia"]})
    _play(g, "A", "Master Rune of Spite")
    brigade = g.cards("A", "kingdom")[0]
    knights, militia = g.cards("B", "kingdom")
    assert (g.s.damage.get(brigade), g.s.damage.get(knights), g.s.damage.get(militia, 0)) == (2, 3, 0)


def test_damage_to_each_section_of_each_opponents_capital():
    # Offering of Blood: "Sacrifice a unit. If you do, deal 1 damage to each section of each opponent's capital."
    g = _game({"hand": ["Offering of Blood"], "race": "Chaos", "kingdom": ["Mountain Guard"]})
    _play(g, "A", "Offering of Blood")
    assert [g.s.zone_damage[f"B.{z}"] for z in ("kingdom", "quest", "battlefield")] == [1, 1, 1]
    assert [g.s.zone_damage[f"A.{z}"] for z in ("kingdom", "quest", "battlefield")] == [0, 0, 0]


def test_cannot_attack_or_defend_until_the_end_of_the_turn():
    # Monster of the Deep: "Corrupt this unit to choose up to two target units. Those units cannot attack or defend
    # until the end of the turn." (neither: "cannot attack or defend")
    g = _game({"kingdom": ["Monster of the Deep"], "battlefield": ["Mountain Guard", "Mountain Brigade"]},
              {"kingdom": ["Mountain Guard"]})
    monster = g.cards("A", "kingdom")[0]
    guard, brigade = g.cards("A", "battlefield")
    theirs = g.cards("B", "kingdom")[0]
    g.do(("action", monster, 0, [[guard, theirs]]), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    from rulekeeper.games.invasion import combat
    g.s.combat = combat.Combat("kingdom")
    assert combat.can_attack(g, "A", guard).rule_id == "core.effects.cannot"
    assert combat.can_attack(g, "A", brigade) is None
    assert combat.can_defend(g, "B", theirs).rule_id == "core.effects.cannot"
    g.s.combat = None
    from rulekeeper.games.invasion.turn import end_turn
    end_turn(g)
    assert not g.s.lasting  # the restriction ends with the turn (timing.E.3)


def test_cannot_be_targeted_by_opponents_card_effects():
    # Shield of Saphery: "Target [High Elf] unit you control cannot be targeted by opponent's card effects until the
    # end of the turn."
    elf = next(c.name for c in POOL.values() if c.unit and c.race == "High Elf" and c.runnable and c.health >= 2)
    g = _game({"hand": ["Shield of Saphery"], "race": "High Elf", "kingdom": [elf]},
              {"hand": ["Foot of Gork", "Lash the Prisoner!"], "race": "Orc"})
    unit = g.cards("A", "kingdom")[0]
    _play(g, "A", "Shield of Saphery", [[unit]])
    g.s.deciding = "A"
    from rulekeeper.games.invasion.abilities.objects import selector
    from rulekeeper.text.invasion.semantics.nodes import Objects
    target = selector(Objects(("unit",), "a", target=True))
    assert not target.matches(g, "B", 0, unit) and target.matches(g, "A", 0, unit)  # A's own effects still may
    assert _events(g, "lasting")[-1].data["cannot"] == "be targeted"
    assert unit not in target.all(g, "B", 0) and unit in target.all(g, "A", 0)  # not offered as a target either


def test_choose_a_zone_then_that_zone():
    # Radiant Gaze: "Choose an opponent's zone. All units in that zone lose [Power] until the end of the turn."
    g = _game({"hand": ["Radiant Gaze"], "race": "High Elf", "quest": ["Chaos Knights"]},
              {"kingdom": ["Chaos Knights"], "quest": ["Chaos Knights", "Mountain Guard"]})
    _play(g, "A", "Radiant Gaze", answers=["quest"])
    assert [g.unit_power(c) for c in g.cards("B", "quest")] == [2, 0]
    assert g.unit_power(g.cards("B", "kingdom")[0]) == 3 and g.unit_power(g.cards("A", "quest")[0]) == 3
    # Blasting Charge: "Choose a zone. Destroy up to 3 developments in that zone. Then, each player takes 3
    # indirect damage." (A chooses B's kingdom; its 4 developments: 3 go)
    g = _game({"hand": ["Blasting Charge"], "race": "Orc"},
              {"developments": {"kingdom": ["Mountain Guard"] * 4, "quest": ["Mountain Guard"]}})
    _play(g, "A", "Blasting Charge", answers=["B.kingdom"])
    assert len(g.cards("B", "kingdom.dev")) == 1 and len(g.cards("B", "quest.dev")) == 1
    assert sum(g.s.zone_damage[f"{p}.{z}"] for p in "AB" for z in ("kingdom", "quest", "battlefield")) == 6


def test_one_duration_at_the_end_of_a_sentence_covers_each_part():
    # We Need Your Blood: "One target unit gets -1 hit points and another target unit gets +1 hit points until the
    # end of the turn."
    g = _game({"hand": ["We Need Your Blood"], "race": "Chaos", "kingdom": ["Mountain Guard"]},
              {"kingdom": ["Mountain Brigade"]})
    mine, theirs = g.cards("A", "kingdom")[0], g.cards("B", "kingdom")[0]
    _play(g, "A", "We Need Your Blood", [[theirs], [mine]])
    assert (g.unit_health(theirs), g.unit_health(mine)) == (5, 4)
    from rulekeeper.games.invasion.turn import end_turn
    end_turn(g)
    assert (g.unit_health(theirs), g.unit_health(mine)) == (6, 3)  # both parts ended with the turn


def test_the_next_damage_to_a_unit_is_cancelled_or_redirected():
    # Steel's Bane: "Cancel the next 10 damage that would be dealt to one target High Elf unit this turn."
    elf = next(c.name for c in POOL.values() if c.unit and c.race == "High Elf" and c.runnable and c.health >= 2
               and not c.keywords)
    g = _game({"hand": ["Steel's Bane"], "race": "High Elf", "kingdom": [elf]},
              {"hand": ["Blood for the Blood God"], "race": "Chaos"})
    unit = g.cards("A", "kingdom")[0]
    _play(g, "A", "Steel's Bane", [[unit]])
    assert g.s.shields == [{"on": unit, "kind": "cancel", "left": 10, "to": None}]
    from rulekeeper.games.invasion.dealing import deal
    deal(g, unit, 3, ("damage.non-combat-damage",))
    assert not g.s.damage.get(unit) and g.s.shields[0]["left"] == 7
    # Blessing of Valaya: "The next 2 damage that would be dealt to one target unit are redirected to another target
    # unit."
    g = _game({"hand": ["Blessing of Valaya"], "race": "Dwarf", "kingdom": ["Mountain Brigade"]},
              {"kingdom": ["Mountain Brigade"]})
    mine, theirs = g.cards("A", "kingdom")[0], g.cards("B", "kingdom")[0]
    _play(g, "A", "Blessing of Valaya", [[mine], [theirs]])
    deal(g, mine, 3, ("damage.non-combat-damage",))
    assert (g.s.damage.get(mine), g.s.damage.get(theirs)) == (1, 2)


def test_cards_in_each_zone_with_no_developments():
    # Judgement of Verena: "Destroy all unit and support cards in each zone with no developments."
    support = "Reaper Bolt Thrower"
    g = _game({"hand": ["Judgement of Verena"], "race": "Empire", "kingdom": ["Mountain Guard", support],
               "developments": {"kingdom": ["Mountain Guard"]}, "quest": ["Mountain Guard"]},
              {"battlefield": ["Mountain Brigade", support], "developments": {"quest": ["Mountain Guard"]}})
    _play(g, "A", "Judgement of Verena")
    assert len(g.cards("A", "kingdom")) == 2 and not g.cards("A", "quest") and not g.cards("B", "battlefield")
    assert len(g.cards("B", "quest.dev")) == 1 and len(g.cards("A", "kingdom.dev")) == 1  # not units nor supports


def test_x_is_the_sacrificed_units_power():
    # Brutal Offering: "Sacrifice a Unit. If you do, deal X damage to each unit in all Battlefields, where X is the
    # sacrificed Unit's Power." (the Chaos Knights have 3 power)
    g = _game({"hand": ["Brutal Offering"], "race": "Chaos", "kingdom": ["Chaos Knights"],
               "battlefield": ["Mountain Brigade"]}, {"battlefield": ["Mountain Brigade"], "quest": ["Mountain Guard"]})
    _play(g, "A", "Brutal Offering")
    mine, theirs, far = g.cards("A", "battlefield")[0], g.cards("B", "battlefield")[0], g.cards("B", "quest")[0]
    assert (g.s.damage.get(mine), g.s.damage.get(theirs), g.s.damage.get(far, 0)) == (3, 3, 0)


def test_uncancellable_damage_dealt_to_a_unit_you_choose():
    # Devotee of Chamon: "Deal 1 uncancellable damage to a Mage unit you control. Then, this unit gains [Power] until
    # the end of the turn."
    mage = next(c.name for c in POOL.values() if c.unit and "Mage" in c.traits and c.health >= 2 and c.runnable
                and not c.program.actions)
    g = _game({"kingdom": ["Devotee of Chamon", mage]})
    devotee, other = g.cards("A", "kingdom")
    g.s.lasting.append({"card": other, "keyword": "toughness", "amount": 3})  # cancels none of it
    g.s.answers.append(mage)  # the Mage unit A chooses (Devotee itself, 1 hit point, is one too)
    g.do(("action", devotee, 0, []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.s.damage.get(other) == 1 and not g.s.damage.get(devotee)
    assert g.unit_power(devotee) == POOL["Devotee of Chamon"].power + 1


def test_if_you_control_a_legend():
    # Dwarf Thunderer: "If you control a legend, this unit gains Toughness 2."
    legend = next(c.name for c in POOL.values() if c.type == "Legend")
    assert POOL["Dwarf Thunderer"].runnable
    for a, toughness in (({"legend": legend}, 2), ({}, 0)):
        g = _game({"kingdom": ["Dwarf Thunderer"], **a}, {"legend": legend} if not a else {})
        assert g.toughness(g.cards("A", "kingdom")[0]) == toughness  # the opponent's legend is not yours
