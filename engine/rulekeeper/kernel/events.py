"""The event log: every state change is an event citing the rule ids that caused it (DESIGN.md)."""

from __future__ import annotations

import json
from typing import Any, Iterator, NamedTuple


class Event(NamedTuple):
    """One state change: its number in the log, what happened, the rule ids that caused it, the details."""

    seq: int
    kind: str
    rules: tuple[str, ...]
    data: dict[str, Any]

    def to_dict(self) -> dict[str, Any]:
        return {"seq": self.seq, "kind": self.kind, "rules": list(self.rules), **self.data}

    def line(self) -> str:
        """One human line: `12 damage [2.13.3] player=B amount=2 ...`."""
        fields = " ".join(f"{k}={v}" for k, v in self.data.items())
        return f"{self.seq:>4} {self.kind:<14} [{', '.join(self.rules)}] {fields}".rstrip()


class EventLog:
    """An append-only list of events; `emit` requires at least one rule id. `record` is `emit` for a game that does
    not need the Event back: the Event is built only when someone reads the log (a random player reads none).
    `pending` is the list `record` appends (kind, rules, data) to: a game's hot path may append to it itself, with
    `rules` a non-empty tuple (what `record` checks), and save the call."""

    __slots__ = ("_built", "pending")

    def __init__(self, events: list[Event] | None = None):
        self._built: list[Event] = events or []
        self.pending: list[tuple[str, tuple[str, ...], dict[str, Any]]] = []  # recorded, not yet built

    @property
    def events(self) -> list[Event]:
        if self.pending:
            self._build()
        return self._built

    def _build(self) -> None:
        built = self._built
        n = len(built)
        built.extend([Event(n + i, kind, rules, data) for i, (kind, rules, data) in enumerate(self.pending)])
        self.pending = []

    def emit(self, kind: str, rules: tuple[str, ...] | str, **data: Any) -> Event:
        if rules.__class__ is not tuple:
            rules = (rules,) if isinstance(rules, str) else tuple(rules)
        if not rules:
            raise ValueError(f"event {kind!r} cites no rule")
        events = self.events
        ev = Event(len(events), kind, rules, data)
        events.append(ev)
        return ev

    def record(self, kind: str, rules: tuple[str, ...], data: dict[str, Any]) -> None:
        """Log one event (rule ids as a tuple, the details as a dict), built into an Event when the log is read."""
        if rules.__class__ is not tuple or not rules:
            rules = (rules,) if isinstance(rules, str) else tuple(rules)
            if not rules:
                raise ValueError(f"event {kind!r} cites no rule")
        self.pending.append((kind, rules, data))

    def __len__(self) -> int:
        return len(self._built) + len(self.pending)

    def __iter__(self) -> Iterator[Event]:
        return iter(self.events)

    def since(self, seq: int) -> list[Event]:
        return self.events[seq:]

    def kinds(self) -> list[str]:
        return [e.kind for e in self.events]

    def to_json(self) -> list[dict[str, Any]]:
        return [e.to_dict() for e in self.events]

    def dumps(self) -> str:
        """Canonical JSON lines: same seed and same decisions give the same bytes."""
        return "".join(json.dumps(e.to_dict(), sort_keys=True, separators=(",", ":")) + "\n" for e in self.events)

    @classmethod
    def from_json(cls, data: list[dict[str, Any]]) -> "EventLog":
        events = []
        for d in data:
            d = dict(d)
            seq, kind, rules = d.pop("seq"), d.pop("kind"), tuple(d.pop("rules"))
            events.append(Event(seq, kind, rules, d))
        return cls(events)
