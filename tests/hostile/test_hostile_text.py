"""Hostile card text (issue 17), for every registered language: real texts mutated, recombined words, many lines
with every kind of line end, control characters, deep nesting. `parse` returns an AST or raises CardTextError, and
the error's line and column point inside the text as the parser counts lines, so the caret lands on it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from hostile_inputs import budget, card_text, languages, tried

from rulekeeper.text import CardTextError, parse
from rulekeeper.text.errors import source_lines


@pytest.mark.parametrize("game", languages())
@budget("parse", len(languages()))
@given(data=st.data())
def test_parse_answers_an_ast_or_an_error_that_points_into_the_text(game, data):
    text = data.draw(card_text(game))
    tried("parse", game)
    try:
        parse(game, text)
    except CardTextError as err:
        lines = source_lines(err.text)
        assert 1 <= err.line <= len(lines), (err.line, len(lines))
        assert 1 <= err.column <= len(lines[err.line - 1]) + 1, (err.column, lines[err.line - 1])
        _, shown, caret = str(err).rsplit("\n", 2)
        assert "\r" not in shown and len(caret.strip()) == 1
