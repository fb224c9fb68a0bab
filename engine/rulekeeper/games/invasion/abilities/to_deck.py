"""Cards put on a deck: a tactic back on its deck ("Then, you may put this card on top of your deck.", Convocation
of Eagles ...), a card in play to the bottom of its owner's deck ("Put that unit on the bottom of its owner's deck.").

A tactic is discarded as it is played (core.cards.tactic; run.take), so as its effect resolves "this card" is the
top of its owner's discard pile: it goes from there onto the top of the owner's deck (zones.out-of-play), if it is
still there. Only a tactic's text is read so (cards.py refuses the words on other cards, registered in NAMES: a
card in play would leave play, which this does not do). Registered into effects.HANDLERS for Put on top of the
handler before, which gets every other shape. A card put from play to the bottom of its owner's deck leaves play
(zones.leaving-play: damage, tokens, attachments go, game.leave_play) and is out of play in that deck.
"Put a Spell card from your discard pile on top of your deck." (Blessing of Asuryan): a card of that kind the
player picks there as the effect resolves (not a target: the next scripted answer naming one, else the top one).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Place, Player
from . import effects
from .objects import Unsupported

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


def _to_bottom(n) -> bool:
    """"Put <cards in play> on the bottom of its owner's deck"."""
    place = n.place
    return isinstance(n.what, Objects) and n.what.ref != "this" and isinstance(place, Place) \
        and place.zone == "deck" and place.position == "bottom" and place.ref == "of" \
        and isinstance(place.whose, Player) and place.whose.who == "owner" and place.whose.ref in ("its", "their") \
        and not (place.whose.of or place.whose.described or place.qualities or place.described or place.within) \
        and n.source is None and not n.facedown and not n.any_order and not n.back and n.by is None


def _from_discard(n) -> bool:
    """"Put a Spell card from your discard pile on top of your deck"."""
    o, place, src = n.what, n.place, n.source
    return isinstance(o, Objects) and o.ref in ("a", "an") and o.count is None \
        and not (o.target or o.qualities or o.controller or o.place or o.described or o.of) \
        and isinstance(place, Place) and place.zone == "deck" and place.ref == "your" and place.position == "top" \
        and place.whose is None and not (place.qualities or place.described or place.within) \
        and isinstance(src, Place) and src.zone == "discard pile" and src.ref == "your" and src.whose is None \
        and not (src.qualities or src.described or src.within or src.position) \
        and not n.facedown and not n.any_order and not n.back and n.by is None


def _check(n, ctx) -> None:
    if _from_discard(n):
        from .search import wanted
        w = wanted(n.what)
        if w.count != 1 or w.up_to:
            raise Unsupported("putting several cards from your discard pile on your deck")
        return
    if _to_bottom(n):
        ctx.objects(n.what)
        return
    if not _shape(n):
        return _BEFORE[0](n, ctx)
    NAMES.add(ctx.name)


@implements("core.cards.tactic", "zones.out-of-play")
def _run(n, rt) -> bool:
    """The tactic from the top of its owner's discard pile onto the top of their deck."""
    if _from_discard(n):
        return _discard_run(n, rt)
    if _to_bottom(n):
        return _bottom_run(n, rt)
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


@implements("zones.out-of-play")
def _discard_run(n, rt) -> bool:
    """A card of the kind from the player's discard pile (their pick, else the top one) onto the top of their deck."""
    from .cards_moving import pick_card
    from .search import wanted
    g, p, want = rt.g, rt.p, wanted(n.what)
    fits = [c for c in reversed(g.cards(p, "discard")) if want.fits(g.card(c))]  # the top of the pile first
    if not fits:
        return False
    cid = pick_card(g, fits)
    g.s.zones.move(cid, f"{p}.deck")
    rt.emit("to_deck", ("zones.out-of-play",), player=p, card=cid, cards=[g.name(cid)], position="top")
    rt.that = [cid]
    return True


@implements("zones.out-of-play", "zones.leaving-play")
def _bottom_run(n, rt) -> bool:
    """Each card in play the phrase picks leaves play for the bottom of its owner's deck."""
    g, done = rt.g, False
    for cid in rt.cards(n.what):
        if g.is_in_play(cid):
            g.leave_play(cid, "returned", ("zones.out-of-play", "zones.leaving-play"), to="deck", bottom=True)
            rt.out_of_combat(cid)
            done = True
    return done


effects.HANDLERS[E.Put] = (_check, _run)
