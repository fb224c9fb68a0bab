"""Hex geometry of the Brawl arena, in axial coordinates (q, r); the third cube coordinate is s = -q - r.

Pure geometry, no board: distance (what `targeting.indirect` counts), hex rows (`hex-row`: the three straight
axes through a hex), straight lines, adjacency, the line of sight of a direct shot (`targeting.direct`), and the
hexes a step towards or away from something may end on (`concepts.towards`, `concepts.away`). Which hexes exist,
which are statues or traps, is the arena's business (`arena.py`).
"""

from __future__ import annotations

from typing import Iterable, NamedTuple

from ...kernel import implements


class Hex(NamedTuple):
    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r

    def __add__(self, other: "Hex") -> "Hex":  # type: ignore[override]
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: "Hex") -> "Hex":
        return Hex(self.q - other.q, self.r - other.r)

    def scale(self, k: int) -> "Hex":
        return Hex(self.q * k, self.r * k)

    def __str__(self) -> str:
        return f"({self.q}, {self.r})"


ORIGIN = Hex(0, 0)
# the six unit steps, counter-clockwise from east; DIRECTIONS[i + 3] is the opposite of DIRECTIONS[i]
DIRECTIONS = (Hex(1, 0), Hex(1, -1), Hex(0, -1), Hex(-1, 0), Hex(-1, 1), Hex(0, 1))


def length(h: Hex) -> int:
    return (abs(h.q) + abs(h.r) + abs(h.s)) // 2


@implements("targeting.indirect")
def distance(a: Hex, b: Hex) -> int:
    """The smallest number of hexes from a to b, counting b's hex but not a's (`targeting.indirect`)."""
    return length(a - b)


def neighbours(h: Hex) -> tuple[Hex, ...]:
    return tuple(h + d for d in DIRECTIONS)


def adjacent(a: Hex, b: Hex) -> bool:
    """Melee range (`targeting.melee`): the two hexes share an edge."""
    return distance(a, b) == 1


def ring(center: Hex, radius: int) -> list[Hex]:
    """The hexes at exactly `radius` from center (radius 0: the center itself)."""
    if radius == 0:
        return [center]
    out, h = [], center + DIRECTIONS[4].scale(radius)
    for side in range(6):
        for _ in range(radius):
            out.append(h)
            h = h + DIRECTIONS[side]
    return out


def within(center: Hex, radius: int) -> list[Hex]:
    """Every hex at distance 0..radius from center."""
    return [h for k in range(radius + 1) for h in ring(center, k)]


@implements("hex-row")
def same_row(a: Hex, b: Hex) -> bool:
    """a and b lie on one hex row: a continuous straight line of hexes along one of the three axes (`hex-row`)."""
    d = b - a
    return d.q == 0 or d.r == 0 or d.s == 0


def direction(a: Hex, b: Hex) -> Hex | None:
    """The unit step from a along the hex row through b; None when a == b or they share no hex row."""
    if a == b or not same_row(a, b):
        return None
    n = distance(a, b)
    d = b - a
    return Hex(d.q // n, d.r // n)


def ray(start: Hex, step: Hex, n: int) -> list[Hex]:
    """The n hexes after start along the step (start itself not included)."""
    return [start + step.scale(k) for k in range(1, n + 1)]


def row_through(a: Hex, b: Hex) -> list[Hex]:
    """The hexes of the hex row from a to b, both included; ValueError when they share no hex row."""
    if a == b:
        return [a]
    step = direction(a, b)
    if step is None:
        raise ValueError(f"{a} and {b} are not in one hex row")
    return [a] + ray(a, step, distance(a, b))


def between(a: Hex, b: Hex) -> list[Hex]:
    """The hexes of the hex row strictly between a and b."""
    return row_through(a, b)[1:-1]


def _round(q: float, r: float) -> Hex:
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return Hex(int(rq), int(rr))


def line(a: Hex, b: Hex) -> list[Hex]:
    """A straight line of hexes from a to b, both included: distance + 1 hexes, each adjacent to the next.
    For hexes in one hex row it is that row; otherwise the hexes a straight ruler from centre to centre crosses
    (ties broken by a fixed nudge, so the line is the same every time)."""
    n = distance(a, b)
    if n == 0:
        return [a]
    eq, er = 1e-6, 2e-6  # nudge off the exact edges between two hexes
    aq, ar, bq, br = a.q + eq, a.r + er, b.q + eq, b.r + er
    return [_round(aq + (bq - aq) * i / n, ar + (br - ar) * i / n) for i in range(n + 1)]


@implements("targeting.direct")
def direct_line_clear(a: Hex, b: Hex, blockers: Iterable[Hex]) -> bool:
    """Line of sight of a direct shot from a to b (`targeting.direct`): b is in a's hex row and no statue or
    Champion (`blockers`) stands in that row between them. Range is checked separately (`distance`)."""
    if not same_row(a, b) or a == b:
        return False
    blocked = set(blockers)
    return not any(h in blocked for h in between(a, b))


def rotate(h: Hex, turns: int) -> Hex:
    """h turned about the origin by `turns` sixths of a full turn, counter-clockwise (an AoE's orientation,
    `targeting.aoe`)."""
    q, r, s = h.q, h.r, h.s
    for _ in range(turns % 6):
        q, r, s = -s, -q, -r
    return Hex(q, r)


@implements("concepts.towards")
def moved_towards(start: Hex, end: Hex, goal: Hex) -> bool:
    """A move towards `goal` from start to end ends with fewer hexes between the mover and goal (`concepts.towards`)."""
    return distance(end, goal) < distance(start, goal)


@implements("concepts.away")
def moved_away(start: Hex, end: Hex, source: Hex) -> bool:
    """A move away from `source` ends with more hexes between the mover and source (`concepts.away`)."""
    return distance(end, source) > distance(start, source)


def steps_towards(h: Hex, goal: Hex) -> list[Hex]:
    """The neighbours of h one hex closer to goal (none when h is the goal)."""
    return [n for n in neighbours(h) if distance(n, goal) == distance(h, goal) - 1]


def steps_away(h: Hex, source: Hex) -> list[Hex]:
    """The neighbours of h one hex further from source."""
    return [n for n in neighbours(h) if distance(n, source) == distance(h, source) + 1]

