"""What every Invasion step shares: the driver fixture and the judge's words for zones and places."""

from __future__ import annotations

from parse import with_pattern

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


step = words.steps_for(GAME, TYPES)


invasion, driver = words.driver_fixtures(GAME, InvasionDriver)
