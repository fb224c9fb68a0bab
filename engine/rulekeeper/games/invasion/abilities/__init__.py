"""The Invasion ability interpreter: card abilities run from their typed text (rulekeeper.text.invasion.semantics).

objects.py (what a noun phrase picks on the table), effects.py (one handler per effect: checked at loading,
run at resolution), program.py (which abilities of a card the engine carries out, read once per card),
run.py (triggering Actions and playing tactics, resolving chain entries, Forced effects). The action windows
that hold the chain are in ../windows.py, on the kernel's ActionWindow.
"""

from . import choice  # noqa: F401  ("X or Y": registers its handler)
from . import cards_moving  # noqa: F401  (discard, develop, take, look at, reveal: registers its handlers)
from . import choosing  # noqa: F401  ("may" / "must", cards chosen as an effect resolves: registers its handler)
from . import cannot  # noqa: F401  ("cannot ... until the end of the turn": registers its handler)
from . import shields  # noqa: F401  (cancelling or redirecting the next damage: registers its handlers)
from . import search  # noqa: F401  (searching the top of a deck: registers its handlers)
from . import justplayed  # noqa: F401  (cancelling a card just played: registers its handler)
from . import copying  # noqa: F401  (copying the effects of a tactic just played, errata.core.45)
from . import cancelling  # noqa: F401  (cancelling an Action just triggered, faq.45)
from . import discarding  # noqa: F401  (discarding resources, faq.54)
from . import targeting  # noqa: F401  (an extra cost to target a player's units, errata.core.39)
from . import into_play  # noqa: F401  (putting a card into play: registers its handler)
from . import reviving  # noqa: F401  (putting into play a card that entered the discard pile this turn, faq.4)
from . import from_discard  # noqa: F401  (returning a target card from your discard pile to your hand)
from . import playing  # noqa: F401  (an effect that plays a unit from hand, inside the chain)
from . import moves  # noqa: F401  (moving units, developments, damage: registers its handler)
from . import capitals  # noqa: F401  (damage and healing on a capital's sections: registers its handlers)
from . import revealed  # noqa: F401  (revealing the top of the deck, conditions on it: registers its handlers)
from . import protection  # noqa: F401  (constant effects that keep cards from being targeted)
from . import returning  # noqa: F401  (an attachment kept when its unit leaves play, for a price)
from . import redirects  # noqa: F401  (constant redirects: the first damage to a unit each turn)
from . import necromancy  # noqa: F401  (Necromancy: playing a card from the discard pile)
from . import tactic_timing  # noqa: F401  ("Play at the beginning of your turn.": when a tactic may be played)
from . import saving  # noqa: F401  (constant effects that replace a unit's destruction)
from . import combat_limits  # noqa: F401  (constant effects that limit declaring units and triggering Actions)
from . import uncancellable  # noqa: F401  (damage constant effects keep from being cancelled)
from . import steadfast  # noqa: F401  (hit points card effects can't lower)
from . import delayed  # noqa: F401  ("... at the end of the turn": effects set up for then)
from . import savage  # noqa: F401  (Savage N: striking back when dealt damage)
from . import damage_instead  # noqa: F401  (damage replaced by removing a token)
from . import to_deck  # noqa: F401  ("put this card on top of your deck": a tactic back on its deck)
from . import blank_for_turn  # noqa: F401  (a text box blank until the end of the turn, Feared)
from . import loyalty_ignoring  # noqa: F401  (ignoring the loyalty cost of the next card of a race)
from . import optional_costs  # noqa: F401  ("you may remove N tokens from this card to ...")
from . import facedown  # noqa: F401  (turning a support card facedown into a development)
from . import playing_paying  # noqa: F401  (an effect that plays a unit from hand, paying its cost)
from . import cancelling_targeting  # noqa: F401  (cancelling an Action for what it targets)
from . import damage_shields  # noqa: F401  (cancelling / redirecting the next damage: more phrasings)
from . import taking_control  # noqa: F401  (taking control of cards, until the end of the turn too)
from . import power_changes  # noqa: F401  (doubling, "power equal to", losing all power until the end of the turn)
from .objects import Unsupported

__all__ = ["Unsupported"]
