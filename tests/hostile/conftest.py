"""Under `make fuzz` (tools/fuzz.py) each process writes how many inputs every property ran to
RULEKEEPER_FUZZ_COUNTS, so the run's counts are measured, not inferred from the settings."""

from __future__ import annotations

import json
import os
from pathlib import Path


def pytest_sessionfinish(session, exitstatus):
    out = os.environ.get("RULEKEEPER_FUZZ_COUNTS")
    if not out:
        return
    from hostile_inputs import TRIED

    counts = [{"property": prop, "case": case, "inputs": n} for (prop, case), n in sorted(TRIED.items())]
    Path(out).write_text(json.dumps({"exit": int(exitstatus), "counts": counts}, indent=1), encoding="utf-8")
