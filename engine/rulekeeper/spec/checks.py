"""`spec check`: schema (in the loader), unique ids, resolved refs, and findings detected in the source text.

Mechanical findings (they are about the *source* document, so they are findings, not errors):
- ``missing-ref``     the text cites a rule number that does not exist (1.1.2 cites 4.15.5);
- ``repeated-text``   the same text appears verbatim under two different ids;
- ``unrelated-ref``   a heuristic: the cited rule shares no content word with the citing rule (for review).
Duplicated numbers are recorded by the transcriber as ``duplicate-number`` findings (ids must stay unique).
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field

from .models import Entry, Finding, RuleBook

CITATION = re.compile(r"(?<![\w.])(\d+\.\d+(?:\.\d+)*[a-z]?)(?![\w.]*\d)")
_WORD = re.compile(r"[a-z]{4,}")
_STOP = {
    "this", "that", "with", "from", "they", "their", "them", "have", "each", "when", "then", "than", "which",
    "will", "must", "only", "also", "into", "onto", "other", "there", "these", "those", "card", "cards", "rule",
    "rules", "player", "players", "such", "see", "more", "information", "further", "does", "what", "where",
    "being", "been", "were", "your", "under", "over", "about", "after", "before", "while", "same", "game",
}


def _stems(text: str) -> set[str]:
    return {w[:5] for w in _WORD.findall(text.lower()) if w not in _STOP}


@dataclass
class CheckReport:
    game: str
    entries: int
    normative: int
    errors: list[str] = field(default_factory=list)
    findings: list[dict] = field(default_factory=list)

    def as_dict(self) -> dict:
        return {"entries": self.entries, "normative": self.normative, "errors": self.errors, "findings": self.findings}


def cited_ids(text: str) -> list[str]:
    """Rule numbers a text cites, in order, without repeats."""
    seen: list[str] = []
    for m in CITATION.finditer(text):
        if m.group(1) not in seen:
            seen.append(m.group(1))
    return seen


def _context_stems(book: RuleBook, entry: Entry) -> set[str]:
    """Words of a rule's title and of its ancestors' titles: what the rule is about."""
    stems, current, hops = set(), entry, 0
    while current is not None and hops < 4:
        stems |= _stems(current.title or current.text.split("\n", 1)[0][:80])
        up = book.parent_of(current)
        current = book.get(up) if up else None
        hops += 1
    return stems


def detect_findings(book: RuleBook) -> dict[str, list[Finding]]:
    out: dict[str, list[Finding]] = defaultdict(list)
    numeric = sum(1 for e in book.entries if re.fullmatch(r"\d+(\.\d+)*[a-z]?", e.id))
    if numeric >= 20:
        for e in book.entries:
            for cited in cited_ids(e.text + "\n" + "\n".join(e.examples)):
                if cited == e.id:
                    continue
                target = book.get(cited)
                if target is None:
                    out[e.id].append(Finding("missing-ref", f"cites {cited}, which does not exist", cited, True))
                    continue
                here = _stems((e.title or "") + " " + e.text)
                if not (_context_stems(book, target) & here):
                    about = target.title or target.text[:40]
                    out[e.id].append(Finding(
                        "unrelated-ref", f"cites {cited} ({about!r}), which looks unrelated; review", cited, True))
    by_text: dict[str, list[str]] = defaultdict(list)
    for e in book.entries:
        norm = " ".join(e.text.split()).lower()
        if len(norm) >= 40:
            by_text[norm].append(e.id)
    for ids in by_text.values():
        if len(ids) > 1:
            for rid in ids:
                others = ", ".join(i for i in ids if i != rid)
                out[rid].append(Finding("repeated-text", f"same text as {others}", None, True))
    return out


def check_rulebook(book: RuleBook) -> CheckReport:
    report = CheckReport(book.game, len(book.entries), len(book.normative))
    seen: set[str] = set()
    for e in book.entries:
        if e.id in seen:
            report.errors.append(f"{book.file}, entry {e.id!r}, field 'id': duplicate id")
        seen.add(e.id)
    for e in book.entries:
        for i, ref in enumerate(e.refs):
            if ref not in book:
                report.errors.append(f"{book.file}, entry {e.id!r}, field 'refs[{i}]': {ref!r} is not an id in this file")
        if e.parent is not None and e.parent not in book:
            report.errors.append(f"{book.file}, entry {e.id!r}, field 'parent': {e.parent!r} is not an id in this file")
    detected = detect_findings(book)
    for e in book.entries:
        recorded = list(e.findings)
        known = {(f.kind, f.ref) for f in recorded}
        for f in recorded + [f for f in detected.get(e.id, []) if (f.kind, f.ref) not in known or f.ref is None]:
            report.findings.append({"id": e.id, **f.as_dict()})
    return report


def all_findings(book: RuleBook) -> dict[str, list[dict]]:
    """Findings per entry id (recorded and detected), for the docs."""
    out: dict[str, list[dict]] = defaultdict(list)
    for f in check_rulebook(book).findings:
        out[f["id"]].append(f)
    return out
