"""A built LALR parser kept on disk, so a new process loads a card-text language in a blink (issue 13).

Building Invasion's tables takes seconds; loading them takes a fraction of one. The tables are written as JSON
(data, never pickle: a cache file can at worst be wrong, and a wrong one is refused by its key) under the user's
cache folder, one file per grammar version: the key hashes every grammar file, the Lark options, Lark's and
Python's versions and this file's FORMAT, so an edited grammar is rebuilt on its first use, never loaded stale.
A missing, unreadable or corrupt file is rebuilt; a cache folder that cannot be written is simply not used.

    RULEKEEPER_CACHE_DIR   the folder (default: $XDG_CACHE_HOME/rulekeeper or ~/.cache/rulekeeper); "off" = no cache
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable

import lark
from lark import Lark
from lark.grammar import Rule
from lark.lexer import TerminalDef
from lark.parser_frontends import ParsingFrontend
from lark.parsers.lalr_analysis import IntParseTable, Reduce, Shift
from lark.parsers.lalr_parser import LALR_Parser

from .callbacks import compile_callbacks, identity_rules
from .lalr import FastParser

FORMAT = 1
KEEP = 8  # cache files kept per game (other checkouts on the machine may hold other grammar versions)
_UNSAVED = ("transformer", "edit_terminals", "import_paths", "cache", "postlex", "lexer_callbacks",
            "tree_class", "_plugins")


def cache_dir() -> Path | None:
    env = os.environ.get("RULEKEEPER_CACHE_DIR")
    if env:
        return None if env.lower() == "off" else Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "rulekeeper"


def key(grammar_dir: Path, options: dict[str, Any], extra: str = "") -> str:
    """Everything the built tables depend on."""
    h = hashlib.sha256()
    for path in sorted(grammar_dir.glob("*.lark")):
        h.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    opts = {k: v for k, v in options.items() if k not in _UNSAVED and not isinstance(v, type)}
    h.update(json.dumps(opts, sort_keys=True, default=str).encode())
    h.update(f"{FORMAT} {lark.__version__} {sys.version_info[:2]} {extra}".encode())
    return h.hexdigest()


def cached(game: str, digest: str, build: Callable[[], Lark], lexer: type | None, transformer) -> Lark:
    """The parser whose tables `digest` names: loaded from the cache file, or `build()` and saved for the next
    process. Either way it comes out of `load`, so what a test parses with is what a cached run parses with."""
    folder = cache_dir()
    path = folder / f"{game}-{digest[:24]}.json" if folder else None
    if path is not None:
        try:
            return load(json.loads(path.read_text(encoding="utf-8")), digest, lexer, transformer)
        except (OSError, ValueError, KeyError, TypeError, IndexError, AttributeError, AssertionError,
                lark.exceptions.LarkError):
            pass  # missing, unreadable, stale or damaged: build it
    saved = dump(build(), digest)
    if path is not None:
        try:
            save(saved, path)
        except OSError:
            pass  # a read-only home: every process builds its own
    return load(saved, digest, lexer, transformer)


def dump(parser: Lark, digest: str) -> dict:
    """The parser as JSON-ready data: Lark's own serialisation, with the parse table in a compact form."""
    data, memo = parser.memo_serialize([TerminalDef, Rule])
    data = dict(data, options={k: v for k, v in data["options"].items()
                               if k not in _UNSAVED and not (k == "lexer" and isinstance(v, type))})
    front = dict(data["parser"])
    if isinstance(front["lexer_conf"]["lexer_type"], type):  # a custom lexer class: `load` is given it again
        front["lexer_conf"] = dict(front["lexer_conf"], lexer_type=None)
    table = parser.parser.parser._parse_table
    # a placeholder table for Lark's loader; the real one follows, grouped by action (most states reduce
    # one rule on hundreds of lookaheads)
    front["parser"] = {"tokens": {}, "states": {}, "start_states": table.start_states, "end_states": table.end_states}
    data["parser"] = front
    rule_index = {rule: i for i, rule in enumerate(parser.rules)}
    tokens: dict[str, int] = {}
    states = []
    for state, actions in table.states.items():
        shifts: list[int] = []
        reduces: dict[int, list[int]] = {}
        for token, (action, arg) in actions.items():
            t = tokens.setdefault(token, len(tokens))
            if action is Shift:
                shifts += (t, arg)
            else:
                reduces.setdefault(rule_index[arg], []).append(t)
        states.append([state, shifts, [[r, *ts] for r, ts in reduces.items()]])
    return {"format": FORMAT, "key": digest, "data": data, "memo": [[k, v] for k, v in memo.items()],
            "tokens": list(tokens), "states": states}


def load(saved: dict, digest: str, lexer: type | None, transformer) -> Lark:
    """`dump`'s data -> a working parser (with `transformer` embedded, or producing trees if None)."""
    if saved.get("format") != FORMAT or saved.get("key") != digest:
        raise ValueError("stale parser cache")
    data, memo = dict(saved["data"]), {int(k): v for k, v in saved["memo"]}
    if lexer is not None:  # a class, not data: the caller names it (it is part of the key)
        data["options"] = dict(data["options"], lexer=lexer)
        front = data["parser"] = dict(data["parser"])
        front["lexer_conf"] = dict(front["lexer_conf"], lexer_type=lexer)
    inst = Lark._load_from_dict(data, memo, transformer=transformer)
    tokens, rules = saved["tokens"], inst.rules
    states: dict[int, dict[str, tuple]] = {}
    for state, shifts, reduces in saved["states"]:
        actions: dict[str, tuple] = {}
        for r, *ts in reduces:
            actions.update(dict.fromkeys([tokens[t] for t in ts], (Reduce, rules[r])))
        for i in range(0, len(shifts), 2):
            actions[tokens[shifts[i]]] = (Shift, shifts[i + 1])
        states[state] = actions
    front = inst.parser
    old = front.parser
    table = IntParseTable(states, old._parse_table.start_states, old._parse_table.end_states)
    lalr = LALR_Parser.__new__(LALR_Parser)
    lalr._parse_table = table
    # the rules compare by identity, and an embedded transformer's callbacks do Lark's work in one step each
    # (callbacks.py): the dict is keyed again after the rules' hash changes
    identity_rules(rules)
    lark_callbacks = dict(old.parser.callbacks.items())
    if transformer is not None and not inst.options.propagate_positions and not inst.options.maybe_placeholders:
        lark_callbacks = compile_callbacks(rules, transformer, lark_callbacks)
    lalr.parser = FastParser(table, lark_callbacks, rules, old.parser.debug)  # Lark's loop in one frame (lalr.py)
    inst.parser = ParsingFrontend(front.lexer_conf, front.parser_conf, front.options, parser=lalr)
    return inst


def save(saved: dict, path: Path) -> None:
    """Write atomically (a process reading meanwhile sees the old file or the new one), keep the newest KEEP."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(saved, f, separators=(",", ":"))
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    game = path.name.split("-")[0]
    older = sorted(path.parent.glob(f"{game}-*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    for stale in older[KEEP:]:
        try:
            stale.unlink()
        except OSError:
            pass
