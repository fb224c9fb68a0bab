"""Games shared between worker processes in chunks of game indexes: each game exactly once, whatever the sizes."""

from hypothesis import given, strategies as st

from rulekeeper.kernel.simulate import chunks


@given(st.integers(1, 5000), st.integers(1, 16))
def test_chunks_cover_every_game_once_in_order(games, workers):
    parts = chunks(games, workers)
    assert [i for a, b in parts for i in range(a, b)] == list(range(games))
    assert all(0 < b - a <= 50 for a, b in parts)


def test_enough_chunks_for_the_workers_to_finish_together():
    assert len(chunks(2000, 2)) >= 16
