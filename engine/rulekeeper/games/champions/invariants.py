"""Invariants checked after every step in `simulate` (DESIGN.md): every card in exactly one place, values in
their bounds, hidden information hidden in each player's view."""

from __future__ import annotations

from itertools import chain
from operator import attrgetter

from ...kernel import implements
from .game import Game
from .information import HIDDEN, free, view
from .state import BACK_ZONE, BLESSING_ZONE, CHAMPION_ZONE, FRONT_ZONE, LANES, PLAYERS, other


_ROT = attrgetter("rot")
_PLAY = tuple(z for p in PLAYERS for zs in (CHAMPION_ZONE[p], FRONT_ZONE[p], BACK_ZONE[p]) for z in zs)
_PRIVATE = {p: {z: f"{p}.{z}" for z in ("deck", "hand", "discard")} for p in PLAYERS}


@implements("2.13.2", "2.1.3.3")
def check(game: Game, views: bool = True) -> list[str]:
    """Every check runs after every step; each is a whole-state scan done at C speed (map / set / min / max over
    the zone lists), and only a failing one is looked at card by card to say what is wrong."""
    s = game.s
    lists, owner, get = s.zones.lists, s.owner, s.zones.lists.__getitem__
    problems = s.zones.check(game.all_cards())
    for p in PLAYERS:
        if not 0 <= s.health[p] <= 35:
            problems.append(f"player {p} health {s.health[p]} outside 0..35 (2.13.2)")
        if max(map(len, map(get, CHAMPION_ZONE[p]))) > 1 or max(map(len, map(get, FRONT_ZONE[p]))) > 3:
            for ln in LANES:
                if len(lists[CHAMPION_ZONE[p][ln]]) > 1:
                    problems.append(f"player {p} lane {ln + 1} holds two Champions (3.1.4b)")
                if len(lists[FRONT_ZONE[p][ln]]) > 3:
                    problems.append(f"player {p} lane {ln + 1} has a Stack of more than 3 (2.14.4b)")
    for p in PLAYERS:
        if set(map(owner.__getitem__, chain.from_iterable(map(get, _PRIVATE[p].values())))) - {p}:
            for z, zone in _PRIVATE[p].items():
                if set(map(owner.__getitem__, lists[zone])) - {p}:
                    problems.append(f"a card of {other(p)} is in {p}'s {z}")
    in_play = set(chain.from_iterable(map(get, _PLAY)))
    status = s.status
    if status.keys() != in_play:
        problems.append(f"status kept for cards not in play or missing: {sorted(set(status) ^ in_play)}")
    if status and not (0 <= min(map(_ROT, status.values())) and max(map(_ROT, status.values())) <= 4):
        problems.append("a card's rotation is outside 0..4")
    if s.winner is None and lists["limbo"] and s.phase == "action":
        problems.append(f"cards left in limbo between actions: {lists['limbo']}")
    if views:
        shared = free(game)
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
