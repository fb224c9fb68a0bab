"""Damage replaced by a cost (core.effects.constant, damage.dealt-damage): "If attached unit would be dealt damage, you
may remove a resource token from this card instead." (Protective Spites, which "enters play with 3 resource tokens
on it").

Read by program.EXTRA_CONSTANTS into a `TokenInstead`; dealing.apply_damage asks `prevent` once damage is cancelled,
right before it is put on the unit: while the attachment has a resource token, its controller removes one and the
unit is dealt none of that damage (unless the next scripted answer is "no").
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition, Objects, Player
from . import program


@dataclass(frozen=True)
class TokenInstead:
    """Damage the attached unit would be dealt is replaced by removing one resource token from this card."""


def _reads(ab, name: str) -> TokenInstead | None:
    e = ab.effect
    if ab.zone is not None or not (isinstance(e, E.Conditional) and isinstance(e.condition, Condition)
                                   and e.condition.word == "if"):
        return None
    would, then = e.condition.clause, e.effect
    if not (isinstance(would, E.Modal) and would.kind == "would" and isinstance(would.effect, E.DealDamage)):
        return None
    d = would.effect
    if not (d.amount is None and isinstance(d.to, Objects) and tuple(d.to.kind) == ("unit",)
            and d.to.qualities == ("attached",) and not d.to.described and not d.indirect and d.source is None
            and d.uncancellable is None and d.where is None and d.combat is None and d.by is None):
        return None
    if not (isinstance(then, E.Modal) and then.kind == "may" and isinstance(then.effect, E.Instead)
            and then.effect.replaces is None and isinstance(then.effect.effect, E.RemoveTokens)):
        return None
    r = then.effect.effect
    if r.count is None and tuple(r.token) == ("resource", "token") and isinstance(r.source, Objects) \
            and r.source.ref == "this" and not r.source.described and isinstance(r.by, Player) and r.by.who == "you":
        return TokenInstead()
    return None


@implements("core.effects.constant", "damage.dealt-damage")
def prevent(g, t, left: int) -> int:
    """The damage left for unit `t` once an attachment of its has replaced it (0), or `left` as it was."""
    if not isinstance(t, int) or left <= 0:
        return left
    for att in [a for a, h in g.s.attached.items() if h == t and g.is_in_play(a)]:
        prog = g.card(att).program
        if not any(isinstance(x, TokenInstead) for x in (prog.extras if prog else ())) \
                or g.s.tokens.get(att, 0) < 1:
            continue
        q = g.controller(att)
        if g.declines():
            g.emit("decline", ("core.effects.action",), player=q, card=att)
            return left
        g.s.tokens[att] -= 1
        g.emit("instead", ("core.effects.constant", "damage.dealt-damage"), card=t, name=g.name(t), by=g.name(att),
               prevented=left, tokens=g.s.tokens[att])
        return 0
    return left


program.EXTRA_CONSTANTS.append(_reads)
