"""", each with ..." after an effect (the semantics' EachOf): "Destroy up to two target attacking units, each with a
printed cost 3 or lower." Each of the cards the effect names is so: the qualifier belongs to the one phrase of
cards the effect names (its targets, timing.C.1: a card without it is not a legal target), read as if printed
after its noun ("up to two target attacking units with a printed cost 3 or lower").

Only an effect naming one phrase of cards (its `what`, `who` or `to`) is read; the qualifier is read by
objects.py like any other ("with a printed cost 3 or lower"). Registered into effects.HANDLERS for EachOf.
"""

from __future__ import annotations

from dataclasses import replace

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects
from .per_node import per_node
from . import effects
from .objects import Unsupported

FIELDS = ("what", "who", "to")


@per_node
def qualified(n):
    """The effect with the qualifier on its one phrase of cards; Unsupported when it names none or several."""
    e = n.effect
    named = [f for f in FIELDS if isinstance(getattr(e, f, None), Objects)]
    if len(named) != 1:
        raise Unsupported("', each ...' after an effect that names no one phrase of cards")
    o = getattr(e, named[0])
    return replace(e, **{named[0]: replace(o, described=o.described + tuple(n.described))})


def _check(n, ctx) -> None:
    effects.check(qualified(n), ctx)


@implements("timing.C.1", "targeting.target")
def _run(n, rt) -> bool:
    """The effect on the cards it names, each with the qualifier."""
    return effects.run(qualified(n), rt)


effects.HANDLERS[E.EachOf] = (_check, _run)
