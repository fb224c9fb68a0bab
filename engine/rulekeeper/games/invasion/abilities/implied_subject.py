"""A gain with no one named to gain it: "Remove a resource token from this unit to gain 1 power until the end of the
turn" (Silver Helm Detachment). Power is a card's (core.capital.power: the power of the cards in a zone), never a
player's, so the card that gains it is the ability's own card (our reading: "this card", the one whose text says
it). Registered into effects.HANDLERS for that shape of Lasting (another goes to the handler registered before).
"""

from __future__ import annotations

from dataclasses import replace

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects
from .per_node import per_node
from . import effects

_LASTING = effects.HANDLERS[E.Lasting]
_THIS = Objects(("card",), "this")


@per_node
def _own(n):
    """The Lasting with "this card" as the one gaining, or None when someone is named (or it is no power gain)."""
    e = n.effect
    out = None
    if isinstance(e, E.Gain) and e.who is None and e.by is None and effects._gained_power(e) is not None:
        out = replace(n, effect=replace(e, who=_THIS))
    return out


def _check(n, ctx) -> None:
    own = _own(n)
    _LASTING[0](own or n, ctx)


@implements("core.capital.power", "timing.E.3")
def _run(n, rt) -> bool:
    own = _own(n)
    return _LASTING[1](own or n, rt)


effects.HANDLERS[E.Lasting] = (_check, _run)
