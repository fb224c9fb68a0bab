"""Information (2.11): what each player may see. Free: the battlefield face up, limbo, discard piles, the number
of cards in hands and decks. Private: your own hand, what your deck holds (not its order), your unplaced
Champions. Hidden: the order of a deck, face-down Blessings."""

from __future__ import annotations

from ...kernel import implements
from .game import Game
from .state import BACK_ZONE, BLESSING_ZONE, CHAMPION_ZONE, FRONT_ZONE, LANES, PLAYERS

HIDDEN = "face down"
_HAND, _DECK, _DISCARD, _WAITING = ({p: f"{p}.{z}" for p in PLAYERS} for z in ("hand", "deck", "discard", "champions"))


@implements("2.11.1", "2.11.1a", "2.11.1b", "2.11.1c", "3.1.2b", "3.1.3a", "3.1.3b", "3.1.1e", "2.4.2.3a",
            "2.4.1.3a")
def view(game: Game, player: str, battlefield: dict | None = None) -> dict:
    """Player `player`'s view of the game: only Free information and their own Private information.
    (`battlefield`: the lanes of `battlefields(game)`, shared by both players' views when checking invariants.)"""
    s = game.s
    names, lists = s.names, s.zones.lists
    if battlefield is None:
        battlefield = battlefields(game)
    out: dict = {"you": player, "active": s.active, "turn": s.turn, "phase": s.phase, "actions": s.actions,
                 "winner": s.winner, "health": dict(s.health), "limbo": [names[c] for c in lists["limbo"]],
                 "players": {}}
    for p in PLAYERS:
        mine = p == player
        hand, deck, waiting = lists[_HAND[p]], lists[_DECK[p]], lists[_WAITING[p]]
        out["players"][p] = {
            "lanes": battlefield[p],
            "hand": sorted([names[c] for c in hand]) if mine else len(hand),
            "deck": len(deck),
            "deck_contents": sorted([names[c] for c in deck]) if mine else None,
            "discard": [names[c] for c in lists[_DISCARD[p]]],
            "unplaced": sorted([names[c] for c in waiting]) if mine else len(waiting),
        }
    return out


def battlefields(game: Game) -> dict[str, list[dict]]:
    """Both players' lanes as every player sees them: the same for both (face-down Blessings hidden from their
    owner too, 3.2.1.3)."""
    s = game.s
    names, status, lists = s.names, s.status, s.zones.lists
    out = {}
    for p in PLAYERS:
        lanes = []
        for ln in LANES:
            champ = lists[CHAMPION_ZONE[p][ln]]
            under = lists[BLESSING_ZONE[p][ln]]
            back = lists[BACK_ZONE[p][ln]]
            b = back[-1] if back else None
            lanes.append({
                "lane": ln + 1,
                "champion": names[champ[0]] if champ else None,
                "corner": status[champ[0]].rot + 1 if champ else None,
                "blessing": HIDDEN if under else (
                    None if b is None else names[b] if status[b].face_up else HIDDEN),
                "blessing_corner": status[b].rot + 1 if b is not None and status[b].face_up else None,
                "front": [{"card": names[c], "corner": status[c].rot + 1} for c in lists[FRONT_ZONE[p][ln]]],
            })
        out[p] = lanes
    return out
