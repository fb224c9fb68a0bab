"""Building the AST while parsing, made cheaper (text/callbacks.py, text/frozen.py; issues 13, 15): the same
ASTs and errors as Lark's own callbacks and the dataclasses' own `__init__`."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Optional

import pytest
from lark import Lark
from lark.exceptions import UnexpectedInput

from rulekeeper.text import CardTextError, core, parse
from rulekeeper.text.frozen import fast_init

INVASION = ["Action: Deal 1 damage to target unit.", "Toughness 2. Forced: After this unit enters play, draw a card.",
            "Battlefield. Each unit you control gains [Power].", "Limited. Counterstrike 1.", "Deal 1 dmaage to",
            "Action: Destroy target unit or support card. Then, its controller draws 2 cards."]
AOS4 = ["Your Hero Phase\nDeclare: Pick a friendly unit wholly within 12\" of this unit.\nEffect: Heal (D3) that unit.",
        "Any Combat Phase\nEffect: Add 1 to hit rolls for this unit's attacks for the rest of the turn.",
        "Passive\nEffect: Ward (5+).", "Your Movement Phase\nEffect: Roll a dice. On a 3+, this unit can fly."]


def _outcome(make):
    try:
        return repr(make())
    except CardTextError as exc:
        return f"error {exc.line}:{exc.column} {exc}"


@pytest.mark.parametrize("game,texts", [("invasion", INVASION), ("aos4", AOS4)])
def test_the_compiled_callbacks_build_the_ast_lark_s_own_callbacks_build(game, texts, monkeypatch):
    lang = core.language(game)
    plain = Lark(core.grammar_text(game), **core.lark_options(game), transformer=lang.transformer())
    for text in texts:
        src = lang.normalize(text) if lang.normalize else text

        def lark_own():
            transformer = plain.options.transformer
            transformer.text = src
            try:
                return plain.parse(src)
            except UnexpectedInput as exc:
                raise core._error(lang, src, exc) from None

        assert _outcome(lambda: parse(game, text)) == _outcome(lark_own), text


@dataclass(frozen=True)
class _Plain:
    name: str
    value: Optional[int] = None
    items: tuple = ()


@dataclass(frozen=True, slots=True)
class _Slotted:
    name: str
    value: Optional[int] = None


@dataclass(frozen=True)
class _Factory:
    items: list = dataclasses.field(default_factory=list)


def test_fast_init_keeps_a_frozen_dataclass_s_behaviour():
    original = {cls: cls.__init__ for cls in (_Plain, _Slotted, _Factory)}
    before = [_Plain("a"), _Plain("a", 1, (2,)), _Slotted("b"), _Slotted(name="b", value=3)]
    assert fast_init({"P": _Plain, "S": _Slotted, "F": _Factory}) == 2
    assert _Plain.__init__ is not original[_Plain] and _Factory.__init__ is original[_Factory]  # a factory: kept
    after = [_Plain("a"), _Plain("a", 1, (2,)), _Slotted("b"), _Slotted(name="b", value=3)]
    assert after == before and [hash(x) for x in after] == [hash(x) for x in before]
    assert [repr(x) for x in after] == [repr(x) for x in before]
    assert dataclasses.replace(after[1], value=5) == _Plain("a", 5, (2,))
    with pytest.raises(dataclasses.FrozenInstanceError):
        after[0].name = "c"
    with pytest.raises(dataclasses.FrozenInstanceError):
        after[2].name = "c"
    with pytest.raises(TypeError):
        _Plain()  # a field without default is still required


@dataclass(frozen=True)
class _WithInitVar:
    name: str
    extra: dataclasses.InitVar[int] = 0
    derived: int = dataclasses.field(default=0, init=False)

    def __post_init__(self, extra):
        object.__setattr__(self, "derived", extra * 2)


def test_fast_replace_gives_what_dataclasses_replace_gives():
    from rulekeeper.text.frozen import replace

    for obj, changes in [(_Plain("a", 1, (2,)), {"value": 5}), (_Plain("a"), {}), (_Slotted("b", 3), {"name": "c"}),
                         (_WithInitVar("x", 2), {"name": "y", "extra": 4})]:
        mine, theirs = replace(obj, **dict(changes)), dataclasses.replace(obj, **dict(changes))
        assert mine == theirs and repr(mine) == repr(theirs) and type(mine) is type(theirs)
    for bad in [{"nope": 1}]:
        with pytest.raises(TypeError):
            replace(_Plain("a"), **bad)
    with pytest.raises(ValueError):
        replace(_WithInitVar("x", 1), derived=3)
    with pytest.raises(TypeError):
        replace(object())


@pytest.mark.parametrize("game,texts", [("invasion", INVASION + ["Action: Deal 1 damage to", "Forced: After ."]),
                                        ("aos4", AOS4 + ["Your Hero Phase\nEffect: Add 1 to", "Passive\nEffect:"])])
def test_the_one_frame_loop_parses_as_lark_s_own_loop(game, texts, monkeypatch):
    """lalr.FastParser against Lark's `_Parser` on the same tables and callbacks: the same AST, or the same
    UnexpectedToken (token, what was expected, the parser's stacks), and an interactive parser that still works."""
    from lark.parsers.lalr_parser import _Parser

    from rulekeeper.text.lalr import FastParser

    lark_parser = core.parser(game)
    fast = lark_parser.parser.parser.parser
    assert isinstance(fast, FastParser)
    plain = _Parser(fast.parse_table, fast.callbacks, fast.debug)
    lang = core.language(game)

    def run(loop):
        monkeypatch.setattr(lark_parser.parser.parser, "parser", loop)
        try:
            return "ast", repr(parse(game, text))
        except CardTextError as exc:
            pass
        src = lang.normalize(text) if lang.normalize else text
        transformer = core._embedded_transformer(game)
        if hasattr(transformer, "text"):
            transformer.text = src
        try:
            lark_parser.parse(src)
        except UnexpectedInput as exc:
            state = exc.state if hasattr(exc, "state") else None
            return ("error", type(exc).__name__, str(getattr(exc, "token", "")), sorted(getattr(exc, "expected", ())),
                    list(state.state_stack) if state is not None else None,
                    sorted(exc.interactive_parser.accepts()) if exc.interactive_parser else None)
        return "ast-refused", str(exc)

    for text in texts:
        assert run(fast) == run(plain), text


def test_a_spliced_rule_s_callback_makes_lark_s_list():
    """callbacks._splicer: the list Lark's chain makes (kept children appended, `_rule` lists spliced in, the
    first spliced list grown in place), including spliced lists that are empty."""
    from lark import Tree

    from rulekeeper.text.callbacks import _splicer

    def lark_chain(c, plan):
        filtered = []
        for i, mode in plan:
            if mode:
                if filtered:
                    filtered += c[i] if mode == 1 else c[i].children
                else:
                    filtered = c[i] if mode == 1 else c[i].children
            else:
                filtered.append(c[i])
        return filtered

    plans = [((0, 1), (1, 0)), ((0, 0), (1, 1)), ((0, 1), (1, 0), (2, 1)), ((0, 0), (2, 1)),
             ((0, 1), (1, 1), (2, 0), (3, 2)), ((0, 2), (1, 1))]
    for plan in plans:
        for empty in range(2 ** len(plan)):
            def children():
                c = []
                for n, (i, mode) in enumerate(plan):
                    items = [] if empty >> n & 1 else [f"x{i}"]
                    while len(c) < i:
                        c.append("skipped")
                    c.append(f"x{i}" if mode == 0 else items if mode == 1 else Tree("_r", items))
                return c
            first, second = children(), children()
            got, want = _splicer(plan, list)(first), lark_chain(second, plan)
            assert got == want, (plan, empty)
            # a spliced first child is grown in place, as Lark does
            if plan[0][1] == 1 and want is second[plan[0][0]]:
                assert first[plan[0][0]] == got
