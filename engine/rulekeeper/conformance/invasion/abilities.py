"""Steps for card abilities and tactics, in a judge's words: triggering an Action, playing a tactic (with its
targets), responding, and what the judge reads off the cards afterwards (power, resource tokens)."""

from __future__ import annotations

from ..steps.words import equal
from .common import invasion, step  # noqa: F401


def _targets(text: str | None, owner: str | None = None) -> list:
    from ..steps.words import names
    found = names(text) if text else []
    return [{"card": n, "player": owner} for n in found] if owner else found


@step("when", 'player {p:P} triggers "{name:Name}"', 'When player A triggers "Drill Empire Engineer"')
def triggers(invasion, p, name):
    """timing.B.2: an Action: ability of one of the player's cards in play; costs paid, the effect on the chain."""
    invasion.trigger(p, name, [])


@step("when", 'player {p:P} triggers "{name:Name}" targeting {targets:Names}',
      'When player A triggers "Drill Empire Engineer" targeting "Drill Orc Boyz"')
def triggers_targeting(invasion, p, name, targets):
    """timing.C.1: the targets, in the order the text names them (the acting player's cards looked up first)."""
    invasion.trigger(p, name, targets)


@step("when", "player {p:P} triggers \"{name}\" targeting player {q:P}'s {targets:Names}",
      'When player A triggers "Drill Empire Engineer" targeting player B\'s "Drill Orc Boyz"')
def triggers_targeting_of(invasion, p, name, q, targets):
    invasion.trigger(p, name, [{"card": t, "player": q} for t in targets])


@step("when", 'player {p:P} triggers "{name:Name}" sacrificing {paying:Names}',
      'When player A triggers "Drill Empire Engineer" sacrificing "Drill Empire Militia"')
def triggers_sacrificing(invasion, p, name, paying):
    """timing.C.2: a cost "sacrifice a unit": the player names which of their cards."""
    invasion.trigger(p, name, [], paying=paying)


@step("when", 'player {p:P} tries to trigger "{name:Name}" sacrificing {paying:Names}',
      'When player A tries to trigger "Drill Empire Engineer" sacrificing "Drill Orc Boyz"')
def tries_sacrificing(invasion, p, name, paying):
    invasion.trigger(p, name, [], refuse=True, paying=paying)


@step("when", 'player {p:P} tries to trigger "{name:Name}"', 'When player A tries to trigger "Drill Empire Engineer"')
def tries_to_trigger(invasion, p, name):
    invasion.trigger(p, name, [], refuse=True)


@step("when", 'player {p:P} tries to trigger "{name:Name}" targeting {targets:Names}',
      'When player A tries to trigger "Drill Empire Engineer" targeting "Drill Orc Boyz"')
def tries_to_trigger_targeting(invasion, p, name, targets):
    invasion.trigger(p, name, targets, refuse=True)


@step("when", 'player {p:P} plays the tactic "{name:Name}"', 'When player A plays the tactic "Drill Waaagh"')
def plays_tactic(invasion, p, name):
    """core.cards.tactic: from hand, paying its cost; its effect goes on the chain (timing.B.2)."""
    invasion.play_tactic(p, name, [])


@step("when", 'player {p:P} plays the tactic "{name:Name}" targeting {targets:Names}',
      'When player B plays the tactic "Drill Pillage" targeting "Drill Empire Watchtower"')
def plays_tactic_targeting(invasion, p, name, targets):
    invasion.play_tactic(p, name, targets)


@step("when", "player {p:P} plays the tactic \"{name}\" targeting player {q:P}'s {targets:Names}",
      'When player B plays the tactic "Drill Pillage" targeting player A\'s "Drill Empire Watchtower"')
def plays_tactic_targeting_of(invasion, p, name, q, targets):
    invasion.play_tactic(p, name, [{"card": t, "player": q} for t in targets])


@step("when", 'player {p:P} tries to play the tactic "{name:Name}"', 'When player A tries to play the tactic "Drill Waaagh"')
def tries_tactic(invasion, p, name):
    invasion.play_tactic(p, name, [], refuse=True)


@step("when", 'player {p:P} tries to play the tactic "{name:Name}" targeting {targets:Names}',
      'When player A tries to play the tactic "Drill Pillage" targeting "Drill Orc Boyz"')
def tries_tactic_targeting(invasion, p, name, targets):
    invasion.play_tactic(p, name, targets, refuse=True)


@step("then", 'player {p:P}\'s "{name:Name}" has power {n:d}', 'Then player A\'s "Drill Empire Militia" has power 2')
def unit_power(invasion, p, name, n):
    """The card's power with the effects on it (printed icons, constant effects, effects until the end of the turn)."""
    equal(f"the power of player {p}'s {name}", invasion.card(name, p)["power"], n)


@step("then", 'player {p:P}\'s "{name:Name}" has {n:d} resource tokens', 'Then player A\'s "Drill Empire Shrine" has 1 resource tokens')
def tokens(invasion, p, name, n):
    equal(f"resource tokens on player {p}'s {name}", invasion.card(name, p)["tokens"], n)


def _resolved(invasion) -> list[str]:
    return [e.get("name") for e in invasion.events(since_action=True) if e["kind"] == "resolve"]


@step("then", '"{first:Name}" resolves before "{second:Name}"', 'Then "Drill Counter" resolves before "Drill Bolt"')
def resolves_before(invasion, first, second):
    """timing.B.3: the chain resolves last in, first out (by the `resolve` events since the last action)."""
    order = _resolved(invasion)
    assert first in order and second in order, f"resolved since the action: {order}"
    assert order.index(first) < order.index(second), f"resolved since the action, in order: {order}"


@step("then", 'the effect of "{name:Name}" is cancelled', 'Then the effect of "Drill Bolt" is cancelled')
def cancelled(invasion, name):
    """timing.B.3: on resolution every target was invalid: the effect is cancelled (nothing of it happens)."""
    got = [e for e in invasion.events(since_action=True) if e["kind"] == "cancelled" and e.get("name") == name]
    assert got, f"{name}'s effect was not cancelled; resolved: {_resolved(invasion)}"


@step("then", 'the effect of "{name:Name}" resolves', 'Then the effect of "Drill Bolt" resolves')
def resolves(invasion, name):
    assert name in _resolved(invasion), f"{name} did not resolve; resolved: {_resolved(invasion)}"


@step("when", "player {p:P} tries to play the tactic \"{name}\" targeting player {q:P}'s {targets:Names}",
      'When player A tries to play the tactic "Drill Pillage" targeting player B\'s "Drill Orc Boyz"')
def tries_tactic_targeting_of(invasion, p, name, q, targets):
    invasion.play_tactic(p, name, [{"card": t, "player": q} for t in targets], refuse=True)
