"""Traceability: engine code claims the rules it carries out, so docs and a command can link rule -> code."""

from __future__ import annotations

from typing import Callable, Iterable, TypeVar

F = TypeVar("F", bound=Callable)

# game -> rule id -> ["module:qualname", ...]
_CLAIMS: dict[str, dict[str, list[str]]] = {}


def _game_of(module: str) -> str:
    parts = module.split(".")
    if "games" in parts and parts.index("games") + 1 < len(parts):
        return parts[parts.index("games") + 1]
    return "kernel"


def implements(*rule_ids: str, game: str | None = None) -> Callable[[F], F]:
    """`@implements("2.6.5")`: this function carries out rule 2.6.5 (game taken from the module path)."""

    def mark(fn: F) -> F:
        g = game or _game_of(fn.__module__)
        where = f"{fn.__module__}:{fn.__qualname__}"
        for rid in rule_ids:
            _CLAIMS.setdefault(g, {}).setdefault(rid, []).append(where)
        fn.__rules__ = tuple(getattr(fn, "__rules__", ())) + rule_ids  # type: ignore[attr-defined]
        return fn

    return mark


def claims(game: str) -> dict[str, list[str]]:
    """Rule id -> code locations that claim it, for one game (import the game's engine first)."""
    return {rid: list(w) for rid, w in sorted(_CLAIMS.get(game, {}).items())}


def unclaimed(game: str, normative_ids: Iterable[str]) -> list[str]:
    """Normative rule ids that no engine code claims (exact ids: a claim on 2.4.2.2 does not cover 2.4.2.2a)."""
    have = _CLAIMS.get(game, {})
    return [rid for rid in normative_ids if rid not in have]
