"""text/tokens.py makes the very Token Lark's constructor makes (issues 13, 15)."""

from __future__ import annotations

import copy
import pickle

import pytest
from lark import Token

from rulekeeper.text import CardTextError, parse
from rulekeeper.text.tokens import PlacedToken, token

SLOTS = ("type", "value", "start_pos", "line", "column", "end_line", "end_column", "end_pos")


def test_token_is_larks_token_field_for_field():
    ours = token("NOUN_WORD", "unit", 4, 1, 5, None, None, 8)
    theirs = Token("NOUN_WORD", "unit", 4, 1, 5, None, None, 8)
    assert type(ours) is Token
    assert ours == theirs and str(ours) == "unit"
    assert [getattr(ours, s) for s in SLOTS] == [getattr(theirs, s) for s in SLOTS]
    other = Token("VERB_WORD", "unit")
    assert (ours == other) == (theirs == other) and hash(ours) == hash(theirs)  # Lark's own comparison


def _placed(text: str, start: int, end: int, kind: str = "NOUN_WORD"):
    tok = str.__new__(PlacedToken, text[start:end])
    tok.type, tok.value, tok.start_pos, tok.end_pos, tok.text = kind, text[start:end], start, end, text
    return tok


def test_placed_token_works_out_line_and_column_as_the_lexer_did():
    text = "Pick a unit.\nEffect: Roll a dice.\nHeal it."
    for word, line, column in (("Pick", 1, 1), ("unit", 1, 8), ("Effect", 2, 1), ("dice", 2, 16), ("Heal", 3, 1)):
        start = text.index(word)
        tok = _placed(text, start, start + len(word))
        assert (tok.line, tok.column, tok.end_line, tok.end_column) == (line, column, line, column + len(word))
    nl = _placed(text, 12, 13, "_NL")  # a line break is on the line it ends
    assert (nl.line, nl.column) == (1, 13)


def test_placed_token_is_a_lark_token_and_lends_its_position():
    text = "Deal 3 damage."
    tok = _placed(text, 7, 13)
    end = Token.new_borrow_pos("$END", "", tok)  # what the LALR loop makes at the end of a text
    assert isinstance(tok, Token) and tok == Token("NOUN_WORD", "damage")
    assert (end.line, end.column, end.end_column, end.start_pos) == (1, 8, 14, 7)


def test_an_aos4_error_names_the_line_and_column_of_the_word():
    with pytest.raises(CardTextError) as caught:
        parse("aos4", "Your Hero Phase\nEffect: ) unit.")
    assert (caught.value.line, caught.value.column) == (2, 9)  # the ")" the parser cannot read


def test_placed_token_pickles_as_the_token_it_stands_for():
    tok = _placed("Pick a unit.\nHeal it.", 13, 17)
    for other in (pickle.loads(pickle.dumps(tok)), copy.copy(tok)):
        assert type(other) is Token and other == tok
        assert [getattr(other, s) for s in SLOTS] == ["NOUN_WORD", "Heal", 13, 2, 1, 2, 5, 17]
    deep = copy.deepcopy(tok)  # Lark's own __deepcopy__, which keeps the start only, as for any Token
    assert type(deep) is Token and (deep.type, deep.start_pos, deep.line, deep.column) == ("NOUN_WORD", 13, 2, 1)
