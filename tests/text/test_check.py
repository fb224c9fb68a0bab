"""Many texts checked at once (text/check.py): the outcome of each, the same on one process as on several."""

import json

from typer.testing import CliRunner

from rulekeeper.cli import app
from rulekeeper.text import check as check_module
from rulekeeper.text.check import Outcome, check, check_all

GOOD = "Your Hero Phase\nEffect: Heal (D3) this unit."
BAD = "Your Hero Phase\nEffect: Heal (D3) the + unit."  # a noun after "+": it fails at "unit"


def test_an_outcome_says_whether_the_text_parses_and_where_it_fails():
    assert check("aos4", GOOD) == Outcome()
    bad = check("aos4", BAD)
    assert bad.error is not None and "^" in bad.error  # the caret under the word it fails at
    assert bad.group[0] == "unit" and bad.group[1]  # the word, and what was expected there


def test_a_parsed_text_the_meaning_layer_cannot_type_says_why():
    untyped = check("invasion", "Action: Exhaust target unit.")
    assert untyped.error is None and "'exhaust'" in untyped.untyped
    assert check("invasion", "Action: Exhaust target unit.", typed=False) == Outcome()


def test_two_processes_give_each_text_its_own_outcome_in_order(monkeypatch):
    monkeypatch.setattr(check_module, "SERIAL_BELOW", 2)  # these few texts on two processes
    texts = [GOOD, BAD] * 20 + ["Any Combat Phase\nEffect: Roll a dice."]
    one = list(check_all("aos4", texts, workers=1))
    two = list(check_all("aos4", texts, workers=2))
    assert two == one
    assert [o.error is None for o in one] == [t is not BAD for t in texts]


def test_cards_check_reports_the_same_on_one_process_and_on_two(tmp_path, monkeypatch):
    monkeypatch.setattr(check_module, "SERIAL_BELOW", 2)
    entries = [{"name": f"Ability {i}", "timing": "Your Hero Phase", "effect": effect}
               for i, effect in enumerate(["Heal (D3) this unit.", "Heal (D3) the + unit.", "Roll a dice."] * 5)]
    path = tmp_path / "abilities.json"
    path.write_text(json.dumps(entries), encoding="utf-8")
    reports = [CliRunner().invoke(app, ["cards", "check", "--game", "aos4", str(path), "--json", "--workers", k])
               for k in ("1", "2")]
    assert reports[0].exit_code == reports[1].exit_code == 1  # five abilities do not parse
    assert reports[0].stdout == reports[1].stdout
    report = json.loads(reports[0].stdout)
    assert (report["total"], report["parsed"]) == (15, 10)
    assert [g["word"] for g in report["groups"]] == ["unit"]
