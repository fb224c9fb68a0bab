"""What every game's rules.yaml must satisfy (issue 2): clean check, the floors, unique ids, text or a why, parents."""

from __future__ import annotations

from collections import Counter

import pytest
import yaml

from rulekeeper.registry import ids as game_ids
from rulekeeper.spec.checks import check_rulebook
from rulekeeper.spec.loader import load_game, rules_path
from rulekeeper.spec.models import parent_id

# issue 2, "Done when": entries (and normative, where it names one)
FLOORS = {"champions": (330, 210), "invasion": (200, 0), "brawl": (60, 0), "aos4": (40, 0)}


@pytest.fixture(scope="module", params=game_ids())
def game(request) -> str:
    return request.param


def test_checks_clean_above_the_floor(game):
    report = check_rulebook(load_game(game))
    entries, normative = FLOORS[game]
    assert report.errors == []
    assert report.entries >= entries and report.normative >= normative


def test_ids_are_unique_in_the_file_itself(game):
    raw = yaml.safe_load(rules_path(game).read_text(encoding="utf-8"))
    assert [rid for rid, n in Counter(str(e["id"]) for e in raw["entries"]).items() if n > 1] == []


def test_normative_entries_have_text_and_informative_ones_a_why(game):
    book = load_game(game)
    assert [e.id for e in book.entries if e.normative and not e.text.strip()] == []
    assert [e.id for e in book.entries if not e.normative and not (e.why or "").strip()] == []


def test_every_dotted_id_has_its_parent_entry(game):
    book = load_game(game)
    assert [e.id for e in book.entries if parent_id(e.id) and parent_id(e.id) not in book] == []
