"""Amounts that are not printed numbers (terms.the-letter-x): "X damage, where X is the number of units in this
zone", "damage equal to its power", "[Power] equal to its loyalty", "for each development in this zone".

`measure` reads the phrase once, when the card is loaded (`Unsupported` for one the engine can't count);
`Measure.value` counts on the table when the effect resolves, so X is what the table shows at that moment.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ....kernel import implements
from ....text.invasion import ast as A
from ....text.invasion.semantics.nodes import EqualTo, ListOf, Objects, Player
from ....text.invasion.semantics.objects import thing
from .per_node import per_node
from .objects import Selector, Unsupported, selector

STATS = {("power",): "power", ("loyalty",): "loyalty", ("hit", "points"): "hit points", ("damage",): "damage"}


@dataclass(frozen=True)
class Measure:
    kind: str  # count (the cards `picks` pick, added up) | fewest (the smallest count) | stat (`stat` of `of`)
    picks: tuple = ()  # Selector | InPile
    stat: str = ""  # power | loyalty | hit points | damage (the damage on it)
    of: str = ""  # its (the card the effect is about) | that (the effect's earlier card)

    def value(self, rt, subject: int | None = None) -> int:
        g = rt.g
        if self.kind == "count":
            return sum(len(sel.all(g, rt.p, rt.source)) for sel in self.picks)
        if self.kind == "fewest":  # "the fewest number of cards in an opponent's hand": one opponent, two players
            return min(len(sel.all(g, rt.p, rt.source)) for sel in self.picks)
        if self.kind == "tokens":  # "the number of resource tokens on this unit": on the ability's own card
            return g.s.tokens.get(rt.source, 0) if rt.source is not None else 0
        cid = subject if self.of == "its" and subject is not None else (rt.that[0] if rt.that else subject)
        if cid is None:
            return 0
        if self.stat == "power":
            return g.unit_power(cid) if g.is_in_play(cid) else g.card(cid).power
        if self.stat == "loyalty":
            return g.card(cid).loyalty
        if self.stat == "hit points":
            return g.unit_health(cid) if g.is_in_play(cid) else g.card(cid).health
        return g.s.damage.get(cid, 0)


PILES = {"discard pile": "discard", "hand": "hand"}


@dataclass(frozen=True)
class InPile:
    """"each Undead unit in your discard pile": the cards of a kind (and trait) in a player's pile."""
    kind: Selector  # its kind and trait (read as a card's, out of play)
    pile: str  # discard | hand
    whose: str  # you | opponent

    def all(self, g, p: str, source: int) -> list[int]:
        from ..state import other
        who = p if self.whose == "you" else other(p)
        sel = self.kind
        return [c for c in g.cards(who, self.pile) if sel._kind_fits(g.card(c)) and (
            not sel.trait or sel.trait.lower() in (t.lower() for t in g.card(c).traits)
            or sel.trait.lower() == g.card(c).race.lower())]


COUNTERS: list = []  # (phrase, card name) -> something with .all(g, p, source), or None: other modules' counts


def _each(o, name: str):
    if not isinstance(o, Objects) or o.target:
        raise Unsupported("counting something other than cards in play")
    for reader in COUNTERS:  # "each unit that entered a discard pile this turn" (counted.py)
        got = reader(o, name)
        if got is not None:
            return got
    qualities = tuple("other" if q == "each other" else q for q in o.qualities)
    pile = in_pile(o, name)
    if pile is not None:
        return pile
    return selector(replace(o, ref="each", count=None, qualities=qualities), name)


def in_pile(o: Objects, name: str) -> InPile | None:
    """"each Spell card in your discard pile", "units in an opponent's hand": the cards counted there (None: the
    phrase names no pile)."""
    place = o.place
    if place is None or place.zone not in PILES:
        return None
    opponents = isinstance(place.whose, Player) and place.whose.who == "opponent" \
        and place.ref == "of" and not place.whose.of and not place.whose.described
    if o.qualities or o.controller or o.described or place.described or place.qualities or place.within \
            or not (opponents or place.whose is None and place.ref == "your"):
        raise Unsupported(f"counting cards in a {place.zone} described further")
    sel = selector(replace(o, ref="each", count=None, place=None), name)
    if "development" in sel.kinds:
        raise Unsupported("developments in a pile")
    return InPile(sel, PILES[place.zone], "opponent" if opponents else "you")


def _counted(o, name: str) -> tuple[Selector, ...]:
    """"units and developments in your battlefield": one selector per item (the place is said once, at the end)."""
    if isinstance(o, ListOf) and o.conj == "and" and all(isinstance(i, Objects) for i in o.items):
        last = o.items[-1]
        items = [i if i.place or i.controller else replace(i, place=last.place, controller=last.controller)
                 for i in o.items]
        return tuple(_each(i, name) for i in items)
    return (_each(o, name),)


