"""Cards pages: each shipped card with its stats, its text, its canonical text, its AST and parse status;
and, when the build is given a corpus, the `cards check` failures table (corpus_table.py)."""

from __future__ import annotations

import html
from dataclasses import dataclass
from pathlib import Path

import yaml

from .corpus_table import corpus_for, render_corpus
from .html import callout, esc, md_inline
from .urls import relative

TEXT_FIELDS = ("text", "abilities")
CARDS_PER_PAGE = 100  # a larger card list is split over several pages (pages stay under 2 MB)
LABELS = {"parsed": ("parses", "rk-passing"), "empty": ("no text", "rk-none"), "failed": ("does not parse", "rk-failing"),
          "crashed": ("language error", "rk-failing"), "no-language": ("no card-text language yet", "rk-none")}
HIDDEN = {"name", "text", "abilities", "illustrative", "notes", "note"}


@dataclass
class Card:
    name: str
    text: str
    stats: dict
    illustrative: bool


def card_text(raw: dict) -> str:
    text = raw.get("text")
    if text is None and isinstance(raw.get("abilities"), list):
        text = "\n".join(str(a) for a in raw["abilities"])
    return "" if text is None else str(text)


def load_cards(root: Path, game: str) -> tuple[list[Card], str | None]:
    """spec/<game>/cards.yaml (absent: no cards yet). Returns the cards and a problem, if the file is unreadable."""
    path = root / "spec" / game / "cards.yaml"
    if not path.is_file():
        return [], None
    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as exc:
        return [], f"{path}: not valid YAML ({exc})"
    items = raw.get("cards") if isinstance(raw, dict) else raw
    if items is None:
        return [], None
    if not isinstance(items, list):
        return [], f"{path}: expected a list of cards under 'cards'"
    cards = []
    for i, item in enumerate(items):
        if not isinstance(item, dict) or "name" not in item:
            return cards, f"{path}, cards[{i}]: a card must be a mapping with a 'name'"
        stats = {k: v for k, v in item.items() if k not in HIDDEN}
        cards.append(Card(str(item["name"]), card_text(item), stats, bool(item.get("illustrative"))))
    return cards, None


def card_anchors(cards: list[Card]) -> list[str]:
    """One unique anchor per card, from its name: `card-pack-of-bloodletters` (a repeated name gets -2, -3 ...)."""
    out: list[str] = []
    for card in cards:
        base = "card-" + "".join(c if c.isalnum() else "-" for c in card.name.lower()).strip("-")
        anchor, n = base, 1
        while anchor in out:
            n += 1
            anchor = f"{base}-{n}"
        out.append(anchor)
    return out


def _empty(value) -> bool:
    return value is None or (isinstance(value, (tuple, list, str, dict)) and not value)


def _inline(node) -> str:
    fields = getattr(node, "__dataclass_fields__", None)
    if fields is not None:
        inner = ", ".join(f"{n}={_inline(getattr(node, n))}" for n in fields if not _empty(getattr(node, n)))
        return f"{type(node).__name__}({inner})"
    if isinstance(node, (tuple, list)):
        return "[" + ", ".join(_inline(x) for x in node) + "]"
    return repr(node)


def pretty_ast(node, indent: int = 0, width: int = 100) -> str:
    """A compact, indented view of a frozen-dataclass AST: a node fits on one line when it can; empty fields
    (None, empty lists) are left out."""
    pad = "  " * indent
    flat = _inline(node)
    if len(pad) + len(flat) <= width:
        return pad + flat
    fields = getattr(node, "__dataclass_fields__", None)
    if fields is not None:
        inner = [f"{pad}  {n}=" + pretty_ast(getattr(node, n), indent + 1, width).lstrip()
                 for n in fields if not _empty(getattr(node, n))]
        return f"{pad}{type(node).__name__}(\n" + ",\n".join(inner) + f"\n{pad})"
    if isinstance(node, (tuple, list)):
        return f"{pad}[\n" + ",\n".join(pretty_ast(x, indent + 1, width) for x in node) + f"\n{pad}]"
    return pad + flat


def _parse(game: str, text: str):
    """(status, canonical text, AST view, error) for one card text."""
    from ..text import core
    from ..text.errors import CardTextError

    try:
        ast = core.parse(game, text)
    except KeyError as exc:
        return "no-language", None, None, str(exc).strip("'\"")
    except CardTextError as exc:
        return "failed", None, None, exc.render()
    except Exception as exc:  # the language itself is broken (another package's bug): show it, build on
        return "crashed", None, None, f"the {game} card-text language raised {type(exc).__name__}: {exc}"
    try:
        return "parsed", core.fmt(game, ast), pretty_ast(ast), None
    except Exception as exc:
        return "crashed", None, None, f"fmt raised {type(exc).__name__}: {exc}"


