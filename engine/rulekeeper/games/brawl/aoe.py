"""The hexes an AoE covers (`targeting.aoe`): its shape from the card, laid from the attacker's hex in the
orientation the attacking player chooses (one of six turns)."""

from __future__ import annotations

from ...kernel import implements
from ...text.brawl import ast as A
from .hexes import DIRECTIONS, Hex, ray, rotate, within

ORIENTATIONS = range(6)


@implements("targeting.aoe")
def aoe_hexes(shape: A.Shape, attacker: Hex, turns: int = 0) -> frozenset[Hex]:
    """The hexes of `shape` from `attacker`, turned `turns` sixths counter-clockwise; never the attacker's own hex
    (the dark grey hex of the targeting icon). Hexes off the arena are the caller's to drop."""
    if isinstance(shape, A.Burst):
        return frozenset(within(attacker, shape.radius)) - {attacker}
    if isinstance(shape, A.Line):
        return frozenset(ray(attacker, DIRECTIONS[turns % 6], shape.length))
    if isinstance(shape, A.Arc):
        return frozenset(attacker + DIRECTIONS[(turns + k) % 6] for k in range(shape.size))
    return frozenset(attacker + rotate(Hex(q, r), turns) for q, r in shape.hexes)


def orientations(shape: A.Shape, attacker: Hex) -> list[frozenset[Hex]]:
    """Every distinct placement of the shape the attacking player may choose from."""
    out: list[frozenset[Hex]] = []
    for turns in ORIENTATIONS:
        hexes = aoe_hexes(shape, attacker, turns)
        if hexes not in out:
            out.append(hexes)
    return out
