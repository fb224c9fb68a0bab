"""Then: what the judge reads off the table (capital zones, resources, where cards are, hidden information)."""

from __future__ import annotations

from ..steps.words import equal
from .common import invasion, step  # noqa: F401


@step("then", "player {p:P} has {n:d} resources", "Then player A has 4 resources")
def has_resources(invasion, p, n):
    equal(f"player {p}'s resources", invasion.player(p)["resources"], n)


@step("then", "player {p:P} has {n:d} cards in hand", "Then player A has 7 cards in hand")
def hand_size(invasion, p, n):
    equal(f"cards in player {p}'s hand", invasion.player(p)["hand"], n)


@step("then", "player {p:P} has {n:d} cards in their deck", "Then player B has 43 cards in their deck")
def deck_size(invasion, p, n):
    equal(f"cards in player {p}'s deck", invasion.player(p)["deck"], n)


@step("then", "player {p:P}'s {zone:Zone} has power {n:d}", "Then player A's kingdom has power 4")
def power(invasion, p, zone, n):
    """core.capital.power: base power plus the power of the units and supports in the zone."""
    equal(f"the power of player {p}'s {zone}", invasion.capital(p, zone)["power"], n)


@step("then", "player {p:P}'s {zone:Zone} has {n:d} hit points", "Then player B's kingdom has 10 hit points")
def hit_points(invasion, p, zone, n):
    """core.capital.hit-points: 8 plus one per development."""
    equal(f"the hit points of player {p}'s {zone}", invasion.capital(p, zone)["hit_points"], n)


@step("then", "player {p:P}'s {zone:Zone} has {n:d} damage", "Then player B's kingdom has 3 damage")
def zone_damage(invasion, p, zone, n):
    equal(f"the damage on player {p}'s {zone}", invasion.capital(p, zone)["damage"], n)


@step("then", "player {p:P}'s {zone:Zone} is burned", "Then player B's battlefield is burned")
def is_burned(invasion, p, zone):
    assert invasion.capital(p, zone)["burned"], f"player {p}'s {zone} is not burned"


@step("then", "player {p:P}'s {zone:Zone} is not burned", "Then player B's kingdom is not burned")
def not_burned(invasion, p, zone):
    assert not invasion.capital(p, zone)["burned"], f"player {p}'s {zone} is burned"


@step("then", 'player {p:P} has "{name:Name}" in their {place:Place}', 'Then player A has "Drill Empire Militia" in their kingdom')
def card_in(invasion, p, name, place):
    """The card is in that zone of the player's capital, or in their hand, discard pile or deck."""
    names = invasion.names_in(p, place)
    assert name in names, f"{name!r} is not in player {p}'s {place}: {names}"


@step("then", 'player {p:P} has no "{name:Name}" in their {place:Place}', 'Then player B has no "Drill Orc Boyz" in their battlefield')
def card_not_in(invasion, p, name, place):
    names = invasion.names_in(p, place)
    assert name not in names, f"{name!r} is still in player {p}'s {place}: {names}"


@step("then", 'player {p:P}\'s "{name:Name}" has {n:d} damage', 'Then player B\'s "Drill Orc Trolls" has 1 damage')
def unit_damage(invasion, p, name, n):
    equal(f"the damage on player {p}'s {name}", invasion.card(name, p)["damage"], n)


@step("then", 'playing "{name:Name}" costs player {p:P} {n:d} resources', 'Then playing "Drill Empire Outriders" costs player A 2 resources')
def costs(invasion, name, p, n):
    """core.cards.cost: printed cost plus the loyalty icons beyond the matching race symbols."""
    equal(f"the cost of {name} for player {p}", invasion.cost(p, name), n)


@step("then", "player {p:P} has {n:d} developments in their {zone:Zone}", "Then player A has 1 developments in their kingdom")
def development_count(invasion, p, n, zone):
    equal(f"developments in player {p}'s {zone}", invasion.capital(p, zone)["developments"], n)


@step("then", "it is player {p:P}'s capital phase", "Then it is player B's capital phase")
def is_capital(invasion, p):
    """The game waits for that player's capital phase decisions (phase 3)."""
    turn = invasion.turn()
    equal("the active player and phase", (turn["active"], turn["phase"]), (p, 3))


@step("then", "player {p:P} sees how many cards player {q:P} holds but not which",
      "Then player A sees how many cards player B holds but not which")
def hidden_hand(invasion, p, q):
    """A player's view shows the opponent's hand and developments as counts, never names."""
    seen = invasion.view(p)["players"][q]
    equal(f"what player {p} sees of player {q}'s hand", seen["hand"], invasion.player(q)["hand"])
    assert all(isinstance(z["developments"], int) for z in seen["zones"].values()), seen["zones"]


@step("then", 'player {p:P}\'s "{name:Name}" is corrupted', 'Then player A\'s "Drill Empire Militia" is corrupted')
def is_corrupted(invasion, p, name):
    assert invasion.card(name, p)["corrupted"], f"player {p}'s {name} is upright"


@step("then", 'player {p:P}\'s "{name:Name}" is upright', 'Then player A\'s "Drill Empire Militia" is upright')
def is_upright(invasion, p, name):
    """Not corrupted (core.effects.corruption)."""
    assert not invasion.card(name, p)["corrupted"], f"player {p}'s {name} is corrupted"
