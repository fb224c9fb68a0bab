"""The effect interpreter: parsed card text (rulekeeper.text.champions.ast) -> state changes.

Sentences resolve in printed order (2.7.1); each effect is one handler below. The card carrying the text is the
*acting* card: if it leaves its current corner or leaves play, its later effects are cancelled (2.5.1.14).
"""

from __future__ import annotations

from ...kernel import implements
from ...text.champions import ast as A
from . import corners, deploying, health, moving
from .amounts import amount_value
from .cards import Category
from .conditions import cites, holds, players
from .game import Game, label
from .targets import choose_targets, matches


def _where(game: Game, cid: int):
    """Where the acting card is: its zone, its corner, face up or down (2.4.2.2l, 2.5.1.14). A Champion's corners
    are Quest Objectives, not effects: completing one mid-effect cancels nothing."""
    s = game.s
    st = s.status.get(cid)
    if st is None or game.pool[s.names[cid]].category is Category.CHAMPION:
        return s.zones.where[cid]
    return s.zones.where[cid], st.rot, st.face_up


@implements("2.7.1", "2.5.1.14", "2.5.2.14", "2.4.2.2l", "4.1.2.4b")
def resolve(game: Game, source: int, instructions, rules: tuple[str, ...]) -> None:
    """Resolve Instructions of `source` in order, stopping if the acting card leaves its corner or play."""
    # where it is when its first effect applies (nothing before that moves it); with one effect only, nothing is
    # compared with it
    start = _ONE_EFFECT if len(instructions) == 1 and len(instructions[0].effects) == 1 else None
    for instr in instructions:
        if instr.condition is not None and not holds(game, source, instr.condition):
            game.emit("condition_unmet", ("2.2.2",) + cites(instr.condition), card=game.name(source))
            continue
        for effect in instr.effects:
            if start is None:
                start = _where(game, source)
            elif start is not _ONE_EFFECT and _where(game, source) != start:
                game.emit("cancelled", ("2.5.1.14",), card=game.name(source))
                return
            HANDLERS[type(effect)](game, source, effect, rules)  # apply(), without its call


_ONE_EFFECT = object()


@implements("4.1.2.4a", "4.1.2.4c", "2.5.1.6", "2.5.2.6")
def trigger_instants(game: Game, cid: int, rules: tuple[str, ...] = ("4.1.2.4a",)) -> None:
    """The card's instant effects (not its start-of-turn or Heroic Act ones, 4.1.1.4, 4.1.2.4d)."""
    sh = game._shapes.get(game.s.names[cid])  # game.shape(cid), without its call once looked up
    if sh is None:
        sh = game.shape(cid)
    if sh.instants:
        game.emit("trigger", rules, card=label(game, cid))
        resolve(game, cid, sh.instants, rules)


WINDOW_RULES = {"START_OF_YOUR_TURN": ("4.1.1.2",), "END_OF_TURN": ("4.1.5.1",), "ENTERS_PLAY": ("3.1.5b",),
                "LEAVES_PLAY": ("6.2.leaving-play", "3.1.5b"), "EXHAUSTS": ("4.1.2.3b",),
                "AFTER_PLAYING": ("6.2.after-playing-a-card",), "WOULD_TAKE_DAMAGE": ("2.12.4",)}


def trigger_window(game: Game, cid: int, when: str, played: int | None = None) -> None:
    """Sentences of `cid` that wait for a trigger window (4.1.1.2, 3.1.5b, 4.1.2.3b, 6.2 After Playing ...)."""
    sh = game._shapes.get(game.s.names[cid])  # game.shape(cid), without its call once looked up
    triggered = (sh if sh is not None else game.shape(cid)).triggered
    if not triggered:
        return
    for t in triggered.get(when, ()):
        if t.trigger.pick is not None and played is not None and not _fits(game, played, t.trigger.pick):
            continue
        game.emit("trigger", WINDOW_RULES[when], card=label(game, cid), window=t.trigger.when.value)
        resolve(game, cid, (t.body,), WINDOW_RULES[when])


def _fits(game: Game, cid: int, pick: A.Pick) -> bool:
    return matches(game, cid, pick.kinds, pick.tag)


# --- one handler per effect ----------------------------------------------------------------------------------

