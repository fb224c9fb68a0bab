"""Constant redirects (core.effects.constant, damage.redirecting-damage): "Redirect the first point of damage that
would be dealt to this unit each turn to target unit in any corresponding zone." (White Lion Vanguard), "Redirect
the first 2 damage ... to another target unit in any corresponding zone." (Bladelord), "Redirect 1 damage that
would be dealt to this unit each turn to one target unit in any battlefield." (Warrior Priests).

Read by program.EXTRA_CONSTANTS into an `EachTurn`; dealing.py asks `redirect` for each unit right before damage
is applied (where it asks the redirect shields of shields.py). The first N points of damage the unit would be
dealt each turn go to a target its controller chooses then (timing.C.1: the next scripted answer naming a legal
target, else the first; a target that "cannot be targeted" is not one); with no legal target they stay on the
unit (Warrior Priests: "the damage is assigned to Warrior Priests"). Each point counts toward the N, redirected or
not; a lasting entry {"card", "redirected"} keeps the count until the end of the turn (timing.E.3).
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects
from . import program
from .cards_moving import pick_card
from .objects import Selector, selector
from .passive import _text

_EACH_TURN = "that would be dealt to this unit each turn"


@dataclass(frozen=True)
class EachTurn:
    """The first `amount` damage this unit would be dealt each turn is redirected to a card `to` picks."""
    amount: int
    to: Selector


def _amount(o) -> int | None:
    if not (isinstance(o, Objects) and o.controller is None and o.place is None and o.of is None
            and len(o.described) == 1 and not o.target):
        return None
    said = _text(o.described[0])
    if tuple(o.kind) == ("point",) and o.ref == "the" and o.qualities == ("first",) and o.count is None \
            and said == "of damage " + _EACH_TURN:
        return 1
    if tuple(o.kind) == ("damage",) and (o.ref, o.qualities) in (("the", ("first",)), ("", ())) \
            and o.count is not None and isinstance(o.count.value, int) and o.count.bound == "exactly" \
            and not o.count.sign and said == _EACH_TURN:
        return o.count.value
    return None


def _reads(ab, name: str) -> EachTurn | None:
    e = ab.effect
    if ab.zone is not None or not isinstance(e, E.Redirect) or e.source is not None or e.by is not None:
        return None
    n = _amount(e.what)
    if n is None or not isinstance(e.to, Objects):
        return None
    to = selector(e.to, name)
    if not to.target or to.count != 1 or to.up_to or to.kind != "unit":
        return None
    return EachTurn(n, to)


def _left(g, cid: int, rule: EachTurn) -> int:
    used = sum(m.get("redirected", 0) for m in g.s.lasting if m.get("card") == cid and "redirected" in m)
    return max(0, rule.amount - used)


@implements("damage.redirecting-damage", "core.effects.constant", "timing.C.1", "timing.E.3")
def redirect(g, t, n: int) -> list[tuple[int, int]]:
    """Damage `n` about to be applied to `t`: the (target, amount) a constant redirect of `t` sends elsewhere."""
    if not isinstance(t, int) or n < 1 or not g.is_in_play(t):
        return []
    prog = g.card(t).program
    rule = next((x for x in (prog.extras if prog else ()) if isinstance(x, EachTurn)), None)
    if rule is None:
        return []
    first = min(n, _left(g, t, rule))
    if not first:
        return []
    g.s.lasting.append({"card": t, "redirected": first})  # these points are the first ones, this turn
    p = g.controller(t)
    legal = [c for c in rule.to.all(g, p, t) if c != t]
    if not legal:
        g.emit("no_redirect", ("damage.redirecting-damage", "faq.46"), card=t, name=g.name(t), amount=first)
        return []
    pick = pick_card(g, legal)
    g.emit("redirect", ("damage.redirecting-damage", "core.effects.constant", "timing.C.1"), source=g.name(t),
           to=g.name(pick), amount=first, target=pick)
    return [(pick, first)]


program.EXTRA_CONSTANTS.append(_reads)
