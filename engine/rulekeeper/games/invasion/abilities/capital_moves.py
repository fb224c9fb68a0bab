"""Damage moved from a capital to a unit: "Discard X resource tokens on this card to move X damage from your
capital to target unit you control." (Dreams Uv Conkwest; X: token_x_cost.py).

Moving damage (damage.moving-damage) is neither dealt nor assigned: the damage tokens leave the capital's sections
and are put on the unit. A burned section stays burned (core.capital.burning), so only damage on sections that are
not burned moves (as healing reads it, capitals.py); the most damaged section gives first unless the next scripted
answer names another section. No more damage moves than the unit can take before it is destroyed (faq.22, as
dealing.move_damage caps it). Registered into effects.HANDLERS for Move (any other shape: the handler before).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects
from ..cards import ZONES
from . import effects
from .capitals import _capital
from .effects import _only, amount_check, num
from .objects import Unsupported

_BEFORE = effects.HANDLERS.get(E.Move)


def _reads(n) -> bool:
    o = n.what
    return isinstance(o, Objects) and tuple(o.kind) == ("damage",) and _capital(n.source) == "you" \
        and o.ref == "" and o.count is not None and not (o.described or o.qualities or o.target or o.of or o.place)


def _check(n, ctx) -> None:
    if not _reads(n):
        return _BEFORE[0](n, ctx)
    _only(n, "what", "to", "source")
    amount_check(n.what.count, ctx, "damage moved")
    to = ctx.objects(n.to)
    if to.kind != "unit" or not to.target or to.count != 1 or to.up_to:
        raise Unsupported("moving damage from a capital to something other than one target unit")


@implements("damage.moving-damage", "core.capital.burning", "faq.22")
def _run(n, rt) -> bool:
    """Move up to N damage from the player's unburned sections onto the target unit."""
    if not _reads(n):
        return _BEFORE[1](n, rt)
    g, q = rt.g, rt.p
    to = [c for c in rt.cards(n.to) if g.card(c).unit]
    if not to:
        return False
    unit = to[0]
    want = min(num(n.what.count, rt), g.damage_to_destroy(unit))
    moved: dict[str, int] = {}
    while want > 0:
        hurt = sorted((z for z in ZONES if g.s.zone_damage[f"{q}.{z}"] and f"{q}.{z}" not in g.s.burned),
                      key=lambda z: -g.s.zone_damage[f"{q}.{z}"])
        if not hurt:
            break
        zone = (g.answer(lambda w: w in hurt) if len(hurt) > 1 else None) or hurt[0]
        k = min(want, g.s.zone_damage[f"{q}.{zone}"])
        g.s.zone_damage[f"{q}.{zone}"] -= k
        moved[zone] = moved.get(zone, 0) + k
        want -= k
    total = sum(moved.values())
    if not total:
        return False
    g.s.damage[unit] = g.s.damage.get(unit, 0) + total
    rt.emit("move_damage", ("damage.moving-damage", "core.capital.burning"), source=f"{q}'s capital",
            sections=moved, to=g.name(unit), amount=total, card=rt.source)
    g.check_destroyed(("damage.moving-damage",))
    return True


effects.HANDLERS[E.Move] = (_check, _run)
