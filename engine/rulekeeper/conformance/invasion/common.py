"""What every Invasion step shares: the driver fixture and the judge's words for zones and places."""

from __future__ import annotations

import pytest
from parse import with_pattern

from ..plugin import remember_driver
from ..steps import words
from ..steps.links import engine_link  # noqa: F401  (the run's engine link, a session fixture)
from .driver import InvasionDriver

GAME = "invasion"

ZONES = {"kingdom": "kingdom", "quest zone": "quest", "battlefield": "battlefield"}
PLACES = {**ZONES, "hand": "hand", "discard pile": "discard", "deck": "deck"}


@with_pattern("|".join(ZONES))
def zone(word: str) -> str:
    """kingdom | quest zone | battlefield -> the protocol's zone name."""
    return ZONES[word]


@with_pattern("|".join(sorted(PLACES, key=len, reverse=True)))
def place(word: str) -> str:
    """a zone, or hand | discard pile | deck."""
    return PLACES[word]


TYPES = {**words.TYPES, "Zone": zone, "Place": place}


def step(kind: str, pattern: str, example: str, **kw):
    """An Invasion step; patterns may use {p:P}, {zone:Zone}, {place:Place}, {rule:Rule}, {names:Names}."""
    return words.step(kind, pattern, example, game=GAME, types=TYPES, **kw)


@pytest.fixture
def invasion(request, engine_link) -> InvasionDriver:
    """A fresh game position for one scenario; its event log goes into build/conformance.json."""
    driver = InvasionDriver(engine_link(GAME))
    remember_driver(request.node, driver)
    return driver


@pytest.fixture
def driver(invasion) -> InvasionDriver:
    """The same driver, by the name the steps every game shares use (conformance/steps/judge.py)."""
    return invasion
