"""Errors in card text: where (line, column, a caret under the text) and what was expected, in a card author's words."""

from __future__ import annotations


def source_lines(text: str) -> list[str]:
    """The text's lines as Lark counts them: only '\\n' ends a line ('\\r', '\\x0b', '\\u2028' ... do not, so
    `str.splitlines` would put the caret on the wrong line)."""
    return text.split("\n")


def end_position(text: str) -> tuple[int, int]:
    """(line, column) just after the last character, counted as Lark counts."""
    lines = source_lines(text)
    return len(lines), len(lines[-1]) + 1


def visible(line: str) -> str:
    """A source line safe to print above a caret: each control character becomes one visible character (a
    '\\r' would send the terminal's cursor back to the start of the line), so columns stay where they were."""
    out = []
    for ch in line:
        code = ord(ch)
        if code < 0x20:
            out.append(chr(0x2400 + code))  # the Unicode control pictures: '\r' -> '␍', '\t' -> '␉'
        elif code == 0x7F:
            out.append("\u2421")  # ␡
        elif not ch.isprintable() and ch != " ":
            out.append("\ufffd")  # a line or paragraph separator, a lone surrogate, a format character
        else:
            out.append(ch)
    return "".join(out)


class CardTextError(ValueError):
    def __init__(self, text: str, line: int, column: int, message: str, expected: tuple[str, ...] = ()):
        self.text, self.line, self.column, self.message, self.expected = text, line, column, message, expected
        super().__init__(self.render())

    @property
    def source_line(self) -> str:
        """The line the error is on, as the parser counted lines."""
        lines = source_lines(self.text)
        return lines[self.line - 1] if 0 < self.line <= len(lines) else ""

    def render(self) -> str:
        caret = " " * max(self.column - 1, 0) + "^"
        return f"line {self.line}, column {self.column}: {self.message}\n  {visible(self.source_line)}\n  {caret}"

    def as_dict(self) -> dict:
        return {"line": self.line, "column": self.column, "message": self.message, "expected": list(self.expected)}
