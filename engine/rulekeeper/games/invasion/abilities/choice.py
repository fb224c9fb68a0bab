"""'X or Y' (core.effects.or, terms.the-word-or): the player chooses one of the options, and only one that can
be carried out completely.

The choice is made when the effect resolves: the next scripted answer "option N" names it (the judge's
"player A chooses option 2"); with none, the first option that can be carried out completely. An answer naming
an option that can't be carried out completely is not taken (the rule forbids that choice): the first that can
is taken instead (finding on core.effects.or). When no option can be carried out completely, the first is carried
out as far as it goes (finding on terms.the-word-or).

Only options the engine can judge "completely" for are carried out: drawing, gaining resources, putting or
removing resource tokens on this card, and sequences of those; no targets inside an option.
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ..state import other
from . import effects
from .effects import Ctx, _player
from .objects import Unsupported

JUDGED = (E.Draw, E.Gain, E.PutTokens, E.RemoveTokens)


def _check(n, ctx: Ctx) -> None:
    if len(n.options) < 2:
        raise Unsupported("a choice of fewer than two options")
    for opt in n.options:
        _judged(opt)
        before = len(ctx.slots)
        effects.check(opt, ctx)
        if len(ctx.slots) != before:
            raise Unsupported("a choice between effects with targets")


def _judged(opt) -> None:
    if isinstance(opt, E.Sequence) and not opt.then:
        for step in opt.steps:
            _judged(step)
        return
    if not isinstance(opt, JUDGED):
        raise Unsupported(f"a choice with the option {type(opt).__name__} (can it be carried out completely?)")


def complete(opt, rt) -> bool:
    """Can this option be carried out completely now?"""
    g = rt.g
    if isinstance(opt, E.Sequence):
        return all(complete(s, rt) for s in opt.steps)
    if isinstance(opt, E.Draw):
        who = rt.p if _player(opt.by, "drawing") == "you" else other(rt.p)
        return len(g.cards(who, "deck")) >= opt.count.value
    if isinstance(opt, E.Gain):
        return True
    k = 1 if opt.count is None else opt.count.value
    if isinstance(opt, E.PutTokens):
        return bool(rt.cards(opt.on))
    return any(g.s.tokens.get(c, 0) >= k for c in rt.cards(opt.source))  # RemoveTokens


def _answer(g) -> int | None:
    """The option the next scripted answer names ("option N", 1-based), taken off the answers."""
    if g.s.answers and str(g.s.answers[0]).lower().startswith("option "):
        word = g.s.answers.pop(0).split()[1]
        return int(word) - 1 if word.isdigit() else -1
    return None


@implements("core.effects.or", "terms.the-word-or")
def _run(n, rt) -> bool:
    """The chosen option happens; a choice must be one that can be carried out completely."""
    can = [i for i, opt in enumerate(n.options) if complete(opt, rt)]
    asked = _answer(rt.g)
    if asked is not None and asked in can:
        pick, why = asked, "chosen"
    elif can:
        pick, why = can[0], ("not_complete" if asked is not None else "first_complete")
    else:
        pick, why = 0, "none_complete"
    rt.emit("choice", ("core.effects.or", "terms.the-word-or"), player=rt.p, card=rt.source, option=pick + 1,
            asked=None if asked is None else asked + 1, why=why)
    return effects.run(n.options[pick], rt)


effects.HANDLERS[E.Choice] = (_check, _run)
