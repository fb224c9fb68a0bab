"""Costs paid with a card the player picks as the cost is paid (timing.C.2), other than the card with the ability:
- "Corrupt a Skaven unit you control to ..." (For Us the Bell Tolls): one uncorrupted unit of that description
  becomes corrupted (core.effects.corruption);
- "Remove 1 resource token from a unit you control to ..." (Prince Althran): that many resource tokens come off one
  card of that description that has them.

The card is not a target (core.effects.target: a cost names no target); its player picks it among the cards that
can pay (cards_moving.pick_card). The cost can't be paid when no card can (timing.C.2).
A part is (an object with `refusal(g, p, cid)` and `pay(g, p, cid)`, None), as in part_costs.py; registered into
program.COST_READERS.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ....kernel import IllegalAction, implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects
from . import passive, program
from .cards_moving import pick_card
from .objects import Selector, selector


@dataclass(frozen=True)
class CorruptOne:
    """"Corrupt a [Skaven] unit you control": one of the units `sel` picks, not yet corrupted."""
    sel: Selector

    def _fitting(self, g, p: str, cid: int) -> list[int]:
        return [c for c in self.sel.all(g, p, cid) if g.card(c).unit and c not in g.s.corrupted
                and not passive.forbids(g, c, "corrupted")]

    @implements("timing.C.2", "core.effects.corruption")
    def refusal(self, g, p: str, cid: int) -> IllegalAction | None:
        if not self._fitting(g, p, cid):
            return IllegalAction("timing.C.2", f"the cost corrupts a unit of player {p}'s that {g.name(cid)} names; "
                                               "none can be corrupted")
        return None

    def pay(self, g, p: str, cid: int) -> None:
        unit = pick_card(g, self._fitting(g, p, cid))
        g.s.corrupted.add(unit)
        g.emit("corrupt", ("core.effects.corruption", "timing.C.2"), card=unit, name=g.name(unit), by=g.name(cid))


@dataclass(frozen=True)
class TokensFromOne:
    """"Remove N resource tokens from a unit you control": from one card `sel` picks that has N of them."""
    sel: Selector
    n: int

    def _fitting(self, g, p: str, cid: int) -> list[int]:
        return [c for c in self.sel.all(g, p, cid) if g.s.tokens.get(c, 0) >= self.n]

    @implements("timing.C.2")
    def refusal(self, g, p: str, cid: int) -> IllegalAction | None:
        if not self._fitting(g, p, cid):
            return IllegalAction("timing.C.2", f"the cost is {self.n} resource token(s) of a card of player {p}'s "
                                               f"that {g.name(cid)} names; none has them")
        return None

    def pay(self, g, p: str, cid: int) -> None:
        card = pick_card(g, self._fitting(g, p, cid))
        g.put_tokens(card, -self.n, ("timing.C.2",), name=g.name(card), by=g.name(cid))


def _one(o) -> Selector | None:
    """"a Skaven unit you control": one card, chosen (not a target, not this card), of the player paying."""
    if not isinstance(o, Objects) or o.ref not in ("a", "an") or o.target or o.of is not None \
            or not (o.count is None or o.count.value == 1 and o.count.bound == "exactly"):
        return None
    sel = selector(replace(o, ref="each", count=None))
    return sel if sel.controller == "you" else None


@implements("timing.C.2")
def read(cost) -> tuple | None:
    if isinstance(cost, E.Corrupt) and cost.by is None:
        sel = _one(cost.what)
        return (CorruptOne(sel), None) if sel is not None else None
    if isinstance(cost, E.RemoveTokens) and cost.by is None and tuple(cost.token) in (("resource", "token"),
                                                                                     ("resource", "tokens")):
        n = 1 if cost.count is None else getattr(cost.count, "value", None)
        if not isinstance(n, int) or n < 1 or cost.count is not None and cost.count.bound != "exactly":
            return None
        sel = _one(cost.source)
        return (TokensFromOne(sel, n), None) if sel is not None else None
    return None


if read not in program.COST_READERS:
    program.COST_READERS.append(read)
