"""The `Game`: the state, the arena, the cards and the decisions interface, and the helpers every rules module
shares (who stands where, allies and enemies, stats of the side up, damage and out of action). The rules live in
the modules named after the rulebook's sections; `table.Table` is the public face on top.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from ...kernel import Decisions, Scripted, implements
from ...kernel.decisions import ask
from .arena import Arena
from .cards import ActionCard, Champion, Stats, load_extras
from .hexes import Hex, distance
from .state import Fighter, State


class GameOver(Exception):
    """A player reached 5 VPs mid-resolution (`concepts.objective`): the card stops there."""


@lru_cache(maxsize=1)
def default_extras():
    """The challenge cards and standard actions of spec/brawl/cards.yaml, loaded once."""
    return load_extras()


class Game:
    def __init__(self, arena: Arena, champions: dict[str, Champion], cards: dict[str, ActionCard],
                 decisions: Decisions | None = None, state: State | None = None, extras=None):
        self.arena, self.champions, self.cards = arena, champions, cards
        self.challenges, self.standard = extras if extras is not None else default_extras()
        self.decisions: Decisions = decisions if decisions is not None else Scripted()
        self.s = state if state is not None else State()
        self.playing: str | None = None  # the player whose card is being resolved (out-of-action.simultaneous)
        self.knocked: list[tuple[str, str | None]] = []  # (out of action, by) during this card

    @property
    def log(self):
        return self.s.log

    def emit(self, kind: str, rules, **data):
        return self.s.log.emit(kind, rules, **data)

    def ask(self, player: str, prompt: str, options: Sequence[str], rules) -> int:
        return ask(self.decisions, self.s.log, player, prompt, list(options), tuple(rules) if not isinstance(
            rules, str) else (rules,))

    # --- who is where ------------------------------------------------------------------------------------------
    def f(self, name: str) -> Fighter:
        return self.s.fighters[name]

    def team(self, player: str) -> list[Fighter]:
        """The Champions this player controls (drafted)."""
        return [f for f in self.s.fighters.values() if f.owner == player]

    def side(self, f: Fighter) -> str:
        return self.s.sides[f.owner]

    def friends(self, a: Fighter, b: Fighter) -> bool:
        """Same team: the same player, or teammates in Super Team Tornado (`tornado.team`)."""
        return self.s.sides[a.owner] == self.s.sides[b.owner]

    def opponents(self, player: str) -> list[str]:
        """The players of the other team, in turn order after `player`."""
        order = self.s.order
        i = order.index(player) if player in order else 0
        return [p for p in order[i + 1:] + order[:i] if self.s.sides[p] != self.s.sides[player]]

    def fighter_of(self, player: str, champion: str) -> Fighter:
        """The Champion `champion` of this player (its action cards are in their deck)."""
        for f in self.s.fighters.values():
            if f.owner == player and f.champion == champion:
                return f
        raise KeyError(f"player {player} has no Champion {champion!r}")

    def in_arena(self) -> list[Fighter]:
        return [f for f in self.s.fighters.values() if f.hex is not None]

    def at(self, h: Hex) -> Fighter | None:
        for f in self.s.fighters.values():
            if f.hex == h:
                return f
        return None

    def occupied(self) -> dict[Hex, Fighter]:
        return {f.hex: f for f in self.s.fighters.values() if f.hex is not None}

    def hex_name(self, h: Hex | None) -> str:
        return "gate" if h is None else self.arena.name(h)

    @implements("concepts.allies")
    def allies(self, of: Fighter) -> list[Fighter]:
        """Allies never include the Champion itself (`concepts.allies`); only Champions in the arena."""
        return [f for f in self.in_arena() if self.friends(f, of) and f.name != of.name]

    def enemies(self, of: Fighter) -> list[Fighter]:
        return [f for f in self.in_arena() if not self.friends(f, of)]

    def stats(self, f: Fighter) -> Stats:
        c = self.champions[f.champion]
        return c.levelled if f.levelled else c.basic

    @implements("keyword.bloodied")
    def bloodied(self, f: Fighter) -> bool:
        """Half of its hitpoints or fewer remaining, rounding up (`keyword.bloodied`)."""
        hp = self.stats(f).hitpoints
        return f.hex is not None and hp - f.damage <= (hp + 1) // 2

    @implements("keyword.control")
    def controls(self, player: str, area: str) -> bool:
        """More of your Champions in the area than your opponent's (`keyword.control`); a team's in Super Team
        Tornado (`tornado.team`)."""
        hexes, side = self.arena.area(area).hexes, self.s.sides[player]
        mine = sum(1 for f in self.in_arena() if f.hex in hexes and self.side(f) == side)
        theirs = sum(1 for f in self.in_arena() if f.hex in hexes and self.side(f) != side)
        return mine > theirs

    def near(self, a: Fighter, b: Fighter) -> int:
        return distance(a.hex, b.hex)

    @implements("concepts.information")
    def board(self, rules=("concepts.information",)) -> None:
        """Where everything stands, as every player sees it (open information): each Champion's hex (or its gate),
        its player and team, damage and side up; the trap hexes (the tokens facedown). Logged after the setup
        and after each action, so a reader (or a picture) can follow the game."""
        s = self.s
        self.emit("board", rules, champions={f.name: {"hex": self.hex_name(f.hex), "player": f.owner,
                                                       "team": s.sides[f.owner], "damage": f.damage,
                                                       "levelled": f.levelled} for f in s.fighters.values()},
                  traps=sorted(self.hex_name(h) for h in s.traps))

    # --- damage, out of action, victory points -----------------------------------------------------------------
    @implements("concepts.strength-damage", "hitpoints", "components.tokens")
    def damage(self, target: Fighter, n: int, by: Fighter | None, rules: tuple[str, ...]) -> int:
        """Deal n damage to a Champion in the arena (ignoring defence); taken out of action at its hitpoints.
        `by`: the Champion whose effect caused it (`trap.source`). Returns the damage dealt."""
        if n <= 0 or target.hex is None:
            return 0
        target.damage += n
        self.emit("damage", rules, champion=target.name, amount=n, by=by.name if by else None,
                  total=target.damage)
        if target.damage >= self.stats(target).hitpoints:
            self.out_of_action(target, by)
        return n

    @implements("keyword.heal")
    def heal(self, f: Fighter, n: int, rules=("keyword.heal",)) -> None:
        """Remove up to n damage (all it can: a choice of less is never asked)."""
        k = min(n, f.damage)
        if f.hex is None or k <= 0:
            return
        f.damage -= k
        self.emit("heal", rules, champion=f.name, amount=k, total=f.damage)

    @implements("out-of-action", "out-of-action.vp-enemy", "out-of-action.vp-self", "level-up")
    def out_of_action(self, f: Fighter, by: Fighter | None) -> None:
        """Damage removed, back to the basic side, onto its gate; 1 VP to the opponent of whoever caused it
        (`out-of-action.vp-enemy`: the causing Champion levels up when the card is resolved; `vp-self`)."""
        f.damage, f.levelled, f.rooted, f.hex = 0, False, False, None
        self.emit("out_of_action", ("out-of-action",), champion=f.name, by=by.name if by else None)
        if by is not None and not self.friends(by, f):
            self.gain_vp(by.owner, ("out-of-action.vp-enemy",))
            self.knocked.append((f.name, by.name))
        else:
            self.gain_vp(self.opponents(f.owner)[0], ("out-of-action.vp-self",))
            self.knocked.append((f.name, None))

    def gain_vp(self, player: str, rules) -> None:
        self.s.vp[player] += 1
        self.emit("vp", rules, player=player, total=self.s.vp[player])

    @implements("concepts.objective", "out-of-action.simultaneous", "tornado.winning")
    def settle(self) -> None:
        """After each effect: 5 VPs win at once (a team's combined 7 in Super Team Tornado); both at it from one
        card, the side that didn't play it wins."""
        s = self.s
        sides = sorted(set(s.sides.values()))
        winners = [t for t in sides if s.team_vp(t) >= s.win_vp]
        if not winners or s.winner:
            return
        if len(winners) == 2:
            mover = s.sides[self.playing or s.active]
            self.end(next(t for t in sides if t != mover), ("out-of-action.simultaneous",))
        else:
            self.end(winners[0], ("tornado.winning",) if s.tornado else ("concepts.objective",))
        raise GameOver()

    def end(self, winner: str, rules) -> None:
        """`winner`: a player, or in Super Team Tornado a team, which wins or loses together (`tornado.winning`)."""
        s = self.s
        s.winner, s.phase = winner, "over"
        teams = sorted(set(s.sides.values()))
        self.emit("win", rules, player=winner, vp=dict(s.vp), team_vp={t: s.team_vp(t) for t in teams})

    # --- cards ---------------------------------------------------------------------------------------------------
    @implements("concepts.drawing")
    def draw(self, player: str, n: int, rules=("keyword.draw",)) -> int:
        """Draw n; an empty deck is formed again from the shuffled discard pile (`concepts.drawing`)."""
        got = 0
        s = self.s
        for _ in range(n):
            if not s.deck[player]:
                if not s.discard[player]:
                    break
                s.deck[player], s.discard[player] = s.discard[player], []
                s.rng.shuffle(s.deck[player])
                self.emit("shuffle", ("concepts.drawing",), player=player, cards=len(s.deck[player]))
            s.hand[player].append(s.deck[player].pop())
            got += 1
        if got:
            self.emit("draw", rules, player=player, count=got)
        return got
