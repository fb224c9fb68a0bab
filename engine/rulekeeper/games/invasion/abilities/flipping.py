"""Turning cards over: a card in play into a facedown development, and a facedown development faceup.

- "At the end of your turn, turn this card into facedown development. It no longer counts as a unit." (Slumbering
  Titan): the card leaves play as such and becomes a development in the same zone of its owner's capital, as
  facedown.py turns a support card (core.cards.developments, card-types.developments; its damage, tokens,
  attachments go, Game.leave_play), adding 1 hit point to the zone (core.capital.hit-points). "It no longer counts
  as a unit" says what the turning did: nothing more happens. Its Ambush may bring it back later (keyword.ambush).
- "Turn one target development faceup. If it is a unit, leave it in play and sacrifice it at the end of the turn.
  Otherwise, sacrifice it immediately." (Rip Dere 'eads Off!): the target is a facedown development of either
  player's (its card is hidden; only the card turned over shows what it is). A unit enters play in that zone under
  its owner's control (put into play, as by Ambush: no cost, zones.put-into-play; its zone loses the development's
  hit point), and is sacrificed by that player at the end of the turn if still theirs (delayed.at_end,
  terms.sacrifice). Any other card, or a unit the rules keep out of that zone (unique, one Hero per zone: a reading,
  it can't be left in play), is sacrificed at once by its controller: into its owner's discard pile.
Registered over effects.HANDLERS for Sequence (these two sentences' shapes) and Flip (the first shape alone).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects
from . import effects
from .objects import Unsupported

_SEQ, _FLIP = effects.HANDLERS[E.Sequence], effects.HANDLERS.get(E.Flip)


def _it(o) -> bool:
    return isinstance(o, Objects) and o.ref == "it" and tuple(o.kind) == ("it",) and not o.described


def _into_facedown(n) -> bool:
    """"turn this card into (a) facedown development"."""
    i = getattr(n, "into", None)
    return isinstance(n, E.Flip) and n.face in (None, "facedown") and n.by is None and isinstance(i, Objects) \
        and tuple(i.kind) == ("development",) and i.ref in ("a", "") and i.qualities == ("facedown",) \
        and not i.described and isinstance(n.what, Objects) and n.what.ref == "this" and not n.what.described


def _no_longer_a_unit(e) -> bool:
    c = getattr(e, "effect", None)
    return isinstance(e, E.Modal) and e.kind == "no longer" and isinstance(c, E.CountsAs) and _it(c.who) \
        and c.by is None and isinstance(c.what, Objects) and tuple(c.what.kind) == ("unit",) and not c.what.described


def _titan(n) -> bool:
    return isinstance(n, E.Sequence) and not n.then and len(n.steps) == 2 and _into_facedown(n.steps[0]) \
        and _no_longer_a_unit(n.steps[1])


def _sacrifice_it(e) -> bool:
    return isinstance(e, E.Sacrifice) and e.by is None and _it(e.what)


def _faceup_parts(n):
    """The target phrase of "Turn one target development faceup. If it is a unit, leave it in play and sacrifice it
    at the end of the turn. Otherwise, sacrifice it immediately."; None for another shape."""
    if not (isinstance(n, E.Sequence) and len(n.steps) == 2 and isinstance(n.steps[0], E.Sequence)
            and len(n.steps[0].steps) == 2 and not n.then and not n.steps[0].then):
        return None
    (flip, cond), other = n.steps[0].steps, n.steps[1]
    if not (isinstance(flip, E.Flip) and flip.face == "faceup" and flip.into is None and flip.by is None
            and isinstance(other, E.Otherwise) and _sacrifice_it(other.effect) and isinstance(cond, E.Conditional)):
        return None
    c = cond.condition
    clause = getattr(c, "clause", None)
    if not (getattr(c, "word", "") == "if" and isinstance(clause, E.Is) and _it(clause.who)
            and isinstance(clause.what, Objects) and tuple(clause.what.kind) == ("unit",)
            and clause.what.ref in ("a", "an") and not clause.what.described):
        return None
    body = cond.effect
    if not (isinstance(body, E.Sequence) and len(body.steps) == 2 and isinstance(body.steps[0], E.StaysInPlay)
            and _it(body.steps[0].what) and body.steps[0].by is None and isinstance(body.steps[1], E.AtMoment)
            and _sacrifice_it(body.steps[1].effect)):
        return None
    from .delayed import _end_of_turn
    return flip.what if _end_of_turn(body.steps[1].moment) else None


