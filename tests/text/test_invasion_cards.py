"""spec/invasion/cards.yaml: every card the FAQ names; every text there (FAQ-corrected or printed) is checked."""

from __future__ import annotations

import pytest
import yaml

from rulekeeper import paths
from rulekeeper.text import CardTextError, parse

CARDS = yaml.safe_load((paths.spec_dir("invasion") / "cards.yaml").read_text(encoding="utf-8"))["cards"]
CORRECTED = [c for c in CARDS if c.get("text_source") == "faq"]


def test_cards_have_names_and_known_stats_or_say_so():
    """Printed stats, or `stats_known: false` exactly when the card is not in the card list we looked it up in."""
    assert len(CARDS) >= 100
    for card in CARDS:
        assert card["name"]
        has_stats = {"type", "set", "number"} <= card.keys()
        assert has_stats != (card.get("stats_known") is False), card["name"]
    assert sum(1 for c in CARDS if c.get("stats_known") is False) < len(CARDS) // 10


@pytest.mark.parametrize("card", CORRECTED, ids=[c["name"] for c in CORRECTED])
def test_every_faq_corrected_text_parses(card):
    parse("invasion", card["text"])


def test_printed_texts_parse_rate_is_reported():
    printed = [c for c in CARDS if c.get("text_source") == "printed" and c.get("text")]
    failed = []
    for card in printed:
        try:
            parse("invasion", card["text"])
        except CardTextError as exc:
            failed.append((card["name"], exc.message))
    # a floor, not a target: the printed texts of FAQ-named cards parse at least as well as this
    assert len(failed) <= len(printed) * 0.3, failed


def _words(text: str) -> list[str]:
    import re

    return [w.lower() for w in re.findall(r"\[[^\]]*\]|\w+|[^\w\s]", text)]


def test_fmt_keeps_every_word_of_the_cards_it_parses():
    """No construct drops words: fmt(parse(text)) says the same words as the (normalised) text."""
    from rulekeeper.text import fmt
    from rulekeeper.text.invasion.lexer import normalize

    checked = 0
    for card in CARDS:
        if not card.get("text"):
            continue
        try:
            ast = parse("invasion", card["text"])
        except CardTextError:
            continue
        assert _words(fmt("invasion", ast)) == _words(normalize(card["text"])), card["name"]
        checked += 1
    assert checked >= 100


# Partial corrections the FAQ prints ("...") that are not whole sentences, with the reason.
FRAGMENTS = {
    "Monster of the Deep": "the FAQ quotes only the words it changes ('Corrupt this unit to')",
    "Vigilant Electors": "the FAQ never closes the quotation it opens (a source finding)",
}
EXCERPTS = [c for c in CARDS if c.get("corrected_excerpt") and c["name"] not in FRAGMENTS]


@pytest.mark.parametrize("card", EXCERPTS, ids=[c["name"] for c in EXCERPTS])
def test_every_faq_partial_correction_that_is_a_whole_sentence_parses(card):
    import re

    text = re.sub(r"^(\.\.\.|…)+|(\.\.\.|…)+$", "", card["corrected_excerpt"].strip()).strip()
    parse("invasion", text if text.endswith(".") else text + ".")


def test_the_fragment_list_names_only_cards_with_excerpts():
    assert all(any(c["name"] == n and c.get("corrected_excerpt") for c in CARDS) for n in FRAGMENTS)
