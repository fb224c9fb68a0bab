"""The `Game` object: the state plus the card pool and the decisions interface, and the helpers every rules
module shares (where a card is, who controls it, what is in play). Rules live in the modules named after sections.
"""

from __future__ import annotations

import json
from typing import Any, Iterator, Sequence

from ...kernel import Decisions, Scripted, implements
from ...kernel.decisions import ask
from ...text.champions import ast as A
from ...text.champions.ast import Modify
from .cards import KIND_CATEGORIES, Card, Category, Rotation
from .shape import shape
from .state import BACK_ZONE, CHAMPION_ZONE, FRONT_ZONE, LANE_OF, LANES, PLAYERS, ROW_OF, State, Status, other


# events that change nothing in play, no corner, no health and not the turn (the memo survives them)
QUIET = frozenset({"choice", "trigger", "phase", "passives", "draw", "draw_ignored", "shuffle", "discard",
                   "condition_unmet", "objective_not_completed", "play", "reveal", "move", "no_damage", "no_health",
                   "modified", "rotate_prevented", "rotate_stopped", "restart_prevented", "last_stand", "cancelled",
                   "pass", "heroic_act", "empty_deck_check", "no_lasting_effect", "deploy_failed", "swap_failed",
                   "to_discard", "objective_completed", "quest_complete"})
# health changes reach memoised facts only through passive effects with a health condition (health_kinds)
HEALTH_EVENTS = frozenset({"damage", "gain_health", "lose_health"})
# a rotation changes memoised facts only through the card turned: Game.set_rot forgets what it must
ROTATIONS = frozenset({"rotate", "rotate_smooth"})
# a card entering or leaving a lane: the code that moves it calls Game.lane_changed, which forgets what it must
LANE_EVENTS = frozenset({"deploy", "leaves_play"})
_KEEPS_MEMO = QUIET | ROTATIONS | LANE_EVENTS


class GameOver(Exception):
    """Raised inside a resolution when a player is removed mid-effect (5.1.2); caught at the action boundary."""


