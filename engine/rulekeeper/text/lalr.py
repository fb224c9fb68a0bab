"""Lark's LALR parse loop, driven with less overhead (issues 13, 15): the same tables, actions and results.

Lark's `_Parser.parse_from_state` calls `ParserState.feed_token` once per token; each call reloads the parser's
tables from its configuration, and each reduction reads the rule's length and left-hand side through attribute
chains and looks its callback up by the rule. `FastParser` runs the same loop in one frame: the stacks are the
`ParserState`'s own lists (a lexer that asks the parser state what can follow sees them as Lark keeps them), and
the table is Lark's with each action made ready once: a shift or goto is the next state itself, a reduction its
rule's (length, left-hand side, callback). Anything out of the ordinary is Lark's own code: a token the table has
no action for goes to `feed_token`, which raises the very `UnexpectedToken` Lark raises (and the interactive
parser that comes with it), and so does an end of text the table cannot reduce; an interactive parse (the error
messages' "what can follow") never comes here.
"""

from __future__ import annotations

from lark.exceptions import UnexpectedInput
from lark.lexer import LexerThread, Token
from lark.parsers.lalr_analysis import Shift
from lark.parsers.lalr_interactive_parser import InteractiveParser
from lark.parsers.lalr_parser import _Parser
from lark.parsers.lalr_parser_state import ParseConf, ParserState

from . import callbacks as callbacks_module


def _same(children):
    return children


# a one-symbol rule whose callback is one of these needs no call (callbacks.py): `_rule: x` keeps its one child as
# a list ([x], what `callbacks._same` returns), `rule: _x_plus` passes its child on (`callbacks._first` of [c] is c)
_AS_LIST, _AS_IS = None, False


class FastParser(_Parser):
    """A `_Parser` whose main loop is one frame (see the module docstring)."""

    def __init__(self, parse_table, callbacks, rules, debug: bool = False):
        super().__init__(parse_table, callbacks, debug)
        # Lark: `callbacks[rule](s) if callbacks else s`
        self._rules = {rule: (len(rule.expansion), rule.origin.name, callbacks[rule] if callbacks else _same)
                       for rule in rules}
        for rule, (size, origin, callback) in self._rules.items():
            if size == 1 and callback in (_same, callbacks_module._same):
                self._rules[rule] = (size, origin, _AS_LIST)
            elif size == 1 and callback is callbacks_module._first:
                self._rules[rule] = (size, origin, _AS_IS)
        self._terminal_callbacks = {k: v for k, v in callbacks.items() if isinstance(k, str)}
        # the same table with each action ready to use: a shift (or a goto) is the next state, an int; a reduction
        # is its rule's (length, left-hand side, callback)
        self._table = {state: {symbol: arg if action is Shift else self._rules[arg]
                               for symbol, (action, arg) in actions.items()}
                       for state, actions in parse_table.states.items()}
        self._units: dict = {}  # (state under the top, top, terminal) -> a run of one-symbol reductions (_unit_run)

    def _unit_run(self, below, top, terminal):
        """One-symbol reductions leave the state under the top where it is, so a run of them before `terminal`
        depends on (below, top, terminal) alone: the top they end in and the callbacks they make, in order, each
        taking a list of the one child (a child passed on as it is needs no call), worked out once."""
        table, calls, start = self._table, [], top
        while True:
            action = table[top].get(terminal)
            if action is None or action.__class__ is int or action[0] != 1:
                break
            _, origin, callback = action
            if callback:
                calls.append(callback)
            elif callback is _AS_LIST:
                calls.append(_same)
            top = table[below][origin]
        if len(self._units) > 100_000:  # bounded (a grammar has far fewer)
            self._units.clear()
        run = self._units[below, start, terminal] = (top, tuple(calls))
        return run

    def parse_from_state(self, state, last_token=None):
        if self.debug or state.parse_conf.states is not self.parse_table.states:
            return super().parse_from_state(state, last_token)
        table, units = self._table, self._units
        state_stack, value_stack = state.state_stack, state.value_stack
        terminal_callbacks = self._terminal_callbacks
        try:
            token = last_token
            for token in state.lexer.lex(state):
                kind = token.type
                while True:
                    action = table[state_stack[-1]].get(kind)
                    if action is None:
                        state.feed_token(token)  # no action: Lark raises its UnexpectedToken
                        raise AssertionError("feed_token accepted a token the parse table has no action for")
                    if action.__class__ is int:  # shift
                        state_stack.append(action)
                        value_stack.append(token if kind not in terminal_callbacks else terminal_callbacks[kind](token))
                        break
                    size, origin, callback = action
                    if size == 1:  # most reductions (`noun: NOUN_WORD`), in runs: see `_unit_run`
                        key = (state_stack[-2], state_stack[-1], kind)
                        run = units.get(key)
                        if run is None:
                            run = self._unit_run(*key)
                        top, calls = run
                        if calls:
                            value = value_stack[-1]
                            for call in calls:
                                value = call([value])
                            value_stack[-1] = value
                        state_stack[-1] = top
                        continue
                    if size:
                        children = value_stack[-size:]
                        del state_stack[-size:]
                        del value_stack[-size:]
                    else:
                        children = []
                    value_stack.append(callback(children))
                    state_stack.append(table[state_stack[-1]][origin])
            end_token = Token.new_borrow_pos("$END", "", token) if token else Token("$END", "", 0, 1, 1)
            # the end of the text: reduce to the start rule in the same loop (Lark: `feed_token(end, True)`)
            end_state = state.parse_conf.end_state
            while True:
                action = table[state_stack[-1]].get("$END")
                if action is None or action.__class__ is int:
                    return state.feed_token(end_token, True)  # Lark raises its UnexpectedToken (or EOF)
                size, origin, callback = action
                if size:
                    children = value_stack[-size:]
                    del state_stack[-size:]
                    del value_stack[-size:]
                else:
                    children = []
                value_stack.append(children if callback is _AS_LIST else children[0] if callback is _AS_IS
                                   else callback(children))
                state_stack.append(table[state_stack[-1]][origin])
                if state_stack[-1] == end_state:
                    return value_stack[-1]
        except UnexpectedInput as e:
            try:
                e.interactive_parser = InteractiveParser(self, state, state.lexer)
            except NameError:
                pass
            raise e


def direct(lark_parser):
    """`lark_parser.parse` for one text, without the layers Lark's front end puts around the loop for every text
    (the start rule checked, options looked up, a new ParseConf): the same loop, lexer and errors. Lark's own
    `parse` for a parser whose loop is not a FastParser or which has several start rules."""
    front = lark_parser.parser
    fast = getattr(getattr(front, "parser", None), "parser", None)
    if not isinstance(fast, FastParser) or fast.debug or len(front.parser_conf.start) != 1 \
            or getattr(front, "skip_lexer", True) or front.options._plugins:
        return lark_parser.parse
    conf = ParseConf(fast.parse_table, fast.callbacks, front.parser_conf.start[0])
    lalr, lexer, from_text = front.parser, front.lexer, LexerThread.from_text

    def parse(text: str):
        # the loop looked up on each call, as Lark does (a test may put Lark's own loop in its place)
        return lalr.parser.parse_from_state(ParserState(conf, from_text(lexer, text)))

    return parse
