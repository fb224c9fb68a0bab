"""A list of separate things joined by "and" that one effect names ("this unit and one other target unit each
take 1 damage", "return another target unit you control and target unit an opponent controls to their owner's
hands"): the effect happens to each of them, in the order printed, as one effect per item. Its targets stay the
items' own (chosen together as the ability is triggered, timing.C.1).

"All unit and support cards in this zone" (one phrase picking several kinds) is objects._list's, not this.
Wraps the handlers of effects.HANDLERS that take cards; imported last, so it wraps what the other modules
registered.
"""

from __future__ import annotations

from dataclasses import fields, replace

from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import ListOf, Objects
from .per_node import per_node
from . import effects
from .objects import Unsupported, selector

@per_node
def _split(n):
    """The effect as a Sequence of one effect per item of its "and" list, or None."""
    out = None
    for f in fields(n):
        v = getattr(n, f.name)
        if isinstance(v, ListOf) and v.conj == "and" and len(v.items) >= 2 \
                and all(isinstance(i, Objects) for i in v.items):
            try:
                selector(v)  # "all attacking and defending units": one phrase
            except Unsupported:
                out = E.Sequence(steps=tuple(replace(n, **{f.name: i}) for i in v.items), then=False, sentences=False)
            break
    return out


def _wrap(kind) -> None:
    check, run = effects.HANDLERS[kind]

    def checked(n, ctx):
        s = _split(n)
        return effects.check(s, ctx) if s is not None else check(n, ctx)

    def ran(n, rt):
        s = _split(n)
        return effects.run(s, rt) if s is not None else run(n, rt)

    effects.HANDLERS[kind] = (checked, ran)


for _kind in (E.TakeDamage, E.DealDamage, E.Destroy, E.ReturnToHand, E.Corrupt, E.Restore, E.Heal, E.Sacrifice):
    if _kind in effects.HANDLERS:
        _wrap(_kind)