def _damage(game, src, e: A.DealDamage, rules):
    n = amount_value(game, src, e.amount)
    for p in players_for(game, src, e.to):
        health.deal_damage(game, src, p, n, rend=e.rend)


def _gain(game, src, e: A.GainHealth, rules):
    n = amount_value(game, src, e.amount)
    for p in players_for(game, src, e.who):
        health.gain_health(game, src, p, n)


def _lose(game, src, e: A.LoseHealth, rules):
    n = amount_value(game, src, e.amount)
    for p in players_for(game, src, e.who):
        health.lose_health(game, src, p, n)


def _draw(game, src, e: A.Draw, rules):
    n = amount_value(game, src, e.amount)
    for p in players_for(game, src, e.who):
        moving.draw(game, p, n, ("6.1.2.draw",))


def _discard(game, src, e: A.Discard, rules):
    n = amount_value(game, src, e.amount)
    for p in players_for(game, src, e.who):
        moving.discard_from_hand(game, p, n)


def players_for(game: Game, src: int, who: A.Player) -> list[str]:
    if who is A.Player.EITHER:
        opts = players(game, src, who)
        return [opts[game.choose(game.owner(src), "which player", opts, ("2.2.2",))]]
    return players(game, src, who)


def _remove(game, src, e: A.Remove, rules):
    moving.remove(game, src, choose_targets(game, src, e.target, ("6.1.2.remove",)))


def _rotate(game, src, e: A.Rotate, rules):
    for t in choose_targets(game, src, e.target, ("6.1.2.rotate",)):
        corners.rotate(game, t, e.corners, e.direction is A.Direction.FORWARD)


def _restart(game, src, e: A.Restart, rules):
    for t in choose_targets(game, src, e.target, ("6.1.2.restart",)):
        corners.restart(game, t)


def _exhaust(game, src, e: A.Exhaust, rules):
    for t in choose_targets(game, src, e.target, ("6.1.2.exhaust",)):
        if game.row_of(t) in ("front", "back"):
            corners.exhaust(game, t)


def _deploy(game, src, e: A.Deploy, rules):
    deploying.deploy_from(game, src, e.pick, e.source)


def _move(game, src, e: A.Move, rules):
    moving.move_cards(game, src, e.pick, e.source, e.destination)


def _swap(game, src, e: A.Swap, rules):
    deploying.swap(game, src, e.target, e.pick, e.source, replace=False)


def _replace(game, src, e: A.Replace, rules):
    deploying.swap(game, src, e.target, e.pick, e.source, replace=True)


def _return(game, src, e: A.Return, rules):
    for t in choose_targets(game, src, e.target, ("6.2.leaving-play",)):
        if game.row_of(t) == "front":
            moving.leave_play(game, t, f"{game.owner(t)}.hand", ("6.2.leaving-play",))


def _trigger(game, src, e: A.TriggerEffects, rules):
    for t in choose_targets(game, src, e.target, ("4.1.1.4",)):
        if t != src and corners.active(game, t):  # a card triggering itself would never end
            trigger_instants(game, t, ("4.1.1.4",))


def _optional(game, src, e: A.Optional, rules):
    if game.choose(game.owner(src), f"use {type(e.effect).__name__}?", ["yes", "no"], ("2.2.2",)) == 0:
        apply(game, src, e.effect, rules)


def _lasting(game, src, e, rules):
    """An increase/reduce, Dormant, can't or Grant read while resolving once (an Ability or a Heroic Act): these are
    passive effects of cards in play (4.1.2.2a); nothing in the rules makes them last after the card resolves."""
    game.emit("no_lasting_effect", ("4.1.2.2a",), card=game.name(src), effect=type(e).__name__)


HANDLERS = {A.DealDamage: _damage, A.GainHealth: _gain, A.LoseHealth: _lose, A.Draw: _draw, A.Discard: _discard, A.Remove: _remove,
            A.Rotate: _rotate, A.Restart: _restart, A.Exhaust: _exhaust, A.Deploy: _deploy, A.Move: _move,
            A.Swap: _swap, A.Replace: _replace, A.Return: _return, A.TriggerEffects: _trigger,
            A.Optional: _optional, A.Modify: _lasting, A.Dormant: _lasting, A.Forbid: _lasting, A.Grant: _lasting}


def apply(game: Game, source: int, effect, rules: tuple[str, ...]) -> None:
    HANDLERS[type(effect)](game, source, effect, rules)
