"""The turn's phases 0-5 (core.turn.*, timing.phase.*): the engine runs each phase until a player must decide,
then rests with `step` naming the decision. Action windows open no choice yet: no card's Action is carried out
in this increment, so each window would close at once (both players pass)."""

from __future__ import annotations

from ...kernel import IllegalAction, implements
from .game import Game
from .settings import settings
from .state import other


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


@implements("core.turn.0", "timing.phase.0")
def begin_turn(g: Game) -> None:
    s = g.s
    s.phase, s.developed, s.limited = 0, False, {p: False for p in s.limited}
    g.emit("turn_begins", ("core.turn.0", "timing.phase.0"), player=s.active, turn=s.turn)
    kingdom_phase(g)


@implements("core.turn.1", "timing.phase.1")
def kingdom_phase(g: Game) -> None:
    """Unspent resources go back; the active player may restore one corrupted card; then gains kingdom power."""
    s, p = g.s, g.s.active
    s.phase = 1
    if s.resources[p]:
        g.emit("resources_reset", ("core.turn.1",), player=p, amount=s.resources[p])
    s.resources[p] = 0
    if any(c in s.corrupted for c in g.in_play(p)):
        s.step, s.deciding = "restore", p
        return
    gain_resources(g)


def restore(g: Game, p: str, cid: int | None) -> None:
    """core.turn.1, core.effects.corruption: restore one of your corrupted cards (or none)."""
    expect(g, p, "restore", "core.turn.1", "restore a card")
    if cid is not None and (cid not in g.s.corrupted or g.s.owner[cid] != p or g.place(cid).endswith("dev")):
        raise IllegalAction("core.turn.1", f"card {cid} is not one of player {p}'s corrupted cards in play")
    if cid is not None:
        g.s.corrupted.discard(cid)
        g.emit("restore", ("core.turn.1", "core.effects.corruption"), player=p, card=cid)
    gain_resources(g)


def gain_resources(g: Game) -> None:
    s, p = g.s, g.s.active
    s.resources[p] += g.power(p, "kingdom")
    g.emit("resources", ("core.turn.1", "core.capital.power"), player=p, amount=g.power(p, "kingdom"))
    quest_phase(g)


@implements("core.turn.2", "timing.phase.2", "core.setup.first-turn")
def quest_phase(g: Game) -> None:
    s = g.s
    s.phase = 2
    if _skips(g, 2):
        g.emit("skip_phase", ("core.setup.first-turn",), player=s.active, phase=2)
    else:
        g.draw(s.active, g.power(s.active, "quest"), ("core.turn.2", "core.capital.power"))
    if not g.over:
        s.phase, s.step, s.deciding = 3, "capital", s.active
        g.emit("phase", ("core.turn.3", "timing.phase.3"), player=s.active, phase=3)


@implements("core.turn.4", "timing.phase.4")
def battlefield_phase(g: Game) -> None:
    s = g.s
    s.phase = 4
    if _skips(g, 4) or 4 in s.skipped:
        g.emit("skip_phase", ("core.setup.first-turn",) if _skips(g, 4) else ("terms.the-word-skip",),
               player=s.active, phase=4)
        end_turn(g)
        return
    s.step, s.deciding = "target", s.active


@implements("core.turn.5", "timing.phase.5", "rulebook-errata.2")
def end_turn(g: Game) -> None:
    s = g.s
    s.phase, s.combat = 5, None
    if s.shields or s.lasting or any(s.lowered.values()):  # "until the end of the turn" effects expire
        g.emit("effects_expire", ("core.turn.5", "clar.conditional-actions"), shields=len(s.shields),
               lasting=len(s.lasting))
        s.shields, s.lasting, s.lowered = [], [], {p: 0 for p in s.lowered}
        g.check_destroyed(("core.turn.5",))
    s.skipped = []
    g.emit("turn_ends", ("core.turn.5", "timing.phase.5"), player=s.active, turn=s.turn)
    s.active, s.turn = other(s.active), s.turn + 1
    begin_turn(g)
