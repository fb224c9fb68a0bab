"""Choosing a player or a zone as an effect resolves: "Choose an opponent. That opponent must either ...", "Choose
one of your zones." (the zone chosen as effects._zones_chosen reads "Choose a zone": "that zone" next).

In a game of two players (core.setup: the engine plays two), "an opponent" is the one opponent: choosing one picks
him, and "that opponent" next is that player (cards_moving.who reads "that opponent" as the opponent). The choice
is no target (targeting.target names "target"); it is logged as the choice made.
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Place, Player
from ..state import other
from . import effects

_CHOOSE = effects.HANDLERS[E.Choose]


def _an_opponent(n) -> bool:
    w = n.what
    return isinstance(w, Player) and w.who == "opponent" and w.ref in ("an", "one", "") and not w.of \
        and not w.described and n.by is None


def _one_of_zones(n):
    """"Choose one of your zones" (typed as one "of" your zones) -> "Choose one zone of yours" (Choose of a Place)."""
    w = n.what
    if isinstance(w, Objects) and tuple(w.kind) == ("of",) and w.ref in ("a", "one") and isinstance(w.of, Place) \
            and w.of.zone == "zones" and not (w.target or w.qualities or w.controller or w.place or w.described) \
            and (w.count is None or w.count.value == 1 and w.count.bound == "exactly"):
        from dataclasses import replace
        return replace(n, what=w.of)
    return n


def _choose_check(n, ctx) -> None:
    n = _one_of_zones(n)
    if not _an_opponent(n):
        _CHOOSE[0](n, ctx)


@implements("core.effects.action")
def _choose_run(n, rt) -> bool:
    n = _one_of_zones(n)
    if not _an_opponent(n):
        return _CHOOSE[1](n, rt)
    rt.emit("choose_player", ("core.effects.action",), player=rt.p, card=rt.source, chosen=other(rt.p),
            why="the opponent")
    return True


effects.HANDLERS[E.Choose] = (_choose_check, _choose_run)
