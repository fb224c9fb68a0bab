"""`rulekeeper fmt` applies a language's lint before formatting and reports every rewrite (the Invasion errata use
this; here a stand-in language on the Champions grammar, registered for the test only)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from typer.testing import CliRunner

from rulekeeper.cli import app
from rulekeeper.text import core
from rulekeeper.text.champions import LANGUAGE


def lint(text: str) -> tuple[str, list[dict]]:
    """A toy erratum: 'Inflict' is now written 'Deal'."""
    if "Inflict" not in text:
        return text, []
    return text.replace("Inflict", "Deal"), [{"rule": "errata.test", "from": "Inflict", "to": "Deal"}]


@pytest.fixture
def linted_language(monkeypatch):
    monkeypatch.setitem(core._LANGUAGES, "brawl", replace(LANGUAGE, game="brawl", lint=lint))
    core.clear_caches()
    yield
    core.clear_caches()


def test_fmt_reports_each_rewrite_of_the_lint(linted_language):
    result = CliRunner().invoke(app, ["fmt", "--game", "brawl", "--json", "Inflict 2 damage."])
    assert result.exit_code == 0
    assert json.loads(result.stdout) == {"text": "Deal 2 damage to your opponent.",
                                         "rewrites": [{"rule": "errata.test", "from": "Inflict", "to": "Deal"}]}


def test_fmt_without_rewrites(linted_language):
    result = CliRunner().invoke(app, ["fmt", "--game", "brawl", "Gain 1 health."])
    assert result.exit_code == 0 and result.stdout.strip() == "Gain 1 health." and "rewrite" not in result.output


def test_every_template_item_is_a_field_of_its_node():
    """fmt.tokens reads a TEMPLATE item straight off the node (issue 13): each one not printed as-is ("=...") must
    be one of the node's fields."""
    import dataclasses

    from rulekeeper.text.invasion import ast as A

    for name, cls in vars(A).items():
        if isinstance(cls, type) and dataclasses.is_dataclass(cls) and issubclass(cls, A.Node):
            names = {f.name for f in dataclasses.fields(cls)}
            stray = [item for item in cls.TEMPLATE if not item.startswith("=") and item not in names]
            assert not stray, (name, stray)


def test_tokens_of_a_non_node_is_still_an_error():
    from rulekeeper.text.invasion.fmt import tokens

    with pytest.raises(TypeError):
        tokens(3)
