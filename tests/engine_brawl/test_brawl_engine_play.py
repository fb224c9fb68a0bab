"""Random play through the Engine interface: complete games with no error and no invariant violation, and
illegal actions refused by rule with the state unchanged (Hypothesis)."""

import copy

from hypothesis import given, settings
from hypothesis import strategies as st

from rulekeeper.games.brawl import new_game, simulation
from rulekeeper.kernel import IllegalAction, RandomChoices
from rulekeeper.kernel.simulate import play_many

SIM = simulation()


def test_random_games_complete_without_errors_or_violations():
    results = list(play_many(simulation, seed=3, games=15))
    assert [r.error for r in results if r.error] == []
    assert [r.violations for r in results if r.violations] == []
    assert all(r.completed and r.winner in ("A", "B", "AC", "BD") for r in results)  # a player, or a Tornado team


def fingerprint(g) -> tuple:
    s = g.s
    return (g.log.dumps(), repr(s.fighters), repr(s.hand), repr(s.deck), repr(s.discard), repr(s.cores), repr(s.vp),
            repr(s.traps), repr(s.trap_supply), s.active, s.turn, s.rng.to_json())


GAME = new_game(9, RandomChoices(9))
for _ in range(6):  # a few actions in, so some Cores are exhausted and cards discarded
    GAME.do(GAME.legal_actions(GAME.to_act())[-1])
NAMES = sorted(GAME.cards)


@settings(max_examples=150, deadline=None)
@given(st.one_of(
    st.tuples(st.just("play"), st.sampled_from(NAMES)),
    st.tuples(st.text(max_size=6)),
    st.tuples(st.just("play"), st.integers()),
    st.tuples(st.just("end"), st.text(max_size=3)),
    st.lists(st.text(max_size=4), max_size=3),
    st.none(),
))
def test_an_illegal_action_is_refused_by_rule_with_the_state_unchanged(action):
    g = copy.deepcopy(GAME)
    legal = g.legal_actions(g.to_act())
    if isinstance(action, (tuple, list)) and tuple(action) in legal:
        return
    before = fingerprint(g)
    try:
        g.do(action)
    except IllegalAction as e:
        assert e.rule_id in {"round.activation", "activation", "reaction", "out-of-action.return"}
    else:
        raise AssertionError(f"{action!r} was not refused; legal: {legal}")
    assert fingerprint(g) == before
