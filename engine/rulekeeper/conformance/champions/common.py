"""What every Champions step shares: the driver fixture, and reading players, card lists and numbers."""

from __future__ import annotations

import pytest
from parse import with_pattern

from ..plugin import remember_driver
from ..steps import words
from ..steps.links import engine_link  # noqa: F401  (the run's engine link, a session fixture)
from ..steps.words import names  # noqa: F401  (re-exported for the step modules)
from .driver import ChampionsDriver

GAME = "champions"


ZONES = {"hand": "hand", "deck": "deck", "discard pile": "discard"}
PLACES = {"in hand": "hand", "in the deck": "deck", "in the discard pile": "discard", "in limbo": "limbo",
          "in play": "play", "face down under its champion": "blessing", "revealed": "back",
          "champion": "champion"}


@with_pattern("|".join(ZONES))
def zone(word: str) -> str:
    """hand | deck | discard pile -> the driver's zone name."""
    return ZONES[word]


@with_pattern("|".join(PLACES))
def place(text: str) -> str:
    """in hand | in the deck | ... | champion -> the driver's place name."""
    return PLACES[text]


TYPES = {**words.TYPES, "Zone": zone, "Place": place}


def step(kind: str, pattern: str, example: str, **kw):
    """A Champions step; patterns may use {p:P} (a player), {where:Zone}, {place:Place}, {rule:Rule}."""
    return words.step(kind, pattern, example, game=GAME, types=TYPES, **kw)


@pytest.fixture
def champions(request, engine_link) -> ChampionsDriver:
    """A fresh game position for one scenario; its event log goes into build/conformance.json."""
    driver = ChampionsDriver(engine_link(GAME))
    remember_driver(request.node, driver)
    return driver


@pytest.fixture
def driver(champions) -> ChampionsDriver:
    """The same driver, by the name the steps every game shares use (conformance/steps/judge.py)."""
    return champions
