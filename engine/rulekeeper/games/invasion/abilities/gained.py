"""An Action a card gains while a condition holds (core.effects.constant, core.effects.action): "If you control a
legend, this unit gains "Action: When this unit attacks, destroy target damaged unit."" (Dark Elf Assassin).

Read as the card is loaded (`normalize`, before the abilities are read): the constant effect becomes the Action it
gives the card, and the condition is filed in `GAINED` (the card's name -> {ability index: condition}); run._usable
asks `refusal`, so the Action is triggered only while the condition holds (the table read at that moment: a
condition never goes stale). Reading chosen: the trigger may happen while the condition fails; the Action is
refused then, not only when it is offered.
"""

from __future__ import annotations

from dataclasses import replace

from ....kernel import IllegalAction, implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.abilities import Action, Constant
from ....text.invasion.semantics.nodes import Condition, Objects
from .conditions import condition, holds
from .objects import Unsupported

GAINED: dict[str, dict[int, object]] = {}  # card name -> {Action index: conditions.Cond}


def _gains_action(e) -> bool:
    g = getattr(e, "effect", None)
    return isinstance(e, E.Conditional) and isinstance(e.condition, Condition) and e.condition.word in ("if", "while") \
        and isinstance(g, E.GainAbility) and g.by is None and isinstance(g.who, Objects) and g.who.ref == "this" \
        and not (g.who.described or g.who.qualities) and len(g.abilities) == 1 and isinstance(g.abilities[0], Action)


def normalize(abilities, name: str) -> tuple:
    """The typed abilities with "If ..., this unit gains "Action: ..."" read as that Action, its condition filed."""
    GAINED.pop(name, None)
    out = []
    for i, ab in enumerate(abilities):
        if isinstance(ab, Constant) and _gains_action(ab.effect):
            try:
                cond = condition(ab.effect.condition, name)
            except Unsupported:
                out.append(ab)  # the constant effect stays: program.read names what it can't carry out
                continue
            GAINED.setdefault(name, {})[i] = cond
            gained = ab.effect.effect.abilities[0]
            ab = gained if ab.zone is None or gained.zone else replace(gained, zone=ab.zone)
        out.append(ab)
    return tuple(out)


@implements("core.effects.constant", "core.effects.action")
def refusal(g, p: str, cid: int, index: int) -> IllegalAction | None:
    """Why the gained Action can't be triggered now (None when it can): its condition does not hold."""
    cond = GAINED.get(g.name(cid), {}).get(index)
    if cond is None or holds(g, p, cid, cond):
        return None
    return IllegalAction("core.effects.constant", f"{g.name(cid)} has this Action only while its condition holds")
