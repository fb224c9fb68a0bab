"""Invariants checked after every step in `simulate` (DESIGN.md): every card in exactly one place, values in
their bounds, hidden information hidden in each player's view."""

from __future__ import annotations

from ...kernel import implements
from .game import Game
from .information import HIDDEN, battlefields, view
from .state import BACK_ZONE, BLESSING_ZONE, CHAMPION_ZONE, FRONT_ZONE, LANES, PLAYERS, other


@implements("2.13.2", "2.1.3.3")
def check(game: Game, views: bool = True) -> list[str]:
    s = game.s
    lists, owner = s.zones.lists, s.owner
    problems = s.zones.check(game.all_cards())
    in_play: set[int] = set()
    for p in PLAYERS:
        if not 0 <= s.health[p] <= 35:
            problems.append(f"player {p} health {s.health[p]} outside 0..35 (2.13.2)")
        for ln in LANES:
            champ, front, back = lists[CHAMPION_ZONE[p][ln]], lists[FRONT_ZONE[p][ln]], lists[BACK_ZONE[p][ln]]
            if len(champ) > 1:
                problems.append(f"player {p} lane {ln + 1} holds two Champions (3.1.4b)")
            if len(front) > 3:
                problems.append(f"player {p} lane {ln + 1} has a Stack of more than 3 (2.14.4b)")
            in_play.update(champ, front, back)
        for z in ("deck", "hand", "discard"):
            if {owner[c] for c in lists[f"{p}.{z}"]} - {p}:
                problems.append(f"a card of {other(p)} is in {p}'s {z}")
    if s.status.keys() != in_play:
        problems.append(f"status kept for cards not in play or missing: {sorted(set(s.status) ^ in_play)}")
    if any(not 0 <= st.rot <= 4 for st in s.status.values()):
        problems.append("a card's rotation is outside 0..4")
    if s.winner is None and lists["limbo"] and s.phase == "action":
        problems.append(f"cards left in limbo between actions: {lists['limbo']}")
    if views:
        shared = battlefields(game)
        for p in PLAYERS:
            problems += hidden_in_view(game, p, view(game, p, shared))
    return problems


@implements("2.11.1b", "2.11.1c")
def hidden_in_view(game: Game, player: str, v: dict) -> list[str]:
    """The opponent's hand, deck and unplaced Champions appear only as counts; every face-down Blessing (under a
    Champion or exhausted in the Blessing row) appears only as "face down"."""
    s, opp, out = game.s, other(player), []
    mine, theirs = v["players"][player], v["players"][opp]
    if not isinstance(theirs["hand"], int) or theirs["deck_contents"] is not None or \
            not isinstance(theirs["unplaced"], int):
        out.append(f"player {player}'s view shows {opp}'s private cards (2.11.1b)")
    if mine["deck_contents"] is not None and mine["deck_contents"] != sorted(mine["deck_contents"]):
        out.append(f"player {player}'s view shows the order of their deck (2.11.1c)")
    status, lists = s.status, s.zones.lists
    for p in PLAYERS:
        lanes = v["players"][p]["lanes"]
        for ln in LANES:
            face_down = bool(lists[BLESSING_ZONE[p][ln]]) or any(not status[c].face_up for c in lists[BACK_ZONE[p][ln]])
            if face_down and lanes[ln]["blessing"] != HIDDEN:
                out.append(f"player {player}'s view shows the face-down Blessing of {p} lane {ln + 1} (2.11.1c)")
    return out
