"""Corners and rotation (2.4.2.2, 2.5.1.5-2.5.1.14, 2.5.2.5-2.5.2.14, 6.1.2 Rotate / Restart / Exhaust, 6.2 X).

A card's rotation `rot` counts the steps it has turned forward (anticlockwise): its current corner is
`corners[rot]`; `rot == 4` means it is back to its original orientation.
"""

from __future__ import annotations

from ...kernel import implements
from . import effects, moving, passives, quests
from .cards import Category, Rotation
from .game import Game, label


@implements("2.4.2.2k", "2.5.1.13", "2.5.2.13")
def about_to_exhaust(game: Game, cid: int) -> bool:
    """No rotation symbol in the current corner, or back at the original orientation (a Permanent card never)."""
    table = game.index.get("exhausting_rotations")
    rots = (table if table is not None else _rotations(game)[0]).get(game.s.names[cid])
    if rots is None:  # a Champion, a card without corners, a Permanent Blessing
        return False
    rot = game.s.status[cid].rot
    return rot >= 4 or rot in rots


def _rotations(game: Game) -> tuple[dict, dict]:
    """Per card name, once per pool: the rotations (0..3) whose corner has no rotation symbol, for the cards that
    can be about to Exhaust (not Champions, not Permanent, with corners); and those whose corner is Smooth."""
    pool, index = game.pool, game.index
    index["exhausting_rotations"] = {
        n: frozenset(r for r, c in enumerate(card.corners) if c.rotation is Rotation.NONE)
        for n, card in pool.items()
        if card.category is not Category.CHAMPION and card.corners and not card.permanent}
    index["smooth_rotations"] = {
        n: frozenset(r for r, c in enumerate(card.corners) if c.rotation is Rotation.SMOOTH)
        for n, card in pool.items() if card.corners}
    return index["exhausting_rotations"], index["smooth_rotations"]


@implements("2.5.1.6", "2.5.1.7", "2.5.2.6", "2.5.2.7", "2.4.2.2i", "2.4.2.2j", "6.2.x", "6.1.2.dormant")
def active(game: Game, cid: int) -> bool:
    """A card applies its effects unless its corner shows X, it is about to Exhaust, it is Dormant, or
    (a Blessing) it is face down."""
    memo = game._memo if game._board == game._memo_at else game.memo()
    hit = memo.get(cid)  # card ids are the memo's only int keys
    if hit is None:
        dormant = memo.get("dormant")  # is_dormant's set, without its call once it is worked out
        hit = memo[cid] = passives.base_active(game, cid) and not (
            cid in dormant if dormant is not None else passives.is_dormant(game, cid))
    return hit


@implements("2.4.2.2e", "2.5.1.9", "2.5.2.9", "2.4.2.2g", "2.5.1.11", "2.5.2.11", "6.1.2.clunky")
def smooth(game: Game, cid: int) -> bool:
    """Smooth: a circular symbol in the current corner (Clunky: irregular; neither rotates by itself)."""
    rots = smooth_rotations(game).get(game.s.names[cid])
    return rots is not None and game.s.status[cid].rot in rots


def exhausting_rotations(game: Game) -> dict[str, frozenset[int]]:
    """Card name -> the rotations whose corner has no rotation symbol, for the cards that can be about to Exhaust
    (not Champions, not Permanent, with corners; once per pool)."""
    table = game.index.get("exhausting_rotations")
    return table if table is not None else _rotations(game)[0]


def smooth_rotations(game: Game) -> dict[str, frozenset[int]]:
    """Card name -> the rotations whose corner is Smooth, for the cards of the pool with corners (once per pool)."""
    table = game.index.get("smooth_rotations")
    return table if table is not None else _rotations(game)[1]


@implements("6.1.2.rotate", "2.5.1.14", "2.5.2.14", "2.4.2.2l")
def rotate(game: Game, cid: int, steps: int, forward: bool = True, rules: tuple[str, ...] = ("6.1.2.rotate",),
           trigger: bool = True) -> None:
    """Rotate by a card effect: each corner passed over or landed on triggers and fully resolves before the next
    step; forward past the last corner Exhausts; never backward past the first corner. Dormant cards and cards
    that "can't Rotate" don't."""
    if cid not in game.s.status or game.s.status[cid].dormant or passives.is_dormant(game, cid):
        game.emit("rotate_prevented", ("6.1.2.dormant",), card=label(game, cid))
        return
    if passives.forbidden(game, cid, "Rotate"):
        game.emit("rotate_prevented", ("2.2.3",), card=label(game, cid))
        return
    for _ in range(steps):
        if cid not in game.s.status or game.row_of(cid) not in ("front", "back", "champion"):
            return  # it left play mid-rotation (2.5.1.14)
        st = game.s.status[cid]
        if not forward and st.rot == 0:
            game.emit("rotate_stopped", ("6.1.2.rotate",), card=label(game, cid), reason="first corner")
            return
        game.set_rot(cid, st.rot + (1 if forward else -1))
        game.emit("rotate", rules, card=label(game, cid), corner=st.rot + 1,
                  direction="forward" if forward else "backward")
        if game.card(cid).category is Category.CHAMPION:
            if st.rot >= 4:
                quests.complete_quest(game, cid)
                return
            continue
        if about_to_exhaust(game, cid):
            exhaust(game, cid, ("6.1.2.exhaust",) + rules)
            return
        if trigger and active(game, cid):
            effects.trigger_instants(game, cid, rules)


@implements("6.1.2.restart")
def restart(game: Game, cid: int) -> None:
    """Back to the first corner; not a Rotation. If it moved and the first corner has an effect, it triggers."""
    st = game.s.status.get(cid)
    if st is None or st.dormant or passives.is_dormant(game, cid):
        game.emit("restart_prevented", ("6.1.2.dormant",), card=label(game, cid))
        return
    was = st.rot
    game.set_rot(cid, 0)
    game.emit("restart", ("6.1.2.restart",), card=label(game, cid), was_corner=was + 1)
    if was != 0 and active(game, cid) and game.card(cid).category is not Category.CHAMPION:
        effects.trigger_instants(game, cid, ("6.1.2.restart",))


@implements("6.1.2.exhaust", "4.1.2.3a", "4.1.2.3b", "2.4.2.2k")
def exhaust(game: Game, cid: int, rules: tuple[str, ...] = ("6.1.2.exhaust",)) -> None:
    """Exhaust: through limbo (its 'when this exhausts' effects trigger there), then a Spell or Unit is discarded
    and a Blessing is turned face down in the Blessing row."""
    card, owner = game.card(cid), game.owner(cid)
    if card.category is Category.BLESSING:
        home = game.zone(cid)
        game.s.zones.move(cid, "limbo")
        game.emit("exhaust", rules + ("4.1.2.3b",), card=game.name(cid), player=owner)
        effects.trigger_window(game, cid, "EXHAUSTS")
        game.s.zones.move(cid, home)
        game.set_face_up(cid, False)
        game.emit("face_down", ("2.4.2.2k",), card=game.name(cid), player=owner)
        return
    moving.leave_play(game, cid, f"{owner}.discard", rules, exhausting=True)
