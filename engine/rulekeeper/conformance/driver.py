"""The one seam between scenarios and an engine: a `Driver` speaks the conformance protocol (kernel/protocol.py)
over a `Link` (links.py), never importing an engine.

What every game's driver shares lives here: requests and answers checked for shape, cards a scenario defines
inline (one entry of the game's cards.yaml, its text in the card-text language), scripted choices, deck lists,
the last action's events and refusal, and whether a refused action left the state unchanged. A game's step
library subclasses `Driver` with the game's own words (conformance/<game>/driver.py).

The queries every game answers: `snapshot` (a string equal for equal states), `outcome` ({winner, removed}),
`card_check` (a card entry -> null or the error), `deck_check` (a deck list -> [{rule, message}]).
"""

from __future__ import annotations

from typing import Any

import yaml

from .links import EngineError, Link


class DriverError(AssertionError):
    """A mistake in the feature, not in the engine: a card that doesn't exist, an impossible position, a Given
    after the first action, a docstring that isn't a card."""


class Refusal:
    """An engine's `{"illegal": {"rule", "message"}}` answer, kept for `the action is refused citing rule ...`."""

    def __init__(self, rule: str, message: str):
        self.rule_id, self.message = rule, message

    def __str__(self) -> str:
        return f"illegal ({self.rule_id}): {self.message}"


class Driver:
    def __init__(self, link: Link):
        self.link = link
        self.refusal: Refusal | None = None
        self.last_events: list[dict] = []
        self.before: str | None = None
        self.started = False
        self.inline: list[dict] = []  # cards the scenario defines (`Given the card:`)
        self.answers: list[str] = []  # choices scripted before the game starts
        self.deck_list: str | None = None  # `Given the deck list:`

    # --- requests -------------------------------------------------------------------------------------------
    def send(self, message: dict) -> dict:
        answer = self.link.request(message)
        if "error" in answer:
            err = answer["error"]
            raise DriverError(err.get("message", str(err)) if isinstance(err, dict) else str(err))
        return answer

    def query(self, what: str, **fields: Any) -> Any:
        answer = self.send({"type": "query", "what": what, **fields})
        if "value" not in answer:
            raise EngineError(f"the engine answered the query {what!r} with {answer!r}, not {{\"value\": ...}}")
        return answer["value"]

    def start(self, setup: dict) -> list[dict]:
        events = self._events(self.send({"type": "setup", **setup}), "setup")
        self.started = True
        return events

    def ensure(self) -> None:
        """Send the scenario's setup if it hasn't been sent (a game's driver builds it from its Given steps)."""
        if not self.started:
            self.start(self.setup_request())
            self.last_events = []

    def setup_request(self) -> dict:
        raise DriverError("this game's driver sets up no position")

    def act(self, action: dict, expect_refusal: bool = False) -> None:
        """One action; a refusal is kept when expected, and fails the step (naming its rule) when not."""
        self.ensure()
        self.before = self.query("snapshot")
        self.refusal = None
        self.last_events = []
        answer = self.send({"type": "act", "action": action})
        if "illegal" in answer:
            ill = answer["illegal"]
            self.refusal = Refusal(str(ill.get("rule")), str(ill.get("message")))
            if not expect_refusal:
                raise AssertionError(f"the engine refused the action: {self.refusal}")
            return
        self.last_events = self._events(answer, "act")

    # --- cards, choices, decks ------------------------------------------------------------------------------
    def entry(self, text: str) -> dict:
        """A docstring holding one YAML mapping (a card entry, a deck list)."""
        try:
            entry = yaml.safe_load(text)
        except yaml.YAMLError as exc:
            raise DriverError(f"the docstring is not valid YAML: {exc}") from None
        if not isinstance(entry, dict):
            raise DriverError(f"a card or a deck is one YAML mapping, not {text!r}")
        return entry

    def define_card(self, text: str) -> str:
        """A card written inline in a scenario: one cards.yaml entry (its `text` in the card-text language)."""
        entry = self.entry(text)
        error = self.card_error(text)
        if error is not None:
            raise DriverError(f"the card can't be defined: {error}")
        self.inline.append(entry)
        return str(entry["name"])

    def card_error(self, text: str) -> str | None:
        """The error a card definition gets (None when it is accepted)."""
        return self.query("card_check", card=self.entry(text))

    def cards(self) -> list[dict]:
        """The cards a setup carries besides the game's own: the scenario's inline cards."""
        return list(self.inline)

    def script(self, *answers: str | dict) -> None:
        """Answers for the next choices: names (or words), or {"card", and the game's place} for one card."""
        if not self.started:
            self.answers.extend(answers)
        else:  # a decision added mid-game: not an action (the last action's events and refusal stay)
            self.send({"type": "act", "action": {"do": "choose", "answers": list(answers)}})

    def check_deck(self) -> list[tuple[str | None, str]]:
        if self.deck_list is None:
            raise DriverError("no deck list given (`Given the deck list:`)")
        problems = self.query("deck_check", deck=self.entry(self.deck_list), cards=self.cards())
        return [(p.get("rule"), p["message"]) for p in problems]

    # --- reading --------------------------------------------------------------------------------------------
    def read(self, what: str, **fields: Any) -> Any:
        """A query about the game (the setup is sent first if needed)."""
        self.ensure()
        return self.query(what, **fields)

    def winner(self) -> str | None:
        return self.read("outcome")["winner"]

    def removed(self) -> set[str]:
        return set(self.read("outcome")["removed"])

    def unchanged(self) -> bool:
        return self.before is not None and self.query("snapshot") == self.before

    def events(self, since_action: bool = False) -> list[dict]:
        return list(self.last_events) if since_action else self.log()

    def log(self) -> list[dict]:
        """The whole event log (the results plugin stores it with the scenario); empty before setup."""
        if not self.started:
            return []
        return self._events(self.send({"type": "log"}), "log")

    @staticmethod
    def _events(answer: dict, what: str) -> list[dict]:
        events = answer.get("events")
        if not isinstance(events, list):
            raise EngineError(f"the engine answered {what} with {answer!r}, not {{\"events\": [...]}}")
        return events
