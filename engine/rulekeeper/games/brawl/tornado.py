"""Super Team Tornado (`tornado`): four players in two teams of two, each controlling two Champions. Its own
setup (`tornado.setup.1` .. `tornado.setup.9`) and drafts (`tornado.draft.*`); the round's four turns, the hand of
four, the team's 7 VPs and the two-slot challenge track live where the base rules do (turn.py, game.py,
challenges.py), switched by `State.variant`.

Ours (`illustrative`): the players are A, B, C, D, A with C against B with D. The rules do not say who chooses
the teams' deployment areas; here the first player does, as in the base game (setup.1). The box's six Champions
are not enough for a pool of unique Champions (`tornado`: at least 8), so with fewer than 8 the casual draft's
common pool is two copies of each (`tornado.draft.casual.1`, the duplicates option).
"""

from __future__ import annotations

from collections import Counter

from ...kernel import Decisions, IllegalAction, Rng, implements
from .cards import Core
from .challenges import set_up_track
from .game import Game
from .setup import enlist
from .state import TORNADO_PLAYERS, TRAP_TOKENS, State
from .traps import empty_trap_hexes
from .turn import begin_turn

TEAMS = {"A": "AC", "C": "AC", "B": "BD", "D": "BD"}  # player -> team
MEMBERS = {"AC": ("A", "C"), "BD": ("B", "D")}
UNIQUE_POOL = 8  # tornado: "Requires at least 8 Champions to play"


@implements("components.cores")
def fresh_state(seed) -> State:
    """Four players, each with one Core of each kind: the box's 12 Cores, 4 of each (`components.cores`)."""
    ps = TORNADO_PLAYERS
    return State(seed=str(seed), rng=Rng(f"brawl:tornado:{seed}"), variant="tornado", players=ps, order=list(ps),
                 sides=dict(TEAMS), hand={p: [] for p in ps}, deck={p: [] for p in ps}, discard={p: [] for p in ps},
                 cores={p: {c.value: True for c in Core} for p in ps}, vp={p: 0 for p in ps})


@implements("tornado", "tornado.setup.4")
def new_game(arena, champions, cards, seed: int | str = 0, decisions: Decisions | None = None, cls=Game,
             first: str | None = None, draft: str = "casual", extras=None):
    """A four-player game set up by tornado.setup.1-9; `first` names a player of the team that plays first
    (else that team is random)."""
    s = fresh_state(seed)
    game = cls(arena, champions, cards, decisions, s, extras)
    player_order(game, first)
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
    begin_turn(game, s.order[0])
    return game


@implements("tornado.setup.1", "tornado.setup.2", "tornado.setup.3")
def player_order(game, first: str | None) -> None:
    """A random team plays first and chooses its first player (their teammate is third); the other team chooses
    the second player (their teammate is fourth). The first player chooses the teams' deployment areas (ours)."""
    s = game.s
    team = TEAMS[first] if first in TEAMS else ("AC", "BD")[s.rng.randrange(2)]
    game.emit("first_team", ("tornado.setup.1",), team=team)
    other_team = "BD" if team == "AC" else "AC"
    firsts = []
    for t, rule in ((team, "tornado.setup.2"), (other_team, "tornado.setup.3")):
        pair = list(MEMBERS[t])
        firsts.append(pair.pop(game.ask(pair[0], f"team {t}: who plays {'first' if t == team else 'second'}",
                                        list(MEMBERS[t]), (rule,))))
        firsts.append(pair[0])
    s.order = [firsts[0], firsts[2], firsts[1], firsts[3]]
    s.first = s.order[0]
    game.emit("player_order", ("tornado.setup.2", "tornado.setup.3"), order=list(s.order))
    names = [d.name for d in game.arena.deployment_areas]
    i = game.ask(s.first, "choose your team's deployment area", names, ("setup.1", "tornado.setup.9"))
    for p in s.players:
        s.deployment[p] = names[i] if TEAMS[p] == team else names[1 - i]
    game.emit("first_player", ("setup.1",), player=s.first, deployment=dict(s.deployment))


CASUAL = ("tornado.draft.casual.2", "tornado.draft.casual.3", "tornado.draft.casual.4", "tornado.draft.casual.5",
          "tornado.draft.casual.6", "tornado.draft.casual.7", "tornado.draft.casual.8", "tornado.draft.casual.9")


