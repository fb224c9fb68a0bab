"""Standard Order (2.7.3): the order in which cards in play apply and check their effects."""

from __future__ import annotations

from ...kernel import implements
from .game import Game
from .state import other


@implements("2.7.3.1", "2.7.3.2", "2.7.3.3")
def standard_order(game: Game, first: str) -> list[int]:
    """Starting with the player who owns the card applying its effect: active Blessings left to right, then
    Champions left to right, then Action cards in play left to right (the top of each Stack); then the same for
    the opponent. (A Champion's Quest Objective is checked before its trait: quests.check runs before the
    Champion's own sentences in every window.)"""
    return list(game.in_play(first)) + list(game.in_play(other(first)))


def in_standard_order(game: Game, first: str, cards: list[int]) -> list[int]:
    """`cards` sorted into Standard Order (cards not in play keep their place at the end)."""
    rank = {c: i for i, c in enumerate(standard_order(game, first))}
    return sorted(cards, key=lambda c: rank.get(c, len(rank)))
