"""Shooting and fighting (core.shooting.targets, core.combat.fight-order): which weapons a unit uses, what may be
targeted (terrain.obscuring, ability.guarded-hero), and every modifier an attack gets from the sheet (All-out
Attack / Defence, cover, Guarded Hero, honour guards); then the attack sequence of sequence.py per weapon.

A unit attacks with the first weapon its warscroll lists of the kind (melee or ranged) plus its Companion weapons
of that kind (a warscroll's weapon options are alternatives; our reading), or the weapons an action names.
"""

from __future__ import annotations

from dataclasses import replace

from ...kernel import IllegalAction, implements
from . import honour, passives
from .attacks import Modifier, Modifiers
from .battle import Battle
from .casualties import after_damage
from .commands import offer
from .sequence import resolve
from .targets import attacking_models
from .weapon_abilities import Companion, ShootInCombat

GUARDED_RANGE = 12  # ability.guarded-hero: "more than 12\" from them"


def weapons_for(u, kind: str, names=None) -> list:
    ws = [w for w in u.warscroll.weapons if w.kind == kind and not w.deferred]
    if names:
        chosen = [w for w in ws if w.name in names]
        if len(chosen) != len(set(names)):
            raise IllegalAction("core.units.characteristics", f"{u.id} has no {kind} weapon among {names}")
        return chosen
    first = ws[:1]
    return first + [w for w in ws[1:] if w.has(Companion)]


def _behind(b: Battle, f, attacker, target) -> bool:
    """Every line from an attacking model to a target model crosses the feature (our reading of "behind")."""
    return all(f.crosses(m.x, m.y, n.x, n.y) for m in attacker.models for n in target.models)


def in_terrain(b: Battle, rule: str, attacker, target):
    """The feature with this terrain rule that the target is behind or wholly on, if any."""
    for f in b.terrain:
        if rule in f.rules and (all(f.holds(m) for m in target.models) or _behind(b, f, attacker, target)):
            return f
    return None


def obscured(b: Battle, viewer, target):
    """The obscuring feature the target is behind or wholly on, as `viewer` sees it (None when it can fly, or is
    behind none): it is not visible (core.terrain.obscuring)."""
    f = in_terrain(b, "obscuring", viewer, target)
    return None if f is None or target.has("FLY") else f


def guarded(b: Battle, hero) -> bool:
    """ability.guarded-hero: a HERO, not a MONSTER or WAR MACHINE, within combat range of a friendly non-HERO."""
    if not hero.has("HERO") or hero.has("MONSTER") or hero.has("WAR MACHINE"):
        return False
    return any(b.bf.within(hero, f, 3.0) for f in b.units(hero.player) if f is not hero and not f.has("HERO"))


@implements("terrain.obscuring", "core.terrain.obscuring", "ability.guarded-hero", "core.shooting.targets")
def check_shooting_target(b: Battle, shooter, target) -> None:
    f = obscured(b, shooter, target)
    if f is not None:
        raise IllegalAction("terrain.obscuring", f"{target.id} is behind or on the obscuring {f.name}")
    if guarded(b, target) and target.has("INFANTRY") and not b.bf.within(shooter, target, GUARDED_RANGE):
        raise IllegalAction("ability.guarded-hero", f"{target.id} is a guarded INFANTRY HERO more than "
                                                    f"{GUARDED_RANGE}\" from {shooter.id}")


@implements("terrain.cover", "core.terrain.cover", "ability.all-out-attack", "ability.all-out-defense", "phase.combat")
def modifiers(b: Battle, attacker, target, kind: str, all_out_attack: bool) -> tuple[Modifiers, list[str]]:
    hit, wound, save, attacks, damage, rules = [], [], [], [], [], []

    def add(lst, amount, rule, friendly):
        lst.append(Modifier(amount, rule, friendly))
        rules.append(rule)

    if all_out_attack:
        add(hit, 1, "ability.all-out-attack", False)  # "This also affects weapons that have Companion"
    if any(e["kind"] == "all-out defense" and e["unit"] == target.id for e in b.effects):
        add(save, 1, "ability.all-out-defense", False)
    f = in_terrain(b, "cover", attacker, target)
    if f is not None and not target.charged and not target.has("FLY"):
        add(hit, -1, "terrain.cover", False)
    if kind == "ranged" and guarded(b, target):
        add(hit, -1, "ability.guarded-hero", False)
    if honour.priority_target(b, attacker, target):
        add(hit, 1, "honour-guard.priority-target", True)
        add(wound, 1, "honour-guard.priority-target", True)
    if kind == "melee" and honour.prized_beast(b, attacker):
        add(hit, 1, "honour-guard.prized-beast", False)  # "This ability affects Companion weapons"
    if kind == "melee" and honour.body_guard(b, attacker, target):
        add(attacks, -1, "honour-guard.body-guard", False)
    lists = {"hit": hit, "wound": wound, "save": save, "attacks": attacks, "damage": damage}
    for e in b.effects:  # activated abilities' lasting modifiers: on the attacker, or on the target's saves
        if e["kind"] == "ability modifier" and (e["unit"] == target.id if e["stat"] == "save" else
                                                e["unit"] == attacker.id and e["attacks"] in ("", kind)):
            add(lists[e["stat"]], e["amount"], "core.round.ability-timing", e["player"] == attacker.player)
    on_attacker = passives.given(b, attacker)  # passive abilities and auras: the attacker's rolls and weapons,
    on_target = passives.given(b, target)  # the target's saves and its ward
    for reaching, stats in ((on_attacker, ("hit", "wound", "attacks", "damage")), (on_target, ("save",))):
        for m, _, source in passives.modifiers(reaching):
            if m.stat in stats and m.attacks in ("", kind):
                add(lists[m.stat], m.amount, "core.round.ability-timing", source.player == attacker.player)
    return Modifiers(hit=tuple(hit), wound=tuple(wound), save=tuple(save), attacks=tuple(attacks),
                     damage=tuple(damage), ward=passives.ward(b, target, on_target)), rules


