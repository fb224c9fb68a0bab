"""Challenges (`scoreboard`, `advance`, `setup.4`; `tornado.challenge-track`): the track, scoring them in the
Scoreboard Phase, and the track advancing at the end of each round.

The track's picture is lost; ours (`illustrative`): Cannot be Scored, 1 VP, 1 VP, 2 VP, 3 VP from left to right
(the rulebook speaks of "the leftmost 1VP slot", so there are more than one); Super Team Tornado puts a second
Cannot be Scored slot at its start. When the challenge deck is empty, its discard pile is shuffled to form it
again (ours, as for action cards, `concepts.drawing`).
"""

from __future__ import annotations

from ...kernel import implements
from .hexes import distance

TRACK = (0, 1, 1, 2, 3)  # VPs a challenge scores in each slot, left to right; 0: Cannot be Scored
TORNADO_TRACK = (0,) + TRACK


def values(game) -> tuple[int, ...]:
    return TORNADO_TRACK if game.s.tornado else TRACK


def draw_challenge(game) -> str | None:
    s = game.s
    if not s.challenge_deck and s.challenge_discard:
        s.challenge_deck, s.challenge_discard = s.challenge_discard, []
        s.rng.shuffle(s.challenge_deck)
        game.emit("shuffle_challenges", ("advance",), cards=len(s.challenge_deck))
    return s.challenge_deck.pop() if s.challenge_deck else None


@implements("setup.4", "tornado.setup.6", "tornado.challenge-track")
def set_up_track(game) -> None:
    """Shuffle the challenges; one in the leftmost 1 VP slot, one in the (rightmost) Cannot be Scored slot, and
    in Super Team Tornado a third in the leftmost Cannot be Scored slot."""
    s = game.s
    vals = values(game)
    s.track = [None] * len(vals)
    s.challenge_deck = sorted(game.challenges)
    s.rng.shuffle(s.challenge_deck)
    first_vp = vals.index(1)
    slots = [first_vp, first_vp - 1] + ([0] if s.tornado else [])
    rule = "tornado.setup.6" if s.tornado else "setup.4"
    for slot in slots:
        s.track[slot] = draw_challenge(game)
        game.emit("challenge", (rule,), card=s.track[slot], slot=slot, vp=vals[slot])


def holds(game, player: str, name: str) -> bool:
    """Does the player (their team, `tornado.challenge-track`) fulfil this challenge's scoring condition now?"""
    c = game.challenges[name]
    side = game.s.sides[player]
    mine = [f for f in game.s.fighters.values() if game.s.sides[f.owner] == side]
    arena = game.arena
    if c.kind == "control":
        return game.controls(player, c.value)
    if c.kind == "areas":
        return sum(game.controls(player, a.name) for a in arena.areas) >= c.value
    if c.kind == "invade":
        theirs = {game.s.deployment[p] for p in game.s.players if game.s.sides[p] != side}
        hexes = set().union(*(arena.deployment(d).hexes for d in theirs))
        return sum(1 for f in mine if f.hex in hexes) >= c.value
    if c.kind == "levelled":
        return sum(1 for f in mine if f.hex is not None and f.levelled) >= c.value
    if c.kind == "bloodied":
        return sum(1 for f in game.in_arena() if game.s.sides[f.owner] != side and game.bloodied(f)) >= c.value
    near = [h for h in arena.statue_hexes if any(f.hex is not None and distance(f.hex, h) == 1 for f in mine)]
    return len(near) >= c.value  # statues


@implements("scoreboard", "round.scoreboard", "tornado.challenge-track")
def scoreboard(game, player: str) -> None:
    """The active player scores every active challenge whose condition they fulfil, its VPs by its slot, and
    discards it; a challenge in a Cannot be Scored slot is not active."""
    s = game.s
    vals = values(game)
    for slot, name in enumerate(list(s.track)):
        if name is None or vals[slot] == 0 or not holds(game, player, name):
            continue
        s.track[slot] = None
        s.challenge_discard.append(name)
        rules = ("scoreboard", "round.scoreboard") + (("tornado.challenge-track",) if s.tornado else ())
        game.emit("score_challenge", rules, player=player, card=name, vp=vals[slot])
        for _ in range(vals[slot]):
            s.vp[player] += 1
        game.emit("vp", rules, player=player, total=s.vp[player])
        game.settle()


@implements("advance", "tornado.challenge-track", "tornado.round.5")
def advance(game) -> None:
    """Every challenge moves right (two spaces in Super Team Tornado), those leaving the rightmost space are
    discarded, and new challenges fill the Cannot be Scored space(s)."""
    s = game.s
    k = 2 if s.tornado else 1
    rules = ("tornado.challenge-track", "tornado.round.5") if s.tornado else ("advance",)
    leaving = [c for c in s.track[len(s.track) - k:] if c is not None]
    s.track = [None] * k + s.track[:len(s.track) - k]
    s.challenge_discard.extend(leaving)
    for slot in range(k - 1, -1, -1):
        s.track[slot] = draw_challenge(game)
    game.emit("advance", rules, round=s.round, track=list(s.track), discarded=leaving)
