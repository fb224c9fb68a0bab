""""Choose a Trait. All units with that trait must defend this turn, if able." (Spirit Slayer): a trait chosen as
the effect resolves (not a target: targeting.target), which "with that trait" in the sentences after it names.

The trait is the next scripted answer naming one ("trait Warrior", or a trait some card on the table has); else
the first trait of the opponent's units in play (in the order of the table), else of the player's own. With no
trait on the table, nothing is chosen and the rest does not happen. The sentences after it are carried out as
printed with "units with that trait" read as "[Trait] units" (objects.py: a card of that trait). Registered into
effects.HANDLERS for that shape of Sequence (another shape goes to the handler registered before).
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace

from ....kernel import implements
from ....text.invasion import ast as A
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects
from ..cards import ZONES
from ..state import other
from .per_node import per_node
from . import effects

_SEQ = effects.HANDLERS[E.Sequence]


def _choose_trait(step) -> bool:
    o = getattr(step, "what", None)
    return isinstance(step, E.Choose) and step.by is None and isinstance(o, Objects) and tuple(o.kind) == ("trait",) \
        and o.ref in ("a", "one") and o.count is None and not (o.target or o.qualities or o.described or o.place
                                                               or o.controller or o.of)


def _with_that_trait(o) -> bool:
    post = o.described[0] if len(o.described) == 1 else None
    prep = post.parts[0] if isinstance(post, A.Post) and post.kind == "pp" and len(post.parts) == 1 else None
    np = prep.np if isinstance(prep, A.Prep) and prep.prep == "with" else None
    return isinstance(np, A.NounPhrase) and tuple(np.dets) == ("that",) and tuple(np.head.nouns) == ("trait",) \
        and not np.modifiers and not np.posts


def _named(n, trait: str):
    """The node with "<cards> with that trait" read as "[trait] <cards>"."""
    if isinstance(n, Objects) and _with_that_trait(n):
        return replace(n, kind=(f"[{trait}]",) + tuple(n.kind), described=())
    if isinstance(n, tuple):
        return tuple(_named(x, trait) for x in n)
    if not is_dataclass(n) or isinstance(n, A.Post):
        return n
    changed = {f.name: _named(getattr(n, f.name), trait) for f in fields(n)}
    return replace(n, **changed) if any(changed[k] is not getattr(n, k) for k in changed) else n


@per_node
def rest(n, trait: str):
    """The sentences after "Choose a Trait.", "that trait" being `trait`."""
    steps = n.steps[1:]
    return _named(steps[0] if len(steps) == 1 else replace(n, steps=steps), trait)


def _ours(n) -> bool:
    return isinstance(n, E.Sequence) and not n.then and len(n.steps) > 1 and _choose_trait(n.steps[0])


def _check(n, ctx) -> None:
    if not _ours(n):
        return _SEQ[0](n, ctx)
    effects.check(rest(n, "Trait"), ctx)


def _traits_on_table(g, p: str) -> list[str]:
    return [t for q in (other(p), p) for z in ZONES for c in g.cards(q, z) if g.card(c).unit
            for t in g.card(c).traits]


@implements("targeting.target", "core.effects.action")
def _run(n, rt) -> bool:
    """The trait is chosen, then the rest happens to the cards of that trait."""
    if not _ours(n):
        return _SEQ[1](n, rt)
    g = rt.g
    known = _traits_on_table(g, rt.p)
    answer = str(g.s.answers[0]).strip() if g.s.answers else ""
    word = answer[len("trait "):] if answer.lower().startswith("trait ") else answer
    if word and (answer.lower().startswith("trait ") or word in known):
        g.s.answers.pop(0)
        trait = word
    elif known:
        trait = known[0]
    else:
        rt.emit("choose_trait", ("targeting.target",), player=rt.p, card=rt.source, chosen=None)
        return False
    rt.emit("choose_trait", ("targeting.target",), player=rt.p, card=rt.source, chosen=trait)
    return effects.run(rest(n, trait), rt)


effects.HANDLERS[E.Sequence] = (_check, _run)
