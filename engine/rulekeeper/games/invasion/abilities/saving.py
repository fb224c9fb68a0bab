"""Constant effects that replace a unit's destruction (core.effects.constant, terms.destroy): "If another unit in this
zone would be destroyed, instead return it to its owner's hand." (Lelansi), "If this unit would be destroyed,
instead put it face down as a development in this zone." (Oathbearer), "If attached unit would be destroyed,
sacrifice this attachment instead and remove all damage from that unit." (Rune of Resistance), "If attached Unit would
be destroyed, you may pay 2 Resources to (instead of destroying it) leave it in play and remove all damage from it."
(Hydra Blade: the attachment's controller pays, unless the next scripted answer is "no"), and "If this unit is
destroyed while in your battlefield, put it into play in your kingdom instead of into your discard pile."
(Vigilant Pistoliers: it is destroyed, only its destination changes).

Read by program.EXTRA_CONSTANTS into a `Replaces`; game.leave_play asks `replaced` before a destroyed unit leaves
play (the first card in play whose effect applies replaces it; the effect is not optional), and `after` once it
is in its owner's discard pile. Not read: Altar of Khaine's "you may spend ... to instead" (replacement.py).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition, Count, Objects, Place, Player
from ..cards import ZONES
from . import program
from .objects import Selector, selector


@dataclass(frozen=True)
class Replaces:
    """A destroyed unit the source's `who` picks (this | attached | another unit in this zone: `sel`) goes
    `how`: hand | development (face down in its zone) | stays (the source is sacrificed, its damage removed) |
    kingdom (destroyed from the battlefield: put into play in the kingdom instead of the discard pile)."""
    who: str
    how: str
    sel: Selector | None = None
    pay: int = 0  # "you may pay N resources to ...": stays (its damage removed) only if paid


def _it(o) -> bool:
    return isinstance(o, Objects) and o.ref == "it" and tuple(o.kind) == ("it",) and not o.described


def _this(o, kinds=(("unit",),)) -> bool:
    return isinstance(o, Objects) and o.ref == "this" and tuple(o.kind) in kinds and not o.described \
        and not o.qualities and o.place is None


def _who(o, name: str):
    if _this(o):
        return "this", None
    if isinstance(o, Objects) and tuple(o.kind) == ("unit",) and o.ref == "a" and o.qualities == ("attached",) \
            and not o.described and o.place is None:
        return "attached", None
    if isinstance(o, Objects) and tuple(o.kind) == ("unit",) and o.ref == "another" and not o.qualities \
            and not o.described and isinstance(o.place, Place) and o.place.zone == "zone" and o.place.ref == "this":
        return "another", selector(replace(o, ref="each", qualities=("other",)), name)
    return None


def _reads(ab, name: str) -> Replaces | None:
    e = ab.effect
    if ab.zone is not None or not (isinstance(e, E.Conditional) and isinstance(e.condition, Condition)
                                   and e.condition.word == "if"):
        return None
    clause, then = e.condition.clause, e.effect
    # "If this unit is destroyed while in your battlefield, put it into play in your kingdom instead of into your
    # discard pile."
    if isinstance(clause, E.Conditional) and isinstance(clause.condition, Condition) \
            and clause.condition.word == "while" and isinstance(clause.condition.clause, Condition) \
            and clause.condition.clause.word == "in" and isinstance(clause.condition.clause.clause, Place) \
            and clause.condition.clause.clause.zone == "battlefield" and clause.condition.clause.clause.ref == "your" \
            and isinstance(clause.effect, E.Destroy) and clause.effect.by is None and _this(clause.effect.what) \
            and isinstance(then, E.Instead) and isinstance(then.replaces, Place) \
            and then.replaces.zone == "discard pile" and then.replaces.ref == "your" \
            and isinstance(then.effect, E.PutIntoPlay) and _it(then.effect.what) \
            and isinstance(then.effect.place, Place) and then.effect.place.zone == "kingdom" \
            and then.effect.place.ref == "your" and not then.effect.facedown and then.effect.source is None \
            and then.effect.control is None and then.effect.by is None and not then.effect.state:
        return Replaces("this", "kingdom")
    if not (isinstance(clause, E.Modal) and clause.kind == "would" and isinstance(clause.effect, E.Destroy)
            and clause.effect.by is None):
        return None
    who = _who(clause.effect.what, name)
    if who is None:
        return None
    if isinstance(then, E.Instead) and then.replaces is None:
        x = then.effect
        if isinstance(x, E.ReturnToHand) and _it(x.what) and x.source is None and x.by is None \
                and isinstance(x.to, Place) and x.to.zone == "hand" and isinstance(x.to.whose, Player) \
                and x.to.whose.who == "owner":
            return Replaces(who[0], "hand", who[1])
        if isinstance(x, E.Develop) and _it(x.what) and x.facedown and x.source is None and x.by is None \
                and isinstance(x.place, Place) and x.place.zone == "zone" and x.place.ref == "this" \
                and who[0] == "this":
            return Replaces("this", "development")
        return None
    # "you may pay 2 Resources to (instead of destroying it) leave it in play and remove all damage from it"
    if who[0] == "attached" and isinstance(then, E.Sequence) and len(then.steps) == 2 and not then.then:
        first, second = then.steps
        if isinstance(first, E.Paid) and isinstance(first.cost, E.Modal) and first.cost.kind == "may" \
                and isinstance(first.cost.effect, E.Pay) and isinstance(first.cost.effect.by, Player) \
                and first.cost.effect.by.who == "you" and isinstance(first.cost.effect.what, Objects) \
                and tuple(first.cost.effect.what.kind) == ("resources",) and first.cost.effect.for_ is None \
                and first.cost.effect.to is None and not first.cost.effect.what.described \
                and isinstance(first.cost.effect.what.count, Count) and first.cost.effect.what.count.bound == "exactly" \
                and isinstance(first.cost.effect.what.count.value, int) \
                and isinstance(first.effect, E.StaysInPlay) and _it(first.effect.what) and first.effect.by is None \
                and isinstance(second, E.Modal) and isinstance(second.effect, E.RemoveTokens) \
                and second.effect.count is None and tuple(second.effect.token) == ("damage",) \
                and _it(second.effect.source):
            return Replaces("attached", "stays", pay=first.cost.effect.what.count.value)
    # "sacrifice this attachment instead and remove all damage from that unit"
    if who[0] == "attached" and isinstance(then, E.Sequence) and len(then.steps) == 2 and not then.then:
        first, second = then.steps
        if isinstance(first, E.Instead) and first.replaces is None and isinstance(first.effect, E.Sacrifice) \
                and first.effect.by is None and _this(first.effect.what, (("attachment",), ("card",))) \
                and isinstance(second, E.RemoveTokens) and second.count is None \
                and tuple(second.token) == ("damage",) and second.by is None \
                and isinstance(second.source, Objects) and second.source.ref == "that":
            return Replaces("attached", "stays")
    return None


def _applies(g, src: int, x: Replaces, cid: int) -> bool:
    if x.who == "this":
        return src == cid
    if x.who == "attached":
        return g.s.attached.get(src) == cid
    return x.sel.matches(g, g.controller(src), src, cid)


def _sources(g):
    names = g.__dict__.get("_replacers")
    if names is None:
        names = frozenset(n for n, c in g.pool.items() if c.program is not None
                          and any(isinstance(x, Replaces) for x in c.program.extras))
        g.__dict__["_replacers"] = names
    return names


def _found(g, cid: int):
    names = _sources(g)
    if not names:
        return None
    for q in ("A", "B"):
        for z in ZONES:
            for src in g.cards(q, z):
                if g.name(src) in names:
                    for x in g.card(src).program.extras:
                        if isinstance(x, Replaces) and _applies(g, src, x, cid):
                            return src, x
    return None


@implements("core.effects.constant", "terms.destroy")
def replaced(g, cid: int):
    """A unit about to be destroyed: None (it is), "stays" (it stays in play, its damage removed), or the (kind, to)
    it leaves play as instead (returned to its owner's hand; face down as a development in its zone)."""
    if not g.card(cid).unit or not g.is_in_play(cid):
        return None
    found = _found(g, cid)
    if found is None or found[1].how == "kingdom":
        return None
    src, x = found
    if x.pay:  # "you may pay N resources": the attachment's controller, when able and not declining
        q = g.controller(src)
        if g.s.resources[q] < x.pay:
            return None
        if g.declines():
            g.emit("decline", ("core.effects.action",), player=q, card=src)
            return None
        g.s.resources[q] -= x.pay
    g.emit("instead", ("core.effects.constant", "terms.destroy"), card=cid, name=g.name(cid), by=g.name(src),
           to=x.how, **({"paid": x.pay} if x.pay else {}))
    if x.how == "hand":
        return "returned", "hand"
    if x.how == "development":
        zone = g.place(cid)
        if g.controller(cid) != g.s.owner[cid] or zone not in ZONES:
            return None  # a development goes in its owner's zone: not read for a unit controlled by another
        return "returned", f"{zone}.dev"
    if not x.pay:
        g.leave_play(src, "sacrificed", ("core.effects.constant", "terms.sacrifice"))
    g.s.damage.pop(cid, None)
    g.emit("heal", ("core.effects.constant",), card=cid, name=g.name(cid), all=True)
    return "stays"


@implements("core.effects.constant", "zones.put-into-play")
def where_destroyed(g, cid: int) -> str | None:
    """Before the move: the player whose battlefield the unit is destroyed in, when "instead of into your discard
    pile" then puts it into their kingdom (None otherwise)."""
    if not g.card(cid).unit or g.place(cid) != "battlefield":
        return None
    found = _found(g, cid)
    return g.controller(cid) if found is not None and found[1].how == "kingdom" else None


def after(g, cid: int, p: str) -> None:
    """The unit destroyed from `p`'s battlefield: into play in `p`'s kingdom instead of the discard pile."""
    from ..movement import put_into_play
    from ....kernel import IllegalAction
    if g.place(cid) != "discard" or g.s.owner[cid] != p:
        return
    try:
        put_into_play(g, p, cid, "kingdom")
    except IllegalAction:
        return  # a restriction keeps it out (it stays in the discard pile)

program.EXTRA_CONSTANTS.append(_reads)
