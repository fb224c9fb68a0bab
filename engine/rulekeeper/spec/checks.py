"""`spec check`: schema (in the loader), unique ids, resolved refs, and findings detected in the source text.

Mechanical findings (they are about the *source* document, so they are findings, not errors):
- ``missing-ref``     the text cites a rule number that does not exist (1.1.2 cites 4.15.5);
- ``repeated-text``   the same text appears verbatim under two different ids;
- ``unrelated-ref``   a heuristic: the words around a citation share no word with what the cited rule is about
                      (its title and text, its parent's title if untitled, its sub-rules' titles); for review.
Duplicated numbers are recorded by the transcriber as ``duplicate-number`` findings (ids must stay unique).
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field

from .models import Entry, Finding, RuleBook, parent_id

CITATION = re.compile(r"(?<![\w.])(\d+\.\d+(?:\.\d+)*[a-z]?)(?![\w.]*\d)")
_WORD = re.compile(r"[a-z]{4,}")
_STOP = {
    "this", "that", "with", "from", "they", "their", "them", "have", "each", "when", "then", "than", "which",
    "will", "must", "only", "also", "into", "onto", "other", "there", "these", "those", "card", "cards", "rule",
    "rules", "player", "players", "such", "see", "more", "further", "does", "what", "where",
    "being", "been", "were", "your", "under", "over", "about", "after", "before", "while", "same", "game",
}


def _stem(word: str) -> str:
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and not word.endswith("ss") and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)][:5]
    return word[:5]


def _stems(text: str) -> set[str]:
    return {_stem(w) for w in _WORD.findall(text.lower()) if w not in _STOP}


def _share(a: set[str], b: set[str]) -> bool:
    """Two word sets share a stem (one stem a prefix of the other: 'plac' ~ 'place')."""
    return any(x.startswith(y) or y.startswith(x) for x in a for y in b)


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


def _topic_stems(book: RuleBook, target: Entry) -> set[str]:
    """What a cited rule is about: its title and text, its parent's title when it has none, its descendants' titles."""
    stems = _stems((target.title or "") + " " + target.text)
    if not target.title:
        up = book.get(book.parent_of(target) or "")
        stems |= _stems(up.title or "") if up else set()
    for e in book.entries:
        if e.title and _within(e.id, target.id):
            stems |= _stems(e.title)
    return stems


def _within(rule_id: str, ancestor: str) -> bool:
    return rule_id.startswith(ancestor + ".") or (rule_id.startswith(ancestor) and rule_id[len(ancestor):].isalpha())


def _near(a: str, b: str) -> bool:
    """Citing one's own section, a sub-rule, or a sibling is plainly related."""
    return _within(a, b) or _within(b, a) or parent_id(a) == parent_id(b) is not None


def _quote(window: str) -> str:
    words = [w for w in re.sub(r"\(\s*[^\w\s]*\s*\)", "", window).split() if re.search(r"\w", w)]
    return repr(" ".join(words[:16]))


def _citation_windows(text: str) -> list[tuple[str, str]]:
    """(cited id, the words around that citation): the clause before it (or, if that clause has no content word,
    the clauses before that, back to the previous citation; at most 12 words) and the clause after it."""
    matches = list(CITATION.finditer(text))
    out, previous = [], ""
    for i, m in enumerate(matches):
        start = matches[i - 1].end() if i else 0
        end = matches[i + 1].start() if i + 1 < len(matches) else len(text)
        clauses = re.split(r"(?<=[.;,])\s+", text[start:m.start()])
        before = ""
        while clauses and not _stems(before):
            before = f"{clauses.pop()} {before}"
        before = " ".join(before.split()[-12:])
        after = re.split(r"[.;,](?:\s|$)", text[m.end():end].lstrip(" ,;:)"), maxsplit=1)[0]
        window = f"{before} {after}" if _stems(before + " " + after) else previous
        out.append((m.group(1), window))
        previous = window
    return out


def detect_findings(book: RuleBook) -> dict[str, list[Finding]]:
    out: dict[str, list[Finding]] = defaultdict(list)
    numeric = sum(1 for e in book.entries if re.fullmatch(r"\d+(\.\d+)*[a-z]?", e.id))
    if numeric >= 20:
        for e in book.entries:
            reported: set[str] = set()
            for cited, window in _citation_windows(e.text + "\n" + "\n".join(e.examples)):
                if cited == e.id or cited in reported:
                    continue
                reported.add(cited)
                target = book.get(cited)
                if target is None:
                    out[e.id].append(Finding("missing-ref", f"cites {cited}, which does not exist", cited, True))
                    continue
                if not _near(e.id, cited) and not _share(_stems(window), _topic_stems(book, target)):
                    about = target.title or target.text[:40]
                    out[e.id].append(Finding(
                        "unrelated-ref", f"cites {cited} ({about!r}) for {_quote(window)}, which looks unrelated; "
                        "review", cited, True))
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
