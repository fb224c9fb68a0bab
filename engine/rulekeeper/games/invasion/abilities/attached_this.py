""""This unit" in an Attachment's text: the unit it is attached to ("Attach to a target unit you control. At the
beginning of your turn, you may deal 1 uncancellable damage to this unit and to one target unit.", Cloud of Flies;
"... you may move this unit to a different zone.", Battle Standard).

A support card is no unit, so on a card whose "Attach to ..." names a unit, "this unit" can only mean the one unit the
card is bound to: read as "attached unit" (card-types.attachments; a judge reads the printed wording so, since the
card itself could never be a unit). The phrase is rewritten in the typed abilities as the card is read (cards.py),
outside quoted abilities it gives (those are another card's text); on any other non-unit card "this unit" still
keeps the card from running (cards._this_unit).
"""

from __future__ import annotations

import dataclasses

from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects

ATTACHED = Objects(kind=("unit",), ref="a", count=None, target=False, qualities=("attached",), controller=None,
                   place=None, described=(), of=None)


def _attaches_to_a_unit(abilities) -> bool:
    for ab in abilities:
        e = getattr(ab, "effect", None)
        if type(ab).__name__ == "Constant" and isinstance(e, E.Attach) and e.what is None \
                and isinstance(e.to, Objects) and tuple(w.lower() for w in e.to.kind)[-1:] == ("unit",):
            return True
    return False


def _swap(n):
    if isinstance(n, Objects) and n.ref == "this" and tuple(n.kind) == ("unit",) and n.count is None \
            and not (n.target or n.qualities or n.controller or n.place or n.described or n.of):
        return ATTACHED
    if isinstance(n, (E.GainAbility, E.CountsAsWithText)):
        return n
    if dataclasses.is_dataclass(n) and not isinstance(n, type):
        changes = {}
        for f in dataclasses.fields(n):
            v = getattr(n, f.name)
            w = _swap(v)
            if w is not v:
                changes[f.name] = w
        return dataclasses.replace(n, **changes) if changes else n
    if isinstance(n, tuple):
        out = tuple(_swap(x) for x in n)
        return n if all(a is b for a, b in zip(out, n)) else out
    return n


def normalize(abilities) -> tuple:
    """The abilities with "this unit" read as "attached unit" on a card that attaches to a unit."""
    if not _attaches_to_a_unit(abilities):
        return abilities
    return tuple(_swap(ab) for ab in abilities)
