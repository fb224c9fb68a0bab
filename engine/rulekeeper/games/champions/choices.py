"""Choices a judge scripts for a scenario, matched to the options the engine offers (protocol `choices` and the
`choose` action): a card by name, a card by name and lane, or a word the prompt offers ("yes", "none")."""

from __future__ import annotations

import re

from ...kernel import DecisionError, Scripted

_LABEL = re.compile(r"^(?:\w+: )?(?P<card>.+?)(?: \((?P<owner>[AB]) (?:lane (?P<lane>\d)|\w+)\))?$")


class JudgeChoices(Scripted):
    """Scripted answers as a judge words them: a card by name ("Warrior Champion" answers the engine's option
    "Warrior Champion (A lane 2)" or "play: Warrior Champion (A lane 2)"), a card by name and place
    ({"card": "Clunky Unit", "lane": 1}: two cards of one name told apart), or a word ("yes", "none")."""

    def choose(self, player, prompt, options):
        if self.answers and not isinstance(self.answers[0], int):
            found = _option(self.answers[0], options)
            if found is not None:
                self.answers[0] = found
            elif isinstance(self.answers[0], dict):
                raise DecisionError(f"no option is {self.answers[0]} ({prompt}: {list(options)})")
        return super().choose(player, prompt, options)


def _option(answer: str | dict, options) -> int | None:
    card, lane = (answer.get("card"), answer.get("lane")) if isinstance(answer, dict) else (answer, None)
    want = str(card).lower()
    for i, label in enumerate(options):
        if lane is None and label.lower() == want:
            return i
    for i, label in enumerate(options):
        m = _LABEL.match(label)
        if m and m["card"].lower() == want and (lane is None or m["lane"] == str(lane)):
            return i
    return None