def _stats(card: Card) -> str:
    cells = "".join(f"<tr><th>{esc(k)}</th><td>{esc(', '.join(map(str, v)) if isinstance(v, list) else v)}</td></tr>"
                    for k, v in card.stats.items() if not isinstance(v, dict))
    return f'<div class="rk-stats"><table>{cells}</table></div>' if cells else ""


def page_uris(game: str, count: int) -> list[str]:
    """The page of each card: all on `<game>/cards.md`, or CARDS_PER_PAGE a page under `<game>/cards/`."""
    if count <= CARDS_PER_PAGE:
        return [f"{game}/cards.md"] * count
    return [f"{game}/cards/{i // CARDS_PER_PAGE + 1}.md" for i in range(count)]


def _card_block(game: str, card: Card, anchor: str, named: list[str], uri: str, rule_href) -> tuple[str, str]:
    """(status, Markdown) of one card."""
    status, canonical, ast, error = _parse(game, card.text) if card.text.strip() else ("empty", "", None, None)
    label, css = LABELS[status]
    body = [f'<p class="rk-meta"><span class="rk-badge {css}">{label}</span>'
            + (' <span class="rk-source">illustrative: real text not known</span>' if card.illustrative else "")
            + "</p>", _stats(card)]
    links = [f'<a class="rk-ref" href="{esc(h)}">{esc(rid)}</a>' for rid in named for h in [rule_href(rid, uri)] if h]
    if links:
        body.append(f'<p class="rk-refs">Named by the rules: {", ".join(links)}</p>')
    if card.text.strip():
        body.append(f'<p class="rk-label">Text</p><div class="rk-text"><p>{esc(card.text).replace(chr(10), "<br>")}</p></div>')
    if canonical:
        body.append(f'<p class="rk-label">Canonical text</p><div class="rk-text"><p>{esc(canonical).replace(chr(10), "<br>")}</p></div>')
    if error:
        body.append(f'<pre class="rk-error">{esc(error)}</pre>')
    if ast:
        body.append('<details class="abstract"><summary>AST (empty fields left out)</summary>'
                    f"<pre>{html.escape(ast, quote=False)}</pre></details>")
    return status, f"## {md_inline(card.name)} {{ #{anchor} }}\n\n<div class=\"rk-card\">{''.join(body)}</div>\n"


def render(root: Path, game: str, title: str, mentions: dict[str, list[str]] | None = None,
           rule_href=lambda rid, uri: None) -> tuple[dict[str, str], list[str]]:
    """The cards pages (uri -> Markdown) and the problems found; `mentions` maps a card name to the ids of the
    rules that name it, `rule_href(rule id, from uri)` links to a rule."""
    cards, problem = load_cards(root, game)
    mentions = dict(mentions or {})
    index = f"{game}/cards.md"
    lines, problems = [f"# {md_inline(title)}: cards\n"], []
    if problem:
        problems.append(problem)
        lines.append(callout("failure", "cards.yaml does not load", f"<p>{esc(problem)}</p>"))
    if not cards:
        lines.append(f"<p>No cards in <code>spec/{game}/cards.yaml</code> yet.</p>")
    uris, anchors = page_uris(game, len(cards)), card_anchors(cards)
    pages: dict[str, list[str]] = {}
    rows, parsed = [], 0
    for card, anchor, uri in zip(cards, anchors, uris):
        # the first card of a name is the one the rules' links point to
        status, block = _card_block(game, card, anchor, mentions.pop(card.name, []), uri, rule_href)
        parsed += status in ("parsed", "empty")
        pages.setdefault(uri, []).append(block)
        label, css = LABELS[status]
        rows.append(f'<tr><td><a href="{relative(index, uri)}#{anchor}">{esc(card.name)}</a></td>'
                    f'<td><span class="rk-badge {css}">{label}</span></td></tr>')
    if cards:
        lines.append(f"<p>{len(cards)} cards; {parsed} parse (or have no text).</p>")
    out: dict[str, str] = {}
    if len(pages) > 1:
        lines.append('<div class="rk-card-index"><table><thead><tr><th>card</th><th>text</th></tr></thead>'
                     f"<tbody>{''.join(rows)}</tbody></table></div>")
        for n, (uri, blocks) in enumerate(pages.items(), 1):
            first = (n - 1) * CARDS_PER_PAGE + 1
            out[uri] = (f"# {md_inline(title)}: cards {first}–{first + len(blocks) - 1}\n\n" + "\n\n".join(blocks))
    else:
        lines.extend(pages.get(index, []))
    corpus = corpus_for(game)
    if corpus:
        lines.append(render_corpus(game, corpus))
    out[index] = "\n\n".join(lines) + "\n"
    return out, problems
