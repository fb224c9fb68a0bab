"""Typed, frozen models of a game's rules document (DESIGN.md, "spec/<game>/rules.yaml")."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

KINDS = ("normative", "informative")


class SpecError(Exception):
    """A broken spec file: names the file, the entry and the field."""

    def __init__(self, file: str, entry: str | None, field_name: str | None, message: str):
        self.file, self.entry, self.field, self.message = file, entry, field_name, message
        where = file
        if entry is not None:
            where += f", entry {entry!r}"
        if field_name is not None:
            where += f", field {field_name!r}"
        super().__init__(f"{where}: {message}")


@dataclass(frozen=True)
class Finding:
    """A problem in the *source* document, recorded on the entry it concerns, never silently fixed."""

    kind: str  # missing-ref | duplicate-number | repeated-text | unrelated-ref | edition | other
    message: str
    ref: str | None = None
    detected: bool = False  # True when `spec check` found it mechanically

    def as_dict(self) -> dict:
        d = {"kind": self.kind, "message": self.message}
        if self.ref:
            d["ref"] = self.ref
        if self.detected:
            d["detected"] = True
        return d


@dataclass(frozen=True)
class Entry:
    id: str
    text: str
    kind: str
    title: str | None = None
    examples: tuple[str, ...] = ()
    refs: tuple[str, ...] = ()
    why: str | None = None
    findings: tuple[Finding, ...] = ()
    parent: str | None = None
    source: str | None = None  # which document / edition / section the text comes from
    version: str | None = None  # e.g. the FAQ version tag "v1.7"
    meta: tuple[tuple[str, str], ...] = ()  # game-specific facts kept as text (timing, declare, set number ...)

    @property
    def normative(self) -> bool:
        return self.kind == "normative"

    def meta_dict(self) -> dict[str, str]:
        return dict(self.meta)


_LETTER = re.compile(r"^(\d+(?:\.\d+)*)[a-z]$")


def parent_id(rule_id: str) -> str | None:
    """The id one level up: 2.4.1.1a -> 2.4.1.1, 2.6.4 -> 2.6, faq.17 -> faq, 2 -> None."""
    m = _LETTER.match(rule_id)
    if m:
        return m.group(1)
    if "." in rule_id:
        return rule_id.rsplit(".", 1)[0]
    return None


@dataclass(frozen=True)
class RuleBook:
    game: str
    title: str
    file: str
    entries: tuple[Entry, ...]
    sources: tuple[str, ...] = ()
    changelog: tuple[dict, ...] = ()
    _index: dict = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self):
        self._index.update({e.id: e for e in self.entries})

    def get(self, rule_id: str) -> Entry | None:
        return self._index.get(rule_id)

    def __contains__(self, rule_id: str) -> bool:
        return rule_id in self._index

    def parent_of(self, entry: Entry) -> str | None:
        return entry.parent if entry.parent is not None else parent_id(entry.id)

    def section_of(self, entry: Entry) -> str:
        """The top-level section an entry belongs to (the root of its parent chain)."""
        current, seen = entry.id, set()
        while True:
            e = self._index.get(current)
            up = self.parent_of(e) if e else parent_id(current)
            if up is None or up not in self._index or up in seen:
                return current
            seen.add(current)
            current = up

    @property
    def normative(self) -> tuple[Entry, ...]:
        return tuple(e for e in self.entries if e.normative)
