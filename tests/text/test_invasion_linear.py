"""Invasion card text costs time linear in its length, however long and however many lines (issue 17, hole 1).

The work is counted, not timed: every line of Python run while parsing (a loop that rescans the text for each
word shows up as ten times the lines per character when the text is ten times longer), so the test neither
depends on the machine's load nor waits for a slow case.
"""

from __future__ import annotations

import sys

import pytest

from rulekeeper.text import CardTextError, parse

SHAPES = {  # (head, repeated part, tail): many lines; one long sentence; a long run of capitalised words
    "lines": ("", "Deal 1 damage.\n", ""),
    "lines, then an error": ("", "Deal 1 damage.\n", "Deal 1 damage to"),
    "and ... and": ("Deal 1 damage to target unit", " and target unit", "."),
    "capitalised words": ("Deal 1 damage to ", "Unit ", "."),
    "sentences on one line": ("", "Draw 1 card. ", ""),
}


def lines_run(text: str) -> int:
    count = 0

    def tracer(frame, event, arg):
        nonlocal count
        count += 1
        return tracer

    sys.settrace(tracer)
    try:
        parse("invasion", text)
    except CardTextError:
        pass
    finally:
        sys.settrace(None)
    return count


@pytest.mark.parametrize("shape", SHAPES)
def test_ten_times_the_text_is_about_ten_times_the_work(shape):
    head, part, tail = SHAPES[shape]
    parse("invasion", "Deal 1 damage.")  # the parser is loaded outside the count
    small, large = head + part * 100 + tail, head + part * 1000 + tail
    per_char = [lines_run(t) / len(t) for t in (small, large)]
    assert per_char[1] < 1.5 * per_char[0], f"{shape}: {per_char[0]:.1f} -> {per_char[1]:.1f} lines per character"


def test_a_hundred_kilobytes_of_lines_parse():
    text = "Deal 1 damage.\n" * 7000
    assert len(text) > 100_000
    card = parse("invasion", text)
    assert len(card.abilities) == 7000


def test_an_error_on_the_last_of_many_lines_points_at_it():
    text = "Deal 1 damage.\n" * 7000 + "Deal 1 dmaage."
    with pytest.raises(CardTextError) as err:
        parse("invasion", text)
    assert (err.value.line, err.value.column) == (7001, 8)
