"""What every Champions step shares: the driver fixture, and reading players, card lists and numbers."""

from __future__ import annotations

from parse import with_pattern

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


step = words.steps_for(GAME, TYPES)


champions, driver = words.driver_fixtures(GAME, ChampionsDriver)
