"""Champions: complete random games per second, how that scales over processes, what it costs in memory, and where
the time goes.

    python benchmarks/sim_bench.py [--games N] [--seed S] [--memory-games M] [--top K]

- the same N games three ways in one process: with the invariant checks `simulate` runs after every step (over
  what each step changed), with `--paranoid` checks (everything, every step) and without checks; wall-clock and
  CPU-time rates, the ratio checks / paranoid, and whether both gave the same verdicts;
- the same games on 1 and on 2 worker processes (`simulate --workers`): rates and their ratio;
- peak memory (`/usr/bin/time -v`, maximum resident set size) of `rulekeeper simulate` for 100 and for M games:
  flat means no growth per game;
- under cProfile: the top entries by own time and by cumulative time.

Wall-clock rates drop when other processes share the cores (the load average is printed); CPU-time rates much less.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "engine"))

from rulekeeper.games.champions.simulate import ChampionsSimulation, load_inputs  # noqa: E402
from rulekeeper.kernel.simulate import game_seed, play_many, play_random  # noqa: E402

TARGET = 500  # games/s with checks, one process


def run(sim, games: int, seed: int, checks: bool, paranoid: bool = False) -> dict:
    """Wall-clock and CPU seconds of this process, mean turns, failed games, and each game's verdict."""
    start, cpu = time.perf_counter(), time.process_time()
    verdicts = [play_random(sim, game_seed(seed, i), i, checks=checks, paranoid=paranoid) for i in range(games)]
    took, cpu = time.perf_counter() - start, time.process_time() - cpu
    return {"wall": took, "cpu": cpu, "turns": sum(r.turns for r in verdicts) / games,
            "failed": sum(bool(r.error or r.violations) for r in verdicts),
            "verdicts": [(r.winner, r.turns, r.steps, r.error, tuple(r.violations)) for r in verdicts]}


def rates(games: int, r: dict) -> str:
    return (f"{games / r['wall']:7.1f} games/s wall, {games / r['cpu']:7.1f} games/s of CPU time "
            f"(mean {r['turns']:.1f} turns; failed {r['failed']})")


def _make():
    return ChampionsSimulation(*load_inputs())


def workers_rate(games: int, seed: int, workers: int) -> tuple[float, float]:
    """(games/s wall, cores the run got: CPU seconds of this process and its workers per wall second). On a busy
    machine the second says why K workers are not K times faster: they did not get K cores."""
    start, cpu = time.perf_counter(), os.times()
    done = sum(r.completed for r in play_many(_make, seed, games, workers=workers))
    took, end = time.perf_counter() - start, os.times()
    assert done == games, f"{games - done} games failed"
    used = sum(end[:4]) - sum(cpu[:4])  # user + system, of this process and of its reaped workers
    return games / took, used / took


def peak_memory(games: int, seed: int) -> tuple[float, float] | None:
    """(peak resident MB, seconds) of `rulekeeper simulate --games N --workers 1`, from /usr/bin/time -v."""
    time_cmd = shutil.which("time") or "/usr/bin/time"
    if not Path(time_cmd).exists():
        return None
    cmd = [time_cmd, "-v", sys.executable, "-m", "rulekeeper.cli", "simulate", "--game", "champions", "--games",
           str(games), "--seed", str(seed), "--workers", "1", "--json"]
    start = time.perf_counter()
    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True,
                         env={**os.environ, "PYTHONPATH": str(ROOT / "engine")})
    found = re.search(r"Maximum resident set size \(kbytes\): (\d+)", out.stderr)
    if out.returncode != 0 or not found:
        print(f"  simulate --games {games} failed: {out.stdout[-300:]} {out.stderr[-300:]}")
        return None
    return int(found.group(1)) / 1024, time.perf_counter() - start


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--memory-games", type=int, default=10_000, help="the long run whose peak memory is compared "
                    "with 100 games' (0: skip)")
    ap.add_argument("--top", type=int, default=12)
    args = ap.parse_args()
    pool, decks = load_inputs()
    sim = ChampionsSimulation(pool, decks)
    run(sim, 5, args.seed + 1, True)  # warm up (grammar, caches)
    n = args.games
    print(f"load average before the run: {', '.join(f'{x:.2f}' for x in os.getloadavg())} "
          f"({os.cpu_count()} cores; wall-clock rates drop when other processes share them, CPU rates less)")
    checked = run(sim, n, args.seed, True)
    paranoid = run(sim, n, args.seed, True, paranoid=True)
    unchecked = run(sim, n, args.seed, False)
    print(f"with invariant checks:    {rates(n, checked)}; target >= {TARGET}")
    print(f"with --paranoid checks:   {rates(n, paranoid)}")
    print(f"without invariant checks: {rates(n, unchecked)}")
    print(f"checks / paranoid: {paranoid['wall'] / checked['wall']:.2f}x faster wall, "
          f"{paranoid['cpu'] / checked['cpu']:.2f}x faster in CPU time; same verdicts for all {n} games: "
          f"{'yes' if checked['verdicts'] == paranoid['verdicts'] else 'NO'}")

    print(f"\nload average: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
    (one, got1), (two, got2) = workers_rate(n, args.seed, 1), workers_rate(n, args.seed, 2)
    print(f"--workers 1: {one:.1f} games/s, --workers 2: {two:.1f} games/s wall (same {n} games): "
          f"{two / one:.2f}x; target >= 1.8x (cores obtained: {got1:.2f} and {got2:.2f})")

    print("\npeak memory of `rulekeeper simulate --workers 1` (/usr/bin/time -v, maximum resident set size):")
    for games in (100, args.memory_games):
        if games:
            found = peak_memory(games, args.seed)
            if found:
                print(f"  {games:>7} games: {found[0]:6.1f} MB ({found[1]:.0f} s)")

    if args.top <= 0:  # no profile asked for
        return 0 if checked["failed"] == 0 and checked["verdicts"] == paranoid["verdicts"] else 1
    prof = cProfile.Profile()
    prof.enable()
    run(sim, max(20, n // 5), args.seed, True)
    prof.disable()
    for key in ("tottime", "cumulative"):
        out = io.StringIO()
        pstats.Stats(prof, stream=out).strip_dirs().sort_stats(key).print_stats(args.top)
        lines = [ln for ln in out.getvalue().splitlines() if ln.strip()]
        start = next(i for i, ln in enumerate(lines) if ln.lstrip().startswith("ncalls"))
        print(f"\nwhere the time goes (by {key}):")
        print("\n".join(lines[start:]))
    return 0 if checked["failed"] == 0 and checked["verdicts"] == paranoid["verdicts"] else 1


if __name__ == "__main__":
    sys.exit(main())
