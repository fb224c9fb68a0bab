"""The FAQ's general errata as a rewriting lint: each rewrite names its erratum id, read from spec/invasion/rules.yaml."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from rulekeeper.cli import app
from rulekeeper.spec.loader import load_game
from rulekeeper.text import parse
from rulekeeper.text.invasion.lint import lint


def test_after_your_turn_begins_becomes_at_the_beginning_of_your_turn():
    text, rewrites = lint("Forced: After your turn begins, draw a card.")
    assert text == "Forced: At the beginning of your turn, draw a card."
    assert [r["rule"] for r in rewrites] == ["errata.general.1"]
    parse("invasion", text)


def test_after_becomes_when():
    text, rewrites = lint("Forced: After this unit enters play, deal 1 damage to target unit.")
    assert text == "Forced: When this unit enters play, deal 1 damage to target unit."
    assert rewrites == [{"rule": "errata.general.2", "from": "After", "to": "When", "offset": 8}]


def test_redirect_wordings_only_on_cards_that_redirect():
    text, rewrites = lint("Redirect 1 damage assigned to this unit each turn to one target unit in any battlefield.")
    assert text == "Redirect 1 damage that would be dealt to this unit each turn to one target unit in any battlefield."
    assert [r["rule"] for r in rewrites] == ["errata.general.3"]
    parse("invasion", text)
    untouched = "Forced: When this unit is dealt damage, draw a card. Cancel all damage dealt to it."
    assert lint(untouched) == (untouched, [])


def test_non_faction_card_becomes_faceup_non_faction_unit_or_support_card():
    text, rewrites = lint("If you control a non-[Dwarf] card, this unit gains [Power].")
    assert text == "If you control a faceup non-[Dwarf] unit or support card, this unit gains [Power]."
    assert [r["rule"] for r in rewrites] == ["errata.general.4"]
    parse("invasion", text)


def test_several_errata_in_one_text_each_reported():
    text, rewrites = lint("Forced: After your turn begins, draw a card. Forced: After a unit attacks, draw a card.")
    assert text == "Forced: At the beginning of your turn, draw a card. Forced: When a unit attacks, draw a card."
    assert [r["rule"] for r in rewrites] == ["errata.general.1", "errata.general.2"]


def test_rewrite_ids_exist_in_the_spec_with_the_wording_they_apply():
    book = load_game("invasion")
    for text in ("After your turn begins, x.", "after x", "If you control a non-[Orc] card"):
        for r in lint(text)[1]:
            entry = book.get(r["rule"])
            assert entry is not None and entry.meta_dict()["new_wording"].split("[")[0].lower() in r["to"].lower()


def test_fmt_command_rewrites_and_reports():
    result = CliRunner().invoke(app, ["fmt", "--game", "invasion", "--json", "Forced: After your turn begins, draw a card."])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["text"] == "Forced: At the beginning of your turn, draw a card."
    assert [r["rule"] for r in data["rewrites"]] == ["errata.general.1"]
