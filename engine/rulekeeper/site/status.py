"""A rule's status badge, from its kind and the recorded outcomes of the scenarios tagged with it.

xfailed, xpassed and skipped scenarios are shown as such and never count as passing (issue 6); the rule
statuses agree with `rulekeeper coverage` (rulekeeper.conformance.coverage).
"""

from __future__ import annotations

from ..spec.models import Entry

# status -> (badge label, css class); the order is the dashboard's legend order
STATUSES = {
    "passing": ("passing", "rk-passing"),
    "failing": ("failing", "rk-failing"),
    "skipped": ("skipped / xfail", "rk-skipped"),
    "not-run": ("scenario not run", "rk-notrun"),
    "none": ("no scenario yet", "rk-none"),
    "informative": ("informative", "rk-informative"),
}
COLOURS = {
    "passing": "#2e7d32", "failing": "#c62828", "skipped": "#ef8f00", "not-run": "#5c6bc0",
    "none": "#b0b0b0", "informative": "#7e57c2",
}


def scenario_status(outcomes: list[str]) -> str:
    """One scenario's status from its results (several for a Scenario Outline)."""
    if not outcomes:
        return "not-run"
    if any(o in ("failed", "error") for o in outcomes):
        return "failing"
    if all(o == "passed" for o in outcomes):
        return "passing"
    return "skipped"


def rule_status(entry: Entry, scenario_statuses: list[str]) -> str:
    """As `rulekeeper coverage` counts: passing only if every scenario that ran passed; failing if any failed;
    skipped if none failed but some were skipped/xfail; scenarios without a result do not count."""
    if not entry.normative:
        return "informative"
    if not scenario_statuses:
        return "none"
    ran = [s for s in scenario_statuses if s != "not-run"]
    if not ran:
        return "not-run"
    if "failing" in ran:
        return "failing"
    if all(s == "passing" for s in ran):
        return "passing"
    return "skipped"


def badge(status: str) -> str:
    label, css = STATUSES[status]
    return f'<span class="rk-badge {css}" data-status="{status}">{label}</span>'
