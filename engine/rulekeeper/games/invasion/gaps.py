"""Normative rules the engine does not claim, and why (printed by `rulekeeper rules unimplemented`).

Every other normative rule is claimed by the code that carries it out (`@implements`; the restricted and banned
lists' entries and the card errata the engine runs by `@implements_each`, deck.py and errata.py). What is left:
a card erratum whose corrected card does not run yet (its reason is the card's own, as `cards check` gives it),
and the rulings below. A rule missing from both says "(no reason recorded)": a new gap to explain or close.
"""

from __future__ import annotations

_ENTERING = ("a unit or support card played from hand enters play at once (capital.play); the action chain its "
             "playing opens, in which only a \"just played\" effect reaches it, is not played yet")

_EXACT = {
    "zones.entering-play": _ENTERING,
    "faq.27": _ENTERING + ", so \"When you play ...\" effects of cards in that chain (Spellsinger) are not either",
}


class _Why(dict):
    def get(self, rule_id, default=None):
        if rule_id in self:
            return self[rule_id]
        if rule_id.startswith("errata."):
            from .errata import not_run
            if rule_id in not_run():
                return "a card erratum applied as data when the card is loaded (errata.py); " + not_run()[rule_id]
        return default


WHY = _Why(_EXACT)
