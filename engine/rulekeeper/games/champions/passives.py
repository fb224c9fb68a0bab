"""Passive effects (4.1.2.2): they apply while their card is active and are read when needed, never stored.

Increase / reduce (2.12), Dormant (6.1.2 Dormant), "can't" (2.2.3), granted Last Stands (2.7.1).
"""

from __future__ import annotations

from ...kernel import implements
from ...text.champions import ast as A
from .amounts import amount_value
from .conditions import holds
from .game import Game, health_kinds
from .shape import shape
from .targets import in_play_targets


def base_active(game: Game, cid: int) -> bool:
    """Active without looking at other cards' Dormant effects (sources of passives are checked this way): face up,
    not Dormant itself, and not on an X corner, a corner without a rotation symbol or back upright (a Permanent
    card, or one without corners, is never inactive by its rotation)."""
    st = game.s.status.get(cid)
    if st is None or not st.face_up or st.dormant:
        return False
    table = game.index.get("inactive_rotations")
    rots = (table if table is not None else inactive_rotations(game)).get(game.s.names[cid])
    return rots is None or not (st.rot >= 4 or st.rot in rots)


def inactive_rotations(game: Game) -> dict[str, frozenset[int]]:
    """Card name -> the rotations (0..3) whose corner leaves it inactive (Game.inactive_rotations)."""
    return game.inactive_rotations()


def sources(game: Game, kind: type) -> tuple:
    """(source card, effect) for every passive effect of `kind` on an active card in play, Standard Order."""
    memo = game._memo if game._board == game._memo_at else game.memo()
    s = game.s  # the acting player's cards are read first (2.7.3.2): memoised per acting player
    by_health = game.index.get("health_kinds")  # health_kinds(game), without its call once worked out
    if by_health is None:
        by_health = health_kinds(game)
    key = ("passives", s.active, health_key(game)) if kind in by_health else ("passives", s.active)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _sources(game)
    return found.get(kind, ())


def health_key(game: Game) -> tuple[tuple[bool, bool], ...]:
    """For each "if you have n or less health" of the pool's passive effects, whether each player is at n or less:
    all that such conditions can tell apart (sources under them are memoised by it, not by every health value).
    Worked out once per pair of health values (for the pool, in Game.index)."""
    health = game.s.health
    both = (health["A"], health["B"])
    keys = game.index.get("health_keys")
    if keys is None:
        keys = game.index["health_keys"] = {}
    found = keys.get(both)
    if found is None:
        found = keys[both] = _health_key(game, *both)
    return found


def _health_key(game: Game, a: int, b: int) -> tuple[tuple[bool, bool], ...]:
    found = game.index.get("health_thresholds")
    if found is None:
        found = game.index["health_thresholds"] = tuple(sorted(
            {cond.n for c in game.pool.values() for _, cond in shape(c).passives if isinstance(cond, A.HealthAtMost)}))
    return tuple((a <= n, b <= n) for n in found)


def carriers(game: Game) -> frozenset[str]:
    """Names of the pool's cards that have any passive effect (computed once per pool)."""
    return game.carriers()


def _sources(game: Game, first: str | None = None) -> dict[type, tuple]:
    """Both players' sources, starting with the acting player's (2.7.3.2): each player's part is memoised on its
    own (`player_sources`), so a new turn, which only changes who reads first, rebuilds neither."""
    if not carriers(game):
        return {}
    first = first or game.s.active
    mine, theirs = player_sources(game, first), player_sources(game, "B" if first == "A" else "A")
    out = dict(mine)
    for k, v in theirs.items():
        out[k] = out[k] + v if k in out else v
    return out


def player_sources(game: Game, player: str) -> dict[type, tuple]:
    """(source card, effect) of `player`'s active cards in play, by kind of passive effect, in Standard Order;
    memoised until the board changes, and per health_key (conditions on health are read here)."""
    memo = game._memo if game._board == game._memo_at else game.memo()
    key = ("passives_of", player, health_key(game))
    found = memo.get(key)
    if found is None:
        found = memo[key] = _player_sources(game, player)
    return found


def _player_sources(game: Game, player: str) -> dict[type, tuple]:
    names, s = carriers(game), game.s
    out: dict[type, list] = {}
    for cid in game.in_play(player):
        if s.names[cid] not in names or not base_active(game, cid):
            continue
        for effect, cond in game.shape(cid).passives:
            if cond is None or holds(game, cid, cond):
                out.setdefault(type(effect), []).append((cid, effect))
    return {k: tuple(v) for k, v in out.items()}


@implements("6.1.2.dormant", "2.14.4g")
def is_dormant(game: Game, cid: int) -> bool:
    memo = game._memo if game._board == game._memo_at else game.memo()
    dormant = memo.get("dormant")
    if dormant is None:
        dormant = memo["dormant"] = set()
        for src, eff in sources(game, A.Dormant):
            dormant.update(t for t in in_play_targets(game, src, eff.target) if t != src)
    return cid in dormant


@implements("2.2.3")
def forbidden(game: Game, cid: int, act: str) -> bool:
    """2.2.3: a card saying something can't happen beats one saying it can. (Nothing is forbidden that no card of
    the pool can forbid: `forbidden_acts`, once per pool.)"""
    acts = game.index.get("forbidden_acts")
    if act not in (acts if acts is not None else forbidden_acts(game)):
        return False
    memo = game._memo if game._board == game._memo_at else game.memo()
    key = ("forbid", act)
    hit = memo.get(key)
    if hit is None:
        hit = memo[key] = set()
        for src, eff in sources(game, A.Forbid):
            if eff.act.value == act:
                hit.update(in_play_targets(game, src, eff.target))
    return cid in hit


def forbidden_acts(game: Game) -> frozenset[str]:
    """What some card of the pool says can't happen ("Deploy Units", "use Heroic Acts" ...): computed once per pool."""
    found = game.index["forbidden_acts"] = frozenset(
        e.act.value for c in game.pool.values() for e, _ in shape(c).passives if isinstance(e, A.Forbid))
    return found


@implements("2.12.1", "2.12.2", "2.12.3")
def modified(game: Game, value: int, sides: tuple[tuple[str, A.Measure], ...], rend: bool = False) \
        -> tuple[int, list[str]]:
    """Add every increase / reduce of the given (player, measure) sides to `value`, in Standard Order, and only
    then floor the total at 0 (so one side's reduction can't be lost before the other side's increase). Rend
    ignores reductions of damage received (6.1.2 Rend). Returns the value and the cards that changed it."""
    total, used = value, []
    for src, eff in sources(game, A.Modify):
        if (game.owner(src), eff.measure) not in sides:
            continue
        if rend and eff.measure is A.Measure.DAMAGE_RECEIVED and eff.change is A.Change.REDUCE:
            continue
        n = amount_value(game, src, eff.amount, ask=False)
        total += n if eff.change is A.Change.INCREASE else -n
        used.append(game.name(src))
    return max(0, total), used


@implements("2.7.1")
def granted_last_stands(game: Game, cid: int) -> list:
    """Last Stand bodies granted to a card by others, in Standard Order; they come after its printed ones."""
    return [eff.ability.body for src, eff in sources(game, A.Grant) if cid in in_play_targets(game, src, eff.target)]
