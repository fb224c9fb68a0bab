"""The round (`round`): the first player's turn, the second player's, then the challenge track advances
(`advance`). A turn is the Scoreboard Phase (`round.scoreboard`), the Activation Phase (`round.activation`: play
cards until the player ends it) and the Upkeep Phase (`round.upkeep`: ready the Cores, discard the hand, draw 5).

Challenges: the rulebook has 11 challenge cards (`components.challenges`) whose texts are lost with the pictures,
and spec/brawl/ has none yet, so the Scoreboard Phase finds no challenge to score and the track is empty.
"""

from __future__ import annotations

from ...kernel import IllegalAction, implements
from . import activation
from .state import HAND_SIZE, other


def legal_actions(game, player: str) -> list[tuple]:
    """("end",) ends the Activation Phase; ("play", card) plays a card of the hand."""
    s = game.s
    if s.winner is not None or player != s.active:
        return []
    out: list[tuple] = [("end",)]
    for name in s.hand[player]:
        try:
            activation.refuse(game, player, name)
        except IllegalAction:
            continue
        out.append(("play", name))
    return out


def do(game, action) -> None:
    s = game.s
    if s.winner is not None:
        raise IllegalAction("concepts.objective", "the game is over")
    if not isinstance(action, (tuple, list)) or not action:
        raise IllegalAction("round.activation", f"{action!r} is not an action (\"end\" or \"play\", card)")
    if action[0] == "end" and len(action) == 1:
        end_turn(game)
    elif action[0] == "play" and len(action) == 2 and isinstance(action[1], str) and action[1] in game.cards:
        activation.play(game, s.active, action[1])
    else:
        raise IllegalAction("round.activation", f"{action!r} is not an action (\"end\" or \"play\", card)")


@implements("round", "round.upkeep", "upkeep", "upkeep.hand", "advance")
def end_turn(game) -> None:
    """Upkeep: ready every Core, discard the hand, draw 5; roots end with the turn. After the second player's
    turn the round ends (the challenge track would advance) and the next begins."""
    s, p = game.s, game.s.active
    for core in s.cores[p]:
        s.cores[p][core] = True
    s.discard[p].extend(s.hand[p])
    s.hand[p] = []
    game.emit("upkeep", ("round.upkeep", "upkeep", "upkeep.hand"), player=p)
    game.draw(p, HAND_SIZE, ("upkeep.hand",))
    for f in s.fighters.values():
        f.rooted = False
    if p != s.first:
        game.emit("advance", ("advance",), round=s.round, challenges=0)
        s.round += 1
    begin_turn(game, other(p))


@implements("round.scoreboard", "scoreboard", "round.activation")
def begin_turn(game, player: str) -> None:
    s = game.s
    s.active, s.turn, s.phase = player, s.turn + 1, "activation"
    game.emit("turn", ("round",), player=player, turn=s.turn, round=s.round)
    game.emit("scoreboard", ("round.scoreboard", "scoreboard"), player=player, challenges=0)
