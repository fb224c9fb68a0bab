"""Work shared over worker processes, the same way for games (`simulate --workers`) and card texts
(`cards check --workers`): how workers start, and how big a task is."""

from __future__ import annotations

import multiprocessing


def worker_context():
    """multiprocessing's "fork" context where the platform has one (workers inherit what this process has built:
    parsers, loaded cards), else its default (workers build it again)."""
    return multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods() else None)


def task_size(items: int, workers: int, most: int) -> int:
    """Items per task: about 8 tasks a worker, so that the workers finish together, at most `most` each."""
    return max(1, min(most, items // (workers * 8)))
