"""A tactic back on its deck: "Then, you may put this card on top of your deck." (Convocation of Eagles ...).

A tactic is discarded as it is played (core.cards.tactic; run.take), so as its effect resolves "this card" is the
top of its owner's discard pile: it goes from there onto the top of the owner's deck (zones.out-of-play), if it is
still there. Only a tactic's text is read so (cards.py refuses the words on other cards, registered in NAMES: a
card in play would leave play, which this does not do). Registered into effects.HANDLERS for Put on top of the
handler before, which gets every other shape.
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Place, Player
from . import effects

NAMES: set[str] = set()  # the cards whose text puts "this card" on top of the deck (cards.py: tactics only)
_BEFORE = effects.HANDLERS.get(E.Put)


def _shape(n) -> bool:
    o, place, by = n.what, n.place, n.by
    return isinstance(o, Objects) and tuple(o.kind) == ("card",) and o.ref == "this" and o.count is None \
        and not (o.target or o.qualities or o.controller or o.place or o.described or o.of) \
        and isinstance(place, Place) and place.zone == "deck" and place.ref == "your" and place.position == "top" \
        and place.whose is None and not (place.qualities or place.described or place.within) \
        and n.source is None and not n.facedown and not n.any_order and not n.back \
        and (by is None or isinstance(by, Player) and by.who == "you" and not by.of and not by.described)


def _check(n, ctx) -> None:
    if not _shape(n):
        return _BEFORE[0](n, ctx)
    NAMES.add(ctx.name)


@implements("core.cards.tactic", "zones.out-of-play")
def _run(n, rt) -> bool:
    """The tactic from the top of its owner's discard pile onto the top of their deck."""
    if not _shape(n):
        return _BEFORE[1](n, rt)
    g = rt.g
    where = g.s.zones.where.get(rt.source, "")
    owner, _, pile = where.partition(".")
    if pile != "discard":
        return False
    g.s.zones.move(rt.source, f"{owner}.deck")
    rt.emit("to_deck", ("core.cards.tactic", "zones.out-of-play"), player=owner, card=rt.source,
            cards=[g.name(rt.source)], position="top")
    return True


effects.HANDLERS[E.Put] = (_check, _run)
