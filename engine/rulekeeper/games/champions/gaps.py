"""Normative rules the engine does not claim, and why (printed by `rulekeeper rules unimplemented`)."""

from __future__ import annotations

_DECK = "deck construction, checked by deck.py (`rulekeeper deck check`) before a game, not by the engine"

WHY = {
    "2.1.1.1": _DECK,
    "2.1.1.2": _DECK,
    "2.1.1.3": _DECK,
    "2.14.5c": _DECK,
    "2.3.1": "card data: the Alliance list is the card model's (cards.py); no game rule depends on it",
    "2.3.3": "card data: Unaligned is a value of the card model's Alliance (cards.py)",
    "2.14.2": "card data: the tag list is validated when cards are loaded (cards.py, ast.TAGS)",
    "2.14.5a": "card data: Realm tags only on Spells and Blessings is validated when cards are loaded (cards.py)",
    "2.14.5b": "card data: the two Realm tags are the card model's (ast.REALM_TAGS)",
    "2.2.1": "no general override: a card beats a rule only where its text says how (can't: 2.2.3, Deploy from "
             "the discard pile ...); the engine has no mechanism for arbitrary contradictions",
}
