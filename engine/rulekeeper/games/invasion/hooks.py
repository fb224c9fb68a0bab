"""One question of the rules that other modules answer too: each registers its function when imported
(abilities/__init__.py imports them all), and the module asking reads every answer the same way."""

from __future__ import annotations


class Hooks(list):
    """The functions registered for one question (`question`: their arguments and what they answer).
    `first`: the first answer that is not None (a refusal); `total`: the sum (more damage, a price);
    `any`: does one say yes."""

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def first(self, *args):
        for f in self:
            got = f(*args)
            if got is not None:
                return got
        return None

    def total(self, *args) -> int:
        return sum(f(*args) for f in self)

    def any(self, *args) -> bool:
        return any(f(*args) for f in self)
