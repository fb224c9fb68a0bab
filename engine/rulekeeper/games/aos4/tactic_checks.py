"""When a battle tactic is completed (battle-tactic.*): one check per tactic, read at the end of the player's turn
from the state and from what happened this turn (Battle.noted); `picked` holds what the tactic's text picked.
"""

from __future__ import annotations

import math

from ...kernel import implements
from .battle import DEPTH, WIDTH, Battle, Rect, Tactic, other
from .battlefield import unit_distance
from .objectives import contesting, terrain_controller

U = "battle-tactic.universal."
CHECKS = {}


def check(tid: str):
    """Register the completion check of tactic `tid` (and claim the rule)."""
    def register(fn):
        CHECKS[tid] = implements(tid)(fn)
        return fn
    return register


def circle_touches(f, r: Rect) -> bool:
    nx, ny = min(max(f.x, r.x0), r.x1), min(max(f.y, r.y0), r.y1)
    return math.hypot(f.x - nx, f.y - ny) < f.radius


def _set_up(u) -> bool:
    return "set up" in u.flags


def _far(b, u, p, inches) -> bool:
    return all(unit_distance(u, e) > inches for e in b.units(other(p)))


def _destroyed(b, player):
    return [x for x in b.noted("destroyed") if b.bf.units[x].player == player]


@check(U + "attack-on-two-fronts")
def two_fronts(b: Battle, p: str, t: Tactic) -> bool:
    now = {o.name for o in b.objectives if o.controller == p}
    new = {n for n in now if t.start_objectives.get(n) != p}
    return len(new) >= 2 and any(t.start_objectives.get(n) == other(p) for n in now)


@check(U + "do-not-waiver")
def do_not_waiver(b: Battle, p: str, t: Tactic) -> bool:
    fought = {x for x in b.noted("fought") if b.bf.units[x].player == p}
    return len(fought) >= 2 and not _destroyed(b, p)


@check(U + "seize-the-center")
def seize_the_center(b: Battle, p: str, t: Tactic) -> bool:
    cx, cy = WIDTH / 2, DEPTH / 2
    return sum(1 for u in b.units(p) if not b.in_combat(u) and any(
        max(0.0, math.hypot(m.x - cx, m.y - cy) - m.radius) <= 3 for m in u.models)) >= 2


@check(U + "slay-the-entourage")
def slay_the_entourage(b: Battle, p: str, t: Tactic) -> bool:
    return t.picked[0] in b.noted("destroyed")


@check(U + "take-the-flanks")
def take_the_flanks(b: Battle, p: str, t: Tactic) -> bool:
    def flank(edge):
        return [u for u in b.units(p) if any(abs(m.x - edge) - m.radius <= 6 for m in u.models)]
    west, east = flank(0.0), flank(WIDTH)
    return bool(west) and bool(east) and not any(b.wholly_within(u, b.territory(p)) or _set_up(u)
                                                 for u in west + east)


@check(U + "take-their-land")
def take_their_land(b: Battle, p: str, t: Tactic) -> bool:
    f = next((x for x in b.terrain if x.name == t.picked[0]), None)
    return f is not None and terrain_controller(b, f) == p


@check("battle-tactic.chaos.offering-of-carnage")
def offering_of_carnage(b: Battle, p: str, t: Tactic) -> bool:
    return len(_destroyed(b, other(p))) >= 2


@check("battle-tactic.chaos.ordained-charge")
def ordained_charge(b: Battle, p: str, t: Tactic) -> bool:
    o = next(x for x in b.objectives if x.name == t.picked[0])
    charged = [b.bf.units[x] for x in b.noted("charged") if b.bf.units[x].player == p]
    return len(charged) >= 2 and o.controller == p and any(not u.destroyed and contesting(b, u, o) for u in charged)


@check("battle-tactic.death.inevitable-demise")
def inevitable_demise(b: Battle, p: str, t: Tactic) -> bool:
    return sum(1 for u in b.units(p) if b.wholly_within(u, b.territory(other(p))) and _far(b, u, p, 9)
               and not _set_up(u)) >= 2


@check("battle-tactic.death.marked-for-the-grave")
def marked_for_the_grave(b: Battle, p: str, t: Tactic) -> bool:
    return t.picked[0] in b.noted("destroyed")


@check("battle-tactic.destruction.the-kunnin-approach")
def kunnin_approach(b: Battle, p: str, t: Tactic) -> bool:
    enemy, friend = t.picked
    return enemy in b.noted("destroyed") and frozenset((enemy, friend)) in b.noted("combat pairs")


@check("battle-tactic.destruction.time-to-get-stuck-in")
def time_to_get_stuck_in(b: Battle, p: str, t: Tactic) -> bool:
    us = [b.bf.units[x] for x in t.picked]
    return all(not u.destroyed and not any(b.territory(p).touches(m) for m in u.models)
               and u.id in b.noted("fought") for u in us)


@check("battle-tactic.order.reclaim-the-realms")
def reclaim_the_realms(b: Battle, p: str, t: Tactic) -> bool:
    quarters = [Rect(0, 0, WIDTH / 2, DEPTH / 2), Rect(WIDTH / 2, 0, WIDTH, DEPTH / 2),
                Rect(0, DEPTH / 2, WIDTH / 2, DEPTH), Rect(WIDTH / 2, DEPTH / 2, WIDTH, DEPTH)]
    return all(any(b.wholly_within(u, q) and _far(b, u, p, 6) for u in b.units(p)) for q in quarters)


@check("battle-tactic.order.slay-the-tyrants")
def slay_the_tyrants(b: Battle, p: str, t: Tactic) -> bool:
    return any(victim == other(p) and by == p for victim, by in b.noted("hero slain in combat"))


def completed(b: Battle, p: str, t: Tactic) -> bool:
    """Whether the tactic's condition holds at the end of p's turn."""
    return CHECKS[t.id](b, p, t)
