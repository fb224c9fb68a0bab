"""Reading arena.yaml into an `Arena`: each check says file, entry and field (`arena.load_arena` is the entry point)."""

from __future__ import annotations

from .arena import DEPLOYMENT_AREAS, STATUES, TRAP_HEXES, TOP_FIELDS, Arena, ArenaError, Deployment, Gate, Region, Statue
from .hexes import Hex, neighbours


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


class Reader:
    def __init__(self, file: str):
        self.file = file
        self.board: Arena | None = None

    def fail(self, entry: str, field: str | None, message: str):
        raise ArenaError(self.file, entry, field, message)

    def mapping(self, raw, entry: str, allowed: set[str], required: set[str]) -> dict:
        if not isinstance(raw, dict):
            self.fail(entry, None, f"must be a mapping with {', '.join(sorted(required))}")
        unknown = sorted(set(map(str, raw)) - allowed)
        if unknown:
            self.fail(entry, unknown[0], f"unknown field (allowed: {', '.join(sorted(allowed))})")
        missing = sorted(required - set(raw))
        if missing:
            self.fail(entry, missing[0], "is required")
        return raw

    def items(self, raw, entry: str, field: str | None = None) -> list:
        if not isinstance(raw, list) or not raw:
            self.fail(entry, field, "must be a non-empty list")
        return raw

    def text(self, raw, entry: str, field: str) -> str:
        if not isinstance(raw, str) or not raw.strip():
            self.fail(entry, field, "must be a non-empty text")
        return raw

    def rules(self, raw, entry: str, field: str = "rules") -> tuple[str, ...]:
        if raw is None:
            return ()
        if not isinstance(raw, list) or not all(isinstance(r, str) and r for r in raw):
            self.fail(entry, field, "must be a list of rule ids")
        return tuple(raw)

    def hex(self, raw, entry: str, field: str) -> Hex:
        """A hex written as its name ("E5") or as [q, r]; it must be on the board."""
        assert self.board is not None
        if isinstance(raw, str):
            try:
                return self.board.hex(raw)
            except KeyError:
                self.fail(entry, field, f"{raw!r} is not the name of a hex of the arena (row letter, place from the west)")
        if isinstance(raw, list) and len(raw) == 2 and all(_is_int(v) for v in raw):
            h = Hex(*raw)
            if not self.board.on_board(h):
                self.fail(entry, field, f"{h} is not a hex of the arena")
            return h
        self.fail(entry, field, f"{raw!r} is not a hex: write its name (\"E5\") or [q, r]")

    def hexes(self, raw, entry: str, field: str = "hexes") -> frozenset[Hex]:
        out: list[Hex] = []
        for i, item in enumerate(self.items(raw, entry, field)):
            h = self.hex(item, entry, f"{field}[{i}]")
            if h in out:
                self.fail(entry, f"{field}[{i}]", f"{item!r} is listed twice")
            out.append(h)
        return frozenset(out)

    # --- the sections, in the order they depend on each other
    def arena(self, raw) -> Arena:
        top = self.mapping(raw, "(top)", TOP_FIELDS, {"game", "rows", "deployment_areas", "gates", "statues", "trap_hexes"})
        if top["game"] != "brawl":
            self.fail("(top)", "game", f"says {top['game']!r}; this is the brawl arena")
        if "illustrative" in top and not isinstance(top["illustrative"], bool):
            self.fail("(top)", "illustrative", "must be true or false")
        self.rules(top.get("rules"), "(top)")
        self.rules(top.get("statue_rules"), "(top)", "statue_rules")
        rows = self.rows(top["rows"])
        self.board = Arena(rows, (), (), (), frozenset(), ())
        statues = self.statues(top["statues"])
        traps = self.traps(top["trap_hexes"], {s.hex for s in statues})
        deployment = self.deployment(top["deployment_areas"], {s.hex for s in statues}, traps)
        gates = self.gates(top["gates"], deployment)
        areas = self.areas(top.get("areas") or [])
        return Arena(rows, deployment, gates, statues, traps, areas, bool(top.get("illustrative", False)))

    def rows(self, raw) -> tuple[tuple[str, int, int, int], ...]:
        out, seen_letters, seen_r = [], set(), set()
        for i, item in enumerate(self.items(raw, "rows")):
            entry = f"rows[{i}]"
            row = self.mapping(item, entry, {"row", "r", "q"}, {"row", "r", "q"})
            letter = row["row"]
            if not (isinstance(letter, str) and len(letter) == 1 and letter.isalpha() and letter.isupper()):
                self.fail(entry, "row", f"{letter!r}: a row is named by one capital letter")
            if letter in seen_letters:
                self.fail(entry, "row", f"row {letter} is given twice")
            if not _is_int(row["r"]):
                self.fail(entry, "r", f"{row['r']!r} is not a whole number")
            if row["r"] in seen_r:
                self.fail(entry, "r", f"r = {row['r']} is given twice")
            q = row["q"]
            if not (isinstance(q, list) and len(q) == 2 and all(_is_int(v) for v in q) and q[0] <= q[1]):
                self.fail(entry, "q", f"{q!r}: expected [westmost q, eastmost q], west <= east")
            seen_letters.add(letter)
            seen_r.add(row["r"])
            out.append((letter, row["r"], q[0], q[1]))
        board = {Hex(q, r) for _, r, west, east in out for q in range(west, east + 1)}
        reached, todo = set(), [next(iter(board))]
        while todo:
            h = todo.pop()
            if h not in reached:
                reached.add(h)
                todo.extend(n for n in neighbours(h) if n in board)
        if reached != board:
            self.fail("rows", None, "the arena falls apart: some hexes cannot be reached from the others")
        return tuple(out)

    def statues(self, raw) -> tuple[Statue, ...]:
        out: list[Statue] = []
        items = self.items(raw, "statues")
        if len(items) != STATUES:
            self.fail("statues", None, f"the arena has {STATUES} statues (components.arena), not {len(items)}")
        for i, item in enumerate(items):
            entry = f"statues[{i}]"
            s = self.mapping(item, entry, {"name", "hex"}, {"name", "hex"})
            name, h = self.text(s["name"], entry, "name"), self.hex(s["hex"], entry, "hex")
            if any(o.hex == h for o in out) or any(o.name == name for o in out):
                self.fail(entry, "hex" if any(o.hex == h for o in out) else "name", "another statue has it already")
            out.append(Statue(name, h))
        return tuple(out)

    def traps(self, raw, statues: set[Hex]) -> frozenset[Hex]:
        t = self.mapping(raw, "trap_hexes", {"hexes", "rules"}, {"hexes"})
        self.rules(t.get("rules"), "trap_hexes")
        hexes = self.hexes(t["hexes"], "trap_hexes")
        if len(hexes) != TRAP_HEXES:
            self.fail("trap_hexes", "hexes", f"the arena has {TRAP_HEXES} trap hexes (setup.6), not {len(hexes)}")
        for i, item in enumerate(t["hexes"]):
            if self.hex(item, "trap_hexes", f"hexes[{i}]") in statues:
                self.fail("trap_hexes", f"hexes[{i}]", f"{item!r} is a statue's hex")
        return hexes

    def deployment(self, raw, statues: set[Hex], traps: frozenset[Hex]) -> tuple[Deployment, ...]:
        out: list[Deployment] = []
        items = self.items(raw, "deployment_areas")
        if len(items) != DEPLOYMENT_AREAS:
            self.fail("deployment_areas", None, f"there are {DEPLOYMENT_AREAS} deployment areas (setup.1), not {len(items)}")
        for i, item in enumerate(items):
            d = self.mapping(item, f"deployment_areas[{i}]", {"name", "gate", "hexes", "rules"}, {"name", "gate", "hexes"})
            entry = self.text(d["name"], f"deployment_areas[{i}]", "name")
            if any(o.name == entry for o in out):
                self.fail(entry, "name", "two deployment areas have this name")
            self.text(d["gate"], entry, "gate")
            hexes = self.hexes(d["hexes"], entry)
            for j, item_hex in enumerate(d["hexes"]):
                h = self.hex(item_hex, entry, f"hexes[{j}]")
                clash = ("a statue's hex" if h in statues else "a trap hex" if h in traps else
                         next((f"also in deployment area {o.name!r}" for o in out if h in o.hexes), None))
                if clash:
                    self.fail(entry, f"hexes[{j}]", f"{item_hex!r} is {clash}")
            out.append(Deployment(entry, hexes, self.rules(d.get("rules"), entry), d["gate"]))
        return tuple(out)

    def gates(self, raw, deployment: tuple[Deployment, ...]) -> tuple[Gate, ...]:
        out: list[Gate] = []
        for i, item in enumerate(self.items(raw, "gates")):
            g = self.mapping(item, f"gates[{i}]", {"name", "deployment_area", "rules"}, {"name", "deployment_area"})
            entry = self.text(g["name"], f"gates[{i}]", "name")
            area = self.text(g["deployment_area"], entry, "deployment_area")
            if area not in {d.name for d in deployment}:
                self.fail(entry, "deployment_area", f"{area!r} is not a deployment area of this arena")
            if any(o.deployment_area == area for o in out):
                self.fail(entry, "deployment_area", f"deployment area {area!r} has a gate already")
            out.append(Gate(entry, area, self.rules(g.get("rules"), entry)))
        for d in deployment:
            gate = next((g for g in out if g.deployment_area == d.name), None)
            if gate is None:
                self.fail(d.name, "gate", "no gate leads to this deployment area")
            if gate.name != d.gate:
                self.fail(d.name, "gate", f"says {d.gate!r}, but the gate that leads here is {gate.name!r}")
        return tuple(out)

    def areas(self, raw) -> tuple[Region, ...]:
        if not isinstance(raw, list):
            self.fail("areas", None, "must be a list")
        out: list[Region] = []
        for i, item in enumerate(raw):
            a = self.mapping(item, f"areas[{i}]", {"name", "hexes", "rules"}, {"name", "hexes"})
            entry = self.text(a["name"], f"areas[{i}]", "name")
            if any(o.name == entry for o in out):
                self.fail(entry, "name", "two areas have this name")
            out.append(Region(entry, self.hexes(a["hexes"], entry), self.rules(a.get("rules"), entry)))
        return tuple(out)
