"""Effects an effect sets up for the end of the turn (timing.E.2): "Sacrifice that unit at the end of the turn."
(Warpstone Experiments), "Return that unit to its owner's hand at the end of the turn."

Registered into effects.HANDLERS for AtMoment. As the effect resolves, the cards it names are picked (that unit: the
one the effect chose); each gets a lasting entry {"card", "at_end": sacrifice | return}. At the end of the turn
(turn.turn_ends asks `at_end`, with the end-of-turn Forced effects, timing.E.2) each card still in play is
sacrificed or returned; a card that left play meanwhile is a new card (faq.43) and its entry went with it.
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Place, Player
from . import effects
from .objects import Unsupported

_BEFORE = effects.HANDLERS.get(E.AtMoment)


def _end_of_turn(m) -> bool:
    return isinstance(m, E.End) and isinstance(m.what, Objects) and tuple(m.what.kind) == ("turn",) \
        and m.what.ref == "the" and not m.what.described and m.by is None


def _what(e) -> str | None:
    if isinstance(e, E.Sacrifice) and e.by is None:
        return "sacrifice"
    if isinstance(e, E.ReturnToHand) and e.source is None and e.by is None and isinstance(e.to, Place) \
            and e.to.zone == "hand" and isinstance(e.to.whose, Player) and e.to.whose.who == "owner":
        return "return"
    return None


def _card(o) -> bool:
    return isinstance(o, Objects) and o.ref in ("that", "this", "it") and not o.target and not o.described


def _check(n, ctx) -> None:
    if not (_end_of_turn(n.moment) and _what(n.effect) and _card(n.effect.what)):
        if _BEFORE is None:
            raise Unsupported("the effect AtMoment")
        return _BEFORE[0](n, ctx)
    effects.check(n.effect, ctx)


@implements("timing.E.2")
def _run(n, rt) -> bool:
    if not (_end_of_turn(n.moment) and _what(n.effect) and _card(n.effect.what)):
        return _BEFORE[1](n, rt)
    done = False
    for cid in effects.cards(rt, n.effect.what):
        entry = {"card": cid, "at_end": _what(n.effect)}
        rt.g.s.lasting.append(entry)
        rt.emit("delayed", ("timing.E.2",), until="end of turn", name=rt.g.name(cid), **entry)
        done = True
    return done


@implements("timing.E.2", "terms.sacrifice")
def at_end(g) -> None:
    """The end of the turn: what effects set up for it happens to the cards still in play."""
    for m in [m for m in g.s.lasting if m.get("at_end")]:
        cid = m["card"]
        if not g.is_in_play(cid):
            continue
        if m["at_end"] == "sacrifice":
            g.leave_play(cid, "sacrificed", ("timing.E.2", "terms.sacrifice"))
        else:
            g.leave_play(cid, "returned", ("timing.E.2", "zones.out-of-play"), to="hand")


effects.HANDLERS[E.AtMoment] = (_check, _run)
