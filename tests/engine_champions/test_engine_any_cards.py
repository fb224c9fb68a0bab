"""Random games with random (not necessarily legal) decks drawn from every card of cards.yaml: every card's text
gets played, and the invariants hold after every step."""

from hypothesis import given, settings
from hypothesis import strategies as st

from rulekeeper.games.champions import RandomChoices, new_game
from rulekeeper.games.champions.cards import Category
from rulekeeper.games.champions.simulate import load_inputs

POOL, _ = load_inputs()
CHAMPIONS = sorted(n for n, c in POOL.items() if c.category is Category.CHAMPION)
BLESSINGS = sorted(n for n, c in POOL.items() if c.category is Category.BLESSING)
ACTIONS = sorted(n for n, c in POOL.items() if c.is_action)


def decks():
    return st.tuples(st.lists(st.sampled_from(CHAMPIONS), min_size=4, max_size=4),
                     st.lists(st.sampled_from(BLESSINGS), min_size=4, max_size=4),
                     st.lists(st.sampled_from(ACTIONS), min_size=30, max_size=30)).map(lambda t: t[0] + t[1] + t[2])


@settings(max_examples=25, deadline=None)
@given(a=decks(), b=decks(), seed=st.integers(0, 1_000_000))
def test_random_decks_play_to_the_end_with_every_invariant(a, b, seed):
    chooser = RandomChoices(seed)
    g = new_game(POOL, {"A": a, "B": b}, seed=seed, decisions=chooser)
    assert g.check() == []
    while not g.over:
        acts = g.legal_actions(g.s.active)
        g.do(acts[chooser.choose(g.s.active, "action", [str(x) for x in acts])])
        assert g.check() == []
    assert g.s.winner in ("A", "B")
