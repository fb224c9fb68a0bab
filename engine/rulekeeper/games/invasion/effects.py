"""What a resolving card effect does to the game, carried out by the rules (the FAQ's Damage, Zones of Play,
Terminology and Miscellaneous sections): `resolve(game, player, kind, **args)`.

These are the primitives a card's typed text comes down to (DealDamage, Destroy, Sacrifice, Move, Heal, Cancel,
Redirect, TakeControl, PutIntoPlay, Modify ...); the conformance protocol's `effect` action reaches them
directly, so a ruling about how damage or zones work can be shown whatever card carries the effect. An effect
is refused (IllegalAction, nothing changed) when the rules forbid it.
"""

from __future__ import annotations

import inspect

from ...kernel import IllegalAction, implements
from . import dealing, indirect, movement
from .game import Game
from .state import PLAYERS

STATS = ("power", "hit_points")


def _unit(g: Game, cid, rule: str) -> int:
    if not isinstance(cid, int) or not g.is_in_play(cid) or not g.card(cid).health:
        raise IllegalAction(rule, f"card {cid!r} is not a unit in play")
    return cid


def _target(g: Game, t, rule: str):
    """A unit in play (card id) or a capital section "A.kingdom"."""
    if isinstance(t, str) and t.split(".")[0] in PLAYERS and t.split(".")[-1] in ("kingdom", "quest", "battlefield"):
        return t
    return _unit(g, t, rule)


def _amount(n, rule: str) -> int:
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise IllegalAction(rule, f"{n!r} is not an amount")
    return n


@implements("damage.non-combat-damage", "rulebook-errata.3")
def _damage(g: Game, p: str, target, amount, uncancellable: bool = False) -> None:
    rule = "damage.non-combat-damage"
    dealing.deal(g, _target(g, target, rule), _amount(amount, rule), (rule, "core.combat.non-combat-damage"),
                 uncancellable=bool(uncancellable))


def _indirect(g: Game, p: str, dealt_to, amount) -> None:
    if dealt_to not in PLAYERS:
        raise IllegalAction("damage.indirect-damage", f"indirect damage is dealt to a player, not {dealt_to!r}")
    if g.s.pending is not None:
        raise IllegalAction("damage.indirect-damage", "indirect damage is being assigned already")
    indirect.begin(g, dealt_to, _amount(amount, "damage.indirect-damage"))


def _cancel(g: Game, p: str, target, amount) -> None:
    rule = "damage.cancelling-damage"
    dealing.shield(g, "cancel", _target(g, target, rule), _amount(amount, rule))


def _redirect(g: Game, p: str, target, to, amount) -> None:
    rule = "damage.redirecting-damage"
    dealing.shield(g, "redirect", _target(g, target, rule), _amount(amount, rule), _target(g, to, rule))


def _move_damage(g: Game, p: str, source, to, amount) -> None:
    rule = "damage.moving-damage"
    dealing.move_damage(g, _unit(g, source, rule), _unit(g, to, rule), _amount(amount, rule))


def _heal(g: Game, p: str, target, amount) -> None:
    dealing.heal(g, _unit(g, target, "terms.healing"), _amount(amount, "terms.healing"))


@implements("terms.reduction", "terms.hit-points-vs-remaining-hit-points")
def _modify(g: Game, p: str, card, stat, amount) -> None:
    """+N / -N power or hit points until the end of the turn; a unit left with no remaining hit points is
    destroyed."""
    if stat not in STATS:
        raise IllegalAction("terms.reduction", f"{stat!r} is not a stat an effect changes ({', '.join(STATS)})")
    if isinstance(amount, bool) or not isinstance(amount, int):
        raise IllegalAction("terms.reduction", f"{amount!r} is not an amount")
    cid = _unit(g, card, "terms.reduction")
    g.s.mods.append({"card": cid, "stat": stat, "amount": amount})
    g.emit("modify", ("terms.reduction", "terms.hit-points-vs-remaining-hit-points"), card=cid, name=g.name(cid),
           stat=stat, amount=amount)
    g.check_destroyed(("terms.hit-points-vs-remaining-hit-points",))


@implements("core.effects.corruption")
def _corrupt(g: Game, p: str, card) -> None:
    cid = _unit(g, card, "core.effects.corruption")
    if cid in g.s.corrupted:
        raise IllegalAction("core.effects.corruption", f"{g.name(cid)} is already corrupted")
    g.s.corrupted.add(cid)
    g.emit("corrupt", ("core.effects.corruption",), card=cid, name=g.name(cid))


TABLE = {
    "damage": _damage,
    "indirect_damage": _indirect,
    "cancel_damage": _cancel,
    "redirect_damage": _redirect,
    "move_damage": _move_damage,
    "heal": _heal,
    "modify": _modify,
    "corrupt": _corrupt,
    "destroy": lambda g, p, card: movement.destroy(g, card),
    "sacrifice": lambda g, p, card: movement.sacrifice(g, p, card),
    "return_to_hand": lambda g, p, card: movement.return_to_hand(g, card),
    "move": lambda g, p, card, zone, into=None: movement.move(g, p, card, zone, into),
    "take_control": lambda g, p, card: movement.take_control(g, p, card),
    "put_into_play": lambda g, p, card, zone: movement.put_into_play(g, p, card, zone),
}


def resolve(g: Game, p: str, kind: str, /, **args) -> None:
    """One effect of player `p`'s, carried out now (IllegalAction, nothing changed, when the rules forbid it)."""
    if g.over:
        raise IllegalAction("core.players.victory", "the game is over")
    if p not in PLAYERS:
        raise IllegalAction("clar.card-effects", f"an effect belongs to player A or B, not {p!r}")
    if kind not in TABLE:
        raise IllegalAction("clar.card-effects", f"no effect {kind!r}; the effects are {', '.join(TABLE)}")
    if g.s.pending is not None and kind != "indirect_damage":
        raise IllegalAction("damage.indirect-damage", "indirect damage is being assigned: nothing else happens "
                                                      "until it is applied")
    try:
        inspect.signature(TABLE[kind]).bind(g, p, **args)
    except TypeError as exc:
        raise IllegalAction("clar.card-effects", f"the {kind} effect is malformed: {exc}") from None
    TABLE[kind](g, p, **args)
