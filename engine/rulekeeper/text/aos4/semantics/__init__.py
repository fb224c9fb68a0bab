"""The meaning of AoS4 ability text (issue 15): `interpret(ast)` -> a typed `Ability`; `typed_report(texts)`.

nodes.py + things.py (what noun phrases name: units, rolls, damage, ranges, durations), effects.py (what abilities
do), clauses.py + verbs.py (a clause by its verb and its arguments' roles), abilities.py (timing, declare, effect).

A clause is typed by its verb; every argument must be consumed by a role of that verb or by an adjunct any clause
may carry, or `SemanticError` names the clause and the word. Not typed further, by design: parenthesised reminder
sentences (they restate rules) and noun-phrase qualifiers other than count, side, keywords, qualities, ranges,
whose, "of"/"for"/"on" phrases and "to be the target", which stay the syntactic nodes they are (`Thing.described`).
"""

from __future__ import annotations

from .abilities import Ability, ReactionTo, When, interpret
from .nodes import SemanticError

__all__ = ["interpret", "typed_report", "SemanticError", "Ability", "When", "ReactionTo"]


def typed_report(texts) -> dict:
    """Over (name, text) pairs that parse: how many are fully typed, and why the others are not."""
    from ...core import typed_report as report

    return report("aos4", texts, interpret, SemanticError)
