"""Ignoring the loyalty cost of the next card of a race: "Sacrifice this card to ignore the loyalty cost of the next
[High Elf] card you play this turn." (Blood Offering; the Embassies say the same of their races).

The effect sets up a lasting entry {"card": -1, "ignore_loyalty": race, "player"} (on no card; it ends with the
turn, timing.E.3): while it waits, a card of that race its player plays costs its printed cost only, the loyalty
added to it ignored (core.cards.cost, terms.loyalty: loyalty is not part of the cost, so a reduction of the cost is
another matter). The next card of that race the player plays uses it up, whatever its loyalty was (it is "the next
[race] card you play"); a card put into play is not played and does not use it (zones.put-into-play).

Registered into effects.HANDLERS for Ignore (none before it: another shape stays refused); capital.cost asks
`ignored`, capital.play / capital.attach and run.take (a tactic) call `played`.
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion import ast as A
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects
from ..cards import DESTRUCTION, ORDER
from . import effects
from .objects import Unsupported

_BEFORE = effects.HANDLERS.get(E.Ignore)
RACES = {r.lower(): r for r in ORDER + DESTRUCTION}


def _race(o) -> str | None:
    """"the loyalty cost of the next [Race] card you play this turn" -> the race; None for another phrase."""
    if not (isinstance(o, Objects) and tuple(o.kind) == ("loyalty", "cost") and o.ref == "the" and not o.qualities
            and o.count is None and not o.target and o.controller is None and o.place is None and o.of is None
            and len(o.described) == 1 and o.described[0].kind == "pp" and len(o.described[0].parts) == 1):
        return None
    prep = o.described[0].parts[0]
    np = getattr(prep, "np", None)
    if getattr(prep, "prep", None) != "of" or not isinstance(np, A.NounPhrase) or np.dets != ("the",) \
            or np.modifiers != ("next",) or np.quantity is not None or len(np.head.nouns) != 2 \
            or np.head.nouns[1] != "card" or len(np.posts) != 1:
        return None
    race = RACES.get(np.head.nouns[0].strip("[]").lower())
    post = np.posts[0]
    if race is None or post.kind != "controller" or len(post.parts) != 2 or post.parts[0] != "you":
        return None
    pred = post.parts[1]
    if not (isinstance(pred, A.Predicate) and not pred.modals and pred.verb == "play" and len(pred.args) == 1
            and isinstance(pred.args[0], A.NounPhrase) and pred.args[0].dets == ("this",)
            and tuple(pred.args[0].head.nouns) == ("turn",)):
        return None
    return race


def _check(n, ctx) -> None:
    if n.by is not None or _race(n.what) is None:
        if _BEFORE is None:
            raise Unsupported("the effect Ignore")
        return _BEFORE[0](n, ctx)


@implements("terms.loyalty", "timing.E.3")
def _run(n, rt) -> bool:
    if n.by is not None or _race(n.what) is None:
        return _BEFORE[1](n, rt)
    entry = {"card": -1, "ignore_loyalty": _race(n.what), "player": rt.p, "by": rt.name}
    rt.g.s.lasting.append(entry)
    rt.emit("lasting_effect", ("terms.loyalty", "timing.E.3"), effect="ignore the loyalty cost",
            race=entry["ignore_loyalty"], player=rt.p, on="the next card of that race played this turn")
    return True


def _waiting(g, p: str, card):
    return next((m for m in g.s.lasting if m.get("ignore_loyalty") == card.race and m.get("player") == p
                 and not m.get("used")), None)


@implements("terms.loyalty", "core.cards.cost")
def ignored(g, p: str, card) -> bool:
    """Is the loyalty of this card, played by `p` now, ignored?"""
    return card.race != "Neutral" and _waiting(g, p, card) is not None


def played(g, p: str, card) -> None:
    """`p` played this card (paying its cost): an effect waiting for the next card of its race is used up."""
    m = _waiting(g, p, card) if card.race != "Neutral" else None
    if m is not None:
        m["used"] = True
        g.emit("loyalty_ignored", ("terms.loyalty", "core.cards.cost"), player=p, name=card.name, by=m["by"])


effects.HANDLERS[E.Ignore] = (_check, _run)
