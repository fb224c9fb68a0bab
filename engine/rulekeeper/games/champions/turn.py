"""The turn (4.1): Start, Battlefield (four steps), Action, Draw, End with the Empty Deck Check."""

from __future__ import annotations

from ...kernel import implements
from . import corners, effects, moving, removal
from .game import Game, GameOver, label
from .order import standard_order
from .state import LANES, other

MAX_TURNS = 400


@implements("4.1", "4.1.1.1", "4.1.1.2", "4.1.1.3", "4.1.1.4", "4.1.3", "6.2.turn")
def start_turn(game: Game) -> None:
    """Actions reset to 2 before any card applies its effects, then 'at the start of your turn' effects resolve in
    Standard Order; then the Battlefield Phase and on to the Action Phase."""
    s = game.s
    s.turn += 1
    if s.turn > MAX_TURNS:
        raise RuntimeError(f"game did not end after {MAX_TURNS} turns")
    s.phase, s.actions, s.passed, s.heroic_used = "start", 2, False, False
    s.used_names.clear()
    s.completed.clear()
    s.moved_from_hand = False
    game.emit("turn", ("4.1", "4.1.1.1"), player=s.active, turn=s.turn, actions=2)
    try:
        starting = game.having("START_OF_YOUR_TURN")
        for cid in game.in_play(s.active):
            if s.names[cid] in starting and cid in s.status and corners.active(game, cid):
                effects.trigger_window(game, cid, "START_OF_YOUR_TURN")
        battlefield_phase(game)
    except GameOver:
        return
    s.phase = "action"
    game.emit("phase", ("4.1.3",), phase="action", player=s.active)


@implements("4.1.2", "4.1.2.1a", "4.1.2.1b", "4.1.2.1c", "4.1.2.1d", "2.4.2.2f", "2.4.2.2h", "2.5.1.10",
            "2.5.1.12", "2.5.2.10", "2.5.2.12", "2.5.1.8", "2.5.2.8", "2.4.2.2c", "2.4.2.2d")
def rotate_smooth(game: Game) -> None:
    """Step 1: every Smooth card in play rotates one step forward, all at once; Clunky and Permanent cards don't."""
    s = game.s
    moved = []
    smooth = corners.smooth_rotations(game)  # per card name, the corners that are Smooth (Champions have none)
    names, status = s.names, s.status
    for cid in game.in_play(s.active):
        rots = smooth.get(names[cid])
        if rots is None or status[cid].dormant or status[cid].rot not in rots:
            continue
        if not corners.passives.is_dormant(game, cid):
            moved.append(cid)
    for cid in moved:
        game.set_rot(cid, s.status[cid].rot + 1)
    if moved:
        game.emit("rotate_smooth", ("4.1.2.1a", "4.1.2.1d"), cards=[label(game, c) for c in moved])


@implements("4.1.2.2a", "4.1.2.2b", "4.1.2.2c")
def update_passives(game: Game) -> None:
    """Step 2: passive effects are read from the cards' current corners whenever needed (passives.py), so this
    step only records which of the acting player's cards now apply their effects."""
    cards, names, active = [], game.s.names, corners.active
    memo = game._memo if game._board == game._memo_at else game.memo()
    for c in game.in_play(game.s.active):
        hit = memo.get(c)  # corners.active's memo, without its call once worked out (nothing here changes it)
        if hit if hit is not None else active(game, c):
            cards.append(names[c])
    game.emit("passives", ("4.1.2.2a",), active=cards)


@implements("4.1.2.3a", "4.1.2.3b", "4.1.2.3c")
def handle_exhausted(game: Game) -> None:
    """Step 3: cards with no rotation symbol, or back upright, Exhaust one at a time in Standard Order, left to
    right, each fully handled before the next."""
    s = game.s
    can = corners.exhausting_rotations(game)  # the cards that can be about to Exhaust (not Champions ...)
    for cid in list(game.in_play(s.active)):
        if s.names[cid] in can and cid in s.status and corners.about_to_exhaust(game, cid) and s.status[cid].face_up:
            corners.exhaust(game, cid, ("4.1.2.3a",))


