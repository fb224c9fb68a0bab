"""'Each player must either X or Y' (terms.the-word-or, whose example is Warpstone Meteor): each player chooses
for himself, one of the options he can carry out completely, and carries it out: "each player must either sacrifice
a development or deal 1 damage to each section of his capital". "Each player must sacrifice a unit in this
corresponding zone" (no choice): each player does it himself, as far as he can (core.effects.action, faq.54).

Each player's choice is the choice of choice.py made by that player, with the options as he does them: "his"
is his own ("his capital" is his capital: "your capital" when he is the one doing it; "one of his units in this
corresponding zone": a unit he controls there). The active player chooses and carries out first, then the other
(the order the engine resolves "each player" in). "That opponent must either X or Y" (after "Choose an opponent",
chosen_players.py): the same choice, made by the opponent alone. Registered into effects.HANDLERS for those shapes of Choice
and Modal (another shape goes to the handler registered before).
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace

from ....kernel import implements
from ....text.invasion import ast as A
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Place, Player
from ..state import other
from .per_node import per_node
from . import effects

_CHOICE, _MODAL = effects.HANDLERS[E.Choice], effects.HANDLERS[E.Modal]


def _each_player(by) -> bool:
    return _doers(by) is not None


def _doers(by) -> str | None:
    """"each player" -> "each"; "that opponent" (after "Choose an opponent", chosen_players.py) -> "opponent"."""
    if not isinstance(by, Player) or by.of or by.described:
        return None
    if by.who == "player" and by.ref == "each":
        return "each"
    return "opponent" if by.who == "opponent" and by.ref == "that" else None


def _his(n):
    """The node with "his" read as the doing player's own ("your"); "one of his units in ...": a unit he controls
    there."""
    if isinstance(n, Objects) and n.ref in ("a", "one") and isinstance(n.of, Objects) and n.of.ref == "his" \
            and not n.target and not n.of.target and n.of.count is None and n.of.of is None and not n.described:
        inner = n.of
        kind = tuple(inner.kind[:-1]) + (inner.kind[-1].rstrip("s"),)
        return replace(n, kind=kind, ref="a", qualities=n.qualities + inner.qualities, of=None,
                       controller=Player(who="you", ref="", of=None, described=()), place=_his(inner.place),
                       described=inner.described)
    if isinstance(n, (Place, Objects)) and n.ref == "his":
        n = replace(n, ref="your")
    elif isinstance(n, A.NounPhrase) and tuple(n.dets) == ("his",):
        n = replace(n, dets=("your",))
    if not is_dataclass(n):
        return tuple(_his(x) for x in n) if isinstance(n, tuple) else n
    changed = {f.name: _his(getattr(n, f.name)) for f in fields(n)}
    return replace(n, **changed) if any(changed[k] is not getattr(n, k) for k in changed) else n


@per_node
def own_choice(n):
    """The choice as one player makes it, or None when it is not "each player must either ... or ..."."""
    out = None
    if all(isinstance(o, E.Modal) and o.kind == "must" and _each_player(getattr(o.effect, "by", None))
           for o in n.options) and len({_doers(o.effect.by) for o in n.options}) == 1:
        out = E.Choice(options=tuple(_his(replace(o.effect, by=None)) for o in n.options))
    return out


@per_node
def own_effect(n):
    """"each player must <X>" as one player does it (X, his own), or None for another Modal."""
    out = None
    if n.kind == "must" and _each_player(getattr(n.effect, "by", None)):
        out = _his(replace(n.effect, by=None))
    return out


def _check(n, ctx) -> None:
    before = _CHOICE if isinstance(n, E.Choice) else _MODAL
    own = own_choice(n) if isinstance(n, E.Choice) else own_effect(n)
    if own is None:
        return before[0](n, ctx)
    effects.check(own, ctx) if isinstance(n, E.Modal) else _CHOICE[0](own, ctx)


@implements("terms.the-word-or", "core.effects.or", "core.effects.action")
def _run(n, rt) -> bool:
    """Each player in turn (the active player first) chooses and carries out his option, or does what he must."""
    before = _CHOICE if isinstance(n, E.Choice) else _MODAL
    own = own_choice(n) if isinstance(n, E.Choice) else own_effect(n)
    if own is None:
        return before[1](n, rt)
    controller, done = rt.p, False
    first = n.options[0] if isinstance(n, E.Choice) else n
    doers = (other(rt.p),) if _doers(first.effect.by) == "opponent" else (rt.g.s.active, other(rt.g.s.active))
    try:
        for q in doers:
            if rt.g.over:
                break
            rt.p = q
            done = (effects.run(own, rt) if isinstance(n, E.Modal) else _CHOICE[1](own, rt)) or done
    finally:
        rt.p = controller
    return done


effects.HANDLERS[E.Choice] = (_check, _run)
effects.HANDLERS[E.Modal] = (_check, _run)
