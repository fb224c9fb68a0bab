"""Traceability: engine code claims the rules it carries out, so docs and a command can link rule -> code."""

from __future__ import annotations

from typing import Callable, Iterable, TypeVar

F = TypeVar("F", bound=Callable)

# game -> rule id -> ["module:qualname", ...]
_CLAIMS: dict[str, dict[str, list[str]]] = {}
# game -> [(a function giving rule ids read from data, "module:qualname")], claimed when claims are first asked
_EACH: dict[str, list[tuple[Callable[[], Iterable[str]], str]]] = {}


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


def implements_each(rule_ids: Callable[[], Iterable[str]], game: str | None = None) -> Callable[[F], F]:
    """`@implements_each(listed)`: this function carries out each rule `listed()` names, rules that come from data
    (every entry of a restricted list, each card erratum the engine runs). The data is read when claims are first
    asked, not at import."""

    def mark(fn: F) -> F:
        g = game or _game_of(fn.__module__)
        _EACH.setdefault(g, []).append((rule_ids, f"{fn.__module__}:{fn.__qualname__}"))
        return fn

    return mark


def _claimed(game: str) -> dict[str, list[str]]:
    have = _CLAIMS.setdefault(game, {})
    for listed, where in _EACH.pop(game, []):
        for rid in listed():
            have.setdefault(rid, []).append(where)
    return have


def claims(game: str) -> dict[str, list[str]]:
    """Rule id -> code locations that claim it, for one game (import the game's engine first)."""
    return {rid: list(w) for rid, w in sorted(_claimed(game).items())}


def unclaimed(game: str, normative_ids: Iterable[str]) -> list[str]:
    """Normative rule ids that no engine code claims (exact ids: a claim on 2.4.2.2 does not cover 2.4.2.2a)."""
    have = _claimed(game)
    return [rid for rid in normative_ids if rid not in have]


def runnable_report(cards: Iterable[tuple[bool, bool, str]]) -> dict:
    """For `cards check`: of (has text, the engine runs it, why not) per card, how many there are, how many run (in
    all, and of those with text), and the reasons of the others, biggest group first."""
    from collections import Counter

    cards = list(cards)
    return {"cards": len(cards), "runnable": sum(runs for _, runs, _ in cards),
            "with_text": sum(text for text, _, _ in cards),
            "runnable_with_text": sum(runs for text, runs, _ in cards if text),
            "not_runnable": Counter(why for _, runs, why in cards if not runs).most_common()}
