"""Sacrifices made by players other than the effect's controller alone (terms.sacrifice: a player sacrifices a
card he controls, his choice):
- "force the attacker to sacrifice an attacking unit" (Boiling Oil): the attacking player (core.combat.1: the
  player whose attack is under way) sacrifices one of his attacking units; no attack under way, nobody does;
- "Each player sacrifices a neutral card he controls (you choose first)." (Desertion): the effect's controller
  chooses and sacrifices first, then the other player (the order the text gives; our reading: each sacrifice is
  made as that player chooses, one after the other).

- "defending player must sacrifice a quest or support card he controls in the attacked zone, if able." (Mounted
  Marauders, as its attacker survives combat): the defending player (the one not active: attacks are the active
  player's) sacrifices one of his quests or support cards in the zone the attack is against, his choice; an attack
  on a fulcrum is against no zone of his, and none there, nothing happens.

Each other sacrifice is the sacrifice handler's own, run as that player does it ("he controls": the player sacrificing).
Registered into effects.HANDLERS for those shapes of Sacrifice (another shape goes to the handler registered
before).
"""

from __future__ import annotations

from dataclasses import replace

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import ListOf, Objects, Place, Player
from ..state import other
from .per_node import per_node
from . import effects

_SACRIFICE = effects.HANDLERS[E.Sacrifice]


@per_node  # the same sacrifice by no one named
def _own(n):
    return replace(n, by=None)


def _doers(by) -> str | None:
    """"attacker" (the attacking player) | "each" (each player, you first) | None (another shape)."""
    if isinstance(by, Objects) and tuple(by.kind) == ("attacker",) and by.ref == "the" and not (
            by.described or by.qualities or by.controller or by.place or by.of or by.target or by.count):
        return "attacker"
    if isinstance(by, Player) and by.who == "player" and by.ref == "each" and not by.of and not by.described:
        return "each"
    if isinstance(by, Player) and by.who == "player" and by.ref == "defending" and not by.of and not by.described:
        return "defending"
    return None


def _quest_or_support_attacked(o) -> bool:
    """"a quest or support card he controls in the attacked zone" (typed as a list: a quest place, then the
    support card that carries "he controls in the attacked zone", which the text says of both)."""
    if not (isinstance(o, ListOf) and o.conj == "or" and len(o.items) == 2):
        return False
    quest, support = o.items
    d = getattr(support, "described", ())
    return isinstance(quest, Place) and quest.zone == "quest" and quest.ref in ("a", "an") and not (
        quest.whose or quest.described or quest.qualities) and isinstance(support, Objects) \
        and tuple(support.kind) == ("support", "card") and support.ref in ("a", "") and len(d) == 1 \
        and d[0].kind == "controller" and d[0].parts[0] == "he" and "modifiers=('attacked',)" in repr(d[0]) \
        and "verb='controls'" in repr(d[0]) and not (support.qualities or support.of or support.count)


def _check(n, ctx) -> None:
    if _doers(n.by) == "defending" and _quest_or_support_attacked(n.what):
        return
    if _doers(n.by) is None:
        return _SACRIFICE[0](n, ctx)
    _SACRIFICE[0](_own(n), ctx)


@implements("terms.sacrifice", "core.combat.1")
def _defender_sacrifices(rt) -> bool:
    """The defending player sacrifices a quest or support card of his in the attacked zone, his choice (the next
    scripted answer naming it; else the first); none there, nothing happens ("if able")."""
    from .choosing import choose_cards
    g, c = rt.g, rt.g.s.combat
    q = other(g.s.active)
    if c is None or c.fulcrum is not None:
        return False
    cands = [x for x in g.cards(q, c.target) if g.card(x).type in ("Quest", "Support")]
    if not cands:
        return False
    for cid in choose_cards(rt, q, cands, 1):
        rt.leave(cid, "sacrificed", ("terms.sacrifice",))
    return True


@implements("terms.sacrifice", "core.effects.sacrifice", "core.combat.1")
def _run(n, rt) -> bool:
    kind = _doers(n.by)
    if kind == "defending" and _quest_or_support_attacked(n.what):
        return _defender_sacrifices(rt)
    if kind is None:
        return _SACRIFICE[1](n, rt)
    c = rt.g.s.combat
    if kind == "attacker":
        players = [rt.g.s.active] if c is not None else []  # the player whose attack is under way
    elif kind == "defending":  # attacks are made by the active player: the defending player is the other one
        players = [other(rt.g.s.active)]
    else:
        players = [rt.p, other(rt.p)]  # "(you choose first)"
    own, controller, done = _own(n), rt.p, False
    try:
        for q in players:
            if rt.g.over:
                break
            rt.p = q
            done = _SACRIFICE[1](own, rt) or done
    finally:
        rt.p = controller
    return done


effects.HANDLERS[E.Sacrifice] = (_check, _run)
