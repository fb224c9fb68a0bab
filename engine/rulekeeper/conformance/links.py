"""How a `Driver` reaches an engine: a `Link` carries protocol requests (kernel/protocol.py) and brings answers.

- `InProcess(game)`: our engine's protocol `Server`, named by the registry, called directly (the default; fast).
  Every message still goes through JSON, so it sees exactly what a program would.
- `Program(command)`: any engine, in any language, as a program answering JSON lines on stdin/stdout
  (`rulekeeper conformance --program CMD`). One process serves a whole run; each scenario sends a new `setup`.
"""

from __future__ import annotations

import json
import os
import select
import shlex
import subprocess
import tempfile
from typing import Protocol

from .. import registry

ANSWER_TIMEOUT = 60.0  # seconds an engine may take to answer one request


class EngineError(AssertionError):
    """The engine broke the protocol: no answer, not JSON, an answer of the wrong shape, or it stopped."""


class Link(Protocol):
    def request(self, message: dict) -> dict: ...


class InProcess:
    """Our own engine, in this process: the game's protocol Server (registry part "protocol")."""

    def __init__(self, game: str):
        module = registry.game(game).module("protocol")
        if module is None:
            raise EngineError(f"no engine for {game!r} yet: run its scenarios against a program (--program)")
        self.server = module.Server()

    def request(self, message: dict) -> dict:
        return json.loads(json.dumps(self.server.handle(json.loads(json.dumps(message)))))


class Program:
    """An engine as a program: one JSON line per request on its stdin, one JSON line per answer on its stdout."""

    def __init__(self, command: str):
        self.command = command
        self.stderr = tempfile.TemporaryFile()  # a file, not a pipe: an engine that talks a lot never blocks on it
        try:
            self.proc = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         stderr=self.stderr, bufsize=0)
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
        self.stderr.seek(0)
        err = self.stderr.read().decode("utf-8", "replace").strip().splitlines()[-5:]
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


def program_from_env() -> str | None:
    """The engine program a conformance run targets ($RULEKEEPER_PROGRAM, set by `rulekeeper conformance`)."""
    return os.environ.get("RULEKEEPER_PROGRAM") or None


def schema_path(game: str):
    """The game's protocol JSON Schema (conformance/<game>/protocol.schema.json), or None when it has none yet."""
    from pathlib import Path

    path = Path(__file__).resolve().parent / game / "protocol.schema.json"
    return path if path.is_file() else None
