"""Damage doubled as it is assigned: Bloodletter's "Double all damage assigned to units as it is being assigned."

A constant effect without a trigger condition, so several add up to a net value: one point assigned to a unit with
two such cards in play is 3 damage (1 + 1 + 1), three make it 4, and so on (faq.23). It works on combat damage
(each point as the player assigns it, so one point can already destroy a unit it doubles past its hit points) and on
non-combat damage, which is assigned too before it is applied.
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects
from ..cards import ZONES


def reads(e) -> bool:
    """Whether a constant effect is "Double all damage assigned to units as it is being assigned"."""
    if not isinstance(e, E.Double) or e.by is not None or not isinstance(e.what, Objects):
        return False
    o = e.what
    if tuple(o.kind) != ("damage",) or o.ref != "all" or o.target or len(o.described) != 1:
        return False
    parts = getattr(o.described[0], "parts", ())
    return len(parts) >= 2 and parts[0] == "assigned" and getattr(parts[1], "prep", None) == "to" \
        and tuple(parts[1].np.head.nouns) == ("units",)


@implements("faq.23")
def factor(g, savage: bool = False) -> int:
    """How many damage one point assigned to a unit becomes: 1, plus 1 for each such card in play (faq.23);
    `savage`: damage Savage deals, which Guardians of the Gods doubles too (doubled_damage.py)."""
    n = 1 + sum(1 for p in ("A", "B") for z in ZONES for cid in g.cards(p, z)
                if getattr(g.card(cid).program, "doubles_damage", False))
    if savage:
        from .doubled_damage import savage_extra
        n += savage_extra(g)
    return n
