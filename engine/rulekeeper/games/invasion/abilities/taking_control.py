"""Taking control of cards by a card effect (core.effects.ownership): "Take control of each opponent's units in that
zone." (Your Will Is Mine), "target opponent gains control of this unit and moves it to his corresponding zone"
(Veteran Sellswords), "Until the end of turn, take control of target unit with printed cost 2 or lower. Move the
unit to your corresponding zone." (Grasping Darkness).

- Taking control moves the card to the new controller's corresponding zone (movement.take_control: a card in play
  is controlled by the player whose zone holds it), so "... and move it to your (his) corresponding zone" said after
  it is the same change, read with it. A card the rules keep from changing control (a second copy of a unique card,
  a second Hero in that zone) stays where it is: that part of the effect does not happen (faq.54: as much as can).
- Until the end of the turn: a lasting entry {"card", "control_back": player}; as effects until the end of the turn
  expire (timing.E.3) the card goes back to that player's corresponding zone, as a unit an attachment took control
  of does when the attachment leaves (faq.16). A card that left play meanwhile is a new card (faq.43): its entry
  went with it.
- "target opponent" of a two-player game is the opponent (as effects._players reads it); "each opponent's units"
  is each unit an opponent controls (objects.selector).

Registered into effects.HANDLERS for TakeControl, and on top of the handlers before it for Sequence (the pair
"take control ... move it") and Lasting (until the end of the turn).
"""

from __future__ import annotations

from ....kernel import IllegalAction, implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Place, Player
from ..state import other
from .per_node import per_node
from . import effects
from .objects import Unsupported

_SEQ, _LASTING = effects.HANDLERS[E.Sequence], effects.HANDLERS[E.Lasting]


def _taker(by) -> str:
    """Who takes control: you (no one named) or the opponent ("target opponent gains control")."""
    if by is None or isinstance(by, Player) and by.who == "you" and not by.of and not by.described:
        return "you"
    if isinstance(by, Player) and by.who == "opponent" and by.ref in ("target", "each", "an", "your") \
            and not by.of and not by.described:
        return "opponent"
    raise Unsupported(f"taking control by {getattr(by, 'ref', '')} {getattr(by, 'who', by)}")


def _check(n, ctx) -> None:
    effects._only(n, "what", "by")
    _taker(n.by)
    sel = ctx.objects(n.what)
    if sel.kind not in ("unit", "card", "support") or sel.also:
        raise Unsupported(f"taking control of a {sel.kind}")


@implements("core.effects.ownership", "core.cards.unique", "terms.limit-one-hero-per-zone", "faq.54")
def _take(n, rt) -> list[int]:
    """Control of each card the phrase picks goes to the taker: the cards that changed control."""
    from ..movement import take_control
    g = rt.g
    who = rt.p if _taker(n.by) == "you" else other(rt.p)
    taken = []
    for cid in effects.cards(rt, n.what):
        if not g.is_in_play(cid) or g.controller(cid) == who:
            continue
        try:
            take_control(g, who, cid)
        except IllegalAction as exc:  # the rules keep it where it is: that part does not happen
            rt.emit("no_control", (exc.rule_id, "faq.54"), card=cid, name=g.name(cid), why=str(exc))
            continue
        if g.is_in_play(cid) and g.controller(cid) == who:
            taken.append(cid)
    rt.that = taken or rt.that
    return taken


def _run(n, rt) -> bool:
    return bool(_take(n, rt))


def _with_move(n) -> bool:
    """"take control of X. Move it (the unit) to your corresponding zone" / "... gains control of this unit and moves
    it to his corresponding zone": the move is what taking control does already."""
    if len(n.steps) != 2:
        return False
    first, move = n.steps
    if isinstance(move, E.Lasting) and not isinstance(first, E.Lasting):
        move = move.effect  # "take control of X and move it ... until the end of the turn": said once, for both
    take = first.effect if isinstance(first, E.Lasting) else first
    if not (isinstance(take, E.TakeControl) and isinstance(move, E.Move) and move.source is None
            and isinstance(move.what, Objects) and not move.what.described and not move.what.target
            and (move.what.ref, tuple(move.what.kind)) in (("it", ("it",)), ("the", ("unit",)))
            and isinstance(move.to, Place) and move.to.zone == "zone" and not move.to.described
            and not move.to.qualities and move.by == take.by):
        return False
    return move.to.ref == ("your corresponding" if move.by is None else "his corresponding")


def _taking(n):
    """The taking step of the pair, with the duration said at the end of the sentence when it is there."""
    first, last = n.steps
    if isinstance(last, E.Lasting) and not isinstance(first, E.Lasting):
        return _shared(first, last.duration)
    return first




@per_node  # node -> the Lasting made of it
def _shared(first, duration):
    return E.Lasting(duration=duration, effect=first)


def _seq_check(n, ctx) -> None:
    if not _with_move(n):
        return _SEQ[0](n, ctx)
    effects.check(_taking(n), ctx)


def _seq_run(n, rt) -> bool:
    if not _with_move(n):
        return _SEQ[1](n, rt)
    return effects.run(_taking(n), rt)


def _lasting_check(n, ctx) -> None:
    if not isinstance(n.effect, E.TakeControl):
        return _LASTING[0](n, ctx)
    if getattr(n.duration, "until", None) not in effects.LASTING:
        raise Unsupported(f"a duration until the {getattr(n.duration, 'until', n.duration)}")
    _check(n.effect, ctx)


@implements("timing.E.3", "core.effects.ownership")
def _lasting_run(n, rt) -> bool:
    if not isinstance(n.effect, E.TakeControl):
        return _LASTING[1](n, rt)
    before = {cid: rt.g.controller(cid) for cid in effects.cards(rt, n.effect.what) if rt.g.is_in_play(cid)}
    taken = _take(n.effect, rt)
    for cid in taken:
        entry = {"card": cid, "control_back": before[cid]}
        rt.g.s.lasting.append(entry)
        rt.emit("lasting", ("timing.E.3",), until="end of turn", name=rt.g.name(cid), **entry)
    return bool(taken)


@implements("timing.E.3", "core.effects.ownership", "faq.16")
def at_end(g) -> None:
    """Effects until the end of the turn expire: each card taken for the turn goes back to the player it was taken
    from, into their corresponding zone (faq.16: as when the effect that took it ends)."""
    from .. import attachments
    for m in [m for m in g.s.lasting if "control_back" in m]:
        cid, back = m["card"], m["control_back"]
        if not g.is_in_play(cid) or g.controller(cid) == back:
            continue
        zone = g.place(cid)
        g.s.zones.move(cid, f"{back}.{zone}")
        g.emit("control_returns", ("timing.E.3", "core.effects.ownership", "faq.16"), player=back, card=cid,
               name=g.name(cid), zone=zone)
    attachments.check(g)


effects.HANDLERS[E.TakeControl] = (_check, _run)
effects.HANDLERS[E.Sequence] = (_seq_check, _seq_run)
effects.HANDLERS[E.Lasting] = (_lasting_check, _lasting_run)
