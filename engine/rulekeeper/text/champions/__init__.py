"""The Age of Sigmar: Champions card-text language: grammar/champions.lark -> `ast` nodes -> canonical text (`fmt`).

Errors are phrased for a card author: "expected a number of damage after 'Deal'", never a token dump.
"""

from __future__ import annotations

import re

from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken

from ..core import Language, accepted_terminals, in_words, register, terminal_text
from . import ast
from .fmt import fmt
from .transform import ChampionsTransformer

GAME = "champions"

WORDS = {
    "INT": "a number",
    "TAG": "a tag (DAEMON, AELF, ...)",
    "QUOTE": "a quotation mark",
    "DOT": "'.'",
    "COMMA": "','",
    "COLON": "':'",
    "$END": "the end of the text",
}

# after these words a number counts something: say what ("a number of damage after 'Deal'")
_COUNTED = {"deal": "damage", "gain": "health", "gains": "health", "draw": "cards", "draws": "cards",
            "discard": "cards", "discards": "cards", "forward": "corners", "backward": "corners"}
_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9'!-]*|[^\sA-Za-z0-9]")
_MAX_LISTED = 8
_SENTENCE_START = {".", ":", ","}


def normalize(text: str) -> str:
    """Typographic quotes and apostrophes as printed on cards -> ASCII."""
    return text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')


def _word(name: str) -> str | None:
    if name in WORDS:
        return WORDS[name]
    literal = terminal_text(GAME, name)
    return None if literal is None else f"'{literal}'"


# sets of alternatives said in one phrase when all of them are expected
_PHRASES = (
    ({"YOU", "YOUR", "EITHER", "EACH"}, "a player ('you', 'your opponent', 'either player' or 'each player')"),
    ({"CHAMPION", "CHAMPIONS", "UNIT", "UNITS", "SPELL", "SPELLS", "ABILITY", "ABILITIES", "BLESSING", "BLESSINGS",
      "CARD", "CARDS"}, "a card type (Champion, Unit, Spell, Ability, Blessing or card)"),
    ({"DEAL", "GAIN", "DRAW", "DISCARD", "REMOVE", "ROTATE", "RESTART", "EXHAUST", "DEPLOY", "MOVE", "SWAP",
      "REPLACE", "RETURN", "INCREASE", "REDUCE", "TRIGGER", "GIVE"}, "an effect (such as 'deal', 'gain' or 'draw')"),
)


def expected_words(names) -> list[str]:
    """Expected terminals in a card author's words, whole groups said as one phrase."""
    return in_words(names, _PHRASES, _word)


def _alternatives(words: list[str]) -> str:
    if len(words) > _MAX_LISTED:
        words = words[:_MAX_LISTED] + ["..."]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def expected(exc: UnexpectedInput, text: str) -> tuple[str, ...]:
    """What the parser would have accepted where it stopped, in a card author's words."""
    names = accepted_terminals(GAME, text) or set(exc.allowed if isinstance(exc, UnexpectedCharacters) else exc.expected)
    if '"' not in text:
        names.discard("QUOTE")
    return tuple(expected_words(names))


def explain(exc: UnexpectedInput, text: str) -> str:
    """One sentence: what was found, what was expected, after which word."""
    pos = exc.pos_in_stream if isinstance(exc, UnexpectedCharacters) else exc.token.start_pos
    if pos is None or (isinstance(exc, UnexpectedToken) and exc.token.type == "$END"):
        pos = len(text)
    before = _TOKEN.findall(text[:pos])
    prev = before[-1] if before else None
    names = accepted_terminals(GAME, text) or set(exc.allowed if isinstance(exc, UnexpectedCharacters) else exc.expected)
    if '"' not in text:  # LALR shares end-of-instruction states with the quoted Last Stand of `give`
        names.discard("QUOTE")
    words = expected_words(names)
    if len(words) > _MAX_LISTED and (prev is None or prev in _SENTENCE_START):
        words = ["an effect, a trigger or a condition (such as 'deal', 'draw', 'at', 'when' or 'if')"]
    if "INT" in names and prev and prev.lower() in _COUNTED:
        words = [w if w != "a number" else f"a number of {_COUNTED[prev.lower()]}" for w in words]
    if isinstance(exc, UnexpectedCharacters):
        found = f"unknown word '{_TOKEN.match(text, pos).group(0) if _TOKEN.match(text, pos) else text[pos]}'"
    elif exc.token.type == "$END":
        found = "the text ends too early"
    else:
        found = f"unexpected '{exc.token.value}'"
    where = f" after '{prev}'" if prev else " at the start of the text"
    return f"{found}; expected {_alternatives(words)}{where}" if words else found + where


LANGUAGE = register(Language(
    game=GAME,
    grammar="champions.lark",
    transformer=ChampionsTransformer,
    fmt=fmt,
    words=WORDS,
    explain=explain,
    expected=expected,
    normalize=normalize,
    whole_words=True,
    embed_transformer=True,
))

__all__ = ["LANGUAGE", "ast", "fmt", "explain", "normalize"]
