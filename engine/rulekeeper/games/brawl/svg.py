"""Positions as SVG hex maps, drawn from the "board" events of a game's log (`concepts.information`): the arena
(statues, trap hexes, deployment areas, the three areas), each Champion as a disc with its two-letter mark in its
team's colour (damage in a corner, a ring when levelled up), arrows from where Champions stood before the action
to where they stand after it, and the hexes an AoE covered.

    scenario_picture(log)   the position before and after a scenario's action(s), as one HTML figure (the site)
    step_pictures(log)      one SVG per "board" event of a game (`rulekeeper explain --svg DIR`)

Plain text output (no plotting library); the arena is the one of spec/brawl/arena.yaml.
"""

from __future__ import annotations

import hashlib
import math
from functools import lru_cache
from html import escape

from .arena import load_arena
from .hexes import Hex

SIZE = 22  # hex radius in px
SQ3 = math.sqrt(3)
TEAM_COLOURS = {"A": "#1f5fa8", "AC": "#1f5fa8", "B": "#b42318", "BD": "#b42318"}
AREA_COLOURS = {"Creation": "#e3f1df", "Destruction": "#fbe3dc", "Manipulation": "#e6e1f5"}
DEPLOYMENT = "#fff4c2"
PLAIN = "#f7f7f4"


@lru_cache(maxsize=1)
def arena():
    return load_arena()


def centre(h: Hex) -> tuple[float, float]:
    """Pointy-topped axial hex -> pixel centre."""
    return SIZE * SQ3 * (h.q + h.r / 2), SIZE * 1.5 * h.r


def corners(x: float, y: float) -> str:
    pts = []
    for k in range(6):
        a = math.radians(60 * k - 30)
        pts.append(f"{x + SIZE * math.cos(a):.1f},{y + SIZE * math.sin(a):.1f}")
    return " ".join(pts)


def mark(name: str, player: str, tornado: bool) -> str:
    two = name.replace("'", "")[:2]
    return f"{two}{player}" if tornado else two


def _fill(board, h: Hex) -> str:
    for area in board.areas:
        if h in area.hexes:
            return AREA_COLOURS.get(area.name, PLAIN)
    if any(h in d.hexes for d in board.deployment_areas):
        return DEPLOYMENT
    return PLAIN


