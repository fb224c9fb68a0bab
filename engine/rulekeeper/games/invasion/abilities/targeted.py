"""An effect that says "target ..." as its verb: "Discard 3 resource tokens from this card to target a support card
in your discard pile, and put it into play in your quest zone." (Repair the Waystones).

"to target X" chooses X as a target when the Action is triggered (timing.C.1, faq.24: a card in your discard pile,
as from_discard.InYourDiscard reads it) and checked again as it resolves; "put it into play in your <zone>": that
card, from the pile, into the zone named, for no cost (zones.put-into-play; the zone's restrictions still apply,
movement.put_into_play, and a card that can't enter stays in the pile). Registered into effects.HANDLERS for
Targeted (wrapping copying.py's) and wraps PutIntoPlay (another shape goes to the handler registered before).
"""

from __future__ import annotations

from dataclasses import replace

from ....kernel import IllegalAction, implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Place
from . import effects
from .discard_targets import _in_your_pile
from .from_discard import KINDS, InYourDiscard
from .objects import Unsupported

_PUT = effects.HANDLERS.get(E.PutIntoPlay)
_BEFORE = effects.HANDLERS.get(E.Targeted)  # "Target a tactic just played." (copying.py)
_ZONES = {"quest zone": "quest", "kingdom": "kingdom", "battlefield": "battlefield"}


def _target(n):
    """The target of "target a support card in your discard pile" (InYourDiscard), None for another phrase."""
    if n.by is not None or not isinstance(n.what, Objects):
        return None
    sel = _in_your_pile(replace(n.what, target=True))
    words = tuple(w.lower() for w in n.what.kind)
    if sel is not None and words in KINDS:  # "a support card": the kind, not a trait named "support"
        sel = InYourDiscard(KINDS[words], None)
    return sel


def _check(n, ctx) -> None:
    sel = _target(n)
    if sel is None:
        if _BEFORE is None:
            raise Unsupported("the effect Targeted")
        return _BEFORE[0](n, ctx)
    ctx.slots.append((n.what, sel))
    ctx.from_pile = True  # "put it into play" follows


@implements("timing.C.1", "faq.24")
def _run(n, rt) -> bool:
    """The target chosen when the Action was triggered, still in the pile now."""
    sel = _target(n)
    if sel is None:
        return _BEFORE[1](n, rt)
    picked = effects.chosen_targets(rt, n.what)
    rt.that = [c for c in picked if sel.matches(rt.g, rt.p, rt.source, c)]
    return bool(rt.that)


def _into(n) -> str | None:
    """"put it into play in your quest zone" -> "quest"; None for another shape."""
    o, place = n.what, n.place
    if not (isinstance(o, Objects) and o.ref == "it" and not o.described and isinstance(place, Place)
            and place.ref == "your" and place.whose is None and place.zone in _ZONES
            and not (place.qualities or place.described or place.within or place.position)):
        return None
    if any(getattr(n, f) not in (None, False, (), "") for f in n.__dataclass_fields__ if f not in ("what", "place")):
        return None
    return _ZONES[place.zone]


def _put_check(n, ctx) -> None:
    if _into(n) is None or not getattr(ctx, "from_pile", False):
        if _PUT is None:
            raise Unsupported("the effect PutIntoPlay")
        return _PUT[0](n, ctx)


@implements("zones.put-into-play")
def _put_run(n, rt) -> bool:
    g = rt.g
    zone = _into(n)
    cards = [c for c in rt.that if g.s.zones.where.get(c) == f"{rt.p}.discard"]
    if zone is None or not cards:
        return _PUT[1](n, rt)
    from ..movement import put_into_play
    done = False
    for cid in cards:
        try:
            put_into_play(g, rt.p, cid, zone)
            done = True
        except IllegalAction as refused:
            rt.emit("not_put_into_play", (refused.rule_id, "zones.put-into-play"), card=cid, name=g.name(cid),
                    why=str(refused))
    return done


effects.HANDLERS[E.Targeted] = (_check, _run)
effects.HANDLERS[E.PutIntoPlay] = (_put_check, _put_run)
