"""Honour guards (honour-guard, honour-guard.*): used once per battle in the deployment phase; the first in the
general's regiment, a second (different) one only for the player with more regiments, in a regiment the general
does not lead. Each honour guard's effect is a small question the attack and move rules ask.
"""

from __future__ import annotations

from ...kernel import IllegalAction, implements
from .battle import Battle, other
from .weapon_abilities import Anti

ABILITIES = ("honour-guard.body-guard", "honour-guard.field-sergeant", "honour-guard.priority-target",
             "honour-guard.prized-beast", "honour-guard.special-assignment")
ANTI = ("INFANTRY", "CAVALRY", "MONSTER", "WAR MACHINE", "BEAST")  # honour-guard.special-assignment's list


def ability_id(name: str) -> str:
    slug = "honour-guard." + name.lower().replace(" ", "-")
    if name in ABILITIES:
        return name
    if slug in ABILITIES:
        return slug
    raise IllegalAction("honour-guard", f"no honour guard ability {name!r}")


def regiment(b: Battle, p: str, uid: str) -> dict | None:
    return next((r for r in b.regiments[p] if uid == r["leader"] or uid in r["units"]), None)


@implements("honour-guard", *ABILITIES)
def choose(b: Battle, p: str, name: str, uid: str, anti: str | None = None) -> None:
    a = ability_id(name)
    if b.phase != "deployment":
        raise IllegalAction(a, "an HONOUR GUARD ability is used in the deployment phase")
    mine = b.honour_guard[p]
    if a in mine:
        raise IllegalAction(a, "once per battle")
    u = b.own(p, uid, a)
    r = regiment(b, p, uid)
    if r is None or r["leader"] == uid:
        raise IllegalAction(a, f"{uid} must be in, but not leading, a regiment")
    led_by_general = r["leader"] == b.general.get(p)
    if not mine and not led_by_general:
        raise IllegalAction("honour-guard", "the first honour guard is a unit in the general's regiment")
    if mine:
        if len(b.regiments[p]) <= len(b.regiments[other(p)]):
            raise IllegalAction("honour-guard", f"player {p} does not have more regiments than their opponent")
        if led_by_general:
            raise IllegalAction("honour-guard", "a second honour guard is in a regiment not led by the general")
    if a == "honour-guard.field-sergeant" and not (u.has("INFANTRY") and u.has("HERO") and not u.has("FLY")):
        raise IllegalAction(a, f"{uid} is not a non-FLY INFANTRY HERO")
    if a == "honour-guard.prized-beast" and not (u.has("MONSTER") and not u.has("UNIQUE")
                                                  and u.size <= u.warscroll.models):
        raise IllegalAction(a, f"{uid} is not a non-UNIQUE MONSTER that is not reinforced")
    if a == "honour-guard.special-assignment":
        if (anti or "").upper() not in ANTI:
            raise IllegalAction(a, f"pick one of ANTI-{', ANTI-'.join(ANTI)}")
        b.special_assignment[uid] = anti.upper()
    mine[a] = uid
    b.log.emit("honour guard", ("honour-guard", a), player=p, ability=a, unit=uid, anti=anti)


def _guard(b: Battle, p: str, a: str):
    uid = b.honour_guard[p].get(a)
    u = b.bf.units.get(uid) if uid else None
    return None if u is None or u.destroyed else u


def body_guard(b: Battle, attacker, target) -> bool:
    """-1 Attacks for enemy melee weapons against a regiment's leader, while its Body Guard is wholly within 6"
    of the leader and neither charged this turn."""
    g = _guard(b, target.player, "honour-guard.body-guard")
    if g is None:
        return False
    r = regiment(b, target.player, g.id)
    return r is not None and r["leader"] == target.id and b.wholly_within_of(g, target, 6) \
        and not g.charged and not target.charged


def field_sergeant_bonus(b: Battle, u) -> float:
    """+2\" Move for friendly non-FLY INFANTRY wholly within 12\" of the Field Sergeant."""
    g = _guard(b, u.player, "honour-guard.field-sergeant")
    if g is None or not u.has("INFANTRY") or u.has("FLY"):
        return 0.0
    return 2.0 if (u is g or b.wholly_within_of(u, g, 12)) else 0.0


def priority_target(b: Battle, attacker, target) -> bool:
    """+1 hit and wound for the Priority Target's attacks on the enemy general (or the enemy honour guard in the
    general's regiment) within 12\"."""
    g = _guard(b, attacker.player, "honour-guard.priority-target")
    if g is not attacker:
        return False
    foe = target.player
    general = b.general.get(foe)
    guards = {x for x in b.honour_guard[foe].values() if regiment(b, foe, x)
              and regiment(b, foe, x)["leader"] == general}
    return (target.id == general or target.id in guards) and b.bf.within(attacker, target, 12)


def prized_beast(b: Battle, attacker) -> bool:
    return _guard(b, attacker.player, "honour-guard.prized-beast") is attacker


def special_assignment(b: Battle, attacker):
    """The Anti-X its melee weapons have in a turn the honour guard charged."""
    g = _guard(b, attacker.player, "honour-guard.special-assignment")
    if g is not attacker or not attacker.charged:
        return None
    return Anti(b.special_assignment[attacker.id], 1)
