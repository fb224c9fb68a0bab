"""The Invasion conformance suite: every scenario of features/invasion/ (pytest-bdd), run against the engine."""

from pytest_bdd import scenarios

from rulekeeper.conformance.invasion.steps import *  # noqa: F401,F403  (the step library and the driver fixture)

scenarios("invasion")
