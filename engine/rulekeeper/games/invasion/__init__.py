"""Warhammer: Invasion LCG (spec/invasion/rules.yaml: the FAQ 2.2 and the core rulebook's facts, core.*).

Public API (the conformance protocol and `simulate` use only this):

    from rulekeeper.games.invasion import load_cards, new_game, from_position
    pool = load_cards()                       # spec/invasion/cards.yaml (or a path: the corpus JSON)
    game = new_game(pool, {"A": names, "B": names}, seed=1)   # core.setup.*: rests at the first mulligan
    game = from_position(pool, {...})         # position.py documents the format
    game.to_act(); game.legal_actions("A"); game.do(("play", card_id, "kingdom"))   # actions.py lists them
    game.view("A"); game.check(); game.log; game.snapshot(); game.restore(snap)

Every refused action raises IllegalAction(rule_id, message) before anything changes. The rules modules, by the
rules' sections: setup (core.setup), turn (core.turn), capital (core.turn.3, core.cards.*), combat and damage
(core.combat), game (core.capital, core.players), deck (core.deck), information and invariants.
Card abilities run from their typed text (abilities/: what a card's `program` carries out; `runnable` when all of
them); the action windows of the timing structure are in windows.py.
"""

from __future__ import annotations

from ...kernel import IllegalAction
from . import deck  # noqa: F401  (every @implements claim registered)
from . import attached, entering, faceup  # noqa: F401  (constant effects on a unit or a zone; turn_faceup, faq.6)
from .cards import Card, CardDataError, load_cards, runnable_report
from .deck import deck_report
from .simulate import simulation
from .table import Table, from_position, new_game

__all__ = ["Card", "CardDataError", "IllegalAction", "Table", "deck_report", "from_position", "load_cards",
           "new_game", "runnable_report", "simulation"]
