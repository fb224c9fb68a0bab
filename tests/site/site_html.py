"""Reading the built HTML back: ids, links and elements of each page (html.parser, no extra dependency)."""

from __future__ import annotations

from functools import lru_cache
from html.parser import HTMLParser
from pathlib import Path


class PageScan(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids: list[str] = []
        self.links: list[str] = []
        self.rules: dict[str, str] = {}  # data-rule -> data-status

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if a.get("id"):
            self.ids.append(a["id"])
        if tag == "a" and a.get("href"):
            self.links.append(a["href"])
        if a.get("data-rule"):
            self.rules[a["data-rule"]] = a.get("data-status", "")


@lru_cache(maxsize=None)
def scan(path: Path) -> PageScan:
    p = PageScan()
    p.feed(path.read_text(encoding="utf-8"))
    return p


def page_file(site: Path, uri: str) -> Path:
    """The built file of a page source uri (use_directory_urls): a/b.md -> a/b/index.html."""
    stem = uri[: -len(".md")]
    if stem == "index" or stem.endswith("/index"):
        return site / stem[: -len("index")] / "index.html"
    return site / stem / "index.html"


class _Examples(HTMLParser):
    """The second cell of every two-column table row: the examples of a language page."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.cells: list[str] = []
        self.row: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        if tag == "tr":
            self.row = []
        elif tag == "td" and self.row is not None:
            self.row.append("")

    def handle_endtag(self, tag):
        if tag == "tr" and self.row is not None and len(self.row) == 2:
            self.cells.append(self.row[1])
        if tag == "tr":
            self.row = None

    def handle_data(self, data):
        if self.row:
            self.row[-1] += data


def example_cells(path: Path) -> list[str]:
    p = _Examples()
    p.feed(path.read_text(encoding="utf-8"))
    return p.cells
