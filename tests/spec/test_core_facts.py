"""The core.* entries of Invasion and AoS4 against ../shared/games/<game>-core.md (issues 11 and 15).

Everything is read from the facts file itself: its `## core.*` headings, its bullets and numbered steps, its
*(check)* marks. A fact the transcription drops or rewords, or a mark it loses, makes a test fail.
"""

from __future__ import annotations

import importlib.util
import re
import sys

import pytest

from rulekeeper import paths
from rulekeeper.spec.loader import load_game

GAMES_DIR = paths.repo_root().parent / "shared" / "games"
CORE = {"invasion": ("invasion-core.md", "core rulebook (summarized)"), "aos4": ("aos4-core.md", "core rules (summarized)")}
MARK = re.compile(r"\s*\*\((check[^)]*)\)\*")


@pytest.fixture(scope="module", params=sorted(CORE))
def game(request) -> str:
    return request.param


def facts_file(game: str) -> str:
    path = GAMES_DIR / CORE[game][0]
    if not path.is_file():
        pytest.skip(f"the facts file is not at {path}")
    return path.read_text(encoding="utf-8")


def flat(text: str) -> str:
    """Markdown, check marks and line breaks dropped."""
    return " ".join(MARK.sub("", text).replace("`", "").replace("*", "").split())


def items(text: str) -> list[str]:
    """Every bullet and numbered step under a `## core.` heading, continuation lines joined, raw."""
    out: list[str] = []
    body = text[text.index("\n## core."):]
    for line in body.splitlines():
        if re.match(r"^(- |\d+\. )", line):
            out.append(re.sub(r"^(- |\d+\. )", "", line))
        elif line.startswith("  ") and out:
            out[-1] += " " + line.strip()
    return out


def core_entries(book):
    return [e for e in book.entries if e.id == "core" or e.id.startswith("core.")]


def test_every_heading_of_the_file_is_an_informative_section_entry(game):
    book = load_game(game)
    headings = [i for m in re.finditer(r"^## (core\.[a-z]+)(?: and (core\.[a-z]+))?", facts_file(game), re.M)
                for i in m.groups() if i]
    assert headings
    for rid in ["core", *headings]:
        entry = book.get(rid)
        assert entry is not None and not entry.normative and entry.title, rid


def test_core_entries_and_only_they_name_the_summary_as_their_source(game):
    book = load_game(game)
    source = CORE[game][1]
    assert [e.id for e in core_entries(book) if e.source != source] == []
    assert [e.id for e in book.entries if e.source == source and e not in core_entries(book)] == []


def test_every_fact_is_verbatim_and_no_fact_is_dropped(game):
    text = facts_file(game)
    whole = flat(text)
    pieces = [flat(p) for e in core_entries(load_game(game)) for p in (e.text, *e.examples) if p.strip()]
    assert [p[:60] for p in pieces if p not in whole] == []
    leftovers = []
    for item in map(flat, items(text)):
        rest = item
        for p in sorted(pieces, key=len, reverse=True):
            rest = rest.replace(p, "")
        if re.search(r"\w", rest):
            leftovers.append((item[:50], rest.strip()[:60]))
    assert leftovers == []


def test_check_marks_are_unverified_findings_with_their_constants_in_meta(game):
    text = facts_file(game)
    entries = core_entries(load_game(game))
    marked_items = [i for i in items(text) if MARK.search(i)]
    body = text[text.index("\n## core."):]  # the intro only explains the marks
    assert len(marked_items) == len(MARK.findall(body)) > 0  # every mark stands in a bullet
    unverified = {e.id: e for e in entries for f in e.findings if f.kind == "unverified"}
    for item in items(text):
        cut = [e for e in entries if e.text and flat(e.text) in flat(item)]
        flagged = [e for e in cut if e.id in unverified]
        if item in marked_items:
            assert flagged, item[:60]
            for mark in MARK.findall(item):
                assert any(f"({mark})" in f.message for e in flagged for f in e.findings), mark
        else:
            assert flagged == [], item[:60]
    assert len(unverified) >= len(marked_items)
    for e in unverified.values():
        values = set(e.meta_dict().values())
        assert values, e.id
        named = re.sub(r"\b[A-Z][\w-]* \([+-]?\d[^)]*\)", "", e.text)  # ability names: 'Charge (+1 Damage)'
        numbers = re.findall(r"(?<![\w/+-])[+-]?\d+(?:/\d+)?(?![\w/])", named)
        assert [n for n in numbers if n not in values] == [], e.id  # each constant of the fact is data


