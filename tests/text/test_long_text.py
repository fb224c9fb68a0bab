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


@pytest.mark.parametrize("enabled", [True, False])
def test_a_long_parse_pauses_the_collector_and_restores_it(enabled, monkeypatch):
    """A long text is parsed with the cyclic collector paused (time stays linear: scaling_bench.py), and the
    collector is left as it was found, also when the text is refused."""
    import gc

    from rulekeeper.text import CardTextError
    from rulekeeper.text import core

    seen = []
    real = core._parse
    monkeypatch.setattr(core, "_parse", lambda *a: (seen.append(gc.isenabled()), real(*a))[1])
    (gc.enable if enabled else gc.disable)()
    try:
        opening, line = LINES["invasion"]
        parse("invasion", opening + line)  # short: the collector is not touched
        parse("invasion", opening + line * 1000)
        with pytest.raises(CardTextError):
            parse("invasion", line * 1000 + "Deal 1 damage to to.")
        assert gc.isenabled() is enabled
        assert seen == [enabled, False, False]
    finally:
        gc.enable()
