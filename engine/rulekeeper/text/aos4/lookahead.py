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

    def __init__(self, conf, terminals: list, stacks, viable: dict | None = None):
        """`terminals`: each word's terminals, in order; `stacks`: a lalr.Stacks; `viable`: (LALR state, a word's
        terminals) -> those the state has an action for, in order (shared with the lexer, across texts)."""
        self.states, self.stacks, self.budget, self.memo = conf.states, stacks, BUDGET, {}
        self.terminals = terminals
        self.last = len(terminals) - 1
        self.horizon = -1
        self.viable = {} if viable is None else viable

    def viable_at(self, key) -> tuple:
        """`viable[key]`, worked out: the terminals of `key[1]` the state `key[0]` has an action for."""
        if len(self.viable) > 100_000:  # bounded, whatever the texts
            self.viable.clear()
        actions = self.states[key[0]]
        found = self.viable[key] = tuple([t for t in key[1] if t in actions])
        return found

    def reach(self, at: int, i: int, terminal, depth: int) -> int:
        """How many words from i the parser reads (at most depth + 1, which means all of them) from stack number
        `at` if word i is `terminal`. A run of words the parser can read one way only (one terminal, or one the
        state has an action for) is walked in a loop (one row look-up a word, no call), the words where a choice
        branches searched in order, the first that reads on to the end ending the search.

        The budget is counted and the memo kept as if each word of several terminals were a call of its own: a
        word where only one can be read is looked up in the memo, and remembered, as that call would be."""
        key = (at, i, terminal, depth)
        memo = self.memo
        result = memo.get(key)
        if result is not None:
            return result
        stacks, words, last, states, viable = self.stacks, self.terminals, self.last, self.states, self.viable
        rows, tops = stacks.rows, stacks.tops
        budget = self.budget
        read = 0  # the words before word i of this run, read
        walked = None  # (key, read so far) of each word of several terminals walked through: remembered at the end
        while True:
            budget -= 1
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
            read += 1
            if len(following) == 1:  # the next word has one terminal: walk on
                terminal = following[0]
                if terminal not in states[tops[after]] or budget <= 0:
                    break
                at, i, depth = after, i + 1, depth - 1
                continue
            choices = viable.get((tops[after], following))
            if choices is None:
                choices = self.viable_at((tops[after], following))
            if not choices or budget <= 0:
                break
            i, depth = i + 1, depth - 1
            if len(choices) == 1:  # one the parser can read: walk on, as the call for it would
                terminal = choices[0]
                sub = (after, i, terminal, depth)
                found = memo.get(sub)
                if found is not None:
                    read += found
                    break
                if walked is None:
                    walked = []
                walked.append((sub, read))
                at = after
                continue
            best = 0
            for t in choices:
                if budget <= 0:
                    break
                self.budget = budget
                r = self.reach(after, i, t, depth)
                budget = self.budget
                if r > best:
                    best = r
                    if r == depth + 1:
                        break
            read += best
            break
        self.budget = budget
        if budget > 0:  # a result cut short by the budget is not the truth: not remembered
            memo[key] = read
            if walked is not None:
                for sub, before in walked:
                    memo[sub] = read - before
        return read
