"""Revealing the top of your deck and what the text then does with the revealed cards: "reveal the top card of
your deck. If the printed cost of the revealed card is odd, ... Otherwise, ... Then, shuffle your deck.",
"If the revealed card is a [High Elf] unit with a printed cost 3 or lower, put it into your battlefield,
attacking.", "reveal the top five cards of your deck. Put all revealed units with a printed cost of 3 or lower
into your battlefield."

Revealed cards are shown to every player (the event says so) and stay on the deck unless the text moves them.
The condition on the revealed card is checked as the effect resolves (a printed X counts as 0, terms.the-letter-x,
so it is even). A condition that does not hold is not an effect that failed: "Otherwise" runs instead, and a
"Then" after the sentence still happens (core.effects.then is about effects that could not be carried out).
Revealed cards put into a zone enter play there (movement.put_into_play: no cost, restrictions apply; a card
the engine can't put there stays on the deck).
A unit put into the battlefield "attacking" joins the attack under way (core.combat.2).
"If the revealed card is a unit, add it to your hand. Otherwise, put it on the bottom of your deck." (Emptying the
Wastes): "it" is the one card revealed; it goes from the deck to the hand (not a draw), or to the deck's bottom.
Registered into effects.HANDLERS for these shapes of Reveal, Conditional, Otherwise, Put, Add and Attack (another
shape goes to the handler registered before).
"""

from __future__ import annotations

from ....kernel import IllegalAction, implements
from ....text.invasion import ast as A
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition, Objects, Place
from ..cards import ZONES
from . import effects
from .amounts import printed_cost
from .cards_moving import deck_emptied, deck_top
from .objects import Unsupported
from .search import wanted

_REVEAL = effects.HANDLERS.get(E.Reveal)
_COND = effects.HANDLERS.get(E.Conditional)
_OTHERWISE = effects.HANDLERS.get(E.Otherwise)
_PUT = effects.HANDLERS.get(E.Put)
_ADD = effects.HANDLERS.get(E.Add)


def _prev(h, what: str):
    if h is None:
        raise Unsupported(f"the effect {what}")
    return h


# ---- revealing the top of your deck -------------------------------------------------------------------------------
def _top_revealed(n) -> int | None:
    top = deck_top(n.what)
    if top is None or top[0] != "you" or any((n.source, n.at_random, n.to, n.by)):
        return None
    return top[1]


def _reveal_check(n, ctx) -> None:
    if _top_revealed(n) is None:
        return _prev(_REVEAL, "Reveal")[0](n, ctx)
    ctx.revealed = True


@implements("core.effects.action")
def _reveal_run(n, rt) -> bool:
    k = _top_revealed(n)
    if k is None:
        return _REVEAL[1](n, rt)
    g, p = rt.g, rt.p
    cards = list(reversed(g.cards(p, "deck")[-k:]))  # the top card first
    rt.revealed = cards
    rt.emit("reveal", ("core.effects.action",), player=p, card=rt.source, pile="deck",
            cards=[g.name(c) for c in cards], seen_by=["A", "B"])
    return bool(cards)


# ---- "If the printed cost of the revealed card is odd / even" ------------------------------------------------------
def _of_revealed_card(post) -> bool:
    if not (isinstance(post, A.Post) and post.kind == "pp" and len(post.parts) == 1
            and isinstance(post.parts[0], A.Prep) and post.parts[0].prep == "of"):
        return False
    np = post.parts[0].np
    return isinstance(np, A.NounPhrase) and tuple(np.dets) == ("the",) and tuple(np.modifiers) == ("revealed",) \
        and tuple(np.head.nouns) == ("card",) and not np.posts


def _parity(cond) -> str | None:
    """"odd" / "even" for "if the (printed) cost of the revealed card is odd / even"; None otherwise."""
    if not (isinstance(cond, Condition) and cond.word == "if" and isinstance(cond.clause, E.State)):
        return None
    st = cond.clause
    who = st.who
    if st.state in ("odd", "even") and st.place is None and isinstance(who, Objects) and tuple(who.kind) == ("cost",) \
            and who.ref == "the" and who.qualities in ((), ("printed",)) and len(who.described) == 1 \
            and _of_revealed_card(who.described[0]) and who.of is None:
        return st.state
    return None


def _is_kind(cond):
    """The Wanted of "if the revealed card is a [High Elf] unit with a printed cost 3 or lower"; None otherwise."""
    if not (isinstance(cond, Condition) and cond.word == "if" and isinstance(cond.clause, E.Is)):
        return None
    who, what = cond.clause.who, cond.clause.what
    if not (isinstance(who, Objects) and tuple(who.kind) == ("card",) and who.ref == "the"
            and who.qualities == ("revealed",) and not who.described and who.of is None):
        return None
    try:
        return wanted(what)
    except Unsupported:
        return None


