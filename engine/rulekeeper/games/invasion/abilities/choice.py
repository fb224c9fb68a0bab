"""'X or Y' (core.effects.or, terms.the-word-or): the player chooses one of the options, and only one that can
be carried out completely.

The choice is made when the effect resolves: the next scripted answer "option N" names it (the judge's
"player A chooses option 2"); with none, the first option that can be carried out completely. An answer naming
an option that can't be carried out completely is not taken (the rule forbids that choice): the first that can
is taken instead (finding on core.effects.or). When no option can be carried out completely, the first is carried
out as far as it goes (finding on terms.the-word-or).

Only options the engine can judge "completely" for are carried out (JUDGES): drawing, gaining resources, putting or
removing resource tokens on this card, sequences of those, and what completely.py judges. An option's targets are
chosen with it as the effect resolves, so only a Forced effect has them (an Action's targets are chosen as it is
triggered, timing.C.1: program.py refuses those).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ..state import other
from . import effects
from .effects import Ctx, _player
from .objects import Unsupported

JUDGES: dict = {}  # effect type -> (its shape checked: raises Unsupported, or None; (opt, rt) -> complete now?)
OWN: dict = {}  # effect type -> (check, run) of an option only a choice has ("spend 1 resource or ...", completely.py)


def _check(n, ctx: Ctx) -> None:
    if len(n.options) < 2:
        raise Unsupported("a choice of fewer than two options")
    for opt in n.options:
        _judged(opt)
        own = Ctx(ctx.name, ctx.triggered)
        own.x = ctx.x
        OWN[type(opt)][0](opt, own) if type(opt) in OWN else effects.check(opt, own)
        ctx.later += own.slots + own.later  # chosen with the option, as the effect resolves (timing.A.2)


def _judged(opt) -> None:
    if isinstance(opt, E.Sequence) and not opt.then:
        for step in opt.steps:
            _judged(step)
        return
    if type(opt) not in JUDGES:
        raise Unsupported(f"a choice with the option {type(opt).__name__} (can it be carried out completely?)")
    shape = JUDGES[type(opt)][0]
    if shape is not None:
        shape(opt)


def complete(opt, rt) -> bool:
    """Can this option be carried out completely now (its targets too)?"""
    if isinstance(opt, E.Sequence):
        return all(complete(s, rt) for s in opt.steps)
    return targetable(opt, rt) and JUDGES[type(opt)][1](opt, rt)


def _draws(opt, rt) -> bool:
    who = rt.p if _player(opt.by, "drawing") == "you" else other(rt.p)
    return len(rt.g.cards(who, "deck")) >= opt.count.value


def _tokens_on(opt, rt) -> bool:
    return bool(rt.cards(opt.on))


def _tokens_off(opt, rt) -> bool:
    k = 1 if opt.count is None else opt.count.value
    return any(rt.g.s.tokens.get(c, 0) >= k for c in rt.cards(opt.source))


JUDGES.update({E.Draw: (None, _draws), E.Gain: (None, lambda opt, rt: True), E.PutTokens: (None, _tokens_on),
               E.RemoveTokens: (None, _tokens_off)})


def _answer(g) -> int | None:
    """The option the next scripted answer names ("option N", 1-based), taken off the answers."""
    said = g.answer(lambda w: w.lower().startswith("option "))
    if said is None:
        return None
    word = said.split()[1]
    return int(word) - 1 if word.isdigit() else -1


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
    opt = n.options[pick]
    if not _targets_chosen(opt, rt):
        return False
    return OWN[type(opt)][1](opt, rt) if type(opt) in OWN else effects.run(opt, rt)


def option_slots(opt, name: str) -> list:
    """The targets of one option: [(Objects, Selector)]."""
    own = Ctx(name)
    OWN[type(opt)][0](opt, own) if type(opt) in OWN else effects.check(opt, own)
    return own.slots


def targetable(opt, rt) -> bool:
    """Every target the option names can be chosen now (different cards, faq.26)."""
    want = option_slots(opt, rt.name)
    legal = {c for _, sel in want for c in sel.all(rt.g, rt.p, rt.source)}
    return len(legal) >= sum(0 if sel.up_to else sel.count for _, sel in want) \
        and all(sel.up_to or sel.all(rt.g, rt.p, rt.source) for _, sel in want)


@implements("timing.A.2", "timing.C.1")
def _targets_chosen(opt, rt) -> bool:
    """The targets of the option chosen, by its controller as it resolves (a Forced effect's targets, timing.A.2:
    an Action's are refused at loading, program.py): the next scripted answers name them, else the first legal."""
    from .run import forced_targets
    want = option_slots(opt, rt.name)
    if not want:
        return True
    chosen = forced_targets(rt.g, rt.p, rt.source, rt.name, opt)
    if chosen is None:
        rt.emit("cancelled", ("timing.C.1", "faq.46"), card=rt.source, name=rt.name, why="no legal target")
        return False
    base = len(rt.targets)
    rt.targets = [*rt.targets, *chosen]
    for i, (o, sel) in enumerate(want):
        rt.slot_of[id(o)], rt.slot_sel[id(o)] = base + i, sel
    rt.emit("targets", ("timing.A.2", "timing.C.1"), player=rt.p, card=rt.source, targets=chosen)
    return True


effects.HANDLERS[E.Choice] = (_check, _run)
