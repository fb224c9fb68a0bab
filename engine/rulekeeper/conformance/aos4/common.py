"""What every AoS 4 step shares: the driver fixture, the step decorator and the words for places and sides."""

from __future__ import annotations

from parse import with_pattern

from ..steps import words
from ..steps.links import engine_link  # noqa: F401  (the run's engine link, a session fixture)
from .driver import Aos4Driver

GAME = "aos4"


@with_pattern(r"east|west|north|south")
def side(text: str) -> str:
    return text


@with_pattern(r"-?\d+(?:\.\d+)?")
def number(text: str) -> float:
    return float(text)


@with_pattern(r"hero|movement|shooting|charge|combat|deployment")
def phase(text: str) -> str:
    return text


@with_pattern(r'[^"]+')
def quoted(text: str) -> str:
    """The words between a pair of double quotes (a unit, an ability)."""
    return text


TYPES = {**words.TYPES, "Side": side, "N": number, "Phase": phase, "Q": quoted}

step = words.steps_for(GAME, TYPES)

aos4, driver = words.driver_fixtures(GAME, Aos4Driver)
