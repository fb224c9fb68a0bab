"""A constant effect that is a choice made at a moment: "While this card has 3 or more resources on it, you may return
an [High Elf] card with cost 3 or higher from your discard pile to your hand at the beginning of your turn." (Wake
the Dragons, a Quest ability).

Printed without "Forced:", it is a triggered constant effect (timing.A.1): at the beginning of its player's turn,
if the condition holds then, the player may carry out the effect. `normalize` (asked by cards.py with the other
readings of the typed text) rewrites it as that Forced effect with an "if" condition and a "may"; resources on a
card are its resource tokens (card-types.quests). Every other shape is left as it was typed.
"""

from __future__ import annotations

from dataclasses import replace

from ....text.invasion.semantics import Constant, Forced
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition, Objects
from ....text.invasion.semantics.setting import Trigger


def _your_turn_begins(m) -> bool:
    return isinstance(m, E.Begin) and m.by is None and isinstance(m.what, Objects) \
        and tuple(m.what.kind) == ("turn",) and m.what.ref == "your" and not m.what.described


def _tokens(h):
    """"this card has 3 or more resources on it": its resource tokens."""
    if isinstance(h, E.Has) and isinstance(h.what, Objects) and tuple(h.what.kind) == ("resources",):
        return replace(h, what=replace(h.what, kind=("resource", "tokens")))
    return h


def normalize(abilities) -> tuple:
    out = []
    for ab in abilities:
        e = getattr(ab, "effect", None)
        if isinstance(ab, Constant) and isinstance(e, E.Conditional) and isinstance(e.condition, Condition) \
                and e.condition.word == "while" and isinstance(e.effect, E.Modal) and e.effect.kind == "may" \
                and isinstance(e.effect.effect, E.AtMoment) and _your_turn_begins(e.effect.effect.moment):
            inner = e.effect.effect.effect
            ab = Forced(zone=ab.zone, trigger=Trigger("at", e.effect.effect.moment), cost=None, limit=None,
                        effect=E.Conditional(condition=Condition("if", _tokens(e.condition.clause)),
                                             effect=E.Modal(kind="may", effect=inner)))
        out.append(ab)
    return tuple(out)
