"""The site of this repository's own data: strict build, an anchor for every rule id of all four games on the
page the rules index sends it to, pages under 2 MB, and every internal link resolving."""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import unquote, urljoin

from rulekeeper.registry import ids as game_ids
from rulekeeper.spec.loader import load_rulebook
from rulekeeper.site import sources
from rulekeeper.site.model import build_game

from site_html import example_cells, page_file, scan

MAX_PAGE_BYTES = 2 * 1024 * 1024


def test_every_rule_id_of_every_game_is_an_anchor_on_its_page(real_site, real_root):
    inputs = sources.load(real_root)
    checked = 0
    for game in game_ids():
        book = load_rulebook(real_root / "spec" / game / "rules.yaml", game)
        site = build_game(game, inputs)
        ids_by_page = {}
        for page in site.pages:
            ids_by_page[page.uri] = scan(page_file(real_site, page.uri)).ids
        all_ids = [i for ids in ids_by_page.values() for i in ids]
        for entry in book.entries:
            uri = site.page_of[entry.id].uri
            assert entry.id in ids_by_page[uri], f"{game}: rule {entry.id} has no anchor on {uri}"
            assert all_ids.count(entry.id) == 1, f"{game}: rule {entry.id} is anchored {all_ids.count(entry.id)} times"
            checked += 1
    print(f"{checked} rule anchors checked")


def test_rules_index_sends_every_rule_id_to_its_page(real_site, real_root):
    for game in game_ids():
        html = (real_site / game / "rules" / "index.html").read_text(encoding="utf-8")
        m = re.search(r"var m=(\{.*?\});", html)
        book = load_rulebook(real_root / "spec" / game / "rules.yaml", game)
        if not book.entries:
            continue
        where = json.loads(m.group(1))
        assert set(where) == {e.id for e in book.entries}
        for rid, rel in where.items():
            target = Path(unquote(urljoin(f"/{game}/rules/", rel)).lstrip("/")) / "index.html"
            assert rid in scan(real_site / target).ids, f"{game}: rules/#{rid} goes to {target}, which lacks it"


def test_largest_page_is_under_2_mb(real_site):
    pages = sorted(real_site.rglob("*.html"), key=lambda p: p.stat().st_size)
    largest = pages[-1]
    print(f"largest page: {largest.relative_to(real_site)} {largest.stat().st_size} bytes")
    assert largest.stat().st_size < MAX_PAGE_BYTES


def test_internal_links_resolve(real_site):
    broken = []
    for path in real_site.rglob("*.html"):
        if "assets" in path.parts:
            continue
        base = "/" + path.relative_to(real_site).as_posix()
        for href in scan(path).links:
            if re.match(r"^[a-z]+:", href) or href.startswith("//"):
                continue
            url, _, frag = urljoin(base, href).partition("#")
            target = real_site / unquote(url).lstrip("/")
            if url.endswith("/") or target.is_dir():
                target = target / "index.html"
            if not target.is_file():
                broken.append(f"{base}: {href}")
            elif frag and target.suffix == ".html" and unquote(frag) not in scan(target).ids:
                broken.append(f"{base}: {href} (no such anchor)")
    assert not broken, "\n".join(broken[:20])


def test_rule_statuses_agree_with_rulekeeper_coverage(real_root):
    """The site and `rulekeeper coverage` count the same way (skipped/xfail never passing)."""
    from rulekeeper.conformance.coverage import rule_states
    from rulekeeper.conformance.results import load_results

    records = load_results(real_root / "build" / "conformance.json")
    inputs = sources.load(real_root)
    as_coverage = {"passing": "passing", "failing": "failing", "skipped": "skipped", "not-run": "without",
                   "none": "without"}
    for game in game_ids():
        site = build_game(game, inputs)
        mine = {e.id: as_coverage[site.status[e.id]] for e in site.book.normative}
        assert mine == rule_states(site.book, records), game


def test_step_catalog_page_lists_every_step_with_its_example(real_site):
    import html as html_mod

    from rulekeeper.conformance.catalog import catalog

    page = (real_site / "steps" / "index.html").read_text(encoding="utf-8")
    steps = catalog()
    for step in steps:
        assert f"<code>{html_mod.escape(step['pattern'])}</code>" in page, step["pattern"]
    print(f"{len(steps)} steps listed")


def test_language_pages_show_every_grammar_rule_with_examples_that_parse(real_site, real_root):
    from rulekeeper.text import core

    for game in game_ids():
        try:
            lark = core.parser(game)
        except KeyError:
            assert "No card-text language" in (real_site / game / "language" / "index.html").read_text(encoding="utf-8")
            continue
        ids = set(scan(real_site / game / "language" / "index.html").ids)
        names = {r.origin.name for r in lark.rules if not str(r.origin.name).startswith("_")}
        missing = {str(n) for n in names} - {i[len("grammar-"):] for i in ids if i.startswith("grammar-")}
        assert not missing, f"{game}: grammar rules without a section: {sorted(missing)}"

        cells = example_cells(real_site / game / "language" / "index.html")
        shown = [t for t in cells if t and "no shipped card uses this" not in t]
        for text in shown:
            core.parse(game, text)  # raises CardTextError if a shown example does not parse
        print(f"{game}: {len(names)} grammar rules, {len(shown)} examples shown, all parse")


def test_code_links_point_at_the_claiming_function(real_site, real_root):
    """Each 'Implemented by' link opens the code page at the line of the function (or its decorator)."""
    checked = 0
    inputs = sources.load(real_root)
    for game in game_ids():
        site = build_game(game, inputs)
        for rid, refs in site.claims.items():
            if rid not in site.page_of:
                continue
            html = (page_file(real_site, site.page_of[rid].uri)).read_text(encoding="utf-8")
            for ref in refs:
                if not ref.path:
                    continue
                line = (Path(__file__).resolve().parents[2] / ref.path).read_text(encoding="utf-8").splitlines()[ref.line - 1]
                assert line.lstrip().startswith(("@", "def ", "class ", "async def ")), (ref, line)
                module = ref.target.partition(":")[0]
                assert f"code/{module}/#L-{ref.line}" in html, (rid, ref)
                assert f"L-{ref.line}" in scan(real_site / "code" / module / "index.html").ids
                checked += 1
    print(f"{checked} code links checked")


def test_the_check_your_engine_page_shows_each_schema_and_a_live_exchange(real_site):
    import html

    page = page_file(real_site, "engines.md").read_text(encoding="utf-8")
    text = html.unescape(re.sub(r"<[^>]+>", "", page))  # the code blocks are highlighted token by token
    assert "rulekeeper conformance --game champions --program" in text
    assert "protocol.schema.json" in text and '"$schema"' in text
    # the example exchange is run against our engine at build time: the refusal names its rule
    assert '< {"illegal": {"rule": "3.1.2a"' in text
    for game in game_ids():
        assert f'id="protocol-{game}"' in page
