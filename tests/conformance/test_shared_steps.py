"""The steps every game shares, on a stand-in driver: they fail when the log or the refusal says otherwise."""

from __future__ import annotations

import pytest

from rulekeeper.conformance.driver import Refusal
from rulekeeper.conformance.steps import judge


class Logged:
    """A driver whose last action logged these events and whose state did (not) change."""

    def __init__(self, *kinds, refusal=None, unchanged=False):
        self.refusal, self._unchanged = refusal, unchanged
        self._events = [{"seq": i, "kind": k, "rules": [r]} for i, (k, r) in enumerate(kinds)]

    def events(self, since_action=False):
        return self._events

    def unchanged(self):
        return self._unchanged


TABLE = [["event", "rule"], ["draw", ""], ["draw", ""], ["damage", "2.13.3"]]


def test_in_order_passes_on_the_events_in_that_order_with_others_between():
    judge.log_in_order(Logged(("play", "4.1"), ("draw", "3.1"), ("draw", "3.1"), ("damage", "2.13.3")), TABLE)


@pytest.mark.parametrize("kinds", [
    [("draw", "3.1"), ("damage", "2.13.3"), ("draw", "3.1")],  # the second draw comes too late
    [("draw", "3.1"), ("damage", "2.13.3")],  # one draw, not two
    [("draw", "3.1"), ("draw", "3.1"), ("damage", "9.9")],  # damage citing another rule
])
def test_in_order_fails_otherwise(kinds):
    with pytest.raises(AssertionError):
        judge.log_in_order(Logged(*kinds), TABLE)


def test_before_compares_the_first_event_of_each_kind():
    judge.log_order(Logged(("draw", "r"), ("damage", "r"), ("draw", "r")), "draw", "damage")
    with pytest.raises(AssertionError):
        judge.log_order(Logged(("damage", "r"), ("draw", "r")), "draw", "damage")


def test_a_refusal_must_name_the_rule_and_leave_the_state_unchanged():
    judge.refused(Logged(refusal=Refusal("2.6.4", "no"), unchanged=True), "2.6.4")
    with pytest.raises(AssertionError, match="expected '2.6.5'"):
        judge.refused(Logged(refusal=Refusal("2.6.4", "no"), unchanged=True), "2.6.5")
    with pytest.raises(AssertionError, match="changed the state"):
        judge.refused(Logged(refusal=Refusal("2.6.4", "no"), unchanged=False), "2.6.4")
    with pytest.raises(AssertionError, match="allowed"):
        judge.refused(Logged(unchanged=True), "2.6.4")