def _condition(cond):
    return _parity(cond) or _is_kind(cond)


def _holds(g, cond, cid: int | None) -> bool:
    if cid is None:
        return False
    parity = _parity(cond)
    if parity is not None:
        return g.card(cid).cost % 2 == (1 if parity == "odd" else 0)
    return _is_kind(cond).fits(g.card(cid))


def _cond_check(n, ctx) -> None:
    if _condition(n.condition) is None or not getattr(ctx, "revealed", False):
        return _prev(_COND, "Conditional")[0](n, ctx)
    effects.check(n.effect, ctx)
    ctx.otherwise = True  # "Otherwise, ..." may follow


@implements("terms.the-letter-x")
def _cond_run(n, rt) -> bool:
    revealed = getattr(rt, "revealed", None)
    if _condition(n.condition) is None or revealed is None:
        return _COND[1](n, rt)
    g = rt.g
    top = revealed[0] if revealed else None
    held = _holds(g, n.condition, top)
    rt.emit("condition", ("core.effects.action",), card=rt.source, revealed=None if top is None else g.name(top),
            cost=None if top is None else g.card(top).cost, holds=held)
    rt.otherwise = not held
    if held:
        rt.that = [top]  # "it": the revealed card
        effects.run(n.effect, rt)
    return True


def _otherwise_check(n, ctx) -> None:
    if not getattr(ctx, "otherwise", False):
        return _prev(_OTHERWISE, "Otherwise")[0](n, ctx)
    effects.check(n.effect, ctx)


def _otherwise_run(n, rt) -> bool:
    if not hasattr(rt, "otherwise"):
        return _OTHERWISE[1](n, rt)
    if rt.otherwise:
        effects.run(n.effect, rt)
    return True


# ---- "Put all revealed units with a printed cost of 3 or lower into your battlefield" ------------------------------
def _cost_of(post) -> int | None:
    """"with a printed cost of 3 or lower"."""
    if not (isinstance(post, A.Post) and post.kind == "pp" and len(post.parts) == 1
            and isinstance(post.parts[0], A.Prep) and post.parts[0].prep == "with"):
        return None
    np = post.parts[0].np
    if not (isinstance(np, A.NounPhrase) and tuple(np.head.nouns) == ("cost",) and tuple(np.modifiers) == ("printed",)
            and tuple(np.dets) in ((), ("a",)) and len(np.posts) == 1):
        return None
    inner = np.posts[0]
    if not (inner.kind == "pp" and len(inner.parts) == 1 and isinstance(inner.parts[0], A.Prep)
            and inner.parts[0].prep == "of" and isinstance(inner.parts[0].np, A.AmountPhrase)):
        return None
    q = inner.parts[0].np.quantity
    if not isinstance(q, A.Quantity) or len(q.parts) != 3 or tuple(q.parts[1:]) not in (("or", "lower"),
                                                                                         ("or", "less")):
        return None
    a = q.parts[0]
    return int(a.number) if isinstance(a, A.Amount) and a.number.isdigit() and not a.sign else None


def _revealed_into_zone(n):
    """(Wanted, zone) for "put all revealed units ... into your battlefield"; None for another shape."""
    o, place = n.what, n.place
    if not (isinstance(o, Objects) and o.ref == "all" and o.qualities == ("revealed",) and o.count is None
            and not (o.target or o.controller or o.place or o.of) and len(o.described) <= 1
            and isinstance(place, Place) and place.ref == "your" and place.zone in ZONES and place.whose is None
            and not (place.described or place.qualities or place.position or place.within)
            and not any((n.source, n.facedown, n.any_order, n.back, n.by))):
        return None
    cost = _cost_of(o.described[0]) if o.described else None
    if o.described and cost is None:
        return None
    try:
        want = wanted(Objects(kind=o.kind, ref="a"))
    except Unsupported:
        return None
    return want, cost, place.zone


def _it_into_zone(n) -> str | None:
    """"put it into your battlefield": the revealed card; the zone."""
    o, place = n.what, n.place
    if isinstance(o, Objects) and o.ref == "it" and not o.described and isinstance(place, Place) \
            and place.ref == "your" and place.zone in ZONES and place.whose is None \
            and not (place.described or place.qualities or place.position or place.within) \
            and not any((n.source, n.facedown, n.any_order, n.back, n.by)):
        return place.zone
    return None


def _it(o) -> bool:
    return isinstance(o, Objects) and o.ref == "it" and tuple(o.kind) == ("it",) and not o.described


def _your(place, zone: str, position: str = "") -> bool:
    return isinstance(place, Place) and place.zone == zone and place.ref == "your" and place.whose is None \
        and place.position == position and not (place.described or place.qualities or place.within)


