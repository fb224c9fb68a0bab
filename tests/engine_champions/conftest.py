"""Fixtures for the engine tests (helpers are in engine_helpers.py)."""

import pytest
from engine_helpers import pool_with


@pytest.fixture
def pool():
    return pool_with()
