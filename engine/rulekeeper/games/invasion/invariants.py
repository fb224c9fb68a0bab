"""The invariants checked after every step of `simulate`: each card in one place, damage and hit points in
bounds, resources never negative, hidden information hidden in each player's view (the view's hidden parts, or in
paranoid mode the whole view)."""

from __future__ import annotations

from . import information
from .cards import ZONES
from .game import Game
from .information import FACEDOWN
from .state import PLAYERS


def check(g: Game) -> list[str]:
    s = g.s
    paranoid = getattr(g, "paranoid", False)
    problems = s.zones.check(set(range(len(s.names))))
    for cid, dmg in s.damage.items():
        where = s.zones.where.get(cid, "")
        if not g.is_in_play(cid) or not g.card(cid).health:
            problems.append(f"card {cid} has damage but is not a unit in play ({where})")
        elif not 0 <= dmg < g.unit_health(cid):
            problems.append(f"{g.name(cid)} has {dmg} damage and {g.unit_health(cid)} hit points, still in play")
    for cid in s.corrupted:
        if not g.is_in_play(cid):
            problems.append(f"card {cid} is corrupted but not in play")
    for att, host in s.attached.items():
        if not (g.is_in_play(att) and g.is_in_play(host)):
            problems.append(f"attachment {att} or its host {host} is not in play")
    for quest, unit in s.questing.items():
        if not (g.is_in_play(quest) and g.is_in_play(unit)):
            problems.append(f"quest {quest} or the unit {unit} questing on it is not in play")
    for p in PLAYERS:
        if s.resources[p] < 0:
            problems.append(f"player {p} has {s.resources[p]} resources")
        for z in ZONES:
            dmg, hp, key = s.zone_damage[f"{p}.{z}"], g.hit_points(p, z), f"{p}.{z}"
            if not 0 <= dmg <= hp:
                problems.append(f"player {p}'s {z} has {dmg} damage and {hp} hit points")
            if dmg >= hp and key not in s.burned:
                problems.append(f"player {p}'s {z} has damage equal to its hit points but is not burned")
    for p in PLAYERS:
        for q in PLAYERS:
            if q == p:
                continue
            # what p's view shows of q's cards: the parts of the view that hide anything (`hidden_parts`, which
            # the view is made with), or in paranoid mode the whole view built for p
            seen = information.view(g, p)["players"][q] if paranoid else information.hidden_parts(g, q, own=False)
            if not isinstance(seen["hand"], int) or any(not isinstance(seen["zones"][z]["developments"], int)
                                                        for z in ZONES):
                problems.append(f"player {p}'s view shows player {q}'s hidden cards")
            if any(c.get("facedown") and c["card"] != FACEDOWN for z in ZONES for c in seen["zones"][z]["cards"]):
                problems.append(f"player {p}'s view names a facedown development of player {q}")
    return problems
