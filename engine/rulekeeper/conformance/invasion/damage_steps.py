"""Steps for the FAQ's Damage section (damage.*): damage a card effect deals, indirect damage, cancelling,
redirecting and moving damage, healing, and what the log says was dealt."""

from __future__ import annotations

from ..steps.words import equal
from .common import invasion, step  # noqa: F401


def card(p: str, name: str) -> dict:
    return {"player": p, "card": name}


def section(p: str, zone: str) -> dict:
    return {"player": p, "zone": zone}


# --- non-combat damage -----------------------------------------------------------------------------------------
@step("when", 'an effect of player {p:P} deals {n:d} damage to player {q:P}\'s "{name:Name}"',
      'When an effect of player A deals 2 damage to player B\'s "Drill Orc Boyz"')
def deals(invasion, p, n, q, name):
    """Non-combat damage from a card effect: assigned, then applied at once (damage.non-combat-damage)."""
    invasion.effect(p, "damage", target=card(q, name), amount=n)


@step("when", 'an effect of player {p:P} deals {n:d} uncancellable damage to player {q:P}\'s "{name:Name}"',
      'When an effect of player A deals 2 uncancellable damage to player B\'s "Drill Orc Black Orcs Drill"')
def deals_uncancellable(invasion, p, n, q, name):
    invasion.effect(p, "damage", target=card(q, name), amount=n, uncancellable=True)


@step("when", "an effect of player {p:P} deals {n:d} damage to player {q:P}'s {zone:Zone}",
      "When an effect of player A deals 2 damage to player B's kingdom")
def deals_to_section(invasion, p, n, q, zone):
    """Damage to one section of a capital."""
    invasion.effect(p, "damage", target=section(q, zone), amount=n)


@step("when", "an effect of player {p:P} deals {n:d} indirect damage to player {q:P}",
      "When an effect of player A deals 3 indirect damage to player B")
def deals_indirect(invasion, p, n, q):
    """damage.indirect-damage: the player it is dealt to assigns it (`player B assigns the damage:`)."""
    invasion.effect(p, "indirect_damage", target={"player": q}, amount=n)


# --- lasting effects on damage ---------------------------------------------------------------------------------
@step("when", 'an effect of player {p:P} cancels the next {n:d} damage that would be dealt to player {q:P}\'s '
              '"{name:Name}" this turn',
      'When an effect of player B cancels the next 2 damage that would be dealt to player B\'s "Drill Orc Boyz" '
      'this turn')
def cancels(invasion, p, n, q, name):
    """A cancel effect waiting for damage (damage.cancelling-damage) until used or the end of the turn."""
    invasion.effect(p, "cancel_damage", target=card(q, name), amount=n)


@step("when", 'an effect of player {p:P} redirects the next {n:d} damage dealt to player {q:P}\'s "{name:Name}" to '
              'player {r:P}\'s "{other:Name}"',
      'When an effect of player B redirects the next 2 damage dealt to player B\'s "Drill Orc Boyz" to player B\'s '
      '"Drill Orc Trolls"')
def redirects(invasion, p, n, q, name, r, other):
    """A redirect effect (damage.redirecting-damage), until used or the end of the turn."""
    invasion.effect(p, "redirect_damage", target=card(q, name), to=card(r, other), amount=n)


@step("when", 'an effect of player {p:P} redirects the next {n:d} damage dealt to player {q:P}\'s {zone:Zone} to '
              'player {r:P}\'s "{other:Name}"',
      'When an effect of player B redirects the next 1 damage dealt to player B\'s kingdom to player B\'s '
      '"Drill Orc Trolls"')
def redirects_section(invasion, p, n, q, zone, r, other):
    invasion.effect(p, "redirect_damage", target=section(q, zone), to=card(r, other), amount=n)


@step("when", 'an effect of player {p:P} moves {n:d} damage from player {q:P}\'s "{name:Name}" to player {r:P}\'s '
              '"{other:Name}"',
      'When an effect of player A moves 2 damage from player A\'s "Drill Empire Militia" to player B\'s '
      '"Drill Orc Black Orcs Drill"')
