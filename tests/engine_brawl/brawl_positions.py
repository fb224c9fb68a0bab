"""Helpers for the Brawl engine tests: positions from a map line, a game's hexes by name."""

from rulekeeper.games.brawl.position import from_position
from rulekeeper.kernel import Scripted


def game(pos: dict, *answers, strict: bool = True):
    """A position with scripted answers (strict: a question the script does not answer is an error)."""
    return from_position(pos, Scripted(list(answers), default="error" if strict else "first"))


def where(g, name: str) -> str:
    return g.hex_name(g.f(name).hex)


def kinds(g) -> list[str]:
    return g.log.kinds()
