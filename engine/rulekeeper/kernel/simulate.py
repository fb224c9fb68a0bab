"""Complete random games for any game (`rulekeeper simulate`, `explain`): random legal players, every invariant
after every step, seeds derived from one seed so game i is the same whatever else runs; `workers` processes
share the games by index and the results come back in index order (same seed, same totals, whatever the count)."""

from __future__ import annotations

import pickle
import traceback
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from .decisions import RandomChoices
from .engine import Engine, Simulation
from .processes import task_size, worker_context

CONNECT_TIMEOUT = 10  # seconds to reach a cluster's scheduler before saying it is not there
MAX_STEPS = 100_000  # a game longer than this is reported as an error (an engine that never ends)


@dataclass
class Result:
    index: int
    seed: str
    label: str = ""
    winner: str | None = None
    turns: int = 0
    steps: int = 0
    error: str | None = None
    violations: list[str] = field(default_factory=list)
    engine: Engine | None = None  # kept only when asked (explain, --log)

    @property
    def completed(self) -> bool:
        return self.winner is not None and not self.error and not self.violations


class Labels(Sequence[str]):
    """The options' labels, each made only if the decisions interface reads it (a random player reads none)."""

    __slots__ = ("items",)

    def __init__(self, items: Sequence) -> None:
        self.items = items

    def __len__(self) -> int:
        return len(self.items)

    def __getitem__(self, i):
        return [str(a) for a in self.items[i]] if isinstance(i, slice) else str(self.items[i])


def game_seed(seed: int, i: int) -> str:
    return f"{seed}:{i}"


def play_random(sim: Simulation, seed: str, index: int = 0, checks: bool = True, keep: bool = False,
                paranoid: bool = False) -> Result:
    """One complete game; every choice random, from its own RNG seeded by the game's seed. `paranoid`: the
    engine checks every invariant over its whole state after every step, not only what the step changed."""
    chooser = RandomChoices(f"players:{seed}")
    res = Result(index, seed)
    try:
        engine, res.label = sim.start(seed, chooser)
        engine.paranoid = paranoid
        if keep:
            res.engine = engine
        if checks:
            res.violations += engine.check()
        while not engine.over and not res.violations:
            if res.steps >= MAX_STEPS:
                raise RuntimeError(f"no winner after {MAX_STEPS} steps")
            p = engine.to_act()
            acts = engine.legal_actions(p)
            engine.do(acts[chooser.choose(p, "action", Labels(acts))])
            res.steps += 1
            if checks:
                problems = engine.check()
                if problems:
                    res.violations += [f"step {res.steps}: {v}" for v in problems]
        res.winner, res.turns = engine.winner, engine.turn
    except Exception as exc:  # an engine bug: report it with where it happened, keep simulating
        tb = traceback.extract_tb(exc.__traceback__)[-1]
        res.error = f"{type(exc).__name__}: {exc} ({tb.filename.rsplit('/', 1)[-1]}:{tb.lineno})"
    return res


# --- many games, on several processes or on a cluster ----------------------------------------------------------
_WORKER: dict = {}
_SIMULATIONS: dict[bytes, Simulation] = {}  # per process: a cluster worker builds each simulation once


def _init_worker(make: Callable[[], Simulation], checks: bool, paranoid: bool = False) -> None:
    if _WORKER.get("make") is not make:  # not forked from the process that built it already
        _WORKER.update(make=make, sim=make())
    _WORKER.update(checks=checks, paranoid=paranoid)


def _play_range(task: tuple[int, int, int]) -> list[Result]:
    """Games start..stop-1 of `seed`: one task, one answer (a few pickles per chunk, not one per game)."""
    start, stop, seed = task
    sim, checks, paranoid = _WORKER["sim"], _WORKER["checks"], _WORKER["paranoid"]
    return [play_random(sim, game_seed(seed, i), i, checks=checks, paranoid=paranoid) for i in range(start, stop)]


def chunks(games: int, workers: int, most: int = 50) -> list[tuple[int, int]]:
    """Game index ranges for `workers` processes: about 8 per worker, so that they finish together, at most
    `most` games each."""
    size = task_size(games, workers, most)
    return [(k, min(games, k + size)) for k in range(0, games, size)]


def play_many(make: Callable[[], Simulation], seed: int, games: int, checks: bool = True, workers: int = 1,
              keep_first: bool = False, paranoid: bool = False, sim: Simulation | None = None) -> Iterator[Result]:
    """Games 0..games-1 of `seed`, yielded as they finish (in any order with workers > 1; sort by `index`).
    `make` builds the Simulation (once per process; forked workers inherit the one built here, or `sim` if the
    caller has built it already); it must be picklable (a module-level function or a functools.partial of one)."""
    if workers <= 1 or games < 2:
        sim = sim or make()
        for i in range(games):
            yield play_random(sim, game_seed(seed, i), i, checks=checks, keep=keep_first and i == 0,
                              paranoid=paranoid)
        return
    context = worker_context()
    fork = context.get_start_method() == "fork"
    if fork:  # built once here, inherited by every worker (loading and parsing the inputs is not repeated)
        _WORKER.update(make=make, sim=sim or make())
    tasks = [(a, b, seed) for a, b in chunks(games, workers)]
    try:
        with context.Pool(workers, initializer=_init_worker, initargs=(make, checks, paranoid)) as pool:
            for batch in pool.imap_unordered(_play_range, tasks):
                yield from batch
    finally:
        _WORKER.clear()


def play_chunk(make: Callable[[], Simulation], jobs: list[tuple[int, str]], checks: bool = True,
               paranoid: bool = False) -> list[Result]:
    """Several games in one task (a cluster worker's unit of work); the simulation is built once per process."""
    key = pickle.dumps(make)
    sim = _SIMULATIONS.get(key)
    if sim is None:
        sim = _SIMULATIONS[key] = make()
    return [play_random(sim, s, i, checks=checks, paranoid=paranoid) for i, s in jobs]


def play_on_cluster(address, make: Callable[[], Simulation], seed: int, games: int, checks: bool = True,
                    chunk: int = 50, paranoid: bool = False) -> Iterator[Result]:
    """Games 0..games-1 of `seed` on a Dask distributed cluster (`address`: "tcp://host:8786", or a Client or
    LocalCluster), `chunk` games a task, yielded as tasks finish. Needs the `cluster` extra."""
    try:
        from distributed import Client, as_completed
    except ImportError:
        raise RuntimeError("--cluster needs Dask distributed: pip install 'rulekeeper[cluster]'") from None
    jobs = [(i, game_seed(seed, i)) for i in range(games)]
    chunks = [jobs[k:k + chunk] for k in range(0, games, chunk)]
    client = address if isinstance(address, Client) else Client(address, timeout=CONNECT_TIMEOUT)
    try:
        futures = [client.submit(play_chunk, make, c, checks, paranoid, pure=False) for c in chunks]
        for future in as_completed(futures):
            yield from future.result()
    finally:
        if client is not address:
            client.close()

