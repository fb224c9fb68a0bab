"""The Champions conformance driver and step library."""

from .driver import ChampionsDriver, DriverError

__all__ = ["ChampionsDriver", "DriverError"]
