"""A discard at random replaced by a chosen one (core.effects.constant): "Attach to a target unit. If a card would be
discarded at random from the hand of attached unit's controller, you may instead look at that hand and choose and
discard 1 card." (Dark Covenant).

Read by program.EXTRA_CONSTANTS into a `ChoosesInstead`; cards_moving asks `pick_at_random` for each card a discard
at random takes from a hand: while such an attachment is in play on a unit the hand's owner controls, its
controller may (the next scripted answer "no" declines) look at the hand and choose the card (the next answer
naming one, else the first), instead of the random one.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion import ast as A
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition, Objects, Place, Player
from . import program


@dataclass(frozen=True)
class ChoosesInstead:
    """This attachment's controller chooses the card a discard at random takes from its unit's controller's hand."""


def _attached_controllers_hand(p) -> bool:
    post = p.described[0] if isinstance(p, Place) and p.zone == "hand" and p.ref == "the" and len(p.described) == 1 \
        else None
    prep = post.parts[0] if isinstance(post, A.Post) and post.kind == "pp" and len(post.parts) == 1 else None
    np = prep.np if isinstance(prep, A.Prep) and prep.prep == "of" else None
    owner = getattr(np, "owner", None)
    return isinstance(np, A.Possessive) and tuple(np.head.nouns) == ("controller",) and not np.posts \
        and isinstance(owner, A.NounPhrase) and tuple(owner.modifiers) == ("attached",) \
        and tuple(owner.head.nouns) == ("unit",) and not owner.dets and not owner.posts


def _yours(step, kind) -> bool:
    e = getattr(getattr(step, "effect", None), "effect", None)
    return isinstance(step, E.Modal) and step.kind == "may" and isinstance(step.effect, E.Instead) \
        and isinstance(e, kind) and isinstance(e.by, Player) and e.by.who == "you" and not e.by.of


def _reads(ab, name: str) -> ChoosesInstead | None:
    e = ab.effect
    if not (isinstance(e, E.Conditional) and isinstance(e.condition, Condition) and e.condition.word == "if"):
        return None
    would = e.condition.clause
    d = getattr(would, "effect", None)
    if not (isinstance(would, E.Modal) and would.kind == "would" and isinstance(d, E.Discard) and d.at_random
            and isinstance(d.what, Objects) and tuple(d.what.kind) == ("card",) and d.what.count is None
            and d.by is None and _attached_controllers_hand(d.source)):
        return None
    steps = e.effect.steps if isinstance(e.effect, E.Sequence) else ()
    if len(steps) != 3 or not (_yours(steps[0], E.LookAt) and _yours(steps[1], E.Choose)
                               and _yours(steps[2], E.Discard)):
        return None
    look, pick = steps[0].effect.effect, steps[2].effect.effect
    if not (isinstance(look.what, Place) and look.what.ref == "that" and look.what.zone == "hand"
            and isinstance(pick.what, Objects) and pick.what.count is not None and pick.what.count.value == 1
            and not pick.at_random and pick.source is None and ab.zone is None):
        return None
    return ChoosesInstead()


def _chooser(g, owner: str) -> tuple[str, int] | None:
    """(its controller, the attachment) of a ChoosesInstead in play on a unit `owner` controls."""
    for att, unit in g.s.attached.items():
        prog = g.card(att).program
        if prog is not None and any(isinstance(x, ChoosesInstead) for x in prog.extras) and g.is_in_play(att) \
                and g.is_in_play(unit) and g.controller(unit) == owner:
            return g.controller(att), att
    return None


@implements("core.effects.constant")
def pick_at_random(g, owner: str, hand: list[int]) -> int:
    """The card a discard at random takes from `owner`'s hand `hand` (not empty)."""
    got = _chooser(g, owner)
    if got is not None:
        q, att = got
        if g.declines():
            g.emit("decline", ("core.effects.constant",), player=q, card=att)
        else:
            from .cards_moving import pick_card
            cid = pick_card(g, hand)
            g.emit("instead", ("core.effects.constant",), player=q, card=att, name=g.name(att), looked_at=owner,
                   chosen=g.name(cid))
            return cid
    return hand[g.s.rng.randrange(len(hand))]


program.EXTRA_CONSTANTS.append(_reads)
