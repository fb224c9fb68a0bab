"""Rules pages: each rule anchored by its id, with verbatim text, examples, cited rules as links, a status badge,
source findings as callouts, the code that implements it, and its scenarios with the event log folded beneath."""

from __future__ import annotations

import json

from ..spec.models import Entry
from .code_pages import line_href
from .html import callout, details, esc, gherkin, linked_text, md_inline, paragraphs
from .model import GameSite, RulePage
from .status import badge

MAX_LOG_EVENTS = 200  # an event log longer than this is cut (with a note), so pages stay light


def _depth(site: GameSite, entry: Entry) -> int:
    depth, current, seen = 0, entry, set()
    while True:
        up = site.book.parent_of(current)
        if up is None or up in seen or up not in site.book:
            return depth
        seen.add(up)
        current, depth = site.book.get(up), depth + 1


def _heading(site: GameSite, entry: Entry) -> str:
    level = 2 + min(_depth(site, entry), 2)
    title = f" {md_inline(entry.title)}" if entry.title else ""
    return f"{'#' * level} {md_inline(entry.id)}{title} {{ #{entry.id} .rk-rule-heading }}"


def _event_rows(site: GameSite, page: RulePage, log: list) -> str:
    rows = []
    for i, ev in enumerate(log[:MAX_LOG_EVENTS]):
        if not isinstance(ev, dict):
            rows.append(f"<tr><td>{i}</td><td colspan=3>{esc(ev)}</td></tr>")
            continue
        rest = {k: v for k, v in ev.items() if k not in ("seq", "kind", "rules")}
        rules = ev.get("rules") or []
        links = ", ".join(_rule_link(site, page, str(r)) for r in (rules if isinstance(rules, list) else [rules]))
        fields = " ".join(f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in rest.items())
        rows.append(f"<tr><td>{esc(ev.get('seq', i))}</td><td><code>{esc(ev.get('kind', '?'))}</code></td>"
                    f"<td>{links}</td><td>{esc(fields)}</td></tr>")
    more = f"<p>… {len(log) - MAX_LOG_EVENTS} more events not shown.</p>" if len(log) > MAX_LOG_EVENTS else ""
    return ('<div class="rk-log"><table><thead><tr><th>#</th><th>event</th><th>rules</th><th>details</th></tr></thead>'
            f"<tbody>{''.join(rows)}</tbody></table></div>{more}")


def _rule_link(site: GameSite, page: RulePage, rid: str) -> str:
    href = site.rule_href(rid, page.uri)
    return f'<a class="rk-ref" href="{esc(href)}">{esc(rid)}</a>' if href else f"<code>{esc(rid)}</code>"


def _scenario(site: GameSite, page: RulePage, entry: Entry, sc) -> str:
    status, results = site.scenario_state[sc]
    also = [r for r in sc.rules if r != entry.id]
    also_html = f' · also shows {", ".join(_rule_link(site, page, r) for r in also)}' if also else ""
    text = gherkin(f"{sc.background}\n\n{sc.source}" if sc.background else sc.source)
    picture = site.scenario_picture(results[0].log) if results else None
    if picture:  # the game draws the position (Brawl's hex maps): the text and the picture side by side
        text = f'<div class="rk-scenario-body"><div class="rk-scenario-text">{text}</div>{picture}</div>'
    parts = [f'<p class="rk-scenario-head">{badge(status)} <code>{esc(sc.feature)}:{sc.line}</code>{also_html}</p>',
             text]
    for n, res in enumerate(results, 1):
        label = f" (example {n} of {len(results)})" if len(results) > 1 else ""
        if res.message and res.outcome != "passed":
            parts.append(callout("failure" if res.outcome == "failed" else "note", f"{res.outcome}{label}",
                                 f"<pre>{esc(res.message)}</pre>"))
        parts.append(details("info rk-log-box", f"Event log{label}: {len(res.log)} events", _event_rows(site, page, res.log)))
    if not results:
        parts.append('<p class="rk-note">Not run in this build (no result in build/conformance.json).</p>')
    return f'<div class="rk-scenario" data-status="{status}">{"".join(parts)}</div>'


def _code_item(ref, from_uri: str) -> str:
    href = line_href(ref, from_uri)
    where = f" — <code>{esc(ref.path)}:{ref.line}</code>" if ref.path else " (source not found)"
    name = f'<a href="{esc(href)}"><code>{esc(ref.label)}</code></a>' if href else f"<code>{esc(ref.label)}</code>"
    return f"<li>{name}{where}</li>"


def render_rule(site: GameSite, page: RulePage, entry: Entry) -> str:
    status = site.status[entry.id]
    href = site.linker(page.uri, skip=entry.id)
    parts = [f'<p class="rk-meta">{badge(status)}']
    if entry.source:
        parts.append(f' <span class="rk-source">{esc(entry.source)}</span>')
    if entry.version:
        parts.append(f' <span class="rk-source">{esc(entry.version)}</span>')
    parts.append("</p>")
    if not entry.normative:
        parts.append(f'<p class="rk-why">Informative: {esc(entry.why or "")}</p>')
    if entry.text.strip():
        parts.append(paragraphs(entry.text, href))
    for example in entry.examples:
        parts.append(f'<div class="rk-example"><p class="rk-label">Example</p>{paragraphs(example, href, "rk-example-text")}</div>')
    flat = " ".join(entry.text.split())
    meta = {k: v for k, v in entry.meta_dict().items() if " ".join(v.split()) not in flat}  # no repeats of the text
    if meta:
        parts.append('<dl class="rk-facts">' + "".join(f"<dt>{esc(k)}</dt><dd>{esc(v)}</dd>" for k, v in meta.items()) + "</dl>")
    if entry.refs:
        parts.append(f'<p class="rk-refs">Cites: {", ".join(_rule_link(site, page, r) for r in entry.refs)}</p>')
    cited_by = site.cited_by.get(entry.id, [])
    if cited_by:
        parts.append(f'<p class="rk-refs">Cited by: {", ".join(_rule_link(site, page, r) for r in cited_by)}</p>')
    for f in site.findings.get(entry.id, []):
        how = " (found by spec check)" if f.get("detected") else " (recorded by the transcriber)"
        parts.append(callout("warning rk-finding", f"Source finding: {f['kind']}",
                             f"<p>{linked_text(f['message'], href)}{how}</p>"))
    refs = site.claims.get(entry.id, [])
    if refs:
        items = "".join(_code_item(r, page.uri) for r in refs)
        parts.append(f'<div class="rk-code"><p class="rk-label">Implemented by</p><ul>{items}</ul></div>')
    scenarios = site.by_rule.get(entry.id, [])
    if scenarios:
        parts.append('<div class="rk-scenarios">' + "".join(_scenario(site, page, entry, s) for s in scenarios) + "</div>")
    return f'{_heading(site, entry)}\n\n<div class="rk-rule" data-rule="{esc(entry.id)}" data-status="{status}">{"".join(parts)}</div>\n'


def render_page(site: GameSite, page: RulePage) -> str:
    head = f"# {md_inline(site.title)}: {md_inline(page.title)}\n\n"
    return head + "\n".join(render_rule(site, page, e) for e in page.entries)
