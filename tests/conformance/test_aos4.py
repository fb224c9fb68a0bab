"""The AoS 4 conformance suite: every scenario of features/aos4/ (pytest-bdd), run against the engine (the step
library's own checks are tests/conformance/test_every_library.py)."""

from pytest_bdd import scenarios

from rulekeeper.conformance.aos4.steps import *  # noqa: F401,F403  (the step library and the driver fixture)

scenarios("aos4")
