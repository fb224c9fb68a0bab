"""Small HTML helpers: escaping, rule-id links inside verbatim text, Gherkin highlighting, callouts."""

from __future__ import annotations

import functools
import html
import re
from dataclasses import dataclass
from typing import Callable

from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import get_lexer_by_name

from ..spec.checks import CITATION

_FORMATTER = HtmlFormatter(cssclass="highlight", wrapcode=True)
# Python-Markdown's backslash escapes (its ESCAPED_CHARS, less '-' and '.', which need none inside a line); '<' and
# '&' have no backslash escape there ('\<' shows its backslash): they become entities; '|' needs none (no tables).
_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+!>])")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def esc(text: object) -> str:
    return html.escape(str(text), quote=True)


def md_inline(text: str) -> str:
    """Text for a Markdown heading: shown literally, never interpreted."""
    flat = _CONTROL.sub("\ufffd", " ".join(str(text).split()))  # \x02, \x03 are Markdown's own placeholders
    return _MD_SPECIAL.sub(r"\\\1", flat.replace("&", "&amp;").replace("<", "&lt;"))


@dataclass(frozen=True)
class Linker:
    """What verbatim text may link to: rule numbers (`rule`), and card names (`cards`, matched whole-word)."""

    rule: Callable[[str], str | None]
    cards: re.Pattern | None = None
    card: Callable[[str], str | None] = lambda name: None

    def matches(self, text: str):
        found = [(m.start(1), m.end(1), "rk-ref", self.rule(m.group(1))) for m in CITATION.finditer(text)]
        if self.cards is not None:
            found += [(m.start(), m.end(), "rk-card-ref", self.card(m.group(0))) for m in self.cards.finditer(text)]
        pos = 0
        for start, end, css, target in sorted(found):
            if target is not None and start >= pos:
                yield start, end, css, target
                pos = end


def card_pattern(names) -> re.Pattern | None:
    """One whole-word, case-sensitive pattern for a game's card names, longest first."""
    names = sorted({n for n in names if len(n) >= 4}, key=len, reverse=True)
    return re.compile(r"(?<![\w-])(?:" + "|".join(map(re.escape, names)) + r")(?![\w-])") if names else None


def linked_text(text: str, link: "Linker | Callable[[str], str | None]") -> str:
    """Escape verbatim text; the rule numbers and card names it mentions become links (when they resolve)."""
    if not isinstance(link, Linker):
        link = Linker(link)
    out, pos = [], 0
    for start, end, css, target in link.matches(text):
        out.append(esc(text[pos:start]))
        out.append(f'<a class="{css}" href="{esc(target)}">{esc(text[start:end])}</a>')
        pos = end
    out.append(esc(text[pos:]))
    return "".join(out)


def paragraphs(text: str, link: "Linker | Callable[[str], str | None]", css: str = "rk-text") -> str:
    """Verbatim text as one-line paragraphs (a raw HTML block must not contain blank lines)."""
    paras = [p for p in re.split(r"\n\s*\n", text.strip()) if p.strip()]
    body = "".join(f"<p>{linked_text(p, link).replace(chr(10), '<br>')}</p>" for p in paras)
    return f'<div class="{css}">{body}</div>'


@functools.lru_cache(maxsize=4096)
def gherkin(source: str) -> str:
    """Highlighted Gherkin, as `one_block`. Remembered:
    a scenario shown under each of its rules, and under every build in one process, is highlighted once."""
    return one_block(highlight(source, get_lexer_by_name("gherkin"), _FORMATTER))


def one_block(highlighted: str) -> str:
    """Highlighted code whose blank lines are a lone space, so Markdown keeps the raw HTML block whole."""
    return "\n".join(line if line.strip() else " " for line in highlighted.rstrip("\n").split("\n"))


def callout(kind: str, title: str, body_html: str) -> str:
    """A Material admonition written as HTML (so it can sit inside other raw HTML)."""
    return f'<div class="admonition {kind}"><p class="admonition-title">{esc(title)}</p>{body_html}</div>'


def details(kind: str, summary: str, body_html: str, open_: bool = False) -> str:
    return f'<details class="{kind}"{" open" if open_ else ""}><summary>{esc(summary)}</summary>{body_html}</details>'
