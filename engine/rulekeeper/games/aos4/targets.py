"""Who may attack whom (core.shooting.targets, core.units.combat-range): a ranged weapon shoots a target within its
Range from a unit not in combat (unless Shoot in Combat); a melee weapon attacks a unit in combat range. Only the
models within that range attack. Visibility needs scenery, which this battlefield has not yet.
"""

from __future__ import annotations

from ...kernel import IllegalAction, implements
from .battlefield import EPSILON, Battlefield, Model, Unit, distance
from .core import COMBAT_RANGE
from .warscrolls import Weapon
from .weapon_abilities import ShootInCombat


def reach(weapon: Weapon) -> float:
    """How far the weapon's models may be from the target: its Range, or combat range for a melee weapon."""
    if weapon.kind == "ranged":
        return float(weapon.range.plus)
    return float(COMBAT_RANGE)


def attacking_models(attacker: Unit, weapon: Weapon, target: Unit) -> list[Model]:
    r = reach(weapon)
    return [m for m in attacker.models if any(distance(m, t) <= r + EPSILON for t in target.models)]


@implements("core.shooting.targets", "core.combat.weapon-abilities.shoot-in-combat")
def check_attack(bf: Battlefield, attacker: Unit, weapon: Weapon, target: Unit) -> list[Model]:
    """Raise IllegalAction (before anything changes) unless `attacker` may attack `target` with `weapon`;
    return the models that attack."""
    if weapon.name not in {w.name for w in attacker.warscroll.weapons}:
        raise IllegalAction("core.units.characteristics", f"{attacker.id} has no weapon {weapon.name!r}")
    if weapon.deferred:
        raise IllegalAction("core.units.characteristics",
                            f"{weapon.name}: its {', '.join(weapon.deferred)} are given by an ability")
    if attacker.destroyed or target.destroyed:
        raise IllegalAction("core.units.damage", "a destroyed unit neither attacks nor is attacked")
    if target.player == attacker.player:
        raise IllegalAction("core.combat.attack-sequence", f"{target.id} is not an enemy of {attacker.id}")
    if weapon.kind == "ranged":
        if bf.in_combat(attacker) and not weapon.has(ShootInCombat):
            raise IllegalAction("core.shooting.targets", f"{attacker.id} is in combat and {weapon.name} has no "
                                                         "Shoot in Combat")
        rule = "core.shooting.targets"
    else:
        rule = "core.units.combat-range"
    models = attacking_models(attacker, weapon, target)
    if not models:
        raise IllegalAction(rule, f"no model of {attacker.id} is within {reach(weapon):g}\" of {target.id}")
    return models
