"""Hypothesis strategies for hostile input (issue 17): spec / card / deck YAML with wrong types, missing and repeated
keys and entries, bad encodings, huge counts, alias bombs, deep nesting; and card text, random and mutated.

Everything is derived from the game registry (`rulekeeper.registry`, the registered card-text languages, the files
in spec/<game>/), so a new game's files and language are fuzzed without touching this module.

`make test` runs a few examples per property (derandomized, so it is repeatable); `make fuzz` sets
RULEKEEPER_FUZZ_EXAMPLES and runs many, randomly.
"""

from __future__ import annotations

import copy
import os
from collections import Counter
from functools import lru_cache

import yaml
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from rulekeeper import paths
from rulekeeper.registry import ids as game_ids
from rulekeeper.text import language

# `make fuzz` (tools/fuzz.py) sets RULEKEEPER_FUZZ_TOTAL: the inputs this process runs across the whole suite, shared
# out over the properties (SHARES) and, within one, evenly over its games / files / commands. Without it (`make test`)
# each property runs 12 derandomized examples per case, so the run is repeatable.
TOTAL = int(os.environ.get("RULEKEEPER_FUZZ_TOTAL") or 0)
SHARES = {  # by cost: a card text parses in about a millisecond, a whole command on a file takes a tenth of a second
    "parse": 0.93,  # card text straight into the parser of each language
    "heading": 0.03,  # rule titles into the site's headings
    "spec-file": 0.035,  # a spec file's bytes into its reader and schema
    "spec-check": 0.0015,  # `spec check` on a spec folder with one hostile file
    "file-argument": 0.002,  # every command that takes a file, on a hostile one
    "stdin": 0.0015,  # `parse -` and `fmt -` on hostile bytes
}
TRIED: Counter = Counter()  # (property, case) -> inputs run in this process (tools/fuzz.py adds them up)


def budget(prop: str, cases: int = 1):
    """The settings of property `prop`, parametrized over `cases` cases (games, files, commands): its share of
    the total, evenly over its cases."""
    examples = max(1, round(TOTAL * SHARES[prop] / cases)) if TOTAL else 12
    return settings(max_examples=examples, deadline=None, derandomize=not TOTAL, database=None,
                    suppress_health_check=list(HealthCheck))


def tried(prop: str, case: str = "") -> None:
    """Count one input run by property `prop` on `case` (every example Hypothesis runs, shrinking included)."""
    TRIED[(prop, case)] += 1


ENTRIES = 25  # a rules.yaml or cards.yaml mutated is cut to its first entries (cut=True), so examples stay fast


def spec_files() -> list[tuple[str, str]]:
    """(game, file name) for every YAML file of every game's spec folder."""
    return [(g, p.name) for g in game_ids() for p in sorted(paths.spec_dir(g).glob("*.yaml"))]


def languages() -> list[str]:
    out = []
    for g in game_ids():
        try:
            language(g)
        except KeyError:
            continue
        out.append(g)
    return out


@lru_cache(maxsize=None)
def real_document(game: str, name: str):
    return yaml.safe_load((paths.spec_dir(game) / name).read_text(encoding="utf-8"))


def _list_field(doc) -> str | None:
    if isinstance(doc, dict):
        return next((k for k, v in doc.items() if isinstance(v, list)), None)
    return None


@lru_cache(maxsize=None)
def card_texts(game: str) -> tuple[str, ...]:
    """Real texts in the game's language: its cards.yaml, else its rules' text (words to recombine)."""
    path = paths.spec_dir(game) / "cards.yaml"
    if path.is_file():
        cards = real_document(game, "cards.yaml").get("cards") or []
        texts = tuple(str(c["text"]) for c in cards if isinstance(c, dict) and c.get("text"))
        if texts:
            return texts
    return tuple(e.get("text") or "" for e in real_document(game, "rules.yaml")["entries"][:200])


# ---- values and documents ----------------------------------------------------------------------------------------

scalars = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(min_value=10**9, max_value=10**30), st.floats(),
    st.text(max_size=12), st.sampled_from(["", " ", "X", "none", "Champion", "[/x]", "<b>", "&lt;", "\u2028"]),
)
values = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                       st.dictionaries(st.text(max_size=8), inner, max_size=4)),
                      max_leaves=8)


