"""The conformance suites, timed: every game with scenarios, against our engine in-process and as a program
(`rulekeeper serve` behind `--program`), each run 3 times as a whole process; median wall time and the ratio
(issue 10: the program run at most 3x the in-process run; DESIGN.md: all suites < 60 s)."""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "engine"))
from rulekeeper import registry  # noqa: E402

RUNS = 3


def timed(args: list[str]) -> tuple[float, int]:
    start = time.perf_counter()
    rc = subprocess.run([sys.executable, "-m", "rulekeeper.cli", *args], cwd=ROOT, capture_output=True).returncode
    return time.perf_counter() - start, rc


def main() -> int:
    total, bad = 0.0, 0
    for game in registry.with_part("steps"):
        serve = f"{sys.executable} -m rulekeeper.cli serve --game {game}"
        results = ROOT / "build" / "bench-conformance.json"
        runs = {"in-process": [], "program": []}
        for _ in range(RUNS):
            for mode, extra in (("in-process", []), ("program", ["--program", serve])):
                took, rc = timed(["conformance", "--game", game, "--results", str(results), *extra])
                runs[mode].append(took)
                bad += rc != 0
        inproc, prog = statistics.median(runs["in-process"]), statistics.median(runs["program"])
        total += inproc
        print(f"{game}: in-process median {inproc:.2f} s (min {min(runs['in-process']):.2f}), "
              f"program median {prog:.2f} s (min {min(runs['program']):.2f}), ratio {prog / inproc:.2f}x "
              f"(budget <= 3x)")
    print(f"all suites in-process: {total:.1f} s (budget < 60 s){'; SOME RUNS FAILED' if bad else ''}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
