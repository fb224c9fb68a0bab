"""A cost the text types inside ", if able": "Action: Sacrifice this unit to force an opponent to sacrifice a unit
he controls, if able." (Lobber Crew) types as "if able (sacrifice this unit to force ...)".

"to" separates the cost from the effect (terms.cost), so the part before it is the Action's cost, paid as it is
triggered (timing.C.2), and ", if able" belongs to the effect after it: the opponent sacrifices a unit if he can
(faq.54: as much as can happen). `split` (asked by program.read) moves the cost out; other shapes are unchanged.
"""

from __future__ import annotations

from dataclasses import replace

from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition


def split(ab):
    """The Action with the cost of "if able (X to Y)" as its cost and "Y, if able" as its effect."""
    e = ab.effect
    if ab.cost is None and isinstance(e, E.Conditional) and isinstance(e.condition, Condition) \
            and e.condition.word == "if" and isinstance(e.condition.clause, E.State) \
            and e.condition.clause.state == "able" and e.condition.clause.who is None \
            and e.condition.clause.place is None and isinstance(e.effect, E.Paid):
        return replace(ab, cost=e.effect.cost, effect=replace(e, effect=e.effect.effect))
    return ab
