"""Re-arranging developments (faq.21): a player may shuffle their developments in any zone whenever they want, so
that the opponent can't tell which development is which (each player's view shows the opponent's developments
as a count). A development an effect on the chain targets must stay clear: its zone is not shuffled while the
effect waits there (a reading of faq.21's "it must be clear which development you are targeting": finding).
"""

from __future__ import annotations

from ...kernel import IllegalAction, implements
from .cards import ZONES
from .game import Game


def _targeted(g: Game) -> set[int]:
    """The cards the effects waiting on the chain target."""
    chain = (g.s.window or {}).get("chain") or []
    return {cid for entry in chain for slot in entry.get("targets") or [] for cid in slot}


@implements("faq.21")
def shuffle_developments(g: Game, p: str, zone: str) -> None:
    """Player p shuffles their developments in one zone, at any time (not a player action that takes priority)."""
    if g.over:
        raise IllegalAction("core.players.victory", "the game is over")
    if zone not in ZONES:
        raise IllegalAction("core.capital.zones", f"{zone!r} is not a zone (kingdom, quest, battlefield)")
    devs = g.s.zones.lists[f"{p}.{zone}.dev"]
    if len(devs) < 2:
        raise IllegalAction("faq.21", f"player {p} has {len(devs)} development(s) in their {zone}: nothing to shuffle")
    held = [c for c in devs if c in _targeted(g)]
    if held:
        raise IllegalAction("faq.21", f"a development in player {p}'s {zone} is the target of an effect on the chain: "
                                      "it must stay clear which development is targeted")
    g.s.rng.shuffle(devs)
    g.emit("developments_shuffled", ("faq.21",), player=p, zone=zone, count=len(devs))