def attack(b: Battle, attacker, target, kind: str, names=None, extra_hit: int = 0, cite: tuple = ()) -> None:
    """One ATTACK ability: the attacker may answer with All-out Attack and the target's player with All-out
    Defence (reactions, 1 command point each); then every weapon's attacks, one after the other."""
    rule = "core.shooting.targets" if kind == "ranged" else "core.combat.attack-sequence"
    if attacker.player == target.player:
        raise IllegalAction(rule, f"{target.id} is not an enemy unit")
    weapons = weapons_for(attacker, kind, names)
    if kind == "ranged":
        check_shooting_target(b, attacker, target)
        if b.in_combat(attacker):
            every = [w for w in attacker.warscroll.weapons if w.kind == "ranged" and not w.deferred]
            weapons = [w for w in (weapons if names else every) if w.has(ShootInCombat)]
            cite = cite + ("core.combat.weapon-abilities.shoot-in-combat",)
            if not weapons:
                raise IllegalAction("core.shooting.targets", f"{attacker.id} is in combat and has no weapon with "
                                                             "Shoot in Combat")
    if kind == "melee" and honour.special_assignment(b, attacker):
        weapons = [replace(w, abilities=w.abilities + (honour.special_assignment(b, attacker),)) for w in weapons]
    weapons = [w for w in weapons if attacking_models(attacker, w, target)]
    if not weapons:
        raise IllegalAction("core.shooting.targets" if kind == "ranged" else "core.units.combat-range",
                            f"no {kind} weapon of {attacker.id} reaches {target.id}")
    b.log.emit("attack declared", (rule, *cite), attacker=attacker.id, target=target.id, attack=kind,
               weapons=[w.name for w in weapons])
    aoa = offer(b, attacker.player, "ability.all-out-attack", attacker)
    if offer(b, target.player, "ability.all-out-defense", target):
        b.effects.append({"kind": "all-out defense", "unit": target.id, "until": "phase"})
    mods, rules = modifiers(b, attacker, target, kind, aoa)
    if extra_hit:
        mods = replace(mods, hit=mods.hit + (Modifier(extra_hit, cite[0], False),))
        rules.append(cite[0])
    if rules:
        b.log.emit("modifiers", tuple(dict.fromkeys(rules)), attacker=attacker.id, target=target.id)
    for w in weapons:
        if target.destroyed:
            break
        if not attacking_models(attacker, w, target):  # the models it could reach were slain by the weapon before
            b.log.emit("out of reach", rule, attacker=attacker.id, weapon=w.name, target=target.id)
            continue
        resolve(b.bf, b.dice, attacker, w, target, mods)
        after_damage(b, target, attacker, combat=kind == "melee")


@implements("core.shooting.targets")
def shoot(b: Battle, u, target, names=None, extra_hit: int = 0, cite: tuple = ()) -> None:
    if u.flags & {"ran", "retreated"}:
        raise IllegalAction("core.movement.run" if "ran" in u.flags else "core.movement.retreat",
                            f"{u.id} ran or retreated this turn: it cannot shoot")
    if "shot" in u.flags:
        raise IllegalAction("core.shooting.targets", f"{u.id} has already shot this turn")
    attack(b, u, target, "ranged", names, extra_hit, cite)
    u.flags.add("shot")


@implements("core.combat.fight-order", "core.combat.pile-in")
def fight(b: Battle, player: str, u, target, names=None) -> None:
    """Players alternate picking units in combat to fight, the active player first; the unit piles in, then
    attacks."""
    from .moving import pile_in
    from .rounds import fighters

    rule = "core.combat.fight-order"
    if b.fight_next != player:
        raise IllegalAction(rule, f"it is player {b.fight_next}'s pick of a unit to fight")
    if "fought" in u.flags:
        raise IllegalAction(rule, f"{u.id} has already fought this phase")
    if not b.in_combat(u):
        raise IllegalAction("core.units.combat-range", f"{u.id} is not in combat")
    if not b.in_combat_with(u, target):
        raise IllegalAction("core.units.combat-range", f"{u.id} is not in combat with {target.id}")
    pile_in(b, u, target)
    attack(b, u, target, "melee", names)
    u.flags.add("fought")
    b.note("fought", u.id)
    nxt = "B" if player == "A" else "A"
    b.fight_next = nxt if fighters(b, nxt) else player
