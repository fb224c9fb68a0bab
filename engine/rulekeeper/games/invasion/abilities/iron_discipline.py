"""A price on targeting one unit for the rest of the turn (targeting.target, timing.C.2): "Target one unit. Until
the end of the turn, cancel any other action that targets this unit unless the action's controller pays an
additional 4 resources (per action)." (Iron Discipline).

The unit is the tactic's target (timing.C.1). Resolving, it gets a lasting entry {"card", "target_tax": 4} until
the end of the turn (timing.E.3; the unit leaving play takes it along, faq.43). A reading: an action that would be
cancelled unless its controller pays is one he pays for or does not take, so the 4 resources are asked with its
cost, once per action that targets the unit (an Action triggered, a tactic played, an attachment played on it:
playing an attachment targets its host, faq.8), whoever's action and unit it is (targeting.ANY_TAXES, as Church of
Sigmar's price, errata.core.39); a player who can't pay can't take it (timing.C.2). An action already waiting on the chain when it resolves (played
before, Iron Discipline in response) is cancelled (timing.B.3) unless its controller pays the 4 resources then (he
pays when he has them, unless the next scripted answer is "no").
"""

from __future__ import annotations

from dataclasses import replace

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, Duration, Objects
from .per_node import PerNode
from . import effects, targeting

_BEFORE = effects.HANDLERS[E.Sequence]
_TARGET = PerNode()  # node -> its target phrase


def _read(n):
    """(the target phrase, N) of the shape; None for another Sequence."""
    if not (isinstance(n, E.Sequence) and len(n.steps) == 2 and not n.then):
        return None
    aim, last = n.steps
    w = getattr(aim, "what", None)
    c = getattr(last, "effect", None)
    d = getattr(getattr(c, "what", None), "described", ())
    text = repr(d)
    if not (isinstance(aim, E.Targeted) and aim.by is None and isinstance(w, Objects) and tuple(w.kind) == ("unit",)
            and w.count == Count(1) and not (w.target or w.described or w.qualities or w.controller or w.place)
            and isinstance(last, E.Lasting) and isinstance(last.duration, Duration)
            and last.duration.until in effects.LASTING and isinstance(c, E.Cancel) and c.to is None and c.by is None
            and tuple(c.what.kind) == ("action",) and c.what.ref == "any" and c.what.qualities == ("other",)
            and "verb='targets'" in text and "dets=('this',)" in text and "word='unless'" in text
            and "verb='pays'" in text and "modifiers=('additional 4',)" in text):
        return None
    return _TARGET.get(n, lambda: replace(w, ref="", count=Count(1), target=True)), 4


def _check(n, ctx) -> None:
    got = _read(n)
    if got is None:
        return _BEFORE[0](n, ctx)
    ctx.objects(got[0])


@implements("targeting.target", "timing.E.3")
def _run(n, rt) -> bool:
    got = _read(n)
    if got is None:
        return _BEFORE[1](n, rt)
    from .cancelling import cancel_on_chain
    from .choosing import declines
    g, hit = rt.g, effects.cards(rt, got[0])
    for cid in hit:
        entry = {"card": cid, "target_tax": got[1], "by": rt.name}
        g.s.lasting.append(entry)
        rt.emit("lasting", ("targeting.target", "timing.E.3"), until="end of turn", name=g.name(cid), **entry)
        for e in list((g.s.window or {}).get("chain", [])):  # actions already waiting on the chain
            if e.get("card") == rt.source or not any(cid in t for t in e.get("targets", [])):
                continue
            q = e["player"]
            if g.s.resources[q] >= got[1] and not declines(rt, q):
                g.s.resources[q] -= got[1]
                rt.emit("paid", ("timing.C.2", "targeting.target"), player=q, resources=got[1], card=e["card"],
                        name=e["name"], why=f"to keep an action that targets {g.name(cid)}")
            else:
                cancel_on_chain(rt, lambda x, e=e: x is e, f"it targets {g.name(cid)} and {got[1]} resources were "
                                                           "not paid")
    return bool(hit)


@implements("targeting.target", "timing.C.2")
def tax(g, p: str, cards: list[int]) -> int:
    if not g.s.lasting:
        return 0
    return sum(m["target_tax"] for m in g.s.lasting if m.get("target_tax") and m["card"] in cards)


effects.HANDLERS[E.Sequence] = (_check, _run)
targeting.ANY_TAXES.append(tax)
