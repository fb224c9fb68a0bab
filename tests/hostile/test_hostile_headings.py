"""Hostile titles (issue 17, hole 6): a rule or card title put in a site heading by `md_inline` is shown literally by
the site's Markdown (the extensions of mkdocs.yml), in the heading and in the table of contents that feeds the
navigation and the search index: no stray backslash, no markup interpreted, no text lost."""

from __future__ import annotations

import html

import markdown
import yaml
from hypothesis import given
from hypothesis import strategies as st
from hostile_inputs import budget, tried

from rulekeeper import paths
from rulekeeper.site.html import md_inline


def _extensions() -> tuple[list, dict]:
    config = yaml.safe_load((paths.repo_root() / "mkdocs.yml").read_text(encoding="utf-8"))
    names, configs = [], {}
    for ext in config["markdown_extensions"]:
        name, conf = next(iter(ext.items())) if isinstance(ext, dict) else (ext, None)
        names.append(name)
        if conf:
            configs[name] = conf
    return names, configs


EXTENSIONS = _extensions()
SPECIAL = st.sampled_from(list("\\`*_{}[]()#+-.!|<>&;:= ") + ["&lt;", "&amp;", "&#65;", "<b>", "</b>", "{: .x }",
                                                              "{ #id }", "**", "__", "[a](b)", "![i](s)", "~~"])
TITLES = st.lists(SPECIAL | st.text(st.characters(min_codepoint=0x20, exclude_categories=["Cs", "Cc"]),
                                    max_size=4), max_size=12).map("".join)


@budget("heading")
@given(title=TITLES)
def test_a_heading_shows_its_title_literally(title):
    tried("heading")
    expected = " ".join(title.split())
    md = markdown.Markdown(extensions=EXTENSIONS[0], extension_configs=EXTENSIONS[1])
    out = md.convert(f"# {md_inline(title)} {{ #anchor }}")
    assert out == f'<h1 id="anchor">{html.escape(expected, quote=False)}</h1>' or not expected
    if expected:
        assert html.unescape(md.toc_tokens[0]["name"]) == expected
