"""Reactions an Action sets up for the rest of the turn or phase (abilities/lasting_triggers.py,
clar.conditional-actions, timing.E.3), and "cannot be declared as an attacker or defender" (abilities/cannot.py),
on real corpus cards: Eye for Cruelty, Corruption of Purity, Voice of Command, Stocking Skulls, Franz's Decree."""

import pytest

from rulekeeper.games.invasion import IllegalAction
from rulekeeper.games.invasion.turn import end_turn

from invasion_tables import FILLER, table


def _game(pool, a, b, phase="capital"):
    return table(pool, {"resources": 10, "race": "Empire", **a}, {"resources": 10, "race": "Orc", **b}, phase=phase)


def _play(g, p, title, targets=(), answers=()):
    q = "B" if p == "A" else "A"
    if g.s.step == "window" and g.to_act() == q:  # a resolved chain gives the other player priority
        g.do(("pass",), q)
    g.s.answers.extend(answers)
    g.do(("tactic", g.named(p, title, "hand"), [list(t) for t in targets]), p)
    g.do(("pass",), q)
    g.do(("pass",), p)
    assert g.check() == []


def _kinds(g):
    return [e.kind for e in g.s.log.events]


@pytest.mark.parametrize("title", ["Eye for Cruelty", "Corruption of Purity", "Voice of Command", "Stocking Skulls",
                                   "Franz's Decree"])
def test_runnable(pool, title):
    assert pool[title].runnable, pool[title].why


def test_eye_for_cruelty_destroys_the_unit_instead_of_healing_it(pool):
    g = _game(pool, {"hand": ["Eye for Cruelty", "Tear of Isha", "Tear of Isha"], "race": "High Elf",
               "kingdom": [{"card": "Mountain Guard", "damage": 1}, {"card": "Mountain Guard", "damage": 1}]}, {})
    watched, other = g.cards("A", "kingdom")
    _play(g, "A", "Eye for Cruelty", [[watched]])
    assert any(e.kind == "lasting_reaction" and e.data["card"] == watched for e in g.s.log.events)
    _play(g, "A", "Tear of Isha", [[other]])  # another unit heals as usual
    assert other not in g.s.damage and g.is_in_play(other)
    _play(g, "A", "Tear of Isha", [[watched]])
    assert not g.is_in_play(watched) and g.place(watched) == "discard"
    ev = next(e for e in g.s.log.events if e.kind == "instead")
    assert "terms.healing" in ev.rules and ev.data["of"] == "heal"
    assert not any(e.kind == "heal" and e.data["card"] == watched for e in g.s.log.events)


def test_eye_for_cruelty_ends_with_the_turn(pool):
    g = _game(pool, {"hand": ["Eye for Cruelty"], "kingdom": [{"card": "Mountain Guard", "damage": 1}]}, {})
    unit = g.cards("A", "kingdom")[0]
    _play(g, "A", "Eye for Cruelty", [[unit]])
    end_turn(g)
    assert not g.s.lasting
    from rulekeeper.games.invasion.dealing import heal
    heal(g, unit, 1)
    assert g.is_in_play(unit) and unit not in g.s.damage


def test_corruption_of_purity_corrupts_two_other_units_in_that_zone(pool):
    g = _game(pool, {"hand": ["Corruption of Purity", "Courage of Aenarion"], "race": "High Elf",
               "kingdom": [{"card": "Mountain Guard", "corrupted": True}, "Mountain Guard", "Mountain Guard",
                           "Mountain Guard"],
               "quest": ["Mountain Guard"]}, {})
    target, *others = g.cards("A", "kingdom")
    questing = g.cards("A", "quest")[0]
    _play(g, "A", "Corruption of Purity", [[target]])
    assert not [c for c in others if c in g.s.corrupted]  # nothing yet: it waits for the restore
    _play(g, "A", "Courage of Aenarion")
    assert target not in g.s.corrupted
    assert len([c for c in others if c in g.s.corrupted]) == 2 and questing not in g.s.corrupted
    assert "reaction" in _kinds(g)


def _paid(g, title):
    return next(e.data["paid"] for e in reversed(g.s.log.events) if e.kind == "play_tactic" and e.data["name"] == title)


def test_voice_of_command_returns_the_tactic_at_the_end_of_the_turn(pool):
    g = _game(pool, {"hand": ["Voice of Command", "Tear of Isha"], "kingdom": [{"card": "Mountain Guard", "damage": 1}]},
              {})
    unit = g.cards("A", "kingdom")[0]
    _play(g, "A", "Voice of Command")
    before = g.s.resources["A"]
    tear = g.named("A", "Tear of Isha", "hand")
    _play(g, "A", "Tear of Isha", [[unit]])
    assert g.s.resources["A"] == before - _paid(g, "Tear of Isha") - 1  # 1 more spent for Voice of Command
    assert g.place(tear) == "discard"
    delayed = next(e for e in g.s.log.events if e.kind == "delayed")
    assert delayed.data["card"] == tear and "timing.E.2" in delayed.rules
    end_turn(g)
    assert g.place(tear) == "hand"
    assert g.place(g.named("A", "Voice of Command", "discard")) == "discard"  # set up after it was played: it stays


