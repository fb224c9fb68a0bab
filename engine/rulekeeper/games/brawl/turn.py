"""The round (`round`): each player's turn in order, then the challenge track advances (`advance`); in Super Team
Tornado four turns, first to fourth player (`tornado.round.1` .. `tornado.round.5`). A turn is the Scoreboard
Phase (`round.scoreboard`, challenges.py), the Activation Phase (`round.activation`: play cards and standard
actions until the player ends it) and the Upkeep Phase (`round.upkeep`: ready the Cores, discard the hand, draw a
new hand).
"""

from __future__ import annotations

from ...kernel import IllegalAction, implements
from . import activation, challenges, standard
from .game import GameOver

TORNADO_TURNS = ("tornado.round.1", "tornado.round.2", "tornado.round.3", "tornado.round.4")


def legal_actions(game, player: str) -> list[tuple]:
    """("end",) ends the Activation Phase; ("play", card) plays a card of the hand; ("standard", action,
    Champion, card to discard) uses a standard action."""
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
    out += standard.legal(game, player)
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
    elif action[0] == "standard" and len(action) == 4 and all(isinstance(a, str) for a in action):
        standard.use(game, s.active, action[1], action[2], action[3])
    else:
        raise IllegalAction("round.activation", f"{action!r} is not an action (\"end\", \"play\" or \"standard\")")


@implements("round", "round.upkeep", "upkeep", "upkeep.hand", "tornado.hand-size", "tornado.round.1",
            "tornado.round.2", "tornado.round.3", "tornado.round.4")
def end_turn(game) -> None:
    """Upkeep: ready every Core, discard the hand, draw a new hand (five; four in Super Team Tornado); roots end
    with the turn. After the last player's turn the challenge track advances and the next round begins."""
    s, p = game.s, game.s.active
    for core in s.cores[p]:
        s.cores[p][core] = True
    s.discard[p].extend(s.hand[p])
    s.hand[p] = []
    hand_rules = ("upkeep.hand", "tornado.hand-size") if s.tornado else ("upkeep.hand",)
    game.emit("upkeep", ("round.upkeep", "upkeep") + hand_rules, player=p)
    game.draw(p, s.hand_size, hand_rules)
    for f in s.fighters.values():
        f.rooted = False
    i = s.order.index(p)
    if i == len(s.order) - 1:
        challenges.advance(game)
        s.round += 1
    begin_turn(game, s.order[(i + 1) % len(s.order)])


@implements("round.scoreboard", "scoreboard", "round.activation")
def begin_turn(game, player: str) -> None:
    s = game.s
    s.active, s.turn, s.phase = player, s.turn + 1, "activation"
    s.standard_used = []
    rules = ("round", TORNADO_TURNS[s.order.index(player)]) if s.tornado else ("round",)
    game.emit("turn", rules, player=player, turn=s.turn, round=s.round)
    game.emit("scoreboard", ("round.scoreboard", "scoreboard"), player=player,
              challenges=[c for c in s.track if c is not None])
    try:
        challenges.scoreboard(game, player)
    except GameOver:
        pass
