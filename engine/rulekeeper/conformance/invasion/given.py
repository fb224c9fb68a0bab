"""Given: a position in a judge's words (whose turn and phase, what each player has where)."""

from __future__ import annotations

from .common import invasion, step  # noqa: F401


@step("given", "it is player {p:P}'s capital phase", "Given it is player A's capital phase")
def capital_phase(invasion, p):
    """The active player and phase 3 (core.turn.3): the game waits for that player to play cards or pass."""
    invasion.set_turn(p, "capital")


@step("given", "it is player {p:P}'s battlefield phase", "Given it is player A's battlefield phase")
def battlefield_phase(invasion, p):
    """Phase 4 (core.turn.4), before the target of an attack is declared."""
    invasion.set_turn(p, "battlefield")


@step("given", "it is the beginning of player {p:P}'s turn {n:d}", "Given it is the beginning of player A's turn 1")
def beginning(invasion, p, n):
    """Before phase 0 of the game's n-th turn (turn 1 is the first player's first turn)."""
    invasion.set_turn(p, "beginning", n)


@step("given", "player {p:P} is the first player", "Given player A is the first player")
def first_player(invasion, p):
    invasion.set_first(p)


@step("given", "player {p:P}'s capital is {race}", "Given player A's capital is Empire")
def capital_race(invasion, p, race):
    """The race symbol of the player's capital board (core.capital.race-symbol)."""
    invasion.set(p, "race", race)


@step("given", "player {p:P} has {n:d} resources", "Given player A has 3 resources")
def resources(invasion, p, n):
    invasion.set(p, "resources", n)


@step("given", "player {p:P} has {names:Names} in hand", 'Given player A has "Drill Empire Militia" in hand')
def in_hand(invasion, p, names):
    invasion.put(p, "hand", names)


@step("given", "player {p:P} has {names:Names} in their {zone:Zone}",
      'Given player B has "Drill Orc Boyz" and "Drill Orc Trolls" in their kingdom')
def in_zone(invasion, p, names, zone):
    """Units or supports in play in a zone of the player's capital, undamaged and upright."""
    for name in names:
        invasion.place(p, zone, name)


@step("given", 'player {p:P} has "{name:Name}" with {n:d} damage in their {zone:Zone}',
      'Given player A has "Drill Dwarf Longbeards" with 1 damage in their battlefield')
def damaged_in_zone(invasion, p, name, n, zone):
    invasion.place(p, zone, name, damage=n)


@step("given", 'player {p:P} has a corrupted "{name:Name}" in their {zone:Zone}',
      'Given player A has a corrupted "Drill Empire Militia" in their battlefield')
def corrupted_in_zone(invasion, p, name, zone):
    """A unit turned sideways (core.effects.corruption)."""
    invasion.place(p, zone, name, corrupted=True)


@step("given", "player {p:P}'s deck is {names:Names}", 'Given player A\'s deck is "Drill Orc Boyz", "Drill Orc Trolls"')
def deck_is(invasion, p, names):
    """The whole deck, listed from the top."""
    invasion.set(p, "deck", list(names))


@step("given", "player {p:P} has {n:d} cards in their deck", "Given player B has 10 cards in their deck")
def deck_of(invasion, p, n):
    """A deck of n text-less cards."""
    invasion.put(p, "deck", ["Drill Neutral Watchtower"] * n)


@step("given", "player {p:P} has {n:d} developments in their {zone:Zone}",
      "Given player B has 2 developments in their kingdom")
def developments(invasion, p, n, zone):
    """Face-down cards under a zone (core.cards.developments)."""
    invasion.develop_in(p, zone, n)


@step("given", "player {p:P}'s {zone:Zone} has {n:d} damage", "Given player B's kingdom has 6 damage")
def zone_damage(invasion, p, zone, n):
    invasion.zone_damage(p, zone, n)


@step("given", "player {p:P}'s {zone:Zone} is burned", "Given player B's quest zone is burned")
def burned(invasion, p, zone):
    invasion.burn(p, zone)


@step("given", "player {p:P} has already played a development this turn",
      "Given player A has already played a development this turn")
def developed(invasion, p):
    invasion._setup()["developed"] = True


@step("given", "player {p:P} brings {n:d} copies of \"{name}\"", 'Given player A brings 50 copies of "Drill Empire Militia"')
def brings(invasion, p, n, name):
    """A deck for a game set up from decks (no deck-building check: the setup only shuffles and deals)."""
    invasion.decks[p] = [name] * n
