"""Moving cards (2.10, 3.1): drawing, discarding, leaving play through limbo, Remove, Deploy, Move, Swap/Replace."""

from __future__ import annotations

from ...kernel import implements
from ...text.champions import ast as A
from . import effects, health, quests
from .cards import Category
from .game import Game, label
from .order import in_standard_order
from .passives import granted_last_stands
from .shape import shape
from .state import lane_zone
from .targets import matches

ZONE = {A.Zone.HAND: "hand", A.Zone.DECK: "deck", A.Zone.DISCARD: "discard"}


@implements("3.1.1b", "3.1.1d", "6.1.2.draw", "4.1.4.2", "3.1.2c")
def draw(game: Game, player: str, n: int, rules: tuple[str, ...]) -> int:
    """Draw from the top, one card at a time (one event each); from an empty deck a draw is ignored and does not
    count as drawing. The hand has no upper limit (3.1.2c)."""
    deck, drawn = game.s.zones.lists[f"{player}.deck"], 0
    for _ in range(n):
        if not deck:
            game.emit("draw_ignored", ("3.1.1d",), player=player)
            break
        top = deck[-1]
        game.s.zones.move(top, f"{player}.hand")
        drawn += 1
        game.emit("draw", rules, player=player, card=game.name(top))
    return drawn


@implements("3.1.1c")
def shuffle(game: Game, player: str) -> None:
    game.s.zones.shuffle(f"{player}.deck", game.s.rng)
    game.emit("shuffle", ("3.1.1c",), player=player)


def from_hand(game: Game, cid: int) -> None:
    """Remember a card left the acting player's hand for the battlefield or discard pile (4.1.5.5c)."""
    if game.owner(cid) == game.s.active and game.zone(cid).endswith(".hand"):
        game.s.moved_from_hand = True


@implements("6.1.2.discard", "2.10.1.4")
def discard_from_hand(game: Game, player: str, n: int) -> None:
    """The discarding player picks which cards, and so the order they go onto the discard pile."""
    hand = game.s.zones.lists[f"{player}.hand"]
    for _ in range(min(n, len(hand))):
        i = game.choose(player, "discard which card", [game.name(c) for c in hand], ("2.10.1.4",))
        cid = hand[i]
        from_hand(game, cid)
        game.s.zones.move(cid, f"{player}.discard")
        game.emit("discard", ("6.1.2.discard",), player=player, card=game.name(cid))


@implements("6.2.leaving-play", "3.1.5b", "2.14.4f", "4.1.2.3c")
def leave_play(game: Game, cid: int, dest: str, rules: tuple[str, ...], exhausting: bool = False,
               triggers: bool = True) -> None:
    """A card leaves play through limbo, where its 'leaves play' (and 'exhausts') effects trigger. A Stack leaves
    with it: the cards underneath trigger nothing and go to the discard pile first, bottom card lowest."""
    owner, home = game.owner(cid), game.zone(cid)
    lane = game.lane_of(cid)
    under = [c for c in game.s.zones.lists[home] if c != cid] if home.endswith(".front") else []
    game.s.zones.move(cid, "limbo")
    game.lane_changed(cid, owner, lane)
    game.emit("leaves_play", rules, card=game.name(cid), player=owner, to=dest.split(".")[-1])
    if triggers:
        if exhausting:
            effects.trigger_window(game, cid, "EXHAUSTS")
        effects.trigger_window(game, cid, "LEAVES_PLAY")
    for c in under:
        game.s.zones.move(c, f"{owner}.discard")
        game.drop_status(c)
        game.lane_changed(c, owner, lane)
        game.emit("leaves_play", ("2.14.4f",), card=game.name(c), player=owner, to="discard")
    if game.zone(cid) == "limbo":
        game.s.zones.move(cid, dest)
    game.drop_status(cid)
    game.lane_changed(cid, owner, lane)  # whether it is active: no longer (its status is gone)


