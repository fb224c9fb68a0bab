"""The arena as a small ASCII hex map, the way a judge sketches a position, and back.

    A      D   D   D   D   D
    B    .   .   .   .   .   .
    C  .   T   .   .   T   .   .

One line a row, its letter first, each hex a word, west to east; rows are shifted half a hex as on the board.
Unmarked hexes show the board: `.` a hex, `S` a statue, `T` a trap hex, `D` a deployment hex. A mark (a
Champion's initials, say) replaces its hex's word. `read_picture` takes such a map back by row letter and word
order, so the indentation is only for the eye.
"""

from __future__ import annotations

from .arena import Arena, ArenaError
from .hexes import Hex

CELL = 4  # characters a hex takes; a row is shifted CELL // 2 per row down the board


def legend(arena: Arena, h: Hex) -> str:
    if h in arena.statue_hexes:
        return "S"
    if h in arena.trap_hexes:
        return "T"
    if any(h in d.hexes for d in arena.deployment_areas):
        return "D"
    return "."


def picture(arena: Arena, marks: dict[Hex, str] | None = None) -> str:
    """The map of the arena with `marks` (hex -> a word of 1 to 3 characters) on their hexes."""
    marks = marks or {}
    for h, word in marks.items():
        if not arena.on_board(h):
            raise ValueError(f"{h} is not a hex of the arena")
        if not word or len(word) >= CELL or any(c.isspace() for c in word):
            raise ValueError(f"{word!r}: a mark is one word of 1 to {CELL - 1} characters")
    xmin = min(2 * west + r for _, r, west, _ in arena.rows)
    lines = []
    for letter, r, west, east in arena.rows:
        line = ""
        for q in range(west, east + 1):
            h = Hex(q, r)
            col = (2 * q + r - xmin) * CELL // 2
            line = line.ljust(col) + marks.get(h, legend(arena, h))
        lines.append(f"{letter}  {line}".rstrip())
    return "\n".join(lines)


def read_picture(arena: Arena, text: str, where: str = "map") -> dict[Hex, str]:
    """Marks of a map drawn like `picture`'s: every word that is neither `.` nor its hex's legend. Rows may be left
    out; a row given must have one word per hex. Raises ArenaError naming the row."""
    rows = {letter: (r, west, east) for letter, r, west, east in arena.rows}
    marks: dict[Hex, str] = {}
    seen = set()
    for line in text.splitlines():
        words = line.split()
        if not words:
            continue
        letter = words[0]
        if letter not in rows:
            raise ArenaError(where, f"row {letter}", None, f"{letter!r} is not a row of the arena "
                             f"({', '.join(rows)})")
        if letter in seen:
            raise ArenaError(where, f"row {letter}", None, "the row is drawn twice")
        seen.add(letter)
        r, west, east = rows[letter]
        if len(words) - 1 != east - west + 1:
            raise ArenaError(where, f"row {letter}", None, f"has {len(words) - 1} hexes; row {letter} has "
                             f"{east - west + 1}")
        for q, word in zip(range(west, east + 1), words[1:]):
            h = Hex(q, r)
            if word not in (".", legend(arena, h)):
                if h in arena.statue_hexes:
                    raise ArenaError(where, f"row {letter}", None, f"{arena.name(h)} is a statue; nothing stands on it")
                marks[h] = word
    return marks