def moves_damage(invasion, p, n, q, name, r, other):
    """damage.moving-damage: not dealt, so no cancellation."""
    invasion.effect(p, "move_damage", source=card(q, name), to=card(r, other), amount=n)


@step("when", 'an effect of player {p:P} heals {n:d} damage from player {q:P}\'s "{name:Name}"',
      'When an effect of player A heals 1 damage from player A\'s "Drill Empire Spearmen"')
def heals(invasion, p, n, q, name):
    invasion.effect(p, "heal", target=card(q, name), amount=n)


@step("when", 'an effect of player {p:P} tries to heal {n:d} damage from player {q:P}\'s "{name:Name}"',
      'When an effect of player A tries to heal 1 damage from player A\'s "Drill Empire Spearmen"')
def tries_to_heal(invasion, p, n, q, name):
    invasion.effect(p, "heal", refuse=True, target=card(q, name), amount=n)


@step("when", 'an effect of player {p:P} gives player {q:P}\'s "{name:Name}" {n:d} {stat} until the end of the turn',
      'When an effect of player A gives player B\'s "Drill Orc Trolls" -1 hit points until the end of the turn')
def modifies(invasion, p, q, name, n, stat):
    """+N / -N power or hit points, until the end of the turn (terms.reduction: never below zero)."""
    stats = {"power": "power", "hit points": "hit_points", "hit point": "hit_points"}
    invasion.effect(p, "modify", card=card(q, name), stat=stats.get(stat, stat), amount=n)


# --- Then ------------------------------------------------------------------------------------------------------
@step("then", 'player {p:P}\'s "{name:Name}" has {n:d} hit points and {r:d} remaining',
      'Then player B\'s "Drill Orc Trolls" has 2 hit points and 1 remaining')
def hit_points_and_remaining(invasion, p, name, n, r):
    """terms.hit-points-vs-remaining-hit-points: hit points with modifiers; remaining = hit points - damage."""
    got = invasion.card(name, p)
    equal(f"player {p}'s {name}: hit points, remaining", (got["hit_points"], got["remaining"]), (n, r))


def _events(invasion, kind: str) -> list[dict]:
    return [e for e in invasion.events(since_action=True) if e["kind"] == kind]


@step("then", 'the log shows "{name:Name}" was dealt {n:d} damage', 'Then the log shows "Drill Orc Boyz" was dealt 1 damage')
def was_dealt(invasion, name, n):
    """damage.dealt-damage: at least one point applied to the unit after cancellation."""
    got = [e["amount"] for e in _events(invasion, "dealt_damage") if e.get("name") == name]
    equal(f"damage dealt to {name} since the action", sum(got), n)


@step("then", 'the log shows "{name:Name}" was dealt no damage', 'Then the log shows "Drill Orc Black Orcs Drill" was dealt no damage')
def was_dealt_none(invasion, name):
    got = [e for e in _events(invasion, "dealt_damage") if e.get("name") == name]
    assert not got, f"{name} was dealt damage: {got}"


@step("then", 'the log shows "{name:Name}" dealt damage in combat', 'Then the log shows "Drill Empire Spearmen" dealt damage in combat')
def dealt_in_combat(invasion, name):
    """damage.dealing-damage-in-combat: it added to its side's damage and at least one point of that damage was
    applied to an opponent's unit or capital."""
    dealt = [n for e in _events(invasion, "dealt_combat_damage") for n in e.get("cards", [])]
    assert name in dealt, f"{name} did not deal damage in combat (those that did: {dealt})"


@step("then", 'the log shows "{name:Name}" dealt no damage in combat', 'Then the log shows "Drill Empire Militia" dealt no damage in combat')
def dealt_none_in_combat(invasion, name):
    dealt = [n for e in _events(invasion, "dealt_combat_damage") for n in e.get("cards", [])]
    assert name not in dealt, f"{name} is logged as having dealt damage in combat: {dealt}"
