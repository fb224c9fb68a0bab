"""Invariants checked after every step in `simulate` (DESIGN.md): every card in exactly one place, values in
their bounds, hidden information hidden in each player's view.

Every write goes through the bookkeeping (kernel Zones, Game.set_*), which records the zones and cards it changed;
after a step only what changed is checked (the hidden-information fields of the changed zones, worked out by the
functions the views are built with), and the players' views follow the changes when read (information.Views). In
paranoid mode (`game.paranoid`), and whenever nothing is known of what changed (a new or restored state), every
check runs over the whole state, and the views that followed the changes must equal views built afresh.
"""

from __future__ import annotations

from ...kernel import implements
from .facts import stale_facts
from .game import Game
from . import information
from .information import HIDDEN, Views, battlefields, view
from .state import BACK_ZONE, BLESSING_ZONE, CHAMPION_ZONE, FRONT_ZONE, LANES, PLAYERS, lane_zone, other

IN_PLAY_ROWS = ("champion", "front", "back")
_ROW = {lane_zone(p, ln, row): row for p in PLAYERS for ln in LANES
        for row in ("champion", "blessing", "back", "front")}
_OWN = {f"{p}.{z}": p for p in PLAYERS for z in ("deck", "hand", "discard")}
_IN_PLAY_ZONES = frozenset(z for z, row in _ROW.items() if row in IN_PLAY_ROWS)


@implements("2.13.2", "2.1.3.3")
def check(game: Game, full: bool | None = None) -> list[str]:
    """The invariants that do not hold: over what changed since the last check, or over everything (`full`,
    default: the game's paranoid setting)."""
    changed, moved = game.s.zones.take_changes()
    views = game.views
    if views is None or views.state is not game.s:
        changed = None  # nothing known of what changed: everything is checked, the views built afresh
    if full is None:
        full = game.paranoid
    if full or changed is None:
        shared = battlefields(game)  # the views built afresh: checked, then kept (a first check) or compared
        fresh = {p: view(game, p, shared) for p in PLAYERS}
        problems = full_check(game, fresh)
        if changed is None:
            game.views = Views(game, shared, fresh)
        else:  # the views that followed the changes are the views built afresh
            views.follow(game, changed)
            for p in PLAYERS:
                if views.views[p] != fresh[p]:
                    problems.append(f"player {p}'s view did not follow the changes (2.11)")
            problems += stale_facts(game)
        return problems
    return changes_check(game, changed, moved, views)


def full_check(game: Game, views: dict[str, dict] | None = None) -> list[str]:
    """Every invariant over the whole state; `views`: both players' views built afresh (else built here)."""
    s = game.s
    lists, owner = s.zones.lists, s.owner
    problems = s.zones.check(game.all_cards())
    in_play: set[int] = set()
    problems += _bounds(game)
    for p in PLAYERS:
        for ln in LANES:
            champ, front, back = lists[CHAMPION_ZONE[p][ln]], lists[FRONT_ZONE[p][ln]], lists[BACK_ZONE[p][ln]]
            problems += _lane(p, ln, champ, front)
            in_play.update(champ, front, back)
        for z in ("deck", "hand", "discard"):
            if {owner[c] for c in lists[f"{p}.{z}"]} - {p}:
                problems.append(f"a card of {other(p)} is in {p}'s {z}")
    if s.status.keys() != in_play:
        problems.append(f"status kept for cards not in play or missing: {sorted(set(s.status) ^ in_play)}")
    if any(not 0 <= st.rot <= 4 for st in s.status.values()):
        problems.append("a card's rotation is outside 0..4")
    if views is None:
        shared = battlefields(game)
        views = {p: view(game, p, shared) for p in PLAYERS}
    for p in PLAYERS:
        problems += hidden_in_view(game, p, views[p])
    return problems


def changes_check(game: Game, changed: set[str], moved: set[int], views: Views) -> list[str]:
    """The same invariants over what changed: the changed zones (and the cards moved), values, the views. One pass
    over the changed zones (what each is: _ZONE_INFO) finds the lanes and private zones the hidden-information check
    looks at; the views follow the changes when next read (`views.note`)."""
    s = game.s
    zones = s.zones
    lists, owner, status, where = zones.lists, s.owner, s.status, zones.where
    problems = zones.check_changes(changed, moved)
    health = s.health
    if not (0 <= health["A"] <= 35 and 0 <= health["B"] <= 35) or (
            s.winner is None and lists["limbo"] and s.phase == "action"):
        problems += _bounds(game)
    lanes = private = None
    for z in changed:
        row, p, ln = _ZONE_INFO[z]
        if ln is None:
            if row in _PRIVATE_ROWS:
                if private is None:
                    private = [z]
                else:
                    private.append(z)
            continue
        if lanes is None:
            lanes = {(p, ln)}
        else:
            lanes.add((p, ln))
        lst = lists[z]
        if not lst:
            continue
        if row == "blessing":
            if not status.keys().isdisjoint(lst):
                problems += [f"status kept for cards not in play or missing: [{c}]" for c in lst if c in status]
            continue
        if len(lst) > (3 if row == "front" else 1) and row != "back":
            problems += _lane(p, ln, lists[CHAMPION_ZONE[p][ln]], lists[FRONT_ZONE[p][ln]])
        for c in lst:
            st = status.get(c)
            if st is None:
                problems.append(f"status kept for cards not in play or missing: [{c}]")
            elif not 0 <= st.rot <= 4:
                problems.append("a card's rotation is outside 0..4")
    wrong_owner = None  # a card can only come into a deck, hand or discard pile by a move: only moved cards are read
    for c in moved:
        z = where.get(c)
        if (c in status) != (z in _IN_PLAY_ZONES):
            problems.append(f"status kept for cards not in play or missing: [{c}]")
        p = _OWN.get(z)
        if p is not None and owner[c] != p:
            wrong_owner = (wrong_owner or set()) | {z}
    if wrong_owner:
        problems += [f"a card of {other(_OWN[z])} is in {_OWN[z]}'s {z.split('.')[1]}" for z in sorted(wrong_owner)]
    views.note(changed)  # the views follow these when next read
    if lanes or private:
        problems += hidden_in_changes(game, lanes or (), private or ())
    return problems


