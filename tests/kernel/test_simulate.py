"""The kernel's random play, on the smallest game there is (a race to 10): any engine with legal actions, `do`,
`check` and a winner can be simulated, and the results do not depend on how many processes play them."""

from __future__ import annotations

import functools

from rulekeeper.kernel import EventLog, IllegalAction
from rulekeeper.kernel.simulate import game_seed, play_many, play_random


class Race:
    """Players A and B take turns adding 1 or 2 to a shared count; whoever reaches 10 wins."""

    def __init__(self, broken: bool = False):
        self.count, self.active, self.winner, self.turn = 0, "A", None, 1
        self.log, self.broken = EventLog(), broken

    @property
    def over(self):
        return self.winner is not None

    def to_act(self):
        return self.active

    def legal_actions(self, player):
        return [1, 2]

    def do(self, step):
        if step not in (1, 2):
            raise IllegalAction("race.1", "add 1 or 2")
        self.count += step if not self.broken else 3
        self.log.emit("add", ("race.1",), player=self.active, step=step, count=self.count)
        if self.count >= 10:
            self.winner = self.active
        self.active, self.turn = ("B" if self.active == "A" else "A"), self.turn + 1

    def check(self):
        return [] if self.count <= 11 else [f"count {self.count} above 11"]


class RaceSimulation:
    game = "race"

    def __init__(self, broken: bool = False):
        self.broken = broken

    def start(self, seed, decisions):
        return Race(self.broken), "a race"


def make(broken: bool = False):
    return RaceSimulation(broken)


def test_a_game_is_played_to_its_winner_with_every_step_checked():
    r = play_random(make(), "1:0", keep=True)
    assert r.completed and r.winner in ("A", "B") and r.steps == len(r.engine.log.events)


def test_the_same_seed_plays_the_same_game():
    a, b = play_random(make(), "7:3", keep=True), play_random(make(), "7:3", keep=True)
    assert a.engine.log.dumps() == b.engine.log.dumps()


def test_a_broken_invariant_stops_the_game_and_is_reported():
    r = play_random(make(broken=True), "1:0")
    assert not r.completed and r.violations and "above 11" in r.violations[0]


def test_same_seed_same_results_whatever_the_number_of_workers():
    one = sorted(play_many(make, 5, 40, workers=1), key=lambda r: r.index)
    two = sorted(play_many(functools.partial(make, False), 5, 40, workers=2), key=lambda r: r.index)
    assert [(r.seed, r.winner, r.steps) for r in one] == [(r.seed, r.winner, r.steps) for r in two]
    assert [r.seed for r in one] == [game_seed(5, i) for i in range(40)]
