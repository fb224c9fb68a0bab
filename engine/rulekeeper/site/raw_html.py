"""Keep the generated pages' raw HTML blocks away from Markdown, and put them back after it.

The generated pages are mostly raw HTML (rule cards, scenario texts, highlighted code): Python-Markdown would
feed every byte of it through `html.parser` to find where each block ends (60 of the 62 s a site build spent
in Markdown). A block that is one balanced element, alone between blank lines, comes out of Markdown exactly
as it went in, so `stash` swaps it for a one-word paragraph before Markdown runs and `restore` swaps the word
back afterwards. Headings and text stay Markdown, so the table of contents and the search index are unchanged.

Two things reach into raw HTML before Markdown looks for blocks, and both are left to Markdown: a code fence
(the fence preprocessor runs first and reads a fence line inside a block, or a fence that spans blocks, as code;
so only blocks before the page's first fence-like line are stashed) and an element with a `markdown` attribute
(`md_in_html` renders its inside as Markdown).
"""

from __future__ import annotations

import re

_START = re.compile(r"(?:\A|(?<=\n\n))<(div|details|p|ul|ol|table|script|pre|dl)[\s>]")
_TOKEN = "rkrawhtml{}x"
_BLANK_LINE = re.compile(r"(?<=\n) +\n")  # as Markdown's own whitespace normalization does to its whole input
_PARAGRAPH = re.compile(r"<p>rkrawhtml(\d+)x</p>")
_FENCE = re.compile(r"^[ \t]*(?:```|~~~)", re.MULTILINE)  # any line a fence could open or close on
_MARKDOWN_ATTRIBUTE = re.compile(r"\smarkdown\s*=")


def _block_end(text: str, start: int, tag: str) -> int | None:
    """Index just past the element opened at `start`, if it closes at the end of a line followed by a blank one."""
    depth = 0
    for tag_match in re.compile(rf"<(/?){tag}[\s>]").finditer(text, start):
        depth += -1 if tag_match.group(1) else 1
        if depth == 0:
            end = text.index(">", tag_match.start()) + 1
            following = text[end:end + 2]
            return end if following in ("", "\n", "\n\n") else None
    return None


def stash(markdown: str) -> tuple[str, list[str]]:
    """(Markdown with each whole raw-HTML block replaced by a placeholder word, the blocks in order)."""
    blocks: list[str] = []
    out: list[str] = []
    position = 0
    fence = _FENCE.search(markdown)
    first_fence = fence.start() if fence else len(markdown)
    for start_match in _START.finditer(markdown, 0, first_fence):
        start = start_match.start()
        if start < position:
            continue
        end = _block_end(markdown, start, start_match.group(1))
        if end is None or end > first_fence or _MARKDOWN_ATTRIBUTE.search(markdown, start, markdown.index(">", start)):
            continue
        out += [markdown[position:start], _TOKEN.format(len(blocks))]
        blocks.append(_BLANK_LINE.sub("\n", markdown[start:end].expandtabs(4)))
        position = end
    out.append(markdown[position:])
    return "".join(out), blocks


def restore(html: str, blocks: list[str]) -> str:
    """The page's HTML with every placeholder paragraph replaced by its block."""
    return _PARAGRAPH.sub(lambda m: blocks[int(m.group(1))], html) if blocks else html
