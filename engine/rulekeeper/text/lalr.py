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

A lexer that chooses among a word's terminals by what the parser can read next (AoS4's: `numbered_stacks`) is
driven by a second loop over `Stacks`: every state stack met is a number, and reading a terminal on a stack is one
look-up giving the next stack and the reductions on the way, worked out once across texts; the lexer is handed a
`Position` (the stacks and the current number) in place of the parser state, so the look-ahead and the parse
walk the same table of steps.
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


def _children_as_is(callback) -> bool:
    """A callback that returns the children's list itself."""
    return callback is _same or callback is callbacks_module._same


class Stacks:
    """LALR state stacks numbered as a trie (a stack is its top state on the stack under it), and the steps
    between them: reading a terminal on stack n gives the next stack's number (`step`, for a look-ahead) and the
    reductions made on the way (`move`, for the parse), each worked out once. `table` is `FastParser._table`'s
    form: a shift or goto is the next state, a reduction its (length, left-hand side, callback)."""

    LIMIT = 200_000  # bounded, whatever the texts: `full` says when to start a new one (between texts)

    def __init__(self, table, start_state, end_state):
        self.table, self.end_state, self.steps = table, end_state, 0
        self.parent, self.tops, self.children = [-1], [start_state], {}
        self.rows: list = [{}]  # per stack: terminal -> the next stack's number, None if it cannot be read
        self.moves: list = [{}]  # per stack: terminal -> (the next stack's number, reductions), None likewise
        self.plans: dict = {}  # reductions -> their plan, made once (`_word_chain`): many moves make the same

    @classmethod
    def of_conf(cls, conf):
        """Stacks over Lark's own table (`conf.states`), for a look-ahead without a FastParser (no callbacks)."""
        table = {state: {symbol: arg if action is Shift else (len(arg.expansion), arg.origin.name, None)
                         for symbol, (action, arg) in actions.items()} for state, actions in conf.states.items()}
        stacks = cls(table, conf.start_state, conf.end_state)
        stacks.states = conf.states
        return stacks

    def full(self) -> bool:
        return self.steps > self.LIMIT or len(self.tops) > self.LIMIT

    def child(self, n: int, state) -> int:
        """The number of stack n with `state` pushed on it."""
        key = (n, state)
        c = self.children.get(key)
        if c is None:
            c = self.children[key] = len(self.tops)
            self.parent.append(n)
            self.tops.append(state)
            self.rows.append({})
            self.moves.append({})
        return c

    def number(self, stack) -> int:
        """The number of a stack given as its states (Lark's `state_stack`)."""
        if stack[0] != self.tops[0]:
            raise ValueError("a stack from another start state")
        n = 0
        for state in stack[1:]:
            n = self.child(n, state)
        return n

    def stack(self, n: int) -> list:
        """Stack n as Lark keeps it: its states, bottom first."""
        out, parent, tops = [], self.parent, self.tops
        while n >= 0:
            out.append(tops[n])
            n = parent[n]
        out.reverse()
        return out

    def _walk(self, n: int, terminal):
        """(the stack after reading `terminal` on stack n, the reductions on the way as (length, callback), whether
        it ends in a shift), None if the parser cannot read it; "$END" stops at the end state, as Lark's loop."""
        table, tops, parent, reductions = self.table, self.tops, self.parent, []
        self.steps += 1
        while True:
            action = table[tops[n]].get(terminal)
            if action is None:
                return None
            if action.__class__ is int:
                return self.child(n, action), tuple(reductions), True
            size, origin, callback = action
            reductions.append((size, callback))
            for _ in range(size):
                n = parent[n]
            n = self.child(n, table[tops[n]][origin])
            if terminal == "$END" and tops[n] == self.end_state:
                return n, tuple(reductions), False

    def step(self, n: int, terminal):
        """The number of the stack after reading `terminal` on stack n, None if the parser cannot read it."""
        row = self.rows[n]
        if terminal in row:
            return row[terminal]
        walked = self._walk(n, terminal)
        after = row[terminal] = None if walked is None else walked[0]
        return after

    def move(self, n: int, terminal):
        """(the next stack's number, the reductions to make on the value stack first: (length, callback) pairs,
        a callback None where the children's list is the value, a one-child rule that passes its child on left
        out), None if the parser cannot read `terminal` here (nor "$END" up to the end state)."""
        moves = self.moves[n]
        if terminal in moves:
            return moves[terminal]
        walked = self._walk(n, terminal)
        if walked is None or (terminal == "$END") == walked[2]:
            move = None
        else:
            plan = tuple((size, None if callback is _AS_LIST or _children_as_is(callback) else callback)
                         for size, callback in walked[1] if not (size == 1 and callback is _AS_IS))
            if plan:  # one plan per reductions (they recur), its word runs made one (`_word_chain`)
                plan = self.plans.get(plan) or self.plans.setdefault(plan, _word_chain(plan))
            else:
                plan = None
            move = (walked[0], plan)
        moves[terminal] = move
        return move


