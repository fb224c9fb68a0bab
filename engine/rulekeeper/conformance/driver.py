"""The one seam between scenarios and an engine: a `Driver` speaks the conformance protocol (kernel/protocol.py)
over a `Link`, never importing an engine.

- `InProcess(game)`: our engine's protocol `Server`, named by the registry, called directly (the default; fast).
  Every message still goes through JSON, so it sees exactly what a program would.
- `Program(command)`: any engine, in any language, as a program answering JSON lines on stdin/stdout
  (`rulekeeper conformance --program CMD`). One process serves a whole run; each scenario sends a new `setup`.

A game's step library subclasses `Driver` with the game's own words (conformance/<game>/driver.py).
"""

from __future__ import annotations

import json
import os
import select
import shlex
import subprocess
from typing import Any, Protocol

from .. import registry

ANSWER_TIMEOUT = 60.0  # seconds an engine may take to answer one request


class DriverError(AssertionError):
    """A mistake in the feature, not in the engine: a card that doesn't exist, an impossible position, a Given
    after the first action, a docstring that isn't a card."""


class EngineError(AssertionError):
    """The engine broke the protocol: no answer, not JSON, an answer of the wrong shape, or it stopped."""


class Link(Protocol):
    def request(self, message: dict) -> dict: ...


class InProcess:
    """Our own engine, in this process: the game's protocol Server (registry part "protocol")."""

    def __init__(self, game: str):
        module = registry.game(game).module("protocol")
        if module is None:
            raise DriverError(f"no engine for {game!r} yet: run its scenarios against a program (--program)")
        self.server = module.Server()

    def request(self, message: dict) -> dict:
        return json.loads(json.dumps(self.server.handle(json.loads(json.dumps(message)))))


class Program:
    """An engine as a program: one JSON line per request on its stdin, one JSON line per answer on its stdout."""

    def __init__(self, command: str):
        self.command = command
        try:
            self.proc = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         stderr=subprocess.PIPE, bufsize=0)
        except OSError as exc:
            raise EngineError(f"can't start the engine program {command!r}: {exc}") from None
        self._buffer = b""

    def request(self, message: dict) -> dict:
        line = (json.dumps(message, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")
        try:
            self.proc.stdin.write(line)
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise EngineError(f"the engine program stopped ({self._stopped()})") from None
        raw = self._readline()
        try:
            answer = json.loads(raw)
        except ValueError:
            raise EngineError(f"the engine answered a line that is not JSON: {raw[:200]!r}") from None
        if not isinstance(answer, dict):
            raise EngineError(f"the engine answered {answer!r}, not an object")
        return answer

    def _readline(self) -> bytes:
        out = self.proc.stdout
        while b"\n" not in self._buffer:
            ready, _, _ = select.select([out], [], [], ANSWER_TIMEOUT)
            if not ready:
                raise EngineError(f"the engine did not answer within {ANSWER_TIMEOUT:.0f} s")
            chunk = os.read(out.fileno(), 1 << 16)
            if not chunk:
                raise EngineError(f"the engine program stopped ({self._stopped()})")
            self._buffer += chunk
        line, _, self._buffer = self._buffer.partition(b"\n")
        return line

    def _stopped(self) -> str:
        try:
            code = self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            return "still running"
        err = self.proc.stderr.read().decode("utf-8", "replace").strip().splitlines()[-5:]
        return f"exit {code}" + (": " + " | ".join(err) if err else "")

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.stdin.close()
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.proc.kill()


def link_for(game: str, program: str | None = None) -> Link:
    return Program(program) if program else InProcess(game)


class Refusal:
    """An engine's `{"illegal": {"rule", "message"}}` answer, kept for `the action is refused citing rule ...`."""

    def __init__(self, rule: str, message: str):
        self.rule_id, self.message = rule, message

    def __str__(self) -> str:
        return f"illegal ({self.rule_id}): {self.message}"


class Driver:
    """Requests and answers, checked for shape; what every game's driver shares (the last action's events,
    its refusal, whether a refused action left the state unchanged)."""

    def __init__(self, link: Link):
        self.link = link
        self.refusal: Refusal | None = None
        self.last_events: list[dict] = []
        self.before: str | None = None
        self.started = False

    def send(self, message: dict) -> dict:
        answer = self.link.request(message)
        if "error" in answer:
            err = answer["error"]
            raise DriverError(err.get("message", str(err)) if isinstance(err, dict) else str(err))
        return answer

    def query(self, what: str, **fields: Any) -> Any:
        answer = self.send({"type": "query", "what": what, **fields})
        if "value" not in answer:
            raise EngineError(f"the engine answered the query {what!r} with {answer!r}, not {{\"value\": ...}}")
        return answer["value"]

    def start(self, setup: dict) -> list[dict]:
        events = self._events(self.send({"type": "setup", **setup}), "setup")
        self.started = True
        return events

    def act(self, action: dict, expect_refusal: bool = False) -> None:
        """One action; a refusal is kept when expected, and fails the step (naming its rule) when not."""
        self.before = self.query("snapshot")
        self.refusal = None
        self.last_events = []
        answer = self.send({"type": "act", "action": action})
        if "illegal" in answer:
            ill = answer["illegal"]
            self.refusal = Refusal(str(ill.get("rule")), str(ill.get("message")))
            if not expect_refusal:
                raise AssertionError(f"the engine refused the action: {self.refusal}")
            return
        self.last_events = self._events(answer, "act")

    def unchanged(self) -> bool:
        return self.before is not None and self.query("snapshot") == self.before

    def events(self, since_action: bool = False) -> list[dict]:
        return list(self.last_events) if since_action else self.log()

    def log(self) -> list[dict]:
        """The whole event log (the results plugin stores it with the scenario); empty before setup."""
        if not self.started:
            return []
        return self._events(self.send({"type": "log"}), "log")

    @staticmethod
    def _events(answer: dict, what: str) -> list[dict]:
        events = answer.get("events")
        if not isinstance(events, list):
            raise EngineError(f"the engine answered {what} with {answer!r}, not {{\"events\": [...]}}")
        return events


def program_from_env() -> str | None:
    """The engine program a conformance run targets ($RULEKEEPER_PROGRAM, set by `rulekeeper conformance`)."""
    return os.environ.get("RULEKEEPER_PROGRAM") or None


def schema_path(game: str):
    """The game's protocol JSON Schema (conformance/<game>/protocol.schema.json), or None when it has none yet."""
    from pathlib import Path

    path = Path(__file__).resolve().parent / game / "protocol.schema.json"
    return path if path.is_file() else None
