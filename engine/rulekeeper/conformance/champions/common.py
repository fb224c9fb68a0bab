"""What every Champions step shares: the driver fixture, and reading players, card lists and numbers."""

from __future__ import annotations

import re

import pytest
from parse import with_pattern

from ..catalog import step as _step
from ..plugin import remember_driver
from ..steps.links import engine_link  # noqa: F401  (the run's engine link, a session fixture)
from .driver import ChampionsDriver, DriverError

GAME = "champions"
_QUOTED = re.compile(r'"([^"]+)"')


ZONES = {"hand": "hand", "deck": "deck", "discard pile": "discard"}
PLACES = {"in hand": "hand", "in the deck": "deck", "in the discard pile": "discard", "in limbo": "limbo",
          "in play": "play", "face down under its champion": "blessing", "revealed": "back",
          "champion": "champion"}


@with_pattern("|".join(ZONES))
def zone(word: str) -> str:
    """hand | deck | discard pile -> the driver's zone name."""
    return ZONES[word]


@with_pattern("|".join(PLACES))
def place(words: str) -> str:
    return PLACES[words]


@with_pattern("A|B")
def player(p: str) -> str:
    return p


@with_pattern(r"[0-9][0-9A-Za-z.\-]*")
def rule_id(text: str) -> str:
    """A rule id as the spec prints it: 2.6.4, 2.4.1.1a, 6.1.2.last-stand."""
    return text


TYPES = {"Zone": zone, "Place": place, "P": player, "Rule": rule_id}


def step(kind: str, pattern: str, example: str, **kw):
    """A Champions step; patterns may use {p:P} (A or B), {where:Zone}, {place:Place}, {rule:Rule}."""
    return _step(GAME, kind, pattern, example, extra_types=TYPES, **kw)


@pytest.fixture
def champions(request, engine_link) -> ChampionsDriver:
    """A fresh game position for one scenario; its event log goes into build/conformance.json."""
    driver = ChampionsDriver(engine_link(GAME))
    remember_driver(request.node, driver)
    return driver


def names(text: str) -> list[str]:
    """'"Pack of Bloodletters", "Stardrake" and "Gryph Charger"' -> the three names, in order."""
    found = _QUOTED.findall(text)
    if not found:
        raise DriverError(f"expected card names in double quotes, got {text!r}")
    return found

