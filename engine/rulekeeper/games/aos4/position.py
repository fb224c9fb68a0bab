"""A battle set up from a position (what a scenario declares): units and where they stand, terrain features,
objectives, regiments, the battle round, whose turn and phase, command and victory points, fixed dice.

A unit stands `at` (x, y) (its models in a coherent block eastwards from there), at explicit `positions`, or
`gap` inches `side` (east, west, north, south) of another unit, measured between the closest bases.
"""

from __future__ import annotations

from ...kernel import EventLog, IllegalAction, Rng, Scripted
from .battle import PHASES, PLAYERS, Battle, Objective, Rect, Terrain
from .battlefield import Battlefield, MM_PER_INCH, unit_distance
from .dice import Dice

SIDES = {"east": (1, 0), "west": (-1, 0), "north": (0, 1), "south": (0, -1)}
SPACING = 0.1  # inches between the bases of a block's models (coherency: within 1/2")


def block(x: float, y: float, n: int, diameter: float, dx: int = 1, dy: int = 0,
          line: float | None = None) -> list[tuple[float, float]]:
    """n models in a coherent block: one row below 7 models, two rows from 7 (each model then near 2 others);
    or, with `line`, one row with that gap between bases, whatever it does to coherency."""
    s = diameter + (SPACING if line is None else line)
    if n < 7 or line is not None:
        return [(x + dx * s * i, y + dy * s * i) for i in range(n)]
    out = []
    for i in range(n):
        col, row = divmod(i, 2)
        off = 0.5 if (n % 2 and i == n - 1) else row
        out.append((x + dx * s * col - dy * s * off, y + dy * s * col + dx * s * off))
    return out


def place_unit(b: Battle, spec: dict, warscrolls: dict) -> None:
    uid = str(spec["id"])
    ws = warscrolls.get(spec.get("warscroll", uid))
    if ws is None:
        raise ValueError(f"no warscroll {spec.get('warscroll', uid)!r} (units.yaml or the setup's units)")
    n = int(spec.get("models", ws.models))
    d = ws.base_mm / MM_PER_INCH
    player = spec.get("player")
    if player not in PLAYERS:
        raise ValueError(f"{uid}: a unit belongs to player A or B")
    if "positions" in spec:
        pos = [tuple(map(float, p)) for p in spec["positions"]]
    elif "of" in spec:
        ref = b.unit(spec["of"])
        sx, sy = SIDES[spec.get("side", "east")]
        gap = float(spec.get("gap", 1))
        ext = max(m.x * sx + m.y * sy + m.radius for m in ref.models)  # the reference's edge on that side
        far = max(ref.models, key=lambda m: m.x * sx + m.y * sy + m.radius)
        along = ext + gap + d / 2
        x0, y0 = (along * sx, far.y) if sx else (far.x, along * sy)
        pos = block(x0, y0, n, d, dx=sx, dy=sy)
        b.bf.place(uid, player, ws, pos)
        u = b.bf.units[uid]
        for _ in range(30):  # the blocks may not line up: close the gap to exactly what was asked
            miss = unit_distance(u, ref) - gap
            if abs(miss) < 1e-6:
                break
            for m in u.models:
                m.x -= sx * miss
                m.y -= sy * miss
        _finish(b, u, spec)
        return
    else:
        x, y = spec.get("at", (0, 0))
        pos = block(float(x), float(y), n, d, line=spec.get("line"))
    _finish(b, b.bf.place(uid, player, ws, pos), spec)


def _finish(b: Battle, u, spec: dict) -> None:
    u.size = int(spec.get("size", len(u.models)))
    u.slain = u.size - len(u.models)
    u.damage = int(spec.get("damage", 0))
    u.ritual = int(spec.get("ritual", 0))
    u.flags.update(spec.get("flags", []))
    if "charged" in u.flags:
        u.charged = True
        b.note("charged", u.id)
    if "fought" in u.flags:
        b.note("fought", u.id)
    u.summoner = spec.get("summoner")
    if u.damage >= u.warscroll.health:
        raise ValueError(f"{u.id}: {u.damage} damage points would have slain a model (Health {u.warscroll.health})")


def from_position(pos: dict, warscrolls: dict, answers=(), seed: int = 0) -> Battle:
    """A Battle as the position says; a scripted scenario's dice come from `dice` (and later `dice` actions)."""
    log = EventLog()
    rng = Rng(pos.get("seed", seed))
    dice = Dice(log, rng=rng) if pos.get("random_dice") else Dice(log, script=pos.get("dice", []))
    b = Battle(Battlefield(), dice, log, Scripted(list(answers)), rng, warscrolls=warscrolls)
    phase = pos.get("phase", "hero")
    if phase not in PHASES + ("deployment",):
        raise ValueError(f"phase {phase!r} is not one of {', '.join(PHASES + ('deployment',))}")
    b.phase = phase
    b.round = int(pos.get("round", 1))
    b.active = pos.get("active", "A")
    b.first = pos.get("first", b.active)
    b.turn_in_round = 1 if b.first == b.active else 2
    b.previous_first = pos.get("previous_first")
    b.seized = pos.get("seized")
    b.double_turn = pos.get("double_turn")
    b.limit = int(pos.get("limit", 2000))
    for key in ("cp", "vp", "auxiliary", "points", "alliance", "general"):
        getattr(b, key).update(pos.get(key, {}))
    for p in PLAYERS:
        b.regiments[p] = [{"leader": r["leader"], "units": list(r.get("units", []))}
                          for r in pos.get("regiments", {}).get(p, [])]
        b.attempted[p] = list(pos.get("attempted", {}).get(p, []))
    for p, guards in pos.get("honour_guard", {}).items():
        b.honour_guard[p] = dict(guards)
    b.special_assignment.update(pos.get("special_assignment", {}))
    for t in pos.get("territories", {}).items():
        b.territories[t[0]] = Rect(*map(float, t[1]))
    for f in pos.get("terrain", []):
        b.terrain.append(Terrain(f["name"], float(f["at"][0]), float(f["at"][1]), float(f.get("radius", 3)),
                                 float(f.get("height", 1)), tuple(r.lower() for r in f.get("rules", []))))
    for o in pos.get("objectives", []):
        b.objectives.append(Objective(str(o["name"]), float(o["at"][0]), float(o["at"][1]), o.get("controller")))
    for spec in pos.get("units", []):
        try:
            place_unit(b, spec, warscrolls)
        except IllegalAction as exc:
            raise ValueError(exc.message) from None
    if b.phase == "combat":
        b.fight_next = pos.get("fight_next", b.active)
    b.turn_events["objectives"] = {o.name: o.controller for o in b.objectives}
    b.log.emit("position", "core.round.turn", round=b.round, active=b.active, phase=b.phase)
    return b
