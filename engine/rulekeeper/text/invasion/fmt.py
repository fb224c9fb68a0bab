"""AST -> canonical Invasion card text. Each node prints its TEMPLATE (ast.py); `parse(fmt(ast)) == ast`.

The AST keeps closed-class words in lower case; `fmt` prints them as the cards do: a keyword capitalised
("Toughness 2", "gains Counterstrike 1"), a trait as the lexicon spells it ("Limit one Hero per zone"), a race
("Skaven units", "non-Undead", "High Elf"), "Action" the card word, "X" the number, and icons side by side
("[Power][Power]").
"""

from __future__ import annotations

from dataclasses import fields
from functools import lru_cache

from . import ast as A
from . import lexicon

_NO_SPACE_BEFORE = {",", ".", ":", ")", "'s", "'", ";"}
_OPENS_SENTENCE = {".", ":", "("}
# the races and peoples the cards name as nouns ("Skaven units", "a High Elf unit", "non-Undead"): printed capitalised
_RACES = ("chaos", "dark", "dwarf", "elf", "empire", "high", "lizardmen", "orc", "skaven", "undead", "wood")
# a keyword the cards print as an adjective, in lower case: "deal 1 uncancellable damage"
_ADJECTIVE_KEYWORDS = {"uncancellable"}
# words a run of capitalised words may hold and stay one name (the lexer's `_NAME_JOINERS`)
_NAME_JOINERS = {"of", "the", "to", "and", "in", "a"}


class _Cased(str):
    """A word `fmt` capitalised: printed so unless that would make the lexer read it into a name."""


class _AsideOpen(str):
    """The "(" of a parenthesis inside a sentence (ast.Aside): the sentence goes on, no capital after it."""


@lru_cache(maxsize=1)
def _printed() -> dict[str, str]:
    """Every form of a trait's or a race's noun -> as printed ("heroes" -> "Heroes"), "action(s)" and "x"."""
    proper = {t.lower() for t in lexicon.traits()} | set(_RACES)
    out = {"x": "X", "action": "Action", "actions": "Actions"}
    for e in lexicon.entries():
        if e.cls == "noun" and e.name in proper:
            out.update({form: form[:1].upper() + form[1:] for form in e.forms})
    return out


def _cased(word):
    printed = _printed().get(word) if isinstance(word, str) else None
    return _Cased(printed) if printed else word


_SPECIAL = (str, tuple, A.NounHead, A.Non, A.Keyword, A.Amount, A.Triggered, A.ToInfinitive, A.Aside)
_PLAIN: set = set()  # node classes printed by their TEMPLATE alone (none of `tokens`' special cases applies)


def tokens(node) -> list[str]:
    """The words and marks of a node, in order."""
    if node.__class__ in _PLAIN:
        return _template(node)
    if node is None or node is False:
        return []
    if node is True:
        return ["."]
    if isinstance(node, _Cased):
        return [node]
    if node == "x":  # the number X, wherever it stands ("the top X cards")
        return [_Cased("X")]
    if isinstance(node, str):
        return node.split(" ") if node else []
    if isinstance(node, tuple):
        return [t for x in node for t in tokens(x)]
    if isinstance(node, A.NounHead):
        return [t for x in node.nouns for t in tokens(_cased(x))]
    if isinstance(node, A.Non):
        return ["non", "-", *tokens(_cased(node.noun))]
    if isinstance(node, A.Keyword) and node.name not in _ADJECTIVE_KEYWORDS:
        return [_Cased(node.name[:1].upper() + node.name[1:]), *tokens(node.value)]
    if isinstance(node, A.Amount):
        return [*tokens(node.sign), *tokens(_cased(node.number))]
    if isinstance(node, A.Triggered):  # "Action:" / "Forced:", capitalised also after a keyword line without period
        return [_Cased(node.kind[:1].upper() + node.kind[1:]), ":", *tokens(node.sentences)]
    if isinstance(node, A.ToInfinitive) and node.colon:
        return ["to", *tokens(node.aside), ":", *tokens(node.predicate)]
    if isinstance(node, A.Aside):
        return [_AsideOpen("("), *tokens(node.conj), *tokens(node.items), ")"]
    if not hasattr(node, "__dataclass_fields__"):
        fields(node)  # not an AST node: dataclasses' own TypeError
    if not isinstance(node, _SPECIAL):
        _PLAIN.add(node.__class__)
    return _template(node)


def _template(node) -> list[str]:
    out: list[str] = []
    join = getattr(node, "JOIN", {})
    for item in node.TEMPLATE:  # every TEMPLATE item not "=..." is a field of its node (tests/text)
        if item.startswith("="):
            out.append(item[1:])
        elif item in join:
            for i, x in enumerate(getattr(node, item)):
                if i:
                    out.append(join[item])
                out.extend(tokens(x))
        else:
            out.extend(tokens(getattr(node, item)))
    return out


def _unnamed(toks: list[str]) -> list[str]:
    """Lower-case again a capitalised word that would join a run of capitalised words holding a word the lexicon
    doesn't know: the lexer reads such a run as one name ("Skaven Warlord"), so the word must stay lower-case."""
    known = lexicon.forms()
    out = list(toks)
    i = 0
    while i < len(out):
        if not (out[i][:1].isupper() and out[i][:1].isalpha()):
            i += 1
            continue
        run, j = [], i
        while j < len(out):
            if out[j][:1].isupper() and out[j][:1].isalpha():
                run.append(j)
                j += 1
            elif out[j] in _NAME_JOINERS:
                k = j
                while k < len(out) and out[k] in _NAME_JOINERS:
                    k += 1
                if k < len(out) and out[k][:1].isupper() and out[k][:1].isalpha():
                    j = k
                else:
                    break
            else:
                break
        cased = [k for k in run if isinstance(out[k], _Cased)]
        if cased and any(not isinstance(out[k], _Cased) and out[k].lower() not in known for k in run):
            for k in cased:
                out[k] = out[k].lower()
        i = j
    return out


def join(toks: list[str]) -> str:
    """Spacing and capitals: no space before punctuation, "+1", "non-Hero", "[Power][Power]", a capital after . : ( ."""
    text, prev, quote_open, aside = "", None, False, False
    after_period, reopen = [], False  # a reminder after a period: the next word opens a sentence
    for t in toks:
        if prev is None or (prev in _OPENS_SENTENCE and not aside) or (prev == ")" and reopen):
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
            or (t.startswith("[") and prev.endswith("]"))
        )
        if t == '"':
            quote_open = not quote_open
        text += t if glue else " " + t
        prev = t.lower() if t not in ("+", "-") else t
        aside = isinstance(t, _AsideOpen)
    return text


def fmt(card) -> str:
    return join(_unnamed(tokens(card)))
