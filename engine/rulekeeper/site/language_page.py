"""The card-text language page of a game: each rule of grammar/<game>.lark with an example taken from the
shipped cards (the shortest card text whose parse tree uses that rule or one of its alternatives)."""

from __future__ import annotations

import re
from pathlib import Path

from lark import Lark, Tree
from lark.exceptions import LarkError

from .cards_page import load_cards
from .html import callout, esc, md_inline

_DEF = re.compile(r"^([?!]*)([a-zA-Z_][a-zA-Z0-9_]*)(\.-?\d+)?\s*:")
_ALIAS = re.compile(r"->\s*([a-z_][a-z0-9_]*)")


def definitions(source: str) -> list[tuple[str, str]]:
    """(name, source text) of each top-level rule and terminal, in file order; comments dropped."""
    out: list[tuple[str, list[str]]] = []
    for line in source.splitlines():
        m = _DEF.match(line)
        if m:
            out.append((m.group(2), [line]))
        elif out and line[:1] in (" ", "\t") and line.strip() and not line.strip().startswith("//"):
            out[-1][1].append(line)
        elif out and line.strip() and not line.strip().startswith("//"):
            out.append(("", []))  # a directive (%import, %ignore ...) ends the previous definition
    return [(name, "\n".join(lines)) for name, lines in out if name]


def tree_parser(game: str) -> Lark:
    """The game's LALR parser producing parse trees: a language may build its AST while parsing, and the page
    needs to see which grammar rules a text went through (the same cached tables, no embedded transformer)."""
    from ..text import core

    return core.parser(game, trees=True)  # the same cached tables, without the embedded transformer


def _examples(game: str, texts: list[str]) -> dict[str, str]:
    """Rule or alias name -> shortest text whose tree contains it."""
    from ..text import core

    lang = core.language(game)
    p = tree_parser(game)
    best: dict[str, str] = {}
    for text in sorted(set(texts), key=lambda t: (len(t), t)):  # ties by text: the same page whatever the hash seed
        try:
            tree = p.parse(lang.normalize(text) if lang.normalize else text)
        except LarkError:
            continue
        for sub in tree.iter_subtrees() if isinstance(tree, Tree) else []:
            best.setdefault(str(sub.data), text)
    return best


def render(root: Path, grammar_dir: Path, game: str, title: str) -> str:
    lines = [f"# {md_inline(title)}: card-text language\n"]
    from ..text import core

    try:
        lang = core.language(game)
    except Exception as exc:
        if not isinstance(exc, KeyError):
            lines.append(callout("failure", "the card-text language does not load", f"<pre>{esc(type(exc).__name__)}: {esc(exc)}</pre>"))
            return "\n\n".join(lines) + "\n"
        lines.append(f"<p>No card-text language for {esc(game)} yet: no grammar is registered in "
                     "<code>rulekeeper.text</code>.</p>")
        return "\n\n".join(lines) + "\n"
    path = grammar_dir / lang.grammar
    try:
        source = path.read_text(encoding="utf-8")
    except OSError as exc:
        lines.append(callout("failure", "grammar not readable", f"<p>{esc(exc)}</p>"))
        return "\n\n".join(lines) + "\n"
    cards, _ = load_cards(root, game)
    texts = [c.text for c in cards if c.text.strip()]
    try:
        examples = _examples(game, texts)
    except Exception as exc:  # a grammar or lexer that does not build is shown, not hidden
        lines.append(callout("failure", "the grammar does not build", f"<pre>{esc(type(exc).__name__)}: {esc(exc)}</pre>"))
        return "\n\n".join(lines) + "\n"
    defs = definitions(source)
    rules = [(n, s) for n, s in defs if not n.isupper() and not n.startswith("_")]
    terminals = [(n, s) for n, s in defs if n.isupper()]
    with_example = sum(1 for n, s in rules if _example_names(n, s) & examples.keys())
    lines.append(f"<p>Grammar <code>grammar/{esc(lang.grammar)}</code> (Lark, LALR): {len(rules)} rules, "
                 f"{len(terminals)} terminals; {with_example} rules have an example among the "
                 f"{len(texts)} card texts of <code>spec/{esc(game)}/cards.yaml</code>.</p>")
    for name, src in rules:
        block = [f'<div class="highlight"><pre><code>{esc(src)}</code></pre></div>']
        rows = []
        for alt in sorted(_example_names(name, src), key=lambda a: (a != name, a)):
            if alt in examples:
                rows.append(f"<tr><td><code>{esc(alt)}</code></td><td>{esc(examples[alt])}</td></tr>")
            elif alt != name:
                rows.append(f"<tr><td><code>{esc(alt)}</code></td><td><em>no shipped card uses this yet</em></td></tr>")
        if not any(alt in examples for alt in _example_names(name, src)):
            via = _through(name, src, dict(defs), examples)
            if via:
                rows.append(f"<tr><td>through <code>{esc(via[0])}</code></td><td>{esc(via[1])}</td></tr>")
        if rows:
            block.append('<div class="rk-examples"><table><thead><tr><th>form</th><th>example</th></tr></thead>'
                         f"<tbody>{''.join(rows)}</tbody></table></div>")
        else:
            block.append("<p><em>No shipped card uses this rule yet.</em></p>")
        lines.append(f"## {md_inline(name)} {{ #grammar-{name} }}\n\n<div class=\"rk-grammar\">{''.join(block)}</div>\n")
    if lang.words_page is not None:
        lines.append(lang.words_page())
    if terminals:
        body = "\n".join(src for _, src in terminals)
        lines.append(f"## Terminals {{ #grammar-terminals }}\n\n<div class=\"highlight\"><pre><code>{esc(body)}</code></pre></div>\n")
    return "\n\n".join(lines) + "\n"


def _example_names(name: str, src: str) -> set[str]:
    return {name} | set(_ALIAS.findall(src))


def _referenced(src: str, name: str) -> list[str]:
    """Rule names a definition uses (quoted keywords and the alias targets left out), in order."""
    body = re.sub(r'"[^"]*"i?|->\s*\w+', " ", src.split(":", 1)[1] if ":" in src else "")
    return [w for w in dict.fromkeys(re.findall(r"\b[a-z_][a-z0-9_]*\b", body)) if w != name]


def _through(name: str, src: str, defs: dict[str, str], examples: dict[str, str], depth: int = 3):
    """(form, example) for a rule inlined out of the trees (`?rule`), from the rules or aliases it leads to."""
    for ref in _referenced(src, name):
        for form in sorted(_example_names(ref, defs.get(ref, ""))):
            if form in examples:
                return form, examples[form]
    if depth:
        for ref in _referenced(src, name):
            if ref in defs:
                found = _through(ref, defs[ref], defs, examples, depth - 1)
                if found:
                    return found
    return None
