"""spec/aos4/rules.yaml: the Age of Sigmar 4 reference sheet (seed 004, printed twice) as checked data (issue 2)."""

from __future__ import annotations

import importlib.util
import re
import sys
from collections import Counter

import pytest

from rulekeeper import paths
from rulekeeper.spec.loader import load_game, rules_path

SEED = paths.repo_root().parent / "shared" / "seeds" / "004_3c20a3694ee78318.txt"
needs_seed = pytest.mark.skipif(not SEED.is_file(), reason=f"the reference sheet seed is not here: {SEED}")
FIELD_NAMES = {"declare", "effect", "used by"}
NAMED = ("ability.", "honour-guard.", "battle-tactic.", "terrain.")
CORE = "core rules (summarized)"  # the core.* entries come from ../shared/games/aos4-core.md (test_core_facts)


def from_sheet(book):
    """The entries transcribed from the reference sheet itself."""
    return [e for e in book.entries if e.source != CORE]


@pytest.fixture(scope="module")
def book():
    return load_game("aos4")


def test_no_rule_is_transcribed_twice(book):
    """The sheet prints everything twice; the spec holds each named rule and each text once."""
    titles = Counter(e.title.casefold() for e in book.entries if e.id.startswith(NAMED))
    assert [t for t, n in titles.items() if n > 1] == []
    texts = Counter(" ".join(e.text.split()) for e in book.entries if e.text)
    assert [t[:60] for t, n in texts.items() if n > 1] == []


def test_core_abilities_keep_timing_and_effect_in_meta_and_the_rule_as_text(book):
    abilities = [e for e in book.entries if e.id.startswith(("ability.", "honour-guard.")) and e.normative]
    assert len(abilities) >= 15
    for e in abilities:
        meta = e.meta_dict()
        assert meta.get("timing"), e.id
        assert meta.get("effect"), e.id
        assert meta["effect"].split("\n")[0] in e.text, e.id
        for name, key in (("Declare: ", "declare"), ("Used By: ", "used_by"), ("Used by: ", "used_by")):
            if name in e.text:
                assert meta.get(key) and meta[key] in e.text, (e.id, key)


def _sheet_names(seed: str) -> list[str]:
    """Every ability and every '**Name:**' rule as the sheet's rule pages print them, both copies included."""
    pages = seed[seed.index("\n## START OF TURN"):]  # before it: title page, change log, socials
    lines = [line.strip() for line in pages.splitlines() if line.strip()]
    names = []
    for before, line in zip(lines, lines[1:]):
        if before.startswith("#### ") and re.match(r"^#{3}(?:##)? ", line):
            names.append(line.lstrip("#").strip())
    for line in lines:
        m = re.match(r"^\*\*([^:*]+):", line)
        if m and m.group(1).strip().lower() not in FIELD_NAMES:
            names.append(m.group(1).strip())
    return names


@needs_seed
def test_each_ability_name_of_the_sheet_appears_exactly_once_in_the_spec(book):
    printed = Counter(n.casefold() for n in _sheet_names(SEED.read_text(encoding="utf-8")))
    assert len(printed) >= 35  # the sheet: 15 core abilities, 5 honour guard abilities, 14 battle tactics, 5 terrain rules
    assert set(printed.values()) == {2}, "the sheet is expected to print every name twice"
    in_spec = Counter(e.title.casefold() for e in from_sheet(book) if e.title)
    assert {name: in_spec[name] for name in printed if in_spec[name] != 1} == {}


def _plain(text: str) -> str:
    return " ".join(text.replace("**", "").split())


@needs_seed
def test_texts_are_verbatim_from_the_sheet(book):
    seed = _plain(re.sub(r"^#+ |^- ", "", SEED.read_text(encoding="utf-8"), flags=re.M))
    missing = []
    for e in from_sheet(book):
        for block in [e.text, *e.examples]:
            for para in block.split("\n"):
                para = re.sub(r"^- ", "", para)
                if para.strip() and _plain(para) not in seed:
                    missing.append((e.id, para[:60]))
    assert missing == []


def test_the_change_log_is_kept_as_data(book):
    versions = [c["version"] for c in book.changelog]
    assert versions and versions == sorted(versions, key=lambda v: tuple(map(int, v.split("."))), reverse=True)
    assert all(c["changes"] for c in book.changelog)


@needs_seed
def test_the_file_is_what_the_transcription_tool_writes():
    tool = paths.repo_root() / "tools" / "transcribe" / "aos4.py"
    spec = importlib.util.spec_from_file_location("transcribe_aos4", tool)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the tool is loading
    spec.loader.exec_module(module)
    assert module.dump(module.build(SEED)) == rules_path("aos4").read_text(encoding="utf-8")
