"""The rules modules for damage, zones and card types on their own (dealing, indirect, movement, effects,
attachments, legends, ambush): what each changes, that refusals name a rule and change nothing, and that the
invariants hold after any sequence of effects."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulekeeper import paths
from rulekeeper.games.invasion import IllegalAction, from_position, load_cards
from rulekeeper.games.invasion.cards import card_from_entry
from rulekeeper.spec.loader import load_game

IDS = {e.id for e in load_game("invasion").entries}
POOL = {**load_cards(paths.spec_dir("invasion") / "drill-cards.yaml"), **load_cards()}
WARLORD = card_from_entry({"name": "Test Warlord", "type": "Legend", "race": "Orc", "cost": 3, "power": 1,
                           "health": 4, "zone_power": [1, 2, 3]}, "test")
BANNER = card_from_entry({"name": "Test Banner", "type": "Support", "race": "Empire", "cost": 1, "loyalty": 1,
                          "traits": "Attachment.", "text": "Attach to a target unit you control."}, "test")
POOL.update({c.name: c for c in (WARLORD, BANNER)})


def game(**players):
    base = {"A": {"deck": ["Drill Empire Militia"] * 5}, "B": {"deck": ["Drill Orc Boyz"] * 5}}
    for p, spec in players.items():
        base[p].update(spec)
    return from_position(POOL, {"active": "A", "phase": "capital", "players": base})


def card(g, name):
    """The card of that name outside the decks."""
    return next(c for c in range(len(g.s.names)) if g.name(c) == name and g.place(c) != "deck")


def test_non_combat_damage_is_cancelled_by_toughness_then_applied_and_destroys():
    g = game(B={"kingdom": ["Drill Orc Black Orcs Drill"]})
    orcs = card(g, "Drill Orc Black Orcs Drill")
    g.resolve("A", "damage", target=orcs, amount=3)
    assert g.s.damage[orcs] == 2
    g.resolve("A", "damage", target=orcs, amount=1, uncancellable=True)
    assert g.place(orcs) == "discard" and orcs not in g.s.damage
    assert g.check() == []


def test_redirect_happens_before_cancellation_and_expires_at_the_end_of_the_turn():
    g = game(B={"kingdom": ["Drill Orc Boyz", "Drill Orc Black Orcs Drill"]})
    boyz, orcs = card(g, "Drill Orc Boyz"), card(g, "Drill Orc Black Orcs Drill")
    g.resolve("B", "redirect_damage", target=boyz, to=orcs, amount=2)
    g.resolve("A", "damage", target=boyz, amount=3)
    assert g.place(boyz) == "discard"  # one point was not redirected
    assert g.s.damage[orcs] == 1  # two redirected, one cancelled by Toughness 1
    g.do(("pass",))
    g.do(("attack", None))
    assert g.s.shields == [] and g.s.lasting == []


def test_indirect_damage_waits_for_its_player_and_refuses_overkill():
    g = game(B={"kingdom": ["Drill Orc Trolls"]})
    trolls = card(g, "Drill Orc Trolls")
    g.resolve("A", "indirect_damage", dealt_to="B", amount=3)
    assert (g.s.step, g.to_act()) == ("indirect", "B")
    g.do(("indirect", trolls))
    g.do(("indirect", trolls))
    with pytest.raises(IllegalAction) as exc:
        g.do(("indirect", trolls))
    assert exc.value.rule_id == "damage.indirect-damage"
    g.do(("indirect", "B.quest"))
    assert (g.s.step, g.to_act()) == ("capital", "A") and g.place(trolls) == "discard"
    assert g.s.zone_damage["B.quest"] == 1


def test_moved_damage_is_not_cancelled_and_healing_needs_damage():
    g = game(A={"kingdom": [{"card": "Drill Empire Halberdiers", "damage": 1}]},
             B={"kingdom": ["Drill Orc Black Orcs Drill"]})
    halb, orcs = card(g, "Drill Empire Halberdiers"), card(g, "Drill Orc Black Orcs Drill")
    g.resolve("A", "move_damage", source=halb, to=orcs, amount=1)
    assert g.s.damage == {orcs: 1}
    with pytest.raises(IllegalAction) as exc:
        g.resolve("A", "heal", target=halb, amount=1)
    assert exc.value.rule_id == "terms.healing"


def test_moving_no_damage_from_an_undamaged_unit_is_refused_and_changes_nothing():
    """Found by the property below: moving 0 damage from a unit with none raised KeyError."""
    g = game(A={"kingdom": ["Drill Empire Halberdiers"]}, B={"kingdom": ["Drill Orc Black Orcs Drill"]})
    halb, orcs = card(g, "Drill Empire Halberdiers"), card(g, "Drill Orc Black Orcs Drill")
    with pytest.raises(IllegalAction) as exc:
        g.resolve("A", "move_damage", source=halb, to=orcs, amount=0)
    assert exc.value.rule_id == "damage.moving-damage" and g.s.damage == {}


def test_control_changes_zone_owner_keeps_the_discard_pile():
    g = game(B={"kingdom": ["Drill Orc Archers"]})
    archers = card(g, "Drill Orc Archers")
    g.resolve("A", "take_control", card=archers)
    assert g.controller(archers) == "A" and g.s.owner[archers] == "B" and g.place(archers) == "kingdom"
    g.resolve("A", "sacrifice", card=archers)
    assert g.s.zones.where[archers] == "B.discard"


def test_attachment_keeps_its_controller_and_leaves_with_a_requirement_broken():
    g = game(A={"resources": 2, "hand": ["Test Banner"], "battlefield": ["Drill Empire Militia"]})
    banner, militia = card(g, "Test Banner"), card(g, "Drill Empire Militia")
    g.do(("attach", banner, militia))
    assert g.s.attached == {banner: militia} and g.controller(banner) == "A"
    g.resolve("B", "take_control", card=militia)
    assert g.s.zones.where[banner] == "A.discard" and g.s.attached == {}


def test_legend_power_in_every_zone_weakest_for_effects():
    g = game(B={"legend": "Test Warlord"})
    warlord = card(g, "Test Warlord")
    assert [g.power("B", z) for z in ("kingdom", "quest", "battlefield")] == [4, 3, 3]
    assert g.unit_power(warlord) == 1


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["damage", "cancel_damage", "redirect_damage", "move_damage", "heal",
                                           "modify", "destroy", "sacrifice", "return_to_hand", "move",
                                           "take_control", "corrupt", "skip_phase", "lower_cost"]),
                          st.sampled_from("AB"), st.integers(0, 12), st.integers(0, 12), st.integers(-3, 4),
                          st.sampled_from(["kingdom", "quest", "battlefield", "discard"])),
                min_size=1, max_size=25))
def test_effects_keep_the_invariants_and_refusals_change_nothing(steps):
    g = game(A={"kingdom": ["Drill Empire Militia", "Drill Empire Halberdiers"],
                "battlefield": ["Drill Empire Greatswords Drill"]},
             B={"kingdom": ["Drill Orc Black Orcs Drill", "Drill Orc Trolls"], "quest": ["Drill Orc Boyz"]})
    for kind, p, a, b, n, zone in steps:
        args = {"damage": dict(target=a, amount=abs(n)), "cancel_damage": dict(target=a, amount=abs(n)),
                "redirect_damage": dict(target=a, to=b, amount=abs(n)),
                "move_damage": dict(source=a, to=b, amount=abs(n)), "heal": dict(target=a, amount=abs(n)),
                "modify": dict(card=a, stat="hit_points" if n % 2 else "power", amount=n),
                "destroy": dict(card=a), "sacrifice": dict(card=a), "return_to_hand": dict(card=a),
                "move": dict(card=a, zone=zone), "take_control": dict(card=a), "corrupt": dict(card=a),
                "skip_phase": dict(phase="battlefield"), "lower_cost": dict(amount=abs(n))}[kind]
        before = g.snapshot_text()
        try:
            g.resolve(p, kind, **args)
        except IllegalAction as exc:
            assert exc.rule_id in IDS and g.snapshot_text() == before, (kind, args, exc)
        assert g.check() == [], (kind, args)
        if g.s.step == "indirect" or g.over:
            break
