"""While the state is only read (legal actions, the invariants, the views), the engine keeps what constant effects
give each card (Game.reading); paranoid mode keeps nothing and asks the state afresh each time. The same games
played both ways, with the corpus cards (auras, blanking, cards that become other types), give the same bytes."""

from rulekeeper.games.invasion.simulate import InvasionSimulation
from rulekeeper.kernel.simulate import play_random


def test_paranoid_games_give_the_same_logs_and_verdicts(pool):
    sim = InvasionSimulation(pool)
    for seed in ("memo:1", "memo:2", "memo:3"):
        fast, full = (play_random(sim, seed, keep=True, paranoid=paranoid) for paranoid in (False, True))
        assert fast.error is None and full.error is None
        assert (fast.winner, fast.turns, fast.steps, fast.violations) == \
               (full.winner, full.turns, full.steps, full.violations)
        assert fast.engine.log.dumps() == full.engine.log.dumps()


def test_reading_keeps_answers_only_inside_it(pool):
    sim = InvasionSimulation(pool)
    game = play_random(sim, "memo:4", keep=True).engine
    assert game.memo is None
    with game.reading():
        game.legal_actions(game.to_act())
        assert game.memo is not None  # the answers of this stretch
        with game.reading():  # nested: the same stretch
            pass
        assert game.memo is not None
    assert game.memo is None
    game.paranoid = True
    with game.reading():
        assert game.memo is None
