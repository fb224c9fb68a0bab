"""Putting a card into play (zones.put-into-play) from the cards' text: "put a [Dwarf] support card into play from
your hand in your battlefield", "put a unit with printed cost 3 or lower into play from your hand", "search ...
for a Lizardmen unit ... and put it into play".

Putting into play is not playing: no cost is paid and Limited does not count it, but the unique rule and the
restrictions of the card's text box apply (movement.put_into_play, capital.refusal). The card is the player's
pick among those that fit (the next scripted answer naming one, else the first from the hand, or the card a
search found); the zone, when the text leaves it open, the player's choice too (the next scripted answer naming
a zone, else the first the card may enter: kingdom, quest, battlefield). A card no zone will take stays where it
is. A quest a search found enters your quest zone, the one zone a quest is played in (capital.refusal); a quest the
engine can't run stays where it is. Legends are not put into play by this engine yet (the check refuses the text).
A card put into play enters play: its own "when this enters play" abilities trigger (abilities/run.py).
Registered into effects.HANDLERS for PutIntoPlay.
"""

from __future__ import annotations

from ....kernel import IllegalAction, implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, Objects, Place
from ..cards import ZONES
from . import effects
from .cards_moving import deck_emptied, pick_card
from .effects import _only
from .from_hand import this_from_hand
from .objects import Unsupported
from .search import Kind, Wanted, wanted


def _zones(n) -> list[str]:
    """The zones it may enter: ["this"] / [a zone] / [] (the player chooses among all three)."""
    place = n.place
    src = n.source
    if isinstance(src, Place) and src.within is not None:
        if place is not None:
            raise Unsupported("putting into play with two places")
        place = src.within
    if place is None:
        return []
    if isinstance(place, Place) and place.zone == "zone" and place.ref == "the" and place.qualities == ("same",) \
            and place.whose is None and not (place.described or place.position or place.within):
        return ["same"]  # "in the same zone": the zone of the card the trigger was about (Queen Helga's Hero)
    if isinstance(place, Place) and not (place.described or place.qualities or place.position or place.within):
        if place.zone == "zone" and place.ref == "this" and place.whose is None:
            return ["this"]
        z = "quest" if place.zone == "quest zone" else place.zone
        if z in ZONES and place.ref in ("your", "") and place.whose is None:
            return [z]
    raise Unsupported("putting into play somewhere other than this zone or one of your zones")


def _from_hand(n) -> bool:
    s = n.source
    return isinstance(s, Place) and s.zone == "hand" and s.ref == "your" and s.whose is None \
        and not (s.described or s.qualities or s.position)


def _found(n) -> bool:
    return isinstance(n.what, Objects) and n.what.ref in ("it", "them", "that") and not n.what.described \
        and n.source is None or _each_found(n) or found_amongst(n) is not None


def found_amongst(n):
    """The Wanted of "one unit found amongst those cards with printed cost 3 or lower" (Empty the Hold); None for
    another phrase."""
    from ....text.invasion import ast as A
    from .search import _cost_limit
    o = n.what
    if not (isinstance(o, Objects) and o.ref in ("", "a", "one") and tuple(o.kind) in (("unit",), ("card",))
            and o.count in (None, Count(1)) and len(o.described) == 1 and n.source is None and n.place is None
            and not (o.target or o.qualities or o.controller or o.place or o.of)):
        return None
    post = o.described[0]
    parts = getattr(post, "parts", ())
    if not (post.kind == "reduced" and len(parts) == 2 and parts[0] == "found" and isinstance(parts[1], A.Prep)
            and parts[1].prep in ("amongst", "among")):
        return None
    np = parts[1].np
    if not (isinstance(np, A.NounPhrase) and tuple(np.dets) == ("those",) and tuple(np.head.nouns) == ("cards",)
            and not np.modifiers and len(np.posts) <= 1):
        return None
    cost = _cost_limit(np.posts[0]) if np.posts else None
    if np.posts and cost is None:
        return None
    return Wanted((Kind(type="Unit" if o.kind[0] == "unit" else None, max_cost=cost),), 1)


def _each_found(n) -> bool:
    """"search ... for any number of Skaven units and put each unit into play": every card found."""
    o = n.what
    return isinstance(o, Objects) and o.ref == "each" and tuple(o.kind) in (("unit",), ("card",)) and o.count is None \
        and not (o.target or o.qualities or o.controller or o.place or o.described or o.of) and n.source is None \
        and n.place is None


def _check(n, ctx) -> None:
    _only(n, "what", "place", "source", "by")
    effects._player(n.by, "putting into play")  # "you may put ...": by you (the one who puts it, nobody else yet)
    if effects._player(n.by, "putting into play") != "you":
        raise Unsupported("putting into play by an opponent")
    _zones(n)
    if this_from_hand(n):  # the card's own ability from the hand (from_hand.py)
        return
    if _found(n):
        want = getattr(ctx, "found", None)
        if want is None:
            raise Unsupported("putting into play a card other than one searched for")
        if _each_found(n) and not any(k.type in ("Quest", "Legend") for k in want.kinds):
            return  # each card found, each into the zone its player chooses (_each)
        if found_amongst(n) is not None:
            want = found_amongst(n)
    elif not _from_hand(n):
        raise Unsupported("putting into play from somewhere other than your hand")
    else:
        want = wanted(n.what)
        if want.up_to and want.count and not any(k.type in ("Quest", "Legend") for k in want.kinds):
            return  # "put up to 2 Goblin units into play ... from your hand" (_several)
    if want.count != 1 or want.up_to:
        raise Unsupported("putting several cards into play")
    if any(k.type == "Legend" for k in want.kinds) or any(k.type == "Quest" for k in want.kinds) \
            and (not _found(n) or _zones(n) or any(k.type != "Quest" for k in want.kinds)):
        raise Unsupported("putting a quest or a legend into play")  # a quest found: into your quest zone


