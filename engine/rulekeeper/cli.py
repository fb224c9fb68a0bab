"""The `rulekeeper` command (DESIGN.md, "CLI"). Every command has --json; exit 0 ok, 1 input wrong, 2 usage.

Each group of commands lives in `rulekeeper/commands/<group>.py` and registers itself on `app` here.
"""

from __future__ import annotations

from .commands import app
from .commands import spec as _spec  # noqa: F401  (registers `spec check`)

for _name in ("text", "deck", "coverage", "simulate", "conformance"):
    try:
        __import__(f"rulekeeper.commands.{_name}")
    except ModuleNotFoundError as exc:  # a command group not built yet
        if exc.name != f"rulekeeper.commands.{_name}":
            raise

__all__ = ["app"]

if __name__ == "__main__":  # pragma: no cover
    app()
