"""Choices made as an effect resolves, not when it is played: cards that are not targets ("each opponent must
sacrifice a unit", "you may restore one corrupted unit": targeting.target, a card effect targets only where it
says "target"), and "may" / "must" on an effect.

A choice goes through the judge's scripted answers (the protocol's `choose` action): the next answer naming one
of the cards the player can choose is their choice; with none, the first of them (the cards in the order of the
table). "You may ...": the next answer "no" declines; otherwise the player does it.
"Each opponent must ...": the effect happens, done by that player (the effect's `by`); a player who can't do it
does nothing (faq.54 reads "if able" the same way).
Registered into effects.HANDLERS for Modal.
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from .per_node import per_node
from . import effects
from .objects import Unsupported

DECLINE = {"no", "decline", "don't", "do not"}


@implements("targeting.target")
def choose_cards(rt, player: str, candidates: list[int], n: int) -> list[int]:
    """`player` chooses `n` of `candidates` now (not targets): the scripted answers naming them, else the first."""
    g, picked = rt.g, []

    def open_(name: str) -> list[int]:
        return [c for c in candidates if g.name(c) == name and c not in picked]

    while len(picked) < n and (name := g.answer(open_)) is not None:
        picked.append(open_(name)[0])
    picked += [c for c in candidates if c not in picked][:n - len(picked)]
    rt.emit("choose", ("targeting.target",), player=player, card=rt.source, chosen=[g.name(c) for c in picked],
            among=len(candidates))
    return picked


def choose_zone(rt, player: str, whose: str) -> tuple[str, str]:
    """`player` chooses a zone ("Choose a zone", "an opponent's zone", "one of your zones"): the next scripted
    answer naming one ("A.kingdom", or "kingdom" for one player's zones); else the first, opponents' first."""
    from ..cards import ZONES
    from ..state import other
    g = rt.g
    players = {"any": [other(player), player], "opponent": [other(player)], "you": [player]}[whose]
    zones = [(q, z) for q in players for z in ZONES]
    names = {f"{q}.{z}": (q, z) for q, z in zones} | ({z: (players[0], z) for z in ZONES} if len(players) == 1 else {})
    word = g.answer(lambda w: w in names)  # "A.kingdom", or "kingdom" for one player's zones
    pick = names[word] if word else zones[0]
    rt.emit("choose_zone", ("targeting.target",), player=player, card=rt.source, zone=f"{pick[0]}.{pick[1]}")
    return pick


def choose_section(rt, player: str) -> str:
    """`player` chooses a section of their capital for one point of damage: the next scripted answer naming one
    ("kingdom", "quest", "battlefield"); else the first not burned (the kingdom when all are)."""
    from ..cards import ZONES
    g = rt.g
    open_ = [z for z in ZONES if f"{player}.{z}" not in g.s.burned] or list(ZONES)
    return g.answer(lambda w: w in open_) or open_[0]


def declines(rt, player: str) -> bool:
    """"You may ...": whether the player says no (the next scripted answer "no")."""
    if rt.g.declines():
        rt.emit("decline", ("core.effects.action",), player=player, card=rt.source)
        return True
    return False


WHO = {"may", "must"}




@per_node
def _by_you(e):
    """"you may heal ...": the typed effect says it is done by you (`by`), which is the controller's own doing, as
    with no `by` at all; the handlers read no `by` as "you"."""
    by = getattr(e, "by", None)
    out = e
    if by is not None and getattr(by, "who", None) == "you" and not by.of and not by.described and by.ref == "" \
            and not isinstance(e, E.Choose):
        from dataclasses import replace
        out = replace(e, by=None)
    return out


def _check(n, ctx) -> None:
    if n.kind not in WHO:
        raise Unsupported(f"the effect Modal ({n.kind})")
    if isinstance(n.effect, (E.Modal, E.Choice)):
        raise Unsupported("a 'may' or 'must' on a choice")
    effects.check(_by_you(n.effect), ctx)


@implements("core.effects.action", "faq.54")
def _run(n, rt) -> bool:
    """"may": the player (the effect's `by`, else its controller) may decline; "must": it happens as far as it can."""
    who = rt.p
    by = getattr(n.effect, "by", None)
    if by is not None and getattr(by, "who", None) == "opponent":  # "each / target / that opponent must ..."
        from ..state import other
        who = other(rt.p)
    if n.kind == "may" and declines(rt, who):
        return False
    return effects.run(_by_you(n.effect), rt)


effects.HANDLERS[E.Modal] = (_check, _run)


# ---- "choose and <verb>": the choice is the next verb's own ---------------------------------------------------------
_CHOOSE = effects.HANDLERS[E.Choose]


def _choose_alone(n) -> bool:
    """"choose and ..." (by you, or nobody named): no object of its own."""
    by = n.by
    return n.what is None and (by is None or getattr(by, "who", None) == "you" and not by.of and not by.described)


def _choose_check(n, ctx) -> None:
    if _choose_alone(n):
        return  # "Then, choose and discard a card from your hand": what is chosen is what the next verb names
    _CHOOSE[0](n, ctx)


@implements("targeting.target")
def _choose_run(n, rt) -> bool:
    """"choose and discard a card from your hand": nothing is chosen apart from the card the discard asks its player
    for (cards_moving.py), so "choose" alone does nothing but let it happen."""
    if _choose_alone(n):
        return True
    return _CHOOSE[1](n, rt)


effects.HANDLERS[E.Choose] = (_choose_check, _choose_run)
