"""A cost paid inside an effect, at its player's option: "Then, you may remove 2 resource tokens from this unit to
deal 1 damage to each unit in any corresponding zone." (Celestial Wizard), "... you may remove 2 resource tokens on
this card to search the top five cards of your deck ..." (Dragon's Lair).

As the effect resolves, its player may decline (choosing.declines: the next scripted answer "no"); otherwise the
cost is paid, and only a cost paid in full gives the effect after "to" (terms.cost: "to" separates a cost from its
effect; a cost that can't be paid is not paid at all, timing.C.2). Removing resource tokens from this card is the
cost read (effects' RemoveTokens: all of them or none).

Registered into effects.HANDLERS for Paid (no handler before it: another shape stays refused).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from . import effects
from .choosing import declines
from .objects import Unsupported

_BEFORE = effects.HANDLERS.get(E.Paid)


def _reads(n) -> bool:
    c = n.cost
    return isinstance(c, E.Modal) and c.kind == "may" and isinstance(c.effect, E.RemoveTokens) \
        and effects._player(c.effect.by, "removing tokens") == "you"


def _check(n, ctx) -> None:
    if not _reads(n):
        if _BEFORE is None:
            raise Unsupported("the effect Paid")
        return _BEFORE[0](n, ctx)
    effects.check(E.RemoveTokens(count=n.cost.effect.count, token=n.cost.effect.token,
                                 source=n.cost.effect.source), ctx)
    effects.check(n.effect, ctx)


@implements("terms.cost", "timing.C.2", "core.effects.action")
def _run(n, rt) -> bool:
    """The player may decline; else the tokens are removed, and only if they were the effect happens."""
    if not _reads(n):
        return _BEFORE[1](n, rt)
    if declines(rt, rt.p):
        return False
    if not effects.run(n.cost.effect, rt):
        rt.emit("cost_not_paid", ("terms.cost", "timing.C.2"), card=rt.source, name=rt.name)
        return False
    return effects.run(n.effect, rt)


effects.HANDLERS[E.Paid] = (_check, _run)
