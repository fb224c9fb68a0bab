""""Cannot" until the end of the turn (core.effects.cannot: "cannot" beats "can"): "That unit cannot attack or
defend this turn", "Target unit you control cannot be targeted by opponent's card effects until the end of the
turn".

Each is a lasting entry {"card", "cannot": attack | defend | be targeted, "by": opponent | any} that the end of
the turn clears (timing.E.3); combat.py reads attack / defend when units are declared, objects.Selector reads
"be targeted" when targets are chosen and checked again (timing.C.1, timing.B.3).
"Target unit cannot be declared as an attacker or defender" (errata.core.47, no duration printed) is read as
until the end of the turn: see `_declared`.
"cannot attack or defend" is typed as a choice of two "cannot"s; it means neither (the duration, said once at the
end, covers both). Registered into effects.HANDLERS for Modal ("cannot") and Choice (all options "cannot"), each
handing any other shape to the handler registered before.
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Duration, ListOf, Objects, Player
from . import choosing  # noqa: F401  (registers Modal first: this module hands other Modals to it)
from . import choice  # noqa: F401  (registers Choice first)
from . import effects
from .effects import LASTING
from .objects import Unsupported

ACTS = {E.Attack: "attack", E.Defend: "defend"}


def _lasts(n) -> bool:
    return isinstance(n, E.Lasting) and isinstance(n.duration, Duration) and n.duration.until in LASTING


def _what(n, lasting: bool):
    """(who, what is forbidden, by whom) of one "cannot"; Unsupported for any other shape."""
    e = n.effect
    if _lasts(e):
        e, lasting = e.effect, True
    if not lasting:
        raise Unsupported("'cannot' with no end (until the end of the turn is read)")
    if type(e) in ACTS and e.what is None and e.by is None and getattr(e, "source", None) is None \
            and getattr(e, "as_if", None) is None:
        return e.who, ACTS[type(e)], "any"
    if isinstance(e, E.Targeted) and isinstance(e.by, Objects) and tuple(e.by.kind) == ("card", "effects"):
        of = e.by.of
        if of is None:
            return e.what, "be targeted", "any"
        if isinstance(of, Player) and of.who == "opponent" and not of.of and not of.described:
            return e.what, "be targeted", "opponent"
    raise Unsupported(f"the effect Modal (cannot {type(e).__name__.lower()})")


DECLARED = {"attacker": "attack", "defender": "defend"}


def _declared(e) -> list | None:
    """"Target unit cannot be declared as an attacker or defender" (errata.core.47): no duration printed, read as
    until the end of the turn (the finding on errata.core.47); a unit already attacking or defending stays so
    (combat.py reads it only when units are declared)."""
    if not (isinstance(e, E.Declare) and e.by is None and isinstance(e.what, Objects)):
        return None
    items = e.as_.items if isinstance(e.as_, ListOf) and e.as_.conj == "or" else (e.as_,)
    kinds = [tuple(x.kind) for x in items if isinstance(x, Objects) and not x.described and not x.qualities]
    if len(kinds) != len(items) or not all(len(k) == 1 and k[0] in DECLARED for k in kinds):
        return None
    return [(e.what, DECLARED[k[0]], "any") for k in kinds]


def _cannots(n) -> list | None:
    """The "cannot"s of a Modal or of a Choice made only of them (the last one's duration covers all)."""
    if isinstance(n, E.Modal) and n.kind == "cannot" and _declared(n.effect) is not None:
        return _declared(n.effect)
    if isinstance(n, E.Modal) and n.kind == "cannot":
        return [_what(n, False)]
    if isinstance(n, E.Choice) and n.options and all(isinstance(o, E.Modal) and o.kind == "cannot" for o in n.options):
        lasting = _lasts(n.options[-1].effect)
        return [_what(o, lasting) for o in n.options]
    return None


_MODAL, _CHOICE = effects.HANDLERS[E.Modal], effects.HANDLERS[E.Choice]


def _check(n, ctx) -> None:
    if not (isinstance(n, E.Modal) and n.kind == "cannot" or isinstance(n, E.Choice) and n.options
            and all(isinstance(o, E.Modal) and o.kind == "cannot" for o in n.options)):
        return (_MODAL if isinstance(n, E.Modal) else _CHOICE)[0](n, ctx)
    seen = []
    for who, _, _ in _cannots(n):
        if not any(who is w for w in seen):  # "target unit cannot be declared as an attacker or defender": one target
            ctx.objects(who)
            seen.append(who)


@implements("core.effects.cannot", "timing.E.3")
def _run(n, rt) -> bool:
    """Each card picked gets the restriction until the end of the turn."""
    found = _cannots(n) if isinstance(n, (E.Modal, E.Choice)) else None
    if found is None:
        return (_MODAL if isinstance(n, E.Modal) else _CHOICE)[1](n, rt)
    if isinstance(n, E.Modal) and _declared(n.effect) is not None:
        rt.emit("no_duration", ("clar.conditional-actions", "timing.E.3", "errata.core.47"), card=rt.source,
                name=rt.name, read_as="until the end of the turn")
    done = False
    for who, what, by in found:
        for cid in effects.cards(rt, who):
            entry = {"card": cid, "cannot": what, "by": by}
            rt.g.s.lasting.append(entry)
            rt.emit("lasting", ("core.effects.cannot", "timing.E.3"), until="end of turn", **entry)
            done = True
    return done


effects.HANDLERS[E.Modal] = (_check, _run)
effects.HANDLERS[E.Choice] = (_check, _run)
