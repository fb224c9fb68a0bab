"""The lexicon of Invasion card text is data (issue 13): spec/invasion/lexicon.yaml, one entry per lemma, checked by
`spec check` and by the lexer with the same schema; a new mechanic's word is added there, not in the grammar."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulekeeper import paths
from rulekeeper.spec.schema import file_errors
from rulekeeper.spec.schemas import INVASION_LEXICON, check_spec_files
from rulekeeper.text import CardTextError, core, parse
from rulekeeper.text.invasion import lexicon


def lexer():
    front = core.parser("invasion").parser
    return getattr(front.lexer, "lexer", front.lexer)


def test_the_shipped_lexicon_passes_the_spec_check():
    assert [e for e in check_spec_files("invasion") if "lexicon" in e.file] == []


@pytest.mark.parametrize("entry, field, message", [
    ("- {name: fly, class: verbb}", "class", "verbb"),
    ("- {class: verb}", "name", "is required"),
    ("- {name: fly, class: verb, past: Flew}", "past", "lower-case"),
    ("- {name: fly, class: verb, colour: red}", "colour", "unknown field"),
])
def test_a_bad_entry_is_named_with_its_field(tmp_path: Path, entry, field, message):
    bad = tmp_path / "lexicon.yaml"
    bad.write_text("words:\n- {name: deal, class: verb, past: dealt}\n" + entry + "\n", encoding="utf-8")
    errors = file_errors(bad, INVASION_LEXICON, "invasion")
    assert [e.field for e in errors] == [field]
    assert message in errors[0].message


def test_two_entries_for_one_lemma_are_refused(tmp_path: Path):
    bad = tmp_path / "lexicon.yaml"
    bad.write_text("words:\n- {name: deal, class: verb}\n- {name: deal, class: noun}\n", encoding="utf-8")
    assert "same name" in file_errors(bad, INVASION_LEXICON, "invasion")[0].message


def test_every_form_of_a_lexicon_verb_is_a_word_of_its_class():
    vocab = lexer().vocab
    for form, terminal in (("destroy", "VERB_WORD"), ("destroys", "VERB_WORD"), ("destroyed", "PARTICIPLE_WORD"),
                           ("destroying", "PARTICIPLE_WORD"), ("drew", "VERB_WORD"), ("drawn", "PARTICIPLE_WORD")):
        assert vocab[form] == terminal, form
    assert "destroy" not in lexer().terminals  # the grammar does not spell it out


def test_a_new_lemma_in_the_lexicon_is_a_word_in_all_its_forms(tmp_path: Path, monkeypatch):
    """What an author does for a new mechanic: one entry, no grammar change."""
    text = "Action: Empower target unit. Each empowered unit gains [Power]."
    # before: a capitalised word the lexicon lacks opens the sentence, read as a card name (newwords.py reads a
    # lower-case one: "you may empower target unit")
    with pytest.raises(CardTextError, match="column 28: unexpected '.'"):
        parse("invasion", text)
    data = tmp_path / "spec" / "invasion"
    data.mkdir(parents=True)
    data.joinpath("lexicon.yaml").write_text(lexicon.path().read_text(encoding="utf-8")
                                             + "- {name: empower, class: verb, past: empowered}\n", encoding="utf-8")
    monkeypatch.setattr(paths, "spec_dir", lambda game=None: tmp_path / "spec" / game if game else tmp_path / "spec")
    lexicon.entries.cache_clear(), lexicon.forms.cache_clear()
    try:
        lexer().learn()
        card = parse("invasion", text)
        assert "'empower'" in repr(card) and "'empowered'" in repr(card)
    finally:
        monkeypatch.undo()
        lexicon.entries.cache_clear(), lexicon.forms.cache_clear()
        lexer().learn()


def test_keywords_say_whether_they_take_a_value_and_token_kinds_are_listed():
    keywords = lexicon.keywords()
    assert keywords["toughness"] is True and keywords["scout"] is False
    assert "resource" in lexicon.token_kinds()
    assert "Engineer" in lexicon.traits()


@pytest.mark.parametrize("content, message", [
    ("words:\n- {name: fly, class: verbb}\n", "entry 'fly', field 'class'"),
    ("words:\n- {name: fly, class: verb}\n- {name: fly, class: verb}\n", "'fly' has two entries"),
    ("words: 5\n", "a list of entries under 'words'"),
    ("words: [\n", "lexicon.yaml"),
])
def test_a_broken_lexicon_is_refused_naming_the_file_and_the_entry(tmp_path: Path, monkeypatch, content, message):
    folder = tmp_path / "spec" / "invasion"
    folder.mkdir(parents=True)
    folder.joinpath("lexicon.yaml").write_text(content, encoding="utf-8")
    monkeypatch.setattr(paths, "spec_dir", lambda game=None: tmp_path / "spec" / game if game else tmp_path / "spec")
    lexicon.entries.cache_clear()
    try:
        with pytest.raises(lexicon.LexiconError, match=message) as exc:
            lexicon.entries()
        assert str(folder / "lexicon.yaml") in str(exc.value)
    finally:
        monkeypatch.undo()
        lexicon.entries.cache_clear()


def test_a_noun_with_an_optional_plural_is_one_word_kept_as_written():
    card = parse("invasion", "Deal 2 damage to your capital (you choose which section(s)).")
    assert "'section(s)'" in repr(card)
    assert parse("invasion", core.fmt("invasion", card)) == card
    with pytest.raises(CardTextError, match="'deal\\(s\\)' is not a word of Invasion card text"):
        parse("invasion", "Destroy target deal(s).")


def test_a_noun_adjective_or_keyword_that_is_also_a_verb_has_every_verb_form():
    forms = lexicon.forms()
    assert forms["copy"] == ("noun", "copy") and forms["copied"] == ("participle", "copy")
    assert forms["burn"] == ("keyword", "burn") and forms["burns"] == ("verb", "burn")
    assert forms["burned"] == ("participle", "burn") and forms["ambushed"] == ("participle", "ambush")
    assert forms["owned"] == ("participle", "own") and forms["damaged"] == ("participle", "damage")
    assert lexer().vocab["burns"] == "VERB_WORD"
