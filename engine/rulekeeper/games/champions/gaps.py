"""Normative rules the engine does not claim, and why (printed by `rulekeeper rules unimplemented`)."""

from __future__ import annotations

WHY = {
    "2.2.1": "no general override: a card beats a rule only where its text says how (can't: 2.2.3, Deploy from "
             "the discard pile ...); the engine has no mechanism for arbitrary contradictions",
}
