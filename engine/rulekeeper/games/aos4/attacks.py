"""The attack sequence (core.combat.attack-sequence), for each attack: hit roll, wound roll, save roll with Rend,
then Damage allocated (damage.py). Critical hits (core.combat.critical-hit) and the weapon abilities
(core.combat.weapon-abilities.*); hit and wound modifiers capped (core.combat.modifier-cap, read from the spec);
an unmodified 1 fails (core.combat.unmodified-one).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...kernel import implements
from .battlefield import Unit
from .core import ALWAYS_FAILS, CRITICAL_HIT, Core
from .dice import Dice
from .warscrolls import Weapon
from .weapon_abilities import Anti, Charge, Companion

SEQ = "core.combat.attack-sequence"


@dataclass(frozen=True)
class Modifier:
    """+/-amount from an ability; `friendly` when it comes from the attacker's side (Companion ignores those)."""

    amount: int
    rule: str
    friendly: bool = True


@dataclass(frozen=True)
class Modifiers:
    hit: tuple[Modifier, ...] = ()
    wound: tuple[Modifier, ...] = ()
    save: tuple[Modifier, ...] = ()  # to the target's save rolls
    attacks: tuple[Modifier, ...] = ()  # weapon characteristics
    rend: tuple[Modifier, ...] = ()
    damage: tuple[Modifier, ...] = ()
    ward: int | None = None  # the best ward abilities give the target now (its warscroll's own is in the profile)


@dataclass
class AttackResult:
    attacks: int = 0
    hits: int = 0
    criticals: int = 0
    wounds: int = 0
    saved: int = 0
    damage_rolled: int = 0  # every Damage value rolled for unsaved attacks and Crit (Mortal), before ward
    damage_inflicted: int = 0  # points that went on the target
    slain: int = 0


@implements("core.combat.weapon-abilities.companion")
def applicable(mods: tuple[Modifier, ...], weapon: Weapon) -> tuple[Modifier, ...]:
    """A Companion weapon ignores friendly modifiers to hit, wound and weapon characteristics."""
    return tuple(m for m in mods if not (m.friendly and weapon.has(Companion)))


@implements("core.combat.modifier-cap")
def capped(total: int, c: Core) -> int:
    return max(c.hit_wound_modifier_min, min(c.hit_wound_modifier_max, total))


@implements("core.combat.unmodified-one", "core.combat.critical-hit")
def test(dice: Dice, step: str, needed: int, modifier: int, c: Core, cite: tuple[str, ...] = (),
         **data) -> tuple[bool, int, list[str]]:
    """One D6 against `needed`: (success, unmodified roll, rules cited). An unmodified 1 fails; on the hit roll an
    unmodified 6 is a critical hit, which hits."""
    rules = [SEQ, *cite] + (["core.combat.modifier-cap"] if step in ("hit", "wound") and modifier else [])
    face = dice.d6(tuple(rules), f"{step} roll", needed=needed, modifier=modifier, **data)
    crit = step == "hit" and face == CRITICAL_HIT
    if crit:
        rules.append("core.combat.critical-hit")
    if c.unmodified_one_fails and face == ALWAYS_FAILS:
        rules.append("core.combat.unmodified-one")
        ok = False
    else:
        ok = crit or face + modifier >= needed
    dice.log.emit(step, tuple(rules), roll=face, needed=needed, modifier=modifier, success=ok, critical=crit, **data)
    return ok, face, rules


@implements("core.combat.weapon-abilities.anti-x")
def rend_against(weapon: Weapon, target: Unit, mods: Modifiers) -> tuple[int, list[str]]:
    """Rend, +N for each Anti-X whose keyword the target has (cumulative), plus friendly changes."""
    anti = [a for a in weapon.abilities if isinstance(a, Anti) and target.warscroll.has_keyword(a.keyword)]
    extra = sum(m.amount for m in applicable(mods.rend, weapon))
    return weapon.rend + sum(a.rend for a in anti) + extra, (["core.combat.weapon-abilities.anti-x"] if anti else [])


@implements("core.combat.weapon-abilities.charge")
def damage_bonus(weapon: Weapon, attacker: Unit, mods: Modifiers) -> int:
    """Charge (+N Damage) if the unit charged this turn; friendly damage changes (not for Companion)."""
    charge = sum(a.damage for a in weapon.abilities if isinstance(a, Charge)) if attacker.charged else 0
    return charge + sum(m.amount for m in applicable(mods.damage, weapon))