class Game:
    """A game of Champions: the state `s`, the card pool, the decisions interface, and the helpers every rules
    module shares. The methods a driver or a player uses are on `table.Table`, built on top of this."""

    def __init__(self, pool: dict[str, Card], decisions: Decisions | None = None, state: State | None = None):
        self.pool = pool
        self.decisions: Decisions = decisions if decisions is not None else Scripted()
        self.s = state if state is not None else State()
        # card in limbo -> the Champion that played it (an Ability resolving, a card entering play): 6.2 Control
        self.played_by: dict[int, int] = {}
        self.deploying: set[int] = set()  # Champions a card is being Deployed onto right now (2.14.4b)
        self.in_action = False  # the acting player's card or Heroic Act is being played out (5.1.4)
        # derived facts (cards in play, who is active, passive sources) memoised until the board changes: every
        # change is an event, and only events outside QUIET can change them (`touch` for the rest)
        self._memo: dict = {}
        self._memo_at = -1
        self._board = 0
        self.index: dict = {}  # facts about the pool, computed once (passives.carriers, all_cards)
        self._shapes: dict = {}  # card name -> Shape
        self._labels: dict[tuple[int, str], str] = {}  # (card, zone) -> label(): how the log names it there
        self.paranoid = False  # check every invariant over the whole state after every step (invariants.py)
        self.views = None  # both players' views, following the changes (information.Views), once checked

    def all_cards(self) -> frozenset[int]:
        """Every card id of the game (the set never changes once the game is set up)."""
        n = len(self.s.names)
        if self.index.get("all_cards_n") != n:
            self.index["all_cards"] = frozenset(range(n))
            self.index["all_cards_n"] = n
        return self.index["all_cards"]

    def touch(self) -> None:
        """A change made without an event of its own: forget what was memoised."""
        self._board += 1

    def memo(self) -> dict:
        n = self._board
        if n != self._memo_at:
            self._memo.clear()
            self._memo_at = n
        return self._memo

    # --- cards and places ------------------------------------------------------------------------------------
    def shape(self, cid: int):
        """The card's text sorted by when it happens (shape.py), looked up by name."""
        name = self.s.names[cid]
        sh = self._shapes.get(name)
        if sh is None:
            sh = self._shapes[name] = shape(self.pool[name])
        return sh

    def card(self, cid: int) -> Card:
        return self.pool[self.s.names[cid]]

    def name(self, cid: int) -> str:
        return self.s.names[cid]

    def owner(self, cid: int) -> str:
        return self.s.owner[cid]

    def zone(self, cid: int) -> str:
        return self.s.zones.where[cid]

    def lane_of(self, cid: int) -> int | None:
        return LANE_OF.get(self.s.zones.where[cid])

    def row_of(self, cid: int) -> str | None:
        return ROW_OF.get(self.s.zones.where[cid])

    def champion_at(self, player: str, lane: int) -> int | None:
        lst = self.s.zones.lists[CHAMPION_ZONE[player][lane]]
        return lst[0] if lst else None

    def champions(self, player: str) -> Iterator[tuple[int, int]]:
        """(lane, champion) left to right."""
        for lane in LANES:
            c = self.champion_at(player, lane)
            if c is not None:
                yield lane, c

    def front(self, player: str, lane: int) -> list[int]:
        return self.s.zones.lists[FRONT_ZONE[player][lane]]

    @implements("2.14.4e")
    def top(self, player: str, lane: int) -> int | None:
        """The Action card in play in a lane (the top of a Stack, 2.14.4e)."""
        lst = self.s.zones.lists[FRONT_ZONE[player][lane]]
        return lst[-1] if lst else None

    def blessing_in_play(self, player: str, lane: int) -> int | None:
        lst = self.s.zones.lists[BACK_ZONE[player][lane]]
        return lst[-1] if lst else None

    def controller(self, cid: int) -> int | None:
        """6.2 Control: the Champion of the lane an allied card is in (or the Champion itself)."""
        s = self.s
        lane = LANE_OF.get(s.zones.where[cid])
        if lane is None:
            return None
        lst = s.zones.lists[CHAMPION_ZONE[s.owner[cid]][lane]]  # champion_at, without its call
        return lst[0] if lst else None

    def acting_champion(self, cid: int) -> int | None:
        """The Champion an effect of `cid` is attributed to (4.1.3.1b, 6.2 Control)."""
        if cid in self.played_by:
            return self.played_by[cid]
        return self.controller(cid)

    def acting_lane(self, cid: int) -> int | None:
        lane = self.lane_of(cid)
        if lane is None and cid in self.played_by:
            lane = self.lane_of(self.played_by[cid])
        return lane

    @implements("6.1.2.engaged", "6.1.2.disengaged", "6.2.control")
    def engaged(self, champion: int) -> bool:
        """6.1.2 Engaged: controlling a Spell or Unit (otherwise Disengaged)."""
        s = self.s
        return bool(s.zones.lists[FRONT_ZONE[s.owner[champion]][LANE_OF.get(s.zones.where[champion])]])

    def in_play(self, player: str) -> tuple[int, ...]:
        """Every card of a player in play, in Standard Order (2.7.3.2): active Blessings, Champions, Action cards."""
        memo = self._memo if self._board == self._memo_at else self.memo()
        hit = memo.get(player)
        if hit is not None:
            return hit
        lists, status = self.s.zones.lists, self.s.status
        out = []  # plain loops: a comprehension is a call of its own in Python 3.11
        for z in BACK_ZONE[player]:
            lst = lists[z]
            if lst and status[lst[-1]].face_up:
                out.append(lst[-1])
        for z in CHAMPION_ZONE[player]:
            lst = lists[z]
            if lst:
                out.append(lst[0])
        for z in FRONT_ZONE[player]:
            lst = lists[z]
            if lst:
                out.append(lst[-1])
        hit = memo[player] = tuple(out)
        return hit

    def status(self, cid: int) -> Status:
        return self.s.status[cid]

    # --- every value write goes through here (zones: kernel Zones), so checks and views follow the changes ------
    def set_rot(self, cid: int, rot: int) -> None:
        """Turn a card in play to rotation `rot` (corners passed, 0 = upright). Its corner decides whether it is
        active: a card with passive effects that starts or stops being active changes what applies, and everything
        memoised is forgotten; otherwise only whether this card is active (and, if it has Heroic Acts, its player's
        Heroic Acts: no other card's are changed by it)."""
        s = self.s
        st = s.status[cid]
        was, st.rot = st.rot, rot
        s.zones.touch(s.zones.where[cid])
        name = s.names[cid]
        carriers = self.index.get("carriers")
        if name in (carriers if carriers is not None else self.carriers()):
            rots = self.inactive_rotations().get(name)
            if rots is not None and (was >= 4 or was in rots) != (rot >= 4 or rot in rots):
                self._board += 1
                return
        if self._board == self._memo_at:
            self._memo.pop(cid, None)
            heroic = self.index.get(("having", "heroic_acts"))  # self.having("heroic_acts"), without its call
            if name in (heroic if heroic is not None else self.having("heroic_acts")):
                self._memo.pop(("heroic", s.owner[cid]), None)  # the Heroic Acts of the active cards

    def lane_changed(self, cid: int, player: str, lane: int | None) -> None:
        """Card `cid` entered or left play in `player`'s `lane` (Deployed, or gone through limbo; with a Stack, the
        card now on top or the cards underneath). Unless it or a card it covered carries passive effects, or a card
        in play reads cards like them in the lanes (lane_readers), only that player's cards in play, what the lane's
        Champion allows and whether `cid` is active (with the Heroic Acts of the active cards, if it or a card it
        covered has any) can have changed: only those are forgotten, not everything."""
        if self._board != self._memo_at:
            return  # nothing is memoised
        if lane is None:
            self._board += 1
            return
        names, pool, carriers, readings = self.s.names, self.pool, self.carriers(), self.readings_in_play()
        heroic, heroic_changed = self.having("heroic_acts"), False
        # the card, and the Stack it joined: the card it covered was in play and is not any more
        for c in (cid, *self.s.zones.lists[FRONT_ZONE[player][lane]]):
            name = names[c]
            if name in heroic:
                heroic_changed = True
            if name in carriers:  # its passive effects start or stop applying (lane readers carry some)
                self._board += 1
                return
            card = pool[name]
            for cats, tag in readings:
                if (cats is None or card.category in cats) and (tag is None or tag in card.tags):
                    self._board += 1
                    return
        memo = self._memo
        memo.pop(player, None)
        memo.pop(("playable", player), None)
        if heroic_changed:
            memo.pop(("heroic", player), None)
        memo.pop(cid, None)
        champ = self.champion_at(player, lane)
        if champ is not None:
            memo.pop(("host", champ), None)

    def readings_in_play(self) -> tuple:
        """What the lane readers in play (either player's) read: their (categories, tag) pairs, lane_readers.
        Memoised: a lane reader only comes into play with a change that forgets everything (it carries passive
        effects), so nothing lane_changed keeps can change this."""
        memo = self._memo if self._board == self._memo_at else self.memo()
        found = memo.get("readers")
        if found is None:
            readers, names, out = self.lane_readers(), self.s.names, []
            if readers:
                for p in PLAYERS:
                    for c in self.in_play(p):
                        reads = readers.get(names[c])
                        if reads:
                            out += [r for r in reads if r not in out]
            found = memo["readers"] = tuple(out)
        return found

    def lane_readers(self) -> dict[str, tuple]:
        """Card name -> what its passive effects read in the lanes, as (categories or None for any, tag or None)
        pairs, for the pool's cards with one (computed once per pool): a Dormant, "can't" or Grant effect picks its
        targets from the lanes; an "if you control ..." condition (6.2 Control) counts cards in play."""
        found = self.index.get("lane_readers")
        if found is None:
            found = self.index["lane_readers"] = {}
            for n, c in self.pool.items():
                reads = []
                for e, cond in shape(c).passives:
                    target = getattr(e, "target", None) if isinstance(e, (A.Dormant, A.Forbid, A.Grant)) else None
                    for what in (target, cond):
                        if isinstance(what, (A.Cards, A.Controls)):
                            cats = frozenset(k for kind in what.kinds for k in KIND_CATEGORIES[kind]) \
                                if what.kinds else None
                            reads.append((cats, what.tag))
                if reads:
                    found[n] = tuple(reads)
        return found

    def inactive_rotations(self) -> dict[str, frozenset[int]]:
        """Card name -> the rotations (0..3) whose corner leaves it inactive (an X corner or one without a rotation
        symbol; 4, back upright, always does), for every card of the pool that has corners and is not Permanent
        (computed once per pool; passives.base_active reads it instead of the corners)."""
        found = self.index.get("inactive_rotations")
        if found is None:
            found = self.index["inactive_rotations"] = {
                n: frozenset(r for r, c in enumerate(card.corners) if c.x or c.rotation is Rotation.NONE)
                for n, card in self.pool.items() if card.corners and not card.permanent}
        return found

    def carriers(self) -> frozenset[str]:
        """Names of the pool's cards that have any passive effect (computed once per pool)."""
        found = self.index.get("carriers")
        if found is None:
            found = self.index["carriers"] = frozenset(n for n, c in self.pool.items() if shape(c).passives)
        return found

    def having(self, part: str) -> frozenset[str]:
        """Names of the pool's cards whose text has `part` (computed once per pool): a trigger window
        ("END_OF_TURN", "AFTER_PLAYING" ...: shape.triggered) or a part of the shape ("instants", "heroic_acts").
        Loops over the cards in play test a name against it instead of looking up every card's shape."""
        key = ("having", part)
        found = self.index.get(key)
        if found is None:
            found = self.index[key] = frozenset(
                n for n, c in self.pool.items()
                if (part in shape(c).triggered if part.isupper() else bool(getattr(shape(c), part))))
        return found

    def set_face_up(self, cid: int, face_up: bool) -> None:
        self.s.status[cid].face_up = face_up
        self.s.zones.touch(self.s.zones.where[cid])

    def set_status(self, cid: int, status: Status) -> None:
        """A card comes into play (or is placed): what it carries beyond its printed text starts afresh."""
        self.s.status[cid] = status
        zones = self.s.zones
        zones.touch(zones.where[cid])
        zones.moved.add(cid)

    def drop_status(self, cid: int) -> None:
        """A card left play: it carries nothing any more."""
        if self.s.status.pop(cid, None) is not None:
            self.s.zones.moved.add(cid)

    def set_health(self, player: str, health: int) -> None:
        self.s.health[player] = health

    def find(self, player: str, name: str, zone: str) -> int | None:
        for cid in self.s.zones.lists[f"{player}.{zone}"]:
            if self.s.names[cid] == name:
                return cid
        return None

    # --- log and choices -------------------------------------------------------------------------------------
    def emit(self, kind: str, rules: tuple[str, ...] | str, **data: Any) -> None:
        if rules.__class__ is tuple and rules:  # what EventLog.record checks, without its call
            self.s.log.pending.append((kind, rules, data))
        else:
            self.s.log.record(kind, rules, data)
        if kind not in _KEEPS_MEMO:
            if kind in HEALTH_EVENTS:
                if self.health_matters():
                    self._board += 1
            elif kind != "turn" or self.turn_matters():
                self._board += 1

    def turn_matters(self) -> bool:
        """Can a new turn alone change a memoised fact? Only a condition on "since your last turn" (6.2) reads the
        turn; the order passive sources are read in (the acting player's first) is memoised per acting player."""
        tm = self.index.get("turn_matters")
        if tm is None:
            tm = self.index["turn_matters"] = A.TookDamage in health_kinds(self)
        return tm

    def health_matters(self) -> bool:
        """Can a change of health alone change a memoised fact (Dormant / can't / Grant with a health condition)?"""
        hm = self.index.get("health_matters")
        if hm is None:
            hm = self.index["health_matters"] = bool(health_kinds(self) - {Modify})
        return hm

    def choose(self, player: str, prompt: str, options: Sequence[str], rules: tuple[str, ...] = ()) -> int:
        """Ask a player through the decisions interface; a real choice (2+ options) is logged (kernel `ask`)."""
        return ask(self.decisions, self, player, prompt, list(options), rules or ("2.2.2",))

    # --- snapshot / restore ----------------------------------------------------------------------------------
    def snapshot(self) -> dict:
        """The whole game as JSON-able data (cards by name; the pool is not included)."""
        return self.s.to_json()

    def snapshot_text(self) -> str:
        return json.dumps(self.snapshot(), sort_keys=True, separators=(",", ":"))

    def restore(self, snap: dict) -> None:
        unknown = sorted({n for n in snap["names"] if n not in self.pool})
        if unknown:
            raise KeyError(f"snapshot names cards not in the pool: {', '.join(unknown)}")
        self.s = State.from_json(snap)
        self._memo_at = -1
        self._labels = {}  # card ids may name other cards now

    @property
    def over(self) -> bool:
        return self.s.winner is not None


