"""Steps for the FAQ's terminology (terms.*): costs and their reduction, playing for no cost, skipping a phase."""

from __future__ import annotations

from ..steps.words import equal
from .common import invasion, step  # noqa: F401


@step("when", "an effect of player {p:P} lowers the cost of the next card they play this turn by {n:d}",
      "When an effect of player A lowers the cost of the next card they play this turn by 2")
def lowers_cost(invasion, p, n):
    """terms.reduction: never below zero; a cost of 0 can't be reduced (terms.cost)."""
    invasion.effect(p, "lower_cost", amount=n)


@step("when", 'an effect of player {p:P} plays "{name:Name}" from their hand into their {zone:Zone} for no cost',
      'When an effect of player A plays "Drill Empire Spearmen" from their hand into their kingdom for no cost')
def plays_free(invasion, p, name, zone):
    """terms.cost: the cost is 0 and loyalty does not change it; every other restriction applies."""
    invasion.effect(p, "play_free", card={"player": p, "card": name, "place": "hand"}, zone=zone)


@step("when", 'an effect of player {p:P} tries to play "{name:Name}" from their hand into their {zone:Zone} for no cost',
      'When an effect of player A tries to play "Limited Test Outpost" from their hand into their kingdom for no cost')
def tries_to_play_free(invasion, p, name, zone):
    invasion.effect(p, "play_free", refuse=True, card={"player": p, "card": name, "place": "hand"}, zone=zone)


@step("when", "an effect of player {p:P} skips their {phase} phase", "When an effect of player A skips their battlefield phase")
def skips(invasion, p, phase):
    """terms.the-word-skip: the rest of the phase if it is under way, else that phase of this turn."""
    invasion.effect(p, "skip_phase", phase=phase)


@step("then", "it is player {p:P}'s battlefield phase", "Then it is player B's battlefield phase")
def is_battlefield(invasion, p):
    """The game waits for that player to declare the target of an attack (phase 4)."""
    turn = invasion.turn()
    equal("the active player, phase and decision", (turn["active"], turn["phase"], turn["step"]), (p, 4, "target"))


@step("when", 'player {p:P} plays the tactic "{name:Name}" with X = {x:d} targeting {targets:Names}',
      'When player A plays the tactic "Flames of Tzeentch" with X = 2 targeting "Drill Orc Archers"')
def plays_tactic_with_x(invasion, p, name, x, targets):
    """terms.the-letter-x: a tactic printed with a cost of X is played with an X its player chooses and pays."""
    invasion.do("play_tactic", p, card=name, targets=targets, x=x)