@implements("4.1.2.4a", "4.1.2.4c", "4.1.2.4d")
def trigger_instant_effects(game: Game) -> None:
    """Step 4: active cards with instant effects trigger, in order from left to right."""
    s, instant = game.s, game.having("instants")
    for cid in game.in_play(s.active):
        if s.names[cid] in instant and cid in s.status and game.row_of(cid) and corners.active(game, cid):
            effects.trigger_instants(game, cid, ("4.1.2.4a",))


def battlefield_phase(game: Game) -> None:
    game.s.phase = "battlefield"
    game.emit("phase", ("4.1.2",), phase="battlefield", player=game.s.active)
    rotate_smooth(game)
    update_passives(game)
    handle_exhausted(game)
    trigger_instant_effects(game)


@implements("4.1.4.1", "4.1.3.4d", "4.1.5.1", "4.1.5.2", "4.1.5.3", "4.1.5.4")
def finish_turn(game: Game) -> None:
    """Draw one card per unused action, 'end of the turn' effects (every card in play, in Standard Order from the
    acting player: 4.1.5.1 names no owner, so they fire at the end of either player's turn), the Empty Deck Check;
    then the opponent's turn."""
    s = game.s
    try:
        s.phase = "draw"
        game.emit("phase", ("4.1.4.1",), phase="draw", player=s.active, unused=s.actions)
        if s.actions:
            moving.draw(game, s.active, s.actions, ("4.1.4.1", "4.1.3.4d"))
        s.actions = 0
        s.phase = "end"
        game.emit("phase", ("4.1.5.1",), phase="end", player=s.active)
        ending = game.having("END_OF_TURN")
        for cid in standard_order(game, s.active):
            if s.names[cid] in ending and cid in s.status and game.row_of(cid) and corners.active(game, cid):
                effects.trigger_window(game, cid, "END_OF_TURN")
        empty_deck_check(game)
    except GameOver:
        return
    if s.winner is not None:
        return
    s.active = other(s.active)
    start_turn(game)


@implements("4.1.5.5a", "4.1.5.5b", "4.1.5.5c")
def empty_deck_check(game: Game) -> None:
    """Only with an empty deck, and only if no card went from hand to the battlefield or discard pile this turn:
    give up an Action card in play, an active Blessing, or a card from hand; then with no Action card or
    Blessing in play, the player is defeated."""
    s, p = game.s, game.s.active
    if s.zones.lists[f"{p}.deck"]:
        return
    game.emit("empty_deck_check", ("4.1.5.5a", "4.1.5.5b"), player=p, moved_from_hand=s.moved_from_hand)
    if s.moved_from_hand:
        return
    actions = [game.top(p, ln) for ln in LANES if game.top(p, ln) is not None]
    blessings = [b for ln in LANES if (b := game.blessing_in_play(p, ln)) is not None and corners.active(game, b)]
    hand = list(s.zones.lists[f"{p}.hand"])
    opts = [("play", c) for c in actions] + [("blessing", c) for c in blessings] + [("hand", c) for c in hand]
    if opts:
        labels = [f"{k}: {label(game, c)}" for k, c in opts]
        kind, cid = opts[game.choose(p, "empty deck check: give up one card", labels, ("4.1.5.5c",))]
        if kind == "play":
            moving.leave_play(game, cid, f"{p}.discard", ("4.1.5.5c",))
        elif kind == "blessing":
            game.set_face_up(cid, False)
            game.emit("face_down", ("4.1.5.5c",), player=p, card=game.name(cid))
        else:
            s.zones.move(cid, f"{p}.discard")
            game.emit("to_discard", ("4.1.5.5c",), player=p, card=game.name(cid))
    still = any(game.top(p, ln) is not None for ln in LANES) or any(
        (b := game.blessing_in_play(p, ln)) is not None and s.status[b].face_up for ln in LANES)
    if not still:
        game.emit("defeated", ("4.1.5.5c",), player=p)
        removal.remove_player(game, p, ("4.1.5.5c", "5.1.1"))
