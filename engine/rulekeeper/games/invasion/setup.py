"""Setting up a game (core.setup.*): shuffled decks, the first player, opening hands and the mulligan; the
numbers are the spec's meta (settings.py)."""

from __future__ import annotations

from collections import Counter

from ...kernel import IllegalAction, Rng, implements
from .cards import Card
from .game import Game
from .settings import settings
from .state import PLAYERS, State, other
from .turn import begin_turn, expect


def capital_race(pool: dict[str, Card], names: list[str]) -> str:
    """The race of the deck's capital board: its most common race (core.capital.race-symbol)."""
    races = Counter(pool[n].race for n in names if pool[n].race != "Neutral")
    return min(races, key=lambda r: (-races[r], r)) if races else "Neutral"


@implements("core.setup.start")
def new_game(pool: dict[str, Card], decks: dict[str, list[str]], seed: int | str = 0, first: str | None = None,
             cls=Game) -> Game:
    """Both decks shuffled, the first player chosen at random (or given), opening hands drawn; then the players
    keep or mulligan (the first player first), and the first turn begins."""
    unknown = sorted({n for d in decks.values() for n in d if n not in pool})
    if unknown:
        raise ValueError(f"unknown card(s): {', '.join(map(repr, unknown))}")
    s = State(rng=Rng(seed))
    s.add_players()
    g = cls(pool, s)
    for p in PLAYERS:
        for name in decks[p]:
            s.new_card(name, p, f"{p}.deck")
        s.race[p] = capital_race(pool, decks[p])
        s.rng.shuffle(s.zones[f"{p}.deck"])
        g.emit("shuffle", ("core.setup.start",), player=p, cards=len(decks[p]), race=s.race[p])
    s.first = first if first in PLAYERS else PLAYERS[s.rng.randrange(2)]
    s.active = s.first
    g.emit("first_player", ("core.setup.start",), player=s.first)
    for p in (s.first, other(s.first)):
        g.draw(p, settings().opening_hand, ("core.setup.start",))
    s.step, s.deciding = "mulligan", s.first
    _next_mulligan(g, s.first)
    return g


def _next_mulligan(g: Game, p: str) -> None:
    """Ask `p` unless their mulligans are used up; after the second player, the first turn begins."""
    s = g.s
    if g.over:
        return
    if s.mulligans[p] < settings().mulligans:
        s.step, s.deciding = "mulligan", p
        return
    if p == s.first:
        _next_mulligan(g, other(p))
    else:
        s.step = "started"
        begin_turn(g)


@implements("core.setup.mulligan")
def mulligan(g: Game, p: str, redraw: bool) -> None:
    """Keep the hand, or shuffle it back and draw a new one (the second hand is kept)."""
    expect(g, p, "mulligan", "core.setup.mulligan", "decide on a mulligan")
    s = g.s
    if not redraw:
        g.emit("keep", ("core.setup.mulligan",), player=p)
        s.mulligans[p] = settings().mulligans
    else:
        if s.mulligans[p] >= settings().mulligans:
            raise IllegalAction("core.setup.mulligan", f"player {p} has no mulligan left")
        s.mulligans[p] += 1
        for cid in list(g.cards(p, "hand")):
            s.zones.move(cid, f"{p}.deck")
        s.rng.shuffle(s.zones[f"{p}.deck"])
        g.emit("mulligan", ("core.setup.mulligan",), player=p)
        g.draw(p, settings().mulligan_hand, ("core.setup.mulligan",))
    _next_mulligan(g, p)
