"""Issue 17, holes 2-6: each reproduction from the issue, now a clear error (file / entry / field, or line and
column) with exit 1, never a traceback, a hang or a silent acceptance."""

from __future__ import annotations

import json
import shutil
import time

import markdown
import pytest
from typer.testing import CliRunner

from rulekeeper import paths
from rulekeeper.cli import app
from rulekeeper.site.html import md_inline
from rulekeeper.text import CardTextError, parse

runner = CliRunner()


def run(*args, input=None):
    result = runner.invoke(app, [str(a) for a in args], input=input)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output
    return result


@pytest.fixture
def spec_root(tmp_path, monkeypatch):
    """A copy of spec/champions/ in a temporary data root, for `spec check` to read."""
    shutil.copytree(paths.spec_dir("champions"), tmp_path / "spec" / "champions")
    monkeypatch.setattr(paths, "data_root", lambda: tmp_path)
    return tmp_path / "spec" / "champions"


# -- hole 2: spec check on a non-UTF-8 spec file ------------------------------------------------------------------

def test_spec_check_names_a_non_utf8_rules_file_and_still_prints_json(spec_root):
    rules = spec_root / "rules.yaml"
    rules.write_bytes(rules.read_bytes().replace(b"Objective", b"Obj\xe9ctive", 1))
    result = run("spec", "check", "--game", "champions", "--json")
    assert result.exit_code == 1
    [error] = json.loads(result.stdout)["games"]["champions"]["errors"]
    assert error.startswith(f"{rules}: not UTF-8 text: byte 0xe9 at line ")


# -- hole 3: spec check reads cards.yaml and decks.yaml -------------------------------------------------------------

@pytest.mark.parametrize("change, expected", [
    (lambda t: t.replace("- name: Invigorating Chant", "- nome: Invigorating Chant", 1),
     ["cards.yaml, entry '#2', field 'nome': unknown field", "cards.yaml, entry '#2', field 'name': is required"]),
    (lambda t: t.replace("- name: Invigorating Chant", "- name: Feasting Vargheist", 1),
     ["cards.yaml, entry 'Feasting Vargheist', field 'name': entries #1 and #2 have the same name"]),
    (lambda t: t.replace("cost: 5\n", "cost: five\n", 1),
     ["cards.yaml, entry 'Bloodreaver Chieftain', field 'cost': 'five' is not a whole number"]),
    (lambda t: t.replace("  tags: [VAMPIRE]\n", "  tags: [VAMPIRE\n", 1), ["cards.yaml: not valid YAML at line "]),
])
def test_spec_check_validates_cards_yaml(spec_root, change, expected):
    cards = spec_root / "cards.yaml"
    cards.write_text(change(cards.read_text(encoding="utf-8")), encoding="utf-8")
    result = run("spec", "check", "--game", "champions", "--json")
    assert result.exit_code == 1
    errors = json.loads(result.stdout)["games"]["champions"]["errors"]
    assert len(errors) == len(expected)
    for error, words in zip(errors, expected):
        assert error.startswith(str(spec_root)) and words in error


def test_spec_check_validates_decks_yaml(spec_root):
    decks = spec_root / "decks.yaml"
    decks.write_text(decks.read_text(encoding="utf-8").replace("Pack of Bloodletters: 3", "Pack of Bloodletters: [3]",
                                                               1), encoding="utf-8")
    result = run("spec", "check", "--game", "champions", "--json")
    assert result.exit_code == 1
    [error] = json.loads(result.stdout)["games"]["champions"]["errors"]
    assert error == (f"{decks}, entry 'Chaos - Blood and Fire', field \"actions['Pack of Bloodletters']\": [3] is not "
                     "a whole number")


def test_spec_check_resolves_an_invasion_erratum_against_rules_yaml(tmp_path, monkeypatch):
    shutil.copytree(paths.spec_dir("invasion"), tmp_path / "spec" / "invasion")
    monkeypatch.setattr(paths, "data_root", lambda: tmp_path)
    cards = tmp_path / "spec" / "invasion" / "cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("erratum: errata.core.08", "erratum: errata.core.99",
                                                               1), encoding="utf-8")
    result = run("spec", "check", "--game", "invasion", "--json")
    assert json.loads(result.stdout)["games"]["invasion"]["errors"] == [
        f"{cards}, entry 'Dwarf Cannon Crew', field 'erratum': 'errata.core.99' is not an id of this game's rules.yaml"]


# -- hole 4: cards check when a card field has the wrong type ------------------------------------------------------

def test_cards_check_reports_a_wrongly_typed_field(tmp_path):
    cards = tmp_path / "cards.yaml"
    cards.write_text("cards:\n- {name: Archon, category: Champion, class: Wizard, objectives: 5}\n")
    result = run("cards", "check", "--game", "champions", cards, "--json")
    assert result.exit_code == 1
    [failure] = json.loads(result.stdout)["failed"]
    assert failure["error"] == f"{cards}: card 'Archon', field 'objectives': must be a list, not a whole number (5)"


