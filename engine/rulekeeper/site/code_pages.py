"""Source pages for the engine code that claims rules (`@implements`), so a rule links to its code by line,
and each code page links back to the rules it carries out."""

from __future__ import annotations

import functools
from pathlib import Path

from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import PythonLexer

from .code import CodeRef
from .html import esc, one_block
from .model import GameSite, relative


def module_of(ref: CodeRef) -> str:
    return ref.target.partition(":")[0]


def uri_of(ref: CodeRef) -> str:
    return f"code/{module_of(ref)}.md"


def line_href(ref: CodeRef, from_uri: str) -> str | None:
    if not ref.path or not ref.line:
        return None
    return relative(from_uri, uri_of(ref)) + f"#L-{ref.line}"


@functools.lru_cache(maxsize=256)
def _highlighted_python(source: str) -> str:
    """A module's source, highlighted with line anchors (`#L-12`), as `one_block`. Remembered by source text:
    every build in one process highlights a module once."""
    formatter = HtmlFormatter(cssclass="highlight rk-source-code", linenos="inline", lineanchors="L",
                              anchorlinenos=True, wrapcode=True)
    return one_block(highlight(source, PythonLexer(), formatter))


def render_all(sites: dict[str, GameSite], root: Path) -> dict[str, str]:
    """uri -> Markdown for every module that holds a claim (searching skips them: they are code, not rules)."""
    by_module: dict[str, list[tuple[GameSite, str, CodeRef]]] = {}
    for site in sites.values():
        for rid, refs in site.claims.items():
            for ref in refs:
                if ref.path and ref.line:
                    by_module.setdefault(module_of(ref), []).append((site, rid, ref))
    pages = {}
    for module, claims in sorted(by_module.items()):
        uri = f"code/{module}.md"
        path = claims[0][2].path
        source_file = next((base / path for base in (root, Path(__file__).resolve().parents[3]) if (base / path).is_file()), None)
        if source_file is None:
            continue
        code = _highlighted_python(source_file.read_text(encoding="utf-8"))
        rows = "".join(
            f'<tr><td><a href="#L-{ref.line}"><code>{esc(ref.target.partition(":")[2])}</code></a> (line {ref.line})</td>'
            f'<td><a class="rk-ref" href="{esc(site.rule_href(rid, uri) or "")}">{esc(site.game)} {esc(rid)}</a></td></tr>'
            if site.rule_href(rid, uri) else
            f'<tr><td><a href="#L-{ref.line}"><code>{esc(ref.target.partition(":")[2])}</code></a> (line {ref.line})</td>'
            f"<td>{esc(site.game)} {esc(rid)} (not in the rules)</td></tr>"
            for site, rid, ref in sorted(claims, key=lambda c: (c[2].line, c[1])))
        pages[uri] = ("---\nsearch:\n  exclude: true\n---\n\n"
                      f"# <code>{esc(module)}</code>\n\n<p><code>{esc(path)}</code></p>\n\n"
                      '<div class="rk-claims"><table><thead><tr><th>function</th><th>carries out</th></tr></thead>'
                      f"<tbody>{rows}</tbody></table></div>\n\n{code}\n")
    return pages
