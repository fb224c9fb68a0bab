"""Error messages in a card author's words: expected terminals are named by their word class."""

from __future__ import annotations

from functools import lru_cache

from lark.exceptions import UnexpectedInput, UnexpectedToken

from .newwords import READING
from .suggest import did_you_mean, name_before, suggestions

WORDS = {
    "DIGITS": "a number", "WORDNAME": "a card name", "ICONTAG": "an icon like [Power]", "DOT": "'.'",
    "COMMA": "','", "COLON": "':'", "LPAR": "'('", "RPAR": "')'", "IMPERATIVE": "a verb",
    "LIST_COMMA": "','", "PARTICIPLE_LEAD": "a participle", "DBLQUOTE": "'\"'", "PLUS": "'+'", "MINUS": "'-'",
    "KEYWORD_LINE": "a keyword", "ZONE_WORD": "a zone (Kingdom, Quest, Battlefield)", "SUB_WORD": "as/until",
    "PRONOUN_THIS": "a pronoun", "COST_VERB": "a verb", "LIMIT_NOUN": "a noun", "PUT_PARTICIPLE": "a participle",
    "CORRUPT_ADJ": "an adjective", "ACTION_NOUN": "a noun", "ONLY_LINE": "a restriction (... only.)",
    "CLAUSE_AND": "'and'", "QUOTE": "'\"'", "QUOTE_CLOSE": "'\"'", "KEYWORD_DASH": "'-'", "RELATIVE_THAT": "'that'", "JUST_MODAL": "'just'", "TRAIT_LINE": "a trait (Spell.)", "ASIDE_PAREN": "'('", "CLAUSE_OR": "'or'", "$END": "the end of the text", "SEMICOLON": "';'",
}
_PUNCTUATION = {"'.'", "','", "':'", "'('", "')'"}
_CLASSES = {"verb": "a verb", "noun": "a noun", "det": "a determiner (a, the, each ...)",
            "modifier": "an adjective", "participle": "a participle", "prep": "a preposition",
            "keyword_name": "a keyword", "number": "a number", "pronoun": "a pronoun", "modal": "cannot/may/must ...",
            "lead": "when/if/while ...", "verb_or_noun": "a verb", "comparative": "more/fewer/higher ...",
            "sub_word": "when/if/while ...", "adverb": "an adverb"}


@lru_cache(maxsize=1)
def _word_classes() -> dict[str, str]:
    from ..core import parser

    out: dict[str, str] = {}
    for rule in parser("invasion", "lalr").rules:
        name = rule.origin.name.lstrip("!").split(".")[0]
        if name in _CLASSES and len(rule.expansion) == 1:
            out.setdefault(rule.expansion[0].name, _CLASSES[name])
    return out


def _new_word(word: str) -> bool:
    """Whether the lexer read `word` as a word its vocabulary lacks (newwords.py)."""
    from ..core import parser

    front = parser("invasion").parser
    return word.lower() not in getattr(front.lexer, "lexer", front.lexer).vocab


def expected(exc: UnexpectedInput, text: str) -> tuple[str, ...]:
    """What the parser would have accepted, by word class ("a noun", "a verb") rather than word by word."""
    classes = _word_classes()
    out: list[str] = []
    for name in sorted(getattr(exc, "expected", None) or ()):
        w = classes.get(name) or WORDS.get(name) or (f"'{name.lower()}'" if not name.startswith("__") else None)
        if w and w not in out:
            out.append(w)
    # punctuation first (the usual fix), then word classes, then single words
    out.sort(key=lambda w: (0 if w in _PUNCTUATION else 2 if w.startswith("'") else 1, w))
    return tuple(out)


def explain(exc: UnexpectedInput, text: str) -> str | None:
    """"unexpected 'indriect'; expected a noun, an adjective or 'to'" — classes, not hundreds of words."""
    if not isinstance(exc, UnexpectedToken):
        return None
    wanted = list(expected(exc, text))
    tok = exc.token
    if tok.type == "$END":
        got = "the text ends too early"
    elif tok.type == "UNKNOWN":
        got = f"{str(tok)!r} is not a word of Invasion card text"
    elif tok.type in READING and _new_word(str(tok)):
        got = f"unexpected {str(tok)!r} (a word the lexicon does not have, read here as {READING[tok.type]})"
    else:
        got = f"unexpected {str(tok)!r}"
    if tok.type != "$END" and str(tok).isalpha():  # a misspelt word, or a word where only its neighbour fits
        near = suggestions(text, tok.start_pos, str(tok), tok.type)
        if near:
            got += f" ({did_you_mean(near)})"
    if "did you mean" not in got and tok.type != "$END" and (before := name_before(text, tok.start_pos)):
        start, word = before  # a misspelt word the lexer took for a name, just before the error
        near = suggestions(text, start, word, "WORDNAME", stop=tok.start_pos)
        if near:
            got += f" ({word!r} is not a word of Invasion card text: {did_you_mean(near)})"
    if not wanted:
        return got
    shown = wanted[:8] + (["..."] if len(wanted) > 8 else [])
    return got + "; expected " + (", ".join(shown[:-1]) + " or " + shown[-1] if len(shown) > 1 else shown[0])
