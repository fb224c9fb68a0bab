"""The spec loader and `spec check`: a broken spec file names the file, the entry and the field (exit 1)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulekeeper.cli import app
from rulekeeper.spec import SpecError, check_rulebook, load_rulebook

from rulekeeper.spec.models import parent_id

GOOD = """\
game: champions
title: t
entries:
  - {id: "1", title: Objective, kind: informative, why: section heading, text: ""}
  - {id: "1.1", kind: normative, text: "Reduce the opponent to 0 health (1.2). See 4.15.5."}
  - {id: "1.2", kind: normative, text: "Health is tracked by each player.", refs: ["1.1"]}
"""


def write(tmp_path: Path, text: str) -> Path:
    p = tmp_path / "rules.yaml"
    p.write_text(text, encoding="utf-8")
    return p


@pytest.mark.parametrize(
    "text, entry, field, words",
    [
        (GOOD.replace("kind: normative, text: \"Health", "kind: rule, text: \"Health"), "1.2", "kind", "must be one of"),
        (GOOD.replace('why: section heading, ', ''), "1", "why", "needs a one-line 'why'"),
        (GOOD.replace('text: "Reduce the opponent to 0 health (1.2). See 4.15.5."', 'text: ""'), "1.1", "text", "needs its text"),
        (GOOD.replace('refs: ["1.1"]', 'refs: "1.1"'), "1.2", "refs", "must be a list"),
        (GOOD.replace('{id: "1.2", ', '{id: "1.2", colour: red, '), "1.2", "colour", "unknown field"),
        (GOOD.replace('{id: "1.1", ', '{'), "#1", "id", "is required"),
    ],
)
def test_malformed_entry_names_file_entry_and_field(tmp_path, text, entry, field, words):
    path = write(tmp_path, text)
    with pytest.raises(SpecError) as info:
        load_rulebook(path)
    err = info.value
    assert (err.file, err.entry, err.field) == (str(path), entry, field)
    assert words in str(err) and str(path) in str(err)


def test_invalid_yaml_names_line(tmp_path):
    path = write(tmp_path, "game: x\nentries: [\n  - {id: 1\n")
    with pytest.raises(SpecError, match=r"not valid YAML at line \d+"):
        load_rulebook(path)


def test_unresolved_ref_is_an_error_and_missing_citation_a_finding(tmp_path):
    book = load_rulebook(write(tmp_path, GOOD.replace('refs: ["1.1"]', 'refs: ["9.9"]')))
    report = check_rulebook(book)
    assert report.errors == [f"{book.file}, entry '1.2', field 'refs[0]': '9.9' is not an id in this file"]


def test_citation_of_missing_rule_is_a_detected_finding(tmp_path):
    # detection of cited numbers switches on for documents numbered like Champions (>= 20 numbered ids)
    extra = "".join(f'  - {{id: "2.{i}", kind: normative, text: "Health rule {i}."}}\n' for i in range(1, 21))
    book = load_rulebook(write(tmp_path, GOOD + extra))
    found = [f for f in check_rulebook(book).findings if f["id"] == "1.1"]
    assert {"id": "1.1", "kind": "missing-ref", "message": "cites 4.15.5, which does not exist", "ref": "4.15.5",
            "detected": True} in found
    assert not any(f.get("ref") == "1.2" and f["kind"] == "missing-ref" for f in found)


def test_duplicate_ids_are_errors(tmp_path):
    book = load_rulebook(write(tmp_path, GOOD.replace('{id: "1.2"', '{id: "1.1"')))
    assert any("duplicate id" in e for e in check_rulebook(book).errors)


def test_parent_of_lettered_and_slugged_ids():
    assert parent_id("2.4.1.1a") == "2.4.1.1"
    assert parent_id("2.6.4") == "2.6"
    assert parent_id("faq.17") == "faq"
    assert parent_id("2") is None



def test_cli_reports_broken_spec_with_exit_1(tmp_path, monkeypatch):
    import rulekeeper.paths as paths

    spec = tmp_path / "spec" / "champions"
    spec.mkdir(parents=True)
    (spec / "rules.yaml").write_text(GOOD.replace("kind: rule", "").replace('refs: ["1.1"]', 'refs: 7'), encoding="utf-8")
    monkeypatch.setattr(paths, "data_root", lambda: tmp_path)
    result = CliRunner().invoke(app, ["spec", "check", "--game", "champions", "--json"])
    assert result.exit_code == 1, result.output
    data = json.loads(result.output)
    [error] = data["games"]["champions"]["errors"]
    assert "rules.yaml, entry '1.2', field 'refs': must be a list" in error
    assert "Traceback" not in result.output


def test_cli_unknown_game_is_usage_error():
    result = CliRunner().invoke(app, ["spec", "check", "--game", "chess"])
    assert result.exit_code == 2
