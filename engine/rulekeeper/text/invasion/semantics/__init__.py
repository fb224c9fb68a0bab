"""The meaning of Invasion card text (issue 4): `interpret(ast)` -> typed abilities; `typed_report(texts)`.

nodes.py (things, counts, places), effects.py (what cards do), setting.py (triggers, durations),
clauses.py + verbs.py + roles.py (a clause by its verb and its arguments' roles),
abilities.py (Action / Forced / Constant / keywords / limits).

A clause is typed by its verb; every argument must be consumed by a role of that verb, or `SemanticError` names
the clause and the word. Not typed further, by design: reminder text in parentheses (it restates the rules; a
"(Limit once per turn.)" reminder IS read as the ability's limit), and noun-phrase qualifiers other than count,
target, qualities, controller and zone, which stay the syntactic `Post` nodes they are (`Objects.described`).
"""

from __future__ import annotations

from .abilities import Action, Constant, Forced, KeywordAbility, Limit, LimitPerZone, PlayRestriction, Reaction, Traits, interpret
from .nodes import SemanticError

__all__ = ["interpret", "typed_report", "SemanticError", "Action", "Forced", "Constant", "KeywordAbility",
           "PlayRestriction", "LimitPerZone", "Limit", "Reaction", "Traits"]


def typed_report(texts) -> dict:
    """Over (name, text) pairs that parse: how many are fully typed, and why the others are not."""
    from ...core import typed_report as report

    return report("invasion", texts, interpret, SemanticError)
