"""Cards looked at on top of a deck put back "on the top or bottom of your deck" (Barracks of Chrace, Perfecting
the Spell), "... of that player's deck" (Learned Mage): right after "look at the top card(s) of your deck"
(cards_moving.py), "look at the top X cards of your deck" (X as the effect defines it) or "look at the top card of
target player's deck" (the player chosen as it resolves, cards_moving.chosen_player), each card looked at goes on
top or to the bottom of its deck, as the player who looked chooses (the next scripted answer "top" / "bottom" for each, else it stays on top);
"in any order": the cards put on top keep the order they had unless answers move them (the first named card, the
first looked at). Each card on its own: the engine's reading of "put them on the top or bottom" (the text lets the
player choose; one choice per card is the widest reading). Nobody but the player sees which card went where.
Wraps effects.HANDLERS[E.Put] and [E.LookAt] (another shape goes to the handler registered before).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, ListOf, Objects, Place, Player
from . import effects
from .cards_moving import chosen_player, deck_top
from .objects import Unsupported

_PUT = effects.HANDLERS.get(E.Put)


def _top_or_bottom(place) -> bool:
    """"on the top or bottom of your deck" / "of that player's deck"."""
    if not (isinstance(place, ListOf) and place.conj == "or" and len(place.items) == 2):
        return False
    top, bottom = place.items
    whose = bottom.whose if isinstance(bottom, Place) else None
    deck = bottom.ref == "your" and whose is None or bottom.ref == "of" and isinstance(whose, Player) \
        and (whose.who, whose.ref) == ("player", "that") and not whose.of and not whose.described \
        if isinstance(bottom, Place) else False
    return isinstance(top, Objects) and tuple(top.kind) == ("top",) and top.ref == "the" and not top.described \
        and deck and bottom.zone == "deck" and bottom.position == "bottom" and not (bottom.described or bottom.qualities)


def _shape(n) -> bool:
    o = n.what
    return isinstance(o, Objects) and o.ref in ("it", "them", "that") and not o.described and n.source is None \
        and not n.facedown and n.by is None and _top_or_bottom(n.place)


def _check(n, ctx) -> None:
    if _shape(n):
        if not getattr(ctx, "looked", False):
            raise Unsupported("putting cards on the top or bottom of your deck other than ones looked at")
        return
    if _PUT is None:
        raise Unsupported("the effect Put")
    _PUT[0](n, ctx)


@implements("core.effects.action")
def _run(n, rt) -> bool:
    if not _shape(n):
        return _PUT[1](n, rt)
    g, p = rt.g, rt.p
    q = getattr(rt, "looked_into", p)  # whose deck was looked at
    cards = [c for c in rt.that if g.s.zones.where.get(c) == f"{q}.deck"]
    bottom = []
    for cid in cards:
        if g.s.answers and str(g.s.answers[0]).lower() in ("top", "bottom"):
            if g.s.answers.pop(0).lower() == "bottom":
                bottom.append(cid)
    for cid in bottom:
        g.s.zones.move(cid, f"{q}.deck", index=0)
    rt.emit("to_deck", ("core.effects.action",), player=p, card=rt.source, deck=q, top=len(cards) - len(bottom),
            bottom=len(bottom), seen_by=[p])
    return bool(cards)


# ---- looking at the top of a deck: X cards of yours, or the top card of target player's deck ----------------------
_LOOK = effects.HANDLERS.get(E.LookAt)


def _look(n):
    """("you", "X") for "the top X cards of your deck"; ("chosen", 1) for "the top card of target player's deck";
    None for another shape (cards_moving.py reads it)."""
    o = n.what
    if n.by is not None or not isinstance(o, Objects):
        return None
    if tuple(o.kind) == ("cards",) and o.qualities == ("top",) and isinstance(o.count, Count) and o.count.value == "X" \
            and o.count.bound == "exactly" and not o.count.sign:
        from dataclasses import replace
        top = deck_top(replace(o, count=Count(2)))  # the same phrase with a number: whose deck
        return ("you", "X") if top is not None and top[0] == "you" else None
    top = deck_top(o)
    return top if top is not None and top[0] == "chosen" else None


def _look_check(n, ctx) -> None:
    shape = _look(n)
    if shape is None:
        if _LOOK is None:
            raise Unsupported("the effect LookAt")
        return _LOOK[0](n, ctx)
    if shape[1] == "X" and ctx.x is None:
        raise Unsupported("an amount of cards that is not a number (X is not defined)")
    ctx.looked = True


@implements("core.effects.action", "terms.the-letter-x")
def _look_run(n, rt) -> bool:
    """The player who looks sees the cards; nobody else does (the event says who saw them)."""
    shape = _look(n)
    if shape is None:
        return _LOOK[1](n, rt)
    g, p = rt.g, rt.p
    q = p if shape[0] == "you" else chosen_player(rt)
    k = effects.num(Count("X"), rt) if shape[1] == "X" else shape[1]
    cards = list(reversed(g.cards(q, "deck")[-k:])) if k > 0 else []  # the top card first
    rt.that, rt.looked_into = cards, q
    rt.emit("look_at", ("core.effects.action",), player=p, card=rt.source, pile="deck", whose=q,
            cards=[g.name(c) for c in cards], seen_by=[p])
    return bool(cards)


effects.HANDLERS[E.Put] = (_check, _run)
effects.HANDLERS[E.LookAt] = (_look_check, _look_run)
