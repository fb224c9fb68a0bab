"""Setting up a two-player game (`setup.1` .. `setup.10`) with the casual draft (`draft.casual.*`) or the
competitive draft (`draft.competitive.*`). Every choice goes through the decisions interface; the shuffles use
the game's RNG. Super Team Tornado has its own setup (tornado.py).
"""

from __future__ import annotations

from ...kernel import Decisions, IllegalAction, Rng, implements
from .challenges import set_up_track
from .game import Game
from .state import HAND_SIZE, PLAYERS, TEAM, TRAP_TOKENS, Fighter, State, other
from .traps import empty_trap_hexes
from .turn import begin_turn

DRAFT_ORDER = ("draft.casual.2", "draft.casual.3", "draft.casual.4", "draft.casual.5", "draft.casual.6",
               "draft.casual.7")


COMPETITIVE_ROSTER = 5  # draft.competitive.1


def new_game(arena, champions, cards, seed: int | str = 0, decisions: Decisions | None = None, cls=Game,
             first: str | None = None, draft: str = "casual", extras=None):
    """A whole game set up; `first` fixes the first player (a scenario's), else it is random (setup.1);
    `draft`: "casual" or "competitive" (setup.2)."""
    s = State(seed=str(seed), rng=Rng(f"brawl:{seed}"))
    game = cls(arena, champions, cards, decisions, s, extras)
    first_player(game, first)
    if draft == "competitive":
        competitive_draft(game)
    else:
        casual_draft(game)
    decks(game)
    set_up_track(game)
    traps(game)
    hands(game)
    deploy(game)
    s.round = 1
    game.board()
    begin_turn(game, s.first)
    return game


@implements("setup.1")
def first_player(game, first: str | None = None) -> None:
    """A random first player chooses a deployment area; the other player has the other one."""
    s = game.s
    s.first = first if first in PLAYERS else PLAYERS[s.rng.randrange(2)]
    names = [d.name for d in game.arena.deployment_areas]
    i = game.ask(s.first, "choose a deployment area", names, ("setup.1",))
    s.deployment = {s.first: names[i], other(s.first): names[1 - i]}
    s.order = [s.first, other(s.first)]
    game.emit("first_player", ("setup.1",), player=s.first, deployment=dict(s.deployment))


@implements("setup.2", "draft.casual", "draft.casual.1", "draft.casual.2", "draft.casual.3", "draft.casual.4",
            "draft.casual.5", "draft.casual.6", "draft.casual.7", "draft.casual.8")
def casual_draft(game) -> None:
    """From a common pool of unique Champions, second, first, second, first, second, first; the Champions
    start on their team's gate."""
    s = game.s
    pool = sorted(game.champions)
    if len(pool) < 2 * TEAM:
        raise ValueError(f"the casual draft needs {2 * TEAM} Champions; the cards file has {len(pool)}")
    second = other(s.first)
    for k, rule in enumerate(DRAFT_ORDER):
        p = second if k % 2 == 0 else s.first
        name = pool.pop(game.ask(p, "draft a Champion", pool, (rule,)))
        s.fighters[name] = Fighter(name, p)
        game.emit("draft", (rule, "setup.2"), player=p, champion=name)
    game.emit("draft_done", ("draft.casual.8",), returned=pool)


def enlist(game, player: str, champion: str, rules, offered=None) -> None:
    """A drafted Champion joins the player's team on their gate (setup.2); a second copy of a Champion already in
    the game is told apart by its player ("Dugrun (B)")."""
    s = game.s
    name = champion if champion not in s.fighters else f"{champion} ({player})"
    s.fighters[name] = Fighter(name, player, champion=champion)
    game.emit("draft", tuple(rules) + ("setup.2",), player=player, champion=name,
              offered=sorted(offered) if offered is not None else None)


@implements("draft.competitive", "draft.competitive.1", "draft.competitive.2", "draft.competitive.3",
            "draft.competitive.4", "draft.competitive.5", "draft.competitive.6", "draft.competitive.7",
            "draft.competitive.8", "draft.competitive.9", "draft.competitive.10", "setup.2")
