"""raw_html: whole raw-HTML blocks skip Markdown and come back as they were; anything else stays Markdown."""

from __future__ import annotations

import markdown
from hypothesis import example, given, strategies as st

from rulekeeper.site import raw_html

MARKDOWN = markdown.Markdown(extensions=["attr_list", "md_in_html", "admonition", "pymdownx.details",
                                         "pymdownx.superfences"])  # as mkdocs.yml, loaded once


def convert(text: str) -> str:
    return MARKDOWN.reset().convert(text)


def through_stash(text: str) -> str:
    stashed, blocks = raw_html.stash(text)
    return raw_html.restore(convert(stashed), blocks)


def lines(html: str) -> list[str]:
    return [line for line in html.splitlines() if line.strip()]


PAGE = """# A page

## rule.1 Title { #rule.1 .rk-rule-heading }

<div class="rk-rule"><p>text &amp; <code>x</code></p><div class="highlight"><pre><code>line 1

line 3 after a blank line
  \t
</code></pre></div></div>

Some *Markdown* text.

<details class="note"><summary>log</summary><table><tr><td>1</td></tr></table></details>

<p>a raw paragraph</p>
"""


def test_whole_blocks_are_stashed_and_come_back_as_markdown_would_give_them():
    stashed, blocks = raw_html.stash(PAGE)
    assert len(blocks) == 3
    assert "<div" not in stashed and "<details" not in stashed and "*Markdown*" in stashed
    assert lines(through_stash(PAGE)) == lines(convert(PAGE))


def test_the_heading_stays_markdown_so_the_toc_is_unchanged():
    html = through_stash(PAGE)
    assert '<h2 class="rk-rule-heading" id="rule.1">rule.1 Title</h2>' in html


def test_a_block_followed_by_text_on_its_next_line_is_left_to_markdown():
    text = "<div>one</div>\nstill the same block\n\n<div>two</div>\n"
    stashed, blocks = raw_html.stash(text)
    assert blocks == ["<div>two</div>"]
    assert stashed.startswith("<div>one</div>\nstill")
    assert lines(through_stash(text)) == lines(convert(text))


def test_an_unclosed_element_is_left_to_markdown():
    text = "<div><div>never closed</div>\n\ntext\n"
    assert raw_html.stash(text) == (text, [])


def test_nested_elements_of_the_same_tag_close_at_the_outer_one():
    text = "<div><div>a</div>\n\n<div>b</div></div>\n\nafter\n"
    stashed, blocks = raw_html.stash(text)
    assert blocks == ["<div><div>a</div>\n\n<div>b</div></div>"]
    assert lines(through_stash(text)) == lines(convert(text))


def test_a_fence_line_in_a_block_leaves_that_block_and_the_rest_of_the_page_to_markdown():
    """Markdown's fence preprocessor runs before raw blocks are found: a fence from one block to the next is code."""
    text = "<div>first</div>\n\n<div>\n```\n</div>\n\n<div>\n```\n</div>\n"
    stashed, blocks = raw_html.stash(text)
    assert blocks == ["<div>first</div>"]
    assert lines(through_stash(text)) == lines(convert(text))
    assert "<code>" in convert(text)  # the case is real: Markdown alone makes code of it


def test_an_element_with_a_markdown_attribute_is_left_to_markdown():
    text = '<div markdown="1">*emphasis*</div>\n\n<div>*kept*</div>\n'
    assert raw_html.stash(text)[1] == ["<div>*kept*</div>"]
    assert lines(through_stash(text)) == lines(convert(text))


words = st.text(alphabet="abc *&<>`~\n", max_size=30)
TAGS = ["div", "details", "p", 'div markdown="1"', "md"]


@given(st.lists(st.tuples(st.sampled_from(TAGS), words), max_size=6))
@example([("div", "\n```\n"), ("div", "\n```\n")])  # found on a CI run: a fence across two blocks
def test_any_mix_of_blocks_and_escaped_markdown_renders_as_markdown_alone_would(parts):
    """Escaped as the page renderers escape (an unescaped `<a` in Markdown would change how Markdown reads the
    blocks after it, which the generated pages never contain)."""
    from html import escape

    text = "\n\n".join(escape(body) if tag == "md" else f"<{tag}>{escape(body)}</{tag.split()[0]}>"
                         for tag, body in parts)
    text += "\n"
    assert lines(through_stash(text)) == lines(convert(text))
