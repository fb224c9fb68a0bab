"""text/tokens.py makes the very Token Lark's constructor makes (issues 13, 15)."""

from __future__ import annotations

from lark import Token

from rulekeeper.text.tokens import token

SLOTS = ("type", "value", "start_pos", "line", "column", "end_line", "end_column", "end_pos")


def test_token_is_larks_token_field_for_field():
    ours = token("NOUN_WORD", "unit", 4, 1, 5, None, None, 8)
    theirs = Token("NOUN_WORD", "unit", 4, 1, 5, None, None, 8)
    assert type(ours) is Token
    assert ours == theirs and str(ours) == "unit"
    assert [getattr(ours, s) for s in SLOTS] == [getattr(theirs, s) for s in SLOTS]
    other = Token("VERB_WORD", "unit")
    assert (ours == other) == (theirs == other) and hash(ours) == hash(theirs)  # Lark's own comparison
