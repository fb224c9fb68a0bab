"""An attachment its player may keep when its unit leaves play (core.effects.constant, card-types.attachments):
"If attached unit leaves play, you may spend 2 resources to return this card to its owner's hand." (Rune of
Cleaving, Blessed Hammer, Elven Steed, Oozing Eye).

An attachment goes to its owner's discard pile when the card it is attached to leaves play
(card-types.attachments); with this text its controller may instead pay and take it back to its owner's hand.
Read by program.EXTRA_CONSTANTS into a `KeptOnLeaving`; game.leave_play asks `kept` for each attachment of a card
leaving play. The choice: the next scripted answer "no" declines (choosing.DECLINE, the protocol's `choose`);
otherwise the player pays, when able.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition, Count, Objects, Place, Player
from . import program
from .choosing import DECLINE


@dataclass(frozen=True)
class KeptOnLeaving:
    """When the unit this attachment is on leaves play, its controller may spend `cost` resources to return it to
    its owner's hand."""
    cost: int


def _this(o, name: str) -> bool:
    return isinstance(o, Objects) and not o.described and not o.qualities and o.of is None and o.place is None \
        and (o.ref == "this" and tuple(o.kind) in (("card",), ("attachment",)) or tuple(o.kind) == (name,))


def _reads(ab, name: str) -> KeptOnLeaving | None:
    e = ab.effect
    if ab.zone is not None or not isinstance(e, E.Conditional):
        return None
    c, body = e.condition, e.effect
    if not (isinstance(c, Condition) and c.word == "if" and isinstance(c.clause, E.LeavesPlay)
            and c.clause.by is None and isinstance(c.clause.what, Objects)
            and tuple(c.clause.what.kind) == ("unit",) and c.clause.what.qualities == ("attached",)
            and not c.clause.what.described and isinstance(body, E.Paid)):
        return None
    pay, then = body.cost, body.effect
    if not (isinstance(pay, E.Modal) and pay.kind == "may" and isinstance(pay.effect, E.Spend)
            and pay.effect.source is None and isinstance(pay.effect.by, Player) and pay.effect.by.who == "you"
            and not pay.effect.by.of and isinstance(pay.effect.amount, Count)
            and isinstance(pay.effect.amount.value, int) and pay.effect.amount.bound == "exactly"
            and not pay.effect.amount.sign):
        return None
    if not (isinstance(then, E.ReturnToHand) and then.source is None and then.by is None and _this(then.what, name)
            and isinstance(then.to, Place) and then.to.zone == "hand" and isinstance(then.to.whose, Player)
            and then.to.whose.who == "owner"):
        return None
    return KeptOnLeaving(pay.effect.amount.value)


@implements("card-types.attachments", "core.effects.constant", "core.effects.action")
def kept(g, att: int) -> bool:
    """The card `att` is attached to has left play: does its controller pay to return it to its owner's hand
    (then it is returned, and True), or does it go to the discard pile as usual (False)?"""
    prog = g.card(att).program
    keep = next((x for x in (prog.extras if prog else ()) if isinstance(x, KeptOnLeaving)), None)
    if keep is None:
        return False
    p = g.controller(att)
    if g.s.resources[p] < keep.cost:
        return False
    if g.s.answers and str(g.s.answers[0]).strip().lower() in DECLINE:
        g.s.answers.pop(0)
        g.emit("decline", ("core.effects.action",), player=p, card=att)
        return False
    g.s.resources[p] -= keep.cost
    g.emit("spend", ("core.effects.constant", "terms.cost"), player=p, card=att, name=g.name(att), amount=keep.cost)
    g.leave_play(att, "returned", ("card-types.attachments", "core.effects.constant"), to="hand")
    return True


program.EXTRA_CONSTANTS.append(_reads)
