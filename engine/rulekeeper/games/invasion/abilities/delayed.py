"""Effects an effect sets up for the end of the turn (timing.E.2): "Sacrifice that unit at the end of the turn."
(Warpstone Experiments), "Return that unit to its owner's hand at the end of the turn.", and the sentence put first:
"At the end of the turn, that unit takes 2 damage." (Berserk Fury), "At the end of the turn, sacrifice it."

Registered into effects.HANDLERS for AtMoment and Reaction (a Reaction with another trigger goes to the handler
before). As the effect resolves, the cards it names are picked (that unit: the one the effect chose); each gets a
lasting entry {"card", "player", "at_end": sacrifice | return | damage, "amount"}. At the end of the turn
(turn.turn_ends asks `at_end`, with the end-of-turn Forced effects, timing.E.2) each card still in play is
sacrificed (if its player still controls it: terms.sacrifice), returned or dealt the damage; a card that left play
meanwhile is a new card (faq.43) and its entry went with it.

"Whenever an opponent attacks this zone, he must return one of his attacking units to its owner's hand at the end of
the turn." (Tyriel): the unit is chosen as the effect resolves, by the player whose attacking units they are (the
attacking player, core.combat.1: "he", "his"), among his units attacking then; it is returned at the end of the turn.
A reading: at the end of the turn no unit is attacking any more, so "one of his attacking units" is chosen now.
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.abilities import Reaction
from ....text.invasion.semantics.nodes import Count, Objects, Place, Player
from . import effects
from .objects import Unsupported

_BEFORE = effects.HANDLERS.get(E.AtMoment)
_REACTION = effects.HANDLERS.get(Reaction)


def _end_of_turn(m) -> bool:
    return isinstance(m, E.End) and isinstance(m.what, Objects) and tuple(m.what.kind) == ("turn",) \
        and m.what.ref == "the" and not m.what.described and m.by is None


def _what(e) -> str | None:
    if isinstance(e, E.TakeDamage) and not e.indirect and e.uncancellable is None and e.by is None \
            and isinstance(e.amount, Count) and isinstance(e.amount.value, int) and e.amount.bound == "exactly" \
            and not e.amount.sign and _card(e.who):
        return "damage"  # "that unit takes 2 damage"
    if isinstance(e, E.Sacrifice) and e.by is None:
        return "sacrifice"
    if isinstance(e, E.ReturnToHand) and e.source is None and e.by is None and isinstance(e.to, Place) \
            and e.to.zone == "hand" and isinstance(e.to.whose, Player) and e.to.whose.who == "owner":
        return "return"
    return None


def _card(o) -> bool:
    return isinstance(o, Objects) and o.ref in ("that", "this", "it") and not o.target and not o.described


def _subject(e):
    return e.who if isinstance(e, E.TakeDamage) else e.what


def _moment(n):
    """When a delayed effect happens: AtMoment's moment, or the event of a Reaction's "at" trigger."""
    if isinstance(n, Reaction):
        return n.trigger.event if n.trigger.timing == "at" else None
    return n.moment


def _one_attacker(e) -> bool:
    """"he must return one of his attacking units to its owner's hand"."""
    w, by = getattr(e, "what", None), getattr(e, "by", None)
    return isinstance(e, E.ReturnToHand) and e.source is None and isinstance(e.to, Place) and e.to.zone == "hand" \
        and isinstance(e.to.whose, Player) and e.to.whose.who == "owner" and isinstance(w, Objects) \
        and w.ref in ("a", "one", "") and w.count == Count(1) and not (w.described or w.qualities or w.target) \
        and isinstance(w.of, Objects) and tuple(w.of.kind) == ("units",) and w.of.ref in ("his", "their") \
        and w.of.qualities == ("attacking",) and not (w.of.described or w.of.of or w.of.controller) \
        and isinstance(by, Objects) and by.ref in ("he", "they") and not by.described


def _reads(n) -> bool:
    return _end_of_turn(_moment(n)) and (_what(n.effect) is not None and _card(_subject(n.effect))
                                         or _one_attacker(n.effect))


def _before(n):
    h = _REACTION if isinstance(n, Reaction) else _BEFORE
    if h is None:
        raise Unsupported(f"the effect {type(n).__name__}")
    return h


def _check(n, ctx) -> None:
    if not _reads(n):
        return _before(n)[0](n, ctx)
    if not _one_attacker(n.effect):
        effects.check(n.effect, ctx)


@implements("timing.E.2")
def _run(n, rt) -> bool:
    if not _reads(n):
        return _before(n)[1](n, rt)
    done = False
    for cid in _attacker(rt) if _one_attacker(n.effect) else effects.cards(rt, _subject(n.effect)):
        entry = {"card": cid, "player": rt.p, "at_end": _what(n.effect) or "return"}
        if entry["at_end"] == "damage":
            entry["amount"] = n.effect.amount.value
        rt.g.s.lasting.append(entry)
        rt.emit("delayed", ("timing.E.2",), until="end of turn", name=rt.g.name(cid), **entry)
        done = True
    return done


@implements("core.combat.1", "targeting.target")
def _attacker(rt) -> list[int]:
    """One attacking unit, chosen now by the attacking player (the one whose units attack) among his."""
    from .choosing import choose_cards
    g, c = rt.g, rt.g.s.combat
    units = [a for a in (c.attackers if c is not None else []) if g.is_in_play(a)]
    if not units:
        return []
    return choose_cards(rt, g.controller(units[0]), [a for a in units if g.controller(a) == g.controller(units[0])], 1)


@implements("timing.E.2", "terms.sacrifice", "damage.non-combat-damage")
def at_end(g) -> None:
    """The end of the turn: what effects set up for it happens to the cards still in play; a card is sacrificed
    only by the player who controls it (terms.sacrifice: "a card you control")."""
    from ..dealing import deal
    for m in [m for m in g.s.lasting if m.get("at_end")]:
        cid = m["card"]
        if m["at_end"] == "from_discard":  # "return it from your discard pile to your hand" (lasting_triggers.py)
            if g.s.zones.where.get(cid) == f"{g.s.owner[cid]}.discard":
                g.s.zones.move(cid, f"{g.s.owner[cid]}.hand")
                g.emit("returned_to_hand", ("timing.E.2", "zones.out-of-play"), card=cid, name=g.name(cid),
                       player=g.s.owner[cid], source="discard")
            continue
        if not g.is_in_play(cid):
            continue
        if m["at_end"] == "damage":
            deal(g, cid, m["amount"], ("timing.E.2", "damage.non-combat-damage"))
        elif m["at_end"] == "sacrifice":
            if g.controller(cid) == m.get("player", g.controller(cid)):
                g.leave_play(cid, "sacrificed", ("timing.E.2", "terms.sacrifice"))
        else:
            g.leave_play(cid, "returned", ("timing.E.2", "zones.out-of-play"), to="hand")


effects.HANDLERS[E.AtMoment] = (_check, _run)
effects.HANDLERS[Reaction] = (_check, _run)
