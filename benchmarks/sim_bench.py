"""Champions: complete random games per second in one process (budget >= 100, DESIGN.md), and where the time goes.

    python benchmarks/sim_bench.py [--games N] [--seed S] [--top K]

Measures the same games three ways: with the invariant checks `simulate` runs after every step, without them,
and under cProfile (the top entries by own time and by cumulative time).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))

from rulekeeper.games.champions.simulate import ChampionsSimulation, load_inputs  # noqa: E402
from rulekeeper.kernel.simulate import game_seed, play_random  # noqa: E402


def run(pool, decks, games: int, seed: int, checks: bool) -> tuple[float, float, int, int]:
    """Wall-clock seconds, CPU seconds of this process, total turns, failed games."""
    start, cpu = time.perf_counter(), time.process_time()
    turns = bad = 0
    sim = ChampionsSimulation(pool, decks)
    for i in range(games):
        r = play_random(sim, game_seed(seed, i), i, checks=checks)
        turns += r.turns
        bad += bool(r.error or r.violations)
    return time.perf_counter() - start, time.process_time() - cpu, turns, bad


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--top", type=int, default=12)
    args = ap.parse_args()
    pool, decks = load_inputs()
    run(pool, decks, 5, args.seed + 1, True)  # warm up (grammar, caches)
    print(f"load average before the run: {', '.join(f'{x:.2f}' for x in os.getloadavg())} "
          f"({os.cpu_count()} cores; wall-clock rates drop when other processes share them, CPU rates less)")
    for checks in (True, False):
        took, cpu, turns, bad = run(pool, decks, args.games, args.seed, checks)
        print(f"{'with' if checks else 'without'} invariant checks: {args.games} games in {took:.2f} s = "
              f"{args.games / took:.1f} games/s wall, {args.games / cpu:.1f} games/s of CPU time "
              f"(mean {turns / args.games:.1f} turns; failed {bad}); budget >= 100 games/s")
    prof = cProfile.Profile()
    prof.enable()
    run(pool, decks, max(20, args.games // 5), args.seed, True)
    prof.disable()
    for key in ("tottime", "cumulative"):
        out = io.StringIO()
        pstats.Stats(prof, stream=out).strip_dirs().sort_stats(key).print_stats(args.top)
        lines = [ln for ln in out.getvalue().splitlines() if ln.strip()]
        start = next(i for i, ln in enumerate(lines) if ln.lstrip().startswith("ncalls"))
        print(f"\nwhere the time goes (by {key}):")
        print("\n".join(lines[start:]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
