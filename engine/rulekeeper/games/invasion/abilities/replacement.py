"""Replacing a destruction: Altar of Khaine's "If one of your units would be destroyed, you may spend 1 resource to
instead return it to its owner's hand."

A constant effect with no limit: as long as its controller can pay, it replaces each unit's destruction, also when
one card effect destroys several units at once (faq.10). Taking it is the player's choice ("you may"): the judge's
scripted answers name the units the player saves; a unit not named is destroyed.
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition, Objects


def reads(e) -> int | None:
    """The resources to spend when a constant effect is "If one of your units would be destroyed, you may spend N
    resource(s) to instead return it to its owner's hand"; None for any other effect."""
    if not (isinstance(e, E.Conditional) and isinstance(e.condition, Condition) and e.condition.word == "if"):
        return None
    would = e.condition.clause
    if not (isinstance(would, E.Modal) and would.kind == "would" and isinstance(would.effect, E.Destroy)):
        return None
    what = would.effect.what
    if not (isinstance(what, Objects) and tuple(what.kind) == ("units",) and isinstance(what.of, Objects)
            and what.of.ref == "your" and not what.described and would.effect.by is None):
        return None
    paid = e.effect
    if not (isinstance(paid, E.Paid) and isinstance(paid.cost, E.Modal) and paid.cost.kind == "may"
            and isinstance(paid.cost.effect, E.Spend) and isinstance(paid.effect, E.Instead)
            and isinstance(paid.effect.effect, E.ReturnToHand) and paid.effect.replaces is None):
        return None
    spend = paid.cost.effect.amount
    if getattr(spend, "bound", None) != "exactly" or not isinstance(getattr(spend, "value", None), int):
        return None
    return spend.value


@implements("faq.10")
def instead(g, cid: int) -> bool:
    """Whether the destruction of `cid` is replaced: its controller has such a card in play in the zone it works
    in, can pay, and chooses to (the next scripted answer names the unit). Pays and says so."""
    if not g.card(cid).unit:
        return False
    p = g.controller(cid)
    for zone, spend, source in _savers(g, p):
        if g.s.answers and g.s.answers[0] == g.name(cid) and g.s.resources[p] >= spend:
            g.s.answers.pop(0)
            g.s.resources[p] -= spend
            g.emit("instead", ("faq.10",), player=p, card=cid, name=g.name(cid), by=g.name(source), paid=spend)
            return True
    return False


def _savers(g, p: str):
    from ..cards import ZONES
    for z in ZONES:
        for c in g.cards(p, z):
            for zone, spend in getattr(g.card(c).program, "saves", ()):
                if zone is None or zone == z:
                    yield zone, spend, c
