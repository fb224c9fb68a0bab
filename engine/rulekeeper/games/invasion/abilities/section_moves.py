"""Damage moved from one section of a capital to a unit: "Then, you may move up to X damage from this zone of your
capital to a target unit you control. X is the number of resource tokens on this unit." (Orc Shaman).

"this zone of your capital" is the section of its controller's capital matching the zone the card is in
(core.capital). As capital_moves.py: moved damage is neither dealt nor assigned (damage.moving-damage); a burned
section stays burned with its damage (core.capital.burning), so nothing moves from it; no more damage moves than
the unit can take before it is destroyed (faq.22). "up to X": the player moves as much as the text lets (X counted
as the effect resolves, terms.the-letter-x) unless the next scripted answer is a smaller number. Registered into
effects.HANDLERS for Move (any other shape: the handler before).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, Objects, Place
from ..cards import ZONES
from . import effects
from .capitals import of_your_capital
from .effects import _only, num
from .objects import Unsupported

_BEFORE = effects.HANDLERS.get(E.Move)


def _reads(n) -> bool:
    o, src = n.what, n.source
    return isinstance(o, Objects) and tuple(o.kind) == ("damage",) and o.ref == "" and isinstance(o.count, Count) \
        and o.count.bound in ("exactly", "up to") and not o.count.sign \
        and not (o.described or o.qualities or o.target or o.of or o.place or o.controller) \
        and isinstance(src, Place) and src.zone == "zone" and src.ref == "this" and src.whose is None \
        and not (src.qualities or src.position or src.within) and of_your_capital(src.described)


def _check(n, ctx) -> None:
    if not _reads(n):
        return _BEFORE[0](n, ctx)
    _only(n, "what", "to", "source", "by")
    effects._player(n.by, "moving damage")
    c = n.what.count
    if c.value == "X" and ctx.x is None or c.value != "X" and not isinstance(c.value, int):
        raise Unsupported("an amount of damage moved that is not a number (X is not defined)")
    to = ctx.objects(n.to)
    if to.kind != "unit" or not to.target or to.count != 1 or to.up_to:
        raise Unsupported("moving damage from a capital to something other than one target unit")


@implements("damage.moving-damage", "core.capital.burning", "faq.22", "terms.the-letter-x")
def _run(n, rt) -> bool:
    if not _reads(n):
        return _BEFORE[1](n, rt)
    g, q = rt.g, rt.p
    owner, _, zone = g.s.zones.where.get(rt.source, "").partition(".")
    to = [c for c in rt.cards(n.to) if g.card(c).unit and g.is_in_play(c)]
    if zone not in ZONES or owner != q or not to:
        return False
    unit, section = to[0], f"{q}.{zone}"
    most = num(Count(n.what.count.value), rt)
    if n.what.count.bound == "up to" and g.s.answers and isinstance(g.s.answers[0], int) \
            and 0 <= g.s.answers[0] < most:
        most = g.s.answers.pop(0)
    if section in g.s.burned:
        most = 0
    k = min(most, g.s.zone_damage[section], g.damage_to_destroy(unit))
    if k <= 0:
        rt.emit("move_damage", ("damage.moving-damage", "core.capital.burning"), source=f"{q}'s capital",
                sections={}, to=g.name(unit), amount=0, card=rt.source)
        return False
    g.s.zone_damage[section] -= k
    g.s.damage[unit] = g.s.damage.get(unit, 0) + k
    rt.emit("move_damage", ("damage.moving-damage", "core.capital.burning"), source=f"{q}'s capital",
            sections={zone: k}, to=g.name(unit), amount=k, card=rt.source)
    g.check_destroyed(("damage.moving-damage",))
    return True


effects.HANDLERS[E.Move] = (_check, _run)
