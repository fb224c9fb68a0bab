"""The LALR tables kept on disk (text/tables.py, issue 13): loaded parsers parse exactly as freshly built ones,
a stale, damaged or missing cache file is rebuilt, and a new process with a warm cache builds nothing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedInput, VisitError

from rulekeeper import paths
from rulekeeper.text import CardTextError, core, tables

REPO = Path(__file__).resolve().parents[2]
BROKEN = ["Deal 1 damage to", "Deal 1 dmaage to target unit.", "Action: ) (", "Gain 2 health and", "[Power] [Power]", ""]


def texts(game: str) -> list[str]:
    cards = yaml.safe_load((paths.spec_dir(game) / "cards.yaml").read_text(encoding="utf-8"))
    cards = cards.get("cards", cards) if isinstance(cards, dict) else cards
    found = [c.get("text") or "" for c in cards if isinstance(c, dict)]
    return [t for t in found if isinstance(t, str) and t.strip()] + BROKEN


def shape(node):
    """A tree as plain data (rule names are Tokens in a freshly built parser, strings in a loaded one)."""
    if isinstance(node, Tree):
        return str(node.data), [shape(c) for c in node.children]
    if isinstance(node, Token):
        return node.type, str(node), node.line, node.column
    return node


def outcome(lark: Lark, lang, text: str) -> str:
    src = lang.normalize(text) if lang.normalize else text
    try:
        return repr(shape(lark.parse(src)))
    except Exception as exc:  # the same error, at the same place, expecting the same
        return f"{type(exc).__name__} {getattr(exc, 'line', '')}:{getattr(exc, 'column', '')} " \
               f"{sorted(getattr(exc, 'expected', None) or ())}"


def ast(make):
    """The AST, or the error that stopped it, as comparable text."""
    try:
        return make()
    except VisitError as exc:
        return f"error {exc.orig_exc}"
    except CardTextError as exc:
        return f"error {exc}"


@pytest.fixture(scope="module")
def cache(tmp_path_factory):
    """One cache folder for this module's tests (Invasion's tables take seconds to build: build them once)."""
    return tmp_path_factory.mktemp("cache")


@pytest.mark.parametrize("game", ["champions", "invasion"])
def test_a_loaded_parser_parses_exactly_as_a_freshly_built_one(game, cache, monkeypatch):
    monkeypatch.setenv("RULEKEEPER_CACHE_DIR", str(cache))
    lang = core.language(game)
    fresh = Lark(core.grammar_text(game), **core.lark_options(game))  # parse trees, built the ordinary way
    built = []

    def build() -> Lark:
        built.append(1)
        return fresh

    transformer = lang.transformer() if lang.embed_transformer else None
    first = tables.cached(game, core.tables_key(game), build, lang.lexer, None)
    again = tables.cached(game, core.tables_key(game), build, lang.lexer, None)
    assert len(built) == 1, "the second parser must come from the cache file"
    sample = texts(game)
    assert len(sample) > 20
    for text in sample:
        want = outcome(fresh, lang, text)
        assert outcome(first, lang, text) == want, text
        assert outcome(again, lang, text) == want, text
    if transformer is not None:  # the AST built while parsing is the AST of the tree
        embedded = tables.cached(game, core.tables_key(game), build, lang.lexer, transformer)
        assert len(built) == 1
        for text in sample:
            src = lang.normalize(text) if lang.normalize else text
            transformer.text = src
            try:
                tree = fresh.parse(src)
            except UnexpectedInput:
                continue
            assert ast(lambda: embedded.parse(src)) == ast(lambda: lang.transformer().transform(tree)), text


def test_a_damaged_or_stale_cache_file_is_rebuilt_and_an_unwritable_folder_is_skipped(tmp_path, monkeypatch):
    monkeypatch.setenv("RULEKEEPER_CACHE_DIR", str(tmp_path))
    lang = core.language("champions")
    built = []

    def build() -> Lark:
        built.append(1)
        return Lark((paths.grammar_dir() / lang.grammar).read_text(encoding="utf-8"), parser="lalr",
                    import_paths=[str(paths.grammar_dir())], maybe_placeholders=False)

    tables.cached("champions", "a" * 64, build, None, None)
    [path] = tmp_path.glob("champions-*.json")
    path.write_text(path.read_text(encoding="utf-8")[:1000], encoding="utf-8")  # a truncated file
    tables.cached("champions", "a" * 64, build, None, None)
    assert len(built) == 2
    saved = json.loads(path.read_text(encoding="utf-8"))
    saved["key"] = "b" * 64  # a file that claims other tables than its name says
    path.write_text(json.dumps(saved), encoding="utf-8")
    tables.cached("champions", "a" * 64, build, None, None)
    assert len(built) == 3
    tables.cached("champions", "a" * 64, build, None, None)
    assert len(built) == 3
    blocked = tmp_path / "a-file"
    blocked.write_text("", encoding="utf-8")
    monkeypatch.setenv("RULEKEEPER_CACHE_DIR", str(blocked / "cache"))  # cannot be created
    assert tables.cached("champions", "a" * 64, build, None, None).parse("Gain 1 health.")
    assert len(built) == 4


def test_the_key_changes_with_any_grammar_file_and_with_the_options(tmp_path):
    grammars = tmp_path / "grammar"
    grammars.mkdir()
    for src in paths.grammar_dir().glob("*.lark"):
        (grammars / src.name).write_bytes(src.read_bytes())
    options = {"parser": "lalr", "start": "start"}
    before = tables.key(grammars, options, "x")
    assert tables.key(grammars, options, "x") == before
    assert tables.key(grammars, dict(options, start="other"), "x") != before
    assert tables.key(grammars, options, "y") != before
    common = grammars / "common.lark"
    common.write_text(common.read_text(encoding="utf-8") + "\n// edited\n", encoding="utf-8")
    assert tables.key(grammars, options, "x") != before


def test_parser_and_its_variants_share_one_build(cache, monkeypatch):
    """Runs after the test above has filled `cache`: parser(game) loads, never builds."""
    monkeypatch.setenv("RULEKEEPER_CACHE_DIR", str(cache))
    core.clear_caches()
    try:
        assert core.parser("invasion") is core.parser("invasion", "lalr")
        trees = core.parser("invasion", trees=True)
        assert trees is not core.parser("invasion") and trees.options.transformer is None
        assert len(list(cache.glob("invasion-*.json"))) == 1
        # a new process with the cache warm builds no tables at all
        probe = ("import lark.parsers.lalr_analysis as a\n"
                 "def refuse(*args): raise SystemExit('tables were built')\n"
                 "a.LALR_Analyzer.compute_lalr = refuse\n"
                 "from rulekeeper.text import parse\n"
                 "print(type(parse('invasion', 'Deal 1 damage to target unit.')).__name__)\n")
        out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=REPO,
                             env={**os.environ, "RULEKEEPER_CACHE_DIR": str(cache)})
        assert out.returncode == 0, out.stderr
        assert out.stdout.strip() == "Card"
    finally:
        core.clear_caches()
