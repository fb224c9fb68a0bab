"""More copies of a title in a deck than core.deck.copies allows: "You may have up to 6 copies of this unit in your
deck." (Rat Swarm). A deck-building rule, nothing in play: read as a constant (program.EXTRA_CONSTANTS, filed in
the card's extras) that deck.py counts (`allowed`) when it checks a deck and builds a random one.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....text.invasion import ast as A
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, Objects, Player
from . import program


@dataclass(frozen=True)
class DeckCopies:
    """Up to `n` copies of this card in a deck."""
    n: int


def _np(x, dets: tuple, noun: str):
    """`x` is the noun phrase "<dets> <noun>" (with at most posts); its posts, or None."""
    if isinstance(x, A.NounPhrase) and x.dets == dets and not x.modifiers and x.quantity is None \
            and tuple(x.head.nouns) == (noun,):
        return x.posts
    return None


def _pp(post, prep: str):
    """The noun phrase of the post "<prep> <noun phrase>"; None for another post."""
    part = post.parts[0] if isinstance(post, A.Post) and post.kind == "pp" and len(post.parts) == 1 else None
    return getattr(part, "np", None) if getattr(part, "prep", None) == prep else None


def _reads(ab, name: str):
    e = ab.effect
    if ab.zone is not None or not (isinstance(e, E.Modal) and e.kind == "may" and isinstance(e.effect, E.Has)):
        return None
    has = e.effect
    who, what = has.who, has.what
    if has.by is not None or not (isinstance(who, Player) and who.who == "you" and not who.of and not who.described):
        return None
    if not (isinstance(what, Objects) and tuple(what.kind) == ("copies",) and what.ref == "" and not what.target
            and not what.qualities and what.controller is None and what.place is None and what.of is None
            and isinstance(what.count, Count) and what.count.bound == "up to" and isinstance(what.count.value, int)
            and not what.count.sign and len(what.described) == 1):
        return None
    posts = _np(_pp(what.described[0], "of"), ("this",), "unit") or _np(_pp(what.described[0], "of"), ("this",), "card")
    if not posts or len(posts) != 1 or _np(_pp(posts[0], "in"), ("your",), "deck") != ():
        return None
    return DeckCopies(what.count.value)


def allowed(card) -> int | None:
    """The copies of this card a deck may hold, when its text says (None: the rules' number)."""
    prog = card.program
    return next((x.n for x in (prog.extras if prog else ()) if isinstance(x, DeckCopies)), None)


if _reads not in program.EXTRA_CONSTANTS:
    program.EXTRA_CONSTANTS.append(_reads)
