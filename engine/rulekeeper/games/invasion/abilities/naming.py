"""Naming a unit, then an effect on every copy of the named unit: "Action: At the beginning of your turn, each player
names a unit. Corrupt all copies of the named unit." (Masque of Slaanesh).

- A player names a unit by its title, any unit's title (core.deck.copies: copies are cards of one title): the next
  scripted answer that is the title of a unit of the card pool (the protocol's `choose` action); else the title of
  the first unit in play an opponent controls, else of their own first unit, else the first unit title of the pool
  (then nothing in play has it). Each player names in turn, the active player first; one player's name is heard
  by the next (a choice: the text says "each player names", the rules give no order, and naming is public).
- "all copies of the named unit": every unit in play, either player's, whose title one of them named (not a
  facedown development that is a unit: it shows no title); each is corrupted as by any effect (core.effects.corruption), one already corrupted or that cannot be staying as it is.

"Name a unit. Discard the top 5 cards of your deck. Put into play each copy of the named unit discarded by this
effect at no cost (in any zone)." (Invocation of Nehek): its player names a unit (the next scripted answer that is
a unit's title; else the unit title with the most copies left in their own deck, which they know from their deck
list: a choice the text leaves to the player); the cards discarded by this effect of that title enter play for no
cost (zones.put-into-play), each in the zone its player picks (into_play: a scripted answer, else the first zone
that takes it), the restrictions of their text still applying.

"Name a number. Target opponent reveals his hand and discards 1 card with a cost equal to the named number, if able."
(Skulking Informant): its player names a number (a scripted answer that is a number; else, knowing only what is
public, the printed cost most of the opponent's cards in play and in his discard pile have); the opponent reveals his
hand to both players, then discards a card of his choice whose printed cost is that number (core.cards.cost; an X
cost counts 0), if he has one; with none, nothing more happens.

Registered into effects.HANDLERS for Sequence on top of the handler registered before, which gets every other shape.
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion import ast as A
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, Objects, Player
from . import effects

_BEFORE = effects.HANDLERS[E.Sequence]


def _names_a_unit(step) -> bool:
    """"each player names a unit"."""
    return isinstance(step, E.Name) and isinstance(step.what, Objects) and tuple(step.what.kind) == ("unit",) \
        and step.what.ref == "a" and not step.what.target and step.what.count is None and not step.what.described \
        and not step.what.qualities and step.what.controller is None and step.what.place is None \
        and isinstance(step.by, Player) and step.by.who == "player" and step.by.ref == "each" \
        and step.by.of is None and not step.by.described


def _copies_of_named(o) -> bool:
    """"all copies of the named unit"."""
    if not (isinstance(o, Objects) and tuple(o.kind) == ("copies",) and o.ref == "all" and not o.target
            and o.count is None and not o.qualities and o.controller is None and o.place is None and o.of is None
            and len(o.described) == 1):
        return False
    parts = getattr(o.described[0], "parts", ())
    if getattr(o.described[0], "kind", "") != "pp" or len(parts) != 1 or parts[0].prep != "of":
        return False
    np = parts[0].np
    return isinstance(np, A.NounPhrase) and tuple(np.dets) == ("the",) and tuple(np.modifiers) == ("named",) \
        and tuple(np.head.nouns) == ("unit",) and np.quantity is None and not np.posts


def _you_name(step) -> bool:
    """"Name a unit." (its player names)."""
    return isinstance(step, E.Name) and step.by is None and isinstance(step.what, Objects) \
        and tuple(step.what.kind) == ("unit",) and step.what.ref == "a" and not step.what.target \
        and step.what.count is None and not step.what.described and not step.what.qualities \
        and step.what.controller is None and step.what.place is None


def _named_discarded(o) -> bool:
    """"each copy of the named unit discarded by this effect"."""
    if not (isinstance(o, Objects) and tuple(o.kind) == ("copy",) and o.ref == "each" and not o.target
            and o.count is None and not o.qualities and o.controller is None and o.place is None and o.of is None
            and len(o.described) == 1 and getattr(o.described[0], "kind", "") == "pp"
            and len(o.described[0].parts) == 1 and getattr(o.described[0].parts[0], "prep", "") == "of"):
        return False
    np = o.described[0].parts[0].np
    if not (isinstance(np, A.NounPhrase) and np.dets == ("the",) and tuple(np.modifiers) == ("named",)
            and tuple(np.head.nouns) == ("unit",) and np.quantity is None and len(np.posts) == 1):
        return False
    post = np.posts[0]
    parts = post.parts if post.kind == "reduced" else ()
    if len(parts) != 2 or parts[0] != "discarded" or getattr(parts[1], "prep", "") != "by":
        return False
    by = parts[1].np
    return isinstance(by, A.NounPhrase) and by.dets == ("this",) and tuple(by.head.nouns) == ("effect",) \
        and not by.posts and not by.modifiers


def _invocation(n) -> int | None:
    """Name a unit, discard the top N cards of your deck, put the named ones discarded into play: N; else None."""
    from .cards_moving import deck_top
    if not (isinstance(n, E.Sequence) and len(n.steps) == 2 and not n.then and isinstance(n.steps[0], E.Sequence)
            and len(n.steps[0].steps) == 2 and not n.steps[0].then and _you_name(n.steps[0].steps[0])):
        return None
    discard, put = n.steps[0].steps[1], n.steps[1]
    if not (isinstance(discard, E.Discard) and discard.by is None and not discard.at_random and discard.source is None
            and discard.down_to is None and isinstance(put, E.PutIntoPlay) and _named_discarded(put.what)
            and put.place is None and put.source is None and put.control is None and not put.facedown
            and put.by is None and not put.at_random and put.state is None):
        return None
    top = deck_top(discard.what)
    return top[1] if top is not None and top[0] == "you" else None


def _names_a_number(step) -> bool:
    """"name a number" (its player names)."""
    w = getattr(step, "what", None)
    return isinstance(step, E.Name) and step.by is None and isinstance(w, Objects) and tuple(w.kind) == ("number",) \
        and w.ref == "a" and not (w.target or w.count or w.described or w.qualities or w.controller or w.place)


def _cost_named(o) -> bool:
    """"1 card with a cost equal to the named number"."""
    d = getattr(o, "described", ())
    if not (isinstance(o, Objects) and tuple(o.kind) == ("card",) and o.ref == "" and o.count == Count(1)
            and not (o.target or o.qualities or o.controller or o.place or o.of) and len(d) == 1
            and d[0].kind == "pp" and len(d[0].parts) == 1 and getattr(d[0].parts[0], "prep", "") == "with"):
        return False
    np = d[0].parts[0].np
    if not (isinstance(np, A.NounPhrase) and tuple(np.dets) == ("a",) and tuple(np.head.nouns) == ("cost",)
            and not np.modifiers and np.quantity is None and len(np.posts) == 1 and np.posts[0].kind == "pp"
            and len(np.posts[0].parts) == 1 and getattr(np.posts[0].parts[0], "prep", "") == "equal to"):
        return False
    n2 = np.posts[0].parts[0].np
    return isinstance(n2, A.NounPhrase) and tuple(n2.dets) == ("the",) and tuple(n2.modifiers) == ("named",) \
        and tuple(n2.head.nouns) == ("number",) and not n2.posts


def _informant(n):
    """"Name a number. Target opponent reveals his hand and discards 1 card with a cost equal to the named number,
    if able." -> (the reveal step, the discarding player phrase); else None."""
    from .cards_moving import who
    if not (isinstance(n, E.Sequence) and len(n.steps) == 2 and not n.then and _names_a_number(n.steps[0])):
        return None
    rest = n.steps[1]
    if not (isinstance(rest, E.Sequence) and len(rest.steps) == 2 and not rest.then):
        return None
    reveal, cond = rest.steps
    d = getattr(cond, "effect", None)
    c = getattr(cond, "condition", None)
    if not (isinstance(reveal, E.Reveal) and isinstance(cond, E.Conditional) and getattr(c, "word", "") == "if"
            and isinstance(c.clause, E.State) and c.clause.state == "able" and c.clause.who is None
            and isinstance(d, E.Discard) and not d.at_random and d.source is None and d.down_to is None
            and _cost_named(d.what) and d.by == reveal.by and who(d.by, "discarding") == "opponent"):
        return None
    return reveal


