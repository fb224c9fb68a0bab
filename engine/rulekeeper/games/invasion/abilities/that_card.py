"""A condition on the card the effect named before, checked as the effect resolves: "Then, destroy that unit if it
has 1 remaining hit point." (Clan Eshin Mutant), "if that unit is corrupted", "if it is damaged". "It" / "that
unit" is the card the earlier part of the effect picked (its target); with none left in play, the condition does
not hold. Remaining hit points are hit points less damage (terms.hit-points-vs-remaining-hit-points).
Wraps effects.HANDLERS[E.Conditional] (another shape goes to the handler registered before).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition, Count, Objects
from . import effects
from .objects import Unsupported

_COND = effects.HANDLERS.get(E.Conditional)


def _that(o) -> bool:
    return isinstance(o, Objects) and (o.ref == "it" and tuple(o.kind) == ("it",) or o.ref == "that"
                                       and tuple(o.kind) in (("unit",), ("card",))) and not o.described \
        and not o.qualities and o.count is None


def _reads(c) -> tuple | None:
    """("remaining", n) | ("corrupted",) | ("damaged",) for a condition on the earlier card; None otherwise."""
    if not (isinstance(c, Condition) and c.word == "if"):
        return None
    k = c.clause
    if isinstance(k, E.Has) and k.by is None and _that(k.who) and isinstance(k.what, Objects) \
            and tuple(k.what.kind) in (("hit", "point"), ("hit", "points")) and k.what.qualities == ("remaining",) \
            and not k.what.described and k.what.ref == "" and isinstance(k.what.count, Count) \
            and isinstance(k.what.count.value, int) and k.what.count.bound == "exactly" and not k.what.count.sign:
        return ("remaining", k.what.count.value)
    if isinstance(k, E.State) and k.state in ("corrupted", "damaged") and k.place is None and _that(k.who):
        return (k.state,)
    return None


def _check(n, ctx) -> None:
    if _reads(n.condition) is None:
        if _COND is None:
            raise Unsupported("the effect Conditional")
        return _COND[0](n, ctx)
    effects.check(n.effect, ctx)


@implements("terms.hit-points-vs-remaining-hit-points", "core.effects.then")
def _run(n, rt) -> bool:
    got = _reads(n.condition)
    if got is None:
        return _COND[1](n, rt)
    g = rt.g
    cards = [c for c in rt.that if g.is_in_play(c)]
    ok = bool(cards) and all(
        g.remaining(c) == got[1] if got[0] == "remaining" else
        c in g.s.corrupted if got[0] == "corrupted" else g.s.damage.get(c, 0) > 0 for c in cards)
    if not ok:
        rt.emit("condition_not_met", ("core.effects.action",), card=rt.source, name=rt.name)
        return False
    return effects.run(n.effect, rt)


effects.HANDLERS[E.Conditional] = (_check, _run)
