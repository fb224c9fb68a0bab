"""Contesting and controlling objectives (core.objectives.control): a model contests an objective within 3" of it
(the range is data: core.combat meta contest_range_inches); a player's control score is the sum of the Control of
their contesting models; the higher score takes control, an equal score leaves it with whoever had it. Terrain
features are controlled the same way, measured from the feature's edge (battle-tactic.universal.take-their-land).
"""

from __future__ import annotations

import math

from ...kernel import implements
from .battle import Battle, Objective, Terrain
from .core import core

VP_PER_OBJECTIVE = 1  # core.objectives.victory-points: each objective the active player controls at the end of its turn


def _control(unit) -> int:
    return unit.warscroll.control or 0


def scores(b: Battle, near) -> dict:
    """Each player's control score where `near(model)` says a model contests."""
    out = {"A": 0, "B": 0}
    for u in b.units():
        out[u.player] += sum(_control(u) for m in u.models if near(m))
    return out


def objective_scores(b: Battle, o: Objective) -> dict:
    r = float(core_range())
    return scores(b, lambda m: max(0.0, math.hypot(m.x - o.x, m.y - o.y) - m.radius) <= r + 1e-9)


def terrain_scores(b: Battle, t: Terrain) -> dict:
    r = float(core_range())
    return scores(b, lambda m: t.distance(m) <= r + 1e-9)


def core_range():
    return core().contest_range


def contesting(b: Battle, unit, o: Objective) -> bool:
    r = float(core_range())
    return any(max(0.0, math.hypot(m.x - o.x, m.y - o.y) - m.radius) <= r + 1e-9 for m in unit.models)


def decide(previous: str | None, s: dict) -> str | None:
    if s["A"] == s["B"]:
        return previous
    return "A" if s["A"] > s["B"] else "B"


@implements("core.objectives.control")
def update_control(b: Battle) -> None:
    for o in b.objectives:
        s = objective_scores(b, o)
        now = decide(o.controller, s)
        if now != o.controller:
            b.log.emit("control", "core.objectives.control", objective=o.name, player=now, scores=s)
            o.controller = now


def terrain_controller(b: Battle, t: Terrain) -> str | None:
    return decide(None, terrain_scores(b, t))
