"""Redirecting an attack (core.combat.1): "Play when an opponent attacks your capital, before defenders are
declared. Action: Redirect the attack to a different one of your zones. (An attack cannot be redirected to a burning
zone.)" (Sigmar's Intervention).

When it may be played (typed as a Forced "before defenders are declared, when an opponent attacks your capital,
play", read through program.EXTRA_FORCED; run.TACTIC_REFUSALS asks `refusal`): in the action window after the
opponent's attackers are declared against one of your zones and before your defenders are (timing.phase.4); not in
an attack on a fulcrum (no zone of your capital is attacked, faq.56).

Resolving: the attack's target becomes another zone of the defending player's, not burning (core.capital.burning)
and not one "cannot be attacked" (obligations.py), chosen by the tactic's player (the next scripted answer naming
the zone; else the first that can be, kingdom, quest, battlefield). The attacking units stay attacking; an attack on
the legend through a zone becomes an attack on the new zone. With no other zone, nothing changes.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import IllegalAction, implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition, Objects, Place, Player
from ..cards import ZONES
from ..state import other
from . import effects, program, run


@dataclass(frozen=True)
class BeforeDefenders:
    """Played after an opponent's attackers are declared against your capital, before your defenders are."""


def _reads(ab, name: str):
    ev, e = getattr(ab.trigger, "event", None), ab.effect
    c = getattr(e, "condition", None)
    k = getattr(c, "clause", None)
    w = getattr(ev, "what", None)
    if not (isinstance(ev, E.Declare) and ab.trigger.timing == "before" and isinstance(w, Objects)
            and tuple(w.kind) == ("defenders",) and ev.as_ is None and ev.by is None and ab.zone is None
            and isinstance(e, E.Conditional) and isinstance(c, Condition) and c.word == "when"
            and isinstance(e.effect, E.Play) and e.effect == E.Play() and isinstance(k, E.Attack)
            and isinstance(k.who, Player) and k.who.who == "opponent" and not k.who.of
            and isinstance(k.what, Place) and k.what.zone == "capital" and k.what.ref == "your"
            and not (k.what.described or k.what.whose or k.source or k.as_if or k.by)):
        return None
    return BeforeDefenders()


@implements("timing.phase.4", "core.combat.1", "timing.B.1")
def refusal(g, p: str, cid: int) -> IllegalAction | None:
    prog = g.card(cid).program
    if not any(isinstance(x, BeforeDefenders) for x in (prog.extras if prog else ())):
        return None
    c, w = g.s.combat, g.s.window or {}
    if c is not None and c.fulcrum is None and g.s.active != p and w.get("then") == "defenders" and c.attackers:
        return None
    return IllegalAction("timing.phase.4", f"{g.name(cid)} is played when an opponent attacks your capital, before "
                                           "defenders are declared")


def _redirect(n) -> bool:
    w, to = n.what, n.to
    d = getattr(to, "described", ())
    return isinstance(n, E.Redirect) and n.source is None and n.by is None and isinstance(w, Objects) \
        and tuple(w.kind) == ("attack",) and w.ref == "the" and not w.described and isinstance(to, Objects) \
        and tuple(to.kind) == ("one",) and to.qualities == ("different",) and len(d) == 1 \
        and "dets=('your',)" in repr(d[0]) and "nouns=('zones',)" in repr(d[0])


_BEFORE = effects.HANDLERS.get(E.Redirect)


def _check(n, ctx) -> None:
    if not _redirect(n):
        if _BEFORE is None:
            from .objects import Unsupported
            raise Unsupported("the effect Redirect")
        return _BEFORE[0](n, ctx)


@implements("core.combat.1", "core.capital.burning")
def _run(n, rt) -> bool:
    if not _redirect(n):
        return _BEFORE[1](n, rt)
    from ..obligations import zone_refusal
    g, c = rt.g, rt.g.s.combat
    if c is None or c.fulcrum is not None:
        return False
    attacker = g.s.active
    defender = other(attacker)
    zones = [z for z in ZONES if z != c.target and f"{defender}.{z}" not in g.s.burned
             and zone_refusal(g, attacker, z) is None]
    if not zones:
        rt.emit("not_able", ("core.combat.1", "core.capital.burning"), card=rt.source, why="no other zone to attack")
        return False
    pick = g.answer(lambda w: w in zones) or zones[0]
    was, c.target, c.legend = c.target, pick, None
    rt.emit("redirect_attack", ("core.combat.1",), player=rt.p, card=rt.source, name=rt.name, attacked=defender,
            was=was, zone=pick)
    return True


program.EXTRA_FORCED.append(_reads)
run.TACTIC_REFUSALS.append(refusal)
effects.HANDLERS[E.Redirect] = (_check, _run)
