"""Constant effects that limit combat (core.effects.constant, core.effects.cannot): "This unit cannot be declared as
an attacker or defender unless it has exactly 3 resource tokens on it." (Daemon Prince), and "While this zone is
being attacked, the attacking player may not trigger Actions." (Stag of the Sacred Glade).

Read by program.EXTRA_CONSTANTS. The first is asked where attackers and defenders are declared
(core.combat.2, core.combat.3: combat.py asks objects.forbidden, which asks FORBIDS); the second where a
player triggers an Action or plays a tactic (timing.B.2: run.ACTION_REFUSALS and run.TACTIC_REFUSALS; a
tactic's ability is an Action, core.cards.tactic).
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import IllegalAction, implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition, Count, ListOf, Objects, Place, Player
from ..cards import ZONES
from . import objects, program, run
from .passive import _text


@dataclass(frozen=True)
class DeclaredOnlyWith:
    """This unit can't be declared as an attacker or a defender unless it has exactly `tokens` resource tokens."""
    tokens: int


@dataclass(frozen=True)
class NoActionsWhileAttacked:
    """While the source's zone is attacked, the attacking player can't trigger Actions (nor play tactics)."""


def _declared(e) -> DeclaredOnlyWith | None:
    if not (isinstance(e, E.Modal) and e.kind == "cannot" and isinstance(e.effect, E.Conditional)):
        return None
    cond, inner = e.effect.condition, e.effect.effect
    if not (isinstance(cond, Condition) and cond.word == "unless" and isinstance(cond.clause, E.Has)
            and isinstance(inner, E.Declare) and inner.by is None and isinstance(inner.what, Objects)
            and inner.what.ref == "this" and tuple(inner.what.kind) == ("unit",) and not inner.what.described
            and isinstance(inner.as_, ListOf) and inner.as_.conj == "or"
            and sorted(tuple(o.kind) for o in inner.as_.items if isinstance(o, Objects))
            == [("attacker",), ("defender",)]):
        return None
    has = cond.clause
    what = has.what
    if not (isinstance(has.who, Objects) and has.who.ref == "it" and has.by is None and isinstance(what, Objects)
            and tuple(what.kind) == ("resource", "tokens") and isinstance(what.count, Count)
            and what.count.bound == "exactly" and isinstance(what.count.value, int) and len(what.described) == 1
            and _text(what.described[0]) == "on it"):
        return None
    return DeclaredOnlyWith(what.count.value)


def _no_actions(e) -> NoActionsWhileAttacked | None:
    if not (isinstance(e, E.Conditional) and isinstance(e.condition, Condition) and e.condition.word == "while"):
        return None
    c, inner = e.condition.clause, e.effect
    if not (isinstance(c, E.State) and c.state == "being attacked" and isinstance(c.who, Place)
            and c.who.zone == "zone" and c.who.ref == "this" and c.place is None and not c.who.described):
        return None
    if not (isinstance(inner, E.Modal) and inner.kind in ("may not", "cannot") and isinstance(inner.effect, E.Triggers)
            and isinstance(inner.effect.what, Objects) and tuple(inner.effect.what.kind) == ("Actions",)
            and not inner.effect.what.described and isinstance(inner.effect.by, Player)
            and inner.effect.by.who == "player" and inner.effect.by.ref == "the attacking"):
        return None
    return NoActionsWhileAttacked()


def _reads(ab, name: str):
    if ab.zone is not None:
        return None
    return _declared(ab.effect) or _no_actions(ab.effect)


def _extras(g, cid: int, kind):
    prog = g.card(cid).program
    return [x for x in (prog.extras if prog else ()) if isinstance(x, kind)]


@implements("core.combat.2", "core.combat.3", "core.effects.cannot")
def forbids(g, cid: int, what: str, by: str | None) -> bool:
    """Daemon Prince: declared as an attacker or defender only with exactly N resource tokens on it."""
    if what not in ("attack", "defend"):
        return False
    return any(g.s.tokens.get(cid, 0) != x.tokens for x in _extras(g, cid, DeclaredOnlyWith))


def _stag_names(g):
    names = g.__dict__.get("_no_actions")
    if names is None:
        names = frozenset(n for n, c in g.pool.items() if c.program is not None
                          and any(isinstance(x, NoActionsWhileAttacked) for x in c.program.extras))
        g.__dict__["_no_actions"] = names
    return names


@implements("core.effects.constant", "timing.B.2")
def refusal(g, p: str, cid: int, *_) -> IllegalAction | None:
    """While a zone with such a card is attacked, its attacker can't trigger Actions or play tactics."""
    c = g.s.combat
    names = _stag_names(g)
    if c is None or not names or p != g.s.active:
        return None
    q = "B" if p == "A" else "A"
    for src in g.cards(q, c.target) if c.target in ZONES else ():
        if g.name(src) in names:
            return IllegalAction("core.effects.constant", f"player {p} is attacking the zone of {g.name(src)}: "
                                                          "the attacking player may not trigger Actions")
    return None


program.EXTRA_CONSTANTS.append(_reads)
objects.FORBIDS.append(forbids)
run.TACTIC_REFUSALS.append(refusal)
run.ACTION_REFUSALS.append(refusal)
