"""Parse errors in a card author's words: what was found, what the card could say there, after which word.

"line 1, column 6: unknown word 'two'; expected a number after 'Push'", with the caret under 'two'
(the caret itself comes from rulekeeper.text.errors.CardTextError)."""

from __future__ import annotations

import re

from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken

from ..core import accepted_terminals, in_words, terminal_text

GAME = "brawl"

WORDS = {
    "INT": "a number",
    "SIGNED_INT": "a number such as +1",
    "DOT": "'.'",
    "COMMA": "','",
    "COLON": "':'",
    "MINUS": "'-'",
    "PLUS": "'+'",
    "LPAR": "'('",
    "RPAR": "')'",
    "$END": "the end of the text",
}

# when the parser would take every word of a group, one phrase says them all
_GROUPS = (
    ({"PUSH", "PULL", "FEAR", "FORCE", "ROOT", "STUN", "HEAL", "DASH", "JUMP", "SWOOP", "MOVE"},
     "a keyword (such as 'Push 1', 'Dash 2', 'Heal 1' or 'Stun')"),
    ({"THIS", "THE", "A", "AN", "EACH"}, "a Champion ('this Champion', 'the target', 'an Ally', 'each adjacent Enemy' ...)"),
    ({"MELEE", "INDIRECT", "DIRECT", "AOE"}, "a targeting ('melee', 'indirect shot', 'direct shot' or 'AoE')"),
    ({"ATTACK", "SKILL", "REACTION"}, "an action ('Attack:', 'Skill:' or 'Reaction:')"),
    ({"BURST", "LINE", "ARC", "HEXES"}, "an AoE shape ('burst', 'line', 'arc' or 'hexes')"),
    ({"ALLY", "ENEMY", "CHAMPION"}, "a side ('Ally', 'Enemy' or 'Champion')"),
    ({"CREATION", "DESTRUCTION", "MANIPULATION"}, "an area ('Creation', 'Destruction' or 'Manipulation')"),
)
_MAX_LISTED = 8
# words the rulebook and the cards capitalise (keywords, sections, sides); every other word is shown as written
_CAPITALISED = {"push", "pull", "fear", "force", "root", "stun", "heal", "dash", "jump", "swoop", "move", "draw",
                "plan", "deal", "place", "double", "lifesteal", "poison", "defence", "bloodied", "attack", "skill",
                "reaction", "pre-attack", "post-attack", "ally", "enemy", "champion", "creation", "destruction",
                "manipulation"}
_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9'-]*|[^\sA-Za-z0-9]")


def _literal(name: str) -> str | None:
    """A keyword terminal as the card author writes it ("'Push'")."""
    if name in WORDS:
        return WORDS[name]
    literal = terminal_text(GAME, name)
    if literal is None:
        return None
    if literal == "aoe":
        return "'AoE'"
    return "'" + (literal.capitalize() if literal in _CAPITALISED else literal) + "'"


def _accepted(exc: UnexpectedInput, text: str) -> set[str]:
    """What the parser really accepts where it stopped (core.accepted_terminals), else what the error says."""
    accepted = accepted_terminals(GAME, text)
    return accepted if accepted is not None else set(exc.allowed if isinstance(exc, UnexpectedCharacters)
                                                     else exc.expected)


def expected_words(names: set[str]) -> list[str]:
    return in_words(names, _GROUPS, _literal)


def expected(exc: UnexpectedInput, text: str) -> tuple[str, ...]:
    return tuple(expected_words(_accepted(exc, text)))


def _listed(words: list[str]) -> str:
    if len(words) > _MAX_LISTED:
        words = words[:_MAX_LISTED] + ["..."]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def explain(exc: UnexpectedInput, text: str) -> str:
    """One sentence: what was found, what could stand there, after which word."""
    if isinstance(exc, UnexpectedCharacters):
        pos = exc.pos_in_stream
    elif exc.token.type == "$END" or exc.token.start_pos is None:
        pos = len(text)
    else:
        pos = exc.token.start_pos
    before = _TOKEN.findall(text[:pos])
    prev = before[-1] if before else None
    words = expected_words(_accepted(exc, text))
    if isinstance(exc, UnexpectedCharacters):
        m = _TOKEN.match(text, pos)
        found = f"unknown word '{m.group(0) if m else text[pos]}'"
    elif exc.token.type == "$END":
        found = "the text ends too early"
    else:
        found = f"unexpected '{exc.token.value}'"
    where = f" after '{prev}'" if prev else " at the start of the card"
    return f"{found}; expected {_listed(words)}{where}" if words else found + where
