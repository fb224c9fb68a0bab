"""Where a word may stand (issue 13): a card author sees a word's class and the rules that take it, read off the
parser's own rules; the language page lists every word so."""

from __future__ import annotations

from rulekeeper.text.invasion.places import places, words_html


def test_a_form_of_a_lexicon_verb_stands_where_a_verb_stands():
    p = places("destroys")
    assert (p.lemma, p.word_class, p.terminal) == ("destroy", "verb", "VERB_WORD")
    assert p.classes == ("verb",) and "predicate" in p.places["verb"]
    assert p.describe() == ("'destroys' (a form of 'destroy', a verb of spec/invasion/lexicon.yaml) stands as verb "
                            "(in predicate).")


def test_a_participle_stands_before_a_noun_and_after_it():
    p = places("destroyed")
    assert p.word_class == "participle"
    assert {"modifier_participle", "np_post", "participles"} <= set(p.places["participle"])


def test_a_word_the_grammar_spells_out_is_named_as_such_with_each_of_its_places():
    p = places("target")
    assert p.lemma is None and p.describe().startswith("'target' (a word of grammar/invasion.lark)")
    assert {"modifier", "noun"} <= set(p.classes)


def test_a_word_of_no_class_has_no_place():
    assert places("frobnicate") is None


def test_the_language_page_lists_the_lexicon_and_every_grammar_word_with_its_rules():
    html = words_html()
    assert "spec/invasion/lexicon.yaml" in html
    assert "toughness (value)" in html and "resource (token kind)" in html
    assert 'destroy <small>destroyed, destroying, destroys</small>' in html
    assert '<tr><td>the</td><td><code>THE</code></td><td><a href="#grammar-det">' in html
