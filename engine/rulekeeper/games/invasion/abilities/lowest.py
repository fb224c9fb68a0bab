"""The unit with the lowest printed cost: "The unit in play with the lowest printed cost must be sacrificed. You
choose which unit in case of a tie." (Easy Pickin's; Big Boss: "... the unit with the lowest printed cost must be
sacrificed. You choose in case of a tie."). Among every unit in play (either player's), those of the lowest printed
cost (terms.cost); the effect's controller picks one of them (the next scripted answer naming one, else the first),
and its controller sacrifices it (terms.sacrifice: a player sacrifices only cards they control). The sentence "You
choose (which unit) in case of a tie" is that pick, not another effect.
Wraps effects.HANDLERS[E.Sacrifice], [E.Choose] and [E.Conditional] (other shapes go to the handlers before).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion import ast as A
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition, Objects, Place
from ..cards import ZONES
from ..state import PLAYERS
from . import effects
from .objects import Unsupported

_SACRIFICE = effects.HANDLERS.get(E.Sacrifice)
_CHOOSE = effects.HANDLERS.get(E.Choose)
_COND = effects.HANDLERS.get(E.Conditional)


def _lowest(n) -> bool:
    """"the unit (in play) with the lowest printed cost"."""
    o = n.what
    if not (isinstance(n, E.Sacrifice) and n.by is None and isinstance(o, Objects) and o.ref == "the"
            and tuple(o.kind) == ("unit",) and len(o.described) == 1
            and not (o.target or o.count or o.qualities or o.controller or o.of)):
        return False
    if o.place is not None and not (isinstance(o.place, Place) and o.place.zone == "play" and not o.place.ref
                                    and not o.place.described and o.place.whose is None):
        return False
    post = o.described[0]
    prep = post.parts[0] if post.kind == "pp" and len(post.parts) == 1 else None
    np = getattr(prep, "np", None)
    return getattr(prep, "prep", "") == "with" and isinstance(np, A.NounPhrase) and np.dets == ("the",) \
        and tuple(np.modifiers) == ("lowest", "printed") and tuple(np.head.nouns) == ("cost",) and not np.posts


def _tie(c) -> bool:
    """"in case of a tie"."""
    return isinstance(c, Condition) and c.word == "in case of" and isinstance(c.clause, Objects) \
        and tuple(c.clause.kind) == ("tie",) and not c.clause.described


def _yours(by) -> bool:
    return by is not None and getattr(by, "who", None) == "you" and not by.of and not by.described


def _which_on_a_tie(n) -> bool:
    """"You choose which unit in case of a tie." / "You choose in case of a tie.": the pick `_lowest` asks for."""
    o = getattr(n, "what", None)
    if isinstance(n, E.Choose) and _yours(n.by) and isinstance(o, Objects) and o.ref == "which" \
            and tuple(o.kind) == ("unit",) and len(o.described) == 1:
        post = o.described[0]
        prep = post.parts[0] if post.kind == "pp" and len(post.parts) == 1 else None
        return getattr(prep, "prep", "") == "in" and "tie" in repr(prep)
    return isinstance(n, E.Conditional) and _tie(n.condition) and isinstance(n.effect, E.Choose) \
        and n.effect.what is None and _yours(n.effect.by)


def _sacrifice_check(n, ctx) -> None:
    if not _lowest(n):
        if _SACRIFICE is None:
            raise Unsupported("the effect Sacrifice")
        return _SACRIFICE[0](n, ctx)


@implements("terms.sacrifice", "terms.cost")
def _sacrifice_run(n, rt) -> bool:
    if not _lowest(n):
        return _SACRIFICE[1](n, rt)
    g = rt.g
    units = [c for q in PLAYERS for z in ZONES for c in g.cards(q, z) if g.card(c).unit]
    if not units:
        return False
    low = min(g.card(c).cost for c in units)
    from .choosing import choose_cards
    picked = choose_cards(rt, rt.p, [c for c in units if g.card(c).cost == low], 1)
    rt.that = picked
    for cid in picked:
        rt.leave(cid, "sacrificed", ("terms.sacrifice", "core.effects.sacrifice"))  # by its controller
    return bool(picked)


def _choose_check(n, ctx) -> None:
    if not _which_on_a_tie(n):
        return _CHOOSE[0](n, ctx)


def _choose_run(n, rt) -> bool:
    return True if _which_on_a_tie(n) else _CHOOSE[1](n, rt)


def _cond_check(n, ctx) -> None:
    if not _which_on_a_tie(n):
        return _COND[0](n, ctx)


def _cond_run(n, rt) -> bool:
    return True if _which_on_a_tie(n) else _COND[1](n, rt)


effects.HANDLERS[E.Sacrifice] = (_sacrifice_check, _sacrifice_run)
effects.HANDLERS[E.Choose] = (_choose_check, _choose_run)
effects.HANDLERS[E.Conditional] = (_cond_check, _cond_run)
