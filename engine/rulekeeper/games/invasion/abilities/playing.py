"""A card effect that plays a card: "Play a unit from your hand at no cost." The card is played while the effect
resolves, as part of the chain being resolved: no new chain starts and no one can respond to it
(misc.card-effects-resulting-in-playing-cards); what its entering play triggers is dealt with as the chain goes on.

The unit is its player's choice among those of their hand that can be played (a scripted answer naming it, else
the first), and so is the zone (an answer naming a zone, else the first it may enter). Registered into
effects.HANDLERS for Play on top of the handler registered before, if any.
"""

from __future__ import annotations

from ....kernel import IllegalAction, implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Place
from ..cards import ZONES
from . import effects
from .objects import Unsupported
from .reviving import ZONE_WORDS


def _reads(n) -> bool:
    return _kind(n) == "unit"


def _kind(n) -> str | None:
    """"unit" / "tactic" for "Play a unit / a tactic from your hand at no cost."; None for another shape."""
    o, src = n.what, n.source
    ok = isinstance(o, Objects) and tuple(o.kind) in (("unit",), ("tactic",)) and o.ref in ("a", "one") and not o.target \
        and o.count is None and not o.qualities and not o.described and o.controller is None and o.place is None \
        and isinstance(src, Place) and src.zone == "hand" and src.ref == "your" and not src.described \
        and not src.qualities and n.free is True and n.control is None and n.place is None and n.as_if is None \
        and n.by is None
    return o.kind[0] if ok else None


_BEFORE = effects.HANDLERS.get(E.Play)


def _check(n, ctx) -> None:
    if _kind(n) is None:
        if _BEFORE is None:
            raise Unsupported("the effect Play")
        return _BEFORE[0](n, ctx)


@implements("misc.card-effects-resulting-in-playing-cards", "terms.cost")
def _run(n, rt) -> bool:
    """The chosen unit is played for no cost into the chosen zone, right now, inside the chain's resolution."""
    if _kind(n) == "tactic":
        return _tactic(rt)
    if not _reads(n):
        return _BEFORE[1](n, rt)
    return play_from_hand(rt, ("misc.card-effects-resulting-in-playing-cards",), free=True)


def play_from_hand(rt, rules: tuple[str, ...], free: bool = False) -> bool:
    """A unit of the player's hand played by an effect, now, inside the chain's resolution: the unit and the zone
    the next scripted answers name (else the first that can be played); `free` for no cost, else every cost paid
    (playing_paying.py). False when none can be played."""
    from ..capital import play, refusal
    g, p = rt.g, rt.p
    units = [c for c in g.cards(p, "hand") if g.card(c).unit]
    if (name := g.answer(lambda w: any(g.name(c) == w for c in units))) is not None:
        units = [c for c in units if g.name(c) == name][:1]
    zones = list(ZONES)
    if (word := g.answer(lambda w: w.lower() in ZONE_WORDS)) is not None:
        zones = [ZONE_WORDS[word.lower()]]
    for cid in units:
        for zone in zones:
            if refusal(g, p, cid, zone, free=free) is None:  # every cost payable, every restriction followed
                try:
                    play(g, p, cid, zone, free=True) if free else play(g, p, cid, zone, by_effect=True)
                except IllegalAction:
                    continue
                rt.emit("played_by_effect", rules, player=p, card=cid, name=g.name(cid), by=rt.name, zone=zone)
                return True
    return False


@implements("misc.card-effects-resulting-in-playing-cards", "terms.the-letter-x", "errata.core.105")
def _tactic(rt) -> bool:
    """"Play a tactic from your hand at no cost": the chosen tactic (a scripted answer naming it, else the first its
    player may play) is played right now (`resolve_now`)."""
    from .run import tactic_refusal
    g, p = rt.g, rt.p
    tactics = [c for c in g.cards(p, "hand") if g.card(c).type == "Tactic" and tactic_refusal(g, p, c) is None]
    if (name := g.answer(lambda w: any(g.name(c) == w for c in tactics))) is not None:
        tactics = [c for c in tactics if g.name(c) == name][:1]
    return any(resolve_now(rt, cid) for cid in tactics)


@implements("misc.card-effects-resulting-in-playing-cards", "terms.the-letter-x", "errata.core.105")
def resolve_now(rt, cid: int) -> bool:
    """Tactic `cid` played by the resolving effect at no cost, inside the chain's resolution: its targets chosen as
    it is played (the next scripted answers), it resolves at once, nobody can respond, then it goes to (or stays
    in) the discard pile. Played for no cost, a tactic with a cost of X has X = 0 (errata.core.105). False when
    its targets can't be chosen."""
    from .run import Resolution, destroy_the_dead, forced_targets
    g, p = rt.g, rt.p
    card = g.card(cid)
    effect = card.program.actions[0][1].effect
    targets = forced_targets(g, p, cid, card.name, effect)
    if targets is None:
        return False
    rt.emit("played_by_effect", ("misc.card-effects-resulting-in-playing-cards", "terms.cost"), player=p,
            card=cid, name=card.name, by=rt.name, paid=0, targets=targets,
            **({"x": 0} if card.name in effects.CHOSEN_X else {}))
    r = Resolution(g, p, cid, card.name, effect, targets)
    r.chosen_x = 0  # played for no cost: its X is 0 (errata.core.105)
    rt.emit("resolve", ("misc.card-effects-resulting-in-playing-cards",), player=p, card=cid, name=card.name)
    effects.run(effect, r)
    destroy_the_dead(g)
    if g.s.zones.where.get(cid) == f"{p}.hand":
        g.s.zones.move(cid, f"{g.s.owner[cid]}.discard")
    return True


effects.HANDLERS[E.Play] = (_check, _run)
