"""Triggers whose effect can only happen inside the damage that triggers them, as one more damage of it
(damage.non-combat-damage, damage.indirect-damage): "Whenever you deal indirect damage, deal an additional point of
indirect damage." (Outpost of Tiranoc), "Kingdom. Whenever a tactic you play deals damage to one or more targets,
deal an additional damage to each target." (Hellcannon Reserves).

As additional.py reads "additional" (it adds to the damage, it is not a second damage), each is read as a change of
the damage as it is dealt (program.EXTRA_FORCED, filed in the card's extras) by each such card its player controls
in play (in the zone its prefix names, its text box not blank, faq.28):
- indirect damage an effect of yours deals to a player is 1 more for each Outpost (effects.INDIRECT_MORE);
- damage a tactic you control deals to a unit or a capital section is 1 more per Hellcannon Reserves, to each card
  or section it is dealt to (run.Resolution.damage, effects._hurt, effects._capital_run ask `more`), once per
  target of one damage effect.
Readings: "targets" are the cards and sections the tactic deals damage to (not only the ones it targets); indirect
damage a tactic deals is assigned by the player who takes it, not dealt to targets, so Hellcannon Reserves does not
add to it; damage a tactic's damage sets off (Savage striking back) is not the tactic's.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, Objects, Player
from ..cards import ZONES
from . import effects, program


@dataclass(frozen=True)
class MoreDamage:
    """"deal an additional damage": `kind` indirect | tactic; `zone`: its prefix (None: any)."""
    kind: str
    zone: str | None


def _one_more(c) -> bool:
    return isinstance(c, Count) and c.value == 1 and c.bound == "additional" and not c.sign


def _tactic_you_play(o) -> bool:
    d = getattr(o, "described", ())
    return isinstance(o, Objects) and tuple(o.kind) == ("tactic",) and o.ref in ("a", "an") and len(d) == 1 \
        and d[0].kind == "controller" and len(d[0].parts) == 2 and d[0].parts[0] == "you" \
        and getattr(d[0].parts[1], "verb", "") == "play" and not d[0].parts[1].args \
        and not (o.qualities or o.of or o.controller or o.count or o.target or o.place)


def _reads(ab, name: str) -> MoreDamage | None:
    ev, e = getattr(ab.trigger, "event", None), ab.effect
    if not (isinstance(ev, E.DealDamage) and isinstance(e, E.DealDamage) and ab.cost is None and ab.limit is None
            and ev.amount is None and not (ev.source or ev.where or ev.combat or ev.uncancellable)
            and _one_more(e.amount) and not (e.source or e.where or e.combat or e.uncancellable or e.by)):
        return None
    if ev.indirect and e.indirect and ev.to is None and e.to is None and isinstance(ev.by, Player) \
            and ev.by.who == "you" and not ev.by.of and not ev.by.described:
        return MoreDamage("indirect", ab.zone)
    to, each = ev.to, e.to
    if not ev.indirect and not e.indirect and _tactic_you_play(ev.by) and isinstance(to, Objects) \
            and tuple(to.kind) == ("targets",) and to.count == Count(1, "or more") and isinstance(each, Objects) \
            and tuple(each.kind) == ("target",) and each.ref == "each" and not (each.described or each.qualities):
        return MoreDamage("tactic", ab.zone)
    return None


def _count(g, p: str, kind: str) -> int:
    from ..blanking import blank
    n = 0
    for zone in ZONES:
        for cid in g.cards(p, zone):
            prog = g.card(cid).program
            n += sum(1 for x in (prog.extras if prog else ()) if isinstance(x, MoreDamage) and x.kind == kind
                     and (x.zone is None or zone in x.zone.split(" or ")) and not blank(g, cid))
    return n


@implements("damage.indirect-damage", "timing.A.1")
def indirect(rt) -> int:
    """How much more indirect damage an effect of `rt`'s player deals to a player now."""
    n = _count(rt.g, rt.p, "indirect")
    if n:
        rt.emit("additional_damage", ("damage.indirect-damage", "timing.A.1"), player=rt.p, amount=n,
                indirect=True)
    return n


@implements("damage.non-combat-damage", "timing.A.1")
def more(rt, target) -> int:
    """How much more damage the resolving effect deals to `target` (a unit, a capital section): only a tactic's."""
    g = rt.g
    if rt.source not in g.s.zones.where or g.card(rt.source).type != "Tactic":
        return 0
    n = _count(g, rt.p, "tactic")
    if n:
        rt.emit("additional_damage", ("damage.non-combat-damage", "timing.A.1"), player=rt.p, amount=n,
                to=g.name(target) if isinstance(target, int) else target, by=rt.name)
    return n


program.EXTRA_FORCED.append(_reads)
effects.INDIRECT_MORE.append(indirect)
effects.MORE_DAMAGE.append(more)
