"""Information (2.11): what each player may see. Free: the battlefield face up, limbo, discard piles, the number
of cards in hands and decks. Private: your own hand, what your deck holds (not its order), your unplaced
Champions. Hidden: the order of a deck, face-down Blessings."""

from __future__ import annotations

from ...kernel import implements
from .game import Game
from .state import BACK_ZONE, BLESSING_ZONE, CHAMPION_ZONE, FRONT_ZONE, LANES, PLAYERS, lane_zone

HIDDEN = "face down"
_HAND, _DECK, _DISCARD, _WAITING = ({p: f"{p}.{z}" for p in PLAYERS} for z in ("hand", "deck", "discard", "champions"))


@implements("2.11.1", "2.11.1a", "2.11.1b", "2.11.1c", "3.1.2b", "3.1.3a", "3.1.3b", "3.1.1e", "2.4.2.3a",
            "2.4.1.3a")
def view(game: Game, player: str, battlefield: dict | None = None) -> dict:
    """Player `player`'s view of the game: only Free information and their own Private information.
    (`battlefield`: the lanes of `battlefields(game)`, shared by both players' views when checking invariants.)"""
    if battlefield is None:
        battlefield = battlefields(game)
    out: dict = {"you": player, **_table(game), "players": {}}
    for p in PLAYERS:
        out["players"][p] = {"lanes": battlefield[p], **{k: f(game, p, p == player) for k, f in _PRIVATE.items()}}
    return out


def _table(game: Game) -> dict:
    s = game.s
    return {"active": s.active, "turn": s.turn, "phase": s.phase, "actions": s.actions, "winner": s.winner,
            "health": dict(s.health), "limbo": list(map(s.names.__getitem__, s.zones.lists["limbo"]))}


def _names(game: Game, zone: str) -> list[str]:
    names = game.s.names
    return list(map(names.__getitem__, game.s.zones.lists[zone]))


# what a player sees of one of p's own zones (`mine`: p is that player): field -> how it is read
_PRIVATE = {
    "hand": lambda game, p, mine: sorted(_names(game, _HAND[p])) if mine else len(game.s.zones.lists[_HAND[p]]),
    "deck": lambda game, p, mine: len(game.s.zones.lists[_DECK[p]]),
    "deck_contents": lambda game, p, mine: sorted(_names(game, _DECK[p])) if mine else None,
    "discard": lambda game, p, mine: _names(game, _DISCARD[p]),
    "unplaced": lambda game, p, mine:
        sorted(_names(game, _WAITING[p])) if mine else len(game.s.zones.lists[_WAITING[p]]),
}
# a zone -> the view fields that show it
_SHOWN_BY = {_HAND[p]: (p, ("hand",)) for p in PLAYERS} | {_DECK[p]: (p, ("deck", "deck_contents")) for p in PLAYERS} \
    | {_DISCARD[p]: (p, ("discard",)) for p in PLAYERS} | {_WAITING[p]: (p, ("unplaced",)) for p in PLAYERS}
_OTHER = {"A": "B", "B": "A"}
_LANE_OF_ZONE = {lane_zone(p, ln, row): (p, ln) for p in PLAYERS for ln in LANES
                 for row in ("champion", "blessing", "back", "front")}


def battlefields(game: Game) -> dict[str, list[dict]]:
    """Both players' lanes as every player sees them: the same for both (face-down Blessings hidden from their
    owner too, 3.2.1.3)."""
    return {p: [lane_view(game, p, ln) for ln in LANES] for p in PLAYERS}


def lane_view(game: Game, p: str, ln: int) -> dict:
    """One lane of player p as every player sees it."""
    s = game.s
    names, status, lists = s.names, s.status, s.zones.lists
    champ = lists[CHAMPION_ZONE[p][ln]]
    under = lists[BLESSING_ZONE[p][ln]]
    back = lists[BACK_ZONE[p][ln]]
    b = back[-1] if back else None
    return {
        "lane": ln + 1,
        "champion": names[champ[0]] if champ else None,
        "corner": status[champ[0]].rot + 1 if champ else None,
        "blessing": HIDDEN if under else (
            None if b is None else names[b] if status[b].face_up else HIDDEN),
        "blessing_corner": status[b].rot + 1 if b is not None and status[b].face_up else None,
        "front": [{"card": names[c], "corner": status[c].rot + 1} for c in lists[FRONT_ZONE[p][ln]]],
    }


class Views:
    """Both players' views kept up to date from the zones each step changed (`follow`), instead of rebuilt from
    the whole state after every step; `view` is what they must always equal (checked in paranoid mode)."""

    __slots__ = ("state", "shared", "views")

    def __init__(self, game: Game) -> None:
        self.state = game.s
        self.shared = battlefields(game)
        self.views = {p: view(game, p, self.shared) for p in PLAYERS}

    def follow(self, game: Game, changed: set[str] | None) -> tuple[set[tuple[str, int]], set[str]]:
        """Bring the views up to date with the zones `changed` (None: all); returns the lanes (player, lane) and
        the zones whose part of the views was rebuilt."""
        if changed is None or game.s is not self.state:
            self.__init__(game)
            return {(p, ln) for p in PLAYERS for ln in LANES}, set(_SHOWN_BY)
        s = game.s
        lanes, zones = set(), set()
        for z in changed:
            where = _LANE_OF_ZONE.get(z)
            if where is not None:
                lanes.add(where)
            elif z in _SHOWN_BY:
                zones.add(z)
        shared = self.shared
        for p, ln in lanes:
            shared[p][ln] = lane_view(game, p, ln)
        views = self.views
        va, vb = views["A"], views["B"]
        if va["health"] != s.health:  # the two views share one copy (as `view` builds them, equal dicts)
            va["health"] = vb["health"] = dict(s.health)
        va["active"] = vb["active"] = s.active
        va["turn"] = vb["turn"] = s.turn
        va["phase"] = vb["phase"] = s.phase
        va["actions"] = vb["actions"] = s.actions
        va["winner"] = vb["winner"] = s.winner
        if "limbo" in changed:
            va["limbo"] = vb["limbo"] = list(map(s.names.__getitem__, s.zones.lists["limbo"]))
        name_of, lists = s.names.__getitem__, s.zones.lists
        for z in zones:  # each value worked out once: for its owner, and for the other player if it differs
            p, fields = _SHOWN_BY[z]
            lst = lists[z]
            mine, theirs = views[p]["players"][p], views[_OTHER[p]]["players"][p]
            if fields[0] == "discard":
                mine["discard"] = theirs["discard"] = list(map(name_of, lst))
            elif fields[0] == "deck":
                mine["deck"] = theirs["deck"] = len(lst)
                mine["deck_contents"] = sorted(map(name_of, lst))
            else:  # hand, unplaced: the owner sees the cards, the other player how many
                mine[fields[0]] = sorted(map(name_of, lst))
                theirs[fields[0]] = len(lst)
        return lanes, zones
