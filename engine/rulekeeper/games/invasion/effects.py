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
from .abilities import passive
from .capital import play
from .game import Game
from .state import PLAYERS
from .turn import end_turn

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
    dealing.heal(g, _unit(g, target, "terms.healing"), _amount(amount, "terms.healing"), by=p)


@implements("terms.reduction", "terms.hit-points-vs-remaining-hit-points")
def _modify(g: Game, p: str, card, stat, amount) -> None:
    """+N / -N power or hit points until the end of the turn; a unit left with no remaining hit points is
    destroyed."""
    if stat not in STATS:
        raise IllegalAction("terms.reduction", f"{stat!r} is not a stat an effect changes ({', '.join(STATS)})")
    if isinstance(amount, bool) or not isinstance(amount, int):
        raise IllegalAction("terms.reduction", f"{amount!r} is not an amount")
    cid = _unit(g, card, "terms.reduction")
    g.s.lasting.append({"card": cid, stat: amount})
    g.emit("modify", ("terms.reduction", "terms.hit-points-vs-remaining-hit-points"), card=cid, name=g.name(cid),
           stat=stat, amount=amount)
    g.check_destroyed(("terms.hit-points-vs-remaining-hit-points",))


@implements("core.effects.corruption")
def _corrupt(g: Game, p: str, card) -> None:
    cid = _unit(g, card, "core.effects.corruption")
    if cid in g.s.corrupted:
        raise IllegalAction("core.effects.corruption", f"{g.name(cid)} is already corrupted")
    if passive.forbids(g, cid, "corrupted"):
        raise IllegalAction("core.effects.cannot", f"{g.name(cid)} cannot be corrupted "
                                                   f"({passive.forbids(g, cid, 'corrupted')})")
    g.s.corrupted.add(cid)
    g.emit("corrupt", ("core.effects.corruption",), card=cid, name=g.name(cid))


@implements("terms.reduction", "terms.cost")
def _lower_cost(g: Game, p: str, amount) -> None:
    """Lower the cost of the next card `p` plays this turn by N (never below zero; loyalty still adds)."""
    g.s.lowered[p] += _amount(amount, "terms.reduction")
    g.emit("lower_cost", ("terms.reduction", "terms.cost"), player=p, amount=amount)


@implements("terms.cost")
def _play_free(g: Game, p: str, card, zone) -> None:
    """Play a card from hand for no cost: its cost is 0, loyalty ignored; every other restriction applies."""
    play(g, p, card, zone, free=True)


PHASE_NUMBERS = {"kingdom": 1, "quest": 2, "capital": 3, "battlefield": 4}


@implements("terms.the-word-skip")
def _skip(g: Game, p: str, phase) -> None:
    """Skip a phase of this turn: the rest of it, when it is under way; a phase is skipped once however many
    effects skip it."""
    s = g.s
    if phase not in PHASE_NUMBERS or s.active != p:
        raise IllegalAction("terms.the-word-skip", f"player {p} skips a phase of their own turn "
                                                   f"({', '.join(PHASE_NUMBERS)}), not {phase!r}")
    n = PHASE_NUMBERS[phase]
    if n < s.phase:
        raise IllegalAction("terms.the-word-skip", f"the {phase} phase of this turn is over")
    if n == s.phase == 4 and s.pending is None:
        g.emit("skip_phase", ("terms.the-word-skip",), player=p, phase=n, rest=True)
        end_turn(g)
        return
    if n not in s.skipped:
        s.skipped.append(n)
    g.emit("skip_phase_later", ("terms.the-word-skip",), player=p, phase=n)


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
    "lower_cost": _lower_cost,
    "play_free": _play_free,
    "skip_phase": _skip,
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
