"""The cost "Discard X resource tokens from this card to ..." / "Remove X resource tokens from this card to ...":
the player chooses X as the costs are paid (terms.the-letter-x, timing.C.2) and the effect reads that X.

Offering to Hekarti: "Discard X resource tokens from this card to give target unit -X hit points until the end of
the turn." X is a whole number from 1 to the tokens on the card (a cost of 0 tokens pays nothing and does nothing:
refused, a choice recorded as a finding); the tokens are removed when the costs are paid, before the effect
resolves. X is the cost's only where no other ability of the card mentions an X (`file` puts the card in
effects.COST_X, which lets the effect's amounts read X); a copy of the effect pays no cost, so its X is 0.

Registered first into program.COST_READERS (quests.token_cost refuses an X it can't count).
"""

from __future__ import annotations

from ....kernel import IllegalAction, implements
from ....text.invasion.semantics import Action
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, Objects
from . import effects, program

PART = "tokens_x"


def _this(o) -> bool:
    return isinstance(o, Objects) and o.ref == "this" and tuple(o.kind) in (("card",), ("quest",), ("unit",)) \
        and not o.described and o.count is None


def _tokens(kind) -> bool:
    return tuple(kind) in (("resource", "token"), ("resource", "tokens"))


def _x(c) -> bool:
    return isinstance(c, Count) and c.value == "X" and c.bound == "exactly" and not c.sign


def read(cost) -> tuple | None:
    """(PART, None) for X resource tokens of this card; None for any other cost."""
    if isinstance(cost, E.RemoveTokens) and _tokens(cost.token) and _this(cost.source) and cost.by is None \
            and _x(cost.count):
        return (PART, None)
    if isinstance(cost, E.Discard) and isinstance(cost.what, Objects) and _tokens(cost.what.kind) \
            and _this(cost.source) and not cost.at_random and cost.by is None and cost.down_to is None \
            and not cost.what.described and not cost.what.target and _x(cost.what.count):
        return (PART, None)
    return None


def _mentions_x(ab) -> bool:
    return "value='X'" in repr(ab) or "number='X'" in repr(ab) or "number='x'" in repr(ab)


def file(abilities, name: str) -> None:
    """Put the card in effects.COST_X when one Action pays X tokens and no other ability mentions an X."""
    paid = [ab for ab in abilities if isinstance(ab, Action) and read(ab.cost) is not None]
    if not paid:
        return
    if len(paid) != 1 or name in effects.CHOSEN_X \
            or any(_mentions_x(ab) for ab in abilities if ab is not paid[0]):
        from .objects import Unsupported
        raise Unsupported("an X of the cost with another ability or X that could read it")
    effects.COST_X.add(name)


def pays_x(cost) -> bool:
    return any(part == PART for part, _ in program.cost_parts(cost))


@implements("timing.C.2", "terms.the-letter-x")
def refusal(g, p: str, cid: int, x) -> IllegalAction | None:
    """Why X tokens can't be paid now (None when they can): X a whole number from 1 to the card's tokens."""
    have = g.s.tokens.get(cid, 0)
    if not isinstance(x, int) or isinstance(x, bool) or x < 1:
        return IllegalAction("terms.the-letter-x", f"{g.name(cid)}'s cost is X resource tokens: X is a whole "
                                                   f"number from 1, not {x!r}")
    if x > have:
        return IllegalAction("timing.C.2", f"the cost is {x} resource tokens of {g.name(cid)}'s; it has {have}")
    return None


def choices(g, cid: int) -> list[int]:
    """The X a player may choose now (for the legal actions)."""
    return list(range(1, g.s.tokens.get(cid, 0) + 1))


@implements("timing.C.2", "terms.the-letter-x", "card-types.quests")
def pay(g, p: str, cid: int, x: int) -> None:
    g.put_tokens(cid, -x, ("timing.C.2", "card-types.quests"), name=g.name(cid))
    g.emit("x", ("terms.the-letter-x", "timing.C.2"), card=cid, name=g.name(cid), x=x,
           what="the resource tokens removed to pay the cost")


if read not in program.COST_READERS:
    program.COST_READERS.insert(0, read)
