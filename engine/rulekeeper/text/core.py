"""The shared machinery: load `grammar/<game>.lark` (with `grammar/common.lark` importable), parse, format, explain.

A game's language module (e.g. `rulekeeper.text.champions`) calls `register(Language(...))` at import time.
"""

from __future__ import annotations

import gc
import re
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable

from lark import Lark, Transformer
from lark.visitors import Transformer_NonRecursive
from lark.lexer import PatternRE, PatternStr
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken, VisitError

from .. import paths, registry
from . import lalr, tables
from .errors import CardTextError, end_position, source_lines


@dataclass(frozen=True)
class Language:
    game: str
    grammar: str  # file name under grammar/, e.g. "champions.lark"
    transformer: Callable[[], Transformer]  # a fresh Transformer producing the AST root
    fmt: Callable[[Any], str]  # AST -> canonical card text
    start: str = "start"
    # terminal / rule names -> words a card author understands ("NUMBER" -> "a number")
    words: dict[str, str] = field(default_factory=dict)
    # (previous token text, expected set) -> a sentence; optional, for the best messages
    explain: Callable[[UnexpectedInput, str], str | None] | None = None
    # optional: what was expected, in words, for CardTextError.expected (default: `words` over Lark's expected set)
    expected: Callable[[UnexpectedInput, str], tuple[str, ...]] | None = None
    normalize: Callable[[str], str] | None = None  # optional pre-pass (e.g. strip mark-up)
    # optional rewriting lint for `fmt` (e.g. Invasion's general errata): text -> (new text, [rewrite dicts])
    lint: Callable[[str], tuple[str, list[dict]]] | None = None
    lexer: type | None = None  # optional custom Lark Lexer class (e.g. Invasion's word-level lexer)
    # keywords match whole words only ("deal" never matches inside "dealt" or "Deal1"): a terminal of letters
    # becomes a regex with word boundaries, so glued or misspelt words are errors, never split into keywords
    whole_words: bool = False
    # build the AST while parsing (Lark's LALR `transformer=`): no parse tree, callbacks resolved once; the one
    # shared transformer gets the text being parsed in its `text` attribute (if it has one) before each parse
    embed_transformer: bool = False
    # optional: a section of the language page on the language's words (e.g. Invasion's lexicon and where each
    # word may stand), as Markdown/HTML
    words_page: Callable[[], str] | None = None


_LANGUAGES: dict[str, Language] = {}


def register(lang: Language) -> Language:
    _LANGUAGES[lang.game] = lang
    return lang


def language(game: str) -> Language:
    if game not in _LANGUAGES:
        try:
            registry.game(game).module("language")  # registers the language on import
        except KeyError:
            pass
    if game not in _LANGUAGES:
        raise KeyError(f"no card-text language for game {game!r} yet")
    return _LANGUAGES[game]


def parser(game: str, algorithm: str = "lalr", trees: bool = False) -> Lark:
    """One Lark parser per game and algorithm, built once ("lalr" for use, "earley" for the benchmark).

    A language that builds its AST while parsing gets that parser unless `trees` asks for parse trees (the
    language page); both come from the same LALR tables, built once per grammar version and kept on disk
    (tables.py), so a new process loads them instead of building them again.
    """
    lang = language(game)
    return _parser(game, algorithm, algorithm == "lalr" and lang.embed_transformer and not trees)


@lru_cache(maxsize=None)
def _parser(game: str, algorithm: str, embed: bool) -> Lark:
    lang = language(game)
    kwargs = lark_options(game, algorithm)
    if algorithm != "lalr":
        return Lark(grammar_text(game), **kwargs)
    return tables.cached(game, tables_key(game), lambda: Lark(grammar_text(game), **kwargs), lang.lexer,
                         _embedded_transformer(game) if embed else None)


def grammar_text(game: str) -> str:
    return (paths.grammar_dir() / language(game).grammar).read_text(encoding="utf-8")


