"""Per game: the overview page (status by section, with a chart) and the rules index that resolves
`<game>/rules/#<rule id>` to the page holding that rule."""

from __future__ import annotations

import json
from collections import Counter

from .chart import ORDER, bars
from .html import callout, details, esc, md_inline
from .model import GameSite, RulePage, relative
from .status import STATUSES


def page_counts(site: GameSite, page: RulePage) -> Counter:
    return Counter(site.status[e.id] for e in page.entries)


def _table(site: GameSite, from_uri: str) -> str:
    head = "".join(f"<th>{esc(STATUSES[s][0])}</th>" for s in ORDER)
    rows = []
    for page in site.pages:
        c = page_counts(site, page)
        cells = "".join(f"<td>{c.get(s, 0)}</td>" for s in ORDER)
        rows.append(f'<tr><td><a href="{relative(from_uri, page.uri)}">{esc(page.title)}</a></td>'
                    f"<td>{len(page.entries)}</td>{cells}</tr>")
    return (f'<div class="rk-sections"><table><thead><tr><th>section</th><th>rules</th>{head}</tr></thead>'
            f"<tbody>{''.join(rows)}</tbody></table></div>")


def _problems(site: GameSite, note: str) -> list[str]:
    out = []
    if site.spec_error:
        out.append(callout("failure", "The rules file does not load", f"<p>{esc(site.spec_error)}</p>"))
    if site.unknown_tags:
        items = "".join(f"<li><code>{esc(sc.feature)}:{sc.line}</code> tags <code>@rule:{esc(rid)}</code></li>"
                        for sc, rid in site.unknown_tags)
        out.append(callout("warning", "Scenarios tagged with rule ids that are not in the rules", f"<ul>{items}</ul>"))
    if site.engine_errors:
        items = "".join(f"<li><code>{esc(e)}</code></li>" for e in site.engine_errors)
        out.append(callout("failure", "Engine code that does not import (its rules show no code links)", f"<ul>{items}</ul>"))
    if note:
        out.append(callout("note", "Scenario results", f"<p>{esc(note)}</p>"))
    return out


def render_overview(site: GameSite, note: str) -> str:
    uri = f"{site.game}/index.md"
    lines = [f"# {md_inline(site.title)}\n"]
    lines += _problems(site, note)
    if site.book is None:
        return "\n\n".join(lines) + "\n"
    book = site.book
    total = Counter(site.status.values())
    normative = len(book.normative)
    passing = total.get("passing", 0)
    pct = f"{100 * passing / normative:.0f} %" if normative else "—"
    summary = (f"<p>{len(book.entries)} entries: {normative} normative, {len(book.entries) - normative} informative; "
               f"{len(site.scenarios)} scenarios; normative rules with a passing scenario: {passing} of {normative} ({pct}); "
               f"{sum(len(v) for v in site.findings.values())} source findings.</p>")
    if book.sources:
        summary += "<p>Sources: " + ", ".join(f"<code>{esc(s)}</code>" for s in book.sources) + "</p>"
    lines.append(summary)
    if not book.entries:
        lines.append("<p>No rules transcribed yet.</p>")
    else:
        rows = [(p.title, dict(page_counts(site, p))) for p in site.pages]
        lines.append(f'<div class="rk-figure">{bars(rows, f"{site.title}: rules by status, per section")}</div>')
        lines.append(_table(site, uri))
    if site.findings:
        lines.append(_findings(site, uri))
    if book.changelog:
        lines.append(_changelog(site, uri))
    links = (f'<p><a href="{relative(uri, f"{site.game}/rules/index.md")}">All rules</a> · '
             f'<a href="{relative(uri, f"{site.game}/cards.md")}">Cards</a> · '
             f'<a href="{relative(uri, f"{site.game}/language.md")}">Card-text language</a></p>')
    lines.append(links)
    return "\n\n".join(lines) + "\n"


def _findings(site: GameSite, uri: str) -> str:
    """Every source finding of the game in one list, each linked to the rule that carries it as a callout."""
    rows = "".join(f"<tr><td>{_rule(site, uri, rid)}</td><td>{esc(f['kind'])}</td><td>{esc(f['message'])}</td></tr>"
                   for e in site.book.entries for rid in [e.id] for f in site.findings.get(rid, []))
    total = sum(len(v) for v in site.findings.values())
    return details("warning", f"Source findings: {total} problems in the source document",
                   f'<div class="rk-findings"><table><thead><tr><th>rule</th><th>kind</th><th>finding</th></tr></thead>'
                   f"<tbody>{rows}</tbody></table></div>")


def _changelog(site: GameSite, uri: str) -> str:
    """The source document's own changelog (kept as data), each changed rule linked."""
    parts = []
    for entry in site.book.changelog:
        changes = entry.get("changes")
        if isinstance(changes, list):
            rows = "".join(
                f"<tr><td>{_rule(site, uri, str(c.get('rule', '')))}</td><td>{esc(c.get('change', ''))}</td></tr>"
                if isinstance(c, dict) else f"<tr><td colspan=2>{esc(c)}</td></tr>" for c in changes)
            head = esc(entry.get("date") or entry.get("version") or "")
            parts.append(f"<p class=\"rk-label\">{head}</p><div class=\"rk-changelog\"><table><tbody>{rows}</tbody></table></div>")
        else:
            parts.append("<p>" + "; ".join(f"{esc(k)}: {esc(v)}" for k, v in entry.items()) + "</p>")
    return details("note", f"Changelog of the source document ({len(site.book.changelog)} versions)", "".join(parts))


def _rule(site: GameSite, uri: str, rid: str) -> str:
    href = site.rule_href(rid, uri)
    return f'<a class="rk-ref" href="{esc(href)}">{esc(rid)}</a>' if href else esc(rid)


def render_rules_index(site: GameSite) -> str:
    """The sections, and a script that sends `rules/#2.6.4` on to the page that holds 2.6.4."""
    uri = f"{site.game}/rules/index.md"
    lines = [f"# {md_inline(site.title)}: rules\n"]
    if site.book is None or not site.pages:
        lines.append("<p>No rules yet.</p>")
        return "\n\n".join(lines) + "\n"
    items = "".join(f'<li><a href="{relative(uri, p.uri)}">{esc(p.title)}</a> ({len(p.entries)} rules)</li>'
                    for p in site.pages)
    lines.append(f'<ul class="rk-toc">{items}</ul>')
    where = {rid: relative(uri, page.uri) for rid, page in site.page_of.items()}
    lines.append('<script>(function(){var m=' + json.dumps(where, separators=(",", ":")).replace("</", "<\\/")
                 + ';var h=decodeURIComponent(location.hash.slice(1));'
                 'if(h&&m[h]){location.replace(m[h]+"#"+encodeURIComponent(h).replace(/%2E/g,"."));}})();</script>')
    return "\n\n".join(lines) + "\n"
