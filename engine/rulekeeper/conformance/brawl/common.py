"""What every Brawl step shares: the driver fixture and the step decorator."""

from __future__ import annotations

from parse import with_pattern

from ..steps import words
from ..steps.links import engine_link  # noqa: F401  (the run's engine link, a session fixture)
from .driver import BrawlDriver

GAME = "brawl"


@with_pattern(r"[A-I][1-9]|the gate")
def hex_name(text: str) -> str:
    """A hex as a judge says it: row letter and place from the west ("D7"), or "the gate"."""
    return text


@with_pattern(r"[A-I][1-9]")
def arena_hex(text: str) -> str:
    """A hex of the arena only (not the gate)."""
    return text


@with_pattern(r"ready|exhausted")
def core_state(text: str) -> str:
    return text


TYPES = {**words.TYPES, "Hex": hex_name, "ArenaHex": arena_hex, "CoreState": core_state}


step = words.steps_for(GAME, TYPES)


brawl, driver = words.driver_fixtures(GAME, BrawlDriver)
