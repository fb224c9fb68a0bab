"""Naming a unit, then an effect on every copy of the named unit: "Action: At the beginning of your turn, each player
names a unit. Corrupt all copies of the named unit." (Masque of Slaanesh).

- A player names a unit by its title, any unit's title (core.deck.copies: copies are cards of one title): the next
  scripted answer that is the title of a unit of the card pool (the protocol's `choose` action); else the title of
  the first unit in play an opponent controls, else of their own first unit, else the first unit title of the pool
  (then nothing in play has it). Each player names in turn, the active player first; one player's name is heard
  by the next (a choice: the text says "each player names", the rules give no order, and naming is public).
- "all copies of the named unit": every unit in play, either player's, whose title one of them named (not a
  facedown development that is a unit: it shows no title); each is corrupted as by any effect (core.effects.corruption), one already corrupted or that cannot be staying as it is.

Registered into effects.HANDLERS for Sequence on top of the handler registered before, which gets every other shape.
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion import ast as A
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Player
from . import effects

_BEFORE = effects.HANDLERS[E.Sequence]


def _names_a_unit(step) -> bool:
    """"each player names a unit"."""
    return isinstance(step, E.Name) and isinstance(step.what, Objects) and tuple(step.what.kind) == ("unit",) \
        and step.what.ref == "a" and not step.what.target and step.what.count is None and not step.what.described \
        and not step.what.qualities and step.what.controller is None and step.what.place is None \
        and isinstance(step.by, Player) and step.by.who == "player" and step.by.ref == "each" \
        and step.by.of is None and not step.by.described


def _copies_of_named(o) -> bool:
    """"all copies of the named unit"."""
    if not (isinstance(o, Objects) and tuple(o.kind) == ("copies",) and o.ref == "all" and not o.target
            and o.count is None and not o.qualities and o.controller is None and o.place is None and o.of is None
            and len(o.described) == 1):
        return False
    parts = getattr(o.described[0], "parts", ())
    if getattr(o.described[0], "kind", "") != "pp" or len(parts) != 1 or parts[0].prep != "of":
        return False
    np = parts[0].np
    return isinstance(np, A.NounPhrase) and tuple(np.dets) == ("the",) and tuple(np.modifiers) == ("named",) \
        and tuple(np.head.nouns) == ("unit",) and np.quantity is None and not np.posts


def _shape(n) -> bool:
    return isinstance(n, E.Sequence) and len(n.steps) == 2 and not n.then and _names_a_unit(n.steps[0]) \
        and isinstance(n.steps[1], E.Corrupt) and getattr(n.steps[1], "by", None) is None \
        and _copies_of_named(n.steps[1].what)


def _check(n, ctx) -> None:
    if not _shape(n):
        return _BEFORE[0](n, ctx)


def name_a_unit(g, player: str) -> str:
    """The unit title `player` names: a scripted answer that is a unit's title, else the first unit in play an
    opponent controls, their own first, else the pool's first unit title (see the module's docstring)."""
    if g.s.answers and str(g.s.answers[0]) in g.pool and g.pool[str(g.s.answers[0])].unit:
        return str(g.s.answers.pop(0))
    from ..state import other
    for who in (other(player), player):
        unit = next((c for c in g.in_play(who) if g.card(c).unit), None)
        if unit is not None:
            return g.name(unit)
    return min(name for name, card in g.pool.items() if card.unit)


@implements("core.effects.corruption", "core.deck.copies")
def _run(n, rt) -> bool:
    """Each player names a unit, the active player first; every unit in play of a named title is corrupted."""
    if not _shape(n):
        return _BEFORE[1](n, rt)
    from ..effects import _corrupt
    from ..state import other
    from . import passive
    from .rising import facedown
    g, named = rt.g, []
    for player in (g.s.active, other(g.s.active)):
        title = name_a_unit(g, player)
        named.append(title)
        rt.emit("names", ("core.deck.copies",), player=player, named=title, card=rt.source)
    hit = [c for p in (g.s.active, other(g.s.active)) for c in g.in_play(p) if g.name(c) in named
           and g.card(c).unit and not facedown(g, c)  # a facedown development has no title (rising.py)
           and c not in g.s.corrupted and not passive.forbids(g, c, "corrupted")]
    for cid in hit:
        _corrupt(g, rt.p, cid)
    return bool(hit)


effects.HANDLERS[E.Sequence] = (_check, _run)
