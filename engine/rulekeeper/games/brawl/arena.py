"""The arena board, loaded from spec/brawl/arena.yaml (`components.arena`): hexes, hex rows, deployment areas and
their gates, statues, trap hexes and the three areas. Every problem in the file is an `ArenaError` naming the
file, the entry and the field; a loaded `Arena` is frozen and consistent.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from ... import paths
from ...spec.files import InputFileError, read_yaml
from .hexes import DIRECTIONS, Hex

STATUES = 3  # components.arena: Esmae's, Garnet's and Ragryl's statues
TRAP_HEXES = 6  # setup.6: "4 traps and 2 empty trap hexes on the board"
DEPLOYMENT_AREAS = 2  # setup.1: the first player chooses one of the two
TOP_FIELDS = {"game", "illustrative", "why", "rules", "rows", "deployment_areas", "gates", "statues", "statue_rules",
        "trap_hexes", "areas"}


class ArenaError(ValueError):
    """A broken arena file: says file, entry, field."""

    def __init__(self, file: str, entry: str, field: str | None, message: str):
        self.file, self.entry, self.field, self.message = file, entry, field, message
        where = f"{file}, entry {entry!r}" + (f", field {field!r}" if field else "")
        super().__init__(f"{where}: {message}")


@dataclass(frozen=True)
class Region:
    """A named set of hexes: a deployment area or an area; `rules` are the rule ids the file cites for it."""
    name: str
    hexes: frozenset[Hex]
    rules: tuple[str, ...] = ()


@dataclass(frozen=True)
class Deployment(Region):
    """A deployment area (setup.1) and the name of the gate whose Champions enter through it (out-of-action.return)."""
    gate: str = ""


@dataclass(frozen=True)
class Gate:
    name: str
    deployment_area: str
    rules: tuple[str, ...] = ()


@dataclass(frozen=True)
class Statue:
    name: str
    hex: Hex


@dataclass(frozen=True)
class Arena:
    rows: tuple[tuple[str, int, int, int], ...]  # (letter, r, westmost q, eastmost q), north to south
    deployment_areas: tuple[Deployment, ...]
    gates: tuple[Gate, ...]
    statues: tuple[Statue, ...]
    trap_hexes: frozenset[Hex]
    areas: tuple[Region, ...]
    illustrative: bool = False

    # (what follows from the rows, worked out once per arena: the rules ask it at every step)
    @cached_property
    def hexes(self) -> frozenset[Hex]:
        return frozenset(self._names)

    @cached_property
    def _names(self) -> dict[Hex, str]:
        """Every hex of the board and its name as a judge says it: row letter and place from the west ("E5")."""
        return {Hex(q, r): f"{letter}{q - west + 1}" for letter, r, west, east in reversed(self.rows)
                for q in range(west, east + 1)}  # (reversed: where rows overlap, the first one names the hex)

    def on_board(self, h: Hex) -> bool:
        return h in self._names

    def name(self, h: Hex) -> str:
        """A hex as a judge says it: row letter and place from the west ("E5")."""
        try:
            return self._names[h]
        except KeyError:
            raise KeyError(f"{h} is not a hex of the arena") from None

    def hex(self, name: str) -> Hex:
        """The hex a name ("E5") stands for; KeyError when there is none."""
        letter, number = name[:1].upper(), name[1:]
        for row, r, west, east in self.rows:
            if row == letter and number.isdigit() and 1 <= int(number) <= east - west + 1:
                return Hex(west + int(number) - 1, r)
        raise KeyError(f"no hex {name!r} on the arena")

    @cached_property
    def statue_hexes(self) -> frozenset[Hex]:
        return frozenset(s.hex for s in self.statues)

    def deployment(self, name: str) -> Deployment:
        return next(d for d in self.deployment_areas if d.name == name)

    def area(self, name: str) -> Region:
        return next(a for a in self.areas if a.name == name)

    def hex_rows(self) -> list[tuple[Hex, ...]]:
        """Every hex row of the board (`hex-row`): each maximal continuous straight line of arena hexes along one of
        the three axes, of two or more hexes, west/north end first."""
        board, out = self.hexes, []
        for step in DIRECTIONS[:3]:
            for h in sorted(board):
                if h - step in board:
                    continue  # not the start of a row
                run = [h]
                while run[-1] + step in board:
                    run.append(run[-1] + step)
                if len(run) > 1:
                    out.append(tuple(run))
        return out


def default_path() -> Path:
    return paths.spec_dir("brawl") / "arena.yaml"


def load_arena(path: Path | str | None = None) -> Arena:
    """Read and validate arena.yaml (default: the project's). Raises ArenaError naming file, entry and field."""
    path = Path(path) if path else default_path()
    file = str(path)
    try:
        raw = read_yaml(path)  # the shared reader: encoding, size, YAML errors, each naming the file
    except InputFileError as exc:
        raise ArenaError(file, "(file)", None, exc.message) from None
    from .arena_file import Reader

    return Reader(file).arena(raw)
