"""The Brawl conformance driver and step library."""

from .driver import BrawlDriver, DriverError

__all__ = ["BrawlDriver", "DriverError"]
