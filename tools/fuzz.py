"""`make fuzz`: the hostile-input suite (tests/hostile, issue 17) at scale, on every core.

    python tools/fuzz.py [--inputs N] [--workers K]

K pytest processes each run tests/hostile with RULEKEEPER_FUZZ_TOTAL = N / K (random, not derandomized, so each
process draws other inputs); every property gets its share of the inputs (tests/hostile/hostile_inputs.py SHARES).
Each process counts the inputs its properties really ran; this script adds them up, prints them per property and
case, writes build/fuzz.json, and fails when any process failed (a traceback, a wrong exit code, a hang past the
limits the properties assert).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--inputs", type=int, default=1_000_000)
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args()
    out = ROOT / "build" / "fuzz"
    out.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    procs = []
    for k in range(args.workers):
        env = {**os.environ, "RULEKEEPER_FUZZ_TOTAL": str(args.inputs // args.workers),
               "RULEKEEPER_FUZZ_COUNTS": str(out / f"counts-{k}.json")}
        log = open(out / f"process-{k}.log", "w", encoding="utf-8")  # noqa: SIM115 (closed below)
        cmd = [sys.executable, "-m", "pytest", "tests/hostile", "-p", "no:cacheprovider", "-q",
               "-k", "not reproductions", "--hypothesis-show-statistics"]
        procs.append((subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT), log))
    codes = []
    for proc, log in procs:
        codes.append(proc.wait())
        log.close()
    wall = time.perf_counter() - start
    totals: dict[tuple[str, str], int] = defaultdict(int)
    for k in range(args.workers):
        path = out / f"counts-{k}.json"
        if path.exists():
            for row in json.loads(path.read_text(encoding="utf-8"))["counts"]:
                totals[(row["property"], row["case"])] += row["inputs"]
    by_prop: dict[str, int] = defaultdict(int)
    for (prop, case), n in sorted(totals.items()):
        by_prop[prop] += n
        print(f"{prop:14} {case:60} {n:>10,}")
    print()
    for prop, n in sorted(by_prop.items(), key=lambda kv: -kv[1]):
        print(f"{prop:14} {n:>10,} inputs")
    total = sum(totals.values())
    failed = [k for k, c in enumerate(codes) if c != 0]
    print(f"\n{total:,} inputs in {wall:,.0f} s on {args.workers} processes; "
          + ("every property held" if not failed else f"FAILED in process(es) {failed}: see {out}/process-K.log"))
    (ROOT / "build" / "fuzz.json").write_text(json.dumps(
        {"inputs": total, "seconds": round(wall, 1), "workers": args.workers, "failed_processes": failed,
         "by_property": by_prop, "by_case": [{"property": p, "case": c, "inputs": n}
                                             for (p, c), n in sorted(totals.items())]}, indent=1), encoding="utf-8")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
