"""The words every game's steps share: players, rule ids, card names in quotes; `step` for the shared steps."""

from __future__ import annotations

import re

from parse import with_pattern

from ..catalog import SHARED
from ..catalog import step as _step
from ..driver import DriverError
_QUOTED = re.compile(r'"([^"]+)"')


@with_pattern("A|B|C|D")
def player(p: str) -> str:
    return p


@with_pattern(r"[0-9A-Za-z][0-9A-Za-z.\-]*")
def rule_id(text: str) -> str:
    """A rule id as the spec prints it: 2.6.4, 2.4.1.1a, 6.1.2.last-stand, faq.17, timing.B.3, core.combat."""
    return text


@with_pattern(r'"[^"]+"(?:(?:, | and |, and )"[^"]+")*')
def quoted_names(text: str) -> list[str]:
    """'"Stardrake", "Gryph Charger" and "Bolt"' -> the names, in order (nothing else may follow)."""
    return _QUOTED.findall(text)


@with_pattern(r'[^"]+')
def card_name(text: str) -> str:
    """One card name inside quotes (`"{name:Name}"`): never a quote, so a step with more after the name is never
    also matched by its shorter twin."""
    return text


TYPES = {"P": player, "Rule": rule_id, "Names": quoted_names, "Name": card_name}


def step(kind: str, pattern: str, example: str, game: str = SHARED, types: dict | None = None, **kw):
    """A step; patterns may use {p:P} (a player, A-D) and {rule:Rule} (a rule id), plus the game's own `types`."""
    return _step(game, kind, pattern, example, extra_types={**TYPES, **(types or {})}, **kw)


def names(text: str) -> list[str]:
    """'"Pack of Bloodletters", "Stardrake" and "Gryph Charger"' -> the three names, in order."""
    found = _QUOTED.findall(text)
    if not found:
        raise DriverError(f"expected card names in double quotes, got {text!r}")
    return found


def equal(what: str, actual, expected) -> None:
    assert actual == expected, f"{what}: expected {expected!r}, the engine has {actual!r}"


def steps_for(game: str, types: dict):
    """A game's `step` decorator: its steps registered under its name, with its own parameter types."""
    def game_step(kind: str, pattern: str, example: str, **kw):
        return step(kind, pattern, example, game=game, types=types, **kw)
    game_step.__doc__ = f"A {game} step; patterns may use {', '.join('{x:' + t + '}' for t in types)}."
    return game_step


def driver_fixtures(game: str, driver_class):
    """The two fixtures of a game's step library: `<game>` (a fresh driver on the run's engine link for each
    scenario, its event log kept in build/conformance.json) and `driver`, the same driver by the name the steps
    every game shares use (judge.py)."""
    import pytest

    from ..plugin import remember_driver

    @pytest.fixture(name=game)
    def game_driver(request, engine_link):
        fresh = driver_class(engine_link(game))
        remember_driver(request.node, fresh)
        return fresh

    @pytest.fixture(name="driver")
    def shared_driver(request):
        return request.getfixturevalue(game)

    return game_driver, shared_driver
