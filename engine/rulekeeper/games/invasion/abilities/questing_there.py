"""A token put "on a quest if a unit is questing there" (A Noble Quest: "Put 1 resource token on a quest if a unit is
questing there."): "there" is the quest the sentence names, so the quest is one with a unit questing on it (a token
on a quest with no unit questing goes at once, card-types.quests). Not a target: chosen as the effect resolves
among the quests in play with a unit questing on them, either player's (the text names no controller): the next
scripted answer naming one, else the player's own first. With none, nothing happens. Wraps
effects.HANDLERS[E.Conditional] (another shape goes to the handler before).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition, Count, Objects, Place
from ..cards import ZONES
from ..state import other
from . import effects

_BEFORE = effects.HANDLERS[E.Conditional]


def _shape(n) -> bool:
    c, put = n.condition, n.effect
    k = c.clause if isinstance(c, Condition) and c.word == "if" else None
    who, there = getattr(k, "who", None), getattr(k, "place", None)
    on = getattr(put, "on", None)
    return isinstance(k, E.State) and k.state == "questing" and isinstance(who, Objects) \
        and tuple(who.kind) == ("unit",) and who.ref in ("a", "an") and who.count is None \
        and not (who.qualities or who.controller or who.place or who.described or who.of or who.target) \
        and isinstance(there, Place) and there.zone == "zone" and there.ref == "that" and there.whose is None \
        and not (there.qualities or there.described or there.within or there.position) \
        and isinstance(put, E.PutTokens) and put.by is None \
        and tuple(put.token) in (("resource", "token"), ("resource", "tokens")) \
        and isinstance(put.count, Count) and isinstance(put.count.value, int) and put.count.bound == "exactly" \
        and not put.count.sign and isinstance(on, Place) and on.zone == "quest" and on.ref in ("a", "an") \
        and on.whose is None and not (on.qualities or on.described or on.within or on.position)


def _check(n, ctx) -> None:
    if not _shape(n):
        return _BEFORE[0](n, ctx)


@implements("core.cards.quest", "card-types.quests")
def _run(n, rt) -> bool:
    if not _shape(n):
        return _BEFORE[1](n, rt)
    from .choosing import choose_cards
    g, p = rt.g, rt.p
    quests = [q for who in (p, other(p)) for z in ZONES for q in g.cards(who, z)
              if g.card(q).type == "Quest" and q in g.s.questing and g.is_in_play(g.s.questing[q])]
    if not quests:
        rt.emit("condition_not_met", ("card-types.quests",), card=rt.source, name=rt.name,
                condition="a unit is questing there")
        return False
    quest = choose_cards(rt, p, quests, 1)[0]
    k = n.effect.count.value
    g.put_tokens(quest, k, ("core.cards.quest",), player=p, source=rt.source)
    return True


effects.HANDLERS[E.Conditional] = (_check, _run)
