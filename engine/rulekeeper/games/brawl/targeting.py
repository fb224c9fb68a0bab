"""Who an attack or a skill may target (`targeting`, `concepts.targeting`): melee, indirect and direct shots with
their range (a minimum range excludes closer Champions), and AoE shapes in the orientation the player chooses."""

from __future__ import annotations

from ...kernel import implements
from ...text.brawl import ast as A
from .aoe import orientations
from .hexes import direct_line_clear, distance


def eligible(game, me, whom: A.Whom) -> list:
    out = []
    for f in game.in_arena():
        if f.name == me.name:
            continue
        if whom is A.Whom.ENEMY and game.friends(f, me) or whom is A.Whom.ALLY and not game.friends(f, me):
            continue
        out.append(f)
    return out


@implements("targeting", "targeting.melee", "targeting.indirect", "targeting.direct", "concepts.targeting")
def single_targets(game, me, t) -> list:
    """The Champions a melee attack or a shot may target from `me`'s hex."""
    pool = eligible(game, me, t.whom)
    if isinstance(t, A.Melee):
        return [f for f in pool if distance(me.hex, f.hex) == 1]
    in_range = [f for f in pool if t.range.low <= distance(me.hex, f.hex) <= t.range.high]
    if isinstance(t, A.IndirectShot):
        return in_range
    blockers = set(game.arena.statue_hexes) | {f.hex for f in game.in_arena()}
    return [f for f in in_range if direct_line_clear(me.hex, f.hex, blockers - {f.hex})]


@implements("targeting.aoe", "concepts.targeting")
def aoe_choices(game, me, t: A.AreaOfEffect) -> list[list]:
    """Each orientation's Champions (Allies included), only those that include an Enemy."""
    return [hit for hit, _ in aoe_areas(game, me, t)]


def aoe_areas(game, me, t: A.AreaOfEffect) -> list[tuple[list, list]]:
    """(Champions hit, hexes of the pattern on the board) for each orientation that hits an Enemy."""
    out, occupied = [], game.occupied()
    for hexes in orientations(t.shape, me.hex):
        hit = [occupied[h] for h in sorted(hexes) if h in occupied and game.arena.on_board(h)]
        if any(not game.friends(f, me) for f in hit) and hit not in [o[0] for o in out]:
            out.append((hit, sorted(h for h in hexes if game.arena.on_board(h))))
    return out


def choices(game, me, t) -> list[list]:
    """Every way to declare targets: one list of Champions each."""
    if me.hex is None or t is None:
        return []
    if isinstance(t, A.AreaOfEffect):
        return aoe_choices(game, me, t)
    return [[f] for f in single_targets(game, me, t)]


def declare(game, player, me, t, rule: str) -> list:
    options = choices(game, me, t)
    if not options:
        return []
    i = game.ask(player, f"targets of {me.name}", [" + ".join(f.name for f in o) for o in options], (rule,))
    extra = {}
    if isinstance(t, A.AreaOfEffect):  # the hexes the AoE covers, for a reader (and a picture) of the log
        extra["hexes"] = [game.hex_name(h) for h in aoe_areas(game, me, t)[i][1]]
    game.emit("targets", (rule,), champion=me.name, targets=[f.name for f in options[i]], **extra)
    return options[i]
