"""The cost "Sacrifice the unit on this quest to ..." (A Glorious Death, Journey to the Gate): the unit questing on
this quest card is sacrificed as the costs are paid (terms.cost, terms.sacrifice, timing.C.2).

With no unit questing on the card the cost can't be paid, so the Action can't be triggered (timing.C.2; quests
may be triggered with no unit questing only when nothing else needs one, card-types.quests). Registered into
program.COST_READERS as ("sacrifice_questing", None); run.take pays it.
"""

from __future__ import annotations

from ....kernel import IllegalAction, implements
from ....text.invasion import ast as A
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects
from . import program

PART = "sacrifice_questing"


def _on_this_quest(described) -> bool:
    if len(described) != 1:
        return False
    post = described[0]
    if not (isinstance(post, A.Post) and post.kind == "pp" and len(post.parts) == 1
            and isinstance(post.parts[0], A.Prep) and post.parts[0].prep == "on"):
        return False
    np = post.parts[0].np
    return isinstance(np, A.NounPhrase) and tuple(np.dets) == ("this",) and tuple(np.head.nouns) == ("quest",) \
        and not np.modifiers and not np.posts and np.quantity is None


def read(cost) -> tuple | None:
    """(PART, None) for "Sacrifice the unit on this quest"; None for any other cost."""
    o = getattr(cost, "what", None)
    if isinstance(cost, E.Sacrifice) and cost.by is None and isinstance(o, Objects) and tuple(o.kind) == ("unit",) \
            and o.ref == "the" and o.count is None \
            and not (o.target or o.qualities or o.controller or o.place or o.of) \
            and _on_this_quest(o.described):
        return (PART, None)
    return None


@implements("timing.C.2", "card-types.quests")
def refusal(g, p: str, cid: int) -> IllegalAction | None:
    if g.s.questing.get(cid) is None:
        return IllegalAction("timing.C.2", f"the cost sacrifices the unit questing on {g.name(cid)}; none is")
    return None


@implements("terms.sacrifice", "timing.C.2")
def pay(g, p: str, cid: int) -> None:
    from .run import leave
    leave(g, g.s.questing[cid], "sacrificed", ("terms.sacrifice", "timing.C.2", "card-types.quests"))


if read not in program.COST_READERS:
    program.COST_READERS.append(read)
