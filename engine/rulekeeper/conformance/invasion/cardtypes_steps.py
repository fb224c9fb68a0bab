"""Steps for card types (core.cards.*, card-types.*): attachments on their hosts, quests and questing units."""

from __future__ import annotations

from ..steps.words import equal
from .common import invasion, step  # noqa: F401
from .damage_steps import card


@step("when", 'player {p:P} attaches "{name:Name}" to player {q:P}\'s "{host:Name}"',
      'When player A attaches "Test Banner" to player A\'s "Drill Empire Militia"')
def attaches(invasion, p, name, q, host):
    """Play an attachment from hand onto a card in play, paying its cost (core.cards.attachment)."""
    invasion.do("attach", p, card=name, host=card(q, host))


@step("when", 'player {p:P} tries to attach "{name:Name}" to player {q:P}\'s "{host:Name}"',
      'When player A tries to attach "Test Banner" to player B\'s "Drill Orc Boyz"')
def tries_to_attach(invasion, p, name, q, host):
    invasion.do("attach", p, refuse=True, card=name, host=card(q, host))


@step("then", '"{name:Name}" is attached to "{host:Name}"', 'Then "Test Banner" is attached to "Drill Empire Militia"')
def is_attached(invasion, name, host):
    equal(f"the card {name} is attached to", invasion.card(name)["attached_to"], host)


@step("given", 'player {p:P} has the quest "{quest:Name}" with {n:d} resource tokens and "{unit:Name}" questing on it',
      'Given player A has the quest "Test Quest" with 2 resource tokens and "Drill Empire Militia" questing on it')
def quest_with_tokens(invasion, p, quest, n, unit):
    """A quest in the player's quest zone, resource tokens on it, and a unit of theirs questing on it."""
    invasion.place(p, "quest", quest, tokens=n)
    invasion.place(p, "quest", unit, questing_on=quest)


@step("when", 'player {p:P} plays "{name:Name}" into their quest zone to quest on "{quest:Name}"',
      'When player A plays "Drill Empire Militia" into their quest zone to quest on "Test Quest"')
def plays_questing(invasion, p, name, quest):
    """core.cards.quest: a unit entering the quest zone may quest on a quest no unit quests on."""
    invasion.do("play", p, card=name, zone="quest", quest=quest)


@step("when", 'player {p:P} tries to play "{name:Name}" into their quest zone to quest on "{quest:Name}"',
      'When player A tries to play "Drill Empire Militia" into their quest zone to quest on "Test Quest"')
def tries_to_play_questing(invasion, p, name, quest):
    invasion.do("play", p, refuse=True, card=name, zone="quest", quest=quest)


@step("then", '"{unit:Name}" is questing on "{quest:Name}"', 'Then "Drill Empire Militia" is questing on "Test Quest"')
def is_questing(invasion, unit, quest):
    equal(f"the quest {unit} is questing on", invasion.card(unit)["questing_on"], quest)


@step("then", '"{unit:Name}" is not questing', 'Then "Drill Empire Militia" is not questing')
def not_questing(invasion, unit):
    equal(f"the quest {unit} is questing on", invasion.card(unit)["questing_on"], None)


@step("then", '"{quest:Name}" has {n:d} resource tokens', 'Then "Test Quest" has 0 resource tokens')
def tokens(invasion, quest, n):
    equal(f"resource tokens on {quest}", invasion.card(quest)["tokens"], n)


# --- legends ---------------------------------------------------------------------------------------------------
@step("given", 'player {p:P} has the legend "{name:Name}"', 'Given player B has the legend "Test Warlord"')
def has_legend(invasion, p, name):
    """On the player's capital board (core.cards.legend)."""
    invasion.set(p, "legend", {"card": name})


@step("given", 'player {p:P} has the corrupted legend "{name:Name}"', 'Given player B has the corrupted legend "Test Warlord"')
def has_corrupted_legend(invasion, p, name):
    invasion.set(p, "legend", {"card": name, "corrupted": True})


@step("when", 'player {p:P} plays the legend "{name:Name}"', 'When player A plays the legend "Test Warlord"')
def plays_legend(invasion, p, name):
    invasion.do("play", p, card=name, zone="legend")


@step("when", 'player {p:P} tries to play the legend "{name:Name}"', 'When player A tries to play the legend "Test Warlord"')
def tries_to_play_legend(invasion, p, name):
    invasion.do("play", p, refuse=True, card=name, zone="legend")


@step("when", "player {p:P} attacks the legend through the {zone:Zone} with {names:Names}",
      'When player A attacks the legend through the quest zone with "Drill Empire Spearmen"')
def attacks_legend(invasion, p, zone, names):
    """core.combat.1: the opponent's legend as the target, through one zone."""
    invasion.do("attack", p, zone=zone, legend=True)
    invasion.do("declare_attackers", p, cards=names)


@step("then", 'player {p:P} has "{name:Name}" as their legend', 'Then player A has "Test Warlord" as their legend')
def legend_is(invasion, p, name):
    equal(f"player {p}'s legend", invasion.names_in(p, "legend"), [name])


@step("then", '"{name:Name}" is defending', 'Then "Test Warlord" is defending')
def is_defending(invasion, name):
    combat = invasion.view("A")["combat"] or {}
    assert name in combat.get("defenders", []), f"{name} is not among the defenders: {combat}"


