"""The conformance protocol, engine side: JSON lines on stdin/stdout, one request, one answer (DESIGN.md).

Every game speaks the same five requests; what a position, an action and a query look like is the game's own
(its JSON Schema, `conformance/<game>/protocol.schema.json`):

    {"type": "hello"}                          -> {"protocol": 1, "game": "champions", "engine": "rulekeeper 0.1.0"}
    {"type": "setup", ...}                     -> {"events": [...]}        a whole new position (or game)
    {"type": "act", "action": {"do": ...}}     -> {"events": [...]}        one action or decision
                                               |  {"illegal": {"rule": "3.1.2a", "message": "..."}}  (nothing changed)
    {"type": "query", "what": ..., ...}        -> {"value": ...}           what a Then step reads
    {"type": "log"}                            -> {"events": [...]}        the whole event log

A request the engine can't take (malformed, an unknown card, a query before `setup`) is answered
`{"error": {"message": "..."}}`: the scenario is wrong, not the engine. An event is `{"seq", "kind", "rules", ...}`.
"""

from __future__ import annotations

import json
from typing import IO, Any

from .errors import IllegalAction

PROTOCOL_VERSION = 1
REQUESTS = ("hello", "setup", "act", "query", "log")


class ProtocolError(Exception):
    """A request the engine can't take: answered {"error": {"message"}} (the scenario's mistake)."""


class Server:
    """Answers protocol requests for one game. A game subclasses it with `setup`, `act`, `query` and `log` (and
    `save` / `restore`); `handle` does the framing: illegal actions become answers, a mistake in the request an
    error answer, and every action is atomic: a refusal leaves the state exactly as it was, even if the engine
    refused only after changing something (the state saved before the action is put back)."""

    game = "?"
    engine = "?"

    def handle(self, request: Any) -> dict:
        if not isinstance(request, dict) or request.get("type") not in REQUESTS:
            return _error(f"a request is an object whose type is one of {', '.join(REQUESTS)}, not {request!r}")
        kind = request["type"]
        try:
            if kind == "hello":
                return {"protocol": PROTOCOL_VERSION, "game": self.game, "engine": self.engine}
            if kind == "setup":
                return {"events": self.setup(request)}
            if kind == "act":
                action = request.get("action")
                if not isinstance(action, dict) or not isinstance(action.get("do"), str):
                    raise ProtocolError(f"an act request carries an action {{\"do\": ...}}, not {action!r}")
                return self._atomically(action)
            if kind == "query":
                if not isinstance(request.get("what"), str):
                    raise ProtocolError("a query names what it reads: {\"type\": \"query\", \"what\": ...}")
                return {"value": self.query(request["what"], request)}
            return {"events": self.log()}
        except IllegalAction as exc:
            return {"illegal": {"rule": exc.rule_id, "message": exc.message}}
        except ProtocolError as exc:
            return _error(str(exc))

    def _atomically(self, action: dict) -> dict:
        saved = self.save()
        try:
            return {"events": self.act(action)}
        except IllegalAction as exc:
            if saved is not None:
                self.restore(saved)
            return {"illegal": {"rule": exc.rule_id, "message": exc.message}}

    # --- what a game supplies ---------------------------------------------------------------------------------
    def save(self) -> Any:
        """The whole state, to put back if an action is refused (None: nothing to save, e.g. no game yet)."""
        return None

    def restore(self, saved: Any) -> None:
        """Put back what `save` returned."""

    def setup(self, request: dict) -> list[dict]:
        raise ProtocolError("this engine can't set up a position")

    def act(self, action: dict) -> list[dict]:
        raise ProtocolError(f"this engine has no action {action.get('do')!r}")

    def query(self, what: str, request: dict) -> Any:
        raise ProtocolError(f"this engine can't answer the query {what!r}")

    def log(self) -> list[dict]:
        return []


def _error(message: str) -> dict:
    return {"error": {"message": message}}


def serve(server: Server, stdin: IO[str], stdout: IO[str]) -> None:
    """Answer one JSON line per request line until stdin closes. A line that is not JSON gets an error answer."""
    for line in stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
        except ValueError as exc:
            answer = _error(f"not a JSON line: {exc}")
        else:
            answer = server.handle(request)
        stdout.write(json.dumps(answer, ensure_ascii=False, separators=(",", ":")) + "\n")
        stdout.flush()


class TableServer(Server):
    """A Server for an engine whose public table (kernel.engine.Engine, with snapshot/restore and an event log)
    is set up by `setup`: what every game's Server does with it the same way. A game's `setup` sets `self._game`."""

    def __init__(self) -> None:
        self._game: Any = None

    @property
    def table(self) -> Any:
        """The game set up by the last `setup`; a request before any is the scenario's mistake."""
        if self._game is None:
            raise ProtocolError("no game yet: send a setup first")
        return self._game

    def log(self) -> list[dict]:
        return [] if self._game is None else [e.to_dict() for e in self._game.log.events]

    def card(self, entry: Any) -> Any:
        """A card entry a scenario defines, as the engine's card; ProtocolError (in words) when it is not one."""
        raise ProtocolError("this engine takes no cards a scenario defines")

    def card_check(self, entry: Any) -> str | None:
        """The `card_check` query: None when the entry is accepted, else what is wrong with it."""
        try:
            self.card(entry)
        except ProtocolError as exc:
            return str(exc)
        return None

    def save(self) -> Any:
        return None if self._game is None else self._game.snapshot()

    def restore(self, saved: Any) -> None:
        self._game.restore(saved)