@st.composite
def mutated_document(draw, game: str, name: str, cut: bool = True):
    """The game's real file as data, with a few entries or fields broken."""
    real = real_document(game, name)
    key = _list_field(real)
    if cut and key:
        real = {**real, key: real[key][:ENTRIES]}
    doc = copy.deepcopy(real)
    for _ in range(draw(st.integers(1, 3))):
        entries = doc.get(key) if key and isinstance(doc.get(key), list) else None
        op = draw(st.sampled_from(["field", "drop", "add", "entry", "copy", "top", "rename"]))
        if entries and op in ("field", "drop", "add", "copy", "rename"):
            i = draw(st.integers(0, len(entries) - 1))
            entry = entries[i]
            if op == "copy":
                entries.insert(draw(st.integers(0, len(entries))), entry)
            elif isinstance(entry, dict) and entry:
                field = draw(st.sampled_from(sorted(map(str, entry))))
                if op == "field":
                    entry[field] = draw(values)
                elif op == "drop":
                    entry.pop(field, None)
                elif op == "rename":
                    other = entries[draw(st.integers(0, len(entries) - 1))]
                    if isinstance(other, dict):
                        entry[field] = other.get(field)
                else:
                    entry[draw(st.text(min_size=1, max_size=8))] = draw(values)
        elif entries and op == "entry":
            entries[draw(st.integers(0, len(entries) - 1))] = draw(values)
        elif isinstance(doc, dict):
            doc[draw(st.sampled_from(sorted(map(str, doc)) + ["game", "extra"]))] = draw(values)
    return doc


HOSTILE_YAML = [
    b"a: &a [1,1,1,1,1,1,1,1,1]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n"
    b"d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]\nf: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]\n"
    b"g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]\nh: [*g,*g,*g,*g,*g,*g,*g,*g,*g]\n",  # an alias bomb
    b"[" * 5000 + b"]" * 5000,  # deep nesting
    b"- " * 3000 + b"x\n",
    b"n: " + b"9" * 5000 + b"\n",  # past Python's integer digit limit
    b"when: 2001-13-45\n",  # a date that does not exist
    b"x: !!python/object/apply:os.system [echo]\n",
    b"x: !!binary '***'\n",
    b"a: 1\na: 2\n",  # a repeated key
    b"\xef\xbb\xbfcards: []\n",  # a byte-order mark
    b"cards:\n\t- name: x\n",  # a tab
    b"\x00\x01\x02",
    b"\xff\xfe\x00c\x00a\x00r\x00d\x00s",  # UTF-16
    b"",
    b"~",
    b"cards: {name: x}\n",
    b"decks: 5\n",
    b"---\na: 1\n---\nb: 2\n",  # two documents
]


DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)  # libyaml writes the mutated documents faster


@st.composite
def hostile_bytes(draw, game: str, name: str, cut: bool = True):
    """A file's bytes: the real file mutated as data, then (sometimes) corrupted as bytes; or a known nasty."""
    if draw(st.integers(0, 5)) == 0:
        return draw(st.sampled_from(HOSTILE_YAML))
    data = yaml.dump(draw(mutated_document(game, name, cut)), Dumper=DUMPER, allow_unicode=True,
                     sort_keys=False).encode("utf-8")
    op = draw(st.sampled_from(["none", "none", "insert", "truncate", "crlf", "latin1"]))
    at = draw(st.integers(0, len(data)))
    if op == "insert":
        data = data[:at] + draw(st.binary(min_size=1, max_size=4)) + data[at:]
    elif op == "truncate":
        data = data[:at]
    elif op == "crlf":
        data = data.replace(b"\n", b"\r\n")
    elif op == "latin1":
        data = data.decode("utf-8").encode("latin-1", errors="replace")
    return data


# ---- card text -----------------------------------------------------------------------------------------------------

CONTROL = ["\r", "\t", "\x00", "\x0b", "\x0c", "\x1b", "\u2028", "\u0085", "\ufeff", "\udcff", "\u200b", "\x7f"]


@st.composite
def card_text(draw, game: str):
    """Card text for a language: a real text mutated, a mix of its words, control characters, nesting, length."""
    texts = card_texts(game)
    base = draw(st.sampled_from(texts))
    kind = draw(st.sampled_from(["mutate", "words", "lines", "nest", "random"]))
    if kind == "words":
        words = " ".join(texts[:60]).split()
        return " ".join(draw(st.lists(st.sampled_from(words), min_size=1, max_size=30)))
    if kind == "lines":
        sep = draw(st.sampled_from(["\n", "\r\n", "\r", "\n\n", " "]))
        return sep.join(draw(st.lists(st.sampled_from(texts), min_size=1, max_size=12)))
    if kind == "nest":
        depth = draw(st.integers(1, 200))
        return draw(st.sampled_from(["(", "[", '"', "'"])) * depth + base + ")" * depth
    if kind == "random":
        return draw(st.text(st.characters(codec="utf-8") | st.sampled_from(CONTROL), max_size=80))
    chars = list(base)
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(chars)))
        op = draw(st.sampled_from(["insert", "delete", "swap"]))
        if op == "insert":
            chars[at:at] = list(draw(st.sampled_from(CONTROL + [".", ",", ":", "(", ")", "1", "X", "  "])))
        elif op == "delete" and at < len(chars):
            del chars[at]
        elif at + 1 < len(chars):
            chars[at], chars[at + 1] = chars[at + 1], chars[at]
    return "".join(chars)
