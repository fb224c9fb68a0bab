"""Searching the top of a deck (terms.search): "Search the top N cards of your deck for a [type] card, reveal it,
and put it into your hand / add it to your hand / put it into play. Then, shuffle your deck."

Search looks only at the top N cards of the player's own deck ("look at" is another term, cards_moving.py).
What is searched for is read by `wanted`: a card type ("a unit", "a support card", "a quest"), a trait or race
("a Spell card", "a [Dwarf] unit", "a Lizardmen unit", "non-Attachment support cards"), a printed cost ("with
printed cost 4 or less"), alternatives joined by "or", and how many: one, "up to N", "any number of".
The player picks the cards found: the next scripted answers naming matching cards, else the first from the top
("any number of": every match). "It" / "them" are the cards found; nothing found, nothing is put (and a "Then"
after it does not happen, core.effects.then). Revealed, they are shown to every player (the event says so).
"Shuffle the top unit in your discard pile into your deck": the unit nearest the pile's top (the engine's reading of
"top" with a kind: the cards of other kinds above it are skipped); with none there, nothing is shuffled.
Registered into effects.HANDLERS for Search, Shuffle, and the shapes of Put, Add and Reveal that follow a search
(another shape goes to the handler registered before, if any).
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion import ast as A
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, ListOf, Objects, Place, Player
from . import effects
from .cards_moving import deck_top  # registers its handlers first: the shapes here go before them
from .effects import _only, amount
from .objects import Unsupported
from ..hooks import Hooks

EXTRA_CARDS = Hooks("(resolution, player) -> how many more cards that player's search looks at now")
TYPES = {"card": None, "cards": None, "unit": "Unit", "units": "Unit", "support": "Support", "supports": "Support",
         "tactic": "Tactic", "tactics": "Tactic", "quest": "Quest", "quests": "Quest", "legend": "Legend",
         "legends": "Legend"}


@dataclass(frozen=True)
class Kind:
    """One sort of card wanted: its type, a trait (or race) it has or has not, a highest printed cost, names."""
    type: str | None = None
    trait: str | None = None
    not_trait: str | None = None
    max_cost: int | None = None
    names: tuple[str, ...] = ()
    min_cost: int | None = None  # "with cost 3 or higher"

    def fits(self, card) -> bool:
        traits = {t.lower() for t in card.traits} | {card.race.lower()}
        return (self.type is None or card.type == self.type) \
            and (self.trait is None or self.trait.lower() in traits) \
            and (self.not_trait is None or self.not_trait.lower() not in traits) \
            and (self.max_cost is None or card.cost <= self.max_cost) \
            and (self.min_cost is None or card.cost >= self.min_cost) \
            and (not self.names or card.name in self.names)


@dataclass(frozen=True)
class Wanted:
    kinds: tuple[Kind, ...]
    count: int | None = 1  # None: any number
    up_to: bool = False

    def fits(self, card) -> bool:
        return any(k.fits(card) for k in self.kinds)


def _cost_bound(post, words: tuple) -> int | None:
    """"with (printed) cost N or <word>": N, when the last word is one of `words` (lower/less, higher/more)."""
    if not (isinstance(post, A.Post) and post.kind == "pp" and len(post.parts) == 1
            and isinstance(post.parts[0], A.Prep) and post.parts[0].prep == "with"):
        return None
    np = post.parts[0].np
    if not (isinstance(np, A.NounPhrase) and tuple(np.head.nouns) == ("cost",) and tuple(np.dets) in ((), ("a",))
            and tuple(np.modifiers) in ((), ("printed",)) and len(np.posts) == 1 and np.posts[0].kind == "value"):
        return None
    q = np.posts[0].parts[0] if len(np.posts[0].parts) == 1 else None
    if not isinstance(q, A.Quantity) or len(q.parts) != 3 or q.parts[1] != "or" or q.parts[2] not in words:
        return None
    a = q.parts[0]
    return int(a.number) if isinstance(a, A.Amount) and a.number.isdigit() and not a.sign else None


def _cost_limit(post) -> int | None:
    """"with (printed) cost N or lower / or less"."""
    return _cost_bound(post, ("lower", "less"))


def _cost_floor(post) -> int | None:
    """"with (printed) cost N or higher / or more"."""
    return _cost_bound(post, ("higher", "more"))


def _names(post) -> tuple[str, ...] | None:
    """"named Pink Horror or Blue Horrors"."""
    if not (isinstance(post, A.Post) and post.kind == "reduced" and len(post.parts) == 2 and post.parts[0] == "named"):
        return None
    out, np = [], post.parts[1]
    while isinstance(np, A.NounList) and np.conj == "or":
        out.append(np.left)
        np = np.right
    out.append(np)
    if not all(isinstance(x, A.NounPhrase) and not x.dets and not x.modifiers and not x.posts for x in out):
        return None
    return tuple(" ".join(x.head.nouns) for x in out)


def _kind(o) -> tuple[Kind, object]:
    """One Objects (or "a quest", typed as a place) as a Kind, and its count."""
    if isinstance(o, Place) and o.zone == "quest" and o.ref in ("a", "an") and o.whose is None \
            and not (o.described or o.qualities or o.position or o.within):
        return Kind(type="Quest"), None
    if not (isinstance(o, Objects) and o.ref in ("a", "an", "", "another") and not o.qualities and not o.target
            and o.controller is None and o.place is None and o.of is None):
        raise Unsupported("searching for something other than cards of a type")
    words = list(o.kind)
    if len(words) >= 2 and words[-1].lower() in ("card", "cards") and words[-2].lower() in TYPES:
        words.pop()  # "support card" -> support
    kind = {}
    if words and words[-1].lower() in TYPES:
        kind["type"] = TYPES[words.pop().lower()]
    if len(words) > 1:
        raise Unsupported(f"searching for '{' '.join(o.kind)}'")
    if words:
        w = words[0]
        if w.startswith("[") and w.endswith("]"):
            kind["trait"] = w[1:-1]
        elif w.lower().startswith("non-") and w[4:].isalpha():
            kind["not_trait"] = w[4:]
        elif w.isalpha():
            kind["trait"] = w
        else:
            raise Unsupported(f"searching for '{' '.join(o.kind)}'")
    for post in o.described:
        cost, names = _cost_limit(post), _names(post)
        if cost is not None and "max_cost" not in kind:
            kind["max_cost"] = cost
        elif _cost_floor(post) is not None and "min_cost" not in kind:
            kind["min_cost"] = _cost_floor(post)  # "an [High Elf] card with cost 3 or higher"
        elif names is not None and "names" not in kind:
            kind["names"] = names
        else:
            raise Unsupported(f"searching for a {' '.join(o.kind)} described further")
    return Kind(**kind), o.count


def wanted(find) -> Wanted:
    """What a search (or a "put into play from your hand") looks for; Unsupported for another phrase."""
    items = find.items if isinstance(find, ListOf) and find.conj == "or" else (find,)
    kinds, counts = [], []
    for item in items:
        k, c = _kind(item)
        kinds.append(k)
        counts.append(c)
    c = counts[0]
    if any(x is not None for x in counts[1:]):
        raise Unsupported("a count on an alternative searched for")
    if c is None:
        return Wanted(tuple(kinds))
    if c.bound == "any" and c.value is None:
        return Wanted(tuple(kinds), None)
    if c.bound == "up to" and isinstance(c.value, int) and not c.sign:
        return Wanted(tuple(kinds), c.value, up_to=True)
    return Wanted(tuple(kinds), amount(c, "cards searched for"))


def _wanted(find) -> Wanted:
    """What a search looks for; "Search the top five cards of your deck." with nothing named: every card (what is
    taken of them the next sentence says, into_play.py)."""
    return Wanted((Kind(),), None) if find is None else wanted(find)


def _your_deck_top(where) -> int | str | None:
    """The N of "the top N cards of your deck" (None: "your deck", all of it; "X": "top X cards", X as the effect
    defines it); Unsupported for any other place."""
    if isinstance(where, Place) and where.zone == "deck" and where.ref == "your" and where.whose is None \
            and not (where.described or where.qualities or where.position or where.within):
        return None
    if isinstance(where, Objects) and where.ref in ("the", "") and where.count == Count("X"):
        from dataclasses import replace
        top = deck_top(replace(where, ref="the", count=Count(2)))  # the same phrase with a number: whose deck
        if top is not None and top[0] == "you":
            return "X"
    top = deck_top(where)
    if top is None or top[0] != "you":
        raise Unsupported("searching something other than the top cards of your deck")
    return top[1]


def _search_check(n, ctx) -> None:
    _only(n, "where", "find")
    if _your_deck_top(n.where) == "X" and ctx.x is None:
        raise Unsupported("searching the top X cards (X is not defined)")
    ctx.found = _wanted(n.find)  # "reveal it", "add it to your hand", "put it into play" may follow


def pick(g, cards: list[int], want: Wanted) -> list[int]:
    """The cards a player takes among `cards` (all fitting `want`): named by the next scripted answers, else the
    first; "any number of": all of them unless answers name some."""
    limit = len(cards) if want.count is None else want.count
    chosen: list[int] = []
    while g.s.answers and len(chosen) < limit:
        hit = next((c for c in cards if c not in chosen and g.name(c) == g.s.answers[0]), None)
        if hit is None:
            break
        g.s.answers.pop(0)
        chosen.append(hit)
    if not chosen:
        chosen = cards[:limit]
    return chosen


@implements("terms.search")
def _search_run(n, rt) -> bool:
    """Look at the top N cards of your deck; the cards found (the player's pick) are what "it" means next."""
    g, p = rt.g, rt.p
    n_top = _your_deck_top(n.where)
    if n_top == "X":
        n_top = effects.num(Count("X"), rt)
        if n_top <= 0:  # X is 0: no card searched (terms.the-letter-x)
            rt.that = []
            rt.emit("search", ("terms.search", "terms.the-letter-x"), player=p, card=rt.source, looked_at=0,
                    found=None, cards=[], seen_by=[p])
            return True
    if n_top:
        n_top += EXTRA_CARDS.total(rt, p)  # "you may search an additional card" (trigger_searches.py)
    top = list(reversed(g.cards(p, "deck")[-n_top:] if n_top else g.cards(p, "deck")))  # the top card first
    want = _wanted(n.find)
    found = pick(g, [c for c in top if want.fits(g.card(c))], want)
    rt.that = found
    rt.emit("search", ("terms.search",), player=p, card=rt.source, looked_at=len(top),
            found=None if not found else g.name(found[0]), cards=[g.name(c) for c in found], seen_by=[p])
    return True


def _found(o) -> bool:
    return isinstance(o, Objects) and o.ref in ("it", "them") and not o.described


def _is_found_to_top(n) -> bool:
    """"put that card on top of your deck": the card found, after the deck is shuffled."""
    place = n.place
    return isinstance(n.what, Objects) and n.what.ref in ("that", "it") and not n.what.described \
        and isinstance(place, Place) and place.zone == "deck" and place.ref == "your" and place.position == "top" \
        and not (place.described or place.qualities) and not any((n.source, n.facedown, n.any_order, n.back, n.by))


def _is_found_to_hand(n) -> bool:
    place = n.place
    return (_found(n.what) and getattr(place, "zone", None) == "hand" and getattr(place, "ref", None) == "your"
            and not any(getattr(n, f) for f in ("source", "facedown", "any_order", "back", "by")))


def _to_hand(rt) -> bool:
    g, moved = rt.g, False
    for cid in rt.that:
        if g.s.zones.where.get(cid) == f"{rt.p}.deck":
            g.s.zones.move(cid, f"{rt.p}.hand")
            rt.emit("to_hand", ("terms.search",), player=rt.p, card=cid, name=g.name(cid))
            moved = True
    return moved


_PUT = effects.HANDLERS.get(E.Put)


def _put_check(n, ctx) -> None:
    if (_is_found_to_hand(n) or _is_found_to_top(n)) and getattr(ctx, "found", False):
        return
    if _PUT is None:
        raise Unsupported("the effect Put")
    _PUT[0](n, ctx)


def _put_run(n, rt) -> bool:
    if _is_found_to_top(n):
        g, moved = rt.g, False
        for cid in rt.that:
            if g.s.zones.where.get(cid) == f"{rt.p}.deck":
                g.s.zones.move(cid, f"{rt.p}.deck")  # to the end: the top
                rt.emit("to_deck", ("terms.search",), player=rt.p, card=rt.source, position="top")
                moved = True
        return moved
    if not _is_found_to_hand(n):
        return _PUT[1](n, rt)
    return _to_hand(rt)


_ADD = effects.HANDLERS.get(E.Add)


def _is_found_added(n) -> bool:
    to = n.to
    return _found(n.what) and isinstance(to, Place) and to.zone == "hand" and to.ref == "your" and n.by is None \
        and not (to.described or to.qualities or to.position or to.whose)


def _add_check(n, ctx) -> None:
    if _is_found_added(n) and getattr(ctx, "found", False):
        return
    if _ADD is None:
        raise Unsupported("the effect Add")
    _ADD[0](n, ctx)


def _add_run(n, rt) -> bool:
    """"add it to your hand": the card found."""
    if not _is_found_added(n):
        return _ADD[1](n, rt)
    return _to_hand(rt)


_REVEAL = effects.HANDLERS.get(E.Reveal)


def _is_found_revealed(n) -> bool:
    to = n.to
    to_all = to is None or isinstance(to, Player) and to.who == "player" and to.ref == "each" and not to.of
    return _found(n.what) and to_all and not any((n.source, n.at_random, n.by))


def _reveal_check(n, ctx) -> None:
    if _is_found_revealed(n) and getattr(ctx, "found", False):
        return
    if _REVEAL is None:
        raise Unsupported("the effect Reveal")
    _REVEAL[0](n, ctx)


def _reveal_run(n, rt) -> bool:
    """"reveal it": every player sees the cards found."""
    if not _is_found_revealed(n):
        return _REVEAL[1](n, rt)
    g = rt.g
    cards = [c for c in rt.that if g.s.zones.where.get(c) == f"{rt.p}.deck"]
    if cards:
        rt.emit("reveal", ("terms.search",), player=rt.p, card=rt.source, pile="deck",
                cards=[g.name(c) for c in cards], seen_by=["A", "B"])
    return bool(cards)


def _is_shuffle_your_deck(n) -> bool:
    """"shuffle your deck", "shuffle the remaining cards into your deck" (the cards not taken never left it)."""
    if n.source is not None or n.back:
        return False
    if n.into is None:
        return getattr(n.what, "zone", None) == "deck" and getattr(n.what, "ref", None) == "your"
    o = n.what
    return isinstance(o, Objects) and tuple(o.kind) == ("cards",) and o.qualities == ("remaining",) \
        and o.ref == "the" and getattr(n.into, "zone", None) == "deck" and getattr(n.into, "ref", None) == "your"


def _from_your_discard_pile(n) -> int | None:
    """N of "shuffle the top N cards of your discard pile (back) into your deck" (Mage-Priest of Itza)."""
    top = deck_top(n.what, ("discard", "pile"))
    into = n.into
    if n.source is None and top is not None and top[0] == "you" and isinstance(into, Place) \
            and into.zone == "deck" and into.ref == "your" and into.whose is None and not into.position \
            and not into.described and not into.qualities:
        return top[1]
    return None


def _top_of_kind(n):
    """The Kind of "shuffle the top unit in your discard pile into your deck" (Strollaz's Banner); None otherwise."""
    o, into = n.what, n.into
    if not (n.source is None and isinstance(o, Objects) and o.ref == "the" and len(o.kind) == 2 and o.kind[0] == "top"
            and o.count is None and isinstance(o.place, Place) and o.place.zone == "discard pile"
            and o.place.ref == "your" and o.place.whose is None
            and not (o.place.described or o.place.qualities or o.place.within or o.place.position)
            and not (o.target or o.qualities or o.controller or o.described or o.of)
            and isinstance(into, Place) and into.zone == "deck" and into.ref == "your" and into.whose is None
            and not (into.position or into.described or into.qualities)):
        return None
    try:
        return _kind(Objects(kind=o.kind[1:], ref="a", count=None, target=False, qualities=(), controller=None,
                             place=None, described=(), of=None))[0]
    except Unsupported:
        return None


def _shuffle_check(n, ctx) -> None:
    _only(n, "what", "into", "back")
    if not _is_shuffle_your_deck(n) and _from_your_discard_pile(n) is None and _top_of_kind(n) is None:
        raise Unsupported("shuffling something other than your deck")


def _shuffle_run(n, rt) -> bool:
    """Shuffle your deck; "the top N cards of your discard pile" go into it first (fewer when the pile has fewer;
    with none, the deck is shuffled all the same)."""
    g, k, kind = rt.g, _from_your_discard_pile(n), _top_of_kind(n)
    if kind is not None:  # the card of that kind nearest the pile's top
        cards = [c for c in reversed(g.cards(rt.p, "discard")) if kind.fits(g.card(c))][:1]
        if not cards:
            return False  # no such card: nothing is shuffled in (a "Then" after it does not happen)
        k = 1
    if k:
        cards = cards if kind is not None else list(g.cards(rt.p, "discard")[-k:])  # the pile's top is its end
        for cid in cards:
            g.s.zones.move(cid, f"{rt.p}.deck")
        if cards:
            rt.emit("to_deck", ("zones.out-of-play",), player=rt.p, card=rt.source, cards=[g.name(c) for c in cards],
                    position="shuffled")
    g.s.zones.shuffle(f"{rt.p}.deck", g.s.rng)
    rt.emit("shuffle", ("terms.search",), player=rt.p)
    return True


effects.HANDLERS[E.Search] = (_search_check, _search_run)
effects.HANDLERS[E.Put] = (_put_check, _put_run)
effects.HANDLERS[E.Add] = (_add_check, _add_run)
effects.HANDLERS[E.Reveal] = (_reveal_check, _reveal_run)
effects.HANDLERS.setdefault(E.Shuffle, (_shuffle_check, _shuffle_run))
