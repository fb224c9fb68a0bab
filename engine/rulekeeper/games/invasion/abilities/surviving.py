"""Surviving combat (core.combat.5, timing.A.1): "If this unit defends and survives combat, return all attacking units
to their owners' hands." (Battle Wizard), "If attached unit survives combat, heal all damage on it." (Stolen Skin); "If attached unit is destroyed, draw four
cards." (Oathstone: the attachment goes to the discard pile with its unit, and its ability triggers from there, as for
"when attached unit leaves play", triggers.py).

A printed "If <this unit / attached unit> survives combat, ..." is a triggered constant effect (timing.A.1): it is
read as one whose trigger is the end of combat (`normalize`, before the abilities are read). Reading chosen: a unit
survives combat when it took part in the combat (declared an attacker or a defender; "defends and survives": a
defender) and is still in play when combat damage has been applied and the combat ends (damage.py's combat_ends);
a unit that left play before, or left combat, has not survived it. "it" of the effect is that unit.

A trigger family of triggers.py (`family`): `watch` reads the trigger, `survived` matches the combat's end.
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.abilities import Constant, Forced
from ....text.invasion.semantics.nodes import Condition, Objects, Place
from ....text.invasion.semantics.setting import Trigger
from . import triggers
from .objects import Unsupported


def _survive(ev) -> bool:
    return isinstance(ev, E.Survive) and ev.by is None and isinstance(ev.what, Place) and ev.what.zone == "combat" \
        and not (ev.what.ref or ev.what.whose or ev.what.described or ev.what.qualities or ev.what.position)


def _event(ev):
    """(the Survive, defending only) of "X survives combat" / "X defends and survives combat"; None otherwise."""
    if _survive(ev):
        return ev, False
    if isinstance(ev, E.Sequence) and not ev.then and not ev.sentences and len(ev.steps) == 2 \
            and isinstance(ev.steps[0], E.Defend) and _survive(ev.steps[1]) and ev.steps[0].who == ev.steps[1].who \
            and ev.steps[0].what is None and ev.steps[0].by is None:
        return ev.steps[1], True
    if isinstance(ev, E.Sequence) and not ev.then and not ev.sentences and len(ev.steps) == 2 \
            and isinstance(ev.steps[0], E.Attack) and _survive(ev.steps[1]) and ev.steps[0].who == ev.steps[1].who \
            and all(getattr(ev.steps[0], f) is None for f in ("what", "source", "as_if", "attack", "by")):
        return ev.steps[1], "attackers"  # "when this unit attacks and survives combat"
    return None


def _attached_destroyed(ev) -> bool:
    """"If attached unit is destroyed" (Oathstone)."""
    w = getattr(ev, "what", None)
    return isinstance(ev, E.Destroy) and ev.by is None and isinstance(w, Objects) and w.qualities == ("attached",) \
        and tuple(w.kind) == ("unit",) and not (w.described or w.controller or w.place or w.count or w.target)


def normalize(abilities) -> tuple:
    """The typed abilities with "If X survives combat, Y" and "If attached unit is destroyed, Y" read as the
    triggered constant effects they are."""
    out = []
    for ab in abilities:
        e = getattr(ab, "effect", None)
        if isinstance(ab, Constant) and isinstance(e, E.Conditional) and isinstance(e.condition, Condition) \
                and e.condition.word == "if" and (_event(e.condition.clause) is not None
                                                 or _attached_destroyed(e.condition.clause)):
            ab = Forced(zone=ab.zone, trigger=Trigger("if", e.condition.clause), cost=None, effect=e.effect)
        out.append(ab)
    return tuple(out)


def watch(ev, name: str):
    """The Watch of "X (defends and) survives combat", or None for another event."""
    from .triggers import Watch, _card
    got = _event(ev)
    if got is None:
        return None
    survive, defending = got
    who = _card(survive.who, name, "a trigger on another unit surviving combat")
    if who.ref not in ("this", "attached"):
        raise Unsupported("a trigger on another unit surviving combat")
    return Watch("survives", who, kind="attackers" if defending == "attackers" else "defenders" if defending else None)


@implements("core.combat.5", "timing.A.1")
def survived(g, d: dict, watcher: int, w) -> list[int] | None:
    """The combat has ended (the event's data `d`): [the unit] if it took part (as a defender, when the trigger
    says so) and was in play as it ended."""
    unit = watcher if w.who.ref == "this" else g.s.attached.get(watcher)
    sides = d.get(w.kind, []) if w.kind else d.get("attackers", []) + d.get("defenders", [])
    return [unit] if unit is not None and unit in sides and g.is_in_play(unit) else None


def _fired(g, i: int, watcher: int, p: str, zone: str, w) -> list[int] | None:
    return survived(g, g.s.log.events[i].data, watcher, w)


triggers.family("survives", ("combat_ends",), watch, _fired)