@implements("6.1.2.remove", "6.1.2.last-stand", "2.10.1.3", "2.6.3f", "2.7.1", "2.7.3.2")
def remove(game: Game, source: int, targets: list[int]) -> None:
    """Last Stand effects first, in Standard Order, printed before granted (2.7.1), the cards still on the board;
    then into limbo together and onto the discard pile left to right. Completes 'Remove Unit or Spell'."""
    targets = in_standard_order(game, game.owner(source),
                                [t for t in targets if game.row_of(t) in ("front", "back")])
    for t in targets:
        card = game.card(t)
        for body in shape(card).last_stands + granted_last_stands(game, t):
            if t in game.s.status:
                game.emit("last_stand", ("6.1.2.last-stand",), card=label(game, t))
                effects.resolve(game, t, (body,), ("6.1.2.last-stand",))
    targets = sorted((t for t in targets if game.row_of(t) in ("front", "back")),
                     key=lambda t: (game.owner(t) != game.owner(source), game.lane_of(t)))
    acted = [t for t in targets if game.card(t).category in (Category.UNIT, Category.SPELL)]
    for t in targets:
        leave_play(game, t, f"{game.owner(t)}.discard", ("6.1.2.remove", "2.10.1.3"))
    champ = health.attributed(game, source) if source in game.s.status or game.zone(source) == "limbo" else None
    if acted and champ is not None:
        quests.check(game, champ, A.ObjectiveKind.REMOVE_UNIT_OR_SPELL, source)


@implements("2.10.2.1", "2.10.2.4")
def pick_cards(game: Game, player: str, zone: str, pick: A.Pick, optional: bool) -> list[int]:
    """The owner picks cards matching `pick` from one of their zones (2.10.2.1); restricted moves may decline
    (2.10.2.4)."""
    cards = [c for c in game.s.zones.lists[f"{player}.{zone}"] if matches(game, c, pick.kinds, pick.tag)]
    n = len(cards) if isinstance(pick.count, A.Each) else pick.count.n
    optional = optional or isinstance(pick.count, A.UpTo) or bool(pick.kinds) or bool(pick.tag)
    picked = []
    while cards and len(picked) < n:
        names = [game.name(c) for c in cards] + (["none"] if optional else [])
        i = game.choose(player, f"pick a card from your {zone}", names, ("2.10.2.1", "2.10.2.4"))
        if i == len(cards):
            break
        picked.append(cards.pop(i))
    return picked


@implements("6.2.move", "2.10.2.2", "2.10.2.3", "2.10.3.1", "2.10.3.2", "3.1.3c")
def move_cards(game: Game, source: int, pick: A.Pick, src: A.Zone, dst: A.Zone) -> None:
    """Move cards between areas (not Played, Discarded, Removed or Returned); cards of a named kind are revealed.
    Taking a card out of the discard pile leaves the others in their order (3.1.3c)."""
    owner = game.owner(source)
    s, d = ZONE[src], ZONE[dst]
    restricted = bool(pick.kinds and pick.kinds != (A.Kind.CARD,)) or bool(pick.tag)
    for cid in pick_cards(game, owner, s, pick, optional=restricted):
        if s == "hand" and d == "discard":
            from_hand(game, cid)
        game.s.zones.move(cid, f"{owner}.{d}")
        game.emit("move", ("6.2.move",) + (("2.10.3.1",) if restricted else ("2.10.3.2",)), player=owner,
                  card=game.name(cid) if restricted or "deck" not in (s, d) else "a card", frm=s, to=d)
    if "deck" in (s, d):
        shuffle(game, owner)


@implements("2.10.4.1", "2.10.4.2")
def swap_champions(game: Game, first: int, second: int) -> None:
    """Two Champions (ids) of one player swap positions with every card they control (Units, Spells, Blessings face
    up or down, revealed or not), each keeping its current rotation. (No card in cards.yaml does this yet.)"""
    player, lane_a, lane_b = game.owner(first), game.lane_of(first), game.lane_of(second)
    if game.owner(second) != player or lane_a is None or lane_b is None:
        raise ValueError("swap_champions takes two Champions in play of the same player")
    lists = game.s.zones.lists
    for row in ("champion", "blessing", "back", "front"):
        za, zb = lane_zone(player, lane_a, row), lane_zone(player, lane_b, row)
        a, b = list(lists[za]), list(lists[zb])
        for c in a:
            game.s.zones.move(c, zb)
        for c in b:
            game.s.zones.move(c, za)
    game.emit("swap_champions", ("2.10.4.1", "2.10.4.2"), player=player, champions=[game.name(first),
              game.name(second)], lanes=[lane_a + 1, lane_b + 1])


@implements("6.1.2.support", "2.14.4e")
def support(game: Game, cid: int) -> int:
    """The number of cards under a Stacking Unit (only the top card applies effects; those under it support)."""
    if game.row_of(cid) != "front":
        return 0
    stack = game.front(game.owner(cid), game.lane_of(cid))
    return stack.index(cid) if cid in stack else 0