def _seq_check(n, ctx) -> None:
    if _titan(n):
        return
    what = _faceup_parts(n)
    if what is None:
        return _SEQ[0](n, ctx)
    sel = ctx.objects(what)
    if sel.kinds != ("development",) or not sel.target or sel.count != 1 or sel.up_to:
        raise Unsupported("turning faceup something other than one target development")


def _seq_run(n, rt) -> bool:
    if _titan(n):
        return facedown(rt)
    what = _faceup_parts(n)
    if what is None:
        return _SEQ[1](n, rt)
    hit = [c for c in rt.cards(what) if rt.g.place(c).endswith(".dev")]
    return any([faceup(rt, cid) for cid in hit])


@implements("core.cards.developments", "card-types.developments", "core.capital.hit-points")
def facedown(rt) -> bool:
    """This card (a unit or support card in play) into a facedown development in its zone."""
    g, cid = rt.g, rt.source
    if not g.is_in_play(cid) or g.card(cid).type not in ("Unit", "Support"):
        return False
    zone = g.place(cid)
    g.leave_play(cid, "turned_facedown", ("core.cards.developments", "card-types.developments"), to=f"{zone}.dev")
    rt.out_of_combat(cid)
    rt.that = [cid]
    return True


@implements("core.cards.developments", "zones.put-into-play", "core.capital.hit-points", "terms.sacrifice",
            "timing.E.2")
def faceup(rt, cid: int) -> bool:
    """A facedown development turned over: a unit into play there until the end of the turn; else sacrificed."""
    from .. import entering
    from ..capital import refusal
    from . import passive
    g = rt.g
    owner, zone = g.s.zones.where[cid].split(".")[:2]
    card = g.card(cid)
    rt.emit("turned_faceup", ("core.cards.developments",), player=rt.p, card=cid, name=card.name, owner=owner,
            zone=zone, unit=card.unit)
    rt.that = [cid]
    if card.unit and refusal(g, owner, cid, zone, playing=False) is None:
        g.s.zones.move(cid, f"{owner}.{zone}")
        g.emit("put_into_play", ("zones.put-into-play", "core.cards.developments"), player=owner, card=cid,
               name=card.name, source=f"{zone}.dev", zone=zone, faceup=True)
        g.damage_zone(owner, zone, 0, ("core.capital.burning", "core.capital.hit-points"), check=True)
        entering.entered(g, cid, "play")
        passive.entering(g, cid)
        if g.is_in_play(cid):
            entry = {"card": cid, "player": owner, "at_end": "sacrifice"}
            g.s.lasting.append(entry)
            rt.emit("delayed", ("timing.E.2",), until="end of turn", name=card.name, **entry)
        return True
    g.leave_play(cid, "sacrificed", ("terms.sacrifice", "core.cards.developments"))
    return True


def _flip_check(n, ctx) -> None:
    if not _into_facedown(n):
        if _FLIP is None:
            raise Unsupported("the effect Flip")
        return _FLIP[0](n, ctx)


def _flip_run(n, rt) -> bool:
    if not _into_facedown(n):
        return _FLIP[1](n, rt)
    return facedown(rt)


effects.HANDLERS[E.Sequence] = (_seq_check, _seq_run)
effects.HANDLERS[E.Flip] = (_flip_check, _flip_run)
