"""Lark Tokens made a little faster (issues 13, 15): a lexer makes one for every word of every text."""

from __future__ import annotations

from lark import Token

_new_str = str.__new__


def token(kind, value, start_pos, line, column, end_line, end_column, end_pos) -> Token:
    """Token(kind, value, start_pos, line, column, end_line, end_column, end_pos): Lark's `Token._future_new`
    without its `super()` lookup, the same Token."""
    tok = _new_str(Token, value)
    tok.type = kind
    tok.start_pos = start_pos
    tok.value = value
    tok.line = line
    tok.column = column
    tok.end_line = end_line
    tok.end_column = end_column
    tok.end_pos = end_pos
    return tok
