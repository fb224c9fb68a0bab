"""Drawing from the bottom of the deck: "draw a card from the bottom of your deck" (Numberless Graves).

The card comes from the other end of the deck (game.draw, `bottom`); otherwise a draw as any other: the limits on
drawing hold (core.effects.cannot), a player who can't draw from an empty deck is out (core.players.decking-out).
Wraps effects.HANDLERS[E.Draw] (another shape goes to the handler registered before).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Place
from . import effects
from .objects import Unsupported

_DRAW = effects.HANDLERS[E.Draw]


def _bottom(n) -> bool:
    s = n.source
    return isinstance(s, Place) and s.zone == "deck" and s.ref == "your" and s.position == "bottom" \
        and s.whose is None and not (s.described or s.qualities or s.within) and n.for_ is None


def _check(n, ctx) -> None:
    if not _bottom(n):
        return _DRAW[0](n, ctx)
    effects._only(n, "count", "source", "by")
    effects.amount_check(n.count, ctx, "cards drawn")
    if effects._player(n.by, "drawing") != "you":
        raise Unsupported("drawing from the bottom of your deck by another player")


@implements("core.players.decking-out", "core.effects.action")
def _run(n, rt) -> bool:
    if not _bottom(n):
        return _DRAW[1](n, rt)
    before, k = len(rt.g.cards(rt.p, "hand")), effects.num(n.count, rt)
    if k <= 0:
        return False
    rt.g.draw(rt.p, k, ("core.effects.action",), bottom=True)
    return len(rt.g.cards(rt.p, "hand")) > before


effects.HANDLERS[E.Draw] = (_check, _run)
