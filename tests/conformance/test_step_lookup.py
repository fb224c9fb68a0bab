"""step_lookup: a step's definitions are looked up once per test module, with pytest-bdd's own visibility rules
(a module's steps stay in that module, a module's step overrides the conftest's, kinds are kept apart)."""

from __future__ import annotations

import sys

FEATURE = """Feature: lookups
    Scenario: the generic step reads a specific thing
        Given a specific thing
        Then the thing is "specific"

    Scenario: the generic step reads a generic thing
        Given a generic thing
        Then the thing is "generic"
"""

OVERRIDE = """Feature: override
    Scenario: the module's specific step wins over the conftest's generic one
        Given a specific thing
        Then the thing is "overridden"
"""

CONFTEST = """
import pytest
from pytest_bdd import given, parsers, then

@pytest.fixture
def things():
    return []

@given(parsers.parse("a {kind} thing"))
def generic(things, kind):
    things.append(kind)

@then("the run goes on")
def goes_on():
    pass  # would make the scenario pass if a Then step answered its Given

@then(parsers.parse('the thing is "{kind}"'))
def check(things, kind):
    assert things == [kind]
"""

WITH_OVERRIDE = """
from pytest_bdd import given, scenarios

@given("a specific thing")
def specific(things):
    things.append("overridden")

@given("a module-only step")
def module_only(things):
    pass

scenarios("override.feature")
"""

WITHOUT_OVERRIDE = """
from pytest_bdd import scenarios

scenarios("lookups.feature", "other.feature")
"""

OTHER = """Feature: other
    Scenario: a step defined in another module is not seen here
        Given a module-only step

    Scenario: a Then step does not answer a Given
        Given the run goes on
"""


def test_the_lookup_replaces_pytest_bdds_and_keeps_its_visibility_rules(pytester, monkeypatch, tmp_path):
    monkeypatch.setenv("RULEKEEPER_RESULTS", str(tmp_path / "conformance.json"))  # not the repository's results
    pytester.makeconftest(CONFTEST)
    pytester.makefile(".feature", lookups=FEATURE, override=OVERRIDE, other=OTHER)
    pytester.makepyfile(test_a_override=WITH_OVERRIDE, test_b_plain=WITHOUT_OVERRIDE)
    result = pytester.runpytest_inprocess("-p", "rulekeeper.conformance.plugin", "-p", "no:randomly", "-q")
    assert getattr(sys.modules["pytest_bdd.scenario"].find_fixturedefs_for_step, "remembered", False)
    outcomes = {r.nodeid.split("::")[0] + "::" + r.nodeid.split("::")[1]: r.outcome
                for r in result.reprec.getreports("pytest_runtest_logreport") if r.when == "call"}
    assert outcomes == {
        "test_a_override.py::test_the_modules_specific_step_wins_over_the_conftests_generic_one": "passed",
        "test_b_plain.py::test_the_generic_step_reads_a_specific_thing": "passed",
        "test_b_plain.py::test_the_generic_step_reads_a_generic_thing": "passed",
        "test_b_plain.py::test_a_step_defined_in_another_module_is_not_seen_here": "failed",
        "test_b_plain.py::test_a_then_step_does_not_answer_a_given": "failed",
    }
    assert "StepDefinitionNotFound" in result.stdout.str()