@step("then", '"{name:Name}" is not defending', 'Then "Test Warlord" is not defending')
def not_defending(invasion, name):
    combat = invasion.view("A")["combat"] or {}
    assert name not in combat.get("defenders", []), f"{name} is among the defenders: {combat}"


# --- Ambush ----------------------------------------------------------------------------------------------------
@step("when", 'player {p:P} ambushes with "{name:Name}" from their {zone:Zone}',
      'When player A ambushes with "Test Waylayers" from their battlefield')
def ambushes(invasion, p, name, zone):
    """core.effects.ambush: pay Ambush X, the face-down development enters play in its zone."""
    invasion.do("ambush", p, card=name, zone=zone)


@step("when", 'player {p:P} tries to ambush with "{name:Name}" from their {zone:Zone}',
      'When player A tries to ambush with "Test Waylayers" from their kingdom')
def tries_to_ambush(invasion, p, name, zone):
    invasion.do("ambush", p, refuse=True, card=name, zone=zone)


# --- fulcrums (the Cataclysm format, faq.55-61) ---------------------------------------------------------------
@step("given", '"{name:Name}" is in the common play area', 'Given "Witchfate Tor" is in the common play area')
def fulcrum_in_common(invasion, name):
    """A fulcrum no player controls: the game is a Cataclysm game (two attacks a battlefield phase, faq.56)."""
    invasion._setup().setdefault("fulcrums", []).append(name)


@step("given", 'player {p:P} controls the fulcrum "{name:Name}"', 'Given player B controls the fulcrum "Witchfate Tor"')
def controls_fulcrum(invasion, p, name):
    """A fulcrum a player controls is in their battlefield."""
    invasion.place(p, "battlefield", name)


@step("given", 'player {p:P} has the legend "{name:Name}" with "{att:Name}" attached',
      'Given player B has the legend "Test Warlord" with "Descendant of Gods" attached')
def legend_with_attachment(invasion, p, name, att):
    invasion.set(p, "legend", {"card": name, "attachments": [att]})


@step("when", 'player {p:P} attacks the fulcrum "{name:Name}" with {names:Names}',
      'When player A attacks the fulcrum "Witchfate Tor" with "Drill Empire Spearmen"')
def attacks_fulcrum(invasion, p, name, names):
    """faq.56: the fulcrum attack, then its attackers (a legend too, faq.57), declared together."""
    invasion.do("attack_fulcrum", p, fulcrum=name)
    invasion.do("declare_attackers", p, cards=names)


@step("when", 'player {p:P} tries to attack the fulcrum "{name:Name}"',
      'When player A tries to attack the fulcrum "Witchfate Tor"')
def tries_to_attack_fulcrum(invasion, p, name):
    invasion.do("attack_fulcrum", p, refuse=True, fulcrum=name)


@step("when", "player {p:P} tries to declare an attack on the {zone:Zone}",
      "When player A tries to declare an attack on the quest zone")
def tries_to_declare_attack(invasion, p, zone):
    """core.combat.1: the target of an attack, expected to be refused."""
    invasion.do("attack", p, refuse=True, zone=zone)


@step("when", "an effect of player {p:P} has them attack the {zone:Zone} with {names:Names}",
      'When an effect of player A has them attack the kingdom with "Drill Empire Spearmen"')
def effect_attack(invasion, p, zone, names):
    """An attack an effect makes outside the battlefield phase: every step of combat
    (misc.attacks-made-outside-of-the-battlefield-phase)."""
    invasion.effect(p, "attack", zone=zone)
    invasion.do("declare_attackers", p, cards=names)


@step("when", 'an effect of player {p:P} tries to have them attack the fulcrum "{name:Name}"',
      'When an effect of player A tries to have them attack the fulcrum "Witchfate Tor"')
def effect_attack_fulcrum(invasion, p, name):
    invasion.effect(p, "attack", refuse=True, fulcrum=name)


@step("then", 'player {p:P} controls the fulcrum "{name:Name}"', 'Then player A controls the fulcrum "Witchfate Tor"')
def fulcrum_controlled(invasion, p, name):
    fulcrums = invasion.read("fulcrums")
    assert name in fulcrums, f"no fulcrum {name!r} in the game: {fulcrums}"
    equal(f"the player controlling {name}", fulcrums[name], p)


@step("then", '"{name:Name}" is in the common play area', 'Then "Witchfate Tor" is in the common play area')
def fulcrum_common(invasion, name):
    fulcrums = invasion.read("fulcrums")
    assert name in fulcrums, f"no fulcrum {name!r} in the game: {fulcrums}"
    equal(f"the player controlling {name} (none: the common play area)", fulcrums[name], None)


@step("then", "the log shows an attack on player {q:P}'s {zone:Zone}", "Then the log shows an attack on player B's battlefield")
def attack_on(invasion, q, zone):
    """faq.60: the attack's target as the log records it (the defending player and their zone)."""
    got = [(e.get("defender"), e.get("zone")) for e in _target_events(invasion)]
    assert (q, zone) in got, f"the attacks the last action declared: {got} (defender, zone)"


@step("then", "the log shows an attack on no capital", "Then the log shows an attack on no capital")
def attack_on_no_capital(invasion):
    got = [(e.get("defender"), e.get("zone")) for e in _target_events(invasion)]
    assert got and all(z is None for _, z in got), f"the attacks the last action declared: {got} (defender, zone)"


def _target_events(invasion) -> list[dict]:
    return [e for e in invasion.events() if e["kind"] == "target"]
