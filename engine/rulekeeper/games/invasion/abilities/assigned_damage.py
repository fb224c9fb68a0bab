"""Cancelling damage already assigned in combat, before it is applied (core.combat.4, damage.cancelling-damage):
"Sacrifice 1 development to cancel 1 damage assigned to a unit or legend." (Shield Bearer).

Combat damage is assigned point by point and applied together; between the two an action window opens
(damage.py: "damage_assigned", timing.phase.4). As the effect resolves, its player chooses one unit (or the attacked
legend) with damage assigned to it (the next scripted answer naming it; else their own units first), and N of that
damage is taken off before it is applied. Readings: outside that moment no damage is assigned, and the effect does
nothing (its cost is paid all the same: core.effects.action); damage that cannot be cancelled (uncancellable.py)
stays; N more than is assigned there cancels what is there.

Registered into effects.HANDLERS for Cancel on top of the handler registered before, which gets every other shape.
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion import ast as A
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, Objects
from . import effects

_BEFORE = effects.HANDLERS[E.Cancel]


def _read(n) -> int | None:
    """N of "cancel N damage assigned to a unit or legend"."""
    o = n.what
    if not (isinstance(n, E.Cancel) and n.to is None and n.by is None and isinstance(o, Objects)
            and tuple(o.kind) == ("damage",) and o.ref == "" and isinstance(o.count, Count)
            and isinstance(o.count.value, int) and o.count.bound == "exactly" and not o.count.sign
            and not (o.target or o.qualities or o.controller or o.place or o.of) and len(o.described) == 1):
        return None
    post = o.described[0]
    parts = getattr(post, "parts", ())
    if post.kind != "reduced" or len(parts) != 2 or parts[0] != "assigned" or getattr(parts[1], "prep", "") != "to":
        return None
    np = parts[1].np
    if not (isinstance(np, A.NounList) and np.conj == "or" and isinstance(np.left, A.NounPhrase)
            and isinstance(np.right, A.NounPhrase) and tuple(np.left.head.nouns) == ("unit",)
            and tuple(np.right.head.nouns) == ("legend",) and tuple(np.left.dets) in (("a",), ("an",))
            and not (np.left.posts or np.right.posts or np.left.modifiers or np.right.modifiers)):
        return None
    return o.count.value


def _check(n, ctx) -> None:
    if _read(n) is None:
        return _BEFORE[0](n, ctx)


@implements("core.combat.4", "damage.cancelling-damage")
def _run(n, rt) -> bool:
    k = _read(n)
    if k is None:
        return _BEFORE[1](n, rt)
    from .choosing import choose_cards
    from .uncancellable import now as now_uncancellable
    g, c = rt.g, rt.g.s.combat
    if c is None or now_uncancellable(g, ("core.combat.5",)):
        return False
    books = {}  # card -> (book, key) of the damage assigned to it
    for book in (c.assigned, c.against):
        for key, amount in book.items():
            if amount <= 0:
                continue
            if key == "zone" and c.legend is not None and c.fulcrum is None and g.is_in_play(c.legend):
                books[c.legend] = (book, key)
            elif key != "zone" and g.is_in_play(int(key)):
                books[int(key)] = (book, key)
    if not books:
        return False
    cands = sorted(books, key=lambda cid: g.controller(cid) != rt.p)  # the player's own first
    cid = choose_cards(rt, rt.p, cands, 1)[0]
    book, key = books[cid]
    gone = min(k, book[key])
    book[key] -= gone
    if not book[key]:
        del book[key]
    rt.emit("cancelled", ("damage.cancelling-damage", "core.combat.4"), card=cid, name=g.name(cid), amount=gone,
            why="damage assigned, not yet applied", by=rt.name)
    return True


effects.HANDLERS[E.Cancel] = (_check, _run)
