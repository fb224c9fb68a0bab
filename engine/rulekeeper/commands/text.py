"""`rulekeeper parse`, `rulekeeper fmt` and `rulekeeper cards check`: card text as a language (DESIGN.md, "CLI")."""

from __future__ import annotations

import os
from collections import defaultdict
from dataclasses import MISSING, fields, is_dataclass
from enum import Enum
from pathlib import Path
from typing import Any, Optional

import typer
from rich.progress import track

from ..spec.files import InputFileError, read_data, read_stdin
from .. import registry
from ..text import CardTextError, fmt, language, parse
from ..text.aos4 import ability_lines as aos4_text  # an AoS4 ability's lines, as `cards check` parses them
from ..text.check import check_all, semantics
from . import GameOption, JsonOption, app, check_game, console, emit_json, err_console, escape, fail

cards_app = typer.Typer(help="Card files: parse every card's text.", no_args_is_help=True)
app.add_typer(cards_app, name="cards")

PROGRESS_FROM = 200  # show a progress bar on runs longer than this many cards


def to_data(node: Any) -> Any:
    """An AST as plain JSON data: each node {"node": its class name, its fields...}."""
    if is_dataclass(node):
        return {"node": type(node).__name__, **{f.name: to_data(getattr(node, f.name)) for f in fields(node)}}
    if isinstance(node, Enum):
        return node.value
    if isinstance(node, (tuple, list)):
        return [to_data(n) for n in node]
    return node


class _Shown:
    """A node as `parse --meaning` prints it: only the fields that differ from their defaults (rich asks
    `__rich_repr__`), so a Thing shows its kind and side, not ten empty qualifiers."""

    __slots__ = ("node",)

    def __init__(self, node: Any):
        self.node = node

    def __rich_repr__(self):
        for f in fields(self.node):
            value = getattr(self.node, f.name)
            default = f.default if f.default is not MISSING else \
                f.default_factory() if f.default_factory is not MISSING else MISSING
            if default is MISSING or value != default:
                yield f.name, shown(value)


_SHOWN: dict = {}  # a node class -> its _Shown class of the same name (rich prints the class name)


def shown(node: Any) -> Any:
    """`node` for printing, each dataclass in it as a `_Shown` of its class's name."""
    if is_dataclass(node) and not isinstance(node, type):
        cls = _SHOWN.get(type(node))
        if cls is None:
            cls = _SHOWN[type(node)] = type(type(node).__name__, (_Shown,), {"__slots__": ()})
        return cls(node)
    if isinstance(node, (tuple, list)):
        return type(node)(shown(n) for n in node)
    return node


def _language(game: Optional[str]):
    check_game(game, required=True)
    try:
        return language(game)
    except KeyError as exc:
        raise typer.BadParameter(str(exc.args[0]), param_hint="--game") from None


def _text_error(exc: CardTextError) -> None:
    """The caret message, verbatim (no markup, no wrapping: the caret must stay under its column); exit 1."""
    err_console.print("error: " + str(exc), markup=False, highlight=False, soft_wrap=True)
    raise typer.Exit(1)


def _read(text: str, as_json: bool) -> str:
    """The TEXT argument, or standard input for `-` (UTF-8, bounded like any file)."""
    if text != "-":
        return text
    try:
        return read_stdin()
    except InputFileError as exc:
        fail(str(exc), as_json)


MeaningOption = typer.Option(False, "--meaning", help="print what the meaning layer makes of the text (invasion, "
                             "aos4): the typed effects the engine runs; exit 1 if a clause has none")