def test_voice_of_command_declined_or_unpaid_returns_nothing(pool):
    g = _game(pool, {"hand": ["Voice of Command", "Tear of Isha"], "kingdom": [{"card": "Mountain Guard", "damage": 1}]},
              {})
    unit = g.cards("A", "kingdom")[0]
    _play(g, "A", "Voice of Command")
    tear = g.named("A", "Tear of Isha", "hand")
    g.s.resources["A"] = 2  # what Tear of Isha costs here: nothing left for Voice of Command
    _play(g, "A", "Tear of Isha", [[unit]])
    assert g.s.resources["A"] == 0 and "cost_not_paid" in _kinds(g)
    end_turn(g)
    assert g.place(tear) == "discard"
    g = _game(pool, {"hand": ["Voice of Command", "Tear of Isha"], "kingdom": [{"card": "Mountain Guard", "damage": 1}]},
              {})
    _play(g, "A", "Voice of Command")
    tear = g.named("A", "Tear of Isha", "hand")
    before = g.s.resources["A"]
    _play(g, "A", "Tear of Isha", [[g.cards("A", "kingdom")[0]]], answers=["no"])
    assert g.s.resources["A"] == before - _paid(g, "Tear of Isha") and "decline" in _kinds(g)
    end_turn(g)
    assert g.place(tear) == "discard"


def test_stocking_skulls_corrupts_a_target_each_time_a_unit_enters_a_discard_pile_this_phase(pool):
    g = _game(pool, {"hand": ["Stocking Skulls", "Eye for Cruelty", "Tear of Isha"], "race": "Chaos",
               "kingdom": [{"card": "Mountain Guard", "damage": 1}]},
              {"kingdom": ["Mountain Guard"]})
    doomed = g.cards("A", "kingdom")[0]
    enemy = g.cards("B", "kingdom")[0]
    _play(g, "A", "Stocking Skulls")
    _play(g, "A", "Eye for Cruelty", [[doomed]])
    _play(g, "A", "Tear of Isha", [[doomed]])  # destroyed instead: a unit enters a discard pile
    assert g.place(doomed) == "discard"
    assert enemy in g.s.corrupted  # the one unit left to target
    ev = next(e for e in g.s.log.events if e.kind == "reaction")
    assert ev.data["name"] == "Stocking Skulls" and ev.data["targets"] == [[enemy]]


def test_stocking_skulls_ends_with_the_phase(pool):
    g = _game(pool, {"hand": ["Stocking Skulls"]}, {"kingdom": ["Mountain Guard"]})
    _play(g, "A", "Stocking Skulls")
    assert any(m.get("reacts") for m in g.s.lasting)
    g.do(("pass",), "A")  # the capital phase's action window closes: the phase ends
    assert not any(m.get("reacts") for m in g.s.lasting)
    assert any(e.kind == "expire" and e.data.get("until") == "end of phase" for e in g.s.log.events)


def test_franzs_decree_the_unit_cannot_be_declared_this_turn(pool):
    g = _game(pool, {"hand": ["Franz's Decree"], "battlefield": ["Mountain Guard", "Mountain Guard"]},
              {"kingdom": ["Mountain Guard"]})
    kept, free = g.cards("A", "battlefield")
    _play(g, "A", "Franz's Decree", [[kept]])
    ev = next(e for e in g.s.log.events if e.kind == "no_duration")
    assert "errata.core.47" in ev.rules and ev.data["read_as"] == "until the end of the turn"
    assert [m["cannot"] for m in g.s.lasting if m["card"] == kept] == ["attack", "defend"]
    g.do(("pass",), "A")  # to the battlefield phase
    g.do(("attack", "kingdom"), "A")
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:
        g.do(("attacker", kept), "A")
    assert err.value.rule_id == "core.effects.cannot" and g.snapshot_text() == before
    g.do(("attacker", free), "A")
    end_turn(g)
    assert not [m for m in g.s.lasting if m["card"] == kept]


def _cube_game(pool):
    return _game(pool, {"kingdom": ["Pistoliers", "Talabheim Detachment"]},
                 {"hand": ["Cube of Darkness"], "race": "Empire", "kingdom": ["Temple Guard"]})