def test_the_seeds_own_entries_that_restate_a_core_fact_cite_it(game):
    book = load_game(game)
    if game == "invasion":  # the FAQ's turn sequence, phase by phase
        pairs = [(f"timing.phase.{n}", f"core.turn.{n}") for n in range(6)]
    else:  # the sheet's terrain rules, which the facts file repeats
        pairs = [(e.id.removeprefix("core."), e.id) for e in book.entries if e.id.startswith("core.terrain.")]
    assert pairs
    assert [(a, b) for a, b in pairs if b not in book.get(a).refs] == []
    citing = [e.id for e in book.entries if e not in core_entries(book) and any(r.startswith("core.") for r in e.refs)]
    assert len(citing) >= len(pairs)


# --- the transcriber's own errors name what is wrong ----------------------------------------------------------------
@pytest.fixture(scope="module")
def core_facts():
    script = paths.repo_root() / "tools" / "transcribe" / "core_facts.py"
    spec = importlib.util.spec_from_file_location("transcribe_core_facts_test", script)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


SAMPLE = """# A game — facts

Intro. Where it matters, this wins.

## core.deck — deck building
- At least 40 cards *(check)*; at most 3 copies.
"""


def plan(core_facts, **changes):
    fields = dict(source="core (summarized)", file="sample.md",
                  facts={"core.deck": [[("core.deck.size", "Size", "At least"), ("core.deck.copies", "Copies", "at most")]]},
                  titles={}, intro={"core": ("Core", "Where it", "this wins.")}, informative={},
                  settings={"core.deck.size": {"min_cards": "40"}}, refs={"core.deck.copies": ["core.deck.size"]})
    fields.update(changes)
    return core_facts.Plan(**fields)


def test_a_sample_file_gives_its_facts(core_facts, tmp_path):
    path = tmp_path / "sample.md"
    path.write_text(SAMPLE, encoding="utf-8")
    out = {e["id"]: e for e in core_facts.entries(path, plan(core_facts))}
    assert list(out) == ["core", "core.deck", "core.deck.size", "core.deck.copies"]
    assert out["core.deck.size"]["text"] == "At least 40 cards"
    assert out["core.deck.size"]["meta"] == {"min_cards": "40"}
    assert out["core.deck.size"]["findings"][0]["kind"] == "unverified"
    assert out["core.deck.copies"]["text"] == "at most 3 copies."
    assert out["core.deck.copies"]["refs"] == ["core.deck.size"] and "findings" not in out["core.deck.copies"]


@pytest.mark.parametrize("changes, message", [
    ({"facts": {"core.deck": []}}, "core.deck has 1 items; the plan lists 0"),
    ({"facts": {"core.deck": [[("core.deck.size", "Size", "At least"), ("core.deck.x", "X", "no such words")]]}},
     "no fact opens with 'no such words'"),
    ({"settings": {}}, "core.deck.size is marked (check); give its constants"),
    ({"settings": {"core.deck.size": {"min_cards": "40"}, "core.deck.copies": {"max": "3"}}},
     "core.deck.copies has settings but no (check) mark"),
    ({"refs": {"core.deck.nothing": []}}, "the plan names ids the file does not give: core.deck.nothing"),
])
def test_a_plan_that_does_not_fit_the_file_is_a_clear_error(core_facts, tmp_path, changes, message):
    path = tmp_path / "sample.md"
    path.write_text(SAMPLE, encoding="utf-8")
    with pytest.raises(core_facts.CoreError, match=re.escape(message)):
        core_facts.entries(path, plan(core_facts, **changes))
