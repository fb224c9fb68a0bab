"""Standard actions (`standard-action`, `standard-action.once`): activating a Champion without an action card.

The player dashboard that shows them is lost; ours (spec/brawl/cards.yaml, `illustrative`): three standard
actions written in the card language, each paid by discarding any one card from hand instead of exhausting a
Core, and each usable once per Activation Phase. The movement bonus applies when the action has a movement
value (`activation.movement`), and from the gate only an action with movement brings the Champion back.
"""

from __future__ import annotations

from ...kernel import IllegalAction, implements
from .activation import resolve_card, return_from_gate


def refuse(game, player: str, action: str, champion: str, discard: str) -> None:
    s = game.s
    if s.winner is not None:
        raise IllegalAction("concepts.objective", "the game is over")
    if player != s.active:
        raise IllegalAction("round.activation", f"it is player {s.active}'s turn")
    if action not in game.standard:
        raise IllegalAction("standard-action", f"no standard action {action!r} ({', '.join(game.standard)})")
    if action in s.standard_used:
        raise IllegalAction("standard-action.once", f"{action!r} was already used this Activation Phase")
    mine = [f for f in game.team(player) if f.name == champion]
    if not mine:
        raise IllegalAction("standard-action", f"{champion!r} is not a Champion of player {player}")
    if discard not in s.hand[player]:
        raise IllegalAction("standard-action", f"{discard!r} is not in player {player}'s hand to discard")
    return_from_gate(game, mine[0], game.standard[action].card, action)


def legal(game, player: str) -> list[tuple]:
    """Every standard action `refuse` allows, with each card in hand to discard. Which card is discarded changes
    nothing else `refuse` asks, so an action and a Champion are asked once, with the first card."""
    out = []
    cards = sorted(set(game.s.hand[player]))
    if not cards:
        return out
    team = game.team(player)
    for action in game.standard:
        for f in team:
            try:
                refuse(game, player, action, f.name, cards[0])
            except IllegalAction:
                continue
            out += [("standard", action, f.name, card) for card in cards]
    return out


@implements("standard-action", "standard-action.once", "activation.champions")
def use(game, player: str, action: str, champion: str, discard: str) -> None:
    """Discard the card, then the action resolves like an action card of that Champion."""
    refuse(game, player, action, champion, discard)
    s = game.s
    f = next(f for f in game.team(player) if f.name == champion)
    s.hand[player].remove(discard)
    s.discard[player].append(discard)
    s.standard_used.append(action)
    game.emit("standard_action", ("standard-action", "standard-action.once"), player=player, action=action,
              champion=f.name, discarded=discard)
    resolve_card(game, player, f, game.standard[action].card, action)
