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
def view(game: Game, player: str, shared: dict | None = None) -> dict:
    """Player `player`'s view of the game: only Free information and their own Private information.
    (`shared`: `free(game)`, the part both players see alike, built once when checking invariants.)"""
    s = game.s
    name, lists = s.names.__getitem__, s.zones.lists
    if shared is None:
        shared = free(game)
    out: dict = {"you": player, "active": s.active, "turn": s.turn, "phase": s.phase, "actions": s.actions,
                 "winner": s.winner, "health": dict(s.health), "limbo": shared["limbo"], "players": {}}
    for p in PLAYERS:
        hand, deck, waiting = lists[_HAND[p]], lists[_DECK[p]], lists[_WAITING[p]]
        if p == player:
            out["players"][p] = {"lanes": shared[p], "hand": sorted(map(name, hand)), "deck": len(deck),
                                 "deck_contents": sorted(map(name, deck)), "discard": shared[_DISCARD[p]],
                                 "unplaced": sorted(map(name, waiting))}
        else:
            out["players"][p] = {"lanes": shared[p], "hand": len(hand), "deck": len(deck), "deck_contents": None,
                                 "discard": shared[_DISCARD[p]], "unplaced": len(waiting)}
    return out


def free(game: Game) -> dict:
    """The Free information both players see alike: each player's lanes (`battlefields`), discard piles, limbo."""
    name, lists = game.s.names.__getitem__, game.s.zones.lists
    out = battlefields(game)
    for p in PLAYERS:
        out[_DISCARD[p]] = list(map(name, lists[_DISCARD[p]]))
    out["limbo"] = list(map(name, lists["limbo"]))
    return out


def battlefields(game: Game) -> dict[str, list[dict]]:
    """Both players' lanes as every player sees them: the same for both (face-down Blessings hidden from their
    owner too, 3.2.1.3)."""
    s = game.s
    names, status, lists = s.names, s.status, s.zones.lists
    out = {}
    for p in PLAYERS:
        lanes = []
        for ln, cz, bz, kz, fz in zip(LANES, CHAMPION_ZONE[p], BLESSING_ZONE[p], BACK_ZONE[p], FRONT_ZONE[p]):
            champ, back = lists[cz], lists[kz]
            if back:
                st = status[back[-1]]
                blessing, corner = (names[back[-1]], st.rot + 1) if st.face_up else (HIDDEN, None)
            else:
                blessing = corner = None
            if lists[bz]:
                blessing = HIDDEN
            lanes.append({
                "lane": ln + 1,
                "champion": names[champ[0]] if champ else None,
                "corner": status[champ[0]].rot + 1 if champ else None,
                "blessing": blessing,
                "blessing_corner": corner,
                "front": [{"card": names[c], "corner": status[c].rot + 1} for c in lists[fz]],
            })
        out[p] = lanes
    return out