@app.command("parse")
def parse_command(text: str = typer.Argument(..., help="card text, or - to read it from stdin"),
                  game: Optional[str] = GameOption, meaning: bool = MeaningOption,
                  as_json: bool = JsonOption) -> None:
    """Parse card text and print its AST; on an error, print where and what was expected (exit 1)."""
    _language(game)
    layer = semantics(game) if meaning else None
    if meaning and layer is None:
        raise typer.BadParameter(f"the {game} language has no meaning layer apart from its AST, which is typed "
                                 "already: leave --meaning out", param_hint="--meaning")
    try:
        ast = parse(game, _read(text, as_json))
    except CardTextError as exc:
        if as_json:
            emit_json({"error": exc.as_dict()})
            raise typer.Exit(1)
        _text_error(exc)
    if layer is None:
        if as_json:
            emit_json({"ast": to_data(ast)})
        else:
            console.print(ast)
        return
    try:
        typed = layer.interpret(ast)
    except layer.SemanticError as exc:  # parsed, but a clause has no typed meaning: what and where
        if as_json:
            emit_json({"ast": to_data(ast), "untyped": {"message": str(exc), "clause": exc.clause, "word": exc.word,
                                                        "why": exc.why}})
        else:
            err_console.print("untyped: " + str(exc), markup=False, highlight=False, soft_wrap=True)
        raise typer.Exit(1)
    if as_json:
        emit_json({"ast": to_data(ast), "meaning": to_data(typed)})
    else:
        console.print(shown(typed))


@app.command("fmt")
def fmt_command(text: str = typer.Argument(..., help="card text, or - to read it from stdin"),
                game: Optional[str] = GameOption, as_json: bool = JsonOption) -> None:
    """Print card text in its canonical form (applying the language's lint, reporting each rewrite)."""
    lang = _language(game)
    source, rewrites = _read(text, as_json), []
    if lang.lint:
        source, rewrites = lang.lint(source)
    try:
        canonical = fmt(game, parse(game, source))
    except CardTextError as exc:
        if as_json:
            emit_json({"error": exc.as_dict(), "rewrites": rewrites})
            raise typer.Exit(1)
        _text_error(exc)
    if as_json:
        emit_json({"text": canonical, "rewrites": rewrites})
        return
    for r in rewrites:
        err_console.print("[yellow]rewrite[/] " + escape(", ".join(f"{k}: {v}" for k, v in r.items())), highlight=False)
    console.print(canonical, markup=False, highlight=False)


def corpus_entries(path: Path) -> list[dict]:
    """(name, text) of every card in a project cards.yaml (`cards:` list) or a corpus JSON array of objects."""
    data = read_data(path)  # InputFileError (a ValueError) names the file and what is wrong with it
    items = data.get("cards") if isinstance(data, dict) else data
    if not isinstance(items, list):
        raise ValueError(f"{path}: expected a list of cards (a JSON array, or `cards:` in YAML)")
    out = []
    for i, item in enumerate(items):
        if not isinstance(item, dict) or not isinstance(item.get("name"), str) or not item["name"].strip():
            raise ValueError(f"{path}: entry #{i + 1}, field 'name': every card needs a name (text)")
        if "text" in item:
            text = _text(path, i, item, "text")
        else:  # aos4-like abilities: the timing line, then what is declared, its effect and its keywords
            text = aos4_text(item)
        out.append({"name": item["name"], "text": text, "entry": item})
    return out


def _text(path: Path, i: int, item: dict, field: str) -> str:
    """A card's text field: text, or nothing (null); a number, a list or a mapping is a mistake in the file."""
    value = item.get(field)
    if value is None:
        return ""
    if not isinstance(value, str):
        raise ValueError(f"{path}: card {item['name']!r:.60} (entry #{i + 1}), field {field!r}: must be text, "
                         f"not {type(value).__name__}")
    return value


def _card_entry(game: str):
    """The engine's `card_from_entry(entry, where)` (raising a ValueError naming file, card, field), if it has one."""
    engine = registry.game(game).module("engine")
    return getattr(engine, "card_from_entry", None) if engine is not None else None


