"""Every rule id the engine cites (in @implements, in events, in refusals) exists in spec/champions/rules.yaml."""

import re
from pathlib import Path

import rulekeeper.games.champions as champions
from rulekeeper.kernel import claims
from rulekeeper.games.champions.simulate import ChampionsSimulation, load_inputs
from rulekeeper.kernel.simulate import play_random
from rulekeeper.spec.loader import load_game

IDS = {e.id for e in load_game("champions").entries}
ENGINE = Path(champions.__file__).parent
CITED = re.compile(r'"(\d+(?:\.\d+)+[a-z]?(?:\.[a-z][a-z-]*)?)"')


def test_claims_name_real_rules():
    assert set(claims("champions")) - IDS == set()


def test_rule_ids_written_in_the_engine_are_real():
    found = {m for f in ENGINE.glob("*.py") if f.name not in ("cards.py", "deck.py")
             for m in CITED.findall(f.read_text())}
    assert len(found) > 150
    assert found - IDS == set()


def test_events_of_real_games_cite_real_rules():
    pool, decks = load_inputs()
    cited = {r for i in range(10) for e in play_random(ChampionsSimulation(pool, decks), f"ids:{i}", keep=True).engine.log for r in e.rules}
    assert cited - IDS == set()
