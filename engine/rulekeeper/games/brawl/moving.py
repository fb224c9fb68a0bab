"""Movement (`activation.movement`), the return from the gate (`out-of-action.return`), the straight moves (Dash,
Swoop), Jump, and placing (`keyword.place`, not movement). A rooted Champion does not move (`keyword.root`).

A move is chosen as its end hex; the Champion walks a shortest way there (the first found), triggering the traps
it enters (`trap.trigger`) and stopping when one roots it or takes it out of action.
"""

from __future__ import annotations

from collections import deque

from ...kernel import implements
from .hexes import DIRECTIONS, Hex, distance, neighbours, within
from .traps import trigger


def blocked_for(game, f, through_all: bool = False) -> set[Hex]:
    """Hexes f cannot enter: statues and Enemies (`activation.movement`); none for a Jump or Swoop."""
    if through_all:
        return set()
    return set(game.arena.statue_hexes) | {e.hex for e in game.in_arena() if not game.friends(e, f)}


@implements("activation.movement", "out-of-action.return", "keyword.jump", "concepts.first-rule")
def reachable(game, f, n: int, jump: bool = False) -> dict[Hex, list[Hex]]:
    """End hex -> the way there, for up to n hexes: through Allies but not ending on them; a Jump also through
    Enemies, statues and traps (the card beats the movement rule, `concepts.first-rule`). From the gate the first
    hex is one of the team's deployment hexes."""
    board, blocked = game.arena, blocked_for(game, f, jump)
    occupied = game.occupied()
    if f.hex is None:
        area = board.deployment(game.s.deployment[f.owner]).hexes
        frontier = deque((h, [h]) for h in sorted(area) if h not in blocked)
        if n < 1:
            return {}
    else:
        frontier = deque([(f.hex, [])])
    seen = {h for h, _ in frontier}
    out: dict[Hex, list[Hex]] = {}
    while frontier:
        h, path = frontier.popleft()
        if path and h not in occupied and (not jump or h not in board.statue_hexes):
            out.setdefault(h, path)
        if len(path) >= n:
            continue
        for nb in neighbours(h):
            if nb not in seen and board.on_board(nb) and nb not in blocked:
                seen.add(nb)
                frontier.append((nb, path + [nb]))
    return out


def walk(game, f, path: list[Hex], by, rules, traps_on_way: bool = True) -> None:
    """Step f along `path`; each trap entered triggers (on a Jump or Swoop only the last), caused by `by`."""
    start = f.hex
    for i, h in enumerate(path):
        f.hex = h
        if h in game.s.traps and (traps_on_way or i == len(path) - 1):
            trigger(game, f, by)
            if f.hex is None or f.rooted:
                break
    if f.hex is not None and f.hex != start:
        game.emit("move", rules, champion=f.name, frm=game.hex_name(start), to=game.hex_name(f.hex))


def choose_end(game, player, f, options: dict[Hex, list[Hex]], prompt, rules, stay: bool = True) -> list[Hex] | None:
    ends = sorted(options)
    labels = (["stay"] if stay else []) + [game.hex_name(h) for h in ends]
    if not labels:
        return None
    i = game.ask(player, f"{prompt} {f.name}", labels, rules)
    if stay:
        if i == 0:
            return None
        i -= 1
    return options[ends[i]]


def move(game, player, f, n: int, rules, by, towards: Hex | None = None, away: Hex | None = None,
         jump: bool = False, must: bool = False) -> None:
    """Up to n hexes (`activation.movement`), towards or away from a hex if asked (`concepts.towards`, `away`)."""
    if n <= 0 or f.rooted:
        return
    options = reachable(game, f, n, jump)
    if towards is not None:
        options = {h: p for h, p in options.items() if distance(h, towards) < distance(f.hex, towards)}
    if away is not None:
        options = {h: p for h, p in options.items() if distance(h, away) > distance(f.hex, away)}
    stay = not must and towards is None and away is None
    path = choose_end(game, player, f, options, "move", rules, stay)
    if path:
        walk(game, f, path, by, rules, traps_on_way=not jump)


def straight(game, f, n: int, through: bool) -> dict[Hex, list[Hex]]:
    """Ends of a straight move of 1..n hexes along one hex row; `through` (a Swoop) passes Enemies and statues."""
    blocked, occupied, out = blocked_for(game, f, through), game.occupied(), {}
    for d in DIRECTIONS:
        path, h = [], f.hex
        for _ in range(n):
            h = h + d
            if not game.arena.on_board(h) or h in blocked:
                break
            path = path + [h]
            if h not in occupied and h not in game.arena.statue_hexes:
                out[h] = path
    return out


@implements("keyword.dash", "keyword.swoop")
def dash(game, player, f, n: int, rules, by, swoop: bool = False) -> None:
    """A straight move in one hex row, up to n (`keyword.dash`); a Swoop passes Enemies, statues and traps and
    triggers only a trap it ends on (`keyword.swoop`)."""
    if n <= 0 or f.rooted or f.hex is None:
        return
    path = choose_end(game, player, f, straight(game, f, n, swoop), "swoop" if swoop else "dash", rules)
    if path:
        walk(game, f, path, by, rules, traps_on_way=not swoop)


@implements("keyword.place", "activation.place")
def place(game, player, f, near: Hex, k: int, rules, by) -> None:
    """Removed and put on an unoccupied hex within k of `near`; not movement, so a root doesn't stop it."""
    if f.hex is None:
        return
    occupied = game.occupied()
    spots = sorted(h for h in within(near, k) if game.arena.on_board(h) and h not in occupied
                   and h not in game.arena.statue_hexes)
    if not spots:
        return
    i = game.ask(player, f"place {f.name}", [game.hex_name(h) for h in spots], rules)
    start, f.hex = f.hex, spots[i]
    game.emit("place", rules, champion=f.name, frm=game.hex_name(start), to=game.hex_name(f.hex))
    if f.hex in game.s.traps:
        trigger(game, f, by)
