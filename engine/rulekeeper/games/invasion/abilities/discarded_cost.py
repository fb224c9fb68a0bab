"""An amount "equal to the printed cost (or the [Power]) of the discarded card": Boon of Tzeentch ("Discard the top card of your
deck. Gain resources equal to the printed cost of the discarded card.") and Dark Blessing ("Discard the top card of
your deck to have target unit gain [Power] equal to the printed cost of the discarded card."), Mushroom Hunters
("... This card gains [Power] equal to the [Power] of the discarded card until the end of the turn."); and
"the number of units discarded this way" (Swarm of Bats: the units among the cards the effect just discarded);
"the printed power of the revealed card" (Fury of Aenarion: the card the effect revealed before, hand_reveal.py);
"the difference in printed cost between the discarded cards" (Treasure Thieves: its cost's and its effect's); the
condition "If the discarded card is a unit, ..." (Witchbrew: checked as the effect resolves, on the first card
discarded; none discarded, an empty deck, and it does not hold).

The discarded card is the one the effect discarded just before (rt.that, cards_moving) or, for a discarding cost,
the card discarded to pay it (timing.C.2: run.take hands it to the effect as entry "discarded", for the cards
`file` names). Its printed cost out of play: faq.48 (amounts.printed_cost); with no
card discarded (an empty deck) the amount is 0 (terms.the-letter-x). Registered into amounts.MEASURES.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion import ast as A
from ....text.invasion.semantics import Action
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition, EqualTo, Objects
from . import amounts, effects
from .objects import Unsupported

PASSES: set[str] = set()  # cards whose discarding cost hands the discarded card to the effect (run.take)


STATS = {(("cost",), ("printed",)): "cost", (("[Power]",), ()): "power", (("power",), ("printed",)): "power"}


def _the_x_prep(o, kinds) -> tuple[str, object]:
    """"the <kind> <prep> <noun phrase>" and nothing else: (the preposition, its noun phrase); ("", None) if not."""
    if not (isinstance(o, Objects) and tuple(o.kind) in kinds and o.ref == "the" and len(o.described) == 1
            and not (o.target or o.count or o.controller or o.place or o.of)):
        return "", None
    post = o.described[0]
    prep = post.parts[0] if isinstance(post, A.Post) and post.kind == "pp" and len(post.parts) == 1 else None
    return getattr(prep, "prep", ""), getattr(prep, "np", None)


def _the_discarded_card(o) -> tuple[str, str] | None:
    """"the printed cost of the discarded card" -> ("cost", "discarded"); "the [Power] of the discarded card" ->
    ("power", "discarded"); "the printed power of the revealed card" -> ("power", "revealed")."""
    stat = STATS.get((tuple(o.kind), tuple(o.qualities))) if isinstance(o, Objects) else None
    prep, np = _the_x_prep(o, [k for k, _ in STATS]) if stat else ("", None)
    ok = prep == "of" and isinstance(np, A.NounPhrase) and tuple(np.dets) == ("the",) \
        and tuple(np.modifiers) in (("discarded",), ("revealed",)) and tuple(np.head.nouns) == ("card",) \
        and not np.posts and np.quantity is None
    return (stat, np.modifiers[0]) if ok else None


@dataclass(frozen=True)
class DiscardedCost:
    stat: str = "cost"  # cost | power: the printed power ([Power] icons) of the card
    which: str = "discarded"  # discarded | revealed (from the hand or the deck: hand_reveal.py, revealed.py)

    @implements("faq.48", "terms.the-letter-x", "core.cards.unit")
    def value(self, rt, subject: int | None = None) -> int:
        """The printed cost (or power) of the card discarded or revealed (the first, if several); 0 with none."""
        g = rt.g
        if self.which == "revealed":
            gone = list(getattr(rt, "revealed", None) or ())
        else:
            gone = _discarded(rt)
        if not gone:
            return 0
        if self.stat == "power":  # printed on the card, read out of play: a card with no power icons has 0
            return g.card(gone[0]).power
        return amounts.printed_cost(g, g.card(gone[0]), g.s.owner[gone[0]], gone[0])


def _discarded_this_way(o):
    """"the number of units discarded this way" -> the head nouns counted ("units"), or None."""
    prep, np = _the_x_prep(o, [("number",)]) if not getattr(o, "qualities", ()) else ("", None)
    if prep != "of" or not isinstance(np, A.NounPhrase) or np.dets or np.modifiers \
            or np.quantity is not None or len(np.posts) != 1:
        return None
    way = np.posts[0]
    if way.kind == "reduced" and len(way.parts) == 2 and way.parts[0] == "discarded" \
            and isinstance(way.parts[1], A.Words) and way.parts[1].text == "this way":
        return tuple(np.head.nouns)
    return None


@dataclass(frozen=True)
class DiscardedCount:
    """"the number of units discarded this way": the cards of a kind among those the effect just discarded."""
    kind: object  # objects.Selector: the kind (no trait) read on each discarded card

    @implements("terms.the-letter-x")
    def value(self, rt, subject: int | None = None) -> int:
        g = rt.g
        gone = [c for c in (getattr(rt, "that", None) or ()) if g.place(c) == "discard"]
        return sum(1 for c in gone if self.kind._kind_fits(g.card(c)))


def _difference(o) -> bool:
    """"the difference in printed cost between the discarded cards"."""
    prep, np = _the_x_prep(o, [("difference",)]) if not getattr(o, "qualities", ()) else ("", None)
    if prep != "in" or not isinstance(np, A.NounPhrase) or tuple(np.head.nouns) != ("cost",) \
            or tuple(np.modifiers) != ("printed",) or np.dets or len(np.posts) != 1:
        return False
    inner = np.posts[0]
    between = inner.parts[0] if inner.kind == "pp" and len(inner.parts) == 1 else None
    cards = getattr(between, "np", None)
    return getattr(between, "prep", "") == "between" and isinstance(cards, A.NounPhrase) \
        and tuple(cards.dets) == ("the",) and tuple(cards.modifiers) == ("discarded",) \
        and tuple(cards.head.nouns) == ("cards",) and not cards.posts and cards.quantity is None


@dataclass(frozen=True)
class DiscardedDifference:
    """"the difference in printed cost between the discarded cards": the card its cost discarded and the card its
    effect discarded (run.take hands the first over, `file`); 0 unless both were discarded (an empty deck)."""

    @implements("faq.48", "terms.the-letter-x")
    def value(self, rt, subject: int | None = None) -> int:
        g = rt.g
        both = [c for c in list(getattr(rt, "discarded", None) or ()) + list(getattr(rt, "that", None) or ())
                if g.place(c) == "discard"]
        if len(both) != 2:
            return 0
        a, b = (amounts.printed_cost(g, g.card(c), g.s.owner[c], c) for c in both)
        return abs(a - b)


def _discarded(rt) -> list[int]:
    """The cards the effect (or its cost) discarded, still in the discard pile."""
    paid = getattr(rt, "discarded", None) or getattr(rt, "that", None) or ()
    return [c for c in paid if rt.g.place(c) == "discard"]


def _is_kind(cond):
    """The Wanted of "if the discarded card is a unit"; None for another condition."""
    if not (isinstance(cond, Condition) and cond.word == "if" and isinstance(cond.clause, E.Is)):
        return None
    who = cond.clause.who
    if not (isinstance(who, Objects) and tuple(who.kind) == ("card",) and who.ref == "the"
            and who.qualities == ("discarded",) and not who.described and who.of is None and not who.target):
        return None
    from .search import wanted
    try:
        return wanted(cond.clause.what)
    except Unsupported:
        return None


def _cond_check(n, ctx) -> None:
    if _is_kind(n.condition) is None:
        return _COND[0](n, ctx)
    effects.check(n.effect, ctx)


@implements("core.effects.action")
def _cond_run(n, rt) -> bool:
    want = _is_kind(n.condition)
    if want is None:
        return _COND[1](n, rt)
    gone = _discarded(rt)
    held = bool(gone) and want.fits(rt.g.card(gone[0]))
    rt.emit("condition", ("core.effects.action",), card=rt.source, discarded=rt.g.name(gone[0]) if gone else None,
            holds=held)
    return effects.run(n.effect, rt) if held else False


def read(node, name: str):
    if isinstance(node, EqualTo):
        node = node.what
    stat = _the_discarded_card(node)
    if stat:
        return DiscardedCost(*stat)
    if _difference(node):
        return DiscardedDifference()
    counted = _discarded_this_way(node)
    if counted is None:
        return None
    from .objects import selector
    sel = selector(Objects(counted, "each"), name)
    if sel.trait or sel.kinds != (sel.kind,) or sel.kind not in ("unit", "card", "support"):
        raise Unsupported(f"counting the {' '.join(counted)} discarded this way")
    return DiscardedCount(sel)


def file(abilities, name: str) -> None:
    """Name the card in PASSES when an Action's discarding cost is what its effect's "the discarded card" is."""
    from .cards_moving import discard_cost
    PASSES.discard(name)
    for ab in abilities:
        if isinstance(ab, Action) and ab.cost is not None and discard_cost(ab.cost) is not None \
                and "modifiers=('discarded',)" in repr(ab.effect):
            PASSES.add(name)


if read not in amounts.MEASURES:
    amounts.MEASURES.append(read)
_COND = effects.HANDLERS[E.Conditional]
effects.HANDLERS[E.Conditional] = (_cond_check, _cond_run)
