"""Root and stun (`keyword.root`, `keyword.stun`): what a Champion suffers from cards and traps."""

from __future__ import annotations

from ...kernel import implements


@implements("keyword.root")
def root(game, f, rules=("keyword.root",)) -> None:
    """No more movement this turn; it may still attack, use skills, and be placed (`keyword.root`)."""
    if f.hex is None:
        return
    f.rooted = True
    game.emit("root", rules, champion=f.name)


@implements("keyword.stun")
def stun(game, f, rules=("keyword.stun",)) -> None:
    """Its controller discards a card of that Champion from hand, or reveals a hand with none (`keyword.stun`)."""
    if f.hex is None:
        return
    p, s = f.owner, game.s
    mine = [c for c in s.hand[p] if game.cards[c].champion == f.champion]
    if not mine:
        game.emit("reveal", rules, player=p, champion=f.name, hand=list(s.hand[p]))
        return
    c = mine[game.ask(p, f"stun: discard a card of {f.name}", mine, rules)]
    s.hand[p].remove(c)
    s.discard[p].append(c)
    game.emit("discard", rules, player=p, card=c)
