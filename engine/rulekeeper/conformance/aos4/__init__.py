"""The AoS 4 conformance driver and step library."""

from .driver import Aos4Driver, DriverError

__all__ = ["Aos4Driver", "DriverError"]
