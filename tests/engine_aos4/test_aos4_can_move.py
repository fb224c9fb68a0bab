"""The random battles' legal actions ask whether a unit can move at all (`moving.can_move`: the shortest distance
first, a blocked path ending the search); that is whether `moving.furthest` finds somewhere, every time."""

from pathlib import Path

from rulekeeper.games.aos4 import moving, simulation
from rulekeeper.kernel.simulate import play_random

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "aos4-units.json"


def test_can_move_says_what_furthest_finds(monkeypatch):
    asked = {True: 0, False: 0}
    can_move = moving.can_move

    def both(b, u, dx, dy, allowed, extra=None):
        found = can_move(b, u, dx, dy, allowed, extra)
        assert found == (moving.furthest(b, u, dx, dy, allowed, extra) is not None)
        asked[found] += 1
        return found

    monkeypatch.setattr(moving, "can_move", both)
    sim = simulation(str(CORPUS))
    for seed in ("moves:1", "moves:2", "moves:3", "moves:4"):
        r = play_random(sim, seed)
        assert r.error is None and not r.violations
    assert asked[True] > 20 and asked[False] > 0, asked