def _it_to_bottom(n) -> bool:
    """"put it on the bottom of your deck"."""
    return _it(n.what) and _your(n.place, "deck", "bottom") and not any((n.source, n.facedown, n.any_order, n.back,
                                                                          n.by))


def _the_revealed(rt) -> list[int]:
    """The one card revealed, while it is still on its player's deck ("it")."""
    cards = rt.revealed if len(rt.revealed) == 1 else []
    return [c for c in cards if rt.g.s.zones.where.get(c) == f"{rt.p}.deck"]


def _add_check(n, ctx) -> None:
    if not (getattr(ctx, "revealed", False) and _it(n.what) and _your(n.to, "hand") and n.by is None):
        return _prev(_ADD, "Add")[0](n, ctx)


@implements("core.effects.action")
def _add_run(n, rt) -> bool:
    """"add it to your hand": the revealed card, from the deck to the hand."""
    if not (hasattr(rt, "revealed") and _it(n.what) and _your(n.to, "hand") and n.by is None):
        return _ADD[1](n, rt)
    g, p = rt.g, rt.p
    for cid in _the_revealed(rt):
        g.s.zones.move(cid, f"{p}.hand")
        rt.emit("to_hand", ("core.effects.action",), player=p, card=cid, name=g.name(cid), source="deck")
        deck_emptied(g, p)
        return True
    return False


def _put_check(n, ctx) -> None:
    if getattr(ctx, "revealed", False) and _it_to_bottom(n):
        return
    if getattr(ctx, "revealed", False) and _it_into_zone(n) == "battlefield":
        ctx.entered = True  # ", attacking" may follow
        return
    if _revealed_into_zone(n) is None or not getattr(ctx, "revealed", False):
        return _prev(_PUT, "Put")[0](n, ctx)


@implements("zones.put-into-play")
def _put_run(n, rt) -> bool:
    from ..movement import put_all_into_play, put_into_play
    g, p = rt.g, rt.p
    if hasattr(rt, "revealed") and _it_to_bottom(n):  # the revealed card to the bottom of the deck
        for cid in _the_revealed(rt):
            g.s.zones.move(cid, f"{p}.deck", index=0)  # the bottom (the top is the end of the list: game.draw)
            rt.emit("bottom_of_deck", ("core.effects.action",), player=p, card=cid, name=g.name(cid))
            return True
        return False
    zone = _it_into_zone(n)
    if zone is not None and hasattr(rt, "revealed"):
        cards = [c for c in rt.that if g.s.zones.where.get(c) == f"{p}.deck"]
        for cid in cards:
            try:
                put_into_play(g, p, cid, zone)
            except IllegalAction:
                rt.that = []
                return False
            deck_emptied(g, p)
            return True
        return False
    shape = _revealed_into_zone(n)
    if shape is None or not hasattr(rt, "revealed"):
        return _PUT[1](n, rt)
    want, cost, zone = shape
    fits = [cid for cid in rt.revealed if g.s.zones.where.get(cid) == f"{p}.deck" and want.fits(g.card(cid))
            and (cost is None or printed_cost(g, g.card(cid), p, cid) <= cost)]  # an X its text defines: faq.48
    done = bool(put_all_into_play(g, p, fits, zone))  # all at once: copies of a unique card too (faq.50)
    if done:
        deck_emptied(g, p)
    return done


# ---- ", attacking": the card just put into the battlefield joins the attack -----------------------------------------
_ATTACK = effects.HANDLERS.get(E.Attack)


def _attacking(n) -> bool:
    return n == E.Attack()


def _attack_check(n, ctx) -> None:
    if not (_attacking(n) and getattr(ctx, "entered", False)):
        return _prev(_ATTACK, "Attack")[0](n, ctx)


@implements("core.combat.2", "misc.moving-cards")
def _attack_run(n, rt) -> bool:
    """The unit put into the battlefield is attacking too, in the attack under way (none: it just stays there)."""
    if not _attacking(n):
        return _ATTACK[1](n, rt)
    g, c = rt.g, rt.g.s.combat
    joined = [cid for cid in rt.that if c is not None and g.s.zones.where.get(cid) == f"{g.s.active}.battlefield"
              and cid not in c.attackers and g.card(cid).unit]
    for cid in joined:
        c.attackers.append(cid)
        rt.emit("attacking", ("core.combat.2",), card=cid, name=g.name(cid), by=rt.name)
    return bool(joined)


effects.HANDLERS[E.Attack] = (_attack_check, _attack_run)
effects.HANDLERS[E.Reveal] = (_reveal_check, _reveal_run)
effects.HANDLERS[E.Conditional] = (_cond_check, _cond_run)
effects.HANDLERS[E.Otherwise] = (_otherwise_check, _otherwise_run)
effects.HANDLERS[E.Put] = (_put_check, _put_run)
effects.HANDLERS[E.Add] = (_add_check, _add_run)
