"""Damage (core.units.damage): ward saves (core.combat.ward) negate points one at a time, then the points go on
the unit; each time they reach a model's Health one model is slain. Mortal damage (core.combat.mortal-damage)
comes here directly, with no hit, wound or save roll.
"""

from __future__ import annotations

from ...kernel import EventLog, implements
from .battlefield import Unit, coherent
from .dice import Dice


@implements("core.combat.ward")
def ward(dice: Dice, unit: Unit, points: int, mortal: bool, granted: int | None = None) -> int:
    """One ward roll per damage point; each roll equal to or above the ward negates that point. `granted`: the best
    ward abilities give the unit now; of it and the warscroll's own, the better one is rolled (ours)."""
    wards = [w for w in (unit.warscroll.ward.needed if unit.warscroll.ward else None, granted) if w is not None]
    if not wards or points <= 0:
        return points
    needed = min(wards)
    negated = sum(dice.d6("core.combat.ward", "ward", unit=unit.id, needed=needed) >= needed
                  for _ in range(points))
    dice.log.emit("ward", "core.combat.ward", unit=unit.id, points=points, negated=negated, mortal=mortal)
    return points - negated


def remove_model(unit: Unit) -> None:
    """A slain model is removed: the last one placed whose removal leaves the unit coherent (coherency), or the
    last one placed when no removal does."""
    ms = unit.models
    for i in range(len(ms) - 1, -1, -1):
        if coherent(ms[:i] + ms[i + 1:]):
            del ms[i]
            return
    ms.pop()


@implements("core.units.damage")
def allocate(log: EventLog, unit: Unit, points: int, mortal: bool = False) -> int:
    """Put `points` on the unit; slay a model each time they reach its Health. Returns the points that counted
    (points beyond the last model are lost)."""
    health = unit.warscroll.health
    counted = 0
    for _ in range(points):
        if unit.destroyed:
            break
        unit.damage += 1
        counted += 1
        if unit.damage == health:
            unit.damage = 0
            remove_model(unit)
            unit.slain += 1
            log.emit("slain", "core.units.damage", unit=unit.id, slain=unit.slain, left=len(unit.models))
    log.emit("damage", ("core.units.damage", "core.combat.mortal-damage") if mortal else "core.units.damage",
             unit=unit.id, points=counted, mortal=mortal, carried=unit.damage)
    return counted


@implements("core.combat.mortal-damage")
def inflict_mortal(dice: Dice, unit: Unit, points: int, granted_ward: int | None = None) -> int:
    """Mortal damage: ward, then allocate (no hit, wound or save roll)."""
    return allocate(dice.log, unit, ward(dice, unit, points, mortal=True, granted=granted_ward), mortal=True)


def inflict(dice: Dice, unit: Unit, points: int, granted_ward: int | None = None) -> int:
    """Normal damage of an attack that was not saved: ward, then allocate."""
    return allocate(dice.log, unit, ward(dice, unit, points, mortal=False, granted=granted_ward))
