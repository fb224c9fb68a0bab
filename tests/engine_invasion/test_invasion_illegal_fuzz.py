"""During random games, actions the rules forbid are refused with a rule id and leave the snapshot unchanged."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulekeeper.games.invasion import IllegalAction, simulation
from rulekeeper.kernel import RandomChoices

SIM = simulation()
KINDS = ["keep", "mulligan", "restore", "play", "develop", "pass", "attack", "attacker", "defender", "done",
         "counterstrike", "assign", "dance"]
ARGS = st.one_of(st.integers(-2, 120), st.sampled_from(["kingdom", "quest", "battlefield", "zone", "moon", None]))


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), tries=st.lists(st.tuples(st.sampled_from(KINDS), ARGS, ARGS), min_size=40,
                                                     max_size=40))
def test_refusals_leave_the_snapshot_unchanged(seed, tries):
    chooser = RandomChoices(seed)
    g, _ = SIM.start(f"fuzz:{seed}", chooser)
    refused = 0
    for kind, a, b in tries * 5:
        if g.over:
            break
        p = g.to_act()
        for who in (p, "B" if p == "A" else "A"):
            action = (kind, a, b)[: {"keep": 1, "mulligan": 1, "pass": 1, "done": 1, "dance": 1}.get(kind, 2 if kind
                                                                                                 in ("restore", "attack", "attacker", "defender", "counterstrike", "assign") else 3)]
            legal = [tuple(x) for x in g.legal_actions(who)]
            if action in legal:
                continue
            before = g.snapshot_text()
            with pytest.raises(IllegalAction) as exc:
                g.do(action, who)
            assert exc.value.rule_id and g.snapshot_text() == before, (action, exc.value)
            refused += 1
        acts = g.legal_actions(p)
        g.do(acts[chooser.choose(p, "action", [str(x) for x in acts])])
        assert g.check() == []
    assert refused > 0
