"""AST -> canonical Invasion card text. Each node prints its TEMPLATE (ast.py); `parse(fmt(ast)) == ast`."""

from __future__ import annotations

from dataclasses import fields

from . import ast as A

_NO_SPACE_BEFORE = {",", ".", ":", ")", "'s", "'", ";"}
_OPENS_SENTENCE = {".", ":", "("}


def tokens(node) -> list[str]:
    """The words and marks of a node, in order."""
    if node is None or node is False:
        return []
    if node is True:
        return ["."]
    if isinstance(node, str):
        return node.split(" ") if node else []
    if isinstance(node, tuple):
        return [t for x in node for t in tokens(x)]
    out: list[str] = []
    join = getattr(node, "JOIN", {})
    values = {f.name: getattr(node, f.name) for f in fields(node)}
    for item in node.TEMPLATE:
        if item.startswith("="):
            out.append(item[1:])
        elif item in join:
            for i, x in enumerate(values[item]):
                if i:
                    out.append(join[item])
                out.extend(tokens(x))
        else:
            out.extend(tokens(values[item]))
    return out


def join(toks: list[str]) -> str:
    """Spacing and capitals: no space before punctuation, "+1", "non-Hero", a capital after . : ( ."""
    text, prev, quote_open = "", None, False
    after_period, reopen = [], False  # a reminder after a period: the next word opens a sentence
    for t in toks:
        if prev is None or prev in _OPENS_SENTENCE or (prev == ")" and reopen):
            t = t[:1].upper() + t[1:]
        if t == "(":
            after_period.append(prev in (".", None))
        elif t == ")":
            reopen = after_period.pop() if after_period else False
        glue = (
            prev is None
            or t in _NO_SPACE_BEFORE
            or prev == "("
            or (prev in ("+", "-") and (t[:1].isdigit() or t.lower() == "x"))
            or (prev == "non" and t == "-")
            or prev == "-" and text.lower().endswith("non-")
            or (t == '"' and quote_open)
            or (prev == '"' and quote_open)
        )
        if t == '"':
            quote_open = not quote_open
        text += t if glue else " " + t
        prev = t.lower() if t not in ("+", "-") else t
    return text


def fmt(card) -> str:
    return join(tokens(card))
