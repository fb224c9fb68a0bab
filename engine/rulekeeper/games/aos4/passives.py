"""Passive warscroll abilities (ability_steps.Program with no timing): the modifiers they give a unit now, its own
and the auras of the units around it, and the conditions of a unit they and the activated abilities ask ("if this
unit charged this turn", "while this unit is in combat"). fighting.modifiers reads them for every attack
(core.round.ability-timing)."""

from __future__ import annotations

from .ability_steps import Aura, Charged, GrantWard, IfSo, InCombat, StatModifier, Unless


def holds(b, u, c) -> bool:
    """Whether the condition holds of unit u now."""
    if isinstance(c, Unless):
        return not holds(b, u, c.condition)
    if isinstance(c, Charged):
        return u.charged and (c.scope == "turn" or b.phase == "charge")
    if isinstance(c, InCombat):
        return b.in_combat(u)
    raise TypeError(f"no condition {c!r}")


def modifiers(reaching: list[tuple]) -> list[tuple]:
    """The modifiers among `reaching` (`given(b, x)`): (modifier, ability name, the unit whose ability it is)."""
    return [g for g in reaching if isinstance(g[0], StatModifier)]


def ward(b, x, reaching: list[tuple] | None = None) -> int | None:
    """The best ward abilities give unit x now (a lasting one of an activated ability, its own passive ones, the
    auras that reach it: `reaching`, `given(b, x)` worked out here when not passed), None if none does (damage.ward
    rolls the better of it and the warscroll's own)."""
    needs = [e["needs"] for e in b.effects if e["kind"] == "ward" and e["unit"] == x.id]
    needs += [g.needs for g, _, _ in (given(b, x) if reaching is None else reaching) if isinstance(g, GrantWard)]
    return min(needs, default=None)


def given(b, x) -> list[tuple]:
    """(step, ability name, source unit) of each passive ability's modifier or ward that reaches unit x now: x's own,
    and those of every unit on the battlefield whose aura reaches x."""
    out: list = []
    for s in b.units():
        for a in s.warscroll.ability_texts:
            p = a.program
            if p is None or p.timing is not None:
                continue
            for m in _collect(b, s, p.steps):
                if m.who == "this" and s is x or isinstance(m.who, Aura) and reaches(b, s, m.who, x):
                    out.append((m, a.name, s))
    return out


def reaches(b, s, aura: Aura, x) -> bool:
    """Whether unit s's aura reaches unit x: x of the side and keyword it names, (wholly) within its range of s."""
    if aura.side and (aura.side == "friendly") != (x.player == s.player):
        return False
    if aura.keyword and not has_keyword(x, aura.keyword):
        return False
    return b.wholly_within_of(x, s, aura.within) if aura.wholly else b.bf.within(x, s, aura.within)


def has_keyword(u, keyword: str) -> bool:
    """Whether unit u has the keyword ("non-X": has not X)."""
    negated = keyword.lower().startswith("non-")
    return u.has(keyword[4:] if negated else keyword) != negated


def _collect(b, u, steps: tuple) -> list:
    out = []
    for s in steps:
        if isinstance(s, IfSo):
            if holds(b, u, s.condition):
                out += _collect(b, u, s.steps)
        elif isinstance(s, (StatModifier, GrantWard)):
            out.append(s)
    return out
