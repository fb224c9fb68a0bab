"""The conformance suites' shared machinery (DESIGN.md, "Results"): step libraries per game, the results plugin
(build/conformance.json), coverage per game and section, and the step catalog for the docs.

Only the step libraries need pytest-bdd (a dev dependency); `coverage` and `results` work without it, so the
installed `rulekeeper coverage` command does too.
"""

from .catalog import catalog

__all__ = ["catalog"]
