"""Cancelling and redirecting the next damage to a unit (damage.cancelling-damage, damage.redirecting-damage):
"Cancel the next 10 damage that would be dealt to one target High Elf unit this turn", "The next 2 damage that
would be dealt to one target unit are redirected to another target unit."

Each becomes a damage shield of dealing.py on the unit, used up by the damage it cancels or redirects, gone at the
end of the turn (clar.conditional-actions). Registered into effects.HANDLERS for Cancel and Redirect (another shape
of Cancel goes to the handler registered before, if any).
"""

from __future__ import annotations

from ....text.invasion import ast as A
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects
from ....text.invasion.semantics.objects import thing
from .per_node import per_node
from . import effects
from .objects import Unsupported



@per_node  # the unit phrase read once per clause (its identity is its slot)
def _unit_of(np):
    return thing(np)


def _next_damage(o) -> tuple[int, Objects] | None:
    """"the next N damage that would be dealt to <unit> [this turn]" -> (N, the unit phrase); None otherwise."""
    if not (isinstance(o, Objects) and tuple(o.kind) == ("damage",) and o.ref == "the" and o.qualities == ("next",)
            and o.count is not None and isinstance(o.count.value, int) and o.count.bound == "exactly"
            and len(o.described) == 1 and o.controller is None and o.place is None and o.of is None):
        return None
    post = o.described[0]
    if post.kind != "relative" or len(post.parts) != 2 or post.parts[0] != "that":
        return None
    pred = post.parts[1]
    if not (isinstance(pred, A.Predicate) and pred.modals == ("would",) and pred.verb == "be" and pred.args):
        return None
    args = list(pred.args)
    if not (isinstance(args[0], A.Words) and args[0].text == "dealt"):
        return None
    if len(args) == 3 and isinstance(args[2], A.NounPhrase) and args[2].dets == ("this",) \
            and tuple(args[2].head.nouns) == ("turn",):
        args.pop()  # "this turn": a shield ends with the turn anyway
    if len(args) != 2 or not isinstance(args[1], A.Prep) or args[1].prep != "to":
        return None
    unit = _unit_of(args[1].np)
    if not isinstance(unit, Objects):
        return None
    return o.count.value, unit


_CANCEL = effects.HANDLERS.get(E.Cancel)


def _cancel_check(n, ctx) -> None:
    found = _next_damage(n.what) if n.to is None and n.by is None else None
    if found is None:
        if _CANCEL is None:
            raise Unsupported("the effect Cancel")
        return _CANCEL[0](n, ctx)
    if ctx.objects(found[1]).kind != "unit":
        raise Unsupported("cancelling damage to something other than a unit")


def _cancel_run(n, rt) -> bool:
    """A cancel shield on each unit picked (dealing.shield)."""
    found = _next_damage(n.what) if n.to is None and n.by is None else None
    if found is None:
        return _CANCEL[1](n, rt)
    from ..dealing import shield
    hit = [c for c in effects.cards(rt, found[1]) if rt.g.is_in_play(c)]
    for cid in hit:
        shield(rt.g, "cancel", cid, found[0])
    return bool(hit)


def _redirect_check(n, ctx) -> None:
    found = _next_damage(n.what) if n.source is None and n.by is None else None
    if found is None or not isinstance(n.to, Objects):
        raise Unsupported("the effect Redirect")
    ctx.objects(found[1])
    if ctx.objects(n.to).kind != "unit":
        raise Unsupported("redirecting damage to something other than a unit")


def _redirect_run(n, rt) -> bool:
    """A redirect shield on the unit, to the other unit (dealing.shield)."""
    from ..dealing import shield
    n_, unit = _next_damage(n.what)
    froms = [c for c in effects.cards(rt, unit) if rt.g.is_in_play(c)]
    tos = [c for c in effects.cards(rt, n.to) if rt.g.is_in_play(c)]
    if not froms or not tos:
        return False
    shield(rt.g, "redirect", froms[0], n_, tos[0])
    return True


effects.HANDLERS[E.Cancel] = (_cancel_check, _cancel_run)
effects.HANDLERS[E.Redirect] = (_redirect_check, _redirect_run)
