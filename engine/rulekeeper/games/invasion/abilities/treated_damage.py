"""Damage counted as more than it is, by a constant effect (core.effects.constant,
terms.hit-points-vs-remaining-hit-points): "Treat each damage on attached unit as 2 damage." (Curse of the Leper).

The damage tokens on the unit stay what they are (moving them moves tokens, damage.moving-damage); what they count
for is doubled wherever the damage on the unit is read: its remaining hit points, whether it is destroyed,
"for each damage on it" (Game.damage_on, Game.remaining). Damage that would destroy it is counted in tokens
(Game.damage_to_destroy: half its remaining hit points, rounded up), for assigning lethal damage first
(core.combat.4), indirect damage (no more than destroys it) and damage moved onto it (faq.22). Two such
attachments still count each damage as 2 (each says "as 2", our reading). A blank text box counts nothing (faq.28).
Read by program.EXTRA_CONSTANTS.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, Objects
from . import program
from .passive import _text


@dataclass(frozen=True)
class CountsAs:
    """Each damage on the unit this is attached to counts as `n` damage."""
    n: int


def _reads(ab, name: str):
    e = ab.effect
    if ab.zone is not None or not (isinstance(e, E.Treat) and e.by is None):
        return None
    w, a = e.what, e.as_
    if isinstance(w, Objects) and tuple(w.kind) == ("damage",) and w.ref == "each" and len(w.described) == 1 \
            and _text(w.described[0]) == "on attached unit" and not (w.qualities or w.place or w.controller) \
            and isinstance(a, Objects) and tuple(a.kind) == ("damage",) and isinstance(a.count, Count) \
            and a.count.bound == "exactly" and not a.count.sign and isinstance(a.count.value, int) \
            and a.count.value > 1 and not (a.described or a.qualities or a.place):
        return CountsAs(a.count.value)
    return None


program.EXTRA_CONSTANTS.append(_reads)


def _names(g) -> frozenset:
    names = g.__dict__.get("_counts_as")
    if names is None:
        names = frozenset(n for n, c in g.pool.items() if c.program is not None
                          and any(isinstance(x, CountsAs) for x in c.program.extras))
        g.__dict__["_counts_as"] = names
    return names


@implements("core.effects.constant", "faq.28")
def factor(g, cid: int) -> int:
    """What one damage token on `cid` counts for now."""
    names = _names(g)
    if not names or not g.s.attached:
        return 1
    from ..blanking import blank
    n = 1
    for a, host in g.s.attached.items():
        if host == cid and g.s.names[a] in names and g.is_in_play(a) and not blank(g, a):
            n = max([n] + [x.n for x in g.card(a).program.extras if isinstance(x, CountsAs)])
    return n
