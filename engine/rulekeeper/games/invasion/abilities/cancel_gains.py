"""Cancelling all damage to your capital for the rest of the turn, and gaining for what it cancels
(damage.cancelling-damage, clar.conditional-actions): "Cancel all damage that would be dealt to your capital until
the end of the turn. For each damage thus canceled, gain 1 resource." (Gifts of Aenarion).

A cancel shield on its player's whole capital (dealing.shield, as My Life for the Hold!'s in damage_shields.py) that
also says who gains: each damage it cancels gives that player N resources as it is cancelled (dealing._cancel), combat
damage and damage of card effects alike; uncancellable damage is not cancelled and gives nothing. It ends with the
turn (timing.E.3). Registered into effects.HANDLERS for that Sequence (another shape goes to the handler before).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Duration, Objects, Place
from . import effects
from .damage_shields import ALL

_BEFORE = effects.HANDLERS[E.Sequence]


def _all_to_your_capital(n) -> bool:
    o, to = getattr(n, "what", None), getattr(n, "to", None)
    return isinstance(n, E.Cancel) and n.by is None and isinstance(o, Objects) and tuple(o.kind) == ("damage",) \
        and o.ref == "all" and not (o.target or o.count or o.qualities or o.of) and len(o.described) == 1 \
        and "verb='be'" in repr(o.described[0]) and "'dealt'" in repr(o.described[0]) \
        and isinstance(to, Place) and to.zone == "capital" and to.ref == "your" and not (to.whose or to.described)


def _read(n) -> int | None:
    """N of the shape; None for another Sequence."""
    if not (isinstance(n, E.Sequence) and len(n.steps) == 2 and not n.then):
        return None
    first, each = n.steps
    c, gain = getattr(each, "condition", None), getattr(each, "effect", None)
    k = getattr(c, "clause", None)
    w = getattr(gain, "what", None)
    if not (isinstance(first, E.Lasting) and isinstance(first.duration, Duration)
            and first.duration.until in effects.LASTING and _all_to_your_capital(first.effect)
            and isinstance(each, E.Conditional) and getattr(c, "word", "") == "for" and isinstance(k, Objects)
            and tuple(k.kind) == ("damage",) and k.ref == "each" and "'thus', 'canceled'" in repr(k.described)
            and isinstance(gain, E.Gain) and gain.who is None and gain.by is None and isinstance(w, Objects)
            and tuple(w.kind) in (("resource",), ("resources",)) and not w.described):
        return None
    return effects.amount(w.count, "resources gained")


def _check(n, ctx) -> None:
    if _read(n) is None:
        return _BEFORE[0](n, ctx)
    if _read(n) != 1:
        from .objects import Unsupported
        raise Unsupported("gaining more than 1 resource for each damage cancelled")


@implements("damage.cancelling-damage", "clar.conditional-actions", "timing.E.3")
def _run(n, rt) -> bool:
    if _read(n) is None:
        return _BEFORE[1](n, rt)
    from ..dealing import shield
    shield(rt.g, "cancel", f"{rt.p}.capital", ALL)
    rt.g.s.shields[-1].update(gain=rt.p, by=rt.name)
    return True


effects.HANDLERS[E.Sequence] = (_check, _run)