# zone -> (its row in a lane, or what else it is; its player; its lane or None)
_ZONE_INFO = {lane_zone(p, ln, row): (row, p, ln) for p in PLAYERS for ln in LANES
              for row in ("champion", "blessing", "back", "front")} \
    | {f"{p}.{z}": (z, p, None) for p in PLAYERS for z in ("deck", "hand", "discard", "champions", "blessings")} \
    | {"limbo": ("limbo", None, None)}
_PRIVATE_ROWS = frozenset(("hand", "deck", "champions"))  # the zones the other player sees only as counts (2.11.1b)
_PRIVATE_OF = {f"{p}.{z}": p for p in PLAYERS for z in _PRIVATE_ROWS}


def hidden_in_changes(game: Game, lanes, zones) -> list[str]:
    """hidden_in_view over what changed this step (the rest can't have changed), worked out by the functions the
    views are built with: the changed private zones (`zones`) as each player sees them, the changed lanes'
    face-down Blessings as both players see them."""
    out = []
    shown = information.PRIVATE_FIELDS  # field -> how a player sees it (what `view` and the views are built with)
    for z in zones:
        p = _PRIVATE_OF.get(z)
        if p is None:
            continue
        opp = other(p)
        for f in information.SHOWN_BY[z][1]:  # the fields that show this zone
            v = shown[f](game, p, False)
            if (v is not None) if f == "deck_contents" else not isinstance(v, int):
                out.append(f"player {opp}'s view shows {p}'s private cards (2.11.1b)")
                break
        if z[2:] == "deck":
            contents = shown["deck_contents"](game, p, True)
            if contents is not None and contents != sorted(contents):
                out.append(f"player {p}'s view shows the order of their deck (2.11.1c)")
    if lanes:
        status, lists = game.s.status, game.s.zones.lists
        for p, ln in sorted(lanes):
            if _face_down(status, lists, p, ln) and information.shown_blessing(game, p, ln) != HIDDEN:  # one battlefield for both
                out += [f"player {viewer}'s view shows the face-down Blessing of {p} lane {ln + 1} (2.11.1c)"
                        for viewer in PLAYERS]
    return out


def _bounds(game: Game) -> list[str]:
    s, problems = game.s, []
    for p in PLAYERS:
        if not 0 <= s.health[p] <= 35:
            problems.append(f"player {p} health {s.health[p]} outside 0..35 (2.13.2)")
    if s.winner is None and s.zones.lists["limbo"] and s.phase == "action":
        problems.append(f"cards left in limbo between actions: {s.zones.lists['limbo']}")
    return problems


def _lane(p: str, ln: int, champ: list[int], front: list[int]) -> list[str]:
    problems = []
    if len(champ) > 1:
        problems.append(f"player {p} lane {ln + 1} holds two Champions (3.1.4b)")
    if len(front) > 3:
        problems.append(f"player {p} lane {ln + 1} has a Stack of more than 3 (2.14.4b)")
    return problems


def _face_down(status, lists, p: str, ln: int) -> bool:
    """Is a Blessing of p's lane face down: exhausted in the Blessing row, or under the Champion (2.11.1c)?"""
    return bool(lists[BLESSING_ZONE[p][ln]]) or any(not status[c].face_up for c in lists[BACK_ZONE[p][ln]])


@implements("2.11.1b", "2.11.1c")
def hidden_in_view(game: Game, player: str, v: dict, lanes=None, deck: bool = True) -> list[str]:
    """The opponent's hand, deck and unplaced Champions appear only as counts; every face-down Blessing (under a
    Champion or exhausted in the Blessing row) appears only as "face down" (in `lanes` (player, lane), default
    all); the player's own deck shows no order (`deck`: look at it, it changed)."""
    s, opp, out = game.s, other(player), []
    mine, theirs = v["players"][player], v["players"][opp]
    if not isinstance(theirs["hand"], int) or theirs["deck_contents"] is not None or \
            not isinstance(theirs["unplaced"], int):
        out.append(f"player {player}'s view shows {opp}'s private cards (2.11.1b)")
    if deck and mine["deck_contents"] is not None and mine["deck_contents"] != sorted(mine["deck_contents"]):
        out.append(f"player {player}'s view shows the order of their deck (2.11.1c)")
    status, lists, players, leaks = s.status, s.zones.lists, v["players"], []
    for p, ln in _ALL_LANES if lanes is None else lanes:
        if _face_down(status, lists, p, ln) and players[p]["lanes"][ln]["blessing"] != HIDDEN:
            leaks.append((p, ln))
    if leaks:  # named in lane order (`lanes` is a set)
        out += [f"player {player}'s view shows the face-down Blessing of {p} lane {ln + 1} (2.11.1c)"
                for p, ln in sorted(leaks)]
    return out


_ALL_LANES = tuple((p, ln) for p in PLAYERS for ln in LANES)
