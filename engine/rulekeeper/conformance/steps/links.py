"""One engine link per game for a whole pytest run: our engine in-process, or the program named by
`rulekeeper conformance --program CMD` ($RULEKEEPER_PROGRAM). Each scenario sends its own `setup`."""

from __future__ import annotations

import pytest

from ..links import Link, link_for, program_from_env


@pytest.fixture(scope="session")
def engine_link():
    """`engine_link(game)` -> the run's Link to that game's engine (started on first use, closed at the end)."""
    links: dict[str, Link] = {}

    def get(game: str) -> Link:
        if game not in links:
            links[game] = link_for(game, program_from_env())
        return links[game]

    yield get
    for link in links.values():
        close = getattr(link, "close", None)
        if close is not None:
            close()
