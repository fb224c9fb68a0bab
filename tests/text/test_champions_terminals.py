"""No terminal of the Champions grammar swallows arbitrary words (DESIGN.md, "Card text": no catch-all)."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from rulekeeper.text import parser
from rulekeeper.text.champions import ast as A

TERMINALS = parser("champions").terminals
KEYWORDS = {re.sub(r"^\\b|\\b$", "", t.pattern.value).replace("\\", "").lower() for t in TERMINALS
            if t.pattern.value.startswith("\\b")}


def matches(word: str) -> list[str]:
    return [t.name for t in TERMINALS if re.fullmatch(t.pattern.to_regexp(), word)]


def test_every_terminal_is_a_keyword_a_number_a_tag_punctuation_or_whitespace():
    for t in TERMINALS:
        value = t.pattern.value
        if t.name in ("INT", "WS"):
            continue
        if t.name == "TAG":
            assert set(re.sub(r"[(?:)]", "", value).split("|")) == set(A.TAGS)
            continue
        literal = re.sub(r"^\\b|\\b$", "", value).replace("\\", "")
        assert re.fullmatch(r"[A-Za-z][a-z']*|[.,:\"]", literal), (t.name, value)


@settings(max_examples=300)
@given(st.from_regex(r"[A-Za-z][a-z]{1,11}", fullmatch=True))
def test_a_word_outside_the_vocabulary_matches_no_terminal(word):
    if word.lower() in KEYWORDS:
        assert matches(word)
    else:
        assert matches(word) == [], word


def test_the_vocabulary_is_small_and_closed():
    assert 100 <= len(KEYWORDS) <= 160
    assert {"deal", "damage", "heroic", "rend", "dormant", "highlighted"} <= KEYWORDS


VOCABULARY = sorted(KEYWORDS) + ["2", "DAEMON", ".", ",", ":", '"', "\n", "Deal", "X", "??", "owner\u2019s"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(VOCABULARY), max_size=14).map(" ".join) | st.text(max_size=40))
def test_any_text_parses_or_raises_a_card_text_error_never_a_traceback(text):
    from rulekeeper.text import CardTextError, parse

    try:
        parse("champions", text)
    except CardTextError as exc:
        assert exc.message and 1 <= exc.line and 1 <= exc.column
        assert "^" in str(exc)
