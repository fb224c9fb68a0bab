"""The CLI of card text and decks: `parse`, `fmt`, `cards check`, `deck check` (exit 0 ok, 1 input wrong, 2 usage)."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from rulekeeper import paths
from rulekeeper.cli import app

CARDS_YAML = str(paths.spec_dir("champions") / "cards.yaml")
DECKS_YAML = str(paths.spec_dir("champions") / "decks.yaml")

runner = CliRunner()


def run(*args, input=None):
    return runner.invoke(app, list(args), input=input)


def test_parse_prints_the_ast_as_json():
    result = run("parse", "--game", "champions", "--json", "Deal 2 damage to your opponent with Rend.")
    assert result.exit_code == 0
    (sentence,) = json.loads(result.stdout)["ast"]["sentences"]
    assert sentence["effects"] == [{"node": "DealDamage", "amount": {"node": "Fixed", "n": 2},
                                    "to": "your opponent", "rend": True}]


def test_parse_reads_stdin_and_reports_errors_with_a_caret():
    result = run("parse", "--game", "champions", "-", input="Deal two damage.")
    assert result.exit_code == 1
    assert "unknown word 'two'" in result.output and "       ^" in result.output
    assert "Traceback" not in result.output


def test_parse_error_as_json():
    result = run("parse", "--game", "champions", "--json", "Gain 2 health")
    assert result.exit_code == 1
    error = json.loads(result.stdout)["error"]
    assert (error["line"], error["column"]) == (1, 14)


def test_fmt_prints_canonical_text():
    result = run("fmt", "--game", "champions", "deal 1 DAMAGE.   gain 1 health.")
    assert result.exit_code == 0
    assert result.stdout.strip() == "Deal 1 damage to your opponent. Gain 1 health."


def test_unknown_game_is_a_usage_error():
    assert run("parse", "--game", "chess", "x").exit_code == 2
    assert run("deck", "check", "--game", "brawl", DECKS_YAML).exit_code == 2


def test_cards_check_the_project_cards():
    result = run("cards", "check", "--game", "champions", CARDS_YAML, "--json")
    report = json.loads(result.stdout)
    assert result.exit_code == 0
    assert report["total"] == report["parsed"] >= 90 and report["failed"] == [] and report["groups"] == []


def test_cards_check_a_corpus_file_groups_failures(tmp_path):
    corpus = tmp_path / "corpus.json"
    corpus.write_text(json.dumps([
        {"name": "Fine", "text": "Gain 1 health."},
        {"name": "Blank", "text": None},  # null text = no abilities
        {"name": "Bad one", "text": "Destroy a Unit."},
        {"name": "Bad two", "text": "Destroy each Spell."},
        {"name": "Bad three", "text": "Deal two damage."},
        {"name": "Ability", "declare": "Pick a Unit.", "effect": "Gain 1 health."},  # aos4-like fields
    ]))
    result = run("cards", "check", "--game", "champions", str(corpus), "--json")
    report = json.loads(result.stdout)
    assert result.exit_code == 1
    assert (report["total"], report["parsed"]) == (6, 2)
    assert [f["name"] for f in report["failed"]] == ["Bad one", "Bad two", "Bad three", "Ability"]
    assert report["failed"][0]["error"].startswith("line 1, column 1: unknown word 'Destroy'")
    top = report["groups"][0]
    assert (top["word"], top["count"], top["examples"]) == ("destroy", 2, ["Bad one", "Bad two"])


def test_cards_check_a_missing_or_malformed_file(tmp_path):
    assert run("cards", "check", "--game", "champions", str(tmp_path / "none.json")).exit_code == 1
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    result = run("cards", "check", "--game", "champions", str(bad))
    assert result.exit_code == 1 and "not valid JSON" in result.output


def test_deck_check_the_shipped_decks():
    result = run("deck", "check", "--game", "champions", DECKS_YAML, "--json")
    assert result.exit_code == 0
    decks = json.loads(result.stdout)["decks"]
    assert len(decks) == 8 and all(d["legal"] and d["problems"] == [] for d in decks)


def test_deck_check_names_the_broken_rule(tmp_path):
    deck = tmp_path / "deck.yaml"
    deck.write_text("name: Mixed\n"
                    "champions: [Bloodreaver Chieftain, Exalted Deathbringer, Tzaangor Shaman, Slaughterpriest]\n"
                    "blessings: [Favour of the Gods, Blood for the Blood God, Dark Gift, Eye of the Gods]\n"
                    "actions: {Pack of Bloodletters: 3, Bloodreavers: 3, Wrathmongers: 3, Gaze of Khorne: 3,\n"
                    "  Blood Frenzy: 3, Glimpse of Fate: 3, Bolt of Change: 3, Infernal Flames: 3,\n"
                    "  Grimghast Reapers: 3, Fold Reality: 3}\n")
    result = run("deck", "check", "--game", "champions", str(deck))
    assert result.exit_code == 1
    assert "2.1.1.2: cards of 2 Alliances (Chaos, Death)" in result.output
    assert "2.1.1.3: Realm tags of 2 Realms (AQSHY, GHYRAN)" in result.output
