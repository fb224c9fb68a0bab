"""Steps for the FAQ's Zones of Play and Miscellaneous sections and the core facts on control (zones.*,
misc.moving-cards, core.effects.ownership): destroying, sacrificing, returning, moving, taking control, putting
into play, and where a card is afterwards."""

from __future__ import annotations

from ..steps.words import equal
from .common import invasion, step  # noqa: F401
from .damage_steps import card


@step("given", 'player {p:P} controls "{name:Name}" of player {q:P} in their {zone:Zone}',
      'Given player A controls "Drill Orc Boyz" of player B in their battlefield')
def controls_other(invasion, p, name, q, zone):
    """A card owned by player q in player p's zone: p controls it (core.effects.ownership)."""
    invasion.place(p, zone, name, owner=q)


@step("given", "player {p:P} has {names:Names} in their discard pile",
      'Given player A has "Drill Empire Militia" in their discard pile')
def in_discard(invasion, p, names):
    invasion.put(p, "discard", names)


@step("when", 'an effect of player {p:P} destroys player {q:P}\'s "{name:Name}"',
      'When an effect of player A destroys player B\'s "Drill Orc Boyz"')
def destroys(invasion, p, q, name):
    invasion.effect(p, "destroy", card=card(q, name))


@step("when", 'player {p:P} sacrifices "{name:Name}"', 'When player A sacrifices "Drill Empire Militia"')
def sacrifices(invasion, p, name):
    """terms.sacrifice: a card its player controls."""
    invasion.effect(p, "sacrifice", card=card(p, name))


@step("when", 'player {p:P} tries to sacrifice player {q:P}\'s "{name:Name}"',
      'When player A tries to sacrifice player B\'s "Drill Orc Boyz"')
def tries_to_sacrifice(invasion, p, q, name):
    invasion.effect(p, "sacrifice", refuse=True, card=card(q, name))


@step("when", 'an effect of player {p:P} returns player {q:P}\'s "{name:Name}" to its owner\'s hand',
      'When an effect of player A returns player A\'s "Drill Orc Boyz" to its owner\'s hand')
def returns(invasion, p, q, name):
    invasion.effect(p, "return_to_hand", card=card(q, name))


@step("when", 'an effect of player {p:P} moves player {q:P}\'s "{name:Name}" to their {zone:Zone}',
      'When an effect of player A moves player A\'s "Drill Empire Militia" to their quest zone')
def moves(invasion, p, q, name, zone):
    """misc.moving-cards: to another of its controller's zones."""
    invasion.effect(p, "move", card=card(q, name), zone=zone)


@step("when", 'an effect of player {p:P} tries to move player {q:P}\'s "{name:Name}" to their {place:Place}',
      'When an effect of player A tries to move player A\'s "Drill Empire Militia" to their discard pile')
def tries_to_move(invasion, p, q, name, place):
    invasion.effect(p, "move", refuse=True, card=card(q, name), zone=place)


@step("when", 'an effect of player {p:P} tries to move player {q:P}\'s "{name:Name}" into player {r:P}\'s {zone:Zone}',
      'When an effect of player A tries to move player A\'s "Drill Empire Militia" into player B\'s kingdom')
def tries_to_move_into(invasion, p, q, name, r, zone):
    invasion.effect(p, "move", refuse=True, card=card(q, name), zone=zone, into=r)


@step("when", 'player {p:P} takes control of player {q:P}\'s "{name:Name}"',
      'When player A takes control of player B\'s "Drill Orc Boyz"')
def takes_control(invasion, p, q, name):
    """By a card effect: the card goes to the new controller's corresponding zone."""
    invasion.effect(p, "take_control", card=card(q, name))


@step("when", 'player {p:P} tries to take control of player {q:P}\'s "{name:Name}"',
      'When player A tries to take control of player B\'s "Drill Orc Boyz"')
def tries_to_take_control(invasion, p, q, name):
    invasion.effect(p, "take_control", refuse=True, card=card(q, name))


@step("when", 'an effect of player {p:P} puts "{name:Name}" from their {place:Place} into play in their {zone:Zone}',
      'When an effect of player A puts "Drill Empire Militia" from their discard pile into play in their kingdom')
def puts_into_play(invasion, p, name, place, zone):
    """zones.put-into-play: no cost; the unique rule and the card's own restrictions still apply."""
    invasion.effect(p, "put_into_play", card={**card(p, name), "place": place}, zone=zone)


@step("when", 'an effect of player {p:P} tries to put "{name:Name}" from their {place:Place} into play in their {zone:Zone}',
      'When an effect of player A tries to put "Drill Empire Militia" from their hand into play in their kingdom')
def tries_to_put_into_play(invasion, p, name, place, zone):
    invasion.effect(p, "put_into_play", refuse=True, card={**card(p, name), "place": place}, zone=zone)


@step("when", 'an effect of player {p:P} corrupts player {q:P}\'s "{name:Name}"',
      'When an effect of player A corrupts player B\'s "Drill Orc Boyz"')
def corrupts(invasion, p, q, name):
    invasion.effect(p, "corrupt", card=card(q, name))


# --- Then ------------------------------------------------------------------------------------------------------
@step("then", 'player {p:P} controls "{name:Name}" owned by player {q:P}', 'Then player A controls "Drill Orc Boyz" owned by player B')
def controls(invasion, p, name, q):
    got = invasion.card(name, p)
    assert got["place"] in ("kingdom", "quest", "battlefield", "legend"), f"{name} is not in play: {got}"
    equal(f"the owner of {name} controlled by player {p}", got["owner"], q)


@step("then", '"{name:Name}" is in play', 'Then "Drill Orc Boyz" is in play')
def is_in_play(invasion, name):
    """zones.in-play: in a kingdom, quest zone or battlefield."""
    got = invasion.card(name)
    assert got["in_play"], f"{name} is not in play: it is in player {got['player']}'s {got['place']}"


@step("then", '"{name:Name}" is out of play', 'Then "Drill Orc Boyz" is out of play')
def is_out_of_play(invasion, name):
    """zones.out-of-play: in a deck, hand or discard pile."""
    got = invasion.card(name)
    assert not got["in_play"], f"{name} is in play, in player {got['player']}'s {got['place']}"


@step("given", 'player {p:P} has "{name:Name}" as a development in their {zone:Zone}',
      'Given player B has "Drill Orc Boyz" as a development in their kingdom')
def development_named(invasion, p, name, zone):
    """A given card face down under a zone (core.cards.developments)."""
    invasion._player(p).setdefault("developments", {}).setdefault(zone, []).append(name)


@step("when", 'player {p:P} takes control of player {q:P}\'s development "{name:Name}" in their {zone:Zone}',
      'When player A takes control of player B\'s development "Drill Orc Boyz" in their kingdom')
def takes_development(invasion, p, q, name, zone):
    invasion.effect(p, "take_control", card={"player": q, "card": name, "place": f"{zone}.dev"})


@step("then", "player {p:P}'s discard pile is {names:Names} from the bottom",
      'Then player B\'s discard pile is "Drill Orc Archers", "Drill Orc Boyz" from the bottom')
def discard_pile_order(invasion, p, names):
    """The player's discard pile, card by card, the lowest first."""
    equal(f"player {p}'s discard pile from the bottom", invasion.names_in(p, "discard"), list(names))
