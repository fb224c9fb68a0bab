"""Constant effects that keep cards from being targeted (core.effects.constant, core.effects.cannot): "Other [High
Elf] support cards you control cannot be targeted by opponents' card effects." (Tor Elyr), "Attached card may not
be targeted by card effects." (Master Rune of Disguise), "Attached unit cannot be targeted by opponents' card
effects while questing." (Helm of Fortune); and at a price: "Opponents cannot target this unit with card effects
unless they pay an additional 3 resources per effect." (King Kazador: `OwnPrice`, added to the effect's cost by
targeting.TAXES, as Church of Sigmar's price for every unit is, errata.core.39).

Read by program.EXTRA_CONSTANTS into a `Shield`; objects.forbidden asks `forbids` whenever targets are chosen and
checked again (timing.C.1, timing.B.3), as it asks the lasting "cannot"s of cannot.py. Playing an attachment
targets its host (faq.8), so a host no attachment may target can't receive one. Recomputed from the table each
time (nothing stored): the card stops protecting as soon as it leaves play.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition, Objects, Player
from ..cards import ZONES
from . import objects, program, targeting
from .passive import Picks, _text, picks


@dataclass(frozen=True)
class Shield:
    """The cards `picks` chooses can't be targeted by the card effects of `by` (opponent: the protected card's
    controller's opponents | any: every player), while the source is in `zone` (a zone prefix) or anywhere."""
    picks: Picks
    by: str
    zone: str | None = None


@dataclass(frozen=True)
class OwnPrice:
    """An opponent pays `amount` more per effect that targets this unit."""
    amount: int
    zone: str | None = None


def _price(ab) -> OwnPrice | None:
    """"Opponents cannot target this unit with card effects unless they pay an additional N resources per
    effect." (None: not that)."""
    e = ab.effect
    if not (isinstance(e, E.Modal) and e.kind == "cannot" and isinstance(e.effect, E.Conditional)):
        return None
    cond, inner = e.effect.condition, e.effect.effect
    if not (isinstance(cond, Condition) and cond.word == "unless" and isinstance(cond.clause, E.Pay)
            and isinstance(inner, E.Targeted) and isinstance(inner.by, Player) and inner.by.who == "opponent"
            and not inner.by.of):
        return None
    what, pay = inner.what, cond.clause.what
    if not (isinstance(what, Objects) and what.ref == "this" and tuple(what.kind) == ("unit",)
            and len(what.described) == 1 and _text(what.described[0]) == "with card effects"
            and isinstance(pay, Objects) and tuple(pay.kind) in (("resource",), ("resources",))
            and len(pay.described) == 1 and _text(pay.described[0]) == "per effect"):
        return None
    found = [re.fullmatch(r"additional (\d+)", q) for q in pay.qualities]
    amounts = [int(m.group(1)) for m in found if m]
    return OwnPrice(amounts[0], ab.zone) if len(amounts) == 1 and len(pay.qualities) == 1 else None


@implements("errata.core.39", "faq.8", "core.effects.constant")
def own_price(g, p: str, targeted) -> int:
    """What `p` pays on top of an effect's cost for the opponent's units it targets that name their own price."""
    total = 0
    for cid in targeted:
        prog = g.card(cid).program
        for x in (prog.extras if prog else ()):
            if isinstance(x, OwnPrice) and x.zone in (None, g.place(cid)):
                total += x.amount
    return total


def _reads(ab, name: str):
    if _price(ab) is not None:
        return _price(ab)
    e = ab.effect
    if not (isinstance(e, E.Modal) and e.kind in ("cannot", "may not")):
        return None
    inner, questing = e.effect, False
    if isinstance(inner, E.Conditional):  # "... while questing": the protected card is questing
        c = inner.condition
        if not (isinstance(c, Condition) and c.word == "while" and isinstance(c.clause, E.State)
                and c.clause.state == "questing" and c.clause.who is None and c.clause.place is None):
            return None
        inner, questing = inner.effect, True
    if not (isinstance(inner, E.Targeted) and isinstance(inner.what, Objects) and isinstance(inner.by, Objects)
            and tuple(inner.by.kind) == ("card", "effects") and not inner.by.described and not inner.by.qualities):
        return None
    of = inner.by.of
    if of is None and inner.by.ref in ("a", ""):
        by = "any"
    elif isinstance(of, Player) and of.who == "opponent" and not of.of and not of.described:
        by = "opponent"
    else:
        return None
    what = inner.what
    if what.described or what.ref not in ("a", "", "each", "this") and "attached" not in what.qualities:
        return None  # "this unit with card effects" and the like: not this shape ("This card cannot be targeted")
    got = picks(what, name)
    if questing:
        got = replace(got, questing=True)
    return Shield(got, by, ab.zone)


def _sources(g):
    names = g.__dict__.get("_shields")
    if names is None:
        names = frozenset(n for n, c in g.pool.items() if c.program is not None
                          and any(isinstance(x, Shield) for x in c.program.extras))
        g.__dict__["_shields"] = names
    return names


@implements("core.effects.constant", "core.effects.cannot", "faq.8")
def forbids(g, cid: int, what: str, by: str | None) -> bool:
    """Does a constant effect in play forbid targeting `cid` by the card effects of player `by`?"""
    if what != "be targeted":
        return False
    names = _sources(g)
    if not names:
        return False
    for q in ("A", "B"):
        for z in ZONES + ("legend",):  # an attachment on a legend sits on the capital board with it
            for src in g.cards(q, z):
                if g.name(src) not in names:
                    continue
                for x in g.card(src).program.extras:
                    if not isinstance(x, Shield) or x.zone not in (None, z):
                        continue
                    if x.by == "opponent" and (by is None or by == g.controller(cid)):
                        continue
                    if x.picks.matches(g, q, src, cid):
                        return True
    return False


program.EXTRA_CONSTANTS.append(_reads)
objects.FORBIDS.append(forbids)
targeting.TAXES.append(own_price)
