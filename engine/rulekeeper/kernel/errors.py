"""The two ways an engine says no."""

from __future__ import annotations


class IllegalAction(Exception):
    """A player tried something the rules forbid. Raised *before* any state changes, naming the rule."""

    def __init__(self, rule_id: str, message: str):
        self.rule_id, self.message = rule_id, message
        super().__init__(f"illegal ({rule_id}): {message}")


class InvariantViolation(AssertionError):
    """The engine broke one of its own invariants (a bug in the engine, never a user mistake)."""

    def __init__(self, rule_id: str, message: str):
        self.rule_id, self.message = rule_id, message
        super().__init__(f"invariant ({rule_id}): {message}")
