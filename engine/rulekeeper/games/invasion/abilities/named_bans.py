"""A card named, then kept out of play while this unit is in play (core.effects.cannot): "When this unit enters play,
name a card other than 'Corb Polyborg'. That card cannot be played or put into play as long as this unit remains in
play." (Corb Polyborg).

Naming: its player names a card title, any card's (core.deck.copies: copies share a title) but the one excluded:
the next scripted answer that is such a title; else, from what is public, the title of the top card of the
opponent's discard pile, else of the opponent's first card in play, else the first title of the pool. The "names"
event (with `bans`) keeps it: the title stays named while this card stays in play (a card that leaves play is a new
card, faq.43, and names again as it enters).
The ban (the constant, read as one: program.EXTRA_CONSTANTS): while a card with it is in play, its text box not
blank, no player may play or put into play a card of the named title (capital.TITLE_BARS: units, supports,
quests, legends, attachments; run.TACTIC_REFUSALS: tactics). Cards already in play stay.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import IllegalAction, implements
from ....text.invasion import ast as A
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects
from .. import capital
from ..cards import ZONES
from ..state import other
from . import effects, program, run
from .objects import Unsupported


@dataclass(frozen=True)
class BansNamed:
    """"That card cannot be played or put into play as long as this unit remains in play"."""


def _excluded(o) -> str | None:
    """The title of "a card other than 'X'"; None for another phrase."""
    d = getattr(o, "described", ())
    if not (isinstance(o, Objects) and tuple(o.kind) == ("card",) and o.ref in ("a", "an") and len(d) == 1
            and d[0].kind == "pp" and len(d[0].parts) == 1 and getattr(d[0].parts[0], "prep", "") == "other than"
            and not (o.target or o.count or o.qualities or o.controller or o.place or o.of)):
        return None
    q = d[0].parts[0].np
    if not isinstance(q, A.Quoted) or not isinstance(q.np, A.NounPhrase) or q.np.dets or q.np.posts:
        return None
    return " ".join(q.np.head.nouns)


def _that_card(o) -> bool:
    return isinstance(o, Objects) and tuple(o.kind) == ("card",) and o.ref == "that" and not (
        o.described or o.qualities or o.target)


def _reads_ban(ab, name: str):
    e = ab.effect
    if not (isinstance(e, E.Choice) and len(e.options) == 2 and ab.zone is None
            and all(isinstance(x, E.Modal) and x.kind == "cannot" for x in e.options)):
        return None
    play, put = e.options[0].effect, e.options[1].effect
    c = getattr(put, "condition", None)
    k = getattr(c, "clause", None)
    inner = getattr(put, "effect", None)
    if not (isinstance(play, E.Play) and _that_card(play.what) and not (play.source or play.place or play.by)
            and isinstance(put, E.Conditional) and getattr(c, "word", "") == "as long as" and isinstance(k, E.State)
            and k.state == "remains" and isinstance(k.who, Objects) and k.who.ref == "this"
            and getattr(k.place, "zone", None) == "play" and isinstance(inner, E.PutIntoPlay)
            and _that_card(inner.what) and not (inner.place or inner.source or inner.by)):
        return None
    return BansNamed()


def _check(n, ctx) -> None:
    if _excluded(n.what) is None or n.by is not None:
        raise Unsupported("the effect Name")


@implements("core.deck.copies")
def _run(n, rt) -> bool:
    g, banned = rt.g, _excluded(n.what)
    title = None
    if g.s.answers and str(g.s.answers[0]) in g.pool and str(g.s.answers[0]) != banned:
        title = str(g.s.answers.pop(0))
    if title is None:
        q = other(rt.p)
        seen = list(reversed(g.cards(q, "discard"))) + list(g.in_play(q))
        title = next((g.name(c) for c in seen if g.name(c) != banned), None) \
            or min(t for t in g.pool if t != banned)
    rt.emit("names", ("core.deck.copies", "core.effects.cannot"), player=rt.p, card=rt.source, named=title,
            bans=True)
    return True


def named(g, cid: int) -> str | None:
    """The title card `cid` named last (its latest "names" event with `bans`), read back from the log."""
    cache = g.__dict__.setdefault("_named_bans", {})
    upto, title = cache.get(cid, (0, None))
    events = g.s.log.events
    for ev in events[upto:]:
        if ev.kind == "names" and ev.data.get("bans") and ev.data.get("card") == cid:
            title = ev.data.get("named")
    cache[cid] = (len(events), title)
    return title


@implements("core.effects.cannot")
def bar(g, p: str, cid: int) -> IllegalAction | None:
    """Why card `cid` can't be played or put into play now: a title a card in play named."""
    from ..blanking import blank
    title, banners, names = g.name(cid), g.extra_names(BansNamed), g.s.names
    if not banners:
        return None
    for q in (p, other(p)):
        for z in ZONES:
            for src in g.cards(q, z):
                if names[src] not in banners:
                    continue
                prog = g.card(src).program
                if prog is not None and any(isinstance(x, BansNamed) for x in prog.extras) and not blank(g, src) \
                        and named(g, src) == title:
                    return IllegalAction("core.effects.cannot", f"{title} cannot be played or put into play while "
                                                                f"{g.name(src)} is in play (it named it)")
    return None


def _tactic_bar(g, p: str, cid: int) -> IllegalAction | None:
    return bar(g, p, cid)


program.EXTRA_CONSTANTS.append(_reads_ban)
capital.TITLE_BARS.append(bar)
run.TACTIC_REFUSALS.append(_tactic_bar)
if E.Name not in effects.HANDLERS:
    effects.HANDLERS[E.Name] = (_check, _run)
