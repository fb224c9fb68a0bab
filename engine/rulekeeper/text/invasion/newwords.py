"""Words the lexicon does not have yet (issue 13): a new mechanic's noun ("this fulcrum"), a new verb ("steal 1
dominance"), read by their form and their neighbours the way a reader of English reads them.

A card from a new set brings words nobody listed in spec/invasion/lexicon.yaml. Such a word is an open-class word
(the closed classes, which the grammar spells out, are complete), so it can only be a noun, a verb or a
participle, and English says which by its form and its place:

- after a form of "be", or ending in -ing or -ed: a participle ("this fulcrum is channeled", "the unit channeling
  here", "a channeled fulcrum");
- after a modal, or before what opens an object (after a subject, or "that" / "who") (a determiner, a number, "target", an icon): a verb
  ("steal 1 dominance", "cannot steal"), or ending in -s right after a noun and before a comma, a period or a preposition
  ("after your turn begins, ...");
- anywhere else: a noun ("1 dominance", "this fulcrum").

A misspelling is not a new word: a word one edit (a letter added, dropped, changed, or two swapped) from a word of
the language ("indriect", "eqal"), or two words of it run together ("anynumber"), stays an error with "did you
mean ...". (A new word may well be two edits from an old one: "channeled" and "canceled".) Nor is a word that does not look like
an English word (no vowel, a long run of consonants: "xqzvw"), nor a short word (under four letters: short words
are mostly closed-class, and "few" is not a noun). The parser still decides whether the reading fits the
sentence; an error at such a word says it was read as a new word (errors.py).
"""

from __future__ import annotations

import re

from .suggest import distance

# the lexer's terminal for each reading
NOUN, VERB, PARTICIPLE = "NOUN_WORD", "VERB_WORD", "PARTICIPLE_WORD"
READING = {NOUN: "a noun", VERB: "a verb", PARTICIPLE: "a participle"}

_BE = {"is", "are", "was", "were", "be", "been", "being"}
_OBJECT_OPENERS = {"a", "an", "the", "this", "that", "these", "those", "each", "all", "any", "target", "one", "two",
                   "three", "four", "five", "x", "up", "your", "his", "their", "its", "another"}
_ENGLISH = re.compile(r"^(?=.*[aeiouy])(?!.*[^aeiouy]{5})[a-z]+(?:-[a-z]+)*$")


def looks_new(low: str, known) -> bool:
    """Whether `low` reads as a word the language does not have yet, rather than a misspelling of one it has:
    `known` is the language's words (each lower case, one word)."""
    if len(low) < 4 or not _ENGLISH.match(low) or low in known:
        return False
    if any(distance(low, w, 1) <= 1 for w in known if abs(len(w) - len(low)) <= 1):
        return False
    return not any(low[:i] in known and low[i:] in known for i in range(2, len(low) - 1))


_AFTER_INTRANSITIVE = {",", ".", "into", "from", "to", "in", "on", "with", "during", "under"}


def reading(low: str, prev: str, nxt: str, *, modals, numbers, determiners, nouns) -> str:
    """The class of a new word `low` between the words `prev` and `nxt` (lower case)."""
    if prev in _BE or low.endswith("ing") or (low.endswith("ed") and not low.endswith("eed")):
        return PARTICIPLE
    after_subject = prev not in determiners and prev not in numbers
    if prev in ("who", "which") or (prev == "that" and low.endswith("s")):  # "each opponent that collects 7 ..."
        after_subject = True
    if prev in modals or (after_subject and (nxt in _OBJECT_OPENERS or nxt in numbers
                                                            or nxt.isdigit() or nxt.startswith("["))):
        return VERB
    if low.endswith("s") and not low.endswith(("ss", "us", "is")) and prev in nouns and nxt in _AFTER_INTRANSITIVE:
        return VERB  # "after your turn begins, ...", "that unit comes into play"
    return NOUN
