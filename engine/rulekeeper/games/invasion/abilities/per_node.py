"""Answers worked out once per node of a card's typed text: a card's text is read once, when the pool loads, but the
engine asks about its nodes on every question. A node's identity is the key, and the node is kept beside its answer,
so a recycled id (a node made and dropped while reading) is never taken for it. An answer that raises (Unsupported)
is not kept."""

from __future__ import annotations

from functools import wraps


class PerNode:
    """One table of answers: `get(node, make, *key)` gives make()'s answer for that node (and key), made once."""

    def __init__(self) -> None:
        self._seen: dict[tuple, tuple[object, object]] = {}

    def get(self, n, make, *key):
        k = (id(n), *key)
        got = self._seen.get(k)
        if got is None or got[0] is not n:
            got = self._seen[k] = (n, make())
        return got[1]


def per_node(fn):
    """`fn(node, *args)` worked out once per node and args."""
    seen: dict[tuple, tuple[object, object]] = {}

    @wraps(fn)
    def once(n, *args):
        k = (id(n), *args)
        got = seen.get(k)
        if got is not None and got[0] is n:
            return got[1]
        out = fn(n, *args)
        seen[k] = (n, out)
        return out

    return once
