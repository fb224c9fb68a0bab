"""A limit on cards of one title each turn (core.effects.constant, core.effects.cannot): "Each player cannot play or
put into play more than 1 card with the same title each turn." (Arcane Orrery). The text layer types the "or" as a
choice of two; read as the one limit it is.

While such a card is in play (its text box not blank, faq.28), a player who has played or put into play a card of
a title this turn (the log since the turn began: "play", "play_tactic", "put_into_play", "ambush" events of that
player) may not play or put into play another card of that title this turn: capital.refusal (units, supports,
quests, legends, played or put into play by an effect: the effect then leaves the card where it is), capital._common
(attachments) and run.TACTIC_REFUSALS (tactics) ask `refusal`. Our reading: a facedown development has no title
(core.cards.developments), so developing is neither.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import IllegalAction, implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, Objects, Player
from . import program, run
from .passive import _text


@dataclass(frozen=True)
class OnePerTitle:
    """Each player plays or puts into play at most one card of each title each turn."""


def _each_player(p) -> bool:
    return isinstance(p, Player) and p.who == "player" and p.ref == "each" and not p.of and not p.described


def _reads(ab, name: str):
    e = ab.effect
    if ab.zone is not None or not (isinstance(e, E.Choice) and len(e.options) == 2
                                   and all(isinstance(m, E.Modal) and m.kind == "cannot" for m in e.options)):
        return None
    play, put = (m.effect for m in e.options)
    if not (isinstance(play, E.Play) and play.what is None and _each_player(play.by)
            and not (play.source or play.free or play.control or play.place or play.as_if)):
        return None
    if not (isinstance(put, E.EachTime) and put.per == "turn" and isinstance(put.effect, E.PutIntoPlay)):
        return None
    p = put.effect
    o = p.what
    if _each_player(p.by) and isinstance(o, Objects) and tuple(o.kind) == ("card",) \
            and o.count == Count(1, "more than") and len(o.described) == 1 \
            and _text(o.described[0]) == "with the same title" and not (o.qualities or o.place or o.controller) \
            and not (p.place or p.free or p.control or p.facedown or p.source or p.at_random or p.state):
        return OnePerTitle()
    return None


program.EXTRA_CONSTANTS.append(_reads)

_KINDS = ("play", "play_tactic", "put_into_play", "ambush")


def _names(g) -> frozenset:
    names = g.__dict__.get("_one_per_title")
    if names is None:
        names = frozenset(n for n, c in g.pool.items() if c.program is not None
                          and any(isinstance(x, OnePerTitle) for x in c.program.extras))
        g.__dict__["_one_per_title"] = names
    return names


@implements("core.effects.constant", "core.effects.cannot", "faq.28")
def refusal(g, p: str, title: str) -> IllegalAction | None:
    """Why `p` may not play or put into play a card titled `title` now (None: nothing forbids it)."""
    names = _names(g)
    if not names:
        return None
    from ..blanking import blank
    limit = next((g.name(c) for q in ("A", "B") for c in g.in_play(q) if g.s.names[c] in names and not blank(g, c)),
                 None)
    if limit is None:
        return None
    for ev in reversed(g.s.log.events):
        if ev.kind == "turn_begins":
            break
        if ev.kind in _KINDS and ev.data.get("player") == p and isinstance(ev.data.get("card"), int) \
                and g.name(ev.data["card"]) == title:
            return IllegalAction("core.effects.cannot", f"{limit}: player {p} has already played or put into play "
                                                        f"a card titled {title} this turn")
    return None


run.TACTIC_REFUSALS.append(lambda g, p, cid: refusal(g, p, g.name(cid)))