def test_cube_of_darkness_cancels_the_action_and_forbids_it_for_the_turn(pool):
    assert pool["Cube of Darkness"].runnable, pool["Cube of Darkness"].why
    g = _cube_game(pool)
    pist, tala = g.cards("A", "kingdom")
    g.do(("action", pist, 0, [], []), "A")
    cube = g.named("B", "Cube of Darkness", "hand")
    g.do(("tactic", cube, [[pist]]), "B")
    g.do(("pass",), "A")
    g.do(("pass",), "B")
    assert g.check() == []
    ev = next(e for e in g.s.log.events if e.kind == "cancelled")
    assert ev.data["card"] == pist and "faq.45" in ev.rules
    assert g.place(pist) == "kingdom" and not any(e.kind == "resolve" and e.data["card"] == pist
                                                  for e in g.s.log.events)
    if g.to_act() == "B":
        g.do(("pass",), "B")
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:
        g.do(("action", pist, 0, [], []), "A")
    assert err.value.rule_id == "core.effects.cannot" and g.snapshot_text() == before
    g.do(("action", tala, 0, [], []), "A")  # another card's Action is free
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.place(tala) == "hand"
    end_turn(g)
    assert not [m for m in g.s.lasting if m.get("no_trigger") is not None]


def test_cube_of_darkness_needs_an_action_of_a_card_in_play_on_the_chain(pool):
    g = _cube_game(pool)
    cube = g.named("B", "Cube of Darkness", "hand")
    g.do(("action", g.cards("A", "kingdom")[1], 0, [], []), "A")
    with pytest.raises(IllegalAction):
        g.do(("tactic", cube, [[g.cards("A", "kingdom")[0]]]), "B")  # Pistoliers' Action is not on the chain


def test_hellcannon_reserves_adds_a_damage_to_each_card_a_tactic_of_yours_damages(pool):
    for title in ("Hellcannon Reserves", "Outpost of Tiranoc"):
        assert pool[title].runnable, pool[title].why
    g = _game(pool, {"hand": ["Bloodburn Poison"], "race": "Chaos", "kingdom": ["Hellcannon Reserves"]},
              {"kingdom": ["Forest Dragon"]})
    dragon = g.cards("B", "kingdom")[0]
    _play(g, "A", "Bloodburn Poison", [[dragon]])
    assert g.s.damage[dragon] == 2  # 1 + 1 additional
    ev = next(e for e in g.s.log.events if e.kind == "additional_damage")
    assert ev.data["by"] == "Bloodburn Poison" and ev.data["amount"] == 1


def test_hellcannon_reserves_works_only_in_the_kingdom(pool):
    g = _game(pool, {"hand": ["Bloodburn Poison"], "race": "Chaos", "quest": ["Hellcannon Reserves"]},
              {"kingdom": ["Forest Dragon"]})
    dragon = g.cards("B", "kingdom")[0]
    _play(g, "A", "Bloodburn Poison", [[dragon]])
    assert g.s.damage[dragon] == 1 and "additional_damage" not in _kinds(g)


def test_outpost_of_tiranoc_deals_an_additional_point_of_indirect_damage(pool):
    g = _game(pool, {"hand": ["From Beneath the Waves"], "race": "High Elf", "kingdom": ["Outpost of Tiranoc"]}, {})

    def dealt(g):
        return sum(g.s.zone_damage.get(f"B.{z}", 0) for z in ("kingdom", "quest", "battlefield")) + \
            sum(n for c, n in g.s.damage.items() if g.controller(c) == "B")
    before = dealt(g)
    _play(g, "A", "From Beneath the Waves")  # the one opponent (a player, no target slot)
    assert dealt(g) - before == 4  # 3 + 1
    assert any(e.kind == "additional_damage" and e.data.get("indirect") for e in g.s.log.events)


def _assigned(pool):
    """A's Forest Dragon attacks B's kingdom, Mountain Guard defends; all combat damage assigned, not applied."""
    g = _game(pool, {"battlefield": ["Forest Dragon"]},
              {"race": "Dwarf", "kingdom": ["Shield Bearer", "Mountain Guard"],
               "developments": {"kingdom": [FILLER]}}, phase="battlefield")
    drag, (bearer, guard) = g.cards("A", "battlefield")[0], g.cards("B", "kingdom")
    for action, p in [(("attack", "kingdom"), "A"), (("pass",), "A"), (("pass",), "B"), (("attacker", drag), "A"),
                      (("done",), "A"), (("pass",), "A"), (("pass",), "B"), (("defender", guard), "B"),
                      (("done",), "B"), (("pass",), "A"), (("pass",), "B")]:
        g.do(action, p)
    while g.s.step == "assign":
        p = g.to_act()
        g.do(g.legal_actions(p)[0], p)
    assert g.s.combat.assigned == {str(guard): 3}
    return g, drag, bearer, guard


