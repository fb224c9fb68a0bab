"""A real browser (Debian's chromium driven by Playwright) on the built site served from localhost:
open a rule by its anchor, see its badge and its scenario, unfold the event log, run a search, save screenshots."""

from __future__ import annotations

import functools
import http.server
import re
import threading
from collections import Counter
from pathlib import Path

import pytest

from rulekeeper.registry import ids as game_ids
from rulekeeper.site import sources
from rulekeeper.site.model import build_game
from rulekeeper.site.status import STATUSES

from site_build import REPO

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
SHOTS = REPO / "build"
PREFERENCE = ("passing", "failing", "skipped", "not-run")


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def require_chromium(path: Path = CHROMIUM) -> None:
    """No silent skip: without the browser the test fails and says how to get it."""
    if not path.exists():
        pytest.fail(f"{path} is missing: run `make browser` (it installs Debian's chromium package)")


@pytest.fixture(scope="module")
def browser():
    if not CHROMIUM.exists():
        yield None  # each test then fails with the message of require_chromium
        return
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield b
        b.close()


def serve(site: Path):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def pick_rule(inputs):
    """The first rule, in document order, with a scenario; a rule with a passing scenario is preferred."""
    for wanted in PREFERENCE:
        for game in game_ids():
            site = build_game(game, inputs)
            for entry in site.book.entries if site.book else ():
                if site.by_rule.get(entry.id) and site.status[entry.id] == wanted:
                    return site, entry
    return None, None


def rare_word(site, entry) -> str:
    """The word of the rule's text found in the fewest rules of its game: a search that should find it."""
    counts = Counter(w for e in site.book.entries for w in set(re.findall(r"[A-Za-z]{6,}", e.text.lower())))
    words = sorted(set(re.findall(r"[A-Za-z]{6,}", entry.text.lower())), key=lambda w: (counts[w], w))
    return words[0] if words else entry.id


def check_rule_page(browser, site_dir: Path, game_site, entry, name: str) -> None:
    server, base = serve(site_dir)
    try:
        page = browser.new_page(viewport={"width": 1280, "height": 1000})
        # the rules index sends rules/#<id> on to the section page holding the rule
        page.goto(f"{base}/{game_site.game}/rules/#{entry.id}")
        page_slug = game_site.page_of[entry.id].slug
        page.wait_for_url(re.compile(rf"/{game_site.game}/rules/{re.escape(page_slug)}/#"))
        heading = page.locator(f'[id="{entry.id}"]')
        assert heading.is_visible()
        block = page.locator(f'.rk-rule[data-rule="{entry.id}"]')
        status = game_site.status[entry.id]
        badge = block.locator(".rk-meta .rk-badge")
        assert badge.is_visible() and badge.inner_text().strip() == STATUSES[status][0]
        scenario = block.locator(".rk-scenario").first
        assert scenario.is_visible()
        first = game_site.by_rule[entry.id][0]
        assert first.name in scenario.locator(".highlight").inner_text()
        log = scenario.locator("details.rk-log-box")
        if log.count():
            log.first.locator("summary").click()
            assert log.first.locator(".rk-log table").is_visible()
        heading.scroll_into_view_if_needed()
        SHOTS.mkdir(exist_ok=True)
        page.screenshot(path=str(SHOTS / f"site-{name}-rule.png"))
        # search (Material's built-in index) finds the rule's page
        word = rare_word(game_site, entry)
        search = page.locator("input.md-search__input")
        search.click()
        search.press_sequentially(word, delay=20)
        results = page.locator("a.md-search-result__link")
        results.first.wait_for(state="attached", timeout=15000)
        hrefs = [results.nth(i).get_attribute("href") for i in range(results.count())]
        wanted = f"/{game_site.game}/rules/{page_slug}/"
        assert any(wanted in h and h.endswith(f"#{entry.id}") for h in hrefs), (word, hrefs)
        page.screenshot(path=str(SHOTS / f"site-{name}-search.png"))
        # searching the rule id itself finds the rule
        search.fill("")
        search.press_sequentially(entry.id, delay=20)
        page.wait_for_function("id => [...document.querySelectorAll('a.md-search-result__link')]"
                               ".some(a => a.href.endsWith('#' + id))", arg=entry.id, timeout=15000)
        page.close()
    finally:
        server.shutdown()


def test_without_chromium_the_browser_tests_fail_saying_how_to_install_it(tmp_path):
    with pytest.raises(pytest.fail.Exception, match=r"missing: run `make browser`"):
        require_chromium(tmp_path / "no-chromium-here")


def test_browser_opens_a_rule_of_the_real_site(browser, real_site, real_root):
    require_chromium()
    game_site, entry = pick_rule(sources.load(real_root))
    if entry is None:
        pytest.skip("no rule of any game has a scenario yet (the fixture test still runs)")
    print(f"browser checked {game_site.game} {entry.id} ({game_site.status[entry.id]})")
    check_rule_page(browser, real_site, game_site, entry, "real")


def test_browser_shows_failing_and_passing_rules_of_the_fixture(browser, fixture_site, fixture_root):
    require_chromium()
    inputs = sources.load(fixture_root)
    site = build_game("champions", inputs)
    assert site.status["1.1"] == "passing" and site.status["1.2"] == "failing"
    check_rule_page(browser, fixture_site, site, site.book.get("1.2"), "fixture")
