"""Given: setting up a Champions position in a few lines (players A and B, lanes 1-4, corners 1-4)."""

from __future__ import annotations

from .common import champions, names, step  # noqa: F401  (champions is the driver fixture)


@step("given", "it is player {p:P}'s turn", "Given it is player A's turn")
def its_turn(champions, p):
    """Player p is in the Action Phase with the default 2 actions (4.1.1.1)."""
    champions.set_turn(p)


@step("given", "it is player {p:P}'s {phase} phase", "Given it is player A's Battlefield phase")
def its_phase(champions, p, phase):
    """Player p's turn, at the start of the named phase (Start or Battlefield; Action is the default)."""
    champions.set_turn(p, phase)


@step("given", "player {p:P} has {n:d} health", "Given player B has 30 health")
def has_health(champions, p, n):
    """Set a player's health total (2.13)."""
    champions.set_health(p, n)


@step("given", "player {p:P} has {n:d} action left", "Given player A has 1 action left")
@step("given", "player {p:P} has {n:d} actions left", "Given player A has 2 actions left")
def has_actions(champions, p, n):
    """Set how many actions the active player has left this turn (4.1.3)."""
    champions.set_actions(p, n)


@step("given", 'player {p:P}\'s champion "{name}" is in lane {lane:d}',
      'Given player A\'s champion "Bloodreaver Chieftain" is in lane 1')
def champion_in_lane(champions, p, name, lane):
    """A Champion in a lane (1-4, left to right as its owner sees them), on its first corner."""
    champions.place_champion(p, name, lane)


@step("given", 'player {p:P}\'s champion "{name}" is in lane {lane:d} on corner {corner:d}',
      'Given player A\'s champion "Bloodreaver Chieftain" is in lane 2 on corner 2')
def champion_on_corner(champions, p, name, lane, corner):
    """A Champion in a lane whose current corner (top left, 2.6.2) is corner 1-4."""
    champions.place_champion(p, name, lane, corner)


@step("given", 'player {p:P}\'s champion "{name}" is in lane {lane:d} on its "{objective}" corner',
      'Given player A\'s champion "Bloodreaver Chieftain" is in lane 1 on its "Deal Damage" corner')
def champion_on_objective(champions, p, name, lane, objective):
    """A Champion whose current Quest Objective (2.6.2) is the first corner showing that objective."""
    champions.place_champion(p, name, lane, objective)


@step("given", 'player {p:P} has {cards} in hand', 'Given player A has "Pack of Bloodletters" and "Stardrake" in hand')
def in_hand(champions, p, cards):
    """Cards in a player's hand."""
    champions.put(p, "hand", names(cards))


@step("given", "player {p:P}'s deck is {cards} from the top", 'Given player A\'s deck is "Stardrake", "Gryph Charger" from the top')
def deck_is(champions, p, cards):
    """A player's deck, listed from the top card down."""
    champions.put(p, "deck", names(cards))


@step("given", "player {p:P}'s deck is empty", "Given player A's deck is empty")
def deck_empty(champions, p):
    """A player with no cards left in the deck (3.1.1d, 4.1.5.5); a scenario starts with empty decks."""
    if champions.position["players"][p].get("deck"):
        raise AssertionError(f"player {p}'s deck was given cards earlier in this scenario")


@step("given", "player {p:P}'s discard pile is {cards} from the bottom",
      'Given player A\'s discard pile is "Grimghast Reapers", "Stardrake" from the bottom')
def discard_is(champions, p, cards):
    """A player's discard pile, listed from the bottom card up (the last is on top)."""
    champions.put(p, "discard", names(cards))


@step("given", 'player {p:P}\'s "{card}" is in play with "{champion}"',
      'Given player A\'s "Pack of Bloodletters" is in play with "Bloodreaver Chieftain"')
def in_play(champions, p, card, champion):
    """An Action card already in play in front of a Champion (3.1.4d), on its first corner."""
    champions.place_in_play(p, card, champion)


@step("given", 'player {p:P}\'s "{card}" is in play with "{champion}" on corner {corner:d}',
      'Given player A\'s "Pack of Bloodletters" is in play with "Bloodreaver Chieftain" on corner 3')
def in_play_on_corner(champions, p, card, champion, corner):
    """An Action card in play whose current corner is corner 1-4."""
    champions.place_in_play(p, card, champion, corner)


@step("given", 'player {p:P}\'s blessing "{card}" is face down under "{champion}"',
      'Given player A\'s blessing "Favour of the Gods" is face down under "Bloodreaver Chieftain"')
def blessing_face_down(champions, p, card, champion):
    """A Blessing not yet revealed, under its Champion (3.1.4b)."""
    champions.place_blessing(p, card, champion, revealed=False)


@step("given", 'player {p:P}\'s blessing "{card}" is revealed behind "{champion}"',
      'Given player A\'s blessing "Favour of the Gods" is revealed behind "Bloodreaver Chieftain"')
def blessing_revealed(champions, p, card, champion):
    """A revealed Blessing, face up in the back row (3.1.4c), on its first corner."""
    champions.place_blessing(p, card, champion, revealed=True)


@step("given", 'player {p:P}\'s blessing "{card}" is revealed behind "{champion}" on corner {corner:d}',
      'Given player A\'s blessing "Favour of the Gods" is revealed behind "Bloodreaver Chieftain" on corner 2')
def blessing_revealed_corner(champions, p, card, champion, corner):
    """A revealed Blessing on corner 1-4."""
    champions.place_blessing(p, card, champion, revealed=True, corner=corner)


@step("given", 'player {p:P} will choose "{card}" in lane {lane:d}', 'Given player A will choose "Clunky Unit" in lane 1')
def will_choose_in_lane(champions, p, card, lane):
    """Script a player's next choice: a card named by its name and the lane it is in (two cards of one name told
    apart; never an engine's label)."""
    champions.script({"card": card, "lane": lane})


@step("given", 'player {p:P} has the unplaced champion "{name}"', 'Given player A has the unplaced champion "Wizard Champion"')
def unplaced_champion(champions, p, name):
    """A Champion kept apart, not yet placed on the battlefield (3.2.2, Private information 2.4.1.3a)."""
    champions.put(p, "champions", [name])


@step("given", "player {p:P} brings the deck:", 'Given player A brings the deck:\n  """\n  champions: [...]\n'
      '  blessings: [...]\n  actions: {Bolt: 3, ...}\n  """')
def brings_deck(champions, p, docstring):
    """The deck a player brings to a game that is then set up (3.2); same format as `the deck list:`."""
    champions.decks[p] = docstring
