"""Errors in card text: where (line, column, a caret under the text) and what was expected, in a card author's words."""

from __future__ import annotations


class CardTextError(ValueError):
    def __init__(self, text: str, line: int, column: int, message: str, expected: tuple[str, ...] = ()):
        self.text, self.line, self.column, self.message, self.expected = text, line, column, message, expected
        super().__init__(self.render())

    def render(self) -> str:
        lines = self.text.splitlines() or [""]
        src = lines[self.line - 1] if 0 < self.line <= len(lines) else ""
        caret = " " * max(self.column - 1, 0) + "^"
        return f"line {self.line}, column {self.column}: {self.message}\n  {src}\n  {caret}"

    def as_dict(self) -> dict:
        return {"line": self.line, "column": self.column, "message": self.message, "expected": list(self.expected)}
