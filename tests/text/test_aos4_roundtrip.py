"""parse(fmt(ast)) == ast on the real corpus and on generated abilities; any string gives an AST or a CardTextError."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings, strategies as st

from rulekeeper import paths
from rulekeeper.commands.text import aos4_text
from rulekeeper.text import CardTextError, fmt, parse
from rulekeeper.text.aos4.vocabulary import vocabulary

CORPUS = paths.repo_root().parent / "shared" / "corpus" / "aos4-abilities.json"

KEYWORDS = ("Hero", "Wizard", "Stormcast Eternals", "Infantry", "Monster", "Fly", "Beasts of Chaos", "War Machine")
VALUED = ("Ward (5+)", "Ward (4+)", "Wizard (1)", "Priest (2)")
MOMENTS = ("Your Hero Phase", "Any Combat Phase", "Enemy Shooting Phase", "Deployment Phase", "End of Any Turn",
           "Start of Battle Round", "Your Movement Phase", "Reaction: You declared a Fight ability for this unit")
FREQUENCIES = ("", "Once Per Turn (Army), ", "Once Per Battle, ", "Once Per Battle Round (Army), ")
ROLLS = ("hit", "wound", "save", "charge", "casting")


def marked(keyword: str) -> st.SearchStrategy[str]:
    """A keyword as the corpus marks it up (**^^Hero^^**), or plain."""
    return st.sampled_from((keyword, f"**^^{keyword}^^**"))


keyword = st.sampled_from(KEYWORDS).flatmap(marked)
number = st.integers(1, 6).map(str)
distance = st.sampled_from((3, 6, 9, 12, 18)).map(lambda n: f'{n}"')
units = st.one_of(
    st.just("this unit"), st.just("the target"),
    st.builds(lambda k: f"friendly {k} units", keyword),
    st.builds(lambda k, d: f"each enemy {k} unit within {d} of this unit", keyword, distance),
)
sentences = st.one_of(
    st.builds(lambda r, d: f"Roll a dice. On a {r}+, inflict {d} mortal damage on the target.",
              st.integers(2, 6), st.sampled_from(("1", "D3", "D6", "2"))),
    st.builds(lambda n, r, u: f"Add {n} to {r} rolls for {u}.", number, st.sampled_from(ROLLS), units),
    st.builds(lambda n, r, u: f"Subtract {n} from {r} rolls for attacks that target {u}.", number,
              st.sampled_from(ROLLS), units),
    st.builds(lambda u, k: f"{u[:1].upper() + u[1:]} has {k} for the rest of the turn.", units,
              st.sampled_from(VALUED).flatmap(marked)),
    st.builds(lambda n, u: f"Heal ({n}) {u}.", number, units),
)
abilities = st.builds(
    lambda freq, moment, declare, effect, kws: "\n".join(
        ([freq + moment] if moment else []) + ([f"Declare: Pick {declare} to be the target."] if declare else [])
        + ["Effect: " + "\u00a0".join(effect)] + ([f"Keywords: {kws}"] if kws else [])),
    st.sampled_from(FREQUENCIES), st.one_of(st.none(), st.sampled_from(MOMENTS)),
    st.one_of(st.none(), st.builds(lambda k, d: f"a visible enemy {k} unit within {d} of this unit", keyword, distance)),
    st.lists(sentences, min_size=1, max_size=3),
    st.sampled_from(("", "**^^Spell^^**", "Prayer, Unlimited")),
)


@settings(max_examples=300, deadline=None)
@given(abilities)
def test_generated_abilities_parse_and_print_back(text):
    ast = parse("aos4", text)
    canonical = fmt("aos4", ast)
    assert parse("aos4", canonical) == ast
    assert fmt("aos4", parse("aos4", canonical)) == canonical
    assert "*" not in canonical and "^" not in canonical and "\u00a0" not in canonical


def _words():
    vocab = vocabulary()
    return sorted(vocab.words) + [" ".join(k).title() for k in vocab.keywords] + \
        [".", ",", ":", "(", ")", "3+", "D3", '12"', "1", "\n", "Effect:", "Declare:", "'Rally'", "\u2022"]


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.text(max_size=60), st.lists(st.sampled_from(_words()), max_size=14).map(" ".join),
                 st.lists(st.sampled_from(_words()), max_size=14).map(lambda ws: "Effect: " + " ".join(ws))))
def test_any_string_gives_an_ast_or_a_card_text_error(text):
    try:
        ast = parse("aos4", text)
    except CardTextError as exc:
        assert exc.line >= 1 and exc.column >= 1 and str(exc)
        return
    assert parse("aos4", fmt("aos4", ast)) == ast


@pytest.mark.skipif(not CORPUS.is_file(), reason="the shared corpus is not next to this checkout")
def test_every_parsed_corpus_ability_prints_back_to_itself():
    entries = json.loads(CORPUS.read_text(encoding="utf-8"))
    parsed = 0
    for entry in entries:
        text = aos4_text(entry)
        try:
            ast = parse("aos4", text) if text else None
        except CardTextError:
            continue
        if ast is None:
            continue
        parsed += 1
        assert parse("aos4", fmt("aos4", ast)) == ast, entry["name"]
    assert parsed > 0.9 * len(entries)  # the parse rate itself is measured by `rulekeeper cards check`


def test_a_sentence_opened_by_non_prints_back_to_itself():
    """Found by the property above: 'non-' opening a sentence is printed 'Non-' and must read back the same."""
    ast = parse("aos4", "EFFECT:non-AA")
    assert parse("aos4", fmt("aos4", ast)) == ast
