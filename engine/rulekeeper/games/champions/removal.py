"""Removing a player from the game (5.1) and the end of a one-on-one game (5.2)."""

from __future__ import annotations

from ...kernel import implements
from .game import Game, GameOver
from .state import other


@implements("5.1.1", "5.1.2", "5.1.3", "5.1.4", "1.1.2")
def at_zero(game: Game, player: str) -> None:
    """A player at 0 health is removed at once, in the middle of an effect if need be, and the rest of that
    card's effects are ignored; unless it is the acting player's own card (or Heroic Act) doing it, which is
    then fully played out first."""
    s = game.s
    if game.in_action and player == s.active:
        s.at_zero.add(player)
        game.emit("at_zero", ("5.1.4",), player=player)
        return
    remove_player(game, player, ("5.1.1", "5.1.2"))
    raise GameOver(player)


@implements("5.1.5")
def after_action(game: Game) -> None:
    """After the acting player's card is fully played out: remove players left at 0 (5.1.4); if both are at 0
    the player whose turn it is wins (5.1.5)."""
    s = game.s
    if not s.at_zero or s.winner is not None:
        s.at_zero.clear()
        return
    pending = sorted(s.at_zero)
    s.at_zero.clear()
    for p in pending:
        if s.health[p] == 0 and s.winner is None:
            remove_player(game, p, ("5.1.4",))


@implements("5.1.1", "5.2.1", "5.2.2", "1.1.1")
def remove_player(game: Game, player: str, rules: tuple[str, ...]) -> None:
    s = game.s
    s.removed.add(player)
    game.emit("player_removed", rules, player=player, health=s.health[player])
    if s.winner is None:
        s.winner = other(player)
        s.phase = "over"
        game.emit("game_over", ("5.2.1", "5.2.2"), winner=s.winner, turn=s.turn)
