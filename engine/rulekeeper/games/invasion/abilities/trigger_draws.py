"""Triggers on a player's draw for his quest phase (core.turn.2: the active player draws as many cards as his quest
zone's power), and what the effect then says of "that player" and of "he": "Quest. Action: When an opponent draws
cards for his quest phase, corrupt this unit to discard 1 card at random from that player's hand if he has 7 or
more cards in hand." (Harpies).

The event is Game.draw's "draw" with the rule core.turn.2 (one per card drawn); the trigger is about the cards
drawn, so "that player" is their owner (cards_moving.players) and "he" the same player.

Readings (the rules leave room): each card of the draw is an event, but a triggered Action is readied once per
trigger condition (timing.B.1), so the draw of several cards gives one chance to trigger it; "if he has 7 or more
cards in hand" is checked as the effect resolves, with the hand as it is then (the cards drawn in it).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition, Count, Objects, Place, Player
from ..state import other
from . import effects, triggers
from .objects import Unsupported

ON = "draws_for_phase"
QUEST_DRAW = "core.turn.2"  # the rule of the quest phase's draw (turn.quest_phase)


def _read(ev, name: str):
    if not isinstance(ev, E.Draw) or ev.for_ is None:
        return None
    f, by = ev.for_, ev.by
    if isinstance(f, Objects) and tuple(f.kind) == ("quest", "phase") and f.ref in ("his", "their") \
            and not (f.described or f.qualities or f.of or f.controller or f.count) and ev.source is None \
            and isinstance(by, Player) and by.who == "opponent" and by.ref in ("an", "") and not by.of \
            and not by.described:
        return triggers.Watch(ON, player="opponent", kind="quest")
    raise Unsupported("a trigger on Draw")


@implements("core.turn.2", "clar.trigger-conditions")
def _fired(g, i: int, watcher: int, p: str, zone: str, w) -> list[int] | None:
    ev = g.s.log.events[i]
    cid = ev.data.get("card")
    if QUEST_DRAW not in ev.rules or ev.data.get("player") != other(p) or not isinstance(cid, int):
        return None
    return [cid]


triggers.family(ON, ("draw",), _read, _fired)


# ---- "if he has 7 or more cards in hand": that player's hand -----------------------------------------------------
def _hand_at_least(c) -> int | None:
    """N of "if he has N or more cards in hand"; None for another condition."""
    k = getattr(c, "clause", None)
    if not (isinstance(c, Condition) and c.word == "if" and isinstance(k, E.Has) and k.by is None):
        return None
    who, what = k.who, k.what
    if not (isinstance(who, Objects) and who.ref == "he" and tuple(who.kind) == ("it",) and not who.described):
        return None
    if not (isinstance(what, Objects) and tuple(what.kind) == ("cards",) and isinstance(what.count, Count)
            and isinstance(what.count.value, int) and what.count.bound == "or more" and not what.count.sign
            and isinstance(what.place, Place) and what.place.zone == "hand" and what.place.ref == ""
            and what.place.whose is None and not (what.described or what.qualities or what.of or what.controller)):
        return None
    return what.count.value


_BEFORE = effects.HANDLERS[E.Conditional]


def _check(n, ctx) -> None:
    if _hand_at_least(n.condition) is None:
        return _BEFORE[0](n, ctx)
    effects.check(n.effect, ctx)


@implements("core.effects.action")
def _run(n, rt) -> bool:
    """Only if that player (the one the trigger is about) has that many cards in hand as the effect resolves."""
    need = _hand_at_least(n.condition)
    if need is None:
        return _BEFORE[1](n, rt)
    from .cards_moving import players
    whose = players(rt, "that")
    if not whose or any(len(rt.g.cards(q, "hand")) < need for q in whose):
        rt.emit("condition_not_met", ("core.effects.action",), card=rt.source, name=rt.name,
                condition=f"that player has {need} or more cards in hand")
        return False
    return effects.run(n.effect, rt)


effects.HANDLERS[E.Conditional] = (_check, _run)
