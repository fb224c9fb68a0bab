"""Blank text boxes (faq.28): "Treat attached unit as though its printed text box were blank (except for Traits)."
(Witch Hag's Curse). A card with a blank text box has no abilities while it is blank: its constant effects give
nothing (its power from resource tokens too), its Forced effects and triggered abilities do not trigger, its
Actions can't be triggered and its printed keywords are gone. What is on the card stays: its resource tokens,
damage and attachments, and its traits. Read by abilities/program.EXTRA_CONSTANTS; abilities/passive.py,
abilities/run.py and game.keyword ask `blank`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...kernel import IllegalAction, implements
from ...text.invasion.semantics import effects as E
from ...text.invasion.semantics.nodes import Condition, Objects
from .abilities import program, run


@dataclass(frozen=True)
class BlanksAttached:
    """The unit this attachment is attached to has a blank text box."""


def _blank_box(c) -> bool:
    """"as though its printed text box were blank"."""
    st = getattr(c, "clause", None)
    return isinstance(c, Condition) and c.word == "as though" and isinstance(st, E.State) and st.state == "blank" \
        and st.place is None and isinstance(st.who, Objects) and tuple(st.who.kind) == ("text", "box") \
        and st.who.ref == "its" and st.who.qualities in ((), ("printed",)) and not st.who.described


def _reads(ab, name: str):
    e = ab.effect
    if ab.zone is None and isinstance(e, E.Treat) and e.by is None and isinstance(e.what, Objects) \
            and tuple(e.what.kind) == ("unit",) and e.what.qualities == ("attached",) and not e.what.described \
            and _blank_box(e.as_):
        return BlanksAttached()
    return None


def blankers(g) -> frozenset:
    """The names of the pool's cards that blank the unit they are attached to (read once per game)."""
    return g.extra_names(BlanksAttached)


@implements("faq.28")
def blank(g, cid: int) -> bool:
    """Is card `cid`'s text box blank now (an attachment that says so is on it, or a lasting effect: Feared,
    "treat ... as though it were blank until the end of the turn", abilities/blank_for_turn.py)?"""
    if g.s.lasting:
        from .abilities.blank_for_turn import blanked
        if blanked(g, cid):
            return True
    names = blankers(g)
    if not names:
        return False
    return any(host == cid and g.s.names[a] in names for a, host in g.s.attached.items())


@implements("faq.28")
def action_refusal(g, p: str, cid: int) -> IllegalAction | None:
    """A card with a blank text box has no Action to trigger."""
    if blank(g, cid):
        return IllegalAction("faq.28", f"{g.name(cid)}'s text box is blank: it has no ability to trigger")
    return None


program.EXTRA_CONSTANTS.append(_reads)
run.ACTION_REFUSALS.append(action_refusal)
