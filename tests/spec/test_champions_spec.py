"""spec/champions/rules.yaml: the Champions comprehensive rules (seeds 001 JSON, 000 text) as checked data (issue 2)."""

from __future__ import annotations

import importlib.util
import json
import re

import pytest
import yaml

from rulekeeper import paths
from rulekeeper.spec.checks import check_rulebook, cited_ids
from rulekeeper.spec.loader import load_game, rules_path

SEEDS = paths.repo_root().parent / "shared" / "seeds"
JSON_SEED, TEXT_SEED = SEEDS / "001_b61a89471377f62e.txt", SEEDS / "000_b564d9ef10e1904d.txt"
needs_seeds = pytest.mark.skipif(not JSON_SEED.is_file() or not TEXT_SEED.is_file(), reason=f"no seeds in {SEEDS}")
TRANSCRIBER = paths.repo_root() / "tools" / "transcribe" / "champions.py"


@pytest.fixture(scope="module")
def raw() -> dict:
    return yaml.safe_load(rules_path("champions").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def book():
    return load_game("champions")


@pytest.fixture(scope="module")
def report(book):
    return check_rulebook(book)


def test_refs_are_exactly_the_existing_ids_the_text_cites(book):
    for e in book.entries:
        cited = [c for c in cited_ids(e.text + "\n" + "\n".join(e.examples)) if c != e.id]
        assert list(e.refs) == [c for c in cited if c in book], e.id


def test_1_1_2_citing_4_15_5_is_detected_as_a_missing_ref(report, book):
    missing = {(f["id"], f["ref"]) for f in report.findings if f["kind"] == "missing-ref"}
    assert ("1.1.2", "4.15.5") in missing
    assert all(f.get("detected") for f in report.findings if f["kind"] == "missing-ref")
    assert all(ref not in book for _, ref in missing)
    assert "4.15.5" not in book.get("1.1.2").refs


def test_unrelated_ref_flags_the_wrong_targets_and_not_the_right_ones(report):
    unrelated = {(f["id"], f["ref"]) for f in report.findings if f["kind"] == "unrelated-ref"}
    # Standard Order is 2.7.3: 4.1.5.2 cites 2.6.3 (quest objective types), Remove cites 5.1 (removal of a player).
    assert {("4.1.5.2", "2.6.3"), ("6.1.2.remove", "5.1"), ("2.4.3.1g", "2.14")} <= unrelated
    # Correct citations stay quiet: Standard Order (2.7.3), the Empty Deck Check (4.1.5.5), Exhaust (6.1).
    assert not {("4.1.1.3", "2.7.3"), ("5.1.1", "4.1.5.5"), ("2.4.2.2j", "6.1")} & unrelated


def test_a_suggested_correction_names_a_rule_that_exists(book):
    suggested = [(e.id, f.ref) for e in book.entries for f in e.findings if f.kind == "likely-meant"]
    assert suggested and [pair for pair in suggested if pair[1] not in book] == []


def test_every_keyword_the_document_lists_is_an_entry(book):
    listed = book.get("6.1.2").text.split(":", 1)[1].rstrip(".").split(",")
    for name in (n.strip() for n in listed):
        entry = book.get("6.1.2." + re.sub(r"[^a-z0-9]+", "-", name.lower()))
        assert entry is not None and entry.title == name and entry.normative, name


def test_every_term_the_document_lists_is_an_entry(book):
    listed = book.get("6.2").text.split(":", 1)[1].rstrip(".").split(",")
    for name in (n.strip() for n in listed):
        entry = book.get("6.2." + re.sub(r"[^a-z0-9]+", "-", name.lower()))
        assert entry is not None and entry.title == name, name


def test_the_text_edition_changelog_is_kept_as_data(book):
    assert len(book.changelog) >= 3
    for release in book.changelog:
        assert re.fullmatch(r"\d+(ST|ND|RD|TH) \w+ \d{4}", release["date"])
        assert release["changes"] and all(c["rule"] and c["change"] for c in release["changes"])


# ------------------------------------------------------------------ against the seeds themselves


def _seed_leaves(node: dict, rid: str = ""):
    """(id, title-or-None, text) for every entry of the JSON seed, found independently of the transcriber."""
    for key, value in node.items():
        if key == "0":
            continue
        if key.isdigit():
            cid = f"{rid}.{key}" if rid else key
        elif re.fullmatch(r"[a-z]", key):  # a lettered sub-rule
            cid = rid + key
        else:  # a keyword or a term, named by its key
            cid = f"{rid}.{re.sub(r'[^a-z0-9]+', '-', key.lower())}"
        if isinstance(value, dict):
            yield cid, None, value.get("0", "")
            yield from _seed_leaves(value, cid)
        else:
            yield cid, (None if key.isdigit() or re.fullmatch(r"[a-z]", key) else key), value


def _letters(text: str) -> str:
    """Only letters and digits: spacing and punctuation do not count (extraction noise is mostly spacing)."""
    text = re.sub(r"Please use the rule command.*\]\]\.?", "", text)
    return re.sub(r"[\W_]", "", text).lower()


@needs_seeds
def test_every_entry_of_the_json_seed_is_transcribed_verbatim(book):
    seed = json.loads(JSON_SEED.read_text(encoding="utf-8"))
    leaves = list(_seed_leaves(seed))
    assert len(leaves) >= 330
    for rid, name, text in leaves:
        entry = book.get(rid)
        assert entry is not None, rid
        if name:
            assert entry.title == name, rid
        body = " ".join([entry.text, *("Example: " + x for x in entry.examples)])
        candidates = {_letters(body), _letters((entry.title or "") + " " + body)}
        assert _letters(text) in candidates, rid


@needs_seeds
def test_the_json_seed_has_no_duplicated_keys_that_went_unrecorded(book):
    dups: list[str] = []

    def hook(pairs):
        keys = [k for k, _ in pairs]
        dups.extend(k for k in set(keys) if keys.count(k) > 1)
        return dict(pairs)

    json.loads(JSON_SEED.read_text(encoding="utf-8"), object_pairs_hook=hook)
    recorded = [e.id for e in book.entries if any(f.kind == "duplicate-number" and f.message.startswith(
        "the JSON edition has") for f in e.findings)]
    assert len(recorded) == len(dups)


@needs_seeds
def test_the_edition_notes_agree_with_the_text_seed(book):
    whole = TEXT_SEED.read_text(encoding="utf-8")
    text_edition = whole[whole.index("1: OBJECTIVE OF THE GAME\n"):]  # after the table of contents
    text_edition = text_edition.replace("2.4.2.21:", "2.4.2.2l:")  # OCR read the letter l as 1
    numbered = {e.id: e for e in book.entries if re.fullmatch(r"\d+(\.\d+)*[a-z]?", e.id)}
    printed = {rid for rid in numbered if re.search(rf"(?m)^[-\s*]*{re.escape(rid)}:", text_edition)}
    only_json = {rid for rid, e in numbered.items() if e.source == "json edition only (not in the text edition)"
                 or "in the text edition this text is numbered" in e.source}
    assert only_json == set(numbered) - printed
    for rid, e in numbered.items():
        assert e.source, rid
        if "text edition differs" in e.source:
            assert rid in printed, rid


@pytest.fixture(scope="module")
def transcriber():
    """tools/transcribe/champions.py, the one-off script that made rules.yaml (provenance only)."""
    spec = importlib.util.spec_from_file_location("champions_transcriber", TRANSCRIBER)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_transcriber_keeps_and_records_duplicated_keys(transcriber):
    tree = json.loads('{"1": {"0": "Heading", "1": "First rule.", "1": "Same number again."}}',
                      object_pairs_hook=transcriber.Pairs)
    out, dups = [], {}
    transcriber.walk(tree, "", out, dups)
    assert [(r["id"], r["text"]) for r in out] == [
        ("1", ""), ("1.1", "First rule."), ("1.1.dup2", "Same number again.")]
    assert dups == {"1.1": ["1"]}


@needs_seeds
def test_the_committed_file_is_what_the_transcriber_makes_of_the_seeds(transcriber, raw):
    assert transcriber.build(SEEDS) == raw
