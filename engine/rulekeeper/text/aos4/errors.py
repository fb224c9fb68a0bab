"""Error messages in a card author's words: what was found, and the kinds of word that could come there."""

from __future__ import annotations

from lark.exceptions import UnexpectedInput, UnexpectedToken

# grammar terminals -> what a card author calls them (several terminals may share one description)
WORDS = {
    "NOUN": "a noun", "KEYWORD": "a keyword (Hero, Wizard ...)", "NAME": "a name", "QNAME": "an 'Ability Name'",
    "VERB": "a verb", "PAST": "a verb", "PART": "a participle", "PMOD": "an adjective", "ING": "an -ing word",
    "IMOD": "an adjective", "ADJ": "an adjective", "AMOD": "an adjective", "ORD": "an adjective",
    "DET": "a determiner (a, the, this ...)", "CDET": "a determiner (a, the, this ...)",
    "PRON": "a pronoun", "CPRON": "a pronoun", "PREP": "a preposition (of, to, within ...)",
    "WCONJ": "'and' or 'or'", "CONJ": "'and' or 'or'", "CL_CONJ": "'and' or 'or'", "BUT": "'but'",
    "THEN": "'then'", "THERE": "'there'", "MODAL": "can/cannot/must ...", "LEAD": "if/when/while ...",
    "REL": "that/which/who", "ADV": "an adverb", "NUMBER": "a number", "NUMW": "a number", "DICE": "a dice (D3, 2D6)",
    "ROLL": "a roll (3+)", "DISTANCE": "a distance (12\")", "RANGE": "a range (1-2)", "QLEAD": "up to / at least ...",
    "QTAIL": "or more / or less", "FLOAT": "each/both/all", "NON": "non-", "POSS": "'s", "HEADING": "a heading", "BULLET": "a bullet",
    "COMMA": "','", "LCOMMA": "','", "DOT": "'.'", "COLON": "':'", "SEMICOLON": "';'", "LPAR": "'('", "RPAR": "')'",
    "BANG": "'!'", "PLUS": "'+'", "MINUS": "'-'", "_NL": "a new line", "$END": "the end of the text",
}
_SHOWN = 8


def expected(exc: UnexpectedInput, text: str) -> tuple[str, ...]:
    """What the parser would have accepted, by kind of word: words first, then marks and the end of a line."""
    out: list[str] = []
    for name in sorted(getattr(exc, "expected", None) or getattr(exc, "allowed", None) or ()):
        word = WORDS.get(name) or (f"'{name.lower()}'" if name.isupper() and not name.startswith("_") else None)
        if word and word not in out:
            out.append(word)
    out.sort(key=lambda w: (w.startswith("'") and len(w) == 3 or w in ("a new line", "the end of the text"), w))
    return tuple(out)


def explain(exc: UnexpectedInput, text: str) -> str | None:
    """"'frobnicate' is not a word of AoS4 ability text" or "unexpected 'the'; expected a noun, ..."."""
    if not isinstance(exc, UnexpectedToken):
        return None
    token = exc.token
    if token.type == "$END":
        found = "the text ends too early"
    elif token.type == "UNKNOWN":
        found = (f"{str(token)!r} is not a word of AoS4 ability text (words are listed in spec/aos4/words.yaml, "
                 "keywords in spec/aos4/keywords.yaml)")
    else:
        found = f"unexpected {str(token)!r}"
    wanted = list(expected(exc, text))
    if not wanted:
        return found
    shown = wanted[:_SHOWN] + (["..."] if len(wanted) > _SHOWN else [])
    return found + "; expected " + (", ".join(shown[:-1]) + " or " + shown[-1] if len(shown) > 1 else shown[0])
