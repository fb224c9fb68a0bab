"""During random games, actions the rules forbid are refused with a rule id and leave the snapshot unchanged."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulekeeper.games.champions import IllegalAction, RandomChoices, new_game
from rulekeeper.games.champions.actions import legal_actions
from rulekeeper.games.champions.simulate import load_inputs
from rulekeeper.games.champions.state import other

POOL, DECKS = load_inputs()


def illegal_attempts(g):
    """Actions that must be refused now: out of turn, cards not in hand, a second Heroic Act, used names,
    a champion of the wrong class."""
    p, o = g.s.active, other(g.s.active)
    legal = set(legal_actions(g, p))
    playable = {(g.name(a[1]), a[2]) for a in legal if a[0] == "play"}  # one copy of each name is listed
    champs = [c for _, c in g.champions(p)]
    yield lambda: g.pass_actions(o)
    for cid in g.s.zones[f"{o}.hand"][:2]:
        yield lambda cid=cid: g.play(p, cid, g.lane_of(champs[0]) + 1)
    for cid in g.s.zones[f"{p}.hand"]:
        for ch in champs:
            if (g.name(cid), ch) not in playable:
                yield lambda cid=cid, ch=ch: g.play(p, cid, g.lane_of(ch) + 1)
    for _, c in g.champions(p):
        if g.shape(c).heroic_acts and not any(a[:2] == ("heroic", c) for a in legal):
            yield lambda c=c: g.heroic_act(p, c)


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), deck_a=st.integers(0, len(DECKS) - 1), deck_b=st.integers(0, len(DECKS) - 1))
def test_refusals_leave_the_snapshot_unchanged(seed, deck_a, deck_b):
    chooser = RandomChoices(seed)
    g = new_game(POOL, {"A": list(DECKS[deck_a].all), "B": list(DECKS[deck_b].all)}, seed=seed, decisions=chooser)
    tried = 0
    while not g.over and g.s.turn < 12:
        before = g.snapshot_text()
        for attempt in illegal_attempts(g):
            with pytest.raises(IllegalAction) as exc:
                attempt()
            assert exc.value.rule_id
            assert g.snapshot_text() == before, exc.value
            tried += 1
        acts = g.legal_actions(g.s.active)
        g.do(acts[chooser.choose(g.s.active, "action", [str(a) for a in acts])])
        assert g.check() == []
    assert tried > 0