# -- hole 5: deck check: a billion copies, a non-UTF-8 file, decks without a (unique, text) name -------------------

def test_deck_check_refuses_a_billion_copies_before_building_them(tmp_path):
    deck = tmp_path / "deck.yaml"
    deck.write_text("name: Greedy\nactions:\n  Pack of Bloodletters: 1000000000\n")
    start = time.perf_counter()
    result = run("deck", "check", "--game", "champions", deck, "--json")
    assert time.perf_counter() - start < 5
    assert result.exit_code == 1
    assert json.loads(result.stdout)["error"] == (
        f"{deck}, deck 'Greedy', field \"actions['Pack of Bloodletters']\": 1000000000 is out of range (1 to 3800)")


@pytest.mark.parametrize("body, words", [
    (b"name: D\xe9ck\n", "not UTF-8 text: byte 0xe9 at line 1, column 8"),
    (b"decks:\n- {champions: [A]}\n", "deck '#1', field 'name': is required"),
    (b"decks:\n- {name: 7, champions: [A]}\n", "deck '#1', field 'name': must be text, not a whole number (7)"),
    (b"decks:\n- {name: A, champions: [B]}\n- {name: A, champions: [C]}\n", "deck 'A', field 'name': two decks"),
])
def test_deck_check_names_the_problem(tmp_path, body, words):
    deck = tmp_path / "deck.yaml"
    deck.write_bytes(body)
    result = run("deck", "check", "--game", "champions", deck, "--json")
    assert result.exit_code == 1
    message = json.loads(result.stdout)["error"]
    assert message.startswith(str(deck)) and words in message


# -- hole 6: messages that mislead ---------------------------------------------------------------------------------

def test_cards_check_names_a_non_utf8_file(tmp_path):
    cards = tmp_path / "cards.yaml"
    cards.write_bytes(b"cards:\n- name: Caf\xe9\n")
    result = run("cards", "check", "--game", "champions", cards)
    assert result.exit_code == 1
    assert f"{cards}: not UTF-8 text: byte 0xe9 at line 2, column 12" in " ".join(result.output.split())


@pytest.mark.parametrize("command", [("cards", "check"), ("deck", "check")])
def test_a_directory_is_called_a_directory(tmp_path, command):
    result = run(*command, "--game", "champions", tmp_path, "--json")
    assert result.exit_code == 1
    assert json.loads(result.stdout) == {"error": f"{tmp_path}: is a directory, not a file"}


def test_a_carriage_return_does_not_move_the_caret_to_another_line():
    with pytest.raises(CardTextError) as caught:
        parse("champions", "Deal 1 damage.\rDeal two damage.")
    err = caught.value
    assert (err.line, err.column) == (1, 21)  # Lark counts lines at '\n' only
    assert err.source_line[err.column - 1:].startswith("two")
    _, shown, caret = str(err).split("\n")
    assert "\r" not in shown and shown[caret.index("^"):].startswith("two")


@pytest.mark.parametrize("title", ["Cards with <Power> & more", r"a \ b", "x*y*_z_ [l](u) #h {#id} |p| >q",
                                   "&lt; is not <"])
def test_md_inline_shows_a_heading_literally(title):
    md = markdown.Markdown(extensions=["attr_list", "md_in_html", "toc"])
    html = md.convert(f"# {md_inline(title)} {{ #anchor }}")
    import html as html_lib
    assert html == f'<h1 id="anchor">{html_lib.escape(title, quote=False)}</h1>'
    assert html_lib.unescape(md.toc_tokens[0]["name"]) == title  # navigation and search titles


# -- found by `make fuzz` (10^6 inputs): a units file whose units load but make no army ----------------------------

def test_simulate_names_a_units_file_that_gives_no_army(tmp_path):
    """One unit of a faction loads, but an army is at least two: the refusal names the file (it named nothing)."""
    units = tmp_path / "units.yaml"
    units.write_text("- name: Chaos Spawn\n  faction: Beasts of Chaos\n  move: 2D6\"\n  health: '5'\n  save: 5+\n"
                     "  control: '1'\n  keywords: [CHAOS]\n  weapons:\n  - {name: Maws, type: Melee Weapon, Atk: '2', Hit: 4+,\n"
                     "     Wnd: 3+, Rnd: '-', Dmg: '1'}\n", encoding="utf-8")
    result = run("simulate", "--game", "aos4", "--games", "1", "--cards", units, "--json")
    assert result.exit_code == 1
    error = json.loads(result.stdout)["error"]
    assert error.startswith(f"{units}: no faction with two units")
