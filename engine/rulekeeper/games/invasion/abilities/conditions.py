"""Conditions of constant effects ("while attacking", "while you have 2 or more developments in this zone",
"if you control a Sorcerer unit"): `condition` checks one at loading, `holds` reads the table."""

from __future__ import annotations

from dataclasses import dataclass, replace

from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition, Count, Objects, Player
from .objects import Selector, Unsupported, selector

COMBAT = {"attacking": ("attackers",), "defending": ("defenders",), "attacking or defending": ("attackers", "defenders")}


@dataclass(frozen=True)
class Cond:
    kind: str  # combat (this card attacking/defending) | count (at least n cards a phrase picks)
    sides: tuple = ()
    picks: Selector | None = None
    at_least: int = 0


def _at_least(c: Count | None) -> int:
    if c is None:
        return 1
    if not isinstance(c.value, int) or c.bound not in ("at least", "or more", "exactly"):
        raise Unsupported(f"a condition on {c.bound} {c.value}")
    if c.bound == "exactly" and c.value != 1:  # "a unit" / "one unit": at least one
        raise Unsupported(f"a condition on exactly {c.value}")
    return c.value


def _count(o, name: str) -> tuple[Selector, int]:
    if not isinstance(o, Objects) or o.target:
        raise Unsupported("a condition on something other than cards in play")
    n = _at_least(o.count)
    sel = selector(replace(o, count=None, ref="each"), name)
    return sel, n


def condition(c, name: str) -> Cond:
    """A constant effect's condition, read once; `Unsupported` for one the engine can't check."""
    if not isinstance(c, Condition) or c.word not in ("while", "if", "as long as"):
        raise Unsupported(f"the condition '{getattr(c, 'word', '?')} ...'")
    k = c.clause
    if isinstance(k, E.State) and k.place is None and k.state in COMBAT and (
            k.who is None or isinstance(k.who, Objects) and k.who.ref == "this" and not k.who.described):
        return Cond("combat", COMBAT[k.state])
    if isinstance(k, (E.Has, E.Controls)) and isinstance(k.who, Player) and k.who.who == "you" and not k.who.of \
            and k.by is None:
        sel, n = _count(k.what, name)
        if isinstance(k, E.Controls) or sel.kind == "development":
            sel = replace(sel, controller="you")
            return Cond("count", picks=sel, at_least=n)
    if isinstance(k, E.Exists) and k.by is None:
        sel, n = _count(k.what, name)
        return Cond("count", picks=sel, at_least=n)
    raise Unsupported(f"the condition '{c.word} {type(k).__name__.lower()} ...'")


def holds(g, p: str, src: int, cond: Cond | None) -> bool:
    if cond is None:
        return True
    if cond.kind == "combat":
        c = g.s.combat
        return c is not None and any(src in getattr(c, side) for side in cond.sides)
    return len(cond.picks.all(g, p, src)) >= cond.at_least
