"""When: one action, in the judge's words. `tries to` expects a refusal (IllegalAction) and records it."""

from __future__ import annotations

from .common import champions, step  # noqa: F401


@step("when", 'player {p:P} plays "{card}" with "{champion}"',
      'When player A plays "Pack of Bloodletters" with "Bloodreaver Chieftain"')
def plays(champions, p, card, champion):
    """Play an Action card from hand, designating the Champion that plays it (4.1.3.2)."""
    champions.play(p, card, champion)


@step("when", 'player {p:P} tries to play "{card}" with "{champion}"',
      'When player A tries to play "Stardrake" with "Bloodreaver Chieftain"')
def tries_to_play(champions, p, card, champion):
    """Attempt a play the rules may forbid; a refusal is kept for `the action is refused citing rule ...`."""
    champions.play(p, card, champion, expect_refusal=True)


@step("when", 'player {p:P} uses the Heroic Act of "{card}"', 'When player A uses the Heroic Act of "Hungering Vampire Lord"')
def uses_heroic_act(champions, p, card):
    """Activate a Heroic Act (4.1.3.3); it costs an action."""
    champions.heroic_act(p, card)


@step("when", 'player {p:P} uses Heroic Act {n:d} of "{card}"', 'When player A uses Heroic Act 2 of "Two Acts"')
def uses_nth_heroic_act(champions, p, n, card):
    """Activate the n-th Heroic Act of a card that has two (2.9.2)."""
    champions.heroic_act(p, card, index=n - 1)


@step("when", 'player {p:P} tries to use the Heroic Act of "{card}"',
      'When player A tries to use the Heroic Act of "Gryph Charger"')
def tries_heroic_act(champions, p, card):
    """Attempt a Heroic Act the rules may forbid."""
    champions.heroic_act(p, card, expect_refusal=True)


@step("when", "player {p:P} passes", "When player A passes")
def passes(champions, p):
    """Pass: the player passes on all remaining actions this turn (4.1.3.4c)."""
    champions.pass_(p)


@step("when", "player {p:P} tries to pass", "When player B tries to pass")
def tries_to_pass(champions, p):
    """Attempt to pass, e.g. out of turn."""
    champions.pass_(p, expect_refusal=True)


@step("when", "the Battlefield phase is carried out", "When the Battlefield phase is carried out")
def battlefield_phase(champions):
    """Run the four steps of the active player's Battlefield Phase (4.1.2), and nothing else."""
    champions.battlefield_phase()


@step("when", "the turn ends", "When the turn ends")
def turn_ends(champions):
    """The active player passes the actions left; Draw and End of Turn follow, then the opponent's turn (4.1.4, 4.1.5).
    (Using the last action, or passing, already ends the turn: don't add this after them.)"""
    champions.end_turn()


@step("when", "the turn begins", "When the turn begins")
def turn_begins(champions):
    """The active player's turn begins: Start and Battlefield phases, resting in the Action Phase (4.1.1, 4.1.2)."""
    champions.begin_turn()


@step("when", "the game is set up with player {p:P} going first", "When the game is set up with player A going first")
def game_set_up(champions, p):
    """The Beginning of Game Procedure (3.2): Blessings, shuffles, Champion placement, health, opening hands."""
    champions.set_up_game(p)


@step("when", 'player {p:P}\'s champions "{first}" and "{second}" swap positions',
      'When player A\'s champions "Warrior Champion" and "Second Warrior" swap positions')
def swap_champions(champions, p, first, second):
    """Two of a player's Champions swap lanes, taking the cards they control with them (2.10.4)."""
    champions.swap_champions(p, first, second)
