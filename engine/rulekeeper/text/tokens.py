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


class PlacedToken(Token):
    """A Token that knows its text and works out its line and column from its offset when they are asked for (an
    error message, Lark's `$END` token): a lexer stores one reference a word instead of four numbers and walks no
    line breaks. A word never spans a line, so it ends on the line it starts on."""

    __slots__ = ("text",)

    @property
    def line(self) -> int:
        return self.text.count("\n", 0, self.start_pos) + 1

    end_line = line

    @property
    def column(self) -> int:
        return self.start_pos - self.text.rfind("\n", 0, self.start_pos)

    @property
    def end_column(self) -> int:
        return self.column + (self.end_pos - self.start_pos)

    def __reduce__(self):
        """Pickled (an error sent from a worker process) as the plain Token it stands for, positions and all."""
        return Token, (self.type, self.value, self.start_pos, self.line, self.column, self.end_line, self.end_column,
                       self.end_pos)
