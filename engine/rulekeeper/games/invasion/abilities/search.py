"""Searching the top of a deck (terms.search): "Search the top N cards of your deck for a [type] card and put it
into your hand. Then, shuffle your deck."

Search looks only at the top N cards of the player's own deck ("look at" is another term, not carried out here).
The player picks the card found: the next scripted answer naming one of the matching cards, else the first of
them from the top. "It" is the card found; nothing found, nothing is put (and a "Then" after it does not happen,
core.effects.then). Registered into effects.HANDLERS for Search, Shuffle and that one shape of Put (another
shape of Put goes to the handler registered before, if any).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects
from . import effects
from .effects import _only, amount
from .objects import Unsupported

TYPES = {"card": None, "unit": "Unit", "support": "Support", "tactic": "Tactic", "quest": "Quest"}


def _your_deck_top(where) -> int:
    """The N of "the top N cards of your deck"; Unsupported for any other place searched."""
    if not (isinstance(where, Objects) and tuple(where.kind) in (("cards",), ("card",)) and where.qualities == ("top",)
            and len(where.described) == 1 and "'deck'" in repr(where.described[0])
            and "dets=('your',)" in repr(where.described[0]) and where.controller is None and where.place is None):
        raise Unsupported("searching something other than the top cards of your deck")
    return amount(where.count, "cards searched")


def _wanted(find) -> str | None:
    """The card type searched for (None: any card)."""
    kinds = tuple(getattr(find, "kind", ()))
    if not (isinstance(find, Objects) and find.ref in ("a", "an") and not find.qualities and not find.described
            and not find.target and find.controller is None and find.place is None and find.count is None
            and kinds and kinds[-1] == "card" and all(k in TYPES for k in kinds) and len(kinds) <= 2):
        raise Unsupported("searching for something other than one card of a type")
    return TYPES[kinds[0]]


def _search_check(n, ctx) -> None:
    _only(n, "where", "find")
    _your_deck_top(n.where)
    _wanted(n.find)


@implements("terms.search")
def _search_run(n, rt) -> bool:
    """Look at the top N cards of your deck; the card found (the player's pick) is what "it" means next."""
    g, p = rt.g, rt.p
    top = list(reversed(g.cards(p, "deck")[-_your_deck_top(n.where):]))  # the top card first
    kind = _wanted(n.find)
    found = [c for c in top if kind is None or g.card(c).type == kind]
    pick = next((c for c in found if g.s.answers and g.name(c) == g.s.answers[0]), None)
    if pick is not None:
        g.s.answers.pop(0)
    elif found:
        pick = found[0]
    rt.that = [pick] if pick is not None else []
    rt.emit("search", ("terms.search",), player=p, card=rt.source, looked_at=len(top),
            found=None if pick is None else g.name(pick))
    return True


def _is_found_to_hand(n) -> bool:
    place = n.place
    return (isinstance(n.what, Objects) and n.what.ref == "it" and getattr(place, "zone", None) == "hand"
            and getattr(place, "ref", None) == "your" and not any(getattr(n, f) for f in
                                                                   ("source", "facedown", "any_order", "back", "by")))


_PUT = effects.HANDLERS.get(E.Put)


def _put_check(n, ctx) -> None:
    if _is_found_to_hand(n):
        return
    if _PUT is None:
        raise Unsupported("the effect Put")
    _PUT[0](n, ctx)


def _put_run(n, rt) -> bool:
    if not _is_found_to_hand(n):
        return _PUT[1](n, rt)
    g, moved = rt.g, False
    for cid in rt.that:
        if g.place(cid) == "deck":
            g.s.zones.move(cid, f"{rt.p}.hand")
            rt.emit("to_hand", ("terms.search",), player=rt.p, card=cid, name=g.name(cid))
            moved = True
    return moved


def _shuffle_check(n, ctx) -> None:
    _only(n, "what")
    if not (getattr(n.what, "zone", None) == "deck" and getattr(n.what, "ref", None) == "your"):
        raise Unsupported("shuffling something other than your deck")


def _shuffle_run(n, rt) -> bool:
    rt.g.s.zones.shuffle(f"{rt.p}.deck", rt.g.s.rng)
    rt.emit("shuffle", ("terms.search",), player=rt.p)
    return True


effects.HANDLERS[E.Search] = (_search_check, _search_run)
effects.HANDLERS[E.Put] = (_put_check, _put_run)
effects.HANDLERS.setdefault(E.Shuffle, (_shuffle_check, _shuffle_run))
