"""spec/brawl/rules.yaml: the Super Fantasy Brawl rulebook (seed 003) as checked data (issue 2)."""

from __future__ import annotations

import importlib.util
import re
import sys

import pytest

from rulekeeper import paths
from rulekeeper.spec.loader import load_game, rules_path

SEED = paths.repo_root().parent / "shared" / "seeds" / "003_4e2170afdc0397a3.txt"
needs_seed = pytest.mark.skipif(not SEED.is_file(), reason=f"the rulebook seed is not here: {SEED}")


@pytest.fixture(scope="module")
def book():
    return load_game("brawl")


def test_the_sections_issue_2_names_are_there(book):
    wanted = [f"attack.step.{n}" for n in range(1, 10)]
    wanted += [f"targeting.{k}" for k in ("melee", "indirect", "direct", "aoe")]
    wanted += [f"setup.{n}" for n in range(1, 11)] + [f"draft.casual.{n}" for n in range(1, 9)]
    wanted += [f"draft.competitive.{n}" for n in range(1, 11)]
    wanted += ["round.scoreboard", "round.activation", "round.upkeep", "scoreboard", "activation", "upkeep",
               "reaction", "out-of-action", "level-up", "trap.trigger", "trap.effect.damage", "trap.effect.root",
               "trap.effect.stun", "displacement", "displacement.root", "hex-row", "tornado", "tornado.team",
               "tornado.hand-size", "tornado.winning", "tornado.challenge-track", "tornado.setup.1",
               "tornado.draft.casual.1", "tornado.draft.competitive.1", "tornado.round.5"]
    assert [rid for rid in wanted if rid not in book] == []


@needs_seed
def test_every_keyword_of_the_rulebook_is_an_entry(book):
    """The KEYWORDS section prints 'Name X: text' one per paragraph; each becomes keyword.<name>."""
    seed = SEED.read_text(encoding="utf-8")
    section = seed.split("\nKEYWORDS\n", 1)[1].split("\nHEXES AND HEX ROWS\n", 1)[0]
    names = re.findall(r"^([A-Z][a-z]+)(?: X)?:", section, flags=re.M)
    assert len(names) >= 15
    assert [n for n in names if f"keyword.{n.lower()}" not in book] == []
    assert len([e for e in book.entries if e.id.startswith("keyword.")]) == len(names)


def _plain(text: str) -> str:
    text = re.sub(r"</?p>", " ", text).replace("**", "").replace("*", "")
    text = re.sub(r"^\s*(?:- \d+ |\d+\. |- )", "", text, flags=re.M)
    return " ".join(text.split())


@needs_seed
def test_texts_and_examples_are_verbatim_from_the_rulebook(book):
    seed = _plain(SEED.read_text(encoding="utf-8"))
    missing = []
    for e in book.entries:
        for block in [e.text, *e.examples]:
            for para in block.split("\n"):
                if para.strip() and _plain(para) not in seed:
                    missing.append((e.id, para[:60]))
    assert missing == []


def test_every_lost_icon_gap_carries_a_finding(book):
    """A double space or empty brackets is where the extraction dropped an icon: the entry must say so."""
    gaps = [e.id for e in book.entries if re.search(r"\S  \S|\(\)|\s[.,]|^ ", e.text, flags=re.M)
            or re.search(r"with to move", e.text)]
    assert gaps, "the rulebook has lost icons; the gap detector found none"
    silent = [rid for rid in gaps if not any(f.kind == "lost-icon" for f in book.get(rid).findings)]
    assert silent == []


@needs_seed
def test_the_file_is_what_the_transcription_tool_writes():
    tool = paths.repo_root() / "tools" / "transcribe" / "brawl.py"
    spec = importlib.util.spec_from_file_location("transcribe_brawl", tool)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the tool is loading
    spec.loader.exec_module(module)
    assert module.dump(module.build(SEED)) == rules_path("brawl").read_text(encoding="utf-8")
