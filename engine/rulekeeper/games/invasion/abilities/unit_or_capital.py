""""Deal 1 damage to one target unit or capital", "... to one target unit or one target section of an opponent's
capital" (a Forced effect): one target, a unit or a capital, chosen by the effect's controller as it resolves
(timing.A.2, timing.C.1).

Read as the choice between its two effects ("deal 1 damage to one target unit" or "deal 1 damage to target
capital", choice.py): the player picks which, and the unit with it, or the capital (capitals.py: a player's
capital, its section chosen by him; own_sections.py: a section of the opponent's capital). Choosing a unit needs one to target; with none, the capital it is. An Action's
targets are chosen as it is triggered, so program.py refuses this shape in an Action (it waits for the choice).
Registered into effects.HANDLERS for that shape of DealDamage (another goes to the handler registered before).
"""

from __future__ import annotations

from dataclasses import replace

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import ListOf, Objects, Place
from .per_node import per_node
from . import effects
from .own_sections import sections_named

_DEAL = effects.HANDLERS[E.DealDamage]


def _unit(o) -> bool:
    return isinstance(o, Objects) and o.target and tuple(o.kind) == ("unit",) and o.ref in ("", "a", "one") \
        and not o.described and o.place is None and o.controller is None and o.of is None and not o.qualities


def _capital(o) -> bool:
    return isinstance(o, Place) and o.zone == "capital" and o.ref == "" and o.whose is None and not o.qualities \
        and not o.described and o.within is None and not o.position


@per_node
def as_choice(n):
    """The choice the damage is, or None when it names another place."""
    out = None
    to = n.to
    if isinstance(to, ListOf) and to.conj == "or" and len(to.items) == 2 and _unit(to.items[0]) \
            and n.by is None and not n.indirect and not n.uncancellable and not n.combat:
        second = to.items[1]
        if _capital(second):
            second = replace(second, qualities=("target",))  # "target" is said of both: "target capital"
        if _capital(to.items[1]) or sections_named(second) == "opponent's":
            out = E.Choice(options=(replace(n, to=to.items[0]), replace(n, to=second)))
    return out


def _check(n, ctx) -> None:
    c = as_choice(n)
    if c is None:
        return _DEAL[0](n, ctx)
    effects.check(c, ctx)


@implements("timing.A.2", "timing.C.1", "terms.the-word-or")
def _run(n, rt) -> bool:
    """The player chooses a unit or a capital, then the damage is dealt to it."""
    c = as_choice(n)
    return _DEAL[1](n, rt) if c is None else effects.run(c, rt)


effects.HANDLERS[E.DealDamage] = (_check, _run)
