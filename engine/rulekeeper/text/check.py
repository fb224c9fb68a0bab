"""Many card texts checked at once (`rulekeeper cards check`, benchmarks/aos4_bench.py): each text parsed, and typed
by its language's meaning layer when it has one, on one process or on several (issue 15: a corpus of 4,000
abilities on every core). What comes back for a text is its outcome, not its tree: an error's message and group,
small to send between processes; the outcomes are in the texts' order whatever the number of processes.
"""

from __future__ import annotations

import gc
import importlib
from dataclasses import dataclass
from functools import partial
from typing import Iterable, Iterator

from .. import registry
from ..kernel.processes import task_size, worker_context
from .core import parse, parser
from .errors import CardTextError

SERIAL_BELOW = 400  # fewer texts than this are checked in this process (starting workers costs more than it saves)


@dataclass(frozen=True)
class Outcome:
    """One text: `error` (CardTextError's message: line, column, caret, expected) and its `group` (the word it
    fails at, what was expected), or, parsed but not typed, `untyped` (SemanticError's message) and its
    `untyped_group` (word, why); all None when the text parses (and types)."""

    error: str | None = None
    group: tuple | None = None
    untyped: str | None = None
    untyped_group: tuple | None = None


_LAYERS: dict = {}


def semantics(game: str):
    """The game language's meaning layer (a module with `interpret` and `SemanticError`), else None."""
    if game not in _LAYERS:
        try:
            module = importlib.import_module(f"{registry.game(game).language}.semantics")
        except ModuleNotFoundError:
            module = None
        _LAYERS[game] = module if hasattr(module, "interpret") else None
    return _LAYERS[game]


def failure_group(exc: CardTextError) -> tuple[str, tuple[str, ...]]:
    """(the word a text fails at, lower case and without punctuation, what was expected there)."""
    rest = exc.source_line[exc.column - 1:].split()
    word = rest[0].strip(".,:;\"'").lower() if rest else "(end of text)"
    return word or rest[0], tuple(exc.expected)


def check(game: str, text: str, typed: bool = True) -> Outcome:
    """One text's outcome; `typed`: run the meaning layer on it too, when the game has one."""
    try:
        ast = parse(game, text)
    except CardTextError as exc:
        return Outcome(error=str(exc), group=failure_group(exc))
    layer = semantics(game) if typed else None
    if layer is not None:
        try:
            layer.interpret(ast)
        except layer.SemanticError as exc:
            return Outcome(untyped=str(exc), untyped_group=(exc.word, exc.why))
    return _OK


_OK = Outcome()


def check_all(game: str, texts: Iterable[str], workers: int = 1, typed: bool = True) -> Iterator[Outcome]:
    """Each text's outcome, in order. `workers` > 1 (and enough texts): that many processes, forked from this one
    where the platform can (the parser and vocabulary, built here first, are inherited, not rebuilt)."""
    texts = list(texts)
    parser(game)  # built before the workers fork
    semantics(game)
    if workers <= 1 or len(texts) < SERIAL_BELOW:
        for text in texts:
            yield check(game, text, typed)
        return
    context, chunk = worker_context(), task_size(len(texts), workers, most=256)
    gc.freeze()  # what the workers inherit is not scanned by their collector (which would copy every page it touches)
    try:
        with context.Pool(workers) as pool:
            yield from pool.imap(partial(check, game, typed=typed), texts, chunksize=chunk)
    finally:
        gc.unfreeze()
