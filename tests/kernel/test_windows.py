"""The kernel's action windows and chain (kernel/windows.py, kernel/chain.py): passing in a row, LIFO, triggers."""

import json

import pytest
from hypothesis import given, strategies as st

from rulekeeper.kernel import IllegalAction
from rulekeeper.kernel.chain import Chain, Triggered
from rulekeeper.kernel.windows import ActionWindow


def test_both_players_passing_in_a_row_close_an_empty_window():
    w = ActionWindow(["A", "B"], at="timing.D.2")
    assert w.pass_("A") == "pass"
    assert w.pass_("B") == "closed"


def test_a_pass_then_an_action_starts_the_count_again():
    w = ActionWindow(["A", "B"])
    assert w.pass_("A") == "pass"
    w.act("B", {"n": 1})
    assert w.to_act == "A"
    assert w.pass_("A") == "pass"
    assert w.pass_("B") == "resolve"


def test_the_chain_resolves_last_in_first_out_and_priority_returns_after_the_starter():
    w = ActionWindow(["A", "B"])
    w.act("A", {"n": 1})
    w.act("B", {"n": 2})
    w.act("A", {"n": 3})
    assert w.pass_("B") == "pass"
    assert w.pass_("A") == "resolve"
    assert [w.chain.take()["n"] for _ in range(3)] == [3, 2, 1]
    w.resolved()
    assert w.to_act == "B" and w.passes == 0  # A started the chain: B has priority next
    assert w.pass_("B") == "pass" and w.pass_("A") == "closed"


def test_only_the_player_with_priority_acts_or_passes_and_a_refusal_changes_nothing():
    w = ActionWindow(["A", "B"], rule="timing.B.2")
    before = w.to_json()
    with pytest.raises(IllegalAction) as exc:
        w.act("B", {"n": 1})
    assert exc.value.rule_id == "timing.B.2"
    with pytest.raises(IllegalAction):
        w.pass_("B")
    assert w.to_json() == before


def test_a_window_survives_a_json_round_trip():
    w = ActionWindow(["A", "B"], at="timing.E.1", rule="timing.B.2", then="end")
    w.act("A", {"card": 3, "targets": [4]})
    again = ActionWindow.from_json(json.loads(json.dumps(w.to_json())))
    assert again == w


def test_triggered_effects_resolve_the_active_players_first_each_in_the_order_triggered():
    t = Triggered()
    t.add("B", {"n": 1})
    t.add("A", {"n": 2})
    t.add("B", {"n": 3})
    t.add("A", {"n": 4})
    order = [t.next(["A", "B"]) for _ in range(4)]
    assert [(p, e["n"]) for p, e in order] == [("A", 2), ("A", 4), ("B", 1), ("B", 3)]
    assert t.next(["A", "B"]) is None
    assert Triggered.from_json(json.loads(json.dumps(t.to_json()))) == t


@given(st.lists(st.sampled_from(["act", "pass"]), max_size=30))
def test_the_window_ends_only_after_every_player_passed_in_a_row(moves):
    """Whatever the sequence, 'closed' or 'resolve' comes exactly when both players passed consecutively."""
    w = ActionWindow(["A", "B"])
    run = 0
    for i, m in enumerate(moves):
        if m == "act":
            w.act(w.to_act, {"i": i})
            run = 0
            continue
        had_chain = bool(w.chain)
        out = w.pass_(w.to_act)
        run += 1
        if run < 2:
            assert out == "pass"
        else:
            assert out == ("resolve" if had_chain else "closed")
            if out == "closed":
                return
            taken = [w.chain.take()["i"] for _ in range(len(w.chain))]
            assert taken == sorted(taken, reverse=True)
            w.resolved()
            run = 0


def test_chain_basics():
    c = Chain()
    assert not c and c.top is None
    c.add({"x": 1})
    assert len(c) == 1 and c.top == {"x": 1}
