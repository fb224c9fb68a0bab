"""The start of the game (3.2): order of play, Blessings and deck shuffled, Champions placed 1-2-2-2-1,
starting health, opening hands of 4 and 5 — then the first player's first turn."""

from __future__ import annotations

from ...kernel import Decisions, Rng, implements
from .cards import Card, Category
from .game import Game
from .state import LANES, MAX_HEALTH, PLAYERS, START_HEALTH, State, Status, lane_zone, new_zones, other


def split_deck(pool: dict[str, Card], names: list[str]) -> dict[str, list[str]]:
    """A flat decklist -> champions / blessings / action cards (2.1.1.1: Champions and Blessings kept apart)."""
    out: dict[str, list[str]] = {"champions": [], "blessings": [], "actions": []}
    for n in names:
        if n not in pool:
            raise KeyError(f"unknown card {n!r} in decklist")
        cat = pool[n].category
        key = "champions" if cat is Category.CHAMPION else "blessings" if cat is Category.BLESSING else "actions"
        out[key].append(n)
    return out


def _split_once(game: Game, names: list[str]) -> dict[str, list[str]]:
    """split_deck, worked out once per decklist for the pool (Game.index: games of a simulation share it)."""
    key = ("deck_parts", tuple(names))
    found = game.index.get(key)
    if found is None:
        found = game.index[key] = split_deck(game.pool, names)
    return found


def add_card(s: State, name: str, owner: str, zone: str) -> int:
    cid = len(s.names)
    s.names.append(name)
    s.owner.append(owner)
    s.zones.put(cid, zone)
    return cid


@implements("3.2.1.1", "3.2.1.2", "3.2.1.3", "3.2.1.4", "3.1.1a", "3.1.4b", "2.1.1.4")
def new_game(pool: dict[str, Card], decks: dict[str, list[str]], seed: int | str = 0,
             decisions: Decisions | None = None, first: str | None = None, start: bool = True,
             cls: type[Game] = Game, index: dict | None = None) -> Game:
    """Both decks shuffled with the game's seeded RNG; Blessings shuffled and placed face down one per column.
    (`cls`: the class to build, e.g. the public `table.Table`.)"""
    s = State(rng=Rng(seed))
    new_zones(s.zones)
    game = cls(pool, decisions, s)
    if index is not None:
        game.index = index
    parts = {p: _split_once(game, list(decks[p])) for p in PLAYERS}
    for p in PLAYERS:
        for n in parts[p]["champions"]:
            add_card(s, n, p, f"{p}.champions")
        for n in parts[p]["blessings"]:
            add_card(s, n, p, f"{p}.blessings")
        for n in parts[p]["actions"]:
            add_card(s, n, p, f"{p}.deck")
    s.first = first or ("A" if s.rng.randrange(2) == 0 else "B")
    s.active = s.first
    game.emit("first_player", ("3.2.1.1", "3.2.1.2"), player=s.first, seed=seed)
    for p in PLAYERS:
        bl = s.zones.lists[f"{p}.blessings"]
        s.zones.shuffle(f"{p}.blessings", s.rng)
        for lane, b in zip(LANES, list(bl)):
            s.zones.move(b, lane_zone(p, lane, "blessing"))
        game.emit("blessings_placed", ("3.2.1.3", "3.1.4b"), player=p, 
                  count=sum(1 for ln in LANES if s.zones.lists[lane_zone(p, ln, "blessing")]))
        s.zones.shuffle(f"{p}.deck", s.rng)
        game.emit("shuffle", ("3.2.1.4",), player=p)
    place_champions(game)
    starting_health(game)
    opening_hands(game)
    if start:
        from .turn import start_turn
        start_turn(game)
    return game


@implements("3.2.2.1", "3.2.2.2", "3.2.2.3", "3.2.2.4", "3.2.2.5", "3.2.2.6", "2.4.1.3a")
def place_champions(game: Game) -> None:
    """First player 1, second 2, first 2, second 2, first 1; each placed face up on a Blessing in an empty slot."""
    s, first = game.s, game.s.first
    order = [(first, 1, "3.2.2.2"), (other(first), 2, "3.2.2.3"), (first, 2, "3.2.2.4"),
             (other(first), 2, "3.2.2.5"), (first, 1, "3.2.2.6")]
    for p, n, rule in order:
        for _ in range(n):
            waiting = s.zones.lists[f"{p}.champions"]
            free = [ln for ln in LANES if game.champion_at(p, ln) is None]
            if not waiting or not free:
                break
            c = waiting[game.choose(p, "place which Champion", [game.name(x) for x in waiting], (rule,))]
            lane = free[game.choose(p, f"place {game.name(c)} in which lane", [f"lane {ln + 1}" for ln in free],
                                    (rule,))]
            s.zones.move(c, lane_zone(p, lane, "champion"))
            game.set_status(c, Status())
            game.emit("place_champion", (rule,), player=p, champion=game.name(c), lane=lane + 1)


@implements("3.2.2.7", "2.13.1", "2.1.3.3")
def starting_health(game: Game) -> None:
    """30 plus the Champions' health modifiers, at most 35."""
    for p in PLAYERS:
        mods = sum(game.card(c).health_modifier or 0 for _, c in game.champions(p))
        game.set_health(p, max(0, min(MAX_HEALTH, START_HEALTH + mods)))
        game.emit("starting_health", ("3.2.2.7",), player=p, modifiers=mods, health=game.s.health[p])


@implements("3.2.3.1", "3.2.3.2")
def opening_hands(game: Game) -> None:
    from .moving import draw
    first = game.s.first
    draw(game, first, 4, ("3.2.3.2",))
    draw(game, other(first), 5, ("3.2.3.2",))
