"""The step catalog: every step pattern of every game's library, with its docstring and an example.

`step("given", "player {player} has {n:d} health", example="Given player A has 30 health")` wraps pytest-bdd's
`given`/`when`/`then` (parsers.parse) and records the step, so `rulekeeper.conformance.catalog()` can list them
(the docs render it as a page) and a test can check that every example matches its own pattern.
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import registry

_CATALOG: list["StepDoc"] = []


@dataclass(frozen=True)
class StepDoc:
    game: str
    kind: str  # given | when | then
    pattern: str
    doc: str
    example: str

    def as_dict(self) -> dict:
        return {"game": self.game, "kind": self.kind, "pattern": self.pattern, "doc": self.doc,
                "example": self.example}


def step(game: str, kind: str, pattern: str, example: str, target_fixture: str | None = None, stacklevel: int = 2,
         extra_types: dict | None = None):
    """Register a step for `game`; `example` is a full Gherkin line using it (keyword included)."""
    from pytest_bdd import given, parsers, then, when  # a dev dependency: only step libraries need it

    deco = {"given": given, "when": when, "then": then}[kind]

    def wrap(fn):
        doc = " ".join((fn.__doc__ or "").split())
        _CATALOG.append(StepDoc(game, kind, pattern, doc, example))
        kwargs = {"target_fixture": target_fixture} if target_fixture else {}
        return deco(parsers.parse(pattern, extra_types or {}), stacklevel=stacklevel, **kwargs)(fn)

    return wrap


SHARED = "every game"  # the game name of the steps every library has (conformance/steps/judge.py)


def catalog(game: str | None = None) -> list[dict]:
    """Every registered step (importing the step libraries first), in the order they are defined; for one game,
    its own steps and the shared ones."""
    for info in registry.games():  # importing a step library registers its steps
        if game is None or info.id == game:
            info.module("steps")

    return [s.as_dict() for s in _CATALOG if game is None or s.game in (game, SHARED)]
