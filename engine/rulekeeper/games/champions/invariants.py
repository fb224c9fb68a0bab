"""Invariants checked after every step in `simulate` (DESIGN.md): every card in exactly one place, values in
their bounds, hidden information hidden in each player's view."""

from __future__ import annotations

import json

from ...kernel import implements
from .game import Game
from .information import hidden_names, view
from .state import LANES, PLAYERS, lane_zone


@implements("2.13.2", "2.1.3.3")
def check(game: Game, views: bool = True) -> list[str]:
    s = game.s
    problems = s.zones.check(set(range(len(s.names))))
    for p in PLAYERS:
        if not 0 <= s.health[p] <= 35:
            problems.append(f"player {p} health {s.health[p]} outside 0..35 (2.13.2)")
        for ln in LANES:
            if len(s.zones[lane_zone(p, ln, "champion")]) > 1:
                problems.append(f"player {p} lane {ln + 1} holds two Champions (3.1.4b)")
            front = s.zones[lane_zone(p, ln, "front")]
            if len(front) > 3:
                problems.append(f"player {p} lane {ln + 1} has a Stack of {len(front)} (2.14.4b)")
        for c in s.zones[f"{p}.deck"] + s.zones[f"{p}.hand"] + s.zones[f"{p}.discard"]:
            if s.owner[c] != p:
                problems.append(f"card {c} of {s.owner[c]} is in {p}'s zones")
    in_play = {c for z, lst in s.zones.lists.items() if z.endswith((".champion", ".front", ".back")) for c in lst}
    if set(s.status) != in_play:
        problems.append(f"status kept for cards not in play or missing: {sorted(set(s.status) ^ in_play)}")
    for c, st in s.status.items():
        if not 0 <= st.rot <= 4:
            problems.append(f"card {c} rotation {st.rot} outside 0..4")
    if s.winner is None and s.zones["limbo"] and s.phase == "action":
        problems.append(f"cards left in limbo between actions: {s.zones['limbo']}")
    if views:
        for p in PLAYERS:
            text = json.dumps(view(game, p))
            leaked = sorted(n for n in hidden_names(game, p) if f'"{n}"' in text)
            if leaked:
                problems.append(f"player {p}'s view shows hidden cards {leaked} (2.11.1c)")
    return problems
