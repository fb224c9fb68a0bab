"""When an Action may be used: "Use this ability only if A Glorious Death has 3 or more resource tokens on it."
and "Use this ability on your turn, and only if Journey to the Gate has 3 or more resource tokens on it."

The sentence is no effect: it says when the Action may be triggered (core.effects.action; card-types.quests: an
Action is triggered only when its requirements are met). Read as the card is loaded (`split`, asked by
program.read): the sentence is taken off the Action's effect and filed in `USE`; run._usable asks `refusal`.
"""

from __future__ import annotations

from dataclasses import replace

from ....kernel import IllegalAction, implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition, Count, Objects

USE: dict[str, dict[int, tuple[int, bool]]] = {}  # card name -> {Action index: (tokens at least, on your turn)}


def _use_this(e) -> bool:
    return isinstance(e, E.Use) and isinstance(e.what, Objects) and e.what.ref == "this" \
        and tuple(e.what.kind) == ("ability",) and e.on is None and not e.free and e.by is None


def _tokens_on_this(c, name: str) -> int | None:
    """"<this card's name> has N or more resource tokens on it" -> N."""
    if not (isinstance(c, Condition) and c.word == "only if" and isinstance(c.clause, E.Has) and c.clause.by is None):
        return None
    who, what = c.clause.who, c.clause.what
    if not (isinstance(who, Objects) and tuple(who.kind) == (name,) and not who.described):
        return None
    if not (isinstance(what, Objects) and tuple(what.kind) in (("resource", "tokens"), ("resource", "token"))
            and isinstance(what.count, Count) and isinstance(what.count.value, int) and what.count.bound == "or more"
            and not what.count.sign and len(what.described) == 1 and "'it'" in repr(what.described[0])):
        return None
    return what.count.value


def _read(step, name: str) -> tuple[int, bool] | None:
    if not isinstance(step, E.Conditional):
        return None
    n = _tokens_on_this(step.condition, name)
    if n is None:
        return None
    inner = step.effect
    if _use_this(inner):
        return (n, False)
    if isinstance(inner, E.Conditional) and isinstance(inner.condition, Condition) and inner.condition.word == "on" \
            and isinstance(inner.condition.clause, Objects) and tuple(inner.condition.clause.kind) == ("turn",) \
            and inner.condition.clause.ref == "your" and _use_this(inner.effect):
        return (n, True)
    return None


def forget(name: str) -> None:
    USE.pop(name, None)


def split(ab, index: int, name: str):
    """The Action without its "Use this ability only if ..." sentence, that sentence filed in USE."""
    e = ab.effect
    if not (isinstance(e, E.Sequence) and e.sentences and not e.then and len(e.steps) >= 2):
        return ab
    got = _read(e.steps[-1], name)
    if got is None:
        return ab
    USE.setdefault(name, {})[index] = got
    rest = e.steps[:-1]
    return replace(ab, effect=rest[0] if len(rest) == 1 else replace(e, steps=rest))


@implements("core.effects.action", "card-types.quests")
def refusal(g, p: str, cid: int, index: int) -> IllegalAction | None:
    """Why the Action can't be used now (None when it can): too few tokens on the card, or not its player's turn."""
    need = USE.get(g.name(cid), {}).get(index)
    if need is None:
        return None
    n, own_turn = need
    if g.s.tokens.get(cid, 0) < n:
        return IllegalAction("core.effects.action", f"{g.name(cid)}'s ability is used only with {n} or more resource "
                                                    f"tokens on it; it has {g.s.tokens.get(cid, 0)}")
    if own_turn and g.s.active != p:
        return IllegalAction("core.effects.action", f"{g.name(cid)}'s ability is used only on its player's turn")
    return None
