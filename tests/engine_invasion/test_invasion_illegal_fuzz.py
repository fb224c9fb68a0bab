"""During random games, actions the rules forbid are refused with a rule id and leave the snapshot unchanged."""

import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulekeeper.games.invasion import IllegalAction, simulation
from rulekeeper.kernel import RandomChoices

SIM = simulation()
KINDS = ["keep", "mulligan", "restore", "play", "develop", "pass", "attack", "attacker", "defender", "done",
         "counterstrike", "assign", "dance"]
ARGS = st.one_of(st.integers(-2, 120), st.sampled_from(["kingdom", "quest", "battlefield", "zone", "moon", None]))


# `make test` runs a few repeatable examples (as tests/hostile); RULEKEEPER_INVASION_FUZZ=N runs N random ones
@settings(max_examples=int(os.environ.get("RULEKEEPER_INVASION_FUZZ", 6)), deadline=None,
          derandomize="RULEKEEPER_INVASION_FUZZ" not in os.environ)
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


def test_a_non_card_named_as_attacker_of_an_effect_attack_is_refused_not_a_crash():
    """An attack an effect allowed (Wolves of the North: only the units it allowed attack): naming something that is
    not a card ("kingdom") is refused by core.combat.2 before the allowed units are looked at (it was a TypeError)."""
    from rulekeeper import paths
    from rulekeeper.games.invasion import from_position, load_cards
    pool = load_cards(paths.spec_dir("invasion") / "drill-cards.yaml")
    deck = ["Drill Neutral Watchtower"] * 10
    g = from_position(pool, {"active": "A", "phase": "battlefield", "players": {
        "A": {"deck": deck, "battlefield": ["Drill Empire Militia"]}, "B": {"deck": deck}}})
    g.do(("attack", "kingdom"), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.s.combat.allowed = list(g.cards("A", "battlefield"))
    before = g.snapshot_text()
    for bad in ("kingdom", None, 999):
        with pytest.raises(IllegalAction) as exc:
            g.do(("attacker", bad), "A")
        assert exc.value.rule_id == "core.combat.2" and g.snapshot_text() == before