def _tokens_on_this(o) -> bool:
    """"resource tokens on this unit / card / quest"."""
    if not (isinstance(o, Objects) and tuple(o.kind) == ("resource", "tokens") and len(o.described) == 1
            and not (o.qualities or o.place or o.controller or o.of or o.count or o.target)):
        return False
    post = o.described[0]
    prep = post.parts[0] if getattr(post, "kind", "") == "pp" and len(post.parts) == 1 else None
    np = getattr(prep, "np", None)
    return getattr(prep, "prep", "") == "on" and isinstance(np, A.NounPhrase) and tuple(np.dets) == ("this",) \
        and tuple(np.head.nouns) in (("unit",), ("card",), ("quest",)) and not np.posts and not np.modifiers


def _stat(o) -> Measure | None:
    """"its power", "its loyalty", "the damage on the unit / on it"."""
    if not isinstance(o, Objects) or tuple(o.kind) not in STATS or o.target or o.count is not None:
        return None
    stat = STATS[tuple(o.kind)]
    of = o.of  # "the sacrificed unit's power": the card the effect named before (its printed power, out of play)
    if o.ref == "of" and isinstance(of, Objects) and of.ref == "the" and of.qualities == ("sacrificed",) \
            and not of.described and of.of is None and not o.described:
        return Measure("stat", stat=stat, of="that")
    if o.ref == "its" and not o.described and o.of is None:
        return Measure("stat", stat=stat, of="its")
    if stat == "damage" and o.ref == "the" and len(o.described) == 1:
        post = o.described[0]
        prep = post.parts[0] if post.kind == "pp" and len(post.parts) == 1 else None
        np = getattr(prep, "np", None)
        if getattr(prep, "prep", None) == "on" and (
                isinstance(np, A.PronounPhrase) and np.pronoun == "it" and not np.posts
                or isinstance(np, A.NounPhrase) and np.dets == ("the",) and tuple(np.head.nouns) == ("unit",)
                and not np.posts and not np.modifiers):
            return Measure("stat", stat=stat, of="that")
    return None


@per_node
def measure(node, name: str) -> Measure:
    """The measure of an X definition's value, an EqualTo's thing or a ForEach's "each ..."."""
    return _measure(node, name)


MEASURES: list = []  # (node, card name) -> something with .value(rt, subject), or None: other modules' amounts


def _measure(node, name: str) -> Measure:
    for reader in MEASURES:  # "equal to the printed cost of the discarded card" (discarded_cost.py)
        got = reader(node, name)
        if got is not None:
            return got
    if isinstance(node, EqualTo):
        node = node.what
    m = _stat(node)
    if m is not None:
        return m
    if isinstance(node, Objects) and tuple(node.kind) in (("number",), ("fewest", "number")) and node.ref == "the" \
            and not node.qualities and len(node.described) == 1:
        post = node.described[0]
        prep = post.parts[0] if post.kind == "pp" and len(post.parts) == 1 else None
        if getattr(prep, "prep", None) == "of":
            try:
                counted = thing(prep.np)
            except ValueError:
                raise Unsupported("an X that counts something the engine can't read") from None
            if node.kind == ("number",) and _tokens_on_this(counted):
                return Measure("tokens")
            picks = _counted(counted, name)
            if node.kind[0] == "fewest" and not all(isinstance(s, InPile) and s.whose == "opponent" for s in picks):
                raise Unsupported("the fewest number of something other than cards in an opponent's pile")
            return Measure("fewest" if node.kind[0] == "fewest" else "count", picks=picks)
    if isinstance(node, (Objects, ListOf)):  # ForEach: "for each development in this zone"
        return Measure("count", picks=_counted(node, name))
    raise Unsupported(f"an amount given by {type(node).__name__}")


@implements("terms.the-letter-x")
def x_value(rt, subject: int | None = None) -> int:
    """X as the resolving effect defines it ("where X is ..."), counted now."""
    m = getattr(rt, "x", None)
    if m is None:  # a tactic's printed cost X, chosen as it was played (0 when played for no cost: errata.core.105)
        return getattr(rt, "chosen_x", 0)
    return m.value(rt, subject)


@dataclass
class _Counting:
    """What a measure reads while no effect resolves: the table, the card's player, the card."""
    g: object
    p: str
    source: int | None
    that: tuple = ()


@implements("faq.48", "terms.the-letter-x")
def printed_cost(g, card, p: str, cid: int | None = None) -> int:
    """A card's printed cost: a printed X its own text defines ("X is the fewest number of cards in an opponent's
    hand") is that X, counted now for player `p` whether the card is in play or out of it (faq.48); any other
    printed X is 0 (terms.the-letter-x, cards.py)."""
    m = card.x_cost
    return card.cost if m is None else m.value(_Counting(g, p, cid))
