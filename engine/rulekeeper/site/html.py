"""Small HTML helpers: escaping, rule-id links inside verbatim text, Gherkin highlighting, callouts."""

from __future__ import annotations

import html
import re
from typing import Callable

from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import get_lexer_by_name

from ..spec.checks import CITATION

_FORMATTER = HtmlFormatter(cssclass="highlight", wrapcode=True)
_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+!|<>])")


def esc(text: object) -> str:
    return html.escape(str(text), quote=True)


def md_inline(text: str) -> str:
    """Text for a Markdown heading: shown literally, never interpreted."""
    return _MD_SPECIAL.sub(r"\\\1", " ".join(str(text).split()))


def linked_text(text: str, href: Callable[[str], str | None]) -> str:
    """Escape verbatim rule text; rule numbers it cites become links (when they resolve)."""
    out, pos = [], 0
    for m in CITATION.finditer(text):
        target = href(m.group(1))
        if target is None:
            continue
        out.append(esc(text[pos : m.start(1)]))
        out.append(f'<a class="rk-ref" href="{esc(target)}">{esc(m.group(1))}</a>')
        pos = m.end(1)
    out.append(esc(text[pos:]))
    return "".join(out)


def paragraphs(text: str, href: Callable[[str], str | None], css: str = "rk-text") -> str:
    """Verbatim text as one-line paragraphs (a raw HTML block must not contain blank lines)."""
    paras = [p for p in re.split(r"\n\s*\n", text.strip()) if p.strip()]
    body = "".join(f"<p>{linked_text(p, href).replace(chr(10), '<br>')}</p>" for p in paras)
    return f'<div class="{css}">{body}</div>'


def gherkin(source: str) -> str:
    """Highlighted Gherkin; blank lines become a lone space so the raw HTML block stays one block."""
    out = highlight(source, get_lexer_by_name("gherkin"), _FORMATTER)
    return "\n".join(line if line.strip() else " " for line in out.rstrip("\n").split("\n"))


def callout(kind: str, title: str, body_html: str) -> str:
    """A Material admonition written as HTML (so it can sit inside other raw HTML)."""
    return f'<div class="admonition {kind}"><p class="admonition-title">{esc(title)}</p>{body_html}</div>'


def details(kind: str, summary: str, body_html: str, open_: bool = False) -> str:
    return f'<details class="{kind}"{" open" if open_ else ""}><summary>{esc(summary)}</summary>{body_html}</details>'
