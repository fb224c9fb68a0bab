"""The Champions conformance suite: every scenario of features/champions/ (pytest-bdd), run against the engine."""

from pytest_bdd import scenarios

from rulekeeper.conformance.champions.steps import *  # noqa: F401,F403  (the step library and the driver fixture)

scenarios("champions")