def competitive_draft(game) -> None:
    """Each player brings 5 different Champions (the two players' may share some: each brings their own); each
    bans one of the other's, then first, second, first, second, first, second draft from their own."""
    s = game.s
    second = other(s.first)
    roster = {p: bring(game, p, COMPETITIVE_ROSTER, "draft.competitive.1") for p in (s.first, second)}
    for p, rule in ((s.first, "draft.competitive.2"), (second, "draft.competitive.3")):
        theirs = roster[other(p)]
        banned = theirs.pop(game.ask(p, f"ban a Champion of player {other(p)}", theirs, (rule,)))
        game.emit("ban", (rule,), player=p, champion=banned, of=other(p))
    order = ("draft.competitive.4", "draft.competitive.5", "draft.competitive.6", "draft.competitive.7",
             "draft.competitive.8", "draft.competitive.9")
    for k, rule in enumerate(order):
        p = s.first if k % 2 == 0 else second
        offered = list(roster[p])
        champion = roster[p].pop(game.ask(p, "draft a Champion", roster[p], (rule,)))
        enlist(game, p, champion, (rule,), offered)
    game.emit("draft_done", ("draft.competitive.10",), unused={p: list(roster[p]) for p in (s.first, second)})


def bring(game, player: str, n: int, rule: str) -> list[str]:
    """The player chooses n different Champions before the game."""
    pool, chosen = sorted(game.champions), []
    if len(pool) < n:
        raise IllegalAction(rule, f"{n} different Champions are needed; the cards file has {len(pool)}")
    for _ in range(n):
        chosen.append(pool.pop(game.ask(player, "bring a Champion", pool, (rule,))))
    game.emit("roster", (rule,), player=player, champions=list(chosen))
    return chosen


@implements("setup.3")
def decks(game) -> None:
    s = game.s
    for p in s.players:
        mine = {f.champion for f in game.team(p)}
        s.deck[p] = sorted(c for c, card in game.cards.items() if card.champion in mine)
        s.rng.shuffle(s.deck[p])
        game.emit("shuffle", ("setup.3",), player=p, cards=len(s.deck[p]))


@implements("setup.5", "setup.6", "components.traps")
def traps(game) -> None:
    """Each player, first player first, places 2 random facedown traps on trap hexes of their choice."""
    s = game.s
    s.trap_supply = list(TRAP_TOKENS)
    s.rng.shuffle(s.trap_supply)
    for p, rule in ((s.first, "setup.5"), (other(s.first), "setup.6")):
        for _ in range(2):
            spots = empty_trap_hexes(game, None)
            h = spots[game.ask(p, "place a trap", [game.hex_name(x) for x in spots], (rule,))]
            s.traps[h] = s.trap_supply.pop()
            game.emit("trap_placed", (rule,), player=p, hex=game.hex_name(h))


@implements("setup.7", "setup.8")
def hands(game) -> None:
    """Each player draws 5, may discard any of them and draws one for each."""
    s = game.s
    for p, rule in ((s.first, "setup.7"), (other(s.first), "setup.8")):
        game.draw(p, HAND_SIZE, (rule,))
        away = [c for c in list(s.hand[p]) if game.ask(p, f"keep {c}?", ["keep", "replace"], (rule,)) == 1]
        for c in away:
            s.hand[p].remove(c)
            s.discard[p].append(c)
        if away:
            game.emit("mulligan", (rule,), player=p, count=len(away))
            game.draw(p, len(away), (rule,))


@implements("setup.9", "setup.10")
def deploy(game) -> None:
    s = game.s
    for p, rule in ((s.first, "setup.9"), (other(s.first), "setup.10")):
        area = game.arena.deployment(s.deployment[p]).hexes
        for f in game.team(p):
            free = sorted(h for h in area if game.at(h) is None)
            f.hex = free[game.ask(p, f"deploy {f.name}", [game.hex_name(h) for h in free], (rule,))]
            game.emit("deploy", (rule,), player=p, champion=f.name, hex=game.hex_name(f.hex))
