"""MkDocs hooks (mkdocs.yml `hooks:`): generate every game's pages at build time, nothing written to docs/.

on_config computes the pages and the navigation; on_files adds the pages; on_page_markdown and on_page_content
keep their raw HTML out of Markdown's way (`raw_html`); broken inputs (a spec that does not
load, a feature file with a syntax error, an unreadable results file) are logged as warnings, so
`mkdocs build --strict` fails on them with the file and the place.
"""

from __future__ import annotations

import logging

from mkdocs.structure.files import File

from rulekeeper import paths
from rulekeeper.registry import game as game_info, ids as game_ids
from rulekeeper.site import (cards_page, code_pages, coverage_page, game_pages, language_page, protocol_page,
                             raw_html, rules_pages, sources, steps_page)
from rulekeeper.site.model import build_game

log = logging.getLogger("mkdocs.plugins.rulekeeper")
_BUILT: dict = {}


def generate() -> tuple[dict[str, str], list, list[str]]:
    """(uri -> Markdown, nav, problems) for the whole site."""
    inputs = sources.load()
    sites = {g: build_game(g, inputs) for g in game_ids()}
    pages: dict[str, str] = {}
    nav: list = [{"Home": "index.md"}]
    problems = list(inputs.problems)
    for game, site in sites.items():
        pages[f"{game}/index.md"] = game_pages.render_overview(site, inputs.results_note)
        pages[f"{game}/rules/index.md"] = game_pages.render_rules_index(site)
        for page in site.pages:
            pages[page.uri] = rules_pages.render_page(site, page)
        cards_md, card_problems = cards_page.render(inputs.root, game, site.title, site.card_mentions(),
                                                    site.rule_href)
        pages.update(cards_md)
        problems += card_problems
        cards_nav = f"{game}/cards.md" if len(cards_md) == 1 else [f"{game}/cards.md"] + [
            {f"page {uri.rsplit('/', 1)[1][:-3]}": uri} for uri in cards_md if uri != f"{game}/cards.md"]
        pages[f"{game}/language.md"] = language_page.render(inputs.root, paths.grammar_dir(), game, site.title)
        rules_nav = [f"{game}/rules/index.md"] + [{p.title: p.uri} for p in site.pages]
        nav.append({game_info(game).tab: [
            {"Overview": f"{game}/index.md"}, {"Rules": rules_nav},
            {"Cards": cards_nav}, {"Card-text language": f"{game}/language.md"}]})
    code = code_pages.render_all(sites, inputs.root)
    pages.update(code)
    pages[coverage_page.URI] = coverage_page.render(sites, inputs.results_note)
    pages[steps_page.URI] = steps_page.render()
    pages[protocol_page.URI] = protocol_page.render()
    nav += [{"Coverage": coverage_page.URI}, {"Step catalog": steps_page.URI}, {"Check your engine": protocol_page.URI}]
    if code:
        modules = [(uri[len("code/"):-len(".md")].removeprefix("rulekeeper."), uri) for uri in sorted(code)]
        nav.append({"Engine code": [{name: uri} for name, uri in modules]})
    return pages, nav, problems


def on_config(config):
    pages, nav, problems = generate()
    _BUILT.update(pages=pages, problems=problems)
    if not config.get("nav"):
        config["nav"] = nav
    return config


def on_files(files, config):
    for problem in _BUILT.get("problems", []):
        log.warning("rulekeeper: %s", problem)
    for uri, content in _BUILT.get("pages", {}).items():
        files.append(File.generated(config, uri, content=content))
    return files


def on_page_markdown(markdown, page, config, files):
    if page.file.src_uri not in _BUILT.get("pages", {}):
        return markdown
    markdown, _BUILT.setdefault("raw", {})[page.file.src_uri] = raw_html.stash(markdown)
    return markdown


def on_page_content(html, page, config, files):
    return raw_html.restore(html, _BUILT.get("raw", {}).pop(page.file.src_uri, []))
