"""What every Brawl step shares: the driver fixture and the step decorator."""

from __future__ import annotations

import pytest
from parse import with_pattern

from ..plugin import remember_driver
from ..steps import words
from ..steps.links import engine_link  # noqa: F401  (the run's engine link, a session fixture)
from .driver import BrawlDriver

GAME = "brawl"


@with_pattern(r"[A-I][1-9]|the gate")
def hex_name(text: str) -> str:
    """A hex as a judge says it: row letter and place from the west ("D7"), or "the gate"."""
    return text


@with_pattern(r"ready|exhausted")
def core_state(text: str) -> str:
    return text


TYPES = {**words.TYPES, "Hex": hex_name, "CoreState": core_state}


def step(kind: str, pattern: str, example: str, **kw):
    """A Brawl step; patterns may use {p:P} (a player), {rule:Rule}, {answers:Names}, {h:Hex}, {state:CoreState}."""
    return words.step(kind, pattern, example, game=GAME, types=TYPES, **kw)


@pytest.fixture
def brawl(request, engine_link) -> BrawlDriver:
    """A fresh position for one scenario; its event log goes into build/conformance.json."""
    driver = BrawlDriver(engine_link(GAME))
    remember_driver(request.node, driver)
    return driver


@pytest.fixture
def driver(brawl) -> BrawlDriver:
    """The same driver, by the name the steps every game shares use (conformance/steps/judge.py)."""
    return brawl
