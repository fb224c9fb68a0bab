"""spec/invasion/rules.yaml against its source, Warhammer: Invasion FAQ 2.2 (issue 2).

Counts are taken from the seed itself, never written down here: a question, erratum or list card that the
transcription drops makes a test fail.
"""

from __future__ import annotations

import re

import pytest
import yaml

from rulekeeper import paths
from rulekeeper.spec import check_rulebook
from rulekeeper.spec.loader import load_game, rules_path

SEED = paths.repo_root().parent / "shared" / "seeds" / "002_4ca03965634762de.txt"
CORE = "core rulebook (summarized)"  # the core.* entries come from ../shared/games/invasion-core.md (test_core_facts)


def from_faq(book):
    """The entries transcribed from the FAQ itself."""
    return [e for e in book.entries if e.source != CORE]


@pytest.fixture(scope="module")
def book():
    return load_game("invasion")


@pytest.fixture(scope="module")
def raw_entries():
    return yaml.safe_load(rules_path("invasion").read_text(encoding="utf-8"))["entries"]


@pytest.fixture(scope="module")
def seed() -> str:
    if not SEED.is_file():
        pytest.skip(f"the FAQ seed is not at {SEED}")
    return SEED.read_text(encoding="utf-8")


def flat(text: str) -> str:
    """Markdown emphasis dropped and whitespace collapsed: how the transcription may differ from the seed."""
    return " ".join(text.replace("**", "").replace("*", "").split())


def part(seed: str, start: str, end: str | None) -> str:
    """The seed between two level-1 headings."""
    begin = seed.index(f"\n# {start}\n")
    return seed[begin:seed.index(f"\n# {end}\n", begin)] if end else seed[begin:]


def errata_part(seed: str) -> str:
    text = part(seed, "Card Clarification and Errata", "Official Rules Clarification")
    return text[:text.index("## RESTRICTED LIST")]


def list_cards(seed: str) -> dict[str, list[str]]:
    """Each restricted/banned list heading of the seed with the card lines under it."""
    text = part(seed, "Card Clarification and Errata", "Official Rules Clarification")
    out: dict[str, list[str]] = {}
    for m in re.finditer(r"^## ((?:CATACLYSM )?(?:RESTRICTED|BANNED) LIST)\n(.*?)(?=^## |\Z)", text, re.M | re.S):
        out[m.group(1)] = re.findall(r"^\s*\*\*(\d[^*]*)\*\*\s*$", m.group(2), re.M)
    return out


def card_errata(book):
    return [e for e in book.entries if re.fullmatch(r"errata\.(?!general\.)[a-z-]+\.\d+", e.id)]


def test_every_faq_question_is_an_entry_with_its_answer(book, seed):
    faq = part(seed, "Frequently Asked Questions", None)
    questions = [flat(q) for q in re.findall(r"^\*\*Q:\s*(.*?)\*\*\s*$", faq, re.M)]
    assert len(questions) == faq.count("**Q:")  # every question was read
    entries = [e for e in book.entries if re.fullmatch(r"faq\.\d+", e.id)]
    assert [e.title for e in entries] == questions
    assert all(e.text.strip() and e.normative for e in entries)
    assert len(re.findall(r"^\*\*A:\*\*", faq, re.M)) == len(entries)


def test_every_card_erratum_has_set_number_and_card(book, seed):
    headings = re.findall(r"^(?:### |\s*\*\*)(\d+) ([^*\n]+?)(?:\*\*\s*)?$", errata_part(seed), re.M)
    errata = card_errata(book)
    assert [(e.meta_dict()["number"], e.meta_dict()["card"]) for e in errata] == [(n, c.strip()) for n, c in headings]
    for e in errata:
        meta = e.meta_dict()
        assert meta["set"] and meta["set_code"], e.id
        assert e.id == f"errata.{e.id.split('.')[1]}.{meta['number']}"
        assert e.title == meta["card"]


def test_corrected_card_text_is_given_wherever_the_faq_gives_it(book):
    errata = card_errata(book)
    with_text = [e for e in errata if re.search(r"\bread:", e.text, re.I)]
    assert with_text, "the FAQ gives corrected text for many cards"
    for e in with_text:
        corrected = e.meta_dict().get("corrected_text")
        assert corrected, e.id
        assert corrected in e.text, e.id  # verbatim, cut out of the erratum itself
        assert e.meta_dict()["corrected_text_partial"] == ("yes" if "..." in corrected else "no")
    for e in errata:
        if "corrected_text" not in e.meta_dict():
            assert not re.search(r"\bread:", e.text, re.I), e.id


def test_restricted_and_banned_lists_have_all_their_cards(book, seed):
    lists = list_cards(seed)
    assert len(lists) == 4
    for heading, cards in lists.items():
        list_id = heading.lower().replace(" list", "").replace(" ", "-")
        entry = book.get(list_id)
        assert entry is not None and entry.normative and "deck" in entry.text, list_id
        members = [e for e in book.entries if book.parent_of(e) == list_id]
        assert [e.text for e in members] == [" ".join(c.split()) for c in cards], list_id
        for e in members:
            assert e.meta_dict()["card"] in e.text and e.meta_dict()["number"] in e.text


