"""The turn's phases 0-5 (core.turn.*, timing.phase.*): the engine runs each phase until a player must decide,
then rests with `step` naming the decision. Each phase begins with its "at the beginning" Forced effects and an
action window (timing.D), the turn ends with a window, the end-of-turn Forced effects and the expiry of effects
that last until the end of the turn (timing.E); windows.py opens them (none when no player could act)."""

from __future__ import annotations

from ...kernel import IllegalAction, implements
from .abilities import passive
from .abilities.run import settle
from .game import Game
from .settings import settings
from .state import other


PHASES = {1: "kingdom", 2: "quest", 3: "capital", 4: "battlefield"}  # the phases "your kingdom phase" names


@implements("timing.D.1")
def _phase_begins(g: Game, n: int) -> None:
    """D-1: the phase begins ("at the beginning of your battlefield phase"); what it triggers resolves before the
    phase's action window (open_window settles first, timing.D.2)."""
    from .abilities.phase_end import ended
    ended(g, set(range(n)))  # what waits for the end of a phase before this one (phase 0: the turn's beginning)
    g.s.under_way = PHASES[n]
    g.emit("phase_begins", ("timing.D.1", f"timing.phase.{n}"), player=g.s.active, phase=PHASES[n])


@implements("timing.E.2")
def _phase_ends(g: Game) -> None:
    """E-2: the phase under way ends ("at the end of your battlefield phase", "at the end of each phase"); its
    Forced effects resolve now, its triggered Actions wait for the next action window (timing.B.1). A phase that
    never began (skipped) does not end. The turn's own beginning and end (phases 0 and 5) are the turn's."""
    s = g.s
    if s.phase not in PHASES or s.under_way != PHASES[s.phase]:
        return
    s.under_way = None
    mark = len(s.log)
    g.emit("phase_ends", ("timing.E.2", f"timing.phase.{s.phase}"), player=s.active, phase=PHASES[s.phase])
    from .abilities.phase_end import ended
    ended(g, {s.phase})  # "Sacrifice those units at the end of the phase."
    settle(g, mark)


def _window(g: Game, at: str, then: str, rules: tuple[str, ...]) -> None:
    from .windows import open_window
    open_window(g, at, then, rules)


def expect(g: Game, p: str, step: str, rule: str, what: str) -> None:
    """Refuse (before any change) an action that is not the decision the game waits for."""
    s = g.s
    if g.over:
        raise IllegalAction("core.players.victory", "the game is over")
    if s.step != step or s.deciding != p:
        raise IllegalAction(rule, f"player {p} can't {what} now (the game waits for player {s.deciding}: "
                                  f"{s.step}, phase {s.phase})")


def _skips(g: Game, phase: int) -> bool:
    """core.setup.first-turn: the first player skips these phases of the game's first turn (spec meta)."""
    s = g.s
    return s.turn == 1 and s.active == s.first and phase in settings().first_player_skips


@implements("core.turn.0", "timing.phase.0", "faq.3")
def begin_turn(g: Game) -> None:
    s = g.s
    s.phase, s.developed, s.limited, s.under_way = 0, False, {p: False for p in s.limited}, None
    mark = len(s.log)
    g.emit("turn_begins", ("core.turn.0", "timing.phase.0"), player=s.active, turn=s.turn)
    settle(g, mark)  # timing.D.1, faq.3: "at the beginning of your turn" happens before the kingdom phase
    _window(g, "timing.D.2", "kingdom", ("timing.phase.0",))


@implements("core.turn.1", "timing.phase.1")
def kingdom_phase(g: Game) -> None:
    """Unspent resources go back; the active player may restore one corrupted card; then gains kingdom power."""
    s, p = g.s, g.s.active
    s.phase = 1
    if s.resources[p]:
        g.emit("resources_reset", ("core.turn.1",), player=p, amount=s.resources[p])
    s.resources[p] = 0
    if any(c in s.corrupted and not passive.forbids(g, c, "restored") for c in g.in_play(p)):
        s.step, s.deciding = "restore", p
        return
    gain_resources(g)


def restore(g: Game, p: str, cid: int | None) -> None:
    """core.turn.1, core.effects.corruption: restore one of your corrupted cards (or none)."""
    expect(g, p, "restore", "core.turn.1", "restore a card")
    if cid is not None and (cid not in g.s.corrupted or g.place(cid).endswith("dev") or not g.is_in_play(cid)
                            or g.controller(cid) != p):  # the cards p controls (a card taken from its owner too)
        raise IllegalAction("core.turn.1", f"card {cid} is not one of player {p}'s corrupted cards in play")
    if cid is not None and passive.forbids(g, cid, "restored"):
        raise IllegalAction("core.effects.cannot", f"{g.name(cid)} cannot be restored "
                                                   f"({passive.forbids(g, cid, 'restored')})")
    if cid is not None:
        g.s.corrupted.discard(cid)
        g.emit("restore", ("core.turn.1", "core.effects.corruption"), player=p, card=cid)
    gain_resources(g)


