"""A unit put in the attacked zone "declared as a defender": "Move it to the attacked zone, declared as a defender."
(Take Captive!, after taking control of an attacking unit), "Put a [Dwarf] unit into play in one of your attacked
zones from your hand, declared as a defender." (Honouring the Ancestors).

"The attacked zone" / "one of your attacked zones" is the zone the attack in progress targets (core.combat.1), of
the defending player: only that player's card can go there (misc.moving-cards: never into an opponent's zone), so
with no attack, or when the effect's player is not the one attacked, nothing happens. The unit moved there (through
movement.move: it enters the zone, not play) or put into play there from the hand (no cost, zones.put-into-play:
the player's pick among the units that fit, the next scripted answer naming one, else the first) is then declared
as a defender (core.combat.3), even after defenders were declared: it defends from then on, as the text says. A
declaration obeys what keeps a unit from defending (corrupted, "cannot defend": combat.can_defend); a unit that can't
defend stays in the zone, not defending. Counterstrike was counted as defenders were declared (combat.done): a unit
declared later does not strike first. Registered over effects.HANDLERS for Sequence (the pair: the move or the put,
then the declaration).
"""

from __future__ import annotations

from ....kernel import IllegalAction, implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Place
from . import effects
from .objects import Unsupported

_SEQ = effects.HANDLERS[E.Sequence]


def _as_defender(e) -> bool:
    a = getattr(e, "as_", None)
    return isinstance(e, E.Declare) and e.what is None and e.by is None and isinstance(a, Objects) \
        and tuple(a.kind) == ("defender",) and a.ref in ("a", "an") and not (a.described or a.qualities or a.of)


def _attacked(place, refs) -> bool:
    return isinstance(place, Place) and place.zone in ("zone", "zones") and place.ref in refs \
        and place.qualities == ("attacked",) and place.whose is None and not (place.described or place.within
                                                                              or place.position)


def _shape(n):
    """"move" | "put" for the pair; None for another shape."""
    if not (isinstance(n, E.Sequence) and not n.then and len(n.steps) == 2 and _as_defender(n.steps[1])):
        return None
    first = n.steps[0]
    if isinstance(first, E.Move) and _attacked(first.to, ("the",)) and first.source is None and first.by is None \
            and isinstance(first.what, Objects) and first.what.ref in ("it", "that") and not first.what.described:
        return "move"
    src = getattr(first, "source", None)
    if isinstance(first, E.PutIntoPlay) and _attacked(first.place, ("one of your",)) and isinstance(src, Place) \
            and src.zone == "hand" and src.ref == "your" and src.whose is None \
            and not (src.described or src.qualities or src.position or src.within) and first.state is None \
            and not (first.free or first.control or first.facedown or first.at_random or first.by):
        return "put"
    return None


def _check(n, ctx) -> None:
    kind = _shape(n)
    if kind is None:
        return _SEQ[0](n, ctx)
    first = n.steps[0]
    if kind == "put":
        from .search import wanted
        w = wanted(first.what)
        if w.count != 1 or w.up_to or any(k.type not in ("Unit",) for k in w.kinds):
            raise Unsupported("putting into play in the attacked zone something other than one unit")
    elif ctx.objects(first.what).ref != "that":
        raise Unsupported("moving to the attacked zone a card other than one named before")


def _zone(rt) -> str | None:
    """The zone attacked now, if it is the effect's player's."""
    from ..state import other
    c = rt.g.s.combat
    return c.target if c is not None and c.target and other(rt.g.s.active) == rt.p else None


@implements("core.combat.3", "misc.moving-cards", "zones.put-into-play")
def _run(n, rt) -> bool:
    kind = _shape(n)
    if kind is None:
        return _SEQ[1](n, rt)
    g, p, zone = rt.g, rt.p, _zone(rt)
    if zone is None:
        rt.emit("no_attacked_zone", ("core.combat.1",), card=rt.source, player=p)
        return False
    first = n.steps[0]
    if kind == "move":
        from ..movement import move
        unit = next((c for c in effects.cards(rt, first.what) if g.is_in_play(c) and g.card(c).unit
                     and g.controller(c) == p), None)
        if unit is None:
            return False
        if g.place(unit) != zone:
            try:
                move(g, p, unit, zone)
            except IllegalAction:
                return False
    else:
        from .cards_moving import pick_card
        from .into_play import _enter
        from .search import wanted
        want = wanted(first.what)
        fits = [c for c in g.cards(p, "hand") if want.fits(g.card(c))]
        unit = next((c for c in dict.fromkeys([pick_card(g, fits)] + fits if fits else [])
                     if _enter(g, p, c, [zone])), None)
        if unit is None:
            return False
    rt.that = [unit]
    _declare(rt, unit)
    return True


@implements("core.combat.3")
def _declare(rt, unit: int) -> bool:
    from ..combat import can_defend
    g = rt.g
    problem = can_defend(g, rt.p, unit)
    if problem is not None:
        rt.emit("not_declared", ("core.combat.3",), card=unit, name=g.name(unit), why=problem.message)
        return False
    g.s.combat.defenders.append(unit)
    rt.emit("declared_defender", ("core.combat.3",), player=rt.p, card=unit, name=g.name(unit), by=rt.name)
    return True


effects.HANDLERS[E.Sequence] = (_check, _run)