def _runnable(game: str, file: Path) -> dict:
    """The engine's `runnable_report` (cards whose every ability it carries out), when it has one."""
    engine = registry.game(game).module("engine")
    report = getattr(engine, "runnable_report", None)
    if report is None:
        return {}
    try:
        r = report(engine.load_cards(file))
    except ValueError:  # the engine can't read the file's card data: the parse report says what is wrong
        return {}
    return {"runnable": r["runnable"], "with_text": r["with_text"], "runnable_with_text": r["runnable_with_text"],
            "not_runnable": [{"why": why, "count": n} for why, n in r["not_runnable"]]}


@cards_app.command("check")
def cards_check(file: Path = typer.Argument(..., help="cards.yaml, or a corpus JSON file"),
                game: Optional[str] = GameOption, as_json: bool = JsonOption,
                show: int = typer.Option(10, "--show", help="failures to list without --json"),
                workers: int = typer.Option(0, "--workers", "-w", min=0,
                                            help="processes (default 0: every core; a small file runs in one)")) -> None:
    """Parse every card in FILE; exit 1 if any card's text doesn't parse."""
    _language(game)
    try:
        entries = corpus_entries(file)
    except ValueError as exc:
        fail(str(exc), as_json)
    failed, groups = [], defaultdict(list)
    layer = semantics(game)  # the language's meaning layer, if it has one: typed / untyped counts
    card_entry = _card_entry(game)  # the engine's own check of a card entry's data, if it offers one
    untyped, untyped_groups = [], defaultdict(list)
    texts = [e["text"] for e in entries if e["text"].strip()]
    outcomes = check_all(game, texts, workers=workers or os.cpu_count() or 1)
    loop = entries if as_json or len(entries) < PROGRESS_FROM else track(entries, description="parsing",
                                                                         console=err_console, transient=True)
    for e in loop:
        outcome = next(outcomes) if e["text"].strip() else None
        if outcome is not None and outcome.error is not None:
            failed.append({"name": e["name"], "text": e["text"], "error": outcome.error})
            groups[outcome.group].append(e["name"])
            continue
        if outcome is not None and outcome.untyped is not None:
            untyped.append({"name": e["name"], "error": outcome.untyped})
            untyped_groups[outcome.untyped_group].append(e["name"])
        if card_entry is not None and file.suffix != ".json":  # a project cards.yaml: its data checked too
            try:
                card_entry(e["entry"], str(file))
            except ValueError as exc:  # the engine's CardDataError: file, card, field
                failed.append({"name": e["name"], "text": e["text"], "error": str(exc)})
                groups[("(card data)", (getattr(exc, "field", None),))].append(e["name"])
    summary = [{"word": w, "expected": list(x), "count": len(names), "examples": names[:3]}
               for (w, x), names in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0]))]
    report = {"total": len(entries), "parsed": len(entries) - len(failed), "failed": failed, "groups": summary}
    if layer is not None:
        report.update(typed=report["parsed"] - len(untyped), untyped=untyped, untyped_groups=[
            {"word": w, "why": why, "count": len(names), "examples": names[:3]}
            for (w, why), names in sorted(untyped_groups.items(), key=lambda kv: (-len(kv[1]), kv[0]))])
    report.update(_runnable(game, file))
    if as_json:
        emit_json(report)
    else:
        console.print(f"{file}: {report['parsed']} of {report['total']} cards parsed, {len(failed)} failed",
                      highlight=False, markup=False)
        if layer is not None:
            console.print(f"{report['typed']} of {report['parsed']} parsed cards typed", highlight=False)
        if "runnable" in report:
            console.print(f"{report['runnable']} of {report['total']} cards runnable by the engine "
                          f"({report['runnable_with_text']} of the {report['with_text']} with text)", highlight=False)
        for f in failed[:show]:
            console.print(f"[bold]{escape(f['name'])}[/]", highlight=False)
            console.print(f["error"], highlight=False, markup=False, soft_wrap=True)
        for g in summary[:show]:
            console.print(f"{g['count']:>5} at {g['word']!r} (expected {', '.join(g['expected']) or '-'})",
                          highlight=False, markup=False, soft_wrap=True)
    raise typer.Exit(1 if failed else 0)
