"""The ASCII hex map of a position (games/brawl/picture.py): drawn, read back, and mistakes named by row."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from rulekeeper.games.brawl.arena import ArenaError, load_arena
from rulekeeper.games.brawl.hexes import Hex
from rulekeeper.games.brawl.picture import picture, read_picture

ARENA = load_arena()
free = sorted(h for h in ARENA.hexes if h not in ARENA.statue_hexes)
words = st.text(alphabet="ABCDEFGHIJKLMNOPQRSUVWXYZabcdefghijklmnopqrsuvwxyz'", min_size=1, max_size=3).filter(
    lambda w: w not in ("D", "T"))


def test_the_empty_board():
    lines = picture(ARENA).splitlines()
    assert lines[0].split() == ["A"] + ["D"] * 5
    assert lines[4].split() == ["E", ".", "S", ".", ".", "S", ".", ".", "S", "."]
    assert len(lines) == 9 and read_picture(ARENA, picture(ARENA)) == {}


def test_a_judges_sketch_is_read_by_row_and_order():
    sketch = """
        D  .  .  .  Du  Gw  T  .  .
        I  D D D D Kil
    """
    assert read_picture(ARENA, sketch) == {ARENA.hex("D4"): "Du", ARENA.hex("D5"): "Gw", ARENA.hex("I5"): "Kil"}


@given(st.dictionaries(st.sampled_from(free), words, max_size=8))
def test_reading_a_drawn_map_gives_its_marks_back(marks):
    assert read_picture(ARENA, picture(ARENA, marks)) == marks


@pytest.mark.parametrize("sketch, message", [
    ("J . .", "entry 'row J': 'J' is not a row of the arena"),
    ("A D D D", "entry 'row A': has 3 hexes; row A has 5"),
    ("E . Du . . S . . S .", "entry 'row E': E2 is a statue; nothing stands on it"),
    ("A D D D D D\nA D D D D D", "entry 'row A': the row is drawn twice"),
])
def test_a_wrong_sketch_names_its_row(sketch, message):
    with pytest.raises(ArenaError) as info:
        read_picture(ARENA, sketch, "scenario")
    assert str(info.value).startswith("scenario, ") and message in str(info.value)


def test_marks_must_be_short_words_on_the_board():
    with pytest.raises(ValueError, match="not a hex of the arena"):
        picture(ARENA, {Hex(9, 9): "X"})
    with pytest.raises(ValueError, match="one word of 1 to 3"):
        picture(ARENA, {Hex(0, 0): "Dugrun"})
