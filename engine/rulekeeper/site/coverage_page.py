"""The coverage dashboard: per game and per section, normative rules by status, with charts."""

from __future__ import annotations

from collections import Counter

from .chart import ORDER, bars
from .game_pages import page_counts
from .html import esc, md_inline
from .model import GameSite, relative
from .status import STATUSES

URI = "coverage.md"


def render(sites: dict[str, GameSite], note: str) -> str:
    lines = ["# Coverage\n",
             "<p>Every rule's status comes from the scenarios tagged with it and their results in "
             "<code>build/conformance.json</code>. Skipped and xfail scenarios never count as passing.</p>"]
    if note:
        lines.append(f'<div class="admonition note"><p class="admonition-title">Scenario results</p><p>{esc(note)}</p></div>')
    rows, table = [], []
    for game, site in sites.items():
        c = Counter(site.status.values())
        rows.append((site.game, dict(c)))
        normative = sum(v for k, v in c.items() if k != "informative")
        pct = f"{100 * c.get('passing', 0) / normative:.0f} %" if normative else "—"
        cells = "".join(f"<td>{c.get(s, 0)}</td>" for s in ORDER)
        table.append(f'<tr><td><a href="{relative(URI, f"{game}/index.md")}" title="{esc(site.title)}">{esc(game)}</a></td>'
                     f"<td>{sum(c.values())}</td><td>{normative}</td>{cells}<td>{pct}</td></tr>")
    lines.append(f'<div class="rk-figure">{bars(rows, "All games: rules by status")}</div>')
    head = "".join(f"<th>{esc(STATUSES[s][0])}</th>" for s in ORDER)
    lines.append(f'<div class="rk-coverage"><table><thead><tr><th>game</th><th>rules</th><th>normative</th>{head}'
                 f"<th>normative passing</th></tr></thead><tbody>{''.join(table)}</tbody></table></div>")
    for game, site in sites.items():
        lines.append(f"## {md_inline(site.title)} {{ #coverage-{game} }}\n")
        if not site.pages:
            lines.append("<p>No rules yet.</p>")
            continue
        per = [(p.title, dict(page_counts(site, p))) for p in site.pages]
        lines.append(f'<div class="rk-figure">{bars(per, f"{site.title}: per section")}</div>'
                     f'<p><a href="{relative(URI, f"{game}/index.md")}">The numbers per section</a></p>')
    return "\n\n".join(lines) + "\n"
