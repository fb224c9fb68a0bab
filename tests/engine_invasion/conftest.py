"""The pool most Invasion engine tests play with: the real cards of the public corpus (../shared beside the
checkout) and the project's drill cards. Loaded once per session; each module gets its own copy of the mapping."""

from pathlib import Path

import pytest

from rulekeeper import paths
from rulekeeper.games.invasion import load_cards

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "invasion-cards.json"


@pytest.fixture(scope="session")
def _corpus_and_drill_cards():
    if not CORPUS.exists():
        pytest.skip("the Invasion card corpus is not available")
    return {**load_cards(CORPUS), **load_cards(paths.spec_dir("invasion") / "drill-cards.yaml")}


@pytest.fixture(scope="module")
def pool(_corpus_and_drill_cards):
    return dict(_corpus_and_drill_cards)
