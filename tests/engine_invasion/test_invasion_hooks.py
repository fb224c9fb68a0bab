"""Hooks: the functions other modules register for one question of the rules, read one way by the module asking."""

from rulekeeper.games.invasion.capital import TITLE_BARS
from rulekeeper.games.invasion.hooks import Hooks


def test_first_answer_that_is_not_none_in_registration_order():
    asked = []
    hooks = Hooks("(x) -> str | None")
    hooks.append(lambda x: asked.append("a"))
    hooks.append(lambda x: f"b{x}")
    hooks.append(lambda x: asked.append("c") or "c")
    assert hooks.first(1) == "b1" and asked == ["a"]  # the third is never asked
    assert Hooks("nothing registered").first(1) is None


def test_total_and_any():
    hooks = Hooks("(n) -> int")
    assert hooks.total(3) == 0 and not hooks.any(3)
    hooks += [lambda n: n, lambda n: 2 * n]
    assert hooks.total(3) == 9 and hooks.any(3) and not hooks.any(0)


def test_the_engines_questions_say_what_they_ask():
    import rulekeeper.games.invasion  # noqa: F401  (the ability modules register on import)
    assert isinstance(TITLE_BARS, Hooks) and "IllegalAction" in TITLE_BARS.question and len(TITLE_BARS) >= 1