def test_shield_bearer_cancels_one_damage_assigned_before_it_is_applied(pool):
    assert pool["Shield Bearer"].runnable, pool["Shield Bearer"].why
    g, drag, bearer, guard = _assigned(pool)
    dev = g.cards("B", "kingdom.dev")[0]
    g.do(("pass",), "A")
    g.do(("action", bearer, 0, [], [dev]), "B")
    g.do(("pass",), "A")
    g.do(("pass",), "B")
    assert g.place(dev) == "discard"  # the cost
    assert g.s.combat is None or g.s.combat.assigned.get(str(guard)) == 2
    ev = next(e for e in g.s.log.events if e.kind == "cancelled" and e.data.get("by") == "Shield Bearer")
    assert ev.data["card"] == guard and ev.data["amount"] == 1 and "damage.cancelling-damage" in ev.rules
    while g.s.step == "window" and g.s.combat is not None:
        g.do(("pass",), g.to_act())
    assert g.is_in_play(guard) and g.s.damage[guard] == 2  # 3 hit points: it survives


def test_shield_bearer_needs_a_development_to_sacrifice(pool):
    g, drag, bearer, guard = _assigned(pool)
    g.do(("pass",), "A")
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:
        g.do(("action", bearer, 0, [], []), "B")  # nothing named to sacrifice
    assert err.value.rule_id.startswith("timing.C") and g.snapshot_text() == before
    with pytest.raises(IllegalAction):
        g.do(("action", bearer, 0, [], [guard]), "B")  # a unit is no development
    assert g.snapshot_text() == before


