"""Savage N, as the cards' own reminder says it: "whenever this unit is dealt damage, it may deal N damage to target
unit in any corresponding zone" (Skink Skirmishers; gained: Cloak of Feathers, Track the Prey, Ziggurat of Quetli).

A triggered constant effect (timing.A.1): dealing.apply_damage asks `strike_back` once damage is applied and the
dead are destroyed; each unit still in play that was dealt damage (damage.dealt-damage: at least one point applied)
and has Savage now may deal that much damage to a target unit in a corresponding zone (the same zone, either
player's; not itself). Its controller chooses (timing.C.1): the next scripted answer "no" declines, one naming a
legal target picks it; with none, the first of the opponent's units there, else none (it is optional).
"""

from __future__ import annotations

from ....kernel import implements
from .objects import Selector

TARGET = Selector(kind="unit", ref="target", zone="corresponding")


@implements("damage.dealt-damage", "timing.A.1", "timing.C.1", "damage.non-combat-damage")
def strike_back(g, applied) -> None:
    """The units of `applied` (target -> damage applied) with Savage strike back."""
    from ..dealing import deal
    for cid in [t for t in applied if isinstance(t, int)]:
        if g.over or not g.is_in_play(cid) or not g.card(cid).unit:
            continue
        n = g.keyword(cid, "savage")
        if n <= 0:
            continue
        p = g.controller(cid)
        legal = [c for c in TARGET.all(g, p, cid) if c != cid]
        pick = next((c for c in legal if g.controller(c) != p), None)
        if g.declines():
            pick = None
        elif (name := g.answer(lambda w: any(g.name(c) == w for c in legal))) is not None:
            pick = next(c for c in legal if g.name(c) == name)
        if pick is None:
            g.emit("decline", ("timing.A.1",), player=p, card=cid, name=g.name(cid))
            continue
        g.emit("savage", ("timing.A.1", "timing.C.1"), player=p, card=cid, name=g.name(cid), target=pick,
               to=g.name(pick), amount=n)
        deal(g, pick, n, ("damage.non-combat-damage",), savage=True)  # Guardians of the Gods doubles it
        c = g.s.combat
        if c is not None:  # a unit destroyed leaves combat
            c.attackers = [a for a in c.attackers if g.is_in_play(a)]
            c.defenders = [d for d in c.defenders if g.is_in_play(d)]
