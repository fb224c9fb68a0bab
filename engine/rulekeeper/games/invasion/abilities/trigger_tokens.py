"""Triggers on resource tokens put on a quest (core.cards.quest, clar.trigger-conditions): "When another card
effect puts at least 1 resource token on a quest in this zone, put 1 additional resource token on that quest."
(Blessed Enchantress), "When an opponent puts at least 1 resource token on a quest in any corresponding zone, remove
1 resource token from that quest." (Hidden Sorceress).

The event is effects.py's "tokens" (a card effect putting tokens on its card: the quests' own Forced effects), with
the player whose effect it is and its card. "that quest" is the quest the trigger is about (the effect's "that").

Readings (the rules leave room):
- "in this zone": a quest of the watcher's controller in the watcher's zone; "in any corresponding zone": a quest
  of the opponent's in the zone of the opponent's that corresponds to the watcher's;
- "1 additional resource token" adds to the put that triggered it: it is not a new put of tokens, so it triggers
  nothing (two Blessed Enchantresses in one zone add one token each, they do not feed each other for ever).
"""

from __future__ import annotations

from dataclasses import replace

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, Objects, Place, Player
from ..state import other
from . import effects, triggers
from .objects import Unsupported

ON = "tokens_put"
_TOKENS = (("resource", "token"), ("resource", "tokens"))
_THAT_CARD = Objects(kind=("card",), ref="that", count=None, target=False, qualities=(), controller=None,
                     place=None, described=(), of=None)
_THIS_CARD = replace(_THAT_CARD, ref="this")


def _plain(pl, zone: str, refs: tuple) -> bool:
    return isinstance(pl, Place) and pl.zone == zone and pl.ref in refs and pl.whose is None \
        and not (pl.qualities or pl.described or pl.position)


def _read(ev, name: str):
    """The Watch of "when <who> puts at least 1 resource token on a quest in <zone>"; None for another event."""
    if not isinstance(ev, E.PutTokens):
        return None
    on, by = ev.on, ev.by
    ok = tuple(ev.token) in _TOKENS and ev.count in (None, Count(1, "at least"), Count(1, "or more")) \
        and _plain(on, "quest", ("a", "an")) and _plain(on.within, "zone", ("this", "any corresponding")) \
        and on.within.within is None
    if ok and on.within.ref == "this" and isinstance(by, Objects) and tuple(by.kind) == ("card", "effect") \
            and by.ref == "another" and not (by.described or by.qualities or by.of or by.controller or by.count):
        return triggers.Watch(ON, kind="another", to="this")  # another card effect, a quest in this zone
    if ok and on.within.ref == "any corresponding" and isinstance(by, Player) and by.who == "opponent" \
            and not by.of and not by.described:
        return triggers.Watch(ON, player="opponent", to="corresponding")
    raise Unsupported("a trigger on PutTokens")


@implements("core.cards.quest", "clar.trigger-conditions")
def _fired(g, i: int, watcher: int, p: str, zone: str, w) -> list[int] | None:
    """Tokens put (not taken off, not an additional one) on a quest in play in the zone the trigger names."""
    d = g.s.log.events[i].data
    cid = d.get("card")
    if d.get("amount", 0) <= 0 or d.get("additional") or not isinstance(cid, int) or not g.is_in_play(cid) \
            or g.card(cid).type != "Quest":
        return None
    who, _, place = g.s.zones.where[cid].partition(".")
    if place != zone or (w.to == "this" and who != p) or (w.to == "corresponding" and who != other(p)):
        return None
    if w.player == "opponent" and d.get("player") != other(p) or w.kind == "another" and d.get("source") == watcher:
        return None
    return [cid]


triggers.family(ON, ("tokens",), _read, _fired)


# ---- "that quest": the quest the trigger is about ----------------------------------------------------------------
def _that_quest(pl) -> bool:
    return _plain(pl, "quest", ("that",)) and pl.within is None


def _wrap(kind, field: str) -> None:
    before = effects.HANDLERS[kind]

    def check(n, ctx):
        if not _that_quest(getattr(n, field)):
            return before[0](n, ctx)
        count = n.count
        if isinstance(count, Count) and count.bound == "additional":  # "1 additional token": one more (effects.py)
            count = replace(count, bound="exactly")
        before[0](replace(n, count=count, **{field: _THIS_CARD}), ctx)  # the tokens and their number, as on this card

    def run(n, rt) -> bool:
        return before[1](replace(n, **{field: _THAT_CARD}) if _that_quest(getattr(n, field)) else n, rt)

    effects.HANDLERS[kind] = (check, run)


_wrap(E.PutTokens, "on")
_wrap(E.RemoveTokens, "source")
