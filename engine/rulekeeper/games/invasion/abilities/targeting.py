"""What an opponent pays to target a player's units (Church of Sigmar: "Opponents cannot target your units with
card effects unless they pay an additional 1 resource per effect.", errata.core.39).

The effect modifies the opponent, not the units: it covers every unit its player controls, in play or not. It
is paid once per effect (an Action triggered, a tactic played, an attachment played onto a unit: playing an
attachment targets its host, faq.8), on top of the effect's cost, when one of its targets is such a unit.
Read by program.EXTRA_CONSTANTS; `extra(g, p, targets)` is what run.py and capital.py add to the cost.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition, Objects, Player
from ..cards import ZONES
from ..state import other
from . import program
from ..hooks import Hooks


@dataclass(frozen=True)
class TargetTax:
    """Opponents pay `amount` more per effect that targets a unit this card's player controls."""
    zone: str | None
    amount: int


def _reads(ab, name: str) -> TargetTax | None:
    e = ab.effect
    if not (isinstance(e, E.Modal) and e.kind == "cannot" and isinstance(e.effect, E.Conditional)):
        return None
    cond, inner = e.effect.condition, e.effect.effect
    if not (isinstance(cond, Condition) and cond.word == "unless" and isinstance(cond.clause, E.Pay)
            and isinstance(inner, E.Targeted) and isinstance(inner.by, Player) and inner.by.who == "opponent"):
        return None
    what, pay = inner.what, cond.clause.what
    if not (isinstance(what, Objects) and tuple(what.kind) == ("units",) and what.ref == "your"
            and isinstance(pay, Objects) and tuple(pay.kind) in (("resource",), ("resources",))
            and "'per'" in repr(pay.described) and "'effect'" in repr(pay.described)):
        return None
    found = [re.fullmatch(r"additional (\d+)", q) for q in pay.qualities]
    amounts = [int(m.group(1)) for m in found if m]
    return TargetTax(ab.zone, amounts[0]) if len(amounts) == 1 else None


@implements("errata.core.39", "faq.8")
def extra(g, p: str, targets) -> int:
    """The resources `p` pays on top of an effect's cost for its targets (a list of cards, or of lists of cards)."""
    cards = [c for t in targets for c in (t if isinstance(t, (list, tuple)) else [t])]
    anyone = ANY_TAXES.total(g, p, cards)  # prices on a unit whoever targets it (iron_discipline.py)
    q = other(p)
    mine = [c for c in cards if g.card(c).unit and g.controller(c) == q]
    if not mine:
        return anyone
    total = anyone + TAXES.total(g, p, mine)  # a unit's own price ("this unit": protection.py)
    for z in ZONES:
        for cid in g.cards(q, z):
            prog = g.card(cid).program
            for x in (prog.extras if prog else ()):
                if isinstance(x, TargetTax) and x.zone in (None, z):
                    total += x.amount
    return total


TAXES = Hooks("(g, p, the opponent's units targeted) -> resources: other modules' prices to target")
ANY_TAXES = Hooks("(g, p, every card targeted) -> resources: prices to target a card, whoever's it is")

program.EXTRA_CONSTANTS.append(_reads)
