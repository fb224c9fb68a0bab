"""Settings ("At the beginning of your turn", "Until the end of the turn", "During your turn") -> trigger,
duration or condition (issue 4; FAQ timing: "at the beginning of" a phase is a trigger, not a window)."""

from __future__ import annotations

from dataclasses import dataclass

from ...frozen import fast_init
from .. import ast as A
from . import effects as E
from .nodes import Condition, Meaning
from .objects import duration, fail, thing


@dataclass(frozen=True)
class Trigger(Meaning):
    """when / whenever / after / at + the event it waits for."""
    timing: str
    event: Meaning


def setting(phrases):
    """-> ("trigger", Trigger) | ("duration", Duration) | ("condition", Condition)."""
    out = []
    for p in phrases:
        if not isinstance(p, A.Prep):
            fail(p, "not a setting")
        if p.prep == "until":
            out.append(("duration", duration(p.np)))
        elif p.prep == "at" and _first_noun(p.np) in ("beginning", "end", "start"):
            out.append(("trigger", Trigger("at", _moment(p.np))))
        elif p.prep in ("during", "in", "for", "on", "after", "before", "as", "under"):
            what = thing(p.np)
            out.append(("condition", Condition(p.prep, what)))
        else:
            fail(p, f"a setting with {p.prep!r}", word=p.prep)
    return out


def _first_noun(np):
    return np.head.nouns[0] if isinstance(np, A.NounPhrase) else None


def _moment(np: A.NounPhrase):
    """"the beginning of your turn" -> Begin(your turn); "the end of the phase" -> End(the phase)."""
    of = next((p.parts[0] for p in np.posts if p.kind == "pp" and isinstance(p.parts[0], A.Prep)
               and p.parts[0].prep == "of"), None)
    if of is None or len(np.posts) != 1 or np.modifiers:
        fail(np, "'the beginning' of what?")
    what = thing(of.np)
    return E.Begin(what=what) if np.head.nouns[0] in ("beginning", "start") else E.End(what=what)


fast_init(globals())  # the frozen nodes above store their fields directly (text/frozen.py)
