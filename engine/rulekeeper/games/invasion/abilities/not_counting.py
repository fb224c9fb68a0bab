"""Choosing one target of several kinds, and a card not counting its power this turn: "Choose a target unit or
support card in a zone with no developments. That card does not count its power this turn." (Bribery).

"Choose a target unit or support card ...": one target of either kind (objects._list), chosen when the effect is
triggered (timing.C.1) and checked again as it resolves (timing.B.3); "that card" next is it. "does not count its
power this turn" is read as the card's power counting as none until the end of the turn (timing.E.3): the lasting
flag {"card", "no_power": True} that Game.unit_power reads (as "loses all power", power_changes.py), so the card adds
nothing to its zone's power (core.capital.power: resources in the kingdom, cards in the quest zone) nor to combat,
whatever it gains meanwhile. Registered over effects.HANDLERS for Choose and Modal.
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import ListOf, Objects
from . import effects
from .objects import Unsupported

_CHOOSE, _MODAL = effects.HANDLERS[E.Choose], effects.HANDLERS[E.Modal]


def _listed_target(n) -> bool:
    w = n.what
    return isinstance(n, E.Choose) and n.by is None and isinstance(w, ListOf) and bool(w.items) \
        and isinstance(w.items[0], Objects) and w.items[0].target


def _not_counting(n):
    """The card phrase of "<card> does not count its power this turn"; None for another shape."""
    e = n.effect
    if not (n.kind == "does not" and isinstance(e, E.Lasting) and e.duration is not None
            and getattr(e.duration, "until", "") in effects.LASTING and isinstance(e.effect, E.CountsOwn)):
        return None
    c = e.effect
    w = c.what
    if c.by is None and isinstance(w, Objects) and tuple(w.kind) == ("power",) and w.ref == "its" \
            and not (w.target or w.qualities or w.controller or w.place or w.described or w.of or w.count):
        return c.who
    return None


def _choose_check(n, ctx) -> None:
    if not _listed_target(n):
        return _CHOOSE[0](n, ctx)
    sel = ctx.objects(n.what)
    if not sel.target:
        raise Unsupported("choosing something other than a target card")


def _choose_run(n, rt) -> bool:
    if not _listed_target(n):
        return _CHOOSE[1](n, rt)
    return bool(rt.cards(n.what))


def _modal_check(n, ctx) -> None:
    who = _not_counting(n)
    if who is None:
        return _MODAL[0](n, ctx)
    if ctx.objects(who).ref not in ("that", "this", "target"):
        raise Unsupported("cards not counting their power other than one named")


@implements("timing.E.3", "core.capital.power")
def _modal_run(n, rt) -> bool:
    """Each card the phrase names counts no power until the end of the turn."""
    who = _not_counting(n)
    if who is None:
        return _MODAL[1](n, rt)
    done = False
    for cid in effects.cards(rt, who):
        if rt.g.is_in_play(cid):
            entry = {"card": cid, "no_power": True}
            rt.g.s.lasting.append(entry)
            rt.emit("lasting", ("timing.E.3", "core.capital.power"), until="end of turn", name=rt.g.name(cid),
                    **entry)
            done = True
    return done


effects.HANDLERS[E.Choose] = (_choose_check, _choose_run)
effects.HANDLERS[E.Modal] = (_modal_check, _modal_run)