def _shape(n) -> bool:
    return isinstance(n, E.Sequence) and len(n.steps) == 2 and not n.then and _names_a_unit(n.steps[0]) \
        and isinstance(n.steps[1], E.Corrupt) and getattr(n.steps[1], "by", None) is None \
        and _copies_of_named(n.steps[1].what)


def _check(n, ctx) -> None:
    if _informant(n) is not None:
        return effects.check(_informant(n), ctx)
    if not _shape(n) and _invocation(n) is None:
        return _BEFORE[0](n, ctx)


def name_a_unit(g, player: str) -> str:
    """The unit title `player` names: a scripted answer that is a unit's title, else the first unit in play an
    opponent controls, their own first, else the pool's first unit title (see the module's docstring)."""
    title = g.answer(lambda w: w in g.pool and g.pool[w].unit)
    if title:
        return title
    from ..state import other
    for who in (other(player), player):
        unit = next((c for c in g.in_play(who) if g.card(c).unit), None)
        if unit is not None:
            return g.name(unit)
    return min(name for name, card in g.pool.items() if card.unit)


@implements("core.effects.corruption", "core.deck.copies")
def _run(n, rt) -> bool:
    """Each player names a unit, the active player first; every unit in play of a named title is corrupted."""
    if _informant(n) is not None:
        return _inform(n, rt)
    if _invocation(n) is not None:
        return _invoke(n, rt)
    if not _shape(n):
        return _BEFORE[1](n, rt)
    from ..effects import _corrupt
    from ..state import other
    from . import passive
    from .rising import facedown
    g, named = rt.g, []
    for player in (g.s.active, other(g.s.active)):
        title = name_a_unit(g, player)
        named.append(title)
        rt.emit("names", ("core.deck.copies",), player=player, named=title, card=rt.source)
    hit = [c for p in (g.s.active, other(g.s.active)) for c in g.in_play(p) if g.name(c) in named
           and g.card(c).unit and not facedown(g, c)  # a facedown development has no title (rising.py)
           and c not in g.s.corrupted and not passive.forbids(g, c, "corrupted")]
    for cid in hit:
        _corrupt(g, rt.p, cid)
    return bool(hit)


