"""Soaks: many random games with the real cards and warscrolls, every invariant checked (issues 11 and 15).

    python benchmarks/soak_bench.py [--games 10000] [--seed 7] [--corpus ../shared/corpus] [--workers K]

- Invasion: `rulekeeper simulate --game invasion --cards <corpus>/invasion-cards.json`;
- AoS4: `rulekeeper simulate --game aos4 --units <corpus>/aos4-units.json --abilities <corpus>/aos4-abilities.json`
  (the warscrolls' abilities that the engine runs are used).

Each prints completed, errors, invariant violations and games per second. The bench fails if a soak reports any
error or violation, plays fewer games than asked, or cannot run at all.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus"
SOAKS = (("invasion", (("--cards", "invasion-cards.json"),), "games"),
         ("aos4", (("--units", "aos4-units.json"), ("--abilities", "aos4-abilities.json")), "battles"))


def soak(game: str, files: list[tuple[str, Path]], games: int, seed: int, workers: int) -> bool:
    """One soak through the command line, as a user runs it; True if it is clean."""
    cmd = [sys.executable, "-m", "rulekeeper.cli", "simulate", "--game", game,
           *(x for flag, path in files for x in (flag, str(path))),
           "--games", str(games), "--seed", str(seed), "--workers", str(workers), "--json"]
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    try:
        result = json.loads(done.stdout)
    except json.JSONDecodeError:
        print(f"  {game}: simulate gave no JSON (exit {done.returncode})\n{done.stderr.strip()[-2000:]}")
        return False
    completed, errors = result.get("completed", 0), result.get("errors", 0)
    violations = result.get("invariant_violations", 0)
    errors_n = len(errors) if isinstance(errors, list) else errors
    violations_n = len(violations) if isinstance(violations, list) else violations
    clean = done.returncode == 0 and errors_n == 0 and violations_n == 0 and completed == games
    return _report(game, result, completed, errors_n, violations_n, games, clean)


def _report(game, result, completed, errors_n, violations_n, games, clean) -> bool:
    noun = dict((g, n) for g, *_, n in SOAKS)[game]
    rate = result.get("games_per_second")
    print(f"  {game}: {completed} of {games} {noun} completed, {errors_n} errors, {violations_n} invariant violations, "
          f"{rate if rate is not None else '?'} {noun}/s: {'clean' if clean else 'FAILED'}", flush=True)
    if not clean:
        for key in ("errors", "invariant_violations"):
            if isinstance(result.get(key), list) and result[key]:
                print(f"    first of {key}: {json.dumps(result[key][0])[:500]}")
    return clean


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10_000)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--corpus", type=Path, default=CORPUS)
    ap.add_argument("--workers", type=int, default=0, help="processes per soak (default 0: every core)")
    args = ap.parse_args(argv)
    failed = 0
    for game, inputs, _ in SOAKS:
        files = [(flag, args.corpus / name) for flag, name in inputs]
        missing = [path for _, path in files if not path.is_file()]
        if missing:
            print(f"  {game}: {missing[0]}: no such file")
            failed += 1
            continue
        failed += not soak(game, files, args.games, args.seed, args.workers)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
