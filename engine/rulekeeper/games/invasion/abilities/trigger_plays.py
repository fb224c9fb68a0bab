"""Triggers on a card played (core.turn.3, clar.trigger-conditions): "When you play a quest from your hand, you can
play an additional Limited card this turn." (Master of Maps), "Forced: When you play another card into this zone,
discard the top card of your deck. If the printed cost of the discarded card is not odd, destroy the just played
card." (Valley of Many Eyes): the card played is destroyed when the printed cost of the card discarded (out of play:
faq.48) is even (0 is even); with no card discarded (an empty deck) it stays.

The event is capital.py's "play" (a unit, support, quest or legend played into a zone, or an attachment played on a
unit: into that unit's zone); "that card" / "the just played card" is the card played. Developments are not played
cards (core.cards.developments), a card put into play is not played (zones.put-into-play).

"you can play an additional Limited card this turn" (core.effects.limited): one more Limited card this turn for its
player. With one played already, the next is allowed at once; otherwise the allowance waits (a lasting entry
{"card": -1, "extra_limited": player}) and is spent by the first Limited card played, after which one more may
follow. It ends with the turn (timing.E.3).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Duration, Objects, Place, Player
from . import effects, triggers

ON = "plays_card"


def _you(x) -> bool:
    return isinstance(x, Player) and x.who == "you" and not x.of and not x.described


def _read(ev, name: str):
    """The Watch of "when you play a quest from your hand" / "another card into this zone"; None otherwise."""
    if not (isinstance(ev, E.Play) and _you(ev.by) and not (ev.free or ev.control or ev.as_if)):
        return None
    w, src, to = ev.what, ev.source, ev.place
    hand = isinstance(src, Place) and src.zone == "hand" and src.ref == "your" and not (src.described or src.whose)
    if isinstance(w, Place) and w.zone == "quest" and w.ref in ("a", "an") and not (w.whose or w.described
                                                                                  or w.qualities) \
            and hand and to is None:
        return triggers.Watch(ON, kind="Quest", source="hand")
    if isinstance(w, Objects) and tuple(w.kind) == ("card",) and w.ref == "another" and src is None \
            and not (w.described or w.qualities or w.of or w.controller or w.count or w.target or w.place) \
            and isinstance(to, Place) and to.zone == "zone" and to.ref == "this" and not (to.whose or to.described):
        return triggers.Watch(ON, to="this zone")
    return None


@implements("core.turn.3", "clar.trigger-conditions")
def _fired(g, i: int, watcher: int, p: str, zone: str, w) -> list[int] | None:
    d = g.s.log.events[i].data
    cid = d.get("card")
    if d.get("player") != p or not isinstance(cid, int) or cid == watcher or cid not in g.s.zones.where:
        return None
    if w.kind is not None and (g.card(cid).type != w.kind or "from" in d):
        return None  # a quest, from the hand (a play from elsewhere says where from)
    if w.to == "this zone" and (d.get("zone") != zone or not g.is_in_play(watcher)):
        return None
    return [cid]


triggers.family(ON, ("play",), _read, _fired)


# ---- "you can play an additional Limited card this turn" ------------------------------------------------------
def _extra_limited(n) -> bool:
    e = getattr(n, "effect", None)
    p = getattr(e, "effect", None)
    w = getattr(p, "what", None)
    return isinstance(n, E.Modal) and n.kind in ("can", "may") and isinstance(e, E.Lasting) \
        and isinstance(e.duration, Duration) and e.duration.until in effects.LASTING and isinstance(p, E.Play) \
        and _you(p.by) and isinstance(w, Objects) and tuple(w.kind) == ("card",) and w.ref in ("an", "a") \
        and tuple(w.qualities) == ("additional", "limited") and not (
            w.described or w.of or w.controller or w.count or w.target or w.place) \
        and not (p.source or p.free or p.control or p.place or p.as_if)


_MODAL = effects.HANDLERS[E.Modal]


def _check(n, ctx) -> None:
    if not _extra_limited(n):
        return _MODAL[0](n, ctx)


@implements("core.effects.limited", "timing.E.3")
def _run(n, rt) -> bool:
    if not _extra_limited(n):
        return _MODAL[1](n, rt)
    g, p = rt.g, rt.p
    if g.s.limited[p]:
        g.s.limited[p] = False
        rt.emit("extra_limited", ("core.effects.limited",), player=p, by=rt.name, now=True)
    else:
        g.s.lasting.append({"card": -1, "extra_limited": p, "by": rt.name})
        rt.emit("extra_limited", ("core.effects.limited", "timing.E.3"), player=p, by=rt.name, until="end of turn")
    return True


@implements("core.effects.limited")
def _spent(g, i: int) -> list:
    """A Limited card played while an allowance waits: it is spent, one more Limited card may follow."""
    ev = g.s.log.events[i]
    if ev.kind != "play" or not g.s.lasting:
        return []
    p, cid = ev.data.get("player"), ev.data.get("card")
    m = next((m for m in g.s.lasting if m.get("extra_limited") == p), None)
    if m is not None and isinstance(cid, int) and g.card(cid).keyword("limited") and g.s.limited.get(p):
        g.s.lasting.remove(m)
        g.s.limited[p] = False
        g.emit("extra_limited", ("core.effects.limited",), player=p, by=m["by"], now=True)
    return []


effects.HANDLERS[E.Modal] = (_check, _run)


# ---- "discard the top card of your deck. If the printed cost of the discarded card is not odd, destroy the just
# played card." ------------------------------------------------------------------------------------------------
def _odd_cost(c) -> bool | None:
    """"if the printed cost of the discarded card is (not) odd" -> True for "odd", False for "not odd"."""
    k = getattr(c, "clause", None)
    negated = isinstance(k, E.Modal) and k.kind == "not"
    st = k.effect if negated else k
    who = getattr(st, "who", None)
    if not (getattr(c, "word", "") == "if" and isinstance(st, E.State) and st.state == "odd" and st.place is None
            and isinstance(who, Objects) and tuple(who.kind) == ("cost",) and who.ref == "the"
            and who.qualities == ("printed",) and len(who.described) == 1
            and "modifiers=('discarded',)" in repr(who.described[0])
            and "nouns=('card',)" in repr(who.described[0])):
        return None
    return not negated


def _just_played(o) -> bool:
    return isinstance(o, Objects) and tuple(o.kind) == ("card",) and o.ref == "the" \
        and tuple(o.qualities) == ("just played",) and not (o.described or o.target or o.of or o.count)


def _parity(n):
    """The Sequence "discard the top card of your deck. If the printed cost ... is not odd, destroy the just played
    card." -> (the discard step, True for odd | False for not odd); else None."""
    from .cards_moving import deck_top
    if not (isinstance(n, E.Sequence) and len(n.steps) == 2 and not n.then):
        return None
    d, c = n.steps
    if not (isinstance(d, E.Discard) and d.by is None and not d.at_random and d.source is None
            and deck_top(d.what) == ("you", 1) and isinstance(c, E.Conditional) and _odd_cost(c.condition) is not None
            and isinstance(c.effect, E.Destroy) and c.effect.by is None and _just_played(c.effect.what)):
        return None
    return d, _odd_cost(c.condition)