@implements("zones.put-into-play", "core.deck.copies")
def _invoke(n, rt) -> bool:
    """Its player names a unit, discards the top N cards of their deck, and puts the copies of the named unit
    discarded by this effect into play."""
    from collections import Counter

    from .cards_moving import discard_top
    from .into_play import _enter, _zone_order
    g, p = rt.g, rt.p
    title = g.answer(lambda w: w in g.pool and g.pool[w].unit)
    if not title:
        left = Counter(g.name(c) for c in g.cards(p, "deck") if g.card(c).unit)
        title = min(left, key=lambda t: (-left[t], t)) if left else name_a_unit(g, p)
    rt.emit("names", ("core.deck.copies",), player=p, named=title, card=rt.source)
    gone = discard_top(g, p, _invocation(n), by=rt.name)
    entered = [c for c in gone if g.name(c) == title and g.card(c).unit and g.place(c) == "discard"
               and _enter(g, p, c, _zone_order(rt, []))]
    if entered:
        rt.that = entered
    return bool(gone)


def name_a_number(g, player: str) -> int:
    """The number `player` names: a scripted answer that is a number, else the printed cost most of the opponent's
    cards in play and in their discard pile have (what the player can see; ties: the lowest), else 1."""
    from collections import Counter

    from ..state import other
    number = g.answer(str.isdigit)
    if number:
        return int(number)
    q = other(player)
    seen = Counter(g.card(c).cost for c in list(g.in_play(q)) + list(g.cards(q, "discard")))
    return min(seen, key=lambda k: (-seen[k], k)) if seen else 1


@implements("core.effects.action", "zones.out-of-play")
def _inform(n, rt) -> bool:
    """Its player names a number; the opponent reveals his hand (everyone sees it), then discards one card of his
    choice whose printed cost is that number, if he has one (the next scripted answer naming it; else the first)."""
    from ..state import other
    from .cards_moving import discard
    from .choosing import choose_cards
    g = rt.g
    number = name_a_number(g, rt.p)
    rt.emit("names", ("core.effects.action",), player=rt.p, named=number, card=rt.source)
    effects.run(_informant(n), rt)
    q = other(rt.p)
    fits = [c for c in g.cards(q, "hand") if g.card(c).cost == number]
    if not fits:
        rt.emit("not_able", ("core.effects.action",), player=q, card=rt.source,
                why=f"no card with a cost of {number} in hand")
        return True
    discard(g, q, choose_cards(rt, q, fits, 1), by=rt.name)
    return True


effects.HANDLERS[E.Sequence] = (_check, _run)
