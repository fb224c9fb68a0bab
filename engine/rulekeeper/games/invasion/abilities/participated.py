"""Units "that participated in combat this phase" (Invoke Khaine's Wrath: "Destroy all units that participated in
combat this phase."): a unit declared as an attacker or a defender (core.combat.1, core.combat.2: the units that
participate, core.combat.4) since the phase began, and still the same card since (a card that left play is a new
card, faq.43).

Reading (the rules leave room): "this phase" is the phase that began last (turn.py's phase_begins): played at the
end of the battlefield phase (tactic_timing.py, the window of timing.E.1 that follows it), it is that battlefield
phase, which has just ended.

Registered into objects.DESCRIBERS (a qualifier after the noun, as described.py's).
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion import ast as A
from .objects import DESCRIBERS
from .triggers import LEAVES


@dataclass(frozen=True)
class Participated:
    """The qualifier "that participated in combat this phase" (a described.Check's interface)."""
    what: str = "participated in combat this phase"
    of: object = None

    @property
    def needs_x(self) -> bool:
        return False

    @implements("core.combat.4")
    def holds(self, g, p: str, source: int, cid: int) -> bool:
        for ev in reversed(g.s.log.events):
            if ev.kind in ("attackers", "defenders") and cid in ev.data.get("cards", ()):
                return True
            if ev.kind in LEAVES and ev.data.get("card") == cid:
                return False  # it left play after any combat it was in: a new card (as faq.43 says of a Spell played
                # again; faq.43 itself, Gathering the Winds, is not carried out: gaps.py)
            if ev.kind in ("phase_begins", "turn_begins"):
                return False
        return False


def _np(x, head: tuple, dets: tuple) -> bool:
    return isinstance(x, A.NounPhrase) and tuple(x.head.nouns) == head and tuple(x.dets) == dets \
        and not x.modifiers and not x.posts and x.quantity is None


def describe(post):
    """"that participated in combat this phase" -> its check; None for another qualifier."""
    parts = post.parts
    if post.kind == "relative" and len(parts) == 4 and parts[:2] == ("that", "participated") \
            and isinstance(parts[2], A.Prep) and parts[2].prep == "in" and _np(parts[2].np, ("combat",), ()) \
            and _np(parts[3], ("phase",), ("this",)):
        return Participated()
    return None


DESCRIBERS.append(describe)
