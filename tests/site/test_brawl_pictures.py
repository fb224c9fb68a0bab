"""Brawl's positions as pictures on the real site: a hex map beside every Brawl scenario (the built HTML), and a
real browser (chromium) showing one rule's map legibly: the whole arena, the Champions' marks, the move an
action made (screenshot kept in build/)."""

from __future__ import annotations

import re

from rulekeeper.games.brawl import load_arena
from rulekeeper.site import sources
from rulekeeper.site.model import build_game

from site_build import REPO
from site_html import page_file
from test_browser import browser, require_chromium, serve  # noqa: F401  (the chromium fixture)

RULE = "keyword.pull"  # Chain Yank pulls an Enemy two hexes: the map shows the move as an arrow


def test_every_brawl_scenario_on_the_site_has_a_hex_map_beside_it(real_site, real_root):
    site = build_game("brawl", sources.load(real_root))
    shown = 0
    for page in site.pages:
        html = page_file(real_site, page.uri).read_text(encoding="utf-8")
        blocks = html.split('<div class="rk-scenario"')[1:]
        for block in blocks:
            name = re.search(r"Scenario:\s*</span>.*?>([^<]+)<", block, re.S)
            assert 'class="rk-hexmaps"' in block and "<svg" in block, (page.uri, name and name.group(1))
        shown += len(blocks)
    expected = sum(len(site.by_rule.get(e.id, [])) for e in site.book.entries)
    assert shown == expected > 0, f"{shown} scenario blocks on the Brawl pages, {expected} expected"
    print(f"{shown} Brawl scenario blocks, each with its hex map")


def test_browser_shows_a_brawl_rule_with_a_legible_hex_map(browser, real_site, real_root):
    require_chromium()
    site = build_game("brawl", sources.load(real_root))
    hexes = len(load_arena().hexes)
    server, base = serve(real_site)
    try:
        page = browser.new_page(viewport={"width": 1280, "height": 1000})
        page.goto(f"{base}/brawl/rules/#{RULE}")
        page.wait_for_url(re.compile(rf"/brawl/rules/{re.escape(site.page_of[RULE].slug)}/#"))
        block = page.locator(f'.rk-rule[data-rule="{RULE}"]')
        figure = block.locator(".rk-scenario .rk-hexmaps").first
        figure.scroll_into_view_if_needed()
        assert figure.is_visible()
        maps = figure.locator("svg.rk-hexmap")
        assert maps.count() == 2  # before and after the action
        for i in range(2):
            box = maps.nth(i).bounding_box()
            assert box and box["width"] >= 180 and box["height"] >= 150, box  # big enough to read
            assert maps.nth(i).locator("use.rk-hex").count() == hexes  # the whole arena is drawn
        after = maps.nth(1)
        marks = after.locator(".rk-champion text").all_text_contents()
        assert "Ki" in marks and "Gw" in marks, marks  # Kilgore and Gwaien, by their two letters
        label = after.locator('.rk-champion[data-champion="Gwaien"] text').first.bounding_box()
        assert label and label["height"] >= 7, label  # the mark is drawn at a readable size
        assert after.locator("line.rk-move").count() == 1  # Gwaien's pull, as an arrow
        SHOTS = REPO / "build"
        SHOTS.mkdir(exist_ok=True)
        figure.screenshot(path=str(SHOTS / "site-brawl-hexmap.png"))
        page.close()
    finally:
        server.shutdown()