def lark_options(game: str, algorithm: str = "lalr") -> dict[str, Any]:
    """The options a game's parser is built with (without the transformer a language may embed)."""
    lang = language(game)
    kwargs = dict(parser=algorithm, start=lang.start, import_paths=[str(paths.grammar_dir())], maybe_placeholders=False)
    if algorithm != "lalr":
        kwargs["lexer"] = "dynamic"
    if lang.lexer is not None:
        kwargs["lexer"] = lang.lexer
    if lang.whole_words:
        kwargs["edit_terminals"] = _whole_word
    return kwargs


def tables_key(game: str) -> str:
    """What a game's LALR tables depend on (tables.py): its grammar files, options, lexer and terminal edits."""
    lang = language(game)
    extra = f"{lang.grammar} {lang.lexer and lang.lexer.__qualname__} {lang.whole_words} {_WHOLE_WORD_VERSION}"
    return tables.key(paths.grammar_dir(), lark_options(game), extra)


@lru_cache(maxsize=None)
def _embedded_transformer(game: str) -> Transformer:
    return language(game).transformer()


@lru_cache(maxsize=None)
def _parse_text(game: str, algorithm: str) -> Callable[[str], Any]:
    """`parser(game, algorithm).parse`, called straight into the LALR loop where it can be (lalr.direct)."""
    lark_parser = parser(game, algorithm)
    return lalr.direct(lark_parser) if algorithm == "lalr" else lark_parser.parse


def clear_caches() -> None:
    """Forget the parsers built in this process (a test that swaps a language in)."""
    _parser.cache_clear()
    _embedded_transformer.cache_clear()
    _parse_text.cache_clear()


_WORD = re.compile(r"[A-Za-z][A-Za-z'!-]*")


_WHOLE_WORD_VERSION = 1  # part of the tables' cache key: bump it when `_whole_word` changes


def _whole_word(terminal) -> None:
    """Lark `edit_terminals` hook: a keyword terminal matches only a whole word."""
    pattern = terminal.pattern
    if isinstance(pattern, PatternStr) and _WORD.fullmatch(pattern.value):
        terminal.pattern = PatternRE(r"\b" + re.escape(pattern.value) + r"\b", pattern.flags)


def terminal_text(game: str, name: str) -> str | None:
    """What a keyword terminal matches, as a card author types it (its pattern without the whole-word marks and
    escapes), or None for a terminal that is not a keyword."""
    terminal = next((t for t in parser(game).terminals if t.name == name), None)
    if terminal is None:
        return None
    return re.sub(r"\\(.)", r"\1", re.sub(r"^\\b|\\b$", "", terminal.pattern.value))


def accepted_terminals(game: str, text: str) -> set[str] | None:
    """What the LALR parser really accepts where it stops on `text` (its state's lookaheads can over-promise),
    found by parsing again step by step; None when the text parses (the error came later, from the tree)."""
    interactive = parser(game).parse_interactive(text)
    try:
        for _ in interactive.iter_parse():
            pass
    except UnexpectedInput:
        return set(interactive.accepts())
    return None


def in_words(names, groups, word: Callable[[str], str | None]) -> list[str]:
    """Terminal names in a card author's words: a whole group of them said as its one phrase (`groups`: (set of
    names, phrase) pairs), the rest word by word (`word`), "a ..." descriptions after the quoted words."""
    names, phrases = set(names), []
    for group, phrase in groups:
        if group <= names:
            names -= group
            phrases.append(phrase)
    words = sorted({w for w in (word(n) for n in names) if w}, key=lambda w: (not w.startswith("a "), w))
    return phrases + words


def _describe(lang: Language, names) -> tuple[str, ...]:
    words = []
    for n in sorted(names):
        w = lang.words.get(n)
        if w is None:
            w = n.lower().replace("_", " ") if not n.startswith("__") else None
        if w and w not in words:
            words.append(w)
    return tuple(words)


