"""Effects an effect sets up for the end of the phase: "Sacrifice those units at the end of the phase." (Reclaiming the
Fallen, after "Put into play all units in your discard pile into that zone").

As the effect resolves, the cards it names are picked ("those units": the ones the effect just put into play, the
effect's `that`); each gets a lasting entry {"card", "player", "at_phase_end": "sacrifice", "phase": the phase
number now}. When that phase ends (turn._phase_ends, timing.E.2) each card still in play and still controlled by
that player is sacrificed (terms.sacrifice); a card that left play meanwhile is a new card (faq.43). Phases 0 and 5
are the turn's beginning and end: what was set up in phase 0 happens as the kingdom phase begins (phase 0 is over),
what was set up in phase 5 at the end of the turn (turn.turn_ends), with what waits for the end of the turn.
Registered over effects.HANDLERS for AtMoment (the end of the turn and other moments go to the handler before).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects
from . import effects

_BEFORE = effects.HANDLERS[E.AtMoment]


def _end_of_phase(m) -> bool:
    return isinstance(m, E.End) and isinstance(m.what, Objects) and tuple(m.what.kind) == ("phase",) \
        and m.what.ref == "the" and not m.what.described and m.by is None


def _reads(n) -> bool:
    e = n.effect
    return isinstance(n, E.AtMoment) and _end_of_phase(n.moment) and isinstance(e, E.Sacrifice) and e.by is None \
        and isinstance(e.what, Objects) and e.what.ref in ("those", "that", "it", "them") and not e.what.target \
        and not e.what.described


def _check(n, ctx) -> None:
    if not _reads(n):
        return _BEFORE[0](n, ctx)
    effects.check(n.effect, ctx)


@implements("timing.E.2")
def _run(n, rt) -> bool:
    if not _reads(n):
        return _BEFORE[1](n, rt)
    done = False
    for cid in effects.cards(rt, n.effect.what):
        entry = {"card": cid, "player": rt.p, "at_phase_end": "sacrifice", "phase": rt.g.s.phase}
        rt.g.s.lasting.append(entry)
        rt.emit("delayed", ("timing.E.2",), until="end of phase", name=rt.g.name(cid), **entry)
        done = True
    return done


@implements("timing.E.2", "terms.sacrifice")
def ended(g, phases=None) -> None:
    """The phases in `phases` (None: every one) are over: the cards set up for their end are sacrificed."""
    due = [m for m in g.s.lasting if m.get("at_phase_end") and (phases is None or m.get("phase") in phases)]
    for m in due:
        g.s.lasting.remove(m)
        cid = m["card"]
        if g.is_in_play(cid) and g.controller(cid) == m["player"]:
            g.leave_play(cid, "sacrificed", ("timing.E.2", "terms.sacrifice"))
            c = g.s.combat
            if c is not None:
                c.attackers = [a for a in c.attackers if g.is_in_play(a)]
                c.defenders = [d for d in c.defenders if g.is_in_play(d)]


effects.HANDLERS[E.AtMoment] = (_check, _run)
