"""An attachment its player may keep when its unit leaves play (core.effects.constant, card-types.attachments):
"If attached unit leaves play, you may spend 2 resources to return this card to its owner's hand." (Rune of
Cleaving, Blessed Hammer, Elven Steed, Oozing Eye), "... you may spend 1 resource to attach this card to another
target unit you control" (Tribal Tattoos: it stays in play on a unit its controller names, or the first one it may
go on; timing.C.1: a unit that can't be targeted is no choice); and any [Dwarf] attachment about to leave play for the discard
pile: "If a [Dwarf] attachment would leave play, you may spend 1 resource to return it to its owners hand." (Clan
Armoury: `rescued`, asked by game.leave_play; its controller pays for its own attachments unless the next
scripted answer is "no", and not for an opponent's).

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
from .cards_moving import pick_card


@dataclass(frozen=True)
class KeptOnLeaving:
    """When the unit this attachment is on leaves play, its controller may spend `cost` resources to return it to
    its owner's hand (`how` hand), or to attach it to another unit they control (reattach)."""
    cost: int
    how: str = "hand"


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
    if isinstance(then, E.Attach) and then.by is None and _this(then.what, name) and isinstance(then.to, Objects) \
            and then.to.ref == "another" and then.to.target and tuple(then.to.kind) == ("unit",) \
            and isinstance(then.to.controller, Player) and then.to.controller.who == "you" \
            and not then.to.described and not then.to.qualities and then.to.place is None:
        return KeptOnLeaving(pay.effect.amount.value, "reattach")
    if not (isinstance(then, E.ReturnToHand) and then.source is None and then.by is None and _this(then.what, name)
            and isinstance(then.to, Place) and then.to.zone == "hand" and isinstance(then.to.whose, Player)
            and then.to.whose.who == "owner"):
        return None
    return KeptOnLeaving(pay.effect.amount.value)


@dataclass(frozen=True)
class Rescues:
    """When an attachment of `trait` would leave play, this card's controller may spend `cost` to return it to its
    owner's hand."""
    trait: str
    cost: int


def _rescues(ab, name: str) -> Rescues | None:
    e = ab.effect
    if ab.zone is not None or not (isinstance(e, E.Conditional) and isinstance(e.condition, Condition)
                                   and e.condition.word == "if"):
        return None
    would, body = e.condition.clause, e.effect
    if not (isinstance(would, E.Modal) and would.kind == "would" and isinstance(would.effect, E.LeavesPlay)
            and would.effect.by is None and isinstance(would.effect.what, Objects)):
        return None
    o = would.effect.what
    if not (len(o.kind) == 2 and o.kind[0].startswith("[") and o.kind[1] == "attachment" and o.ref == "a"
            and not o.qualities and not o.described and o.place is None and o.controller is None):
        return None
    if not (isinstance(body, E.Paid) and isinstance(body.cost, E.Modal) and body.cost.kind == "may"
            and isinstance(body.cost.effect, E.Spend) and body.cost.effect.source is None
            and isinstance(body.cost.effect.by, Player) and body.cost.effect.by.who == "you"
            and isinstance(body.cost.effect.amount, Count) and isinstance(body.cost.effect.amount.value, int)
            and body.cost.effect.amount.bound == "exactly" and isinstance(body.effect, E.Return)
            and isinstance(body.effect.what, Objects) and body.effect.what.ref == "it" and body.effect.by is None
            and isinstance(body.effect.place, Place) and body.effect.place.zone == "owners hand"):
        return None
    return Rescues(o.kind[0][1:-1], body.cost.effect.amount.value)


@implements("card-types.attachments", "core.effects.constant", "core.effects.action")
def rescued(g, att: int) -> bool:
    """An attachment about to leave play for its owner's discard pile: does a card in play return it to its
    owner's hand for a price (paid now)? Then the caller moves it there instead."""
    card = g.card(att)
    if "Attachment" not in card.traits or not g.is_in_play(att):
        return False
    from ..cards import ZONES
    q = g.controller(att)
    for z in ZONES:
        for src in g.cards(q, z):
            prog = g.card(src).program
            for x in (prog.extras if prog else ()):
                if not isinstance(x, Rescues) or src == att or g.s.resources[q] < x.cost \
                        or x.trait.lower() not in [t.lower() for t in card.traits] + [card.race.lower()]:
                    continue
                if g.declines():
                    g.emit("decline", ("core.effects.action",), player=q, card=src)
                    return False
                g.s.resources[q] -= x.cost
                g.emit("spend", ("core.effects.constant", "terms.cost"), player=q, card=src, name=g.name(src),
                       amount=x.cost, returning=g.name(att))
                return True
    return False


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
    hosts = _hosts(g, p, att) if keep.how == "reattach" else []
    if keep.how == "reattach" and not hosts:
        return False  # no other unit to go on (faq.46)
    if g.declines():
        g.emit("decline", ("core.effects.action",), player=p, card=att)
        return False
    g.s.resources[p] -= keep.cost
    g.emit("spend", ("core.effects.constant", "terms.cost"), player=p, card=att, name=g.name(att), amount=keep.cost)
    if keep.how == "reattach":
        host = pick_card(g, hosts)
        from ..attachments import attach
        attach(g, p, att, host)
        return True
    g.leave_play(att, "returned", ("card-types.attachments", "core.effects.constant"), to="hand")
    return True


def _hosts(g, p: str, att: int) -> list[int]:
    """The other units `p` controls this attachment may go on, as a target (timing.C.1, faq.8)."""
    from ..attachments import host_refusal
    from .objects import forbidden
    old = g.s.attached.get(att)
    return [h for h in g.in_play(p) if h != old and g.card(h).unit and not forbidden(g, h, "be targeted", p)
            and host_refusal(g, p, g.card(att), h, source=att) is None]


program.EXTRA_CONSTANTS.append(_reads)
program.EXTRA_CONSTANTS.append(_rescues)