def _error(lang: Language, text: str, exc: UnexpectedInput) -> CardTextError:
    line, column = getattr(exc, "line", 1) or 1, getattr(exc, "column", 1) or 1
    if isinstance(exc, UnexpectedEOF) or (isinstance(exc, UnexpectedToken) and exc.token.type == "$END"):
        line, column = end_position(text)
    if lang.expected:
        expected = tuple(lang.expected(exc, text))
    else:
        expected = _describe(lang, getattr(exc, "expected", None) or getattr(exc, "allowed", None) or ())
    message = lang.explain(exc, text) if lang.explain else None
    if not message:
        if isinstance(exc, UnexpectedCharacters):
            got = repr(source_lines(text)[line - 1][column - 1 : column + 9].split(" ")[0]) if text else "nothing"
            message = f"unexpected {got}"
        elif isinstance(exc, UnexpectedToken) and exc.token.type != "$END":
            message = f"unexpected {exc.token.value!r}"
        else:
            message = "the text ends too early"
        if expected:
            message += "; expected " + (", ".join(expected[:-1]) + " or " + expected[-1] if len(expected) > 1 else expected[0])
    return CardTextError(text, line, column, message, expected)


def reach(game: str, src: str) -> int:
    """How far the parser gets into `src` (normalized text): the offset of the token it stops at, len(src) if
    the grammar takes all of it. For a message that tries a correction before offering it ("did you mean")."""
    if language(game).embed_transformer and hasattr(_embedded_transformer(game), "text"):
        _embedded_transformer(game).text = src
    try:
        parser(game).parse(src)
    except UnexpectedToken as exc:
        return len(src) if exc.token.type == "$END" else exc.token.start_pos
    except UnexpectedInput as exc:
        return getattr(exc, "pos_in_stream", None) or 0
    except CardTextError:  # the grammar took it all; the AST refused it
        pass
    return len(src)


LONG_TEXT = 10_000  # characters; past this a parse pauses the cyclic garbage collector (issue 17)


@contextmanager
def _collector_paused(length: int):
    """A parse builds an acyclic tree: nothing for the cyclic collector to free until it ends. Left on, its full
    collections walk the growing tree again and again, so a 1 MB text costs twice as much per character as a 1 KB
    one (benchmarks/scaling_bench.py); paused for long texts, and restored as it was, time stays linear."""
    if length < LONG_TEXT or not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def parse(game: str, text: str, algorithm: str = "lalr"):
    """Card text -> AST. Raises CardTextError (line, column, caret, what was expected)."""
    if len(text) < LONG_TEXT:  # (most texts: without the context manager's own cost)
        return _parse(game, text, algorithm)
    with _collector_paused(len(text)):
        return _parse(game, text, algorithm)


def _parse(game: str, text: str, algorithm: str):
    lang = language(game)
    src = lang.normalize(text) if lang.normalize else text
    embedded = algorithm == "lalr" and lang.embed_transformer
    if embedded and hasattr(_embedded_transformer(game), "text"):
        _embedded_transformer(game).text = src
    try:
        tree = _parse_text(game, algorithm)(src)
    except UnexpectedInput as exc:
        raise _error(lang, src, exc) from None
    if embedded:
        return tree  # already the AST
    try:
        transformer = lang.transformer()
        if hasattr(transformer, "text"):  # a transformer that reports its own errors needs the text
            transformer.text = src
        # without recursion: a right-recursive rule (one line after another) makes a tree as deep as the text is
        # long, and a recursive walk of a long text would end in RecursionError instead of an AST (issue 17)
        return Transformer_NonRecursive.transform(transformer, tree)
    except VisitError as exc:
        if isinstance(exc.orig_exc, CardTextError):
            raise exc.orig_exc from None
        raise


def fmt(game: str, ast) -> str:
    """AST -> canonical card text; parse(fmt(ast)) == ast."""
    return language(game).fmt(ast)


def typed_report(game: str, texts, interpret: Callable, error: type[Exception]) -> dict:
    """Over (name, text) pairs that parse in `game`'s language: how many `interpret` fully types, and why the
    others are not (`error` names the word where typing stopped: its `word`), grouped by that word."""
    from collections import Counter

    parsed, typed, untyped, groups = 0, 0, [], Counter()
    for name, text in texts:
        try:
            ast = parse(game, text)
        except CardTextError:
            continue
        parsed += 1
        try:
            interpret(ast)
            typed += 1
        except error as exc:
            untyped.append({"name": name, "error": str(exc)})
            groups[exc.word] += 1
    return {"parsed": parsed, "typed": typed, "untyped": untyped, "groups": groups.most_common()}
