"""Then: plain checks of the state and of the event log (rule ids included)."""

from __future__ import annotations

from ..steps.words import equal as _eq
from .common import champions, names, step  # noqa: F401


@step("then", "player {p:P} has {n:d} health", "Then player B has 29 health")
def health_is(champions, p, n):
    """A player's health total (2.13)."""
    _eq(f"player {p}'s health", champions.health(p), n)


@step("then", '"{card}" is on corner {corner:d}', 'Then "Bloodreaver Chieftain" is on corner 2')
def on_corner(champions, card, corner):
    """A card's current corner, 1-4 (1 = upright; 2 = rotated once, anticlockwise)."""
    _eq(f"the corner of {card}", champions.corner(card), corner)


@step("then", '"{card}" is on its "{objective}" corner', 'Then "Bloodreaver Chieftain" is on its "Deal Damage" corner')
def on_objective(champions, card, objective):
    """A Champion's current Quest Objective (2.6.2)."""
    _eq(f"the current objective of {card}", champions.objective(card), objective)


@step("then", 'player {p:P}\'s "{card}" is {place:Place}', 'Then player A\'s "Stardrake" is in the discard pile')
def card_is(champions, p, card, place):
    """Where a card is: in hand, in the deck, in the discard pile, in limbo, in play, revealed, face down under its
    champion, or (a Champion on the battlefield) champion."""
    _eq(f"where player {p}'s {card} is", champions.where(card, p), place)


@step("then", 'player {p:P}\'s "{card}" is in play with "{champion}"',
      'Then player A\'s "Pack of Bloodletters" is in play with "Bloodreaver Chieftain"')
def in_play_with(champions, p, card, champion):
    """An Action card in play in front of a given Champion (3.1.4d)."""
    _eq(f"where player {p}'s {card} is", champions.where(card, p), "play")
    _eq(f"the lane of {card}", champions.lane_of(card), champions.lane_of(champion))


@step("then", "player {p:P} has {n:d} cards in {where:Zone}", "Then player A has 4 cards in hand")
@step("then", "player {p:P} has {n:d} card in {where:Zone}", "Then player A has 1 card in deck")
def count_in(champions, p, n, where):
    """How many cards are in a player's hand, deck or discard pile."""
    _eq(f"cards in player {p}'s {where}", len(champions.names_in(p, where)), n)


@step("then", "player {p:P}'s {where:Zone} is {cards} from the {end}", 'Then player A\'s discard pile is "Gaze of Khorne" from the bottom')
def zone_is(champions, p, where, cards, end):
    """The exact contents of a hand, deck (from the top) or discard pile (from the bottom)."""
    got = champions.names_in(p, where)
    if end == "top" and where == "discard":
        got = got[::-1]
    _eq(f"player {p}'s {where} from the {end}", got, names(cards))


@step("then", "player {p:P}'s {where:Zone} is empty", "Then player A's hand is empty")
def zone_empty(champions, p, where):
    """A hand, deck or discard pile with no cards."""
    _eq(f"player {p}'s {where}", champions.names_in(p, where), [])


@step("then", 'the top card of player {p:P}\'s discard pile is "{card}"',
      'Then the top card of player A\'s discard pile is "Commanding the Dead"')
def discard_top(champions, p, card):
    """The card on top of a discard pile (the last card put there)."""
    pile = champions.names_in(p, "discard")
    _eq(f"the top of player {p}'s discard pile", pile[-1] if pile else None, card)


@step("then", "player {p:P} has {n:d} actions left", "Then player A has 1 actions left")
@step("then", "player {p:P} has {n:d} action left", "Then player A has 1 action left")
def actions_left(champions, p, n):
    """The active player's remaining actions this turn (4.1.3)."""
    _eq("the active player", champions.active(), p)
    _eq(f"player {p}'s actions left", champions.actions(), n)


@step("then", "it is player {p:P}'s turn", "Then it is player B's turn")
def whose_turn(champions, p):
    """Whose turn it is now."""
    _eq("the active player", champions.active(), p)


@step("then", "it is the {phase} phase", "Then it is the Action phase")
def which_phase(champions, phase):
    """Which phase of the turn the game is in."""
    _eq("the phase", champions.phase(), phase.lower())


@step("then", "the damage dealt since the action is {amounts}", "Then the damage dealt since the action is 1, 2")
def damage_sequence(champions, amounts):
    """The amounts of every damage event since the last action began, in the order they happened."""
    got = [e.get("amount") for e in champions.events(since_action=True) if e["kind"] == "damage"]
    _eq("the damage dealt, in order", got, [int(x) for x in amounts.split(",")])