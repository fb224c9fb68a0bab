"""The games rulekeeper knows: one `GameInfo` each. This is the only list of games in the project.

The CLI, the site, the step catalog, coverage and the spec loader iterate `games()`; a game's parts are named
here as module paths and imported only when asked for (`part(game, "engine")`), so this module imports nothing
of the project and every layer may read it. Adding a game: one `GameInfo` here, then the game's own folders
(spec/<id>/, grammar/<id>.lark, text/<id>/, games/<id>/, conformance/<id>/, features/<id>/).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType

@dataclass(frozen=True)
class GameInfo:
    id: str  # the game id of DESIGN.md: spec/<id>/, grammar/<id>.lark, features/<id>/
    title: str  # the game's full name, as the site and the CLI print it
    tab: str  # the short name of its tab on the site
    # the game's parts, as module paths imported on demand; None while the game has no such part
    language: str | None = None  # module that registers the card-text language (text/<id>/)
    engine: str | None = None  # the engine package (games/<id>/): its rules modules carry @implements claims
    protocol: str | None = None  # module whose `Server` answers the conformance protocol for our engine
    steps: str | None = None  # the step library (conformance/<id>/steps.py): pytest-bdd steps on the protocol

    def module(self, part: str) -> ModuleType | None:
        """Import one part ("language", "engine", "protocol", "steps"); None when the game has no such part yet."""
        name = getattr(self, part)
        return importlib.import_module(name) if name else None


_GAMES = (
    GameInfo("champions", "Warhammer Age of Sigmar: Champions", "Champions",
             language="rulekeeper.text.champions", engine="rulekeeper.games.champions",
             protocol="rulekeeper.games.champions.protocol", steps="rulekeeper.conformance.champions.steps"),
    GameInfo("invasion", "Warhammer: Invasion LCG", "Invasion", language="rulekeeper.text.invasion",
             engine="rulekeeper.games.invasion", protocol="rulekeeper.games.invasion.protocol",
             steps="rulekeeper.conformance.invasion.steps"),
    GameInfo("brawl", "Super Fantasy Brawl", "Brawl", language="rulekeeper.text.brawl",
             engine="rulekeeper.games.brawl", protocol="rulekeeper.games.brawl.protocol",
             steps="rulekeeper.conformance.brawl.steps"),
    GameInfo("aos4", "Warhammer Age of Sigmar, 4th edition", "AoS 4", language="rulekeeper.text.aos4",
             engine="rulekeeper.games.aos4", protocol="rulekeeper.games.aos4.protocol",
             steps="rulekeeper.conformance.aos4.steps"),
)
_BY_ID = {g.id: g for g in _GAMES}


def games() -> tuple[GameInfo, ...]:
    return _GAMES


def ids() -> tuple[str, ...]:
    return tuple(_BY_ID)


def with_part(part: str) -> tuple[str, ...]:
    """The ids of the games that have `part` ("engine", "protocol", "steps", "language")."""
    return tuple(g.id for g in _GAMES if getattr(g, part))


def game(game_id: str) -> GameInfo:
    try:
        return _BY_ID[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; choose one of {', '.join(_BY_ID)}") from None
