"""When a tactic may be played, said on the tactic (core.effects.constant, timing.B.1): "Play at the beginning of
your turn." (Da Brainbusta!), "Play when a zone is attacked." (Animosity), "Play when an opponent plays a tactic."
(Countermoves), "Play during combat, when damage has been assigned." (Grudge Thrower Assault: typed as a Forced
"when damage is assigned, play during combat", read through program.EXTRA_FORCED; the moment is damage.py's
damage_assigned event, before the action window in which it is not yet applied, timing.phase.4).

Such a tactic is played like a triggered Action (timing.B.1, clar.trigger-conditions): only at its player's first
opportunity after the moment it names, in the action window that follows it. `refusal` (asked by
run.tactic_refusal through TACTIC_REFUSALS) reads the log back from now: the moment must come before any pass or
action of that player and before the last action window closed. "Play at the beginning of your battlefield phase."
(For Ulthuan!), "Play at the end of any battlefield phase." (Invoke Khaine's Wrath): turn.py's phase_begins /
phase_ends events (timing.D.1, timing.E.2); the window after the end of the battlefield phase is the end of the
turn's (timing.E.1), the one after its beginning the phase's own (timing.D.2). Other moments are refused at loading.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import IllegalAction, implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition, Objects, Place, Player
from . import program, run
from .objects import Unsupported


@dataclass(frozen=True)
class PlayWhen:
    """The moment after which the tactic may be played: begin_turn (its player's turn begins) | attacked (a zone
    is attacked: attackers declared) | opponent_tactic (an opponent plays a tactic) | assigned (combat damage
    assigned, not yet applied)."""
    moment: str


def _play(e) -> bool:
    return isinstance(e, E.Play) and e == E.Play()


def _moment(ev) -> str:
    if isinstance(ev, E.Begin) and isinstance(ev.what, Objects) and tuple(ev.what.kind) == ("turn",) \
            and ev.what.ref == "your" and not ev.what.described and ev.by is None:
        return "begin_turn"
    if isinstance(ev, E.Attack) and ev.who is None and isinstance(ev.what, Place) and ev.what.zone == "zone" \
            and ev.what.ref == "a" and not ev.what.described and not ev.what.qualities and ev.what.whose is None \
            and ev.source is None and ev.as_if is None and ev.by is None:
        return "attacked"
    if isinstance(ev, E.Play) and isinstance(ev.what, Objects) and tuple(ev.what.kind) == ("tactic",) \
            and ev.what.ref in ("a", "an") and not ev.what.described and not ev.what.qualities \
            and isinstance(ev.by, Player) and ev.by.who == "opponent" and not ev.by.of and not ev.by.described \
            and ev.source is None and ev.place is None and not ev.free and ev.as_if is None:
        return "opponent_tactic"
    phase = _phase(ev)
    if phase is not None:
        return phase
    raise Unsupported(f"playing a tactic at the moment {type(ev).__name__}")


def _phase(ev) -> str | None:
    """"the beginning of your battlefield phase" -> "phase_begin:battlefield:you"; "the end of any battlefield
    phase" -> "phase_end:battlefield:any"."""
    from .triggers import PHASE_NAMES
    w = getattr(ev, "what", None)
    if not (isinstance(ev, (E.Begin, E.End)) and ev.by is None and isinstance(w, Objects) and len(w.kind) == 2
            and w.kind[1] == "phase" and w.kind[0] in PHASE_NAMES and w.ref in ("your", "any", "each")
            and not (w.described or w.qualities or w.of or w.controller or w.count or w.target)):
        return None
    return f"{'phase_begin' if isinstance(ev, E.Begin) else 'phase_end'}:{w.kind[0]}:" \
           f"{'you' if w.ref == 'your' else 'any'}"


def _reads(ab, name: str) -> PlayWhen | None:
    e = ab.effect
    if isinstance(e, E.AtMoment) and _play(e.effect) and ab.zone is None:
        return PlayWhen(_moment(e.moment))
    if isinstance(e, E.Conditional) and _play(e.effect) and isinstance(e.condition, Condition) \
            and e.condition.word == "when" and ab.zone is None:
        return PlayWhen(_moment(e.condition.clause))
    return None


def _met(g, p: str, moment: str, ev) -> bool:
    d = ev.data
    if moment == "begin_turn":
        return ev.kind == "turn_begins" and d.get("player") == p
    if moment == "attacked":
        return ev.kind == "attackers" and bool(d.get("cards"))
    if moment == "assigned":  # combat damage assigned, not yet applied (damage.settle)
        return ev.kind == "damage_assigned" and g.s.combat is not None
    if moment.startswith("phase_"):  # a phase of the turn begins or ends (timing.D.1, timing.E.2)
        on, phase, whose = moment.split(":")
        return ev.kind == ("phase_begins" if on == "phase_begin" else "phase_ends") and d.get("phase") == phase \
            and (whose == "any" or d.get("player") == p)
    return ev.kind == "play_tactic" and d.get("player") not in (None, p)


@implements("timing.B.1", "clar.trigger-conditions", "core.effects.constant")
def refusal(g, p: str, cid: int) -> IllegalAction | None:
    """Why `p` can't play this tactic now for its timing (None when it may, or it says none)."""
    prog = g.card(cid).program
    when = next((x for x in (prog.extras if prog else ()) if isinstance(x, PlayWhen)), None)
    if when is None:
        return None
    for ev in reversed(g.s.log.events):
        if _met(g, p, when.moment, ev):
            return None
        if ev.kind == "window_closes" or ev.kind in ("pass", "chain") and ev.data.get("player") == p:
            break  # an opportunity of p's has gone by since (timing.B.1: the first opportunity only)
    return IllegalAction("timing.B.1", f"{g.name(cid)} is played only at its player's first opportunity after "
                                       f"its moment ({when.moment.replace('_', ' ').replace(':', ' ')})")


def _reads_forced(ab, name: str) -> PlayWhen | None:
    """"Play during combat, when damage has been assigned.": the trigger "damage is assigned", the effect "play
    (this card) during combat"."""
    t, e = ab.trigger, ab.effect
    ev = getattr(t, "event", None)
    if not (isinstance(ev, E.AssignDamage) and ev.to is None and ev.by is None and isinstance(ev.amount, Objects)
            and tuple(ev.amount.kind) == ("damage",) and ev.amount.ref in ("a", "") and not ev.amount.described
            and ev.amount.count is None and ab.zone is None and ab.cost is None and ab.limit is None):
        return None
    c = e.condition if isinstance(e, E.Conditional) else None
    if not (_play(e.effect) and isinstance(c, Condition) and c.word == "during" and isinstance(c.clause, Place)
            and c.clause.zone == "combat" and not c.clause.ref and not c.clause.described and not c.clause.whose):
        return None
    return PlayWhen("assigned")


program.EXTRA_CONSTANTS.append(_reads)
program.EXTRA_FORCED.append(_reads_forced)
run.TACTIC_REFUSALS.append(refusal)
