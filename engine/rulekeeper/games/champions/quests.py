"""Quests and Blessings (2.6): objectives, rotating forward on completion, revealing the Blessing."""

from __future__ import annotations

from ...kernel import implements
from ...text.champions import ast as A
from . import corners, effects
from .cards import Duration
from .game import Game, label
from .state import Status, lane_zone


@implements("2.6.1", "2.6.2")
def objective(game: Game, champion: int) -> A.Objective | None:
    """The current Quest Objective: the one in the current (top-left) corner; none once the Quest is complete."""
    s = game.s
    rot = s.status[champion].rot
    objs = game.pool[s.names[champion]].objectives
    return objs[rot] if rot < len(objs) else None


@implements("2.6.3", "2.6.3a", "2.6.3b", "2.6.3c", "2.6.3d", "2.6.3e", "2.6.3f", "2.6.4", "2.6.5", "2.9.3")
def check(game: Game, champion: int, kind: A.ObjectiveKind, card: int, tag_of: int | None = None) -> bool:
    """If the Champion's current objective is `kind`, and `card` has not already completed an objective for this
    Champion this turn (2.6.4), the Champion rotates forward one step at once (2.6.5)."""
    obj = objective(game, champion)
    if obj is None or obj.kind is not kind:
        return False
    if obj.tag is not None and obj.tag not in game.card(tag_of if tag_of is not None else card).tags:
        return False
    key = (champion, card)
    if key in game.s.completed:
        game.emit("objective_not_completed", ("2.6.4",), champion=label(game, champion), objective=str(obj),
                  card=game.name(card))
        return False
    game.s.completed.add(key)
    st = game.s.status[champion]
    game.set_rot(champion, st.rot + 1)
    game.emit("objective_completed", ("2.6.3", "2.6.5"), champion=label(game, champion), objective=str(obj),
              card=game.name(card), corner=st.rot + 1)
    if st.rot >= len(game.card(champion).objectives):
        complete_quest(game, champion)
    return True


@implements("2.6.6", "2.6.7", "2.4.2.3b", "2.4.2.2a", "2.4.2.2b", "2.4.2.3a")
def complete_quest(game: Game, champion: int) -> None:
    """All objectives done: the Blessing under the Champion is revealed. A Passive one goes face up in the
    Blessing row; an Instant one resolves, then is turned face down there."""
    owner, lane = game.owner(champion), game.lane_of(champion)
    game.emit("quest_complete", ("2.6.6",), champion=label(game, champion))
    under = game.s.zones.lists[lane_zone(owner, lane, "blessing")]
    if not under:
        return
    b = under[-1]
    game.s.zones.move(b, lane_zone(owner, lane, "back"))
    game.set_status(b, Status())
    card = game.card(b)
    game.emit("reveal_blessing", ("2.4.2.3b",), player=owner, lane=lane, card=card.name,
              duration=card.duration.value if card.duration else None)
    if corners.active(game, b):
        effects.trigger_instants(game, b, ("2.6.7", "2.4.2.2i"))
    if card.duration is Duration.INSTANT and b in game.s.status:
        game.set_face_up(b, False)
        game.emit("face_down", ("2.4.2.2b", "2.6.7"), player=owner, card=card.name)