def _zone_order(rt, zones: list[str]) -> list[str]:
    g = rt.g
    if zones == ["this"]:
        owner, _, place = g.s.zones.where.get(rt.source, "").partition(".")
        return [place] if owner == rt.p and place in ZONES else []
    if zones == ["same"]:
        where = [g.s.zones.where.get(c, "").partition(".") for c in rt.that]
        return [z for owner, _, z in where if owner == rt.p and z in ZONES][:1]
    order = list(zones or ZONES)
    first = g.answer(lambda w: w in order) if len(order) > 1 else None
    if first:
        order = [first] + [z for z in order if z != first]
    return order


@implements("zones.put-into-play")
def _run(n, rt) -> bool:
    """The first card of the player's pick order that a zone takes enters play there, for no cost."""
    g, p = rt.g, rt.p
    if _each_found(n):
        return _each(rt)
    if not (this_from_hand(n) or _found(n)) and wanted(n.what).up_to:
        return _several(rt, _zone_order(rt, _zones(n)), wanted(n.what))
    if this_from_hand(n):
        cards = [rt.source] if g.s.zones.where.get(rt.source) == f"{p}.hand" else []
    elif _found(n):
        cards = [c for c in rt.that if g.s.zones.where.get(c) in (f"{p}.deck", f"{p}.hand", f"{p}.discard")]
        if found_amongst(n) is not None:  # the player's pick among those that fit (the next answer naming one)
            from .search import pick
            cards = pick(g, [c for c in cards if found_amongst(n).fits(g.card(c))], found_amongst(n))
    else:
        want = wanted(n.what)
        fits = [c for c in g.cards(p, "hand") if want.fits(g.card(c))
                and not (getattr(n.what, "ref", "") == "another" and c == rt.source)]  # "another unit named ..."
        cards = [pick_card(g, fits)] + [c for c in fits] if fits else []
    zones = _zone_order(rt, _zones(n))
    for cid in dict.fromkeys(cards):
        src = g.place(cid)
        if _enter(g, p, cid, zones):
            rt.that = [cid]
            if src == "deck":
                deck_emptied(g, p)
            return True
    return False


def _enter(g, p: str, cid: int, zones: list[str]) -> bool:
    """The card enters play in the first of `zones` that takes it (a restriction refuses, nothing changed)."""
    from ..movement import put_into_play
    for zone in zones:
        try:
            put_into_play(g, p, cid, zone)
        except IllegalAction:
            continue
        return True
    return False


def _several(rt, zones: list[str], want) -> bool:
    """"Put up to 2 Goblin units into play in your battlefield from your hand": one card at a time, each the
    player's pick (the next scripted answer naming one, else the first that fits); an answer "no" stops there
    (up to: fewer, or none)."""
    g, p, put = rt.g, rt.p, []
    for _ in range(want.count):
        if g.declines():
            break
        fits = [c for c in g.cards(p, "hand") if want.fits(g.card(c))]
        hit = next((c for c in dict.fromkeys([pick_card(g, fits)] + fits if fits else []) if _enter(g, p, c, zones)),
                   None)
        if hit is None:
            break
        put.append(hit)
    rt.that = put
    return bool(put)


@implements("zones.put-into-play", "faq.50")
def _each(rt) -> bool:
    """Every card found enters play at the same time (faq.50), each in the zone its player chooses (a scripted
    answer naming a zone per card, in the order found; else the first that takes it)."""
    from ..movement import put_all_into_play
    from .reviving import zone_for
    g, p = rt.g, rt.p
    found = [c for c in rt.that if g.s.zones.where.get(c) == f"{p}.deck"]
    zones = {cid: zone_for(g, p, cid) for cid in found}
    cards = [c for c in found if zones[c] is not None]
    put = put_all_into_play(g, p, cards, ZONES[0], zones) if cards else []
    if put:
        deck_emptied(g, p)
    rt.that = put
    return bool(put)


effects.HANDLERS[E.PutIntoPlay] = (_check, _run)


# ---- "put that card into this zone": the card a search found enters play (errata.core.08) ---------------------------
_PUT = effects.HANDLERS.get(E.Put)


def _found_into_zone(n) -> bool:
    place = n.place
    o = n.what
    return isinstance(o, Objects) and o.ref in ("that", "it") and not o.described and n.source is None \
        and isinstance(place, Place) and place.zone in ("zone",) + ZONES and not any(
            (n.facedown, n.any_order, n.back, n.by))


def _put_check(n, ctx) -> None:
    if _found_into_zone(n) and getattr(ctx, "found", None) is not None:
        _zones(E.PutIntoPlay(what=n.what, place=n.place, free=None, control=None, facedown=None, source=None,
                             at_random=None, state=None, by=None))
        want = ctx.found
        if want.count != 1 or want.up_to or any(k.type in ("Quest", "Legend") for k in want.kinds):
            raise Unsupported("putting several cards, a quest or a legend into play")
        return
    if _PUT is None:
        raise Unsupported("the effect Put")
    _PUT[0](n, ctx)


@implements("zones.put-into-play", "errata.core.08", "terms.cost")
def _put_run(n, rt) -> bool:
    """"You may put that card into this zone": the card found enters play there, for no cost (its loyalty does not
    count either, terms.cost); a restriction of its text may still keep it out (movement.put_into_play)."""
    if not _found_into_zone(n):
        return _PUT[1](n, rt)
    return _run(E.PutIntoPlay(what=n.what, place=n.place, free=None, control=None, facedown=None, source=None,
                              at_random=None, state=None, by=None), rt)


effects.HANDLERS[E.Put] = (_put_check, _put_run)
