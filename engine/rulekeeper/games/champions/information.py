"""Information (2.11): what each player may see. Free: the battlefield face up, limbo, discard piles, the number
of cards in hands and decks. Private: your own hand, what your deck holds (not its order), your unplaced
Champions. Hidden: the order of a deck, face-down Blessings."""

from __future__ import annotations

import weakref

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
PRIVATE_FIELDS, SHOWN_BY = _PRIVATE, _SHOWN_BY  # read by the hidden-information check (invariants.py)
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
    back = lists[BACK_ZONE[p][ln]]
    b = back[-1] if back else None
    return {
        "lane": ln + 1,
        "champion": names[champ[0]] if champ else None,
        "corner": status[champ[0]].rot + 1 if champ else None,
        "blessing": shown_blessing(game, p, ln),
        "blessing_corner": status[b].rot + 1 if b is not None and status[b].face_up else None,
        "front": [{"card": names[c], "corner": status[c].rot + 1} for c in lists[FRONT_ZONE[p][ln]]],
    }


def shown_blessing(game: Game, p: str, ln: int) -> str | None:
    """What every player sees of the Blessing of player p's lane: its name if it is face up in play, HIDDEN if
    one lies face down under the Champion (3.2.1.3) or exhausted in the Blessing row (2.4.2.2k), else None."""
    s = game.s
    lists = s.zones.lists
    if lists[BLESSING_ZONE[p][ln]]:
        return HIDDEN
    back = lists[BACK_ZONE[p][ln]]
    if not back:
        return None
    b = back[-1]
    return s.names[b] if s.status[b].face_up else HIDDEN


def _sorted_out(changed: set[str]) -> tuple[set[tuple[str, int]], set[str]]:
    """The lanes (player, lane) among changed zones, and the private or shown zones among them."""
    lanes, zones = set(), set()
    for z in changed:
        where = _LANE_OF_ZONE.get(z)
        if where is not None:
            lanes.add(where)
        elif z in _SHOWN_BY:
            zones.add(z)
    return lanes, zones


class Views:
    """Both players' views, kept up to date from the zones the steps changed instead of rebuilt from the whole state
    after every step, and only when they are read (`views`): a step's check reads the hidden-information fields of
    what it changed (invariants.hidden_in_changes through `shown_blessing` and `PRIVATE_FIELDS`, the
    functions the views are built with), nothing else. `view` is what they must always equal (paranoid mode)."""

    __slots__ = ("state", "shared", "_views", "pending", "_game")

    def __init__(self, game: Game, shared: dict | None = None, views: dict[str, dict] | None = None) -> None:
        """(`shared`, `views`: the battlefields and both views just built afresh from this state, if at hand.)"""
        self.state = game.s
        self.shared = shared if shared is not None else battlefields(game)
        self._views = views if views is not None else {p: view(game, p, self.shared) for p in PLAYERS}
        self.pending: set[str] = set()  # zones changed since the views were last brought up to date
        self._game = weakref.ref(game)

    @property
    def views(self) -> dict[str, dict]:
        """Both players' views, brought up to date with the changes noted since they were last read."""
        if self.pending:
            game = self._game()
            if game is not None:
                self.follow(game, self.pending)
        return self._views

    def note(self, changed: set[str]) -> None:
        """Zones a step changed, to be followed when the views are next read."""
        self.pending |= changed

    def follow(self, game: Game, changed: set[str] | None) -> tuple[set[tuple[str, int]], set[str]]:
        """Bring the views up to date with the zones `changed` (None: all) and every change noted before; returns
        the lanes (player, lane) and the zones whose part of the views was rebuilt."""
        if changed is None or game.s is not self.state:
            self.__init__(game)
            return {(p, ln) for p in PLAYERS for ln in LANES}, set(_SHOWN_BY)
        if self.pending:
            changed = changed | self.pending
            self.pending = set()
        s = game.s
        lanes, zones = _sorted_out(changed)
        shared = self.shared
        for p, ln in lanes:
            shared[p][ln] = lane_view(game, p, ln)
        views = self._views
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
