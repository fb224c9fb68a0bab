"""Games of the 10,000-game soak (simulate --game invasion --cards corpus --seed 7) that once failed, played again
whole with every invariant checked: 7:2472 was offered Effulgent Boils as an attachment while Corb Polyborg had named
it (the legal actions now ask capital.attach_refusal, as the play does); 7:8504 ambushed a development out of a
kingdom with 11 damage, leaving it 10 hit points and not burned (ambush.py now burns the zone, core.capital.burning)."""

from pathlib import Path

import pytest

from rulekeeper.games.invasion.simulate import simulation
from rulekeeper.kernel.simulate import play_random

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "invasion-cards.json"


@pytest.mark.parametrize("seed", ["7:2472", "7:8504"])
def test_the_soaks_failed_games_now_end_cleanly(seed):
    if not CORPUS.exists():
        pytest.skip("the Invasion card corpus is not available")
    result = play_random(simulation(str(CORPUS)), seed)  # the soak's pool: the corpus cards alone
    assert result.error is None and result.violations == [] and result.winner in ("A", "B")