def _word_chain(plan: tuple) -> tuple:
    """`plan` with its leading run of one-child reductions (`noun_word: NOUN`, then `nominal: noun_word` ...) made
    one, remembered per word when the child is a token: a callback marked `pure` (callbacks.py) makes its result from
    its children's values alone and keeps no token, so a run of them on the word (terminal, text) gives the same
    value every time (a frozen node: a run ending in a list, which later reductions may grow, is not remembered).
    Two or more such reductions, else the plan as it is."""
    n = 0
    while n < len(plan) and plan[n][0] == 1 and (plan[n][1] is None or getattr(plan[n][1], "pure", False)):
        n += 1
    while n and plan[n - 1][1] is None:
        n -= 1
    if n < 2:
        return plan
    calls = tuple(callback for _, callback in plan[:n])
    made: dict = {}

    def run(children):
        value = children[0]
        key = (value.type, value.value) if isinstance(value, Token) else None
        if key is not None:
            found = made.get(key)
            if found is not None:
                return found
        for call in calls:
            value = [value] if call is None else call([value])
        if key is not None:
            if len(made) > 100_000:  # bounded, whatever the texts
                made.clear()
            made[key] = value
        return value

    return ((1, run),) + plan[n:]


def _follows_the_parse(lexer_thread) -> bool:
    """Whether the lexer (inside Lark's wrappers for a custom lexer class, which pass the parser state on as it
    is) asks for a `Position` (`numbered_stacks`)."""
    lexer = getattr(lexer_thread, "lexer", None)
    for _ in range(4):
        if lexer is None:
            return False
        if getattr(lexer, "numbered_stacks", False):
            return True
        lexer = getattr(lexer, "lexer", None)
    return False


class Position:
    """What a lexer that follows the parse is handed instead of the parser state: the configuration, the stacks
    and the number of the stack the next word will be read on."""

    __slots__ = ("parse_conf", "stacks", "at")

    def __init__(self, parse_conf, stacks: Stacks, at: int):
        self.parse_conf, self.stacks, self.at = parse_conf, stacks, at


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
        self._stacks: Stacks | None = None  # for a lexer with `numbered_stacks` (_parse_numbered)
        self._follows: dict = {}  # a lexer (Lark's wrapper) -> whether it has `numbered_stacks`

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
        if last_token is None:
            lexer = getattr(state.lexer, "lexer", None)
            follows = self._follows.get(lexer)
            if follows is None:
                follows = self._follows[lexer] = _follows_the_parse(state.lexer)
            if follows:
                return self._parse_numbered(state)
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

    def _parse_numbered(self, state):
        """The loop over numbered stacks (module docstring): per token one look-up for the next stack and the
        reductions to make on the value stack. Lark's `state_stack` is written out only where Lark's own code
        takes over: a token or an end of text that cannot be read (`feed_token` raises its error from there)."""
        stacks = self._stacks
        if stacks is None or stacks.full():  # a new one between texts only: a parse holds the numbers it met
            stacks = self._stacks = Stacks(self._table, state.parse_conf.start_state, state.parse_conf.end_state)
        moves, move_of = stacks.moves, stacks.move
        value_stack, terminal_callbacks = state.value_stack, self._terminal_callbacks
        at = stacks.number(state.state_stack)
        here = Position(state.parse_conf, stacks, at)
        synced = False  # state.state_stack written out (Lark's code has taken over)
        try:
            token = None
            for token in state.lexer.lex(here):
                kind = token.type
                moved = moves[at]
                move = moved[kind] if kind in moved else move_of(at, kind)
                if move is None:
                    state.state_stack[:] = stacks.stack(at)
                    synced = True
                    state.feed_token(token)  # Lark raises its UnexpectedToken
                    raise AssertionError("feed_token accepted a token the parse table has no action for")
                at, plan = move
                if plan is not None:
                    for size, callback in plan:
                        if size == 1:
                            value_stack[-1] = [value_stack[-1]] if callback is None else callback([value_stack[-1]])
                        elif size:
                            children = value_stack[-size:]
                            del value_stack[-size:]
                            value_stack.append(children if callback is None else callback(children))
                        else:
                            value_stack.append([] if callback is None else callback([]))
                value_stack.append(token if kind not in terminal_callbacks else terminal_callbacks[kind](token))
                here.at = at
            end_token = Token.new_borrow_pos("$END", "", token) if token else Token("$END", "", 0, 1, 1)
            move = move_of(at, "$END")
            if move is None:
                state.state_stack[:] = stacks.stack(at)
                synced = True
                return state.feed_token(end_token, True)  # Lark raises its UnexpectedToken (or EOF)
            at, plan = move
            for size, callback in plan or ():
                if size:
                    children = value_stack[-size:]
                    del value_stack[-size:]
                else:
                    children = []
                value_stack.append(children if callback is None else callback(children))
            state.state_stack[:] = stacks.stack(at)
            return value_stack[-1]
        except UnexpectedInput as e:
            if not synced:
                state.state_stack[:] = stacks.stack(at)
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
