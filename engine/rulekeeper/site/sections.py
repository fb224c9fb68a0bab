"""Rules into pages: top-level sections in document order, an oversized one split along its subsections,
so every page stays light (issue 7: the largest page under 2 MB)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..spec.models import Entry, RuleBook

if TYPE_CHECKING:
    from .model import GameSite

MAX_RULES_PER_PAGE = 80  # a section larger than this is split along its second-level sections


@dataclass
class RulePage:
    game: str
    slug: str
    title: str
    entries: list[Entry]

    @property
    def uri(self) -> str:
        return f"{self.game}/rules/{self.slug}.md"


def _slug(key: str) -> str:
    return "".join(c if c.isalnum() else "-" for c in key).strip("-").lower() or "rules"


def split_pages(site: GameSite) -> None:
    """Top-level sections in document order; an oversized one is split along its second-level sections."""
    groups: dict[str, list[Entry]] = {}
    for e in site.book.entries:
        groups.setdefault(site.section_key(e), []).append(e)
    used: set[str] = {"index"}  # rules/index.md is the rules index
    for key, entries in groups.items():
        if len(entries) <= MAX_RULES_PER_PAGE:
            chunks = [(key, key, entries)]
        else:
            chunks = _chunks([(_subsection(site.book, e), e) for e in entries])
        for first, last, chunk in chunks:
            slug = _slug(first)
            while slug in used:
                slug += "-x"
            used.add(slug)
            page = RulePage(site.game, slug, _title(site.book, first, last), chunk)
            site.pages.append(page)
            for e in chunk:
                site.page_of[e.id] = page


def _title(book: RuleBook, first: str, last: str) -> str:
    def name(rid: str) -> str:
        head = book.get(rid)
        if not (head and head.title):
            return rid
        return f"{rid} {head.title}" if rid[:1].isdigit() and not head.title.startswith(rid) else head.title

    return name(first) if first == last else f"{name(first)} – {name(last)}"


def _subsection(book: RuleBook, entry: Entry) -> str:
    """The entry's ancestor one level below its top-level section (the entry itself if it is that high)."""
    chain, current, seen = [entry.id], entry, set()
    while True:
        up = book.parent_of(current)
        if up is None or up not in book or up in seen:
            break
        seen.add(up)
        chain.append(up)
        current = book.get(up)
    return chain[-2] if len(chain) >= 2 else chain[-1]


def _chunks(keyed: list[tuple[str, Entry]]) -> list[tuple[str, str, list[Entry]]]:
    """Runs of second-level sections, merged while a page stays within MAX_RULES_PER_PAGE rules."""
    runs: list[tuple[str, list[Entry]]] = []
    root = keyed[0][0]
    for sub, e in keyed:
        if runs and (runs[-1][0] == sub or sub == root):
            runs[-1][1].append(e)
        else:
            runs.append((sub, [e]))
    pages: list[tuple[str, str, list[Entry]]] = []
    for sub, run in runs:
        if pages and len(pages[-1][2]) + len(run) <= MAX_RULES_PER_PAGE:
            first, _, chunk = pages[-1]
            pages[-1] = (first, sub, chunk + run)
        else:
            pages.append((sub, sub, list(run)))
    return pages


