"""spec/brawl/cards.yaml: six Champions with both sides, six action cards each, every text parsed, every keyword of
the rulebook on some card; a broken entry names file, entry and field."""

from __future__ import annotations

import copy
import dataclasses
import json

import pytest
import yaml
from typer.testing import CliRunner

from rulekeeper.cli import app
from rulekeeper.games.brawl.cards import CardDataError, Core, default_path, load_cards
from rulekeeper.spec.loader import load_game
from rulekeeper.text.brawl import ast as A


@pytest.fixture(scope="module")
def loaded():
    return load_cards()


@pytest.fixture(scope="module")
def raw():
    return yaml.safe_load(default_path().read_text(encoding="utf-8"))


def test_the_six_champions_of_the_box_with_six_cards_each(loaded):
    champions, cards = loaded
    assert sorted(champions) == sorted(["Dugrun", "Kilgore", "Deryn", "Tzu Xiao", "Gold'arr", "Gwaien"])
    assert len(cards) == 36  # components.action-cards
    assert all(c.illustrative for c in champions.values()) and all(c.illustrative for c in cards.values())
    assert sorted(c.number for c in cards.values()) == list(range(1, 37))
    for champion in champions.values():
        assert champion.basic.hitpoints >= 1 and champion.levelled.hitpoints >= 1


def test_the_champion_names_are_the_rulebooks(loaded):
    book = load_game("brawl")
    miniatures = book.get("components.miniatures").text
    assert all(name in miniatures for name in loaded[0])


def _nodes(node):
    yield node
    if dataclasses.is_dataclass(node):
        for f in dataclasses.fields(node):
            yield from _nodes(getattr(node, f.name))
    elif isinstance(node, tuple):
        for x in node:
            yield from _nodes(x)


def test_every_keyword_of_the_rulebook_is_on_some_card(loaded):
    """keyword.<name> for each KEYWORDS entry of rules.yaml (Bloodied, Control, Dash ... Swoop) appears on a card."""
    seen = set()
    for card in loaded[1].values():
        for node in _nodes(card.card):
            if isinstance(node, A.Attack):
                seen |= {k for k in ("double", "lifesteal") if getattr(node, k)} | ({"poison"} if node.poison else set())
            seen.add(type(node).__name__.lower())
    names = {"bloodied": "bloodied", "control": "controls", "place": "place"}
    keywords = [e.id.split(".", 1)[1] for e in load_game("brawl").entries if e.id.startswith("keyword.")]
    assert len(keywords) >= 18
    assert [k for k in keywords if names.get(k, k) not in seen] == []


def test_every_targeting_kind_and_action_is_on_some_card(loaded):
    kinds = {type(n).__name__ for c in loaded[1].values() for n in _nodes(c.card)}
    assert {"Melee", "IndirectShot", "DirectShot", "AreaOfEffect", "Burst", "Line", "Arc", "Pattern", "Attack",
            "Skill", "Reaction"} <= kinds
    assert {c.core for c in loaded[1].values()} == set(Core)


def test_cards_check_parses_every_card():
    result = CliRunner().invoke(app, ["cards", "check", "--game", "brawl", str(default_path()), "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["total"] == report["parsed"] == 36 and report["failed"] == []


def _broken(tmp_path, raw, change):
    data = copy.deepcopy(raw)
    change(data)
    path = tmp_path / "cards.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    with pytest.raises(CardDataError) as info:
        load_cards(path)
    return str(info.value).replace(str(path), "cards.yaml")


BROKEN = [
    (lambda d: d["cards"][0].update(text="Move 1.\nAttack: melee, strength four."),
     "cards.yaml, entry 'Shield Bash', field 'text': \nline 2, column 25: unknown word 'four'; expected a number"),
    (lambda d: d["cards"][1].update(core="Chaos"), "entry 'Anvil Stomp', field 'core': 'Chaos' is not one of"),
    (lambda d: d["cards"][2].update(champion="Grom"), "entry 'Stand Firm', field 'champion': 'Grom' is not a Champion"),
    (lambda d: d["cards"][3].update(number=1), "entry 'Rally the Hold', field 'number': card number 1 is taken"),
    (lambda d: d["cards"][4].update(name="Shield Bash"), "entry 'Shield Bash', field 'name': two cards have this name"),
    (lambda d: d["cards"].pop(5), "entry 'Dugrun', field 'cards': has 5 action cards; each Champion has 6"),
    (lambda d: d["cards"][6].pop("core"), "entry 'cards[6]', field 'core': is required"),
    (lambda d: d["cards"][7].update(cost=2), "entry 'cards[7]', field 'cost': unknown field"),
    (lambda d: d["champions"][0]["basic"].update(hitpoints=0),
     "entry 'Dugrun', field 'basic.hitpoints': 0 is not a whole number of at least 1"),
    (lambda d: d["champions"][1].pop("levelled"), "entry 'champions[1]', field 'levelled': is required"),
    (lambda d: d["champions"][2]["levelled"].update(defence="high"),
     "entry 'Deryn', field 'levelled.defence': 'high' is not a whole number"),
    (lambda d: d.update(game="champions"), "entry '(top)', field 'game'"),
]


@pytest.mark.parametrize("change, message", BROKEN)
def test_a_broken_card_file_says_file_entry_and_field(tmp_path, raw, change, message):
    assert message in _broken(tmp_path, raw, change)


def test_every_rule_id_the_brawl_code_cites_exists():
    """Rule ids written `like.this` in the docstrings of text/brawl and games/brawl name real entries."""
    import re

    from rulekeeper import paths

    book = load_game("brawl")
    sections = {e.id.split(".")[0] for e in book.entries}
    engine = paths.repo_root() / "engine" / "rulekeeper"
    cited = set()
    for folder in (engine / "text" / "brawl", engine / "games" / "brawl"):
        for path in folder.glob("*.py"):
            for word in re.findall(r"`([a-z][a-z0-9-]*(?:\.[a-z0-9-]+)*)`", path.read_text(encoding="utf-8")):
                if word.split(".")[0] in sections:
                    cited.add(word)
    assert len(cited) >= 20
    assert sorted(rid for rid in cited if rid not in book) == []
