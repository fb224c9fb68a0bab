"""What damage leaves behind (core.units.damage): units destroyed this turn, HEROES slain by combat attacks (for
battle tactics), and manifestations whose summoner was slain, removed from the battlefield (manifestation).
"""

from __future__ import annotations

from ...kernel import implements
from . import damage as D, passives
from .battle import Battle


def mortal(b: Battle, u, points: int, *rules: str, by=None) -> None:
    """Mortal damage (core.combat.mortal-damage): ward, then allocated; `rules` say what caused it."""
    b.log.emit("mortal damage", (*rules, "core.combat.mortal-damage"), unit=u.id, points=points)
    D.inflict_mortal(b.dice, u, points, passives.ward(b, u))
    after_damage(b, u, by)


@implements("manifestation")
def after_damage(b: Battle, u, by=None, combat: bool = False) -> None:
    """After damage: slain models may leave the unit out of coherency (the move it made ended coherent, and the
    invariant no longer holds it to that); a destroyed unit is noted and its manifestations removed."""
    b.just_moved = [x for x in b.just_moved if x != u.id]
    if not u.destroyed or u.id in b.noted("destroyed"):
        return
    b.note("destroyed", u.id)
    b.log.emit("destroyed", "core.units.damage", unit=u.id, player=u.player)
    if combat and by is not None and u.has("HERO"):
        b.note("hero slain in combat", (u.player, by.player))
    for m in b.units():
        if m.manifestation and m.summoner == u.id:
            m.models.clear()
            b.log.emit("manifestation removed", "manifestation", unit=m.id, summoner=u.id)
