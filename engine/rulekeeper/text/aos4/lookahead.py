"""What the parser can read next (AoS4 lexer, issue 15): a word with several terminals takes the first with which
the parser reads on to the end of its sentence, found by a bounded search over the LALR tables.

`Stacks` numbers each LALR state stack the search meets and keeps, per stack, what reading each terminal makes of
it (a row: terminal -> the number of the next stack, None if the parser cannot read it), across texts: the stacks
are shallow (one line's nesting) and recur, so a step of the search is one dict look-up. `Search` is one text's
search: how far the parser can read from a stack if word i is a given terminal, memoized over the text.
"""

from __future__ import annotations

from lark.parsers.lalr_analysis import Shift

BUDGET = 4000  # parser steps one choice may take


def advance(states, end_state, stack, terminal):
    """The LALR state stack after reading `terminal`, or None if the parser cannot read it there."""
    stack = list(stack)
    while True:
        action = states[stack[-1]].get(terminal)
        if action is None:
            return None
        kind, arg = action
        if kind is Shift:
            stack.append(arg)
            return stack
        size = len(arg.expansion)
        if size:
            del stack[-size:]
        stack.append(states[stack[-1]][arg.origin.name][1])
        if terminal == "$END" and stack[-1] == end_state:
            return stack


class Stacks:
    """The stacks met, numbered once, and their rows (module docstring)."""

    LIMIT = 200_000  # bounded, whatever the texts: a new table when the last text filled this one

    def __init__(self, conf):
        self.conf, self.numbers, self.stacks, self.tops, self.rows, self.steps = conf, {}, [], [], [], 0

    def full(self) -> bool:
        return self.steps > self.LIMIT or len(self.stacks) > self.LIMIT

    def number(self, stack: tuple) -> int:
        n = self.numbers.get(stack)
        if n is None:
            n = self.numbers[stack] = len(self.stacks)
            self.stacks.append(stack)
            self.tops.append(stack[-1])
            self.rows.append({})
        return n

    def step(self, n: int, terminal):
        """The number of the stack after reading `terminal` on stack `n`, None if the parser cannot read it."""
        row = self.rows[n]
        if terminal in row:
            return row[terminal]
        after = advance(self.conf.states, self.conf.end_state, self.stacks[n], terminal)
        after = row[terminal] = None if after is None else self.number(tuple(after))
        self.steps += 1
        return after


class Search:
    """How far the parser can read ahead from a stack if a word is a given terminal (memoized over one text;
    each choice has its own budget of steps)."""

    def __init__(self, conf, terminals: list, stacks: Stacks):
        """`terminals`: each word's terminals, in order."""
        self.states, self.stacks, self.budget, self.memo = conf.states, stacks, BUDGET, {}
        self.terminals = terminals
        self.last = len(terminals) - 1
        self.horizon = -1

    def reach(self, at: int, i: int, terminal, depth: int) -> int:
        """How many words from i the parser reads (at most depth + 1, which means all of them) from stack number
        `at` if word i is `terminal`. A run of words with one terminal each is walked in a loop (one row look-up a
        word, no call), the words where a choice branches searched in order, the first that reads on to the end
        ending the search."""
        key = (at, i, terminal, depth)
        result = self.memo.get(key)
        if result is not None:
            return result
        stacks, words, last = self.stacks, self.terminals, self.last
        rows, tops, states = stacks.rows, stacks.tops, self.states
        read = 0  # the words before word i of this run, read
        while True:
            self.budget -= 1
            row = rows[at]
            after = row[terminal] if terminal in row else stacks.step(at, terminal)
            if after is None:
                break
            if depth == 0:
                read += 1
                break
            if i == last:
                read += depth + 1 if stacks.step(after, "$END") is not None else 0
                break
            following = words[i + 1]
            actions = states[tops[after]]
            if len(following) == 1:  # the next word has one terminal: walk on
                read += 1
                if following[0] not in actions or self.budget <= 0:
                    break
                at, i, terminal, depth = after, i + 1, following[0], depth - 1
                continue
            best = 0
            for t in following:
                if self.budget <= 0:
                    break
                if t in actions:
                    r = self.reach(after, i + 1, t, depth - 1)
                    if r > best:
                        best = r
                        if r == depth:
                            break
            read += 1 + best
            break
        if self.budget > 0:  # a result cut short by the budget is not the truth: not remembered
            self.memo[key] = read
        return read
