"""One game's site model: its rules split into pages by section, each rule's scenarios, status and code."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..spec.checks import all_findings, cited_ids
from ..spec.models import Entry, RuleBook
from . import code, sources
from .cards_page import card_anchors, load_cards, page_uris
from .html import Linker, card_pattern
from .scenarios import Scenario, load_scenarios
from .sections import RulePage, split_pages
from .urls import relative, url_dir  # noqa: F401  (re-exported for the page modules)
from .status import rule_status, scenario_status

@dataclass
class GameSite:
    game: str
    book: RuleBook | None
    spec_error: str | None
    scenarios: list[Scenario]
    pages: list[RulePage] = field(default_factory=list)
    page_of: dict[str, RulePage] = field(default_factory=dict)
    by_rule: dict[str, list[Scenario]] = field(default_factory=dict)
    scenario_state: dict[Scenario, tuple[str, list[sources.Result]]] = field(default_factory=dict)
    status: dict[str, str] = field(default_factory=dict)
    claims: dict[str, list[code.CodeRef]] = field(default_factory=dict)
    unknown_tags: list[tuple[Scenario, str]] = field(default_factory=list)
    findings: dict[str, list[dict]] = field(default_factory=dict)
    cited_by: dict[str, list[str]] = field(default_factory=dict)
    engine_errors: list[str] = field(default_factory=list)  # engine modules that fail to import
    card_anchor: dict[str, str] = field(default_factory=dict)  # card name -> its anchor on the cards page
    card_page: dict[str, str] = field(default_factory=dict)  # card name -> the uri of its cards page
    cards_re: re.Pattern | None = None
    picture: object = None  # the engine's scenario_picture(log) -> HTML, for games that draw positions

    def scenario_picture(self, log: list) -> str | None:
        """The game's own drawing of a scenario's position (its engine's `scenario_picture`), or None."""
        return self.picture(log) if self.picture is not None and log else None

    @property
    def title(self) -> str:
        return self.book.title if self.book else self.game

    def section_key(self, entry: Entry) -> str:
        return self.book.section_of(entry).split(".")[0]

    def card_mentions(self) -> dict[str, list[str]]:
        """Card name -> ids of the rules whose text or examples name it."""
        out: dict[str, list[str]] = {}
        if self.cards_re is None or self.book is None:
            return out
        for e in self.book.entries:
            text = "\n".join((e.text,) + e.examples)
            for name in dict.fromkeys(m.group(0) for m in self.cards_re.finditer(text)):
                out.setdefault(name, []).append(e.id)
        return out

    def linker(self, from_uri: str, skip: str | None = None) -> Linker:
        """Links from verbatim text on a page: rule numbers to their anchors, card names to their cards."""
        def card(name: str) -> str | None:
            if name not in self.card_anchor:
                return None
            return relative(from_uri, self.card_page[name]) + "#" + self.card_anchor[name]

        return Linker(lambda rid: self.rule_href(rid, from_uri) if rid != skip else None, self.cards_re, card)

    def rule_href(self, rule_id: str, from_uri: str) -> str | None:
        """Relative link from a page (its .md uri) to a rule's anchor, or None if the id is unknown."""
        page = self.page_of.get(rule_id)
        if page is None:
            return None
        if page.uri == from_uri:
            return f"#{rule_id}"
        return relative(from_uri, page.uri) + f"#{rule_id}"


def _picture_hook(game: str, errors: list[str]):
    """An engine that draws positions offers `scenario_picture(log)`; the site shows it beside each scenario."""
    from .. import registry
    if not registry.game(game).engine or errors:
        return None
    return getattr(registry.game(game).module("engine"), "scenario_picture", None)


def build_game(game: str, inputs: sources.Inputs) -> GameSite:
    book = inputs.books.get(game)
    site = GameSite(game, book, inputs.spec_errors.get(game), load_scenarios(inputs.root, game, inputs.problems))
    if book is None:
        return site
    split_pages(site)
    site.findings = dict(all_findings(book))
    for e in book.entries:
        for rid in dict.fromkeys(list(e.refs) + cited_ids(e.text + "\n" + "\n".join(e.examples))):
            if rid != e.id and rid in book:
                site.cited_by.setdefault(rid, []).append(e.id)
    for sc in site.scenarios:
        results = sources.results_for(inputs, sc)
        site.scenario_state[sc] = (scenario_status([r.outcome for r in results]), results)
        for rid in sc.rules:
            if rid in book:
                site.by_rule.setdefault(rid, []).append(sc)
            else:
                site.unknown_tags.append((sc, rid))
    for e in book.entries:
        site.status[e.id] = rule_status(e, [site.scenario_state[s][0] for s in site.by_rule.get(e.id, [])])
    site.claims = code.claims(game, inputs.root, site.engine_errors)
    site.picture = _picture_hook(game, site.engine_errors)
    cards, _problem = load_cards(inputs.root, game)
    for card, anchor, uri in zip(cards, card_anchors(cards), page_uris(game, len(cards))):
        if card.name not in site.card_anchor:
            site.card_anchor[card.name], site.card_page[card.name] = anchor, uri
    site.cards_re = card_pattern(site.card_anchor)
    return site
