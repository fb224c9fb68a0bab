"""Playing an action card (`activation`, `activation.champions`): exhaust its Core, move the Champion (the card's
movement plus a movement bonus, `activation.movement`; from the gate the first hex is a deployment hex,
`out-of-action.return`), then the attack or skill; when it is fully resolved the card is discarded and the
Champions that took an Enemy out of action level up (`level-up`)."""

from __future__ import annotations

from ...kernel import IllegalAction, implements
from ...text.brawl import ast as A
from .attack import attack, skill
from .effects import Ctx
from .game import GameOver
from .moving import move, reachable


def movement(game, f, text) -> int | None:
    """The card's printed movement plus the Champion's bonus; None when the card has no move icon."""
    m = text.movement
    return None if m is None else m + game.stats(f).movement


@implements("activation", "concepts.cores", "reaction", "out-of-action.return")
def refuse(game, player: str, name: str) -> None:
    """Why `player` may not play `name` now (IllegalAction naming the rule); nothing when they may."""
    s = game.s
    if s.winner is not None:
        raise IllegalAction("concepts.objective", "the game is over")
    if player != s.active:
        raise IllegalAction("round.activation", f"it is player {s.active}'s turn")
    if name not in s.hand[player]:
        raise IllegalAction("round.activation", f"{name!r} is not in player {player}'s hand")
    card = game.cards[name]
    if not s.cores[player][card.core.value]:
        raise IllegalAction("activation", f"the {card.core.value} Core of player {player} is exhausted")
    if isinstance(card.card.action, A.Reaction):
        raise IllegalAction("reaction", "a reaction is played only in the opponent's turn, against an attack")
    return_from_gate(game, game.fighter_of(player, card.champion), card.card, name)


def return_from_gate(game, f, text, name: str) -> None:
    """A Champion on the gate is activated only by a card with movement, onto a free deployment hex."""
    if f.hex is None:
        n = movement(game, f, text)
        if n is None or n < 1:
            raise IllegalAction("out-of-action.return", f"{f.name} is on the gate; {name!r} has no movement")
        if not reachable(game, f, n):
            raise IllegalAction("out-of-action.return", f"no hex of the deployment area is free for {f.name}")


@implements("activation.champions", "attack.step.1", "skill.step.1", "level-up")
def play(game, player: str, name: str) -> None:
    refuse(game, player, name)
    s, card = game.s, game.cards[name]
    f = game.fighter_of(player, card.champion)
    s.cores[player][card.core.value] = False
    s.hand[player].remove(name)
    s.limbo.append((player, name))
    game.emit("play", ("activation", "concepts.cores"), player=player, card=name, champion=f.name,
              core=card.core.value)
    resolve_card(game, player, f, card.card, name)


def resolve_card(game, player: str, f, text, name: str) -> None:
    """The card's movement, then its attack or skill; then the card (and any reaction) is discarded: an action
    card is completely resolved before another is played (`activation.champions`)."""
    s = game.s
    game.playing, game.knocked = player, []
    ctx = Ctx(player, f)
    try:
        n = movement(game, f, text)
        step = "skill.step.1" if isinstance(text.action, A.Skill) else "attack.step.1"
        if n:
            move(game, player, f, n, (step, "activation.movement") + (("out-of-action.return",) if f.hex is None
                                                                      else ()), f, must=f.hex is None)
            game.settle()
        if isinstance(text.action, A.Attack):
            attack(game, ctx, text.action)
        else:
            skill(game, ctx, text.action)
    except GameOver:
        pass
    finally:
        for owner, c in s.limbo:
            s.discard[owner].append(c)
        s.limbo.clear()
        game.emit("resolved", ("activation.champions",), card=name)
        level_up(game)
        game.playing = None


def level_up(game) -> None:
    """Each Champion that took an Enemy out of action during the card flips to its levelled side, damage kept,
    if it is in the arena and not levelled already (`level-up`, `reaction.once`)."""
    for _, by in game.knocked:
        f = game.s.fighters.get(by) if by else None
        if f is not None and f.hex is not None and not f.levelled:
            f.levelled = True
            game.emit("level_up", ("level-up", "out-of-action.vp-enemy"), champion=f.name)
            if f.damage >= game.stats(f).hitpoints:
                game.out_of_action(f, None)
    game.knocked = []
