"""Which cards an effect acts on: This, the controlling Champion, or cards in play picked by side, type, tag and
Highlighted lanes (2.8, 6.2 Allied / Enemy / Control).

Lanes face each other: each player numbers their lanes 0..3 left to right from their own seat, so the enemy lane
opposite my lane `l` is the enemy's lane `3 - l` (2.8.3: the Subject Image is read as if the card were upright).
"""

from __future__ import annotations

from ...kernel import implements
from ...text.champions import ast as A
from .cards import KIND_CATEGORIES
from .game import Game, label
from .state import LANES, other

_KIND = KIND_CATEGORIES


def opposite(lane: int) -> int:
    return 3 - lane


@implements("2.8.1", "2.8.2", "2.8.3", "2.8.4", "2.8.5")
def highlighted_lanes(source_lane: int | None, side: str, lanes: tuple[A.Lane, ...]) -> tuple[int, ...]:
    """The lanes of `side` ("allied"/"enemy") a Subject Image marks, relative to the acting card's lane (the dark
    dot). No lanes, or no position for the card, means every lane of that side."""
    if not lanes or source_lane is None or A.Lane.ALL in lanes:
        return LANES
    centre = source_lane if side == "allied" else opposite(source_lane)
    out: set[int] = set()
    for ln in lanes:
        if ln is A.Lane.THIS or ln is A.Lane.OPPOSITE:
            out.add(centre)
        elif ln is A.Lane.ADJACENT:
            out.update(x for x in (centre - 1, centre + 1) if 0 <= x <= 3)
    return tuple(sorted(out))


@implements("2.14.1", "2.14.3", "2.5.1.1", "2.5.2.1", "2.5.3.1", "6.2.action-card")
def matches(game: Game, cid: int, kinds, tag: str | None) -> bool:
    """A card of one of the named types (its Category line) carrying the named Tag (tags only matter when named)."""
    card = game.pool[game.s.names[cid]]
    if kinds:
        hit = _CATEGORIES.get(id(kinds))  # _categories(kinds), without the call when already worked out
        if card.category not in (hit[1] if hit is not None and hit[0] is kinds else _categories(kinds)):
            return False
    return tag is None or tag in card.tags


_CATEGORIES: dict[int, tuple] = {}  # id(kinds) -> (kinds, the categories they name)


def _categories(kinds: tuple) -> tuple:
    """The categories a tuple of kinds names, worked out once per tuple (the card text's own tuples: the lookup
    is by identity, so no enum is hashed in the loop)."""
    hit = _CATEGORIES.get(id(kinds))
    if hit is None or hit[0] is not kinds:
        hit = _CATEGORIES[id(kinds)] = (kinds, tuple(c for k in kinds for c in _KIND[k]))
    return hit[1]


def candidates(game: Game, source: int, target: A.Cards) -> list[int]:
    """Cards in play matching a `Cards` selection, allied first, left to right."""
    owner = game.owner(source)
    lane = game.lane_of(source)
    if lane is None:
        lane = game.acting_lane(source)
    side = target.side
    sides = ((("allied", owner),) if side is A.Side.ALLIED else (("enemy", other(owner)),) if side is A.Side.ENEMY
             else (("allied", owner), ("enemy", other(owner))))
    out = []
    for side, player in sides:
        for ln in highlighted_lanes(lane, side, target.lanes if target.highlighted or target.lanes else ()):
            for cid in _cards_in_lane(game, player, ln):
                if matches(game, cid, target.kinds, target.tag):
                    out.append(cid)
    return out


def _cards_in_lane(game: Game, player: str, lane: int) -> list[int]:
    out = []
    b = game.blessing_in_play(player, lane)
    if b is not None and game.s.status[b].face_up:
        out.append(b)
    c = game.champion_at(player, lane)
    if c is not None:
        out.append(c)
    t = game.top(player, lane)
    if t is not None:
        out.append(t)
    return out


def in_play_targets(game: Game, source: int, target) -> list[int]:
    """Targets with no choice (passive effects apply to every card that matches)."""
    if isinstance(target, A.This):
        return [source]
    if isinstance(target, A.ThisChampion):
        c = game.acting_champion(source)
        return [c] if c is not None else []
    return candidates(game, source, target)


def choose_targets(game: Game, source: int, target, rules: tuple[str, ...]) -> list[int]:
    """Targets of an instant effect: the owner picks n of the candidates (`up to n`: may pick fewer, 2.2.2)."""
    if not isinstance(target, A.Cards):
        return in_play_targets(game, source, target)
    cands = candidates(game, source, target)
    count = target.count
    if isinstance(count, A.Each) or not cands:
        return cands
    n, optional = count.n, isinstance(count, A.UpTo)
    if len(cands) <= n and not optional:
        return cands
    picked: list[int] = []
    while cands and len(picked) < n:
        opts = [label(game, c) for c in cands] + (["no more"] if optional else [])
        i = game.choose(game.owner(source), "choose a target", opts, rules)
        if i == len(cands):
            break
        picked.append(cands.pop(i))
    return picked
