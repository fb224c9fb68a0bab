"""One weapon's attacks from one unit at another, start to end (core.combat.attack-sequence): how many attacks,
then for each the hit roll (criticals and the Crit weapon abilities), the wound roll, the save roll with Rend, the
Damage roll; then ward saves and allocation of the pooled damage, normal then mortal (damage.py).
"""

from __future__ import annotations

from ...kernel import implements
from . import damage as D
from .attacks import SEQ, AttackResult, Modifiers, applicable, capped, damage_bonus, rend_against, test
from .battlefield import Battlefield, Unit
from .core import Core, core
from .dice import Dice
from .targets import check_attack
from .warscrolls import Weapon
from .weapon_abilities import Charge, Crit2Hits, CritAutoWound, CritMortal


def _sum(mods) -> int:
    return sum(m.amount for m in mods)


@implements("core.combat.attack-sequence", "core.combat.weapon-abilities.crit-2-hits",
            "core.combat.weapon-abilities.crit-auto-wound", "core.combat.weapon-abilities.crit-mortal")
def resolve(bf: Battlefield, dice: Dice, attacker: Unit, weapon: Weapon, target: Unit,
            mods: Modifiers = Modifiers(), c: Core | None = None) -> AttackResult:
    """All attacks of `weapon` by the models of `attacker` in reach of `target`; IllegalAction before any roll."""
    c = c or core()
    models = check_attack(bf, attacker, weapon, target)
    res, log = AttackResult(), dice.log
    who = {"attacker": attacker.id, "weapon": weapon.name, "target": target.id}
    log.emit("attack", SEQ, models=len(models), **who)
    extra_attacks = _sum(applicable(mods.attacks, weapon))
    for _ in models:
        res.attacks += max(0, dice.roll(weapon.attacks, SEQ, "attacks", **who) + extra_attacks)
    hit_mod = capped(_sum(applicable(mods.hit, weapon)), c)
    wound_mod = capped(_sum(applicable(mods.wound, weapon)), c)
    rend, rend_rules = rend_against(weapon, target, mods)
    save_mod = _sum(mods.save) - rend
    bonus = damage_bonus(weapon, attacker, mods)
    normal = mortal = 0

    charge_rule = ("core.combat.weapon-abilities.charge",) if attacker.charged and weapon.has(Charge) else ()

    def damage_roll(rules, n) -> int:
        rolled = dice.roll(weapon.damage, rules, "damage", attack=n, **who)
        d = max(0, rolled + bonus)
        log.emit("damage roll", rules + charge_rule, attack=n, damage=str(weapon.damage), rolled=rolled,
                 bonus=bonus, points=d)
        res.damage_rolled += d
        return d

    for n in range(res.attacks):
        hit, _face, rules = test(dice, "hit", weapon.hit.needed, hit_mod, c, attack=n)
        if not hit:
            continue
        crit = "core.combat.critical-hit" in rules
        res.hits += 1
        res.criticals += crit
        if crit and weapon.has(CritMortal):
            mortal += damage_roll((SEQ, "core.combat.weapon-abilities.crit-mortal", "core.combat.mortal-damage"), n)
            continue
        hits = 2 if crit and weapon.has(Crit2Hits) else 1
        if hits == 2:
            res.hits += 1
            log.emit("hits", "core.combat.weapon-abilities.crit-2-hits", attack=n, hits=2)
        for _h in range(hits):
            if crit and weapon.has(CritAutoWound):
                log.emit("wound", ("core.combat.weapon-abilities.crit-auto-wound",), attack=n, success=True)
            elif not test(dice, "wound", weapon.wound.needed, wound_mod, c, attack=n)[0]:
                continue
            res.wounds += 1
            saved = test(dice, "save", target.warscroll.save.needed, save_mod, c, tuple(rend_rules), attack=n,
                         rend=rend)[0]
            if saved:
                res.saved += 1
                continue
            normal += damage_roll((SEQ,) + tuple(rend_rules), n)
    before = target.slain
    res.damage_inflicted = D.inflict(dice, target, normal, mods.ward) + (
        D.inflict_mortal(dice, target, mortal, mods.ward) if mortal else 0)
    res.slain = target.slain - before
    log.emit("attacks done", SEQ, attacks=res.attacks, hits=res.hits, wounds=res.wounds, saved=res.saved,
             damage=res.damage_inflicted, slain=res.slain, **who)
    return res
