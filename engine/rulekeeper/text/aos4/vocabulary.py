"""The vocabulary of AoS4 ability text as data: spec/aos4/words.yaml (word classes) and spec/aos4/keywords.yaml.

A word class names the grammar terminals the word may be (a conjunction joins words, noun phrases or clauses);
the lexer picks, among them, the one the parser can go on with.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import yaml

from ... import paths

# word class (words.yaml) -> grammar terminals, in the order they are tried
ROLES: dict[str, tuple[str, ...]] = {
    "determiner": ("DET", "CDET"),
    "number": ("NUMW",),
    "pronoun": ("PRON", "CPRON"),
    "preposition": ("PREP", "SPREP"),
    "conjunction": ("WCONJ", "CONJ", "CL_CONJ", "VCONJ"),
    "but": ("BUT",),
    "then": ("THEN",),
    "there": ("THERE",),
    "modal": ("MODAL",),
    "subordinator": ("LEAD",),
    "relative": ("REL",),
    "adverb": ("ADV",),
    "adjective": ("AMOD", "ADJ"),
    "ordinal": ("ORD",),
    "verb": ("VERB",),
    "past": ("PMOD", "PAST", "PART"),
    "participle": ("PMOD", "PART"),
    "gerund": ("ING", "IMOD"),
    "noun": ("NOUN",),
    "floating": ("FLOAT",),
    "quantity_lead": ("QLEAD",),
    "quantity_tail": ("QTAIL",),
}


# when a word has several terminals, the order they are tried in: a noun before a participle ("hit rolls"),
# a contact relative clause last
RANK = ("DET", "NUMW", "PRON", "PREP", "WCONJ", "CONJ", "CL_CONJ", "VCONJ", "BUT", "THEN", "THERE", "MODAL", "LEAD", "REL",
        "ADV", "AMOD", "NOUN", "ADJ", "ORD", "VERB", "PMOD", "PAST", "PART", "ING", "IMOD", "QLEAD", "QTAIL",
        "FLOAT", "SPREP", "CDET", "CPRON")


class VocabularyError(ValueError):
    """spec/aos4/words.yaml or keywords.yaml is malformed (names the file and the entry)."""


@dataclass(frozen=True)
class Vocabulary:
    words: dict  # lower-case word -> tuple of terminals
    phrases: dict  # tuple of lower-case words -> tuple of terminals
    keywords: dict  # tuple of lower-case words -> the keyword as declared
    longest_phrase: int
    longest_keyword: int
    phrase_starts: frozenset = frozenset()
    suffixes: tuple = ()  # (suffix, terminals), longest suffix first: the classes of a word listed nowhere
    unknown: tuple = ()  # the terminals of a word listed nowhere whose ending says nothing (the open classes)

    def guess(self, word: str) -> tuple:
        """The terminals of a word listed nowhere, from its ending ("depicted": a past form), else ()."""
        head, _, last = word.rpartition("-")
        if head and last.isalpha() and head.replace("-", "").isalpha():  # a compound: its last word's open classes
            return tuple(t for t in self.words.get(last) or self.guess(last) if t in OPEN)  # "soul-bonded": past
        if not word.isalpha():
            return ()
        plural = word.endswith("s") and not word.endswith("ss")  # a plural or a verb's -s form
        listed = plural and (self.words.get(word[:-1]) or word.endswith("es") and self.words.get(word[:-2]))
        if len(word) < MIN_GUESSED:  # short: only the -s form of a listed word ("adds")
            return tuple(t for t in listed if t in ("NOUN", "VERB")) if listed and len(word) > 3 else ()
        for suffix, terminals in self.suffixes:
            if word.endswith(suffix) and len(word) - len(suffix) >= 3:
                return terminals
        if plural:  # of a listed or guessed word ("waves": wave, listed nowhere, a noun or a verb)
            stem = listed or self.guess(word[:-1])
            return tuple(t for t in stem if t in ("NOUN", "VERB"))
        return self.unknown


OPEN = ("NOUN", "VERB", "PAST", "PMOD", "PART", "ING", "IMOD", "ADJ", "AMOD", "ADV")  # the open classes' terminals
MIN_GUESSED = 4  # shorter words are closed-class or typos: never guessed


def _load(name: str):
    path = paths.spec_dir("aos4") / name
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise VocabularyError(f"{path}: {exc}") from None
    if not isinstance(data, dict):
        raise VocabularyError(f"{path}: expected a mapping of word classes")
    return path, data


@lru_cache(maxsize=1)
def vocabulary() -> Vocabulary:
    path, data = _load("words.yaml")
    words: dict[str, tuple[str, ...]] = {}
    phrases: dict[tuple[str, ...], tuple[str, ...]] = {}
    suffix_table: dict[str, tuple[str, ...]] = {}
    unknown_table: dict[str, tuple[str, ...]] = {}

    def add(table, key, cls):
        if cls not in ROLES:
            raise VocabularyError(f"{path}: unknown word class {cls!r} (known: {', '.join(ROLES)})")
        roles = set(table.get(key, ())) | set(ROLES[cls])
        table[key] = tuple(sorted(roles, key=RANK.index))

    for cls, items in data.items():
        if cls == "suffixes":
            for scls, slist in (items or {}).items():
                if scls not in ROLES:
                    raise VocabularyError(f"{path}: suffixes: unknown word class {scls!r}")
                for sfx in slist or ():
                    if not isinstance(sfx, str) or not sfx.isalpha() or sfx != sfx.lower():
                        raise VocabularyError(f"{path}: suffixes: {scls}: {sfx!r} is not a lower-case ending")
                    add(suffix_table, sfx, scls)
            continue
        if cls == "unknown":  # the open classes a word listed nowhere may be: the parser picks by what follows
            for ucls in items or ():
                if ucls not in ROLES:
                    raise VocabularyError(f"{path}: unknown: unknown word class {ucls!r}")
                add(unknown_table, "", ucls)
            continue
        if cls == "phrases":
            for pcls, plist in (items or {}).items():
                for p in plist or ():
                    add(phrases, tuple(str(p).lower().split()), pcls)
            continue
        if not isinstance(items, list):
            raise VocabularyError(f"{path}: {cls}: expected a list of words")
        for w in items:
            if not isinstance(w, str) or w != w.lower() or " " in w:
                raise VocabularyError(f"{path}: {cls}: {w!r} is not one lower-case word")
            add(words, w, cls)
    kpath, kdata = _load("keywords.yaml")
    keywords = {}
    for k in kdata.get("keywords") or ():
        if not isinstance(k, str) or not k[:1].isupper():
            raise VocabularyError(f"{kpath}: keywords: {k!r} is not a capitalised keyword")
        keywords[tuple(k.lower().split())] = k
    return Vocabulary(words, phrases, keywords, max(map(len, phrases), default=1), max(map(len, keywords), default=1),
                      frozenset(p[0] for p in phrases),
                      tuple(sorted(suffix_table.items(), key=lambda kv: -len(kv[0]))), unknown_table.get("", ()))
