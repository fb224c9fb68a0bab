"""Command abilities (command-points): each costs 1 command point, and each is used at most once per phase by
each army (our reading; the sheet does not say). `spend` pays for one a player declares; `offer` asks a player,
through the decisions interface, whether to answer a declaration with a reaction (All-out Attack, Forward to
Victory ...).
"""

from __future__ import annotations

from ...kernel import IllegalAction, ask, implements

COMMANDS = {"ability.rally", "ability.magical-intervention", "ability.redeploy", "ability.at-the-double",
            "ability.all-out-attack", "ability.all-out-defense", "ability.covering-fire",
            "ability.forward-to-victory", "ability.counter-charge"}
COST = 1
NAMES = {"ability.rally": "Rally", "ability.magical-intervention": "Magical Intervention",
         "ability.redeploy": "Redeploy", "ability.at-the-double": "At the Double",
         "ability.all-out-attack": "All-out Attack", "ability.all-out-defense": "All-out Defense",
         "ability.covering-fire": "Covering Fire", "ability.forward-to-victory": "Forward to Victory",
         "ability.counter-charge": "Counter-charge"}


def can_spend(b, player: str, ability: str) -> str | None:
    """Why player cannot use the command now (None: they can)."""
    if b.cp[player] < COST:
        return f"player {player} has no command point left"
    if b.was_used("phase", f"{player}:{ability}"):
        return f"player {player} has already used {NAMES[ability]} this phase"
    return None


@implements("command-points")
def spend(b, player: str, ability: str, unit=None) -> None:
    why = can_spend(b, player, ability)
    if why:
        raise IllegalAction("command-points", why)
    b.cp[player] -= COST
    b.use("phase", f"{player}:{ability}")
    b.log.emit("command", (ability, "command-points"), player=player, ability=ability,
               unit=getattr(unit, "id", None), cp=b.cp[player])


def offer(b, player: str, ability: str, unit=None) -> bool:
    """Ask `player` whether to use the reaction `ability` (only when they can); spend for it if they do."""
    if can_spend(b, player, ability):
        return False
    label = NAMES[ability]
    if ask(b.decisions, b.log, player, f"use {label}?", ["no", label], (ability,)) == 0:
        return False
    spend(b, player, ability, unit)
    return True
