"""The ability interpreter (games/invasion/abilities) and the action windows (games/invasion/windows.py)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulekeeper import paths
from rulekeeper.games.invasion import IllegalAction, from_position, load_cards
from rulekeeper.games.invasion.cards import card_from_entry

from invasion_tables import table


def _card(name, kind, text, **stats):
    return card_from_entry({"name": name, "type": kind, "race": "Neutral", "cost": 0, "power": 1, "health": 2,
                            "text": text, **stats}, "test")


BOLT = _card("Bolt", "Tactic", "Action: Deal 2 damage to one target unit.")
SHIELD = _card("Shield", "Tactic", "Action: One target unit gains Toughness 2 until the end of the turn.")
SPOTTER = _card("Spotter", "Unit", "Action: Spend 1 resource to deal 1 damage to one target unit. (Limit once per turn.)")
MARTYR = _card("Martyr", "Unit", "Forced: After this unit leaves play, draw a card.", health=1)
POOL = {**load_cards(paths.spec_dir("invasion") / "drill-cards.yaml"),
        **{c.name: c for c in (BOLT, SHIELD, SPOTTER, MARTYR)}}


def _game(a=None, b=None):
    return table(POOL, a, b)


def test_what_the_interpreter_runs_and_why_not():
    assert BOLT.runnable and SPOTTER.runnable and MARTYR.runnable
    assert SPOTTER.program.actions[0][1].limit is not None
    gone = _card("X", "Unit", "Forced: After this unit leaves play, deal 1 damage to one target unit in this zone.")
    assert gone.runnable, gone.why  # "this zone": the zone it left (abilities/left.py, test_invasion_selection)


def test_a_response_resolves_first_and_priority_returns_to_the_other_player():
    g = _game({"hand": ["Bolt"]}, {"hand": ["Shield", "Bolt"], "kingdom": ["Drill Dwarf Longbeards"]})
    unit = g.named("B", "Drill Dwarf Longbeards", "kingdom")
    g.do(("tactic", g.named("A", "Bolt", "hand"), [[unit]]), "A")
    assert g.s.step == "window" and g.to_act() == "B"
    g.do(("tactic", g.named("B", "Shield", "hand"), [[unit]]), "B")
    g.do(("pass",), "A")
    g.do(("pass",), "B")
    assert g.s.damage.get(unit, 0) == 0 and g.place(unit) == "kingdom"  # shield first: the bolt is cancelled
    assert g.s.step == "window" and g.to_act() == "B"  # A started the chain; B still holds a Bolt
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.s.window is None and g.s.step == "capital"
    assert g.check() == []


def test_costs_limits_and_forced_effects():
    g = _game({"resources": 2, "kingdom": ["Spotter"]}, {"kingdom": ["Martyr"]})
    spotter, martyr = g.named("A", "Spotter", "kingdom"), g.named("B", "Martyr", "kingdom")
    g.do(("action", spotter, 0, [[martyr]]), "A")
    assert g.s.resources["A"] == 1
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.place(martyr) == "discard" and len(g.cards("B", "hand")) == 1  # the Forced draw
    with pytest.raises(IllegalAction) as exc:  # once per turn
        g.do(("action", spotter, 0, [[spotter]]), "A")
    assert exc.value.rule_id == "core.effects.action"


def test_targets_are_checked_before_anything_is_paid():
    g = _game({"resources": 1, "kingdom": ["Spotter"]})
    spotter = g.named("A", "Spotter", "kingdom")
    before = g.snapshot_text()
    for targets, rule in (([], "timing.C.1"), ([[999]], "timing.C.1"), ([[spotter, spotter]], "faq.26")):
        with pytest.raises(IllegalAction) as exc:
            g.do(("action", spotter, 0, targets), "A")
        assert exc.value.rule_id == rule and g.snapshot_text() == before


ARG = st.one_of(st.integers(-1, 40), st.none(), st.lists(st.lists(st.integers(-1, 40), max_size=3), max_size=3),
                st.sampled_from(["kingdom", "x"]))


@settings(max_examples=60, deadline=None)
@given(kind=st.sampled_from(["action", "tactic", "attach", "pass"]), args=st.lists(ARG, max_size=4),
       who=st.sampled_from(["A", "B"]))
def test_a_refused_ability_action_leaves_the_state_unchanged(kind, args, who):
    g = _game({"resources": 1, "hand": ["Bolt"], "kingdom": ["Spotter"]},
              {"hand": ["Shield"], "kingdom": ["Martyr"]})
    before = g.snapshot_text()
    try:
        g.do((kind, *args), who)
    except IllegalAction as exc:
        assert exc.rule_id and g.snapshot_text() == before
    else:
        assert g.check() == []


def test_an_attachment_gives_its_unit_power_and_leaves_play_with_it():
    choppa = card_from_entry({"name": "Choppa", "type": "Support", "race": "Neutral", "cost": 1, "traits": "Attachment.",
                              "text": "Attach to a target unit. Attached unit gains [Power][Power]."}, "test")
    assert choppa.runnable, choppa.why
    pool = {**POOL, "Choppa": choppa}
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"resources": 1, "hand": ["Choppa", "Bolt"], "battlefield": ["Drill Empire Militia"],
              "deck": ["Drill Neutral Watchtower"] * 5}, "B": {"deck": ["Drill Neutral Watchtower"] * 5}}})
    unit, card = g.named("A", "Drill Empire Militia", "battlefield"), g.named("A", "Choppa", "hand")
    with pytest.raises(IllegalAction) as exc:
        g.do(("play", card, "battlefield"), "A")
    assert exc.value.rule_id == "core.cards.attachment"
    g.do(("attach", card, unit), "A")
    assert g.unit_power(unit) == 3 and g.power("A", "battlefield") == 3 and g.s.resources["A"] == 0
    g.do(("tactic", g.named("A", "Bolt", "hand"), [[unit]]), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.place(unit) == "discard" and g.place(card) == "discard" and g.s.attached == {}
    assert g.check() == []
