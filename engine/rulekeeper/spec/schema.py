"""Schemas for the spec files beside rules.yaml (cards.yaml, decks.yaml, ...): a list of named entries whose fields
have types. Every problem is a `SpecError` naming the file, the entry and the field; all problems are reported,
not just the first. The schemas themselves, per game and file, are in `schemas.py`.

A check is a function `(value, field) -> None` that raises `Bad(field, message)`; `field` is the path inside the
entry (`objectives[2]`, `actions['Bolt of Change']`), so the message points at the exact value.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .files import InputFileError, read_yaml
from .models import SpecError

Check = Callable[[Any, str], None]


class Bad(Exception):
    def __init__(self, field_name: str, message: str):
        self.field, self.message = field_name, message


def _kind(value) -> str:
    return {str: "text", bool: "true/false", int: "a whole number", float: "a number", list: "a list",
            dict: "a mapping", type(None): "empty"}.get(type(value), type(value).__name__)


def text(value, where: str) -> None:
    if not isinstance(value, str):
        raise Bad(where, f"must be text, not {_kind(value)} ({value!r:.40}); quote it if it is meant as text")


def flag(value, where: str) -> None:
    if not isinstance(value, bool):
        raise Bad(where, f"{value!r:.40} is not true or false")


def whole(minimum: int | None = None, maximum: int | None = None) -> Check:
    def check(value, where: str) -> None:
        if isinstance(value, bool) or not isinstance(value, int):
            raise Bad(where, f"{value!r:.40} is not a whole number")
        if minimum is not None and value < minimum or maximum is not None and value > maximum:
            raise Bad(where, f"{value} is out of range ({minimum if minimum is not None else '...'} to "
                             f"{maximum if maximum is not None else '...'})")
    return check


def one_of(*words: str) -> Check:
    """Text that is one of `words` (case does not matter: 'unit' is Unit)."""
    lower = {w.lower() for w in words}

    def check(value, where: str) -> None:
        text(value, where)
        if value.lower() not in lower:
            raise Bad(where, f"{value!r:.40} is not one of {', '.join(words)}")
    return check


def by_type(what: str, checks: dict[type, Check]) -> Check:
    """One of several shapes, told apart by type (a list of names, or a mapping name -> copies); the message of
    the shape that matched, so `copies: 1000000000` says what is wrong with it."""
    def check(value, where: str) -> None:
        for kind, c in checks.items():
            if isinstance(value, kind):
                return c(value, where)
        raise Bad(where, f"must be {what}, not {_kind(value)} ({value!r:.40})")
    return check


def list_of(item: Check, max_items: int | None = None) -> Check:
    def check(value, where: str) -> None:
        if not isinstance(value, list):
            raise Bad(where, f"must be a list, not {_kind(value)} ({value!r:.40})")
        if max_items is not None and len(value) > max_items:
            raise Bad(where, f"has {len(value)} items; at most {max_items}")
        for i, v in enumerate(value):
            item(v, f"{where}[{i}]")
    return check


def mapping_of(key: Check, value_check: Check) -> Check:
    def check(value, where: str) -> None:
        if not isinstance(value, dict):
            raise Bad(where, f"must be a mapping, not {_kind(value)} ({value!r:.40})")
        for k, v in value.items():
            key(k, f"{where} key {k!r:.40}")
            value_check(v, f"{where}[{k!r:.40}]")
    return check


@dataclass(frozen=True)
class Field:
    check: Check
    required: bool = False
    rule_ref: bool = False  # the value is a rule id of this game's rules.yaml


@dataclass(frozen=True)
class FileSchema:
    """A spec file: a top-level mapping whose `items` field lists entries, each named by `key` (unique)."""
    items: str
    fields: dict[str, Field]
    key: str = "name"
    top: dict[str, Check] = field(default_factory=dict)  # other top-level fields besides `game` and `items`
    open_fields: bool = False  # entries may carry fields not listed (a game with no schema of its own yet)


def entry_errors(schema: FileSchema, raw, file: str, index: int, rule_ids=None) -> list[SpecError]:
    """Every problem of one entry (an entry is named by its key, or '#<index>' when it has none)."""
    if not isinstance(raw, dict):
        return [SpecError(file, f"#{index + 1}", None, f"an entry must be a mapping, not {_kind(raw)}")]
    name = raw.get(schema.key)
    label = name if isinstance(name, str) and name.strip() else f"#{index + 1}"
    out = []
    for f in sorted(map(str, raw)):
        if f not in schema.fields and not schema.open_fields:
            out.append(SpecError(file, label, f, f"unknown field; expected one of {', '.join(sorted(schema.fields))}"))
    for f, spec in schema.fields.items():
        if f not in raw or raw[f] is None:
            if spec.required:
                out.append(SpecError(file, label, f, "is required"))
            continue
        try:
            spec.check(raw[f], f)
        except Bad as bad:
            out.append(SpecError(file, label, bad.field, bad.message))
            continue
        if spec.rule_ref and rule_ids is not None and raw[f] not in rule_ids:
            out.append(SpecError(file, label, f, f"{raw[f]!r} is not an id of this game's rules.yaml"))
    if isinstance(name, str) and not name.strip():
        out.append(SpecError(file, label, schema.key, "must not be empty"))
    return out


def file_errors(path: Path | str, schema: FileSchema, game: str, rule_ids=None) -> list[SpecError]:
    """Every problem of one spec file: unreadable, not the right shape, bad entries, a key used twice."""
    file = str(path)
    try:
        data = read_yaml(path)
    except InputFileError as exc:
        return [SpecError(file, None, None, exc.message)]
    if not isinstance(data, dict):
        return [SpecError(file, None, None, f"must be a mapping with {schema.items!r}, not {_kind(data)}")]
    out = []
    for f in sorted(map(str, set(data) - {"game", schema.items, *schema.top})):
        out.append(SpecError(file, None, f, "unknown top-level field"))
    if data.get("game") is not None and data["game"] != game:
        out.append(SpecError(file, None, "game", f"says {data['game']!r:.40} but the file is in spec/{game}/"))
    for f, check in schema.top.items():
        if data.get(f) is not None:
            try:
                check(data[f], f)
            except Bad as bad:
                out.append(SpecError(file, None, bad.field, bad.message))
    entries = data.get(schema.items)
    if not isinstance(entries, list):
        return out + [SpecError(file, None, schema.items, f"must be a list of entries, not {_kind(entries)}")]
    first: dict[str, int] = {}
    for i, raw in enumerate(entries):
        out += entry_errors(schema, raw, file, i, rule_ids)
        name = raw.get(schema.key) if isinstance(raw, dict) else None
        if isinstance(name, str) and name.strip():
            if name in first:
                out.append(SpecError(file, name, schema.key, f"entries #{first[name] + 1} and #{i + 1} have the "
                                                             f"same {schema.key}"))
            first.setdefault(name, i)
    return out
