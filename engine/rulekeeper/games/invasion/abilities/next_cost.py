"""Lowering the cost of the next card of a kind: "Corrupt this unit to lower the cost of the next [Chaos] unit you
play this turn by 1 (to a minimum of 1)." (Braying Gor), "Sacrifice a unit to lower the cost of the next [Orc] unit
you play this turn by 2 (to a minimum of 1)." (You's Bigga!), "... the next non-Epic Spell tactic you play this
turn to 0." (Runefang of Solland, errata).

The effect sets up a lasting entry {"card": -1, "lower_next": N | None, "to": N | None, "minimum": M | None,
"kind", "need", "without", "player", "by"} (on no card; it ends with the turn, timing.E.3). While it waits, the
next card its player plays that fits (its type, the traits or race it names, none it excludes with "non-"; the
printed trait "Epic Spell" is both Epic and Spell) costs
less: by N, never below zero (terms.reduction) nor below the minimum the reminder gives (lowering_costs.minimum;
a card already at or under it is not lowered); "to N": N, if it cost more. Loyalty is still added afterwards
(terms.loyalty: not part of the cost); a cost of 0 is not reduced (terms.cost). Playing that card uses the
entry up (core.cards.cost); a card put into play is not played and does not (zones.put-into-play).

Registered into effects.HANDLERS for LowerCost (none before it: another shape stays refused); capital.cost asks
`lowered`, capital.play / capital.attach and run.take (a tactic) call `played`.
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, Objects
from . import effects, lowering_costs
from .objects import Unsupported
from .passive import _text
from .play_restrictions import COST_KINDS

_BEFORE = effects.HANDLERS.get(E.LowerCost)


def _number(c) -> int | None:
    ok = isinstance(c, Count) and isinstance(c.value, int) and not isinstance(c.value, bool) \
        and c.bound == "exactly" and not c.sign
    return c.value if ok else None


def _cards(kind: tuple) -> tuple[str, tuple, tuple] | None:
    """"[Chaos] unit" -> ("unit", ("chaos",), ()); "non-epic spell tactic" -> ("tactic", ("spell",), ("epic",))."""
    words = [w.lower() for w in kind]
    for n in (2, 1):
        if len(words) >= n and " ".join(words[-n:]) in COST_KINDS:
            card, rest = COST_KINDS[" ".join(words[-n:])], words[:-n]
            break
    else:
        return None
    need = tuple(w.strip("[]") for w in rest if not w.startswith("non-"))
    without = tuple(w[4:].strip("[]") for w in rest if w.startswith("non-"))
    if not all(w.replace(" ", "").isalpha() for w in need + without):
        return None
    return card, need, without


def _reads(n):
    """"lower the cost of the next <cards> you play this turn by N / to N" -> (cards, N, to N); None if not."""
    o = n.what
    if n.by is not None or n.raise_ is not None or (n.amount is None) == (n.to is None):
        return None
    if not (isinstance(o, Objects) and o.ref == "the" and o.qualities == ("next",) and o.count is None
            and not o.target and o.controller is None and o.place is None and o.of is None and len(o.described) == 1
            and o.described[0].kind == "controller" and _text(o.described[0]) == "you play this turn"):
        return None
    cards = _cards(tuple(o.kind))
    by, to = _number(n.amount), _number(n.to)
    if cards is None or (by is None if n.amount is not None else to is None):
        return None
    return cards, by, to


def _check(n, ctx) -> None:
    if _reads(n) is None:
        if _BEFORE is None:
            raise Unsupported("the effect LowerCost")
        return _BEFORE[0](n, ctx)


@implements("terms.reduction", "terms.cost", "timing.E.3")
def _run(n, rt) -> bool:
    if _reads(n) is None:
        return _BEFORE[1](n, rt)
    (kind, need, without), by, to = _reads(n)
    entry = {"card": -1, "lower_next": by, "to": to, "minimum": lowering_costs.MINIMUM.get(rt.name), "kind": kind,
             "need": list(need), "without": list(without), "player": rt.p, "by": rt.name}
    rt.g.s.lasting.append(entry)
    rt.emit("lasting_effect", ("terms.reduction", "timing.E.3"), effect="lower the cost", player=rt.p,
            on="the next " + " ".join([*(f"non-{w}" for w in without), *need, kind]) + " played this turn",
            **({"by_amount": by} if by is not None else {"to": to}),
            **({"minimum": entry["minimum"]} if entry["minimum"] is not None else {}))
    return True


def _fits(m: dict, card) -> bool:
    kinds = {"unit": card.type == "Unit", "support": card.type == "Support", "tactic": card.type == "Tactic",
             "attachment": "Attachment" in card.traits, "card": True}
    marks = {t.lower() for t in card.traits} | {w.lower() for t in card.traits for w in t.split()} | {card.race.lower()}
    return kinds.get(m["kind"], False) and all(w in marks for w in m["need"]) \
        and not any(w in marks for w in m["without"])


def _waiting(g, p: str, card) -> list[dict]:
    return [m for m in g.s.lasting if m.get("card") == -1 and "lower_next" in m and m.get("player") == p
            and not m.get("used") and _fits(m, card)]


@implements("terms.reduction", "terms.cost")
def lowered(g, p: str, card, cost: int) -> int:
    """The cost (before loyalty) of `card`, played by `p` now, after the reductions waiting for it."""
    for m in _waiting(g, p, card):
        if cost == 0:  # a cost of 0 cannot be reduced (terms.cost)
            break
        if m["to"] is not None:
            cost = min(cost, m["to"])
        else:
            floor = m["minimum"] or 0
            cost = cost if cost <= floor else max(floor, cost - m["lower_next"])
    return cost


def played(g, p: str, card) -> None:
    """`p` played this card, paying its cost: the reductions waiting for the next such card are used up."""
    for m in _waiting(g, p, card):
        m["used"] = True
        g.emit("cost_lowered", ("terms.reduction", "core.cards.cost"), player=p, name=card.name, by=m["by"])


effects.HANDLERS[E.LowerCost] = (_check, _run)
