"""Units that may attack from outside the battlefield (core.combat.2: attackers come from the battlefield unless an
effect says otherwise):
- "Action: Units in all zones may attack during battlefield phases this turn." (Grudgeborn Fury): a lasting entry
  {"card": -1, "attack_from_any_zone": player} until the end of the turn (timing.E.3); the units of both players in
  any zone may be declared attackers in a battlefield phase (the text names no player: every unit);
- "When you attack during your battlefield phase, this unit may attack from your quest zone." (Dragonslayer):
  typed as a Forced on declaring an attack; it can only happen as attackers are declared, so it is read as what it
  allows then (program.EXTRA_FORCED, filed in the card's extras): in its controller's battlefield phase, this unit in
  its controller's quest zone may be declared an attacker (its text box not blank).
combat.can_attack asks `allowed` (combat.ATTACK_ELSEWHERE); "cannot attack" and corruption still forbid it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Duration, Objects, Place, Player
from .. import combat
from . import effects, program


@dataclass(frozen=True)
class FromQuestZone:
    """"this unit may attack from your quest zone" during your battlefield phase."""


def _battlefield_phases(c, refs) -> bool:
    k = getattr(c, "clause", None)
    return getattr(c, "word", "") == "during" and isinstance(k, Objects) and k.ref in refs \
        and tuple(k.kind) in (("battlefield", "phases"), ("battlefield", "phase")) and not (k.described or k.of)


def _reads(ab, name: str):
    ev, e = getattr(ab.trigger, "event", None), ab.effect
    a = getattr(ev, "effect", None)
    m = getattr(e, "effect", None)
    src = getattr(m, "source", None)
    if not (isinstance(ev, E.Conditional) and _battlefield_phases(ev.condition, ("your",)) and isinstance(a, E.Attack)
            and isinstance(a.who, Player) and a.who.who == "you" and not a.who.of and a.what is None
            and a.source is None and isinstance(e, E.Modal) and e.kind == "may" and isinstance(m, E.Attack)
            and isinstance(m.who, Objects) and m.who.ref == "this" and tuple(m.who.kind) == ("unit",)
            and m.what is None and m.as_if is None and m.by is None and isinstance(src, Place)
            and src.zone in ("quest zone", "quest") and src.ref == "your" and not src.described
            and ab.cost is None and ab.zone is None):
        return None
    return FromQuestZone()


def _all_zones(n) -> bool:
    """"Units in all zones may attack during battlefield phases this turn"."""
    lt = getattr(n, "effect", None)
    c = getattr(lt, "effect", None)
    a = getattr(c, "effect", None)
    who = getattr(a, "who", None)
    return isinstance(n, E.Modal) and n.kind == "may" and isinstance(lt, E.Lasting) \
        and isinstance(lt.duration, Duration) and lt.duration.until in effects.LASTING \
        and isinstance(c, E.Conditional) and _battlefield_phases(c.condition, ("a", "")) and isinstance(a, E.Attack) \
        and a.what is None and a.source is None and a.by is None and a.as_if is None and isinstance(who, Objects) \
        and tuple(who.kind) == ("units",) and isinstance(who.place, Place) and who.place.zone == "zones" \
        and who.place.ref == "all" and not (who.described or who.qualities or who.controller or who.of)


_MODAL = effects.HANDLERS[E.Modal]


def _check(n, ctx) -> None:
    if not _all_zones(n):
        return _MODAL[0](n, ctx)


@implements("core.combat.2", "timing.E.3")
def _run(n, rt) -> bool:
    if not _all_zones(n):
        return _MODAL[1](n, rt)
    rt.g.s.lasting.append({"card": -1, "attack_from_any_zone": rt.p, "by": rt.name})
    rt.emit("lasting", ("core.combat.2", "timing.E.3"), until="end of turn", effect="units in all zones may attack",
            by=rt.name)
    return True


@implements("core.combat.2")
def allowed(g, cid: int) -> bool:
    from ..blanking import blank
    from ..turn import PHASES
    if PHASES.get(g.s.phase) != "battlefield":
        return False
    if any(m.get("attack_from_any_zone") for m in g.s.lasting):
        return True
    prog = g.card(cid).program
    return any(isinstance(x, FromQuestZone) for x in (prog.extras if prog else ())) and g.place(cid) == "quest" \
        and g.controller(cid) == g.s.active and not blank(g, cid)


program.EXTRA_FORCED.append(_reads)
effects.HANDLERS[E.Modal] = (_check, _run)
combat.ATTACK_ELSEWHERE.append(allowed)
