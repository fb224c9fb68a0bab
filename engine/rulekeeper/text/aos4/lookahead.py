"""What the parser can read next (AoS4 lexer, issue 15): a word with several terminals takes the first with which
the parser reads on to the end of its sentence, found by a bounded search over the LALR tables.

The search walks `lalr.Stacks`, the numbered stacks the parse itself runs over: per stack, what reading each
terminal makes of it (a row: terminal -> the number of the next stack, None if the parser cannot read it), kept
across texts: the stacks are shallow (one line's nesting) and recur, so a step of the search is one dict look-up.
`Search` is one text's search: how far the parser can read from a stack if word i is a given terminal, memoized
over the text.
"""

from __future__ import annotations

BUDGET = 4000  # parser steps one choice may take


class Search:
    """How far the parser can read ahead from a stack if a word is a given terminal (memoized over one text;
    each choice has its own budget of steps)."""

    def __init__(self, conf, terminals: list, stacks):
        """`terminals`: each word's terminals, in order; `stacks`: a lalr.Stacks."""
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
