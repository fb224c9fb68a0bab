"""Normative rules the engine does not claim, and why (printed by `rulekeeper rules unimplemented`).

Card abilities run from their typed text where the interpreter carries out every ability of the card
(abilities/, `rulekeeper cards check --json`: runnable); quests and legends are played like units and supports
(quests.py, legends.py); fulcrums only as far as the FAQ rules them in combat (fulcrums.py).
"""

from __future__ import annotations

_ABILITIES = ("the card abilities it needs are not carried out by the interpreter yet (a card's `why` in "
              "`rulekeeper cards check` says which)")
_WINDOWS = "a window of the timing structure for what the engine does not play yet (the Cataclysm format)"

_EXACT = {
    "core.turn.action-windows": _WINDOWS,
    "core.cards.quest": "a quest's own abilities run when the interpreter carries them out (" + _ABILITIES + ")",
    "core.cards.legend": "a legend's own abilities run when the interpreter carries them out (" + _ABILITIES + ")",
    "core.effects.action": _ABILITIES, "core.effects.forced": _ABILITIES, "core.effects.constant": _ABILITIES,
    "core.effects.cannot": _ABILITIES, "core.effects.then": _ABILITIES, "core.effects.or": _ABILITIES,
    "core.effects.sacrifice": "no card sacrifices yet (an ability)",
    "core.effects.ambush": "Ambush is a keyword with an ability: not carried out yet",
    "core.combat.non-combat-damage": "no card deals non-combat damage yet (an ability)",
    "rulebook-errata.3": "no card deals non-combat damage yet (an ability)",
    "zones": "in-play and out-of-play zones beyond playing from hand: " + _ABILITIES,
}
_PREFIXES = {
    "timing.": _WINDOWS,
    "clar.": _ABILITIES,
    "faq.": "a FAQ ruling on card abilities or timing: not carried out yet (" + _ABILITIES + ")",
    "errata.": "a card erratum: a corrected text, keyword or uniqueness is applied as data when a card is loaded "
               "(errata.py reads spec/invasion/errata.yaml; claimed: errata); what it changes in play, and the "
               "clarifications, run when that card's abilities do (" + _ABILITIES + ")",
    "restricted.": "checked as data: deck.lists() reads every title of the restricted list (claimed: restricted)",
    "banned.": "checked as data: deck.lists() reads every title of the banned list (claimed: banned)",
    "cataclysm-": "checked as data: deck.lists('cataclysm') reads every title of the Cataclysm lists (claimed: "
                  "cataclysm-restricted, cataclysm-banned); multiplayer games themselves are out of scope",
    "terms.": "a term of card text (cost, X, search, heal, sacrifice, just played ...): " + _ABILITIES,
    "zones.": "entering play at the end of an action chain, cards played (not put into play) by an effect: "
              + _ABILITIES,
    "targeting.": "targets are chosen by card abilities: " + _ABILITIES,
    "damage.": "dealt, indirect, redirected and moved damage come from card abilities: " + _ABILITIES,
    "card-types.": "face-up developments: not played yet",
    "keyword.": "Ambush: " + _ABILITIES,
    "misc.": "cards played while a chain resolves, attacks outside the battlefield phase: only card abilities do "
             "these, and the ones that do are not carried out yet",
}


class _Why(dict):
    def get(self, rule_id, default=None):
        if rule_id in self:
            return self[rule_id]
        return next((why for p, why in _PREFIXES.items() if rule_id.startswith(p)), default)


WHY = _Why(_EXACT)