_SEQ = effects.HANDLERS[E.Sequence]


def _seq_check(n, ctx) -> None:
    if _parity(n) is None:
        return _SEQ[0](n, ctx)
    effects.check(_parity(n)[0], ctx)


@implements("core.cards.cost", "terms.destroy", "faq.48")
def _seq_run(n, rt) -> bool:
    """The card played (the trigger's "that") is destroyed when the card discarded has the cost parity named."""
    got = _parity(n)
    if got is None:
        return _SEQ[1](n, rt)
    from ..movement import destroy
    from .amounts import printed_cost
    g, played = rt.g, list(rt.that)
    step, odd = got
    effects.run(step, rt)
    gone = [c for c in rt.that if c not in played and g.place(c) == "discard"]
    cost = printed_cost(g, g.card(gone[0]), rt.p, gone[0]) if gone else None
    held = cost is not None and (cost % 2 == 1) == odd
    rt.emit("condition", ("core.cards.cost",), card=rt.source, discarded=g.name(gone[0]) if gone else None,
            cost=cost, holds=held)
    rt.that = played
    if held:
        for cid in played:
            if g.is_in_play(cid):
                destroy(g, cid)
                rt.out_of_combat(cid)
    return True


effects.HANDLERS[E.Sequence] = (_seq_check, _seq_run)

from . import run as _chain  # noqa: E402

_chain.REACTIONS.append(_spent)
