"""One interface for every player choice: scripted (scenarios), random (simulate), a person (later).

A choice is a prompt and a list of option labels; the answer is the index of the chosen option.
"""

from __future__ import annotations

import random
from typing import Protocol, Sequence


class DecisionError(Exception):
    """A scripted answer that does not fit the choice being asked (a mistake in the script)."""


class Decisions(Protocol):
    def choose(self, player: str, prompt: str, options: Sequence[str]) -> int: ...


class RandomChoices:
    """Uniformly random answers from its own seeded RNG (separate from the game's RNG)."""

    def __init__(self, seed: int | str = 0):
        self._r = random.Random(seed)

    def choose(self, player: str, prompt: str, options: Sequence[str]) -> int:
        return self._r.randrange(len(options))


class Scripted:
    """Answers given in advance, by option label (or index). When the script runs out, `default`:
    "first" picks option 0, "error" raises DecisionError."""

    def __init__(self, answers: Sequence[str | int] = (), default: str = "first"):
        self.answers = list(answers)
        self.default = default
        self.asked: list[tuple[str, str, tuple[str, ...]]] = []

    def add(self, *answers: str | int) -> None:
        self.answers.extend(answers)

    def choose(self, player: str, prompt: str, options: Sequence[str]) -> int:
        self.asked.append((player, prompt, tuple(options)))
        if not self.answers:
            if self.default == "first":
                return 0
            raise DecisionError(f"no scripted answer for player {player}: {prompt} {list(options)}")
        answer = self.answers.pop(0)
        if isinstance(answer, int):
            if 0 <= answer < len(options):
                return answer
        else:
            low = [o.lower() for o in options]
            if answer.lower() in low:
                return low.index(answer.lower())
        raise DecisionError(f"scripted answer {answer!r} is not one of {list(options)} ({prompt})")


def ask(decisions: Decisions, log, player: str, prompt: str, options: Sequence[str], rules: tuple[str, ...]) -> int:
    """Ask a player through the decisions interface and log the answer as a "choice" event citing `rules` (the
    rule that gives the choice); `log` is anything with `emit` (an EventLog, or a game that logs through one).
    A choice with one option is no choice: answered at once, nothing logged."""
    if len(options) == 1:
        return 0
    i = decisions.choose(player, prompt, options)
    if not 0 <= i < len(options):
        raise DecisionError(f"decision {i} out of range for {prompt!r} ({len(options)} options)")
    log.emit("choice", rules, player=player, prompt=prompt, chose=options[i])
    return i


class Prompted:
    """A person answers: each choice is printed with numbered options and read back (input/output injectable)."""

    def __init__(self, ask=input, say=print):
        self.ask, self.say = ask, say

    def choose(self, player: str, prompt: str, options: Sequence[str]) -> int:
        self.say(f"player {player}: {prompt}")
        for i, option in enumerate(options, 1):
            self.say(f"  {i}. {option}")
        while True:
            answer = self.ask("> ").strip()
            if answer.isdigit() and 1 <= int(answer) <= len(options):
                return int(answer) - 1
            low = [o.lower() for o in options]
            if answer.lower() in low:
                return low.index(answer.lower())
            self.say(f"  answer 1-{len(options)} or an option's name")
