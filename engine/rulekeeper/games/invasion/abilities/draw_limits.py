""""Target opponent cannot draw more than one card this turn." (Infiltrate): a lasting limit on the cards a player
draws this turn (core.effects.cannot: "cannot" beats "can", whatever would make him draw; timing.E.3: the end of
the turn clears it).

The limit is an entry {"card": -1 (on no card), "draw_limit": N, "player"} in `lasting`; Game.draw asks `capped`
before each card: a player who has drawn N cards this turn (the draws since the turn began, the cards drawn before
the effect too: "this turn") draws no more, and the card stays on his deck. Registered into effects.HANDLERS for
that shape of Modal (another shape goes to the handler registered before).
"""

from __future__ import annotations

from itertools import takewhile

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, Duration
from . import effects
from .cards_moving import players, who
from .objects import Unsupported

_MODAL = effects.HANDLERS[E.Modal]


def _limit(n) -> tuple[int, object] | None:
    """(N, who draws) of "<player> cannot draw more than N cards this turn"; None for another shape."""
    if not (isinstance(n, E.Modal) and n.kind == "cannot" and isinstance(n.effect, E.Lasting)):
        return None
    d, e = n.effect.duration, n.effect.effect
    if not (isinstance(d, Duration) and d.until in effects.LASTING and isinstance(e, E.Draw) and e.source is None
            and e.for_ is None and isinstance(e.count, Count) and e.count.bound == "more than"
            and isinstance(e.count.value, int) and not e.count.sign):
        return None
    return e.count.value, e.by


def _check(n, ctx) -> None:
    got = _limit(n)
    if got is None:
        return _MODAL[0](n, ctx)
    if who(got[1], "a draw limit") not in ("you", "opponent", "each"):
        raise Unsupported("a draw limit on a player chosen as it resolves")


@implements("core.effects.cannot", "timing.E.3")
def _run(n, rt) -> bool:
    got = _limit(n)
    if got is None:
        return _MODAL[1](n, rt)
    for q in players(rt, who(got[1], "a draw limit")):
        entry = {"card": -1, "draw_limit": got[0], "player": q}
        rt.g.s.lasting.append(entry)
        rt.emit("lasting", ("core.effects.cannot", "timing.E.3"), until="end of turn", **entry)
    return True


def drawn_this_turn(g, p: str) -> int:
    """The cards `p` has drawn since the turn began."""
    this_turn = takewhile(lambda ev: ev.kind != "turn_begins", reversed(g.s.log.events))
    return sum(1 for ev in this_turn if ev.kind == "draw" and ev.data.get("player") == p)


@implements("core.effects.cannot")
def capped(g, p: str) -> bool:
    """May `p` draw no more cards this turn (a limit reached)?"""
    limits = [m["draw_limit"] for m in g.s.lasting if "draw_limit" in m and m.get("player") == p]
    return bool(limits) and drawn_this_turn(g, p) >= min(limits)


effects.HANDLERS[E.Modal] = (_check, _run)
