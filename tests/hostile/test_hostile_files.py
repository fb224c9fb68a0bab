"""Hostile files (issue 17): whatever bytes a spec file or a command's file argument holds, the command exits 0 or 1,
and on 1 says which file (and entry and field) is wrong; never a traceback, never exit 2 or worse.

Parametrized over the game registry: every YAML file of every spec/<game>/, every game with a card-text language,
every game with decks, every game with an engine.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path
from unittest import mock

import pytest
from hypothesis import given
from hypothesis import strategies as st
from hostile_inputs import budget, card_text, hostile_bytes, languages, spec_files, tried
from typer.testing import CliRunner

from rulekeeper import paths
from rulekeeper.registry import ids as game_ids
from rulekeeper.cli import app
from rulekeeper.commands.simulate import simulated_games
from rulekeeper.spec.files import InputFileError, read_yaml
from rulekeeper.spec.loader import SpecError, load_rulebook
from rulekeeper.spec.schema import file_errors
from rulekeeper.spec.schemas import schema_for
from rulekeeper.text.check import semantics

runner = CliRunner()


def invoke(args, input=None):
    """Run the CLI in-process; a Python exception escaping it (a traceback for the user) fails the property."""
    result = runner.invoke(app, [str(a) for a in args], input=input)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    assert result.exit_code in (0, 1), (result.exit_code, result.output[-2000:])
    assert "Traceback" not in result.output
    return result


@pytest.mark.parametrize("game, name", spec_files())
@budget("spec-file", len(spec_files()))
@given(data=st.data())
def test_a_spec_file_is_read_or_refused_naming_file_entry_and_field(game, name, data):
    """The reader and the schema `spec check` applies to this one file, on its bytes: errors name the file."""
    payload = data.draw(hostile_bytes(game, name))
    tried("spec-file", f"{game}/{name}")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / name
        path.write_bytes(payload)
        if name == "rules.yaml":
            try:
                load_rulebook(path, game)
                errors = []
            except SpecError as exc:
                errors = [str(exc)]
        else:
            schema = schema_for(name, game)
            errors = [str(e) for e in file_errors(path, schema, game)] if schema else []
            if schema is None:
                try:
                    read_yaml(path)
                except InputFileError as exc:
                    errors = [str(exc)]
    for error in errors:
        assert error.startswith(f"{path}"), error


@pytest.mark.parametrize("game, name", spec_files())
@budget("spec-check", len(spec_files()))
@given(data=st.data())
def test_spec_check_names_the_file_of_every_error(game, name, data):
    payload = data.draw(hostile_bytes(game, name))
    tried("spec-check", f"{game}/{name}")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "spec" / game
        shutil.copytree(paths.spec_dir(game), folder)
        (folder / name).write_bytes(payload)
        with mock.patch.object(paths, "data_root", lambda: Path(tmp)):
            result = invoke(["spec", "check", "--game", game, "--json"])
    errors = json.loads(result.stdout)["games"][game]["errors"]
    assert (result.exit_code == 1) == bool(errors)
    for error in errors:
        assert error.startswith(f"{folder}/"), error  # the file; then entry and field when there is one


def _file_commands() -> list[tuple[str, str, str]]:
    """(game, the spec file the argument imitates, argv with FILE for the hostile file)."""
    out = []
    for g in languages():
        kind = "cards.yaml" if (paths.spec_dir(g) / "cards.yaml").is_file() else "rules.yaml"
        out.append((g, kind, "cards check --game {g} FILE --json"))
    for g in game_ids():
        if (paths.spec_dir(g) / "decks.yaml").is_file():
            out.append((g, "decks.yaml", "deck check --game {g} FILE --json"))
            out.append((g, "cards.yaml", "deck check --game {g} {decks} --cards FILE --json"))
    for g in simulated_games():  # the game's cards (or, for a game of warscrolls, its units) imitated
        kind = "cards.yaml" if (paths.spec_dir(g) / "cards.yaml").is_file() else "units.yaml"
        out.append((g, kind, "simulate --game {g} --games 1 --cards FILE --json"))
        if kind == "units.yaml":  # a game of warscrolls: the abilities file too (its units file imitated: a list)
            out.append((g, kind, "simulate --game {g} --games 1 --abilities FILE --json"))
        if (paths.spec_dir(g) / "decks.yaml").is_file():  # the hostile file imitates the game's own decks file
            out += [(g, "decks.yaml", "simulate --game {g} --games 1 --decks FILE --json"),
                    (g, "decks.yaml", "explain --game {g} --decks FILE --json")]
    return out


@pytest.mark.parametrize("game, kind, command", _file_commands())
@budget("file-argument", len(_file_commands()))
@given(data=st.data())
def test_file_arguments_fail_cleanly(game, kind, command, data):
    payload = data.draw(hostile_bytes(game, kind, cut=command.startswith("cards")))  # the others need every card
    tried("file-argument", command.format(g=game, decks="DECKS"))
    suffix = data.draw(st.sampled_from([".yaml", ".json"])) if command.startswith("cards") else ".yaml"
    with tempfile.TemporaryDirectory() as tmp:
        file = Path(tmp) / f"input{suffix}"
        file.write_bytes(payload)
        decks = paths.spec_dir(game) / "decks.yaml"
        args = [str(file) if a == "FILE" else a.format(g=game, decks=decks) for a in command.split()]
        result = invoke(args)
    out = json.loads(result.stdout) if result.stdout.strip() else {}
    if "error" in out and isinstance(out["error"], str):  # a file-level error names the file
        assert result.exit_code == 1 and str(file) in out["error"], out["error"]


@pytest.mark.parametrize("game", languages())
@budget("stdin", len(languages()))
@given(data=st.data())
def test_stdin_text_fails_cleanly(game, data):
    """`parse -` (with `--meaning` too, where the language has a meaning layer) and `fmt -` read standard input: any
    bytes, UTF-8 or not."""
    text = data.draw(card_text(game))
    tried("stdin", game)
    raw = data.draw(st.sampled_from([text.encode("utf-8", "surrogatepass"), text.encode("utf-8", "replace")[:40]
                                     + b"\xff\xfe"]))
    commands = [["parse"], ["fmt"]] + ([["parse", "--meaning"]] if semantics(game) is not None else [])
    for command in commands:
        result = invoke([*command, "--game", game, "-", "--json"], input=raw)
        out = json.loads(result.stdout)
        if result.exit_code == 1:
            assert "error" in out or command[1:] == ["--meaning"] and "untyped" in out
