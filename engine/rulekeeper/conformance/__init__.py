"""The conformance suites' shared machinery (DESIGN.md, "Results"): step libraries per game, the results plugin
(build/conformance.json), coverage per game and section, and the step catalog for the docs."""

from .catalog import catalog

__all__ = ["catalog"]
