""""Did you mean …": the words of the grammar's vocabulary nearest to a word the parser could not take (issue 13).

The corpus has "indriect", "dmaage", "resourse" (misspellings: one or two edits away from a word), "anynumber",
"dealsX" (two words run together) and "form" for "from" (a real word, in a place where only its neighbour fits).
"""

from __future__ import annotations

import re
from functools import lru_cache


def distance(a: str, b: str, limit: int) -> int:
    """Edits (insert, delete, replace, swap two neighbours) from a to b; anything above `limit` is limit + 1."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    before, row = None, list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            current[j] = min(row[j] + 1, current[j - 1] + 1, row[j - 1] + (ca != cb))
            if before is not None and i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                current[j] = min(current[j], before[j - 2] + 1)
        if min(current) > limit:
            return limit + 1
        before, row = row, current
    return min(row[-1], limit + 1)


def allowed_edits(word: str) -> int:
    """Short words are close to too many others: none under 4 letters, one under 7, else two."""
    return 0 if len(word) < 4 else 1 if len(word) < 7 else 2


@lru_cache(maxsize=1)
def vocabulary() -> dict[str, str]:
    """Each single word of the language (the grammar's and the lexicon's, with every form; the lexicon's traits,
    read as names) -> its terminal."""
    from ..core import parser
    from .lexicon import traits

    front = parser("invasion").parser
    lexer = getattr(front.lexer, "lexer", front.lexer)
    words = {w: t for w, t in lexer.vocab.items() if w.isalpha()}
    return {**{t.lower(): "WORDNAME" for t in traits() if t.isalpha()}, **words}


@lru_cache(maxsize=4096)
def _near(word: str) -> tuple[tuple[int, str], ...]:
    limit = allowed_edits(word)
    if not limit:
        return ()
    found = ((distance(word, w, limit), w) for w in vocabulary() if w != word)
    return tuple(sorted((d, w) for d, w in found if d <= limit))


def _split(word: str) -> str | None:
    """Two words run together ("anynumber", "dealsX"): the split into two words of the vocabulary, if one."""
    vocab = vocabulary()
    for i in range(1, len(word)):
        left, right = word[:i], word[i:]
        if left.lower() in vocab and (right.lower() in vocab or right in ("X", "x")):
            return f"{left} {right}"
    return None


def suggestions(text: str, start: int, word: str, kind: str, stop: int | None = None) -> list[str]:
    """Up to three readings of the word at `start` in `text`, whose token was of `kind`: those that let the
    parser read further first, past the reading and past `stop`, where it stopped (default: at this word).

    - UNKNOWN (not a word of the vocabulary): two words run together (an exact reading), then the nearest words;
    - WORDNAME (a capitalised word the lexer took for a name): the nearest words that let the parser read on;
    - any other (a known word in the wrong place): only a word with two letters swapped ("form" -> "from") that
      lets the parser read on; any other near word would mostly hide the real mistake ("Ambush 2Forced:" is
      not "Forces").
    """
    from ..core import reach

    def further(reading: str) -> bool:
        shift = len(reading) - len(word)
        past = max(start + len(reading), (start if stop is None else stop) + shift)
        return reach("invasion", text[:start] + reading + text[start + len(word):]) > past

    near = [w.capitalize() if word[:1].isupper() else w for _, w in _near(word.lower())]
    if kind == "UNKNOWN":
        split = _split(word)
        candidates = ([split] if split else []) + near
        fits = [w for w in candidates if further(w)]
        return (fits + [w for w in candidates if w not in fits])[:3]
    if kind != "WORDNAME":
        near = [w for w in near if sorted(w.lower()) == sorted(word.lower())]
    return [w for w in near if further(w)][:3]


def name_before(text: str, stop: int) -> tuple[int, str] | None:
    """The capitalised word right before offset `stop`, if the vocabulary doesn't know it (the lexer took it
    for a card name, and the parser stopped just after it: "Sacrafice a unit.")."""
    m = re.search(r"([A-Z][a-z]+)\s*$", text[:stop])
    if m and m.group(1).lower() not in vocabulary():
        return m.start(1), m.group(1)
    return None


def did_you_mean(words: list[str]) -> str:
    quoted = [f"'{w}'" for w in words]
    return "did you mean " + (", ".join(quoted[:-1]) + " or " + quoted[-1] if len(quoted) > 1 else quoted[0]) + "?"
