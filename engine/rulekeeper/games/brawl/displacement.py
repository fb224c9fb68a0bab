"""Displacement (`displacement`): Push, Pull, Fear and Force. Push and Pull move the target the full distance
along the hex row through the causing Champion, and what they cannot move becomes damage; a rooted Champion is
not moved (`displacement.root`)."""

from __future__ import annotations

from ...kernel import implements
from .hexes import DIRECTIONS, direction, distance
from .moving import move, walk
from .traps import trigger


@implements("keyword.push", "keyword.pull", "displacement.root", "displacement")
def push(game, source, target, n: int, pull: bool = False) -> None:
    """Away from (Pull: towards) `source` in a straight line in their hex row, hex by hex; stopping before a
    Champion, a statue or the edge; traps on the way trigger; the distance left is damage caused by `source`. Not
    in one hex row: ignored (`keyword.push`, `keyword.pull`)."""
    rule = "keyword.pull" if pull else "keyword.push"
    if n <= 0 or target.hex is None or source.hex is None or target is source:
        return
    step = direction(target.hex, source.hex) if pull else direction(source.hex, target.hex)
    if step is None:
        game.emit("ignored", (rule,), champion=target.name, why="not in the hex row of the causing Champion")
        return
    start, left = target.hex, n
    while left > 0 and not target.rooted and target.hex is not None:
        nxt = target.hex + step
        if not game.arena.on_board(nxt) or nxt in game.arena.statue_hexes or game.at(nxt) is not None:
            break
        target.hex, left = nxt, left - 1
        if nxt in game.s.traps:
            trigger(game, target, source)
    if target.hex is not None and target.hex != start:
        game.emit("pulled" if pull else "pushed", (rule,), champion=target.name, frm=game.hex_name(start),
                  to=game.hex_name(target.hex))
    if left > 0 and target.hex is not None:
        game.damage(target, left, source, (rule, "displacement.root") if target.rooted else (rule,))


@implements("keyword.fear")
def fear(game, source, target, n: int) -> None:
    """The target dashes the most it can, up to n, in a direction of its controller's choice that ends away from
    `source`; a rooted Champion doesn't move and takes no damage (`keyword.fear`, `displacement.root`)."""
    if n <= 0 or target.hex is None or source.hex is None or target.rooted:
        return
    blocked = set(game.arena.statue_hexes) | {e.hex for e in game.enemies(target)}
    occupied = game.occupied()
    best: dict = {}
    for d in DIRECTIONS:
        path, h, end = [], target.hex, None
        for _ in range(n):
            h = h + d
            if not game.arena.on_board(h) or h in blocked:
                break
            path = path + [h]
            if h not in occupied and distance(h, source.hex) > distance(target.hex, source.hex):
                end = list(path)
        if end:
            best[end[-1]] = end
    if not best:
        return
    most = max(len(p) for p in best.values())
    ends = sorted(h for h, p in best.items() if len(p) == most)
    i = game.ask(target.owner, f"fear: where does {target.name} flee", [game.hex_name(h) for h in ends],
                 ("keyword.fear",))
    walk(game, target, best[ends[i]], source, ("keyword.fear", "keyword.dash"))


@implements("keyword.force")
def force(game, player, source, target, n: int) -> None:
    """The player who played the card moves the target up to n hexes (`keyword.force`)."""
    if target.hex is not None:
        move(game, player, target, n, ("keyword.force",), source)