@implements("tornado.draft", "tornado.draft.casual.1", *CASUAL, "tornado.draft.casual.10")
def casual_draft(game) -> None:
    """A common pool (unique Champions, or two copies of each when there are fewer than 8: a team may not draft
    the same Champion twice); second, first, fourth, third player, then again; the rest go back to the box."""
    s = game.s
    unique = len(game.champions) >= UNIQUE_POOL
    pool = Counter({c: 1 if unique else 2 for c in game.champions})
    game.emit("pool", ("tornado.draft.casual.1",), champions=sorted(pool.elements()), duplicates=not unique)
    second, first, fourth, third = s.order[1], s.order[0], s.order[3], s.order[2]
    for k, rule in enumerate(CASUAL):
        p = (second, first, fourth, third)[k % 4]
        team = {f.champion for f in game.s.fighters.values() if s.sides[f.owner] == s.sides[p]}
        offered = sorted(c for c in pool if pool[c] > 0 and c not in team)
        champion = offered[game.ask(p, "draft a Champion", offered, (rule,))]
        pool[champion] -= 1
        enlist(game, p, champion, (rule, "tornado.setup.4", "tornado.draft.casual.1"), offered)
    game.emit("draft_done", ("tornado.draft.casual.10",), returned=sorted(pool.elements()))


COMPETITIVE_BANS = (("tornado.draft.competitive.2", 0, 1), ("tornado.draft.competitive.3", 1, 0),
                    ("tornado.draft.competitive.4", 2, 3), ("tornado.draft.competitive.5", 3, 2))


@implements("tornado.draft", "tornado.draft.competitive.1", "tornado.draft.competitive.2",
            "tornado.draft.competitive.3", "tornado.draft.competitive.4", "tornado.draft.competitive.5",
            "tornado.draft.competitive.6")
def competitive_draft(game) -> None:
    """Each player brings 3 unique Champions, none of them their teammate's; first bans one of second's, second
    of first's, third of fourth's, fourth of third's; each plays the two left."""
    s = game.s
    roster: dict[str, list[str]] = {}
    for p in s.order:
        mate = next(q for q in MEMBERS[s.sides[p]] if q != p)
        pool = sorted(c for c in game.champions if c not in roster.get(mate, ()))
        if len(pool) < 3:
            raise IllegalAction("tornado.draft.competitive.1", "not enough Champions for three unique each")
        roster[p] = [pool.pop(game.ask(p, "bring a Champion", pool, ("tornado.draft.competitive.1",)))
                     for _ in range(3)]
        game.emit("roster", ("tornado.draft.competitive.1",), player=p, champions=list(roster[p]))
    for rule, by, of in COMPETITIVE_BANS:
        p, q = s.order[by], s.order[of]
        banned = roster[q].pop(game.ask(p, f"ban a Champion of player {q}", roster[q], (rule,)))
        game.emit("ban", (rule,), player=p, champion=banned, of=q)
    for p in s.order:
        for champion in roster[p]:
            enlist(game, p, champion, ("tornado.draft.competitive.6", "tornado.setup.4"))
    game.emit("draft_done", ("tornado.draft.competitive.6",), teams={p: roster[p] for p in s.order})


@implements("tornado.setup.5")
def decks(game) -> None:
    """Each player's two Champions' action decks shuffled together."""
    s = game.s
    for p in s.order:
        mine = {f.champion for f in game.team(p)}
        s.deck[p] = sorted(c for c, card in game.cards.items() if card.champion in mine)
        s.rng.shuffle(s.deck[p])
        game.emit("shuffle", ("tornado.setup.5",), player=p, cards=len(s.deck[p]))


@implements("tornado.setup.7")
def traps(game) -> None:
    """In player order, one random facedown trap each onto a free trap hex of their choice."""
    s = game.s
    s.trap_supply = list(TRAP_TOKENS)
    s.rng.shuffle(s.trap_supply)
    for p in s.order:
        spots = empty_trap_hexes(game, None)
        h = spots[game.ask(p, "place a trap", [game.hex_name(x) for x in spots], ("tornado.setup.7",))]
        s.traps[h] = s.trap_supply.pop()
        game.emit("trap_placed", ("tornado.setup.7",), player=p, hex=game.hex_name(h))


@implements("tornado.setup.8", "tornado.hand-size")
def hands(game) -> None:
    """In player order, draw four; discard any of them and draw one for each."""
    s = game.s
    for p in s.order:
        game.draw(p, s.hand_size, ("tornado.setup.8", "tornado.hand-size"))
        away = [c for c in list(s.hand[p]) if game.ask(p, f"keep {c}?", ["keep", "replace"], ("tornado.setup.8",)) == 1]
        for c in away:
            s.hand[p].remove(c)
            s.discard[p].append(c)
        if away:
            game.emit("mulligan", ("tornado.setup.8",), player=p, count=len(away))
            game.draw(p, len(away), ("tornado.setup.8",))


@implements("tornado.setup.9")
def deploy(game) -> None:
    """In player order, each player's Champions onto unoccupied hexes of their team's deployment area."""
    s = game.s
    for p in s.order:
        area = game.arena.deployment(s.deployment[p]).hexes
        for f in game.team(p):
            free = sorted(h for h in area if game.at(h) is None)
            f.hex = free[game.ask(p, f"deploy {f.name}", [game.hex_name(h) for h in free], ("tornado.setup.9",))]
            game.emit("deploy", ("tornado.setup.9",), player=p, champion=f.name, hex=game.hex_name(f.hex))



