"""The action windows of the FAQ's timing structure (timing.B, D-2, E-1), on the kernel's ActionWindow.

A window opens where the timing structure puts one, unless neither player could do anything in it; it rests
(step "window") for the player with priority (timing.B.4: the active player first), who acts or passes. When
both players have passed in a row the chain resolves last in first out (timing.B.3) and the window goes on
(closing by itself when neither player could act any more), or, with nothing on the chain, it closes and the
game carries on with `then` (a step of `_continue`).
"""

from __future__ import annotations

from ...kernel import IllegalAction, implements
from ...kernel.windows import ActionWindow
from .abilities import run
from .game import Game
from .state import other
from .hooks import Hooks


def _continue(g: Game, then: str) -> None:
    from . import combat, damage, fulcrums, turn
    steps = {
        "kingdom": turn.kingdom_phase, "quest": turn.quest_phase, "capital_begins": turn.capital_phase,
        "capital": turn.capital_step, "target": turn.target_step, "end": turn.turn_ends,
        "attackers": combat.attackers_step, "defenders": combat.defenders_step, "assign": damage.begin_assignment,
        "apply": damage.apply, "after_combat": fulcrums.after_combat,
    }
    steps[then](g)


def can_act(g: Game, p: str) -> bool:
    return run.can_act(g, p)


def window(g: Game) -> ActionWindow:
    return ActionWindow.from_json(g.s.window)


def _save(g: Game, w: ActionWindow | None) -> None:
    g.s.window = w.to_json() if w is not None else None
    if w is not None:
        g.s.step, g.s.deciding = "window", w.to_act


@implements("timing.D.2", "timing.E.1", "timing.B.4", "core.turn.action-windows")
def open_window(g: Game, at: str, then: str, rules: tuple[str, ...] = ()) -> None:
    """An action window (the active player has priority first); none opens when neither player could act."""
    run.settle(g, g.s.seen)  # what happened before it triggers first: Forced effects, triggered Actions (timing.A)
    if g.over:
        return
    s = g.s
    order = [s.active, other(s.active)]
    if not any(can_act(g, p) for p in order):
        g.s.ready = []  # a triggered Action that could not be taken at its first opportunity lapses (timing.B.1)
        _continue(g, then)
        return
    w = ActionWindow(order, at=at, rule="timing.B.2", then=then)
    g.emit("window", (at, "timing.B.4") + tuple(rules), at=at, priority=w.to_act)
    _save(g, w)


@implements("timing.B.1", "faq.38")
def _close(g: Game, w: ActionWindow) -> None:
    """The window closes; triggered Actions not taken in it can't be taken later (timing.B.1)."""
    g.s.window, g.s.ready = None, []
    g.emit("window_closes", ("timing.B.4",), at=w.at)
    _continue(g, w.then)


def _pass(g: Game, w: ActionWindow, p: str) -> None:
    out = w.pass_(p)
    g.emit("pass", ("timing.B.2",), player=p, at=w.at)
    if out == "pass":
        _save(g, w)
        return
    if out == "resolve":
        _resolve(g, w)
        return
    _close(g, w)


@implements("timing.B.3", "faq.18")
def _resolve(g: Game, w: ActionWindow) -> None:
    """Both players passed: the chain resolves last in first out; no action can be added meanwhile (faq.18),
    but Forced effects interrupt it after each entry (timing.B.3)."""
    g.emit("chain_resolves", ("timing.B.3", "faq.18"), entries=len(w.chain))
    g.s.window = w.to_json()
    g.s.step = "resolving"
    while w.chain and not g.over:
        entry = w.chain.take()
        g.s.window = w.to_json()
        mark = len(g.s.log)
        run.resolve(g, entry)
        run.settle(g, mark)
        if g.s.window is not None:
            w = window(g)  # an effect may have changed the chain (cancelling a card just played: terms.just-played)
    if g.over:
        return
    w.resolved()
    if not any(can_act(g, q) for q in w.players):  # neither player could act any more (timing.B.4)
        _close(g, w)
        return
    _save(g, w)


def pass_window(g: Game, p: str) -> None:
    if g.s.step != "window" or g.s.window is None:
        raise IllegalAction("core.turn.action-windows", "no action window is open")
    w = window(g)
    w.check(p)  # refuses a player without priority
    _pass(g, w, p)


def act(g: Game, p: str, kind: str, cid, index, targets, paying=(), x: int = 0) -> None:
    """An Action or a tactic: in an open window by the player with priority, or in the capital phase by the
    active player (which opens the phase's window, timing.phase.3)."""
    s = g.s
    if g.over:
        raise IllegalAction("core.players.victory", "the game is over")
    if s.step == "window" and s.window is not None:
        w = window(g)
        w.check(p)
    elif s.step == "capital" and s.deciding == p:
        w = ActionWindow([s.active, other(s.active)], at="timing.phase.3", rule="timing.B.2", then="capital")
    else:
        raise IllegalAction("timing.B.2", f"player {p} can't take an action now (the game waits for player "
                                          f"{s.deciding}: {s.step})")
    mark = len(s.log)
    entry = run.take(g, p, kind, cid, index, targets, paying, x)
    run.settle(g, mark)  # paying a cost may trigger Forced effects (timing.C.2)
    opened = s.window is None
    w.act(p, entry)
    if opened:
        g.emit("window", (w.at, "timing.B.4"), at=w.at, priority=p)
    g.emit("chain", ("timing.B.2",), player=p, card=entry["card"], name=entry["name"], length=len(w.chain))
    _save(g, w)
    if RESOLVE_AT_ONCE.any(g, entry):  # "immediately end and resolve the current action chain"
        _resolve(g, window(g))


RESOLVE_AT_ONCE = Hooks("(g, chain entry) -> bool: the chain resolves as soon as it is added (chain_ends.py)")