def test_general_and_rulebook_errata(book, seed):
    general = [e for e in book.entries if re.fullmatch(r"errata\.general\.\d+", e.id)]
    assert len(general) == len(re.findall(r"^All instances of", seed, re.M))
    for e in general:  # the wording the card-text lint rewrites
        meta = e.meta_dict()
        assert all(f"“{w}" in e.text for w in meta["old_wording"].split(" | ") + [meta["new_wording"]]), e.id
    assert book.get("errata.general.most-recent-printing").normative
    rulebook = [e for e in book.entries if re.fullmatch(r"rulebook-errata\.\d+", e.id)]
    assert len(rulebook) == len(re.findall(r"^On page \d+ of the Core Rulebook", seed, re.M))
    assert all(e.meta_dict()["page"] in e.text for e in rulebook)


def test_every_version_tag_is_kept(book, seed):
    rules = part(seed, "Official Rules Clarification", "Timing Structure")
    tags = re.findall(r"^#+ .*\([vV](\d+\.\d+)\)", rules, re.M)
    assert sorted(f"v{t}" for t in tags) == sorted(e.version for e in book.entries if e.version)


def test_examples_are_kept_apart_from_the_rule(book, seed):
    examples = [x for e in from_faq(book) for x in e.examples]
    starts = re.findall(r"^\*?(?:For example|Another example|Example:)", seed, re.M)
    assert len(examples) == len(starts)
    assert not any(re.match(r"(For example|Another example)", e.text) for e in book.entries)


def test_timing_structure_phases_and_steps(book, seed):
    timing = part(seed, "Timing Structure", "Frequently Asked Questions")
    phases = re.findall(r"^## PHASE (\d)$", timing, re.M)
    assert phases == [str(n) for n in range(6)]
    for n in phases:
        assert book.get(f"timing.phase.{n}").normative
    for m in re.finditer(r"^## ([A-E])\. .*?\n(.*?)(?=^## |^# |\Z)", timing, re.M | re.S):
        step, body = m.groups()
        numbers = re.findall(r"^(\d+)\. ", body, re.M)
        assert numbers, step
        assert [e.id for e in book.entries if book.parent_of(e) == f"timing.{step}"] == [
            f"timing.{step}.{n}" for n in numbers]
    assert "timing.A" in book.get("timing.B.3").refs


def test_text_is_verbatim(book, seed):
    """Every paragraph of every text and example is in the seed (markup and line breaks aside)."""
    source = flat(seed)
    for e in from_faq(book):
        for para in [p for t in (e.text, *e.examples) for p in t.split("\n") if p.strip()]:
            assert flat(para) in source, (e.id, para[:80])
        for key, value in e.meta:
            if key in ("corrected_text", "card"):
                assert flat(value) in source, (e.id, key)


def test_rulings_cite_the_errata_they_depend_on(book):
    assert "errata.core.08" in book.get("clar.multiple-effects").refs
    sniktch = [e.id for e in book.entries if e.id.startswith("faq.") and "errata.corruption.79" in e.refs]
    assert sniktch, "the Deathmaster Sniktch ruling cites its erratum"


def test_source_problems_are_findings(book):
    report = check_rulebook(book)
    by_id: dict[str, list[dict]] = {}
    for f in report.findings:
        by_id.setdefault(f["id"], []).append(f)
    # Warrior Priests' own erratum keeps "damage assigned", which general erratum 3 replaces
    assert any(f.get("ref") == "errata.general.3" for f in by_id.get("errata.core.34", []))
    # Judgement of Loec is cited as MC 26 and as LE 26
    assert any("Judgement of Loec" in f["message"] for f in by_id.get("faq.25", []))


def test_the_committed_file_is_what_the_transcription_script_makes(raw_entries, seed):
    """Provenance: tools/transcribe/invasion.py rebuilds spec/invasion/rules.yaml exactly (no silent hand edits)."""
    import importlib.util

    corpus = SEED.parents[1] / "corpus" / "invasion-cards.json"
    if not corpus.is_file():
        pytest.skip(f"the card database is not at {corpus}")
    script = paths.repo_root() / "tools" / "transcribe" / "invasion.py"
    spec = importlib.util.spec_from_file_location("transcribe_invasion", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.build(SEED, corpus)["entries"] == raw_entries


def test_lists_say_which_format_they_govern(book):
    for list_id in ("restricted", "banned", "cataclysm-restricted", "cataclysm-banned"):
        meta = book.get(list_id).meta_dict()
        assert meta["restriction"] in list_id and meta["format"] in book.get(list_id).text


def test_nothing_in_the_seed_is_dropped(book, seed):
    """The converse of verbatim: every line of the seed's body is in some entry's title, text or examples."""
    held = "\n".join(flat(x) for e in book.entries for x in (e.title or "", e.text, *e.examples))
    errata_headings = set(re.findall(r"^\s*\*\*(\d+ [^*]+)\*\*\s*$", errata_part(seed), re.M))
    dropped = []
    for line in seed.split("\n"):
        if not line.strip() or line.startswith("#") or re.search(r"\.{5}\s*\d+$", line):
            continue  # headings (checked as titles and ids above) and the table of contents
        if line.strip().strip("*").strip() in errata_headings:
            continue  # "**38 Snotling Invasion**": number and card are the erratum's meta
        body = re.sub(r"^(Q:|A:|-|\d+\. )\s*", "", flat(line))
        if body and body not in held:
            dropped.append(body[:80])
    assert dropped == []
