"""A resource token put on "a quest you control" (Strollaz's Banner: "... and put 1 resource token on a quest you
control"; core.cards.quest): not a target, the quest is chosen as the effect resolves among the quests its
controller controls, in any of their zones (faq.37): the next scripted answer naming one, else the first.
With no quest, no token is put. Wraps effects.HANDLERS[E.PutTokens] (another shape goes to the handler before).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, Place, Player
from ..cards import ZONES
from . import effects

_BEFORE = effects.HANDLERS[E.PutTokens]


def _on_your_quest(n) -> bool:
    on, w = n.on, getattr(n.on, "whose", None)
    return isinstance(on, Place) and on.zone == "quest" and on.ref == "a" and isinstance(w, Player) \
        and w.who == "you" and not (w.of or w.described or on.described or on.qualities or on.position or on.within) \
        and tuple(n.token) in (("resource", "token"), ("resource", "tokens")) \
        and (n.count is None or isinstance(n.count, Count) and isinstance(n.count.value, int)
             and n.count.bound == "exactly" and not n.count.sign)


def _check(n, ctx) -> None:
    if not _on_your_quest(n):
        return _BEFORE[0](n, ctx)


@implements("core.cards.quest", "faq.37")
def _run(n, rt) -> bool:
    if not _on_your_quest(n):
        return _BEFORE[1](n, rt)
    from .choosing import choose_cards
    g, p = rt.g, rt.p
    quests = [q for z in ZONES for q in g.cards(p, z) if g.card(q).type == "Quest"]
    if not quests:
        return False
    quest = choose_cards(rt, p, quests, 1)[0]
    k = 1 if n.count is None else n.count.value
    g.put_tokens(quest, k, ("core.cards.quest",), player=p, source=rt.source)
    return True


effects.HANDLERS[E.PutTokens] = (_check, _run)