def board_svg(champions: dict, traps: list[str], before: dict | None = None, hit: list[str] = (),
              caption: str = "") -> str:
    """One position: `champions` as in a "board" event; `before` (the same, earlier) draws arrows for moves."""
    board = arena()
    xs, ys = zip(*(centre(h) for h in board.hexes))
    pad = SIZE + 6
    x0, y0 = min(xs) - pad, min(ys) - pad
    w, h = max(xs) - min(xs) + 2 * pad, max(ys) - min(ys) + 2 * pad + 34
    tornado = any(c.get("team") in ("AC", "BD") for c in champions.values())
    hits = set(hit)
    out = [f'<svg class="rk-hexmap" xmlns="http://www.w3.org/2000/svg" viewBox="{x0:.0f} {y0:.0f} {w:.0f} {h:.0f}" '
           f'width="{w:.0f}" height="{h:.0f}" role="img" aria-label="{escape(caption or "arena")}">',
           f"<title>{escape(caption or 'arena')}</title>",
           '<defs><marker id="ID-a" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" '
           'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#333"/></marker>'
           f'<polygon id="ID-h" points="{corners(0, 0)}"/></defs>',
           '<g stroke="#9a9a90">']
    labels = ['<g font-size="7" text-anchor="middle" fill="#8a8a80">']
    for hx in sorted(board.hexes):
        x, y = centre(hx)
        name = board.name(hx)
        extra = ' stroke="#d97706" stroke-width="3"' if name in hits else ""
        fill = "#fcd9a8" if name in hits else _fill(board, hx)
        out.append(f'<use class="rk-hex" data-hex="{name}" href="#ID-h" x="{x:.0f}" y="{y:.0f}" fill="{fill}"{extra}/>')
        labels.append(f'<text x="{x:.0f}" y="{y + SIZE * 0.72:.0f}">{name}</text>')
    out.append("</g>")
    out += labels + ["</g>"]
    for s in board.statues:
        x, y = centre(s.hex)
        out.append(f'<g class="rk-statue"><title>{escape(s.name)}</title><rect x="{x - 9:.1f}" y="{y - 11:.1f}" '
                   f'width="18" height="18" rx="3" fill="#6b6b63"/><text x="{x:.1f}" y="{y + 2:.1f}" font-size="9" '
                   f'text-anchor="middle" fill="#fff">S</text></g>')
    for t in traps:
        x, y = centre(board.hex(t))
        out.append(f'<g class="rk-trap"><title>facedown trap on {t}</title><circle cx="{x:.1f}" cy="{y:.1f}" r="8" '
                   f'fill="none" stroke="#7c3aed" stroke-width="2" stroke-dasharray="3 2"/></g>')
    for name, c in sorted(champions.items()):
        was = (before or {}).get(name, {}).get("hex")
        if was and was != c["hex"] and was != "gate" and c["hex"] != "gate":
            (ax, ay), (bx, by) = centre(board.hex(was)), centre(board.hex(c["hex"]))
            d = math.hypot(bx - ax, by - ay) or 1
            k = (SIZE * 0.55) / d
            out.append(f'<line class="rk-move" x1="{ax + (bx - ax) * k:.1f}" y1="{ay + (by - ay) * k:.1f}" '
                       f'x2="{bx - (bx - ax) * k:.1f}" y2="{by - (by - ay) * k:.1f}" stroke="#333" stroke-width="2" '
                       f'marker-end="url(#ID-a)"/>')
            gx, gy = centre(board.hex(was))
            out.append(f'<circle cx="{gx:.1f}" cy="{gy:.1f}" r="12" fill="none" stroke="#777" stroke-dasharray="2 2"/>')
    gate_list = []
    for name, c in sorted(champions.items()):
        label = mark(name, c["player"], tornado)
        colour = TEAM_COLOURS.get(c.get("team", c["player"]), "#444")
        tip = (f"{name} (player {c['player']}) on {c['hex']}, {c['damage']} damage"
               + (", levelled up" if c.get("levelled") else ""))
        if c["hex"] == "gate":
            gate_list.append((f"{label} ({c['player']})", colour, tip))
            continue
        x, y = centre(board.hex(c["hex"]))
        ring = ' stroke="#f5b301" stroke-width="3"' if c.get("levelled") else ' stroke="#fff" stroke-width="1.5"'
        out.append(f'<g class="rk-champion" data-champion="{escape(name)}"><title>{escape(tip)}</title>'
                   f'<circle cx="{x:.1f}" cy="{y:.1f}" r="13" fill="{colour}"{ring}/>'
                   f'<text x="{x:.1f}" y="{y + 4:.1f}" font-size="{10 if len(label) < 3 else 8.5}" font-weight="bold" '
                   f'text-anchor="middle" fill="#fff">{escape(label)}</text>')
        if c["damage"]:
            out.append(f'<circle cx="{x + 11:.1f}" cy="{y - 11:.1f}" r="7" fill="#111"/><text x="{x + 11:.1f}" '
                       f'y="{y - 8:.1f}" font-size="9" text-anchor="middle" fill="#fff">{c["damage"]}</text>')
        out.append("</g>")
    foot = y0 + h - 22
    text = "gate: " + (", ".join(g[0] for g in gate_list) if gate_list else "none")
    out.append(f'<text class="rk-gate" x="{x0 + 6:.0f}" y="{foot:.0f}" font-size="11" fill="#333">'
               f"{escape(text)}</text>")
    if caption:
        out.append(f'<text x="{x0 + 6:.0f}" y="{foot + 15:.0f}" font-size="11" font-weight="bold" fill="#333">'
                   f"{escape(caption)}</text>")
    out.append("</svg>")
    body = "".join(out)
    uid = "rk" + hashlib.sha1(body.encode()).hexdigest()[:8]  # ids unique per picture, the same in every build
    return body.replace("ID-", f"{uid}-")


def boards(log: list) -> list[dict]:
    return [ev for ev in log if isinstance(ev, dict) and ev.get("kind") == "board"]


def scenario_picture(log: list) -> str | None:
    """The position before the scenario's first action and after its last, side by side (one picture when
    nothing was done), as an HTML figure; None when the log has no board."""
    found = boards(log)
    if not found:
        return None
    first, last = found[0], found[-1]
    hit = [h for ev in log if isinstance(ev, dict) and ev.get("kind") == "targets" for h in ev.get("hexes", [])]
    legend = ('<figcaption>Blue: player A (and C); red: player B (and D). Numbers: damage; gold ring: levelled up; '
              'dashed purple circles: facedown traps; tinted hexes: deployment areas (yellow) and the Creation, '
              'Destruction and Manipulation areas; orange: hexes an AoE covered; arrows: moves.</figcaption>')
    if first is last or (first["champions"] == last["champions"] and not hit):
        pictures = [board_svg(first["champions"], first["traps"], caption="the position")]
    else:
        pictures = [board_svg(first["champions"], first["traps"], caption="before"),
                    board_svg(last["champions"], last["traps"], before=first["champions"], hit=hit, caption="after")]
    return f'<figure class="rk-hexmaps">{"".join(pictures)}{legend}</figure>'


def step_pictures(log: list) -> list[tuple[str, str]]:
    """(file name, SVG) for each "board" event: the setup, then the position after each action, with the moves
    since the previous one and the hexes an AoE covered in between."""
    out, before, hit = [], None, []
    for ev in log:
        if not isinstance(ev, dict):
            continue
        if ev.get("kind") == "targets":
            hit += ev.get("hexes", [])
        if ev.get("kind") == "board":
            n = len(out)
            caption = f"step {n} (event {ev.get('seq')})" if n else "after the setup"
            out.append((f"step-{n:03d}.svg", board_svg(ev["champions"], ev["traps"], before, hit, caption)))
            before, hit = ev["champions"], []
    return out
