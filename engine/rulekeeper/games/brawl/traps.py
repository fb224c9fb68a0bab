"""Traps (`trap`): a facedown token triggers when a Champion enters its hex, its effect is applied
(`trap.effect.*`), and a new token is placed facedown on a different empty trap hex (`trap.replace`).

The rulebook says nothing of an empty supply (12 tokens, 4 on the board): here the triggered tokens are
shuffled back into the supply when it runs out (ours).
"""

from __future__ import annotations

from ...kernel import implements
from .hexes import neighbours


@implements("trap.trigger", "trap.source", "trap.effect.damage", "trap.effect.root", "trap.effect.stun")
def trigger(game, f, by) -> None:
    """f entered a trap's hex: flip it and apply it to f; the damage is caused by `by`, the source of the
    effect that moved f (`trap.source`), f itself when it moved of its own accord."""
    from .statuses import root, stun

    s = game.s
    h = f.hex
    token = s.traps.pop(h)
    s.trap_spent.append(token)
    game.emit("trap", ("trap.trigger",), champion=f.name, hex=game.hex_name(h), token=token)
    if token.startswith("damage"):
        game.damage(f, int(token.split()[1]), by, ("trap.effect.damage", "trap.source"))
    elif token == "root":
        root(game, f, ("trap.effect.root",))
    elif token == "stun":
        stun(game, f, ("trap.effect.stun",))
    replace(game, f.owner, h)


def empty_trap_hexes(game, exclude) -> list:
    occupied = game.occupied()
    board = set(game.arena.trap_hexes) | set(game.s.traps)
    return sorted(h for h in board if h != exclude and h not in occupied and h not in game.s.traps)


@implements("trap.replace")
def replace(game, player: str, old) -> None:
    """The player whose Champion triggered it places a new facedown token from the supply on a different empty
    trap hex; when every trap hex is blocked, on a hex adjacent to one that no Champion or statue blocks."""
    s = game.s
    if not s.trap_supply:
        s.trap_supply, s.trap_spent = s.trap_spent, []
        s.rng.shuffle(s.trap_supply)
        game.emit("trap_supply", ("trap.replace",), tokens=len(s.trap_supply))
    spots = empty_trap_hexes(game, old)
    if not spots:
        occupied, board = game.occupied(), set(game.arena.trap_hexes) | set(s.traps)
        spots = sorted({n for h in board for n in neighbours(h)
                        if game.arena.on_board(n) and n not in occupied and n not in game.arena.statue_hexes
                        and n not in s.traps and n != old})
    i = game.ask(player, "place a new trap", [game.hex_name(h) for h in spots], ("trap.replace",))
    s.traps[spots[i]] = s.trap_supply.pop()
    game.emit("trap_placed", ("trap.replace",), player=player, hex=game.hex_name(spots[i]))
