"""The open-class words of Invasion card text: spec/invasion/lexicon.yaml, one entry per lemma (issue 13).

Verbs, participles, nouns, adjectives and keywords are data: the grammar has one terminal per class (VERB_WORD,
PARTICIPLE_WORD, NOUN_WORD, MODIFIER_WORD, KEYWORD_WORD) and the lexer gives every form of every lemma its class's
terminal (inflect.py makes the forms). The grammar keeps the words that have a part of their own in a sentence.
Traits are names (the lexer reads a capitalised word it doesn't know as a name); they are listed so that "did you
mean" knows them. The same schema checks the file in `rulekeeper spec check` and here, when the lexer loads it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache

import yaml

from ... import paths
from ...spec.schema import entry_errors
from ...spec.schemas import INVASION_LEXICON
from . import inflect

CLASSES = ("verb", "participle", "noun", "adjective", "keyword", "trait")  # as INVASION_LEXICON says
# the grammar's terminal for a word of each class (a trait is read as a name)
TERMINALS = {"verb": "VERB_WORD", "participle": "PARTICIPLE_WORD", "noun": "NOUN_WORD",
             "adjective": "MODIFIER_WORD", "keyword": "KEYWORD_WORD"}


SCHEMA = INVASION_LEXICON  # spec/schemas.py: `spec check` and the lexer hold the file to one schema


class LexiconError(Exception):
    """spec/invasion/lexicon.yaml can't be read or breaks its schema (`rulekeeper spec check` names the entry)."""


@dataclass(frozen=True)
class Entry:
    name: str
    cls: str
    forms: dict = field(default_factory=dict)  # form -> class
    value: bool = False  # a keyword that takes a number ("Toughness 2")
    token: bool = False  # a noun that names a kind of token or counter


def path():
    return paths.spec_dir("invasion") / "lexicon.yaml"


def _forms(raw: dict) -> dict[str, str]:
    name, cls = raw["name"], raw["class"]
    irregular = {k: raw[k] for k in ("past", "participle", "gerund") if raw.get(k)}
    if cls == "verb":
        return inflect.verb_forms(name, irregular)
    if cls == "noun":
        out = inflect.noun_forms(name, raw.get("plural"))
    else:
        out = {name if cls == "trait" else name.lower(): cls}
    if raw.get("verb"):  # "copy", "burn": also a verb, in all its forms; the lemma keeps its own class
        for form, form_cls in inflect.verb_forms(name.lower(), irregular).items():
            out.setdefault(form, form_cls)
    return out


def _read() -> list:
    """The file's entries, checked against the schema (LexiconError names the first problems). Read once, with
    libyaml when PyYAML has it (a process's first parse waits for this); `spec check` reads the file with the
    careful loader and reports the same problems file, entry and field."""
    file = str(path())
    try:
        raw = path().read_text(encoding="utf-8")
        loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
        data = yaml.load(raw, Loader=loader)  # noqa: S506 (a safe loader)
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        raise LexiconError(f"{file}: {exc}") from None
    words = data.get("words") if isinstance(data, dict) else None
    if not isinstance(words, list):
        raise LexiconError(f"{file}: must be a mapping with a list of entries under 'words'")
    problems = [p for i, e in enumerate(words) for p in entry_errors(SCHEMA, e, file, i)]
    names = Counter(e.get("name") for e in words if isinstance(e, dict) and isinstance(e.get("name"), str))
    problems += [f"{file}: {n!r} has two entries" for n, k in sorted(names.items()) if k > 1]
    if problems:
        raise LexiconError("; ".join(str(p) for p in problems[:3]))
    return words


@lru_cache(maxsize=1)
def entries() -> tuple[Entry, ...]:
    """Every entry of the lexicon, in file order."""
    return tuple(Entry(r["name"], r["class"], _forms(r), bool(r.get("value")), bool(r.get("token"))) for r in _read())


# a form that two lemmas make goes to the class that comes first: "damage" is a noun before it is a verb
_PRECEDENCE = ("noun", "adjective", "participle", "keyword", "verb", "trait")


@lru_cache(maxsize=1)
def forms() -> dict[str, tuple[str, str]]:
    """Every form -> (its class, its lemma), the lexicon's words in the order of `_PRECEDENCE`."""
    out: dict[str, tuple[str, str]] = {}
    for cls in _PRECEDENCE:
        for e in entries():
            if e.cls == cls:
                for form, form_cls in e.forms.items():
                    out.setdefault(form, (form_cls, e.name))
    return out


def keywords() -> dict[str, bool]:
    """Keyword -> whether it takes a value."""
    return {e.name: e.value for e in entries() if e.cls == "keyword"}


def token_kinds() -> tuple[str, ...]:
    """The nouns that name a kind of token or counter ("resource" in "resource token")."""
    return tuple(e.name for e in entries() if e.token)


def traits() -> tuple[str, ...]:
    return tuple(e.name for e in entries() if e.cls == "trait")
