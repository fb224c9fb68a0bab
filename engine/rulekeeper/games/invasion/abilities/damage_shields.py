"""More phrasings of cancelling and redirecting the next damage (damage.cancelling-damage,
damage.redirecting-damage, clar.conditional-actions) than shields.py reads:
- "cancel the next 1 damage dealt to this unit" (Kroxigor): a cancel shield on the unit;
- "cancel the next 2 damage assigned to your capital this turn" (Flagellants): a cancel shield on the capital,
  used by damage to any of its sections (dealing._shields reads "<player>.capital");
- "cancel all damage dealt to your capital until the end of the turn" (My Life for the Hold!): a shield on the
  capital with no amount to use up ("all": it ends only with the turn, timing.E.3);
- "redirect the next 2 damage that would be dealt to target unit you control to another target unit you control"
  (Temple Guard), "... to this unit" (Stormvermin): typed with the unit as the redirect's source; a redirect shield;
- "redirect one combat damage that would be dealt to this unit to another target unit" (Disciple of Khaine): a
  redirect shield on combat damage only ({"combat_only": True}, dealing._shields);
- "cancel all combat damage assigned to attacking units" (Skavenslaves): like Master Rune of Valaya's (faq.53,
  cancelling.py), a lasting effect on the combat damage of the next battlefield phase to apply it this turn: the
  damage the defending side assigned (to the attacking units) is cancelled, then the effect is used.

Each shield is dealing.shield's: it waits for the damage as it is applied (after assignment, damage.*), and ends
when used up or at the end of the turn (clar.conditional-actions). Registered into effects.HANDLERS for Cancel,
Redirect and Lasting on top of the handlers before them, which get every other shape.
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion import ast as A
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Place
from ....text.invasion.semantics.objects import thing
from .per_node import per_node
from . import effects
from .objects import Unsupported

_CANCEL, _REDIRECT, _LASTING = effects.HANDLERS[E.Cancel], effects.HANDLERS[E.Redirect], effects.HANDLERS[E.Lasting]
ALL = 10 ** 6  # "all damage ... until the end of the turn": more than any turn deals; the turn's end clears it


def _this_turn(np) -> bool:
    return isinstance(np, A.NounPhrase) and np.dets == ("this",) and tuple(np.head.nouns) == ("turn",) \
        and not np.posts and not np.modifiers


def _your_capital(np) -> bool:
    return isinstance(np, A.NounPhrase) and np.dets == ("your",) and tuple(np.head.nouns) == ("capital",) \
        and not np.posts and not np.modifiers and np.quantity is None


def _read(o):
    """"the next N damage dealt|assigned to <X> [this turn]" / "all damage dealt to your capital" ->
    (N or ALL, "capital" | the unit's Objects); None for another phrase."""
    if not (isinstance(o, Objects) and tuple(o.kind) == ("damage",) and len(o.described) == 1 and not o.target
            and o.controller is None and o.place is None and o.of is None):
        return None
    if o.ref == "the" and o.qualities == ("next",) and o.count is not None and isinstance(o.count.value, int) \
            and o.count.bound == "exactly" and not o.count.sign:
        n = o.count.value
    elif o.ref == "all" and not o.qualities and o.count is None:
        n = ALL
    else:
        return None
    post = o.described[0]
    parts = list(post.parts)
    if post.kind != "reduced" or not parts or parts[0] not in ("dealt", "assigned"):
        return None
    if len(parts) == 3 and _this_turn(parts[2]):
        parts.pop()  # "this turn": a shield ends with the turn anyway
    if len(parts) != 2 or not isinstance(parts[1], A.Prep) or parts[1].prep != "to":
        return None
    np = parts[1].np
    if _your_capital(np):
        return n, "capital"
    if n == ALL:
        return None  # all damage to a unit: not read
    try:
        unit = thing(np)
    except ValueError:
        return None
    return (n, unit) if isinstance(unit, Objects) else None


@per_node  # the damage phrase read once per node
def _reading(o):
    return _read(o)


def _attackers_damage(o) -> bool:
    """"all combat damage assigned to attacking units"."""
    if not (isinstance(o, Objects) and tuple(o.kind) == ("combat", "damage") and o.ref == "all" and not o.target
            and o.count is None and not o.qualities and len(o.described) == 1 and o.controller is None
            and o.place is None and o.of is None):
        return False
    parts = o.described[0].parts
    if o.described[0].kind != "reduced" or len(parts) != 2 or parts[0] != "assigned" \
            or not isinstance(parts[1], A.Prep) or parts[1].prep != "to":
        return False
    np = parts[1].np
    return isinstance(np, A.NounPhrase) and not np.dets and np.modifiers == ("attacking",) \
        and tuple(np.head.nouns) == ("units",) and not np.posts and np.quantity is None


@implements("damage.cancelling-damage", "faq.53")
def combat_damage(g) -> None:
    """Combat damage is about to be applied (damage.apply): an unused "cancel all combat damage assigned to attacking
    units" cancels what the defending side assigned, and is used up (one battlefield phase's, as faq.53 reads)."""
    from .uncancellable import now as now_uncancellable
    c = g.s.combat
    slaves = next((m for m in g.s.lasting if m.get("cancel_damage_to_attackers") and not m.get("used")), None)
    if c is None or slaves is None or now_uncancellable(g, ("core.combat.5",)):
        return  # combat damage that cannot be cancelled: "cannot" beats "can" (core.effects.cannot)
    slaves["used"] = True
    g.emit("cancelled", ("damage.cancelling-damage", "faq.53"), name=slaves["by"],
           why="all combat damage assigned to attacking units", defender=dict(c.against))
    c.against = {}


def _ours(n, lasting: bool) -> bool:
    found = _reading(n.what) if isinstance(n, E.Cancel) and n.to is None and n.by is None else None
    return found is not None and (found[0] == ALL) == lasting


def _cancel_check(n, ctx) -> None:
    if _attackers_damage(n.what) and n.to is None and n.by is None:
        return
    if not _ours(n, lasting=False):
        return _CANCEL[0](n, ctx)
    _, on = _reading(n.what)
    if on != "capital" and ctx.objects(on).kind != "unit":
        raise Unsupported("cancelling damage to something other than a unit")


@implements("damage.cancelling-damage", "clar.conditional-actions")
def _shield_up(n, rt) -> bool:
    from ..dealing import shield
    amount, on = _reading(n.what)
    if on == "capital":
        shield(rt.g, "cancel", f"{rt.p}.capital", amount)
        return True
    hit = [c for c in effects.cards(rt, on) if rt.g.is_in_play(c)]
    for cid in hit:
        shield(rt.g, "cancel", cid, amount)
    return bool(hit)


def _cancel_run(n, rt) -> bool:
    if _attackers_damage(n.what) and n.to is None and n.by is None:
        rt.g.s.lasting.append({"card": -1, "cancel_damage_to_attackers": True, "by": rt.name})  # -1: on no card
        rt.emit("lasting_effect", ("faq.53", "damage.cancelling-damage"), effect="cancel all combat damage "
                "assigned to attacking units", on="the battlefield phase")
        return True
    if not _ours(n, lasting=False):
        return _CANCEL[1](n, rt)
    return _shield_up(n, rt)


def _lasting_check(n, ctx) -> None:
    if not _ours(n.effect, lasting=True):
        return _LASTING[0](n, ctx)
    if getattr(n.duration, "until", None) not in effects.LASTING:
        raise Unsupported(f"a duration until the {getattr(n.duration, 'until', n.duration)}")


def _lasting_run(n, rt) -> bool:
    if not _ours(n.effect, lasting=True):
        return _LASTING[1](n, rt)
    return _shield_up(n.effect, rt)


def _combat_only(o) -> bool:
    """"one combat damage that would be dealt ...": a shield on combat damage only."""
    return isinstance(o, Objects) and tuple(o.kind) == ("combat", "damage") and o.ref == "" and not o.qualities


def _next_dealt(o) -> int | None:
    """"the next N damage that would be dealt" / "N combat damage that would be dealt" (the unit named as the
    redirect's source) -> N."""
    if not (isinstance(o, Objects) and (tuple(o.kind) == ("damage",) and o.ref == "the" and o.qualities == ("next",)
                                        or _combat_only(o))
            and o.count is not None and isinstance(o.count.value, int) and o.count.bound == "exactly"
            and not o.count.sign and len(o.described) == 1 and o.controller is None and o.place is None
            and o.of is None and not o.target):
        return None
    post = o.described[0]
    if post.kind != "relative" or len(post.parts) != 2 or post.parts[0] != "that":
        return None
    pred = post.parts[1]
    if isinstance(pred, A.Predicate) and pred.modals == ("would",) and pred.verb == "be" and len(pred.args) == 1 \
            and isinstance(pred.args[0], A.Words) and pred.args[0].text == "dealt":
        return o.count.value
    return None


def _sourced(n) -> bool:
    return isinstance(n.source, Objects) and isinstance(n.to, Objects) and n.by is None \
        and _next_dealt(n.what) is not None


def _redirect_check(n, ctx) -> None:
    if not _sourced(n):
        return _REDIRECT[0](n, ctx)
    if ctx.objects(n.source).kind != "unit" or ctx.objects(n.to).kind != "unit":
        raise Unsupported("redirecting damage between something other than units")


@implements("damage.redirecting-damage", "clar.conditional-actions")
def _redirect_run(n, rt) -> bool:
    """A redirect shield on the unit, to the other unit (dealing.shield); nothing when either left play."""
    if not _sourced(n):
        return _REDIRECT[1](n, rt)
    from ..dealing import shield
    froms = [c for c in effects.cards(rt, n.source) if rt.g.is_in_play(c)]
    tos = [c for c in effects.cards(rt, n.to) if rt.g.is_in_play(c) and c not in froms]
    if not froms or not tos:
        return False
    shield(rt.g, "redirect", froms[0], _next_dealt(n.what), tos[0])
    if _combat_only(n.what):
        rt.g.s.shields[-1]["combat_only"] = True  # "combat damage": other damage passes it by
    return True


effects.HANDLERS[E.Cancel] = (_cancel_check, _cancel_run)
effects.HANDLERS[E.Redirect] = (_redirect_check, _redirect_run)
effects.HANDLERS[E.Lasting] = (_lasting_check, _lasting_run)
