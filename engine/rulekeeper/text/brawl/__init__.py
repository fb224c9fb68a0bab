"""The Super Fantasy Brawl action-card language: grammar/brawl.lark -> `ast` nodes -> canonical text (`fmt`).

Errors are phrased for a card author ("expected a number after 'Push'"), never a token dump (`errors.py`).
"""

from __future__ import annotations

from ..core import Language, register
from . import ast
from .errors import WORDS, expected, explain
from .fmt import fmt
from .transform import BrawlTransformer

GAME = "brawl"


def normalize(text: str) -> str:
    """Typographic apostrophes and dashes as printed on cards -> ASCII ("range 2–4" is "range 2-4")."""
    return (text.replace("\u2019", "'").replace("\u2018", "'").replace("\u2013", "-").replace("\u2014", "-")
            .replace("\u2212", "-"))


LANGUAGE = register(Language(
    game=GAME,
    grammar="brawl.lark",
    transformer=BrawlTransformer,
    fmt=fmt,
    words=WORDS,
    explain=explain,
    expected=expected,
    normalize=normalize,
    whole_words=True,
))

__all__ = ["LANGUAGE", "ast", "fmt", "normalize"]
