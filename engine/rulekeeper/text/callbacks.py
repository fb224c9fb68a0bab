"""The callbacks of a parser that builds its AST while parsing (issue 13): Lark's, made cheaper, same results.

Lark's LALR parser calls one callback per reduction, keyed by the grammar rule, and compares the rule it reduces
with its end state. Lark's `Rule` hashes and compares in Python code, and its callbacks go through a chain of
wrapper objects (drop the filtered tokens, splice in the children of `_rule`s, `?rule`: one child stands for
itself) before the transformer's method; a `_rule` without a method is built as a `Tree` only to be spliced.
`compile_callbacks` gives each rule one closure doing exactly that chain's work, `_rule`s become plain lists, and
the rules compare by identity (each rule is one object in a loaded parser). What the transformer's methods receive,
and so the AST, is what Lark's chain gives them; a rule the compiler does not know how to make cheaper (a method
with `v_args`, an in-place transformer) keeps Lark's own callback.
"""

from __future__ import annotations

from lark.grammar import Rule
from lark.visitors import Transformer_InPlace


class IdentityRule(Rule):
    """A rule that hashes and compares by identity (C speed): one object per rule in one loaded parser."""

    __slots__ = ()
    __eq__ = object.__eq__
    __ne__ = object.__ne__
    __hash__ = object.__hash__


def identity_rules(rules) -> None:
    """Make a loaded parser's rules compare by identity (before any dict is keyed by them)."""
    for rule in rules:
        if type(rule) is Rule:
            rule.__class__ = IdentityRule


def compile_callbacks(rules, transformer, lark_callbacks: dict) -> dict:
    """One callback per rule, equivalent to Lark's (`lark_callbacks`, built by its ParseTreeBuilder for the same
    rules and transformer, without placeholders, position propagation or ambiguity)."""
    spliced = _spliced_origins(rules, transformer)
    out = {}
    for rule in rules:
        f = _compile(rule, transformer, spliced)
        out[rule] = f if f is not None else lark_callbacks[rule]
    # terminal callbacks (lexer_callbacks) stay as Lark made them
    out.update({k: v for k, v in lark_callbacks.items() if isinstance(k, str)})
    return out


def _name(rule) -> str:
    return rule.alias or rule.options.template_source or rule.origin.name


def _method(transformer, name):
    """The transformer's method for a rule, None if it has none, False if Lark's own wrapping is needed."""
    if isinstance(transformer, Transformer_InPlace):
        return False
    f = getattr(transformer, name, None)
    if f is None:
        return None
    return False if getattr(f, "visit_wrapper", None) is not None else f


def _spliced_origins(rules, transformer) -> set[str]:
    """`_rule`s every expansion of which has no method and no `?`: their results can be plain lists."""
    if any(_method(transformer, _name(r)) is False for r in rules):
        return set()  # Lark's own callbacks splice `.children`: every `_rule` stays a Tree
    by_origin: dict[str, list] = {}
    for rule in rules:
        if rule.origin.name.startswith("_"):
            by_origin.setdefault(rule.origin.name, []).append(rule)
    return {name for name, rs in by_origin.items()
            if all(_method(transformer, _name(r)) is None and not r.options.expand1 for r in rs)}


def _same(children):
    return children


def _first(children):
    return children[0]


def _append(children):
    items = children[0]
    items.append(children[1])
    return items


def _compile(rule, transformer, spliced):
    """Lark's chain for one rule (child filter, then `?rule`, then the method or a Tree) as one callable, marked
    `pure` when the method is (its result made from its children's values alone, keeping no token: the LALR loop
    may then remember it per word, lalr.py `_word_chain`) and no `?rule` may hand a child on as it is."""
    f = _chain(rule, transformer, spliced)  # (the method itself, when returned as it is, says it already)
    method = _method(transformer, _name(rule))
    if f is not None and not hasattr(f, "__func__") and getattr(method, "pure", False) \
            and not (rule.options.expand1 and not rule.alias):
        f.pure = True
    return f


def _chain(rule, transformer, spliced):
    name = _name(rule)
    f = _method(transformer, name)
    if f is False:
        return None
    if rule.origin.name in spliced:
        f = _same  # the children list itself (Lark hands each callback a list of its own)
    elif f is None:
        default = transformer.__default__
        f = lambda children, _d=default, _n=name: _d(_n, children, None)  # noqa: E731
    if rule.options.expand1 and not rule.alias:
        inner = f
        f = lambda c, _f=inner: c[0] if len(c) == 1 else _f(c)  # noqa: E731
    keep_all = rule.options.keep_all_tokens
    # each kept child: 0 as it is, 1 a list to splice in (a `_rule` built by _same), 2 a Tree's children to splice
    plan = tuple((i, 0 if sym.is_term or not sym.name.startswith("_") else 1 if sym.name in spliced else 2)
                 for i, sym in enumerate(rule.expansion) if keep_all or not (sym.is_term and sym.filter_out))
    modes = tuple(m for _, m in plan)
    if len(plan) == len(rule.expansion) and not any(modes):
        return f  # the children as they are
    if not any(modes):
        idx = tuple(i for i, _ in plan)
        if len(idx) == 1:
            k = idx[0]
            return lambda c, _f=f, _k=k: _f([c[_k]])
        return lambda c, _f=f, _idx=idx: _f([c[k] for k in _idx])
    if plan == ((0, 1),) and len(rule.expansion) == 1:  # `noun_head: noun+`: the list is the children
        return _first if f is _same else lambda c, _f=f: _f(c[0])
    if plan == ((0, 1), (1, 0)) and f is _same:  # `__x_plus: __x_plus x`: one more item
        return _append

    return _splicer(plan, f)


def _splicer(plan, f):
    """The callback for a rule some of whose children are spliced in, written out as straight-line code for its
    plan (what the loop of Lark's chain does, without the loop): the first kept child starts the list (a spliced
    one is used as it is: as Lark, a left-recursive `_rule` keeps growing its first child's list), the others are
    appended or spliced in; a splice into a list that may still be empty takes the spliced list instead, as Lark."""
    lines, surely_items = [], False
    for n, (i, mode) in enumerate(plan):
        child = f"c[{i}]" if mode != 2 else f"c[{i}].children"
        if n == 0:
            lines.append(f"l = [{child}]" if mode == 0 else f"l = {child}")
        elif mode == 0:
            lines.append(f"l.append({child})")
        elif surely_items:
            lines.append(f"l += {child}")
        else:
            lines.append(f"if l:\n        l += {child}\n    else:\n        l = {child}")
        surely_items = surely_items or mode == 0
    source = "def spliced_children(c):\n    " + "\n    ".join(lines) + "\n    return _f(l)\n"
    namespace = {"_f": f}
    exec(source, namespace)  # noqa: S102  (code made here from the plan's numbers only)
    return namespace["spliced_children"]
