"""Finding a step's definitions once per test module instead of once per step (the suites' speed, issue 16).

pytest-bdd finds the definitions that can read a step by asking pytest, for every registered fixture name, which of
its definitions the test can see, and that for every step of every scenario: half the time of the Invasion suite
went there. Which step definitions a test module sees is fixed once the module is collected, so `remember` has
pytest-bdd ask once per module, keep the step definitions among the answers, and match each step against those
alone, in the same order, with the same checks (step kind, then the step's parser). With a pytest-bdd that has no
such function, nothing changes but the speed.
"""

from __future__ import annotations

import sys

import pytest_bdd.scenario  # noqa: F401  (loads the module that `remember` changes)


def remember() -> None:
    """Replace pytest-bdd's step lookup with one that asks pytest once per (fixture manager, test module)."""
    bdd = sys.modules["pytest_bdd.scenario"]  # the module: the name `pytest_bdd.scenario` is a function
    find = getattr(bdd, "find_fixturedefs_for_step", None)
    needed = ("get_fixture_names", "getfixturedefs", "step_function_context_registry")
    if find is None or getattr(find, "remembered", False) or not all(hasattr(bdd, name) for name in needed):
        return
    visible: dict = {}  # (fixture manager, module node) -> [(step definition, its step context)], in pytest-bdd's order

    def step_definitions(fixturemanager, node) -> list:
        key = (fixturemanager, node.parent)
        found = visible.get(key)
        if found is None:
            contexts = bdd.step_function_context_registry
            found = visible[key] = [
                (fixturedef, contexts[fixturedef.func])
                for name in bdd.get_fixture_names(fixturemanager=fixturemanager)
                for fixturedef in bdd.getfixturedefs(fixturemanager, name, node) or []
                if fixturedef.func in contexts]
        return found

    def find_fixturedefs_for_step(step, fixturemanager, node):
        for fixturedef, context in step_definitions(fixturemanager, node):
            if context.type is not None and context.type != step.type:
                continue
            if context.parser.is_matching(step.name):
                yield fixturedef

    find_fixturedefs_for_step.remembered = True
    bdd.find_fixturedefs_for_step = find_fixturedefs_for_step
