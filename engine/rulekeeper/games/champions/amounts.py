"""Amounts on cards: a number, "up to n" (the owner picks, 2.2.2), or the current corner's value (2.5.1.5)."""

from __future__ import annotations

from ...kernel import implements
from ...text.champions import ast as A
from .game import Game


@implements("2.5.1.5", "2.5.2.5", "2.2.2")
def amount_value(game: Game, source: int, amount, ask: bool = True) -> int:
    if isinstance(amount, A.Fixed):
        return amount.n
    if isinstance(amount, A.UpTo):
        if not ask:
            return amount.n
        opts = [str(i) for i in range(amount.n, -1, -1)]
        return int(opts[game.choose(game.owner(source), "up to how many", opts, ("2.2.2",))])
    if isinstance(amount, A.CornerValue):
        card, st = game.card(source), game.s.status.get(source)
        if st is None or not card.corners or st.rot >= 4:
            return 0
        c = card.corners[st.rot]
        return 0 if c.x or c.value is None else c.value
    raise TypeError(f"unknown amount {amount!r}")
