"""The coverage chart: horizontal stacked bars as an inline SVG (no plotting library)."""

from __future__ import annotations

from .html import esc
from .status import COLOURS, STATUSES

ORDER = ("passing", "failing", "skipped", "not-run", "none", "informative")


def bars(rows: list[tuple[str, dict[str, int]]], title: str, width: int = 720) -> str:
    """One bar per row (label, counts per status); each bar's width is proportional to its total."""
    label_w, bar_w, row_h, top = 220, width - 220 - 50, 22, 28
    biggest = max((sum(c.values()) for _, c in rows), default=0) or 1
    height = top + row_h * len(rows) + 30
    out = [f'<svg class="rk-chart" xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" role="img" aria-label="{esc(title)}">',
           f'<title>{esc(title)}</title>',
           f'<text x="0" y="16" font-size="14" font-weight="bold" fill="currentColor">{esc(title)}</text>']
    for i, (label, counts) in enumerate(rows):
        y, x = top + i * row_h, label_w
        short = label if len(label) <= 32 else label[:31] + "…"
        out.append(f'<text x="{label_w - 6}" y="{y + 14}" font-size="12" text-anchor="end" fill="currentColor">'
                   f"<title>{esc(label)}</title>{esc(short)}</text>")
        for status in ORDER:
            n = counts.get(status, 0)
            if not n:
                continue
            w = bar_w * n / biggest
            out.append(f'<rect x="{x:.1f}" y="{y + 2}" width="{w:.1f}" height="{row_h - 6}" fill="{COLOURS[status]}">'
                       f'<title>{esc(label)}: {n} {STATUSES[status][0]}</title></rect>')
            x += w
        out.append(f'<text x="{x + 4:.1f}" y="{y + 14}" font-size="11" fill="currentColor">{sum(counts.values())}</text>')
    lx, ly = 0, top + row_h * len(rows) + 14
    for status in ORDER:
        out.append(f'<rect x="{lx}" y="{ly - 9}" width="10" height="10" fill="{COLOURS[status]}"/>'
                   f'<text x="{lx + 14}" y="{ly}" font-size="11" fill="currentColor">{STATUSES[status][0]}</text>')
        lx += 20 + 7 * len(STATUSES[status][0])
    out.append("</svg>")
    return "".join(out)
