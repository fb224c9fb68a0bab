"""The cost "Spend X resources to ..." with the card's own "X is ...": Repeater Bolt Thrower ("Spend X resources to
deal X indirect damage to target opponent. X is the number of your developments in this zone."), The Imperial Zoo
("... X is the number of resource tokens on this card.").

The typed text puts the definition on the effect ("where X is ..."); the definition is the cost's too, so the
Action is read with it on the cost (`split`, asked by program.read): X is counted as the costs are paid
(timing.C.2, terms.the-letter-x), that many resources are spent, and the effect reads that X (the chain entry's
"x", as for token_x_cost.py), not a count made again as it resolves. The card goes in effects.COST_X, so its
effect's amounts read X, only where no other ability of the card mentions an X; a copy of the effect pays no
cost, so its X is 0.

Registered into program.COST_READERS; run._payable and run.take ask `amount`.
"""

from __future__ import annotations

from dataclasses import replace

from ....kernel import implements
from ....text.invasion.semantics import Action
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count
from . import amounts, effects, program
from .objects import Unsupported

PART = "spend_x"


def _spends_x(cost) -> bool:
    c = cost.amount if isinstance(cost, E.Spend) else None
    return isinstance(c, Count) and c.value == "X" and c.bound == "exactly" and not c.sign \
        and cost.source is None and cost.by is None


def read(cost) -> tuple | None:
    """(PART, the measure of X) for "Spend X resources" carrying its "X is ..."; None for any other cost."""
    if isinstance(cost, E.Where) and isinstance(cost.definition, E.XIs) and _spends_x(cost.effect):
        return (PART, cost.definition)
    return None


def split(ab, others, name: str):
    """"Spend X resources to <effect, where X is ...>" -> the Action with the definition on its cost (COST_X);
    any other Action as it is. `others`: the card's other abilities (none may mention an X)."""
    if not (isinstance(ab, Action) and _spends_x(ab.cost) and isinstance(ab.effect, E.Where)
            and isinstance(ab.effect.definition, E.XIs)):
        return ab
    from .token_x_cost import _mentions_x
    if name in effects.CHOSEN_X or any(_mentions_x(o) for o in others):
        raise Unsupported("an X of the cost with another ability or X that could read it")
    amounts.measure(ab.effect.definition.value, name)  # refused here if X can't be counted
    effects.COST_X.add(name)
    return replace(ab, cost=E.Where(definition=ab.effect.definition, effect=ab.cost), effect=ab.effect.effect)


@implements("timing.C.2", "terms.the-letter-x")
def amount(g, p: str, cid: int, definition) -> int:
    """X, counted now for the card `cid` of player `p`: the resources the cost spends."""
    return amounts.measure(definition.value, g.name(cid)).value(amounts._Counting(g, p, cid))


def paid(g, cid: int, x: int) -> None:
    g.emit("x", ("terms.the-letter-x", "timing.C.2"), card=cid, name=g.name(cid), x=x,
           what="the resources spent to pay the cost")


if read not in program.COST_READERS:
    program.COST_READERS.append(read)
