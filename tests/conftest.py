"""Shared pytest set-up: the conformance results plugin writes build/conformance.json (DESIGN.md, "Results")."""

pytest_plugins = ["rulekeeper.conformance.plugin", "pytester"]