def _informant(pool, hand):
    g = _game(pool, {"race": "Dark Elf", "battlefield": ["Skulking Informant"]}, {"hand": hand}, phase="battlefield")
    spy = g.cards("A", "battlefield")[0]
    g.do(("attack", "kingdom"), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.do(("attacker", spy), "A")
    g.do(("done",), "A")
    assert g.s.step == "window" and g.to_act() == "A"
    return g, spy


def test_skulking_informant_names_a_number_and_the_opponent_discards_a_card_of_that_cost(pool):
    assert pool["Skulking Informant"].runnable, pool["Skulking Informant"].why
    hand = ["Mountain Guard", "Forest Dragon", FILLER]
    costs = {t: pool[t].cost for t in hand}
    g, spy = _informant(pool, hand)
    n = costs["Forest Dragon"]
    g.s.answers.append(str(n))
    g.do(("action", spy, 0, [], []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.check() == []
    named = next(e for e in g.s.log.events if e.kind == "names")
    assert named.data["named"] == n
    reveal = next(e for e in g.s.log.events if e.kind == "reveal")
    assert sorted(reveal.data["cards"]) == sorted(hand) and reveal.data["seen_by"] == ["A", "B"]
    gone = [g.name(c) for c in g.cards("B", "discard")]
    assert len(gone) == 1 and costs[gone[0]] == n


def test_skulking_informant_a_number_no_card_has_discards_nothing(pool):
    hand = ["Mountain Guard", FILLER]
    g, spy = _informant(pool, hand)
    g.s.answers.append("9")
    g.do(("action", spy, 0, [], []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert not g.cards("B", "discard") and len(g.cards("B", "hand")) == 2
    assert "not_able" in _kinds(g)


def test_skulking_informant_waits_for_its_attack(pool):
    g = _game(pool, {"battlefield": ["Skulking Informant"]}, {"hand": ["Mountain Guard"]})
    spy = g.cards("A", "battlefield")[0]
    with pytest.raises(IllegalAction) as err:
        g.do(("action", spy, 0, [], []), "A")
    assert err.value.rule_id == "timing.B.1"


def _maps(pool):
    return _game(pool, {"race": "Dwarf", "kingdom": ["Master of Maps"],
                        "hand": ["Contested Village", "New Trade Route", "Contested Village"]}, {})


def test_master_of_maps_lets_one_more_limited_card_be_played_after_a_quest(pool):
    for title in ("Master of Maps", "Valley of Many Eyes"):
        assert pool[title].runnable, pool[title].why
    g = _maps(pool)
    maps = g.cards("A", "kingdom")[0]
    village, route, village2 = g.cards("A", "hand")
    g.do(("play", village, "kingdom"), "A")
    with pytest.raises(IllegalAction) as err:
        g.do(("play", village2, "kingdom"), "A")
    assert err.value.rule_id == "core.effects.limited"
    g.do(("play", route, "quest"), "A")
    g.do(("action", maps, 1, [], []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert any(e.kind == "extra_limited" for e in g.s.log.events)
    if g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.do(("play", village2, "kingdom"), "A")
    assert g.place(village2) == "kingdom"


def test_master_of_maps_waits_for_a_quest_played_from_hand(pool):
    g = _maps(pool)
    maps = g.cards("A", "kingdom")[0]
    with pytest.raises(IllegalAction) as err:
        g.do(("action", maps, 1, [], []), "A")
    assert err.value.rule_id == "timing.B.1"
    g.do(("play", g.cards("A", "hand")[0], "kingdom"), "A")  # a support is not a quest
    with pytest.raises(IllegalAction):
        g.do(("action", maps, 1, [], []), "A")


@pytest.mark.parametrize("top,destroyed", [("Mountain Guard", True), ("Drill Neutral Watchtower", False)])
def test_valley_of_many_eyes_destroys_the_card_played_on_an_even_cost(pool, top, destroyed):
    g = _game(pool, {"race": "Orc", "quest": ["Valley of Many Eyes"], "hand": ["Forest Dragon"],
                     "deck": [top] + [FILLER] * 5}, {})
    dragon = g.cards("A", "hand")[0]
    g.do(("play", dragon, "quest"), "A")
    assert g.check() == []
    assert top in [g.name(c) for c in g.cards("A", "discard")]  # the top card of the deck, discarded
    assert (g.place(dragon) == "discard") is destroyed
    ev = next(e for e in g.s.log.events if e.kind == "condition")
    assert ev.data["cost"] == pool[top].cost and ev.data["holds"] is destroyed


def test_valley_of_many_eyes_watches_only_its_own_zone(pool):
    g = _game(pool, {"race": "Orc", "quest": ["Valley of Many Eyes"], "hand": ["Forest Dragon"],
                     "deck": ["Mountain Guard"] + [FILLER] * 5}, {})
    dragon = g.cards("A", "hand")[0]
    g.do(("play", dragon, "kingdom"), "A")
    assert g.place(dragon) == "kingdom" and not g.cards("A", "discard")


def test_teller_of_tales_waits_for_an_ability_triggered_on_a_quest_you_control(pool):
    assert pool["Teller of Tales"].runnable, pool["Teller of Tales"].why
    g = _game(pool, {"race": "Dwarf", "kingdom": ["Teller of Tales", "Mountain Guard"],
                     "quest": [{"card": "Smash 'Em, Bash 'Em", "tokens": 2},
                               {"card": "Mountain Guard", "questing_on": "Smash 'Em, Bash 'Em"}],
                     "battlefield": ["Mountain Guard"]}, {})
    teller, guard = g.cards("A", "kingdom")
    smash = g.named("A", "Smash 'Em, Bash 'Em", "quest")
    fighter = g.cards("A", "battlefield")[0]
    with pytest.raises(IllegalAction) as err:
        g.do(("action", teller, 0, [[guard]], []), "A")
    assert err.value.rule_id == "timing.B.1"
    power = g.unit_power(guard)
    g.do(("action", smash, 0, [[fighter]], []), "A")
    g.do(("pass",), "B")
    g.do(("action", teller, 0, [[guard]], []), "A")  # in response: its trigger condition was met
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.unit_power(guard) == power + 1


def _attacked(pool, hand=("Sigmar's Intervention",), burned=()):
    g = _game(pool, {"battlefield": ["Forest Dragon"]},
              {"race": "Empire", "hand": list(hand), "quest": ["Mountain Guard"], "burned": list(burned)},
              phase="battlefield")
    drag = g.cards("A", "battlefield")[0]
    g.do(("attack", "kingdom"), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.do(("attacker", drag), "A")
    g.do(("done",), "A")
    return g


def test_sigmars_intervention_redirects_the_attack_before_defenders_are_declared(pool):
    assert pool["Sigmar's Intervention"].runnable, pool["Sigmar's Intervention"].why
    g = _attacked(pool)
    g.do(("pass",), "A")
    g.s.answers.append("quest")
    g.do(("tactic", g.named("B", "Sigmar's Intervention", "hand"), []), "B")
    g.do(("pass",), "A")
    g.do(("pass",), "B")
    assert g.s.combat.target == "quest"
    ev = next(e for e in g.s.log.events if e.kind == "redirect_attack")
    assert ev.data["was"] == "kingdom" and ev.data["zone"] == "quest"
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    assert g.s.step == "defenders"
    g.do(("defender", g.cards("B", "quest")[0]), "B")  # a unit of the quest zone defends it now


def test_sigmars_intervention_never_to_a_burning_zone_and_only_when_attacked(pool):
    g = _attacked(pool, burned=("quest",))
    g.do(("pass",), "A")
    g.s.answers.append("quest")  # burning: not a zone it can go to
    g.do(("tactic", g.named("B", "Sigmar's Intervention", "hand"), []), "B")
    g.do(("pass",), "A")
    g.do(("pass",), "B")
    assert g.s.combat.target == "battlefield"
    g = _game(pool, {}, {"race": "Empire", "hand": ["Sigmar's Intervention"]})
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:
        g.do(("tactic", g.named("B", "Sigmar's Intervention", "hand"), []), "B")
    assert g.snapshot_text() == before and err.value.rule_id in ("timing.phase.4", "timing.B.2")


def _marauders_attack(pool, quest_zone):
    g = _game(pool, {"race": "Orc", "battlefield": ["Mounted Marauders"]}, {"race": "Dwarf", "quest": quest_zone},
              phase="battlefield")
    raider = g.cards("A", "battlefield")[0]
    g.do(("attack", "quest"), "A")
    while g.s.step != "attackers":
        g.do(("pass",), g.to_act())
    g.do(("attacker", raider), "A")
    g.do(("done",), "A")
    for _ in range(40):
        if g.s.combat is None or g.s.step not in ("window", "defenders", "assign"):
            break
        p = g.to_act()
        acts = g.legal_actions(p)
        g.do(next((a for a in acts if a[0] in ("pass", "done")), acts[0]), p)
    assert g.check() == []
    return g, raider


def test_mounted_marauders_attacking_and_surviving_makes_the_defender_sacrifice_there(pool):
    assert pool["Mounted Marauders"].runnable, pool["Mounted Marauders"].why
    g, raider = _marauders_attack(pool, ["Drill Neutral Watchtower", "Drill Neutral Watchtower"])
    assert g.is_in_play(raider)
    assert len(g.cards("B", "quest")) == 1 and len(g.cards("B", "discard")) == 1
    ev = next(e for e in g.s.log.events if e.kind == "sacrificed" and g.s.owner[e.data["card"]] == "B")
    assert "terms.sacrifice" in ev.rules


def test_mounted_marauders_with_nothing_to_sacrifice_nothing_happens(pool):
    g, raider = _marauders_attack(pool, [])
    assert not g.cards("B", "discard") and g.is_in_play(raider)


def test_gifts_of_aenarion_cancels_damage_to_your_capital_and_pays_for_it(pool):
    assert pool["Gifts of Aenarion"].runnable, pool["Gifts of Aenarion"].why
    g = _game(pool, {"race": "High Elf", "hand": ["Gifts of Aenarion"]},
              {"race": "Chaos", "hand": ["Offering of Blood"], "kingdom": ["Mountain Guard"]})
    _play(g, "A", "Gifts of Aenarion")
    before = g.s.resources["A"]
    _play(g, "B", "Offering of Blood")
    assert all(g.s.zone_damage[f"A.{z}"] == 0 for z in ("kingdom", "quest", "battlefield"))
    assert g.s.resources["A"] == before + 3  # 1 damage to each section, each cancelled
    assert any(e.kind == "gain" and e.data.get("why") == "for each damage thus cancelled" for e in g.s.log.events)
    end_turn(g)
    assert not g.s.shields


def test_bloodlust_each_player_targets_a_unit_and_both_are_destroyed(pool):
    assert pool["Bloodlust"].runnable, pool["Bloodlust"].why
    g = _game(pool, {"race": "Dark Elf", "hand": ["Bloodlust"], "kingdom": ["Forest Dragon", "Skulking Informant"]},
              {"kingdom": ["Mountain Guard"]})
    dragon, spy = g.cards("A", "kingdom")
    guard = g.cards("B", "kingdom")[0]
    _play(g, "A", "Bloodlust", [[guard]], answers=["Skulking Informant"])  # B's choice, as it resolves
    assert g.place(guard) == "discard" and g.place(spy) == "discard" and g.is_in_play(dragon)
    ev = next(e for e in g.s.log.events if e.kind == "targets")
    assert ev.data["player"] == "B" and ev.data["chosen"] == ["Skulking Informant"]


def test_bloodlust_needs_a_unit_of_yours(pool):
    g = _game(pool, {"race": "Dark Elf", "hand": ["Bloodlust"]}, {"kingdom": ["Mountain Guard"]})
    before = g.snapshot_text()
    with pytest.raises(IllegalAction):
        g.do(("tactic", g.named("A", "Bloodlust", "hand"), [[g.cards("B", "kingdom")[0]]]), "A")
    assert g.snapshot_text() == before


def test_protect_the_empire_its_questing_unit_defends_another_zone(pool):
    assert pool["Protect the Empire"].runnable, pool["Protect the Empire"].why
    g = _game(pool, {"battlefield": ["Forest Dragon"]},
              {"race": "Empire", "quest": ["Protect the Empire",
                                           {"card": "Mountain Guard", "questing_on": "Protect the Empire"},
                                           "Shield Bearer"]}, phase="battlefield")
    drag = g.cards("A", "battlefield")[0]
    guard, bearer = g.named("B", "Mountain Guard", "quest"), g.named("B", "Shield Bearer", "quest")
    g.do(("attack", "kingdom"), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.do(("attacker", drag), "A")
    g.do(("done",), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:
        g.do(("defender", bearer), "B")  # in the quest zone, not questing on it
    assert err.value.rule_id == "core.combat.3" and g.snapshot_text() == before
    g.do(("defender", guard), "B")
    assert guard in g.s.combat.defenders


def _declare_from(g, cid):
    g.do(("attack", "kingdom"), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.do(("attacker", cid), "A")
    assert cid in g.s.combat.attackers


def test_dragonslayer_may_attack_from_the_quest_zone(pool):
    assert pool["Dragonslayer"].runnable, pool["Dragonslayer"].why
    g = _game(pool, {"race": "Dwarf", "quest": ["Dragonslayer", "Mountain Guard"]}, {}, phase="battlefield")
    slayer, guard = g.cards("A", "quest")
    g.do(("attack", "kingdom"), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:
        g.do(("attacker", guard), "A")  # an ordinary unit of the quest zone
    assert err.value.rule_id == "core.combat.2" and g.snapshot_text() == before
    g.do(("attacker", slayer), "A")
    assert slayer in g.s.combat.attackers


def test_grudgeborn_fury_units_in_all_zones_may_attack_this_turn(pool):
    assert pool["Grudgeborn Fury"].runnable, pool["Grudgeborn Fury"].why
    g = _game(pool, {"race": "Dwarf", "hand": ["Grudgeborn Fury"], "kingdom": ["Mountain Guard"]}, {})
    _play(g, "A", "Grudgeborn Fury")
    assert any(m.get("attack_from_any_zone") for m in g.s.lasting)
    g.do(("pass",), "A")  # to the battlefield phase
    _declare_from(g, g.cards("A", "kingdom")[0])


def test_corb_polyborg_names_a_card_that_then_cannot_be_played(pool):
    assert pool["Corb Polyborg"].runnable, pool["Corb Polyborg"].why
    g = _game(pool, {"hand": ["Corb Polyborg", "Mountain Guard", "Tear of Isha"],
                     "kingdom": [{"card": "Forest Dragon", "damage": 1}]}, {})
    corb, guard, tear = g.cards("A", "hand")
    g.s.answers.append("Mountain Guard")
    g.do(("play", corb, "kingdom"), "A")
    ev = next(e for e in g.s.log.events if e.kind == "names")
    assert ev.data["named"] == "Mountain Guard" and ev.data["card"] == corb
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:
        g.do(("play", guard, "kingdom"), "A")
    assert err.value.rule_id == "core.effects.cannot" and g.snapshot_text() == before
    assert not [a for a in g.legal_actions("A") if a[:2] == ("play", guard)]
    g.leave_play(corb, "destroyed", ("terms.destroy",))  # gone: the ban goes with it
    g.do(("play", guard, "kingdom"), "A")
    assert g.place(guard) == "kingdom"


def test_corb_polyborg_cannot_name_itself(pool):
    g = _game(pool, {"hand": ["Corb Polyborg"]}, {"discard": ["Corb Polyborg", "Forest Dragon"]})
    g.s.answers.append("Corb Polyborg")  # not a title it may name: the default is used
    g.do(("play", g.cards("A", "hand")[0], "kingdom"), "A")
    ev = next(e for e in g.s.log.events if e.kind == "names")
    assert ev.data["named"] != "Corb Polyborg"


def test_dragonmage_takes_at_most_1_of_any_damage(pool):
    assert pool["Dragonmage"].runnable, pool["Dragonmage"].why
    g = _game(pool, {"race": "Orc", "hand": ["Spida Huntin'", "Bloodburn Poison"], "kingdom": ["Dragonmage"]}, {})
    mage = g.cards("A", "kingdom")[0]
    _play(g, "A", "Spida Huntin'", [[mage]])  # 2 damage: 1 cancelled
    assert g.s.damage[mage] == 1
    ev = next(e for e in g.s.log.events if e.kind == "cancelled" and e.data.get("why") == "all but 1")
    assert ev.data["amount"] == 1 and "damage.cancelling-damage" in ev.rules
    _play(g, "A", "Bloodburn Poison", [[mage]])  # 1 damage: nothing to cancel
    assert g.s.damage[mage] == 2


def test_jealous_eyes_resolves_the_chain_at_once_and_moves_tokens(pool):
    assert pool["Jealous Eyes"].runnable, pool["Jealous Eyes"].why
    g = _game(pool, {"hand": ["Bloodburn Poison"],
                     "quest": [{"card": "Smash 'Em, Bash 'Em", "tokens": 3},
                               {"card": "Mountain Guard", "questing_on": "Smash 'Em, Bash 'Em"}]},
              {"race": "Dark Elf", "hand": ["Jealous Eyes"], "kingdom": ["Forest Dragon"],
               "quest": ["New Trade Route", {"card": "Mountain Guard", "questing_on": "New Trade Route"}]})
    dragon = g.cards("B", "kingdom")[0]
    smash, route = g.named("A", "Smash 'Em, Bash 'Em", "quest"), g.named("B", "New Trade Route", "quest")
    g.do(("tactic", g.named("A", "Bloodburn Poison", "hand"), [[dragon]]), "A")
    g.do(("tactic", g.named("B", "Jealous Eyes", "hand"), []), "B")  # no one gets to respond
    assert "chain_ended" in _kinds(g)
    assert g.s.tokens.get(smash) == 1 and g.s.tokens.get(route) == 2
    assert g.s.damage.get(dragon) == 1  # the rest of the chain resolved too
    assert not (g.s.window or {}).get("chain")
    order = [e.data["name"] for e in g.s.log.events if e.kind == "resolve"]
    assert order == ["Jealous Eyes", "Bloodburn Poison"]


def test_iron_discipline_cancels_an_action_on_the_chain_unless_its_controller_pays(pool):
    assert pool["Iron Discipline"].runnable, pool["Iron Discipline"].why
    for resources, kept in ((10, True), (1, False)):
        g = _game(pool, {"hand": ["Bloodburn Poison"]},
                  {"race": "Empire", "hand": ["Iron Discipline"], "kingdom": ["Forest Dragon"]})
        dragon = g.cards("B", "kingdom")[0]
        g.do(("tactic", g.named("A", "Bloodburn Poison", "hand"), [[dragon]]), "A")
        g.s.resources["A"] = resources
        g.do(("tactic", g.named("B", "Iron Discipline", "hand"), [[dragon]]), "B")
        g.do(("pass",), "A")
        g.do(("pass",), "B")
        assert (g.s.damage.get(dragon, 0) == 1) is kept
        assert g.s.resources["A"] == (resources - 4 if kept else resources)


def test_iron_discipline_prices_later_actions_that_target_the_unit(pool):
    from rulekeeper.games.invasion.abilities import targeting
    g = _game(pool, {"race": "Empire", "hand": ["Iron Discipline", "Bloodburn Poison"]}, {"kingdom": ["Forest Dragon"]})
    dragon = g.cards("B", "kingdom")[0]
    _play(g, "A", "Iron Discipline", [[dragon]])
    assert targeting.extra(g, "A", [[dragon]]) == 4 and targeting.extra(g, "B", [[dragon]]) == 4  # whoever targets
    if g.s.step == "window" and g.to_act() == "B":
        g.do(("pass",), "B")
    g.s.resources["A"] = 6  # Bloodburn Poison costs 3 here (its loyalty): 3 + 4 is more
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:
        g.do(("tactic", g.named("A", "Bloodburn Poison", "hand"), [[dragon]]), "A")
    assert err.value.rule_id == "timing.C.2" and g.snapshot_text() == before
    g.s.resources["A"] = 7
    g.do(("tactic", g.named("A", "Bloodburn Poison", "hand"), [[dragon]]), "A")
    assert g.s.resources["A"] == 0


def test_testing_the_spell_takes_a_unit_of_cost_x_or_lower_until_the_end_of_the_turn(pool):
    assert pool["Testing the Spell"].runnable, pool["Testing the Spell"].why
    g = _game(pool, {"race": "Dark Elf", "hand": ["Testing the Spell"], "developments": {"kingdom": [FILLER, FILLER]}},
              {"kingdom": ["Mountain Guard", "Forest Dragon"]})
    guard, dragon = g.cards("B", "kingdom")
    spell = g.named("A", "Testing the Spell", "hand")
    with pytest.raises(IllegalAction):
        g.do(("tactic", spell, [[dragon]]), "A")  # printed cost 6: more than X
    _play(g, "A", "Testing the Spell", [[guard]])  # X = 2 as it is played (targets: timing.C.1), 3 as it resolves
    assert len(g.cards("A", "kingdom.dev")) + len(g.cards("A", "quest.dev")) + len(g.cards("A", "battlefield.dev")) == 3
    assert g.controller(guard) == "A" and g.place(guard) == "kingdom"
    end_turn(g)
    while g.s.step == "window" and g.s.active == "A":  # the end of the turn's window (timing.E.1)
        g.do(("pass",), g.to_act())
    assert g.controller(guard) == "B" and g.place(guard) == "kingdom"
