"""A long text gets an AST in every language, never a RecursionError (issue 17): a right-recursive rule (one line
after another, AoS4's `blocks`) makes a parse tree as deep as the text is long, and the tree is turned into the AST
without recursion (text/core.py)."""

import pytest

from rulekeeper.text import parse

# one line of each language, repeated; benchmarks/scaling_bench.py times the same texts from 1 KB to 1 MB
LINES = {
    "champions": ("", "Gain health equal to the corner value and draw 1 card.\n"),
    "invasion": ("", "Deal 1 damage to target unit.\n"),
    "brawl": ("Skill: ", "Push 2.\n"),
    "aos4": ("Effect: ", "Heal 1 this unit.\n"),
}


@pytest.mark.parametrize("game", sorted(LINES))
def test_a_text_of_1500_lines_parses(game):
    opening, line = LINES[game]
    short, long = parse(game, opening + line), parse(game, opening + line * 1500)
    assert type(long) is type(short)
    assert long != short