def label(game: Game, cid: int) -> str:
    """A card as a judge names it: `Pack of Bloodletters (A lane 2)` (worked out once per card and zone: a card's
    name and owner never change in a game)."""
    s = game.s
    z = s.zones.where[cid]
    key = (cid, z)
    found = game._labels.get(key)
    if found is None:
        where = f"lane {int(z[6]) + 1}" if z[2:6] == "lane" else z.split(".")[-1]
        found = game._labels[key] = f"{s.names[cid]} ({s.owner[cid]} {where})"
    return found


__all__ = ["Game", "GameOver", "label", "PLAYERS", "other", "Category"]


def health_kinds(game: Game) -> frozenset[type]:
    """Passive effect types that some card of the pool applies only under a health condition ("if you have n or
    less health"): their sources are memoised per health, so damage need not invalidate everything else. "Took
    damage since your last turn" (6.2) is not a function of health: A.TookDamage itself is then in the set, so
    Game.health_matters holds and every damage or healing forgets the memo."""
    index = game.index
    if "health_kinds" not in index:
        index["health_kinds"] = frozenset(k for c in game.pool.values() for e, cond in shape(c).passives
                                          if isinstance(cond, (A.HealthAtMost, A.TookDamage))
                                          for k in ((type(e), A.TookDamage) if isinstance(cond, A.TookDamage)
                                                    else (type(e),)))
    return index["health_kinds"]