def gain_resources(g: Game) -> None:
    s, p = g.s, g.s.active
    s.resources[p] += g.power(p, "kingdom")
    g.emit("resources", ("core.turn.1", "core.capital.power"), player=p, amount=g.power(p, "kingdom"))
    _phase_begins(g, 1)  # after the resources (the finding on timing.phase.1)
    _window(g, "timing.D.2", "quest", ("timing.phase.1",))


@implements("core.turn.2", "timing.phase.2", "core.setup.first-turn")
def quest_phase(g: Game) -> None:
    s = g.s
    _phase_ends(g)
    if g.over:
        return
    s.phase = 2
    if _skips(g, 2):
        g.emit("skip_phase", ("core.setup.first-turn",), player=s.active, phase=2)
    else:
        g.draw(s.active, g.power(s.active, "quest"), ("core.turn.2", "core.capital.power"))
        if not g.over:
            _phase_begins(g, 2)  # after the draw (the finding on timing.phase.2)
    if not g.over:
        _window(g, "timing.D.2", "capital_begins", ("timing.phase.2",))


@implements("core.turn.3", "timing.phase.3")
def capital_phase(g: Game) -> None:
    s = g.s
    _phase_ends(g)
    if g.over:
        return
    s.phase = 3
    g.emit("phase", ("core.turn.3", "timing.phase.3"), player=s.active, phase=3)
    _phase_begins(g, 3)
    _window(g, "timing.D.2", "capital", ("timing.phase.3",))


def capital_step(g: Game) -> None:
    """The active player plays cards or takes actions, or passes (core.turn.3)."""
    g.s.step, g.s.deciding = "capital", g.s.active


@implements("core.turn.4", "timing.phase.4")
def battlefield_phase(g: Game) -> None:
    s = g.s
    _phase_ends(g)
    if g.over:
        return
    s.phase = 4
    if _skips(g, 4) or 4 in s.skipped:
        g.emit("skip_phase", ("core.setup.first-turn",) if _skips(g, 4) else ("terms.the-word-skip",),
               player=s.active, phase=4)
        end_turn(g)
        return
    _phase_begins(g, 4)
    _window(g, "timing.D.2", "target", ("timing.phase.4",))


def target_step(g: Game) -> None:
    g.s.step, g.s.deciding = "target", g.s.active


@implements("core.turn.5", "timing.phase.5")
def end_turn(g: Game) -> None:
    """Phase 5: an action window first (timing.E.1)."""
    s = g.s
    s.combat = None  # the end of combat (timing.phase.4) comes before the end of the phase
    _phase_ends(g)
    if g.over:
        return
    s.phase = 5
    _window(g, "timing.E.1", "end", ("timing.phase.5",))


@implements("core.turn.5", "timing.phase.5", "rulebook-errata.2", "timing.E.2", "timing.E.3",
            "clar.conditional-actions")
def turn_ends(g: Game) -> None:
    """The turn ends: end-of-turn Forced effects (E-2), then effects until the end of the turn expire (E-3):
    stat changes, damage shields waiting for damage (clar.conditional-actions), cost reductions, skips."""
    s = g.s
    mark = len(s.log)
    g.emit("turn_ends", ("core.turn.5", "timing.phase.5"), player=s.active, turn=s.turn)
    settle(g, mark)
    if g.over:
        return
    from .abilities import becoming, delayed, necromancy, taking_control
    mark = len(s.log)
    delayed.at_end(g)  # "Sacrifice that unit at the end of the turn.", "At the end of the turn, it takes 2 damage."
    from .abilities.phase_end import ended
    ended(g)  # set up in the turn's end phase: the end of the turn ends it
    settle(g, mark)  # what they trigger resolves in E-2 too (timing.A)
    if g.over:
        return
    necromancy.at_end(g)  # Necromancy: a card played from the discard pile goes to the bottom of its owner's deck
    taking_control.at_end(g)  # control taken until the end of the turn goes back (timing.E.3)
    becoming.at_end(g)  # a faceup development is its unit again; its zone loses the hit point
    ending = [m for m in s.lasting if "while" not in m]  # an entry "while" a card's constant effect lasts stays
    if s.shields or ending or any(s.lowered.values()):
        g.emit("expire", ("timing.E.3", "core.turn.5", "clar.conditional-actions"), effects=len(ending),
               shields=len(s.shields))
    s.shields, s.lasting, s.lowered = [], [m for m in s.lasting if "while" in m], {p: 0 for p in s.lowered}
    s.used, s.ready, s.skipped = [], [], []
    g.check_destroyed(("core.turn.5",))
    if g.over:
        return
    s.active, s.turn = other(s.active), s.turn + 1
    begin_turn(g)
