"""A unit's passive warscroll abilities (ability_programs.py, timing None): the modifiers they give it now, and the
conditions of this unit they and the activated abilities ask ("if this unit charged this turn", "while this unit
is in combat"). fighting.modifiers reads them for every attack (core.round.ability-timing)."""

from __future__ import annotations

from .ability_steps import Charged, IfSo, InCombat, StatModifier, Unless


def holds(b, u, c) -> bool:
    """Whether the condition holds of unit u now."""
    if isinstance(c, Unless):
        return not holds(b, u, c.condition)
    if isinstance(c, Charged):
        return u.charged and (c.scope == "turn" or b.phase == "charge")
    if isinstance(c, InCombat):
        return b.in_combat(u)
    raise TypeError(f"no condition {c!r}")


def modifiers(b, u) -> list[tuple[StatModifier, str]]:
    """(modifier, ability name) for each modifier unit u's passive abilities give it now."""
    out: list = []
    for a in u.warscroll.ability_texts:
        p = a.program
        if p is not None and p.timing is None:
            _collect(b, u, p.steps, a.name, out)
    return out


def _collect(b, u, steps: tuple, name: str, out: list) -> None:
    for s in steps:
        if isinstance(s, IfSo):
            if holds(b, u, s.condition):
                _collect(b, u, s.steps, name, out)
        elif isinstance(s, StatModifier):
            out.append((s, name))
